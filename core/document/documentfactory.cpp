#include "documentfactory.h"
#include "terrain/terraindocument.h"
#include "model/modeldocument.h"
#include "scene/wmbdocument.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wad/waddocument.h"

namespace ackedit::document {

std::unique_ptr<Document> createDocument(std::unique_ptr<format::AssetFile> asset, const QString &fileName)
{
    // One line per document class; each checks the asset's kind/format itself and returns null
    // when the asset is not its kind.
    // (ModelDocument, TerrainDocument, WmbDocument, WmpDocument, WmpbDocument, WadDocument.)
    if (auto doc = TerrainDocument::createFor(asset, fileName)) return doc;
    if (auto doc = ModelDocument::createFor(asset, fileName)) return doc;
    if (auto doc = WmbDocument::createFor(asset, fileName)) return doc;
    if (auto doc = WmpDocument::createFor(asset, fileName)) return doc;
    if (auto doc = WmpbDocument::createFor(asset, fileName)) return doc;
    if (auto doc = WadDocument::createFor(asset, fileName)) return doc;
    return std::make_unique<Document>(std::move(asset), fileName);
}

} // namespace ackedit::document
