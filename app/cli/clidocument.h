#pragma once
// The document the editor would open for a file, for the commands that edit through the
// document layer (paint, frames, ...), so the command line and the editor save alike.
#include "document.h"

#include <QString>

#include <memory>

namespace ackedit::cli {

// Null after printing why FILE cannot be read (on stderr, like loadAsset).
std::unique_ptr<document::Document> openDocument(const QString &fileName);

} // namespace ackedit::cli
