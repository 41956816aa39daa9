#include "documentfactory.h"

namespace ackedit::document {

std::unique_ptr<Document> createDocument(std::unique_ptr<format::AssetFile> asset, const QString &fileName)
{
    // One line per document class; each checks the asset's kind/format itself and returns null
    // when the asset is not its kind.
    // (ModelDocument, TerrainDocument, WmbDocument, WmpDocument, WmpbDocument are added here.)
    return std::make_unique<Document>(std::move(asset), fileName);
}

} // namespace ackedit::document
