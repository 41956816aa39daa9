#pragma once
// The document the editor would open for a file, for the commands that edit through the
// document layer (paint, frames, ...), so the command line and the editor save alike.
#include "document.h"

#include <QString>

#include <memory>

namespace ackedit::cli {

// Opens FILE as the editor does (document::openDocument); null after printing why it cannot be
// opened on stderr, one line, like loadAsset.
std::unique_ptr<document::Document> loadDocument(const QString &fileName);

} // namespace ackedit::cli
