#pragma once
// Picks the document class for a parsed file: model, terrain, compiled level or level source.
#include "document.h"

namespace ackedit::document {

// Falls back to a plain Document for kinds without an editing document yet (e.g. WAD).
std::unique_ptr<Document> createDocument(std::unique_ptr<format::AssetFile> asset, const QString &fileName);

} // namespace ackedit::document
