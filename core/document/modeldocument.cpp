#include "modeldocument.h"

namespace ackedit::document {

std::unique_ptr<Document> ModelDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!asset || asset->kind() != format::AssetFile::Kind::Model)
        return nullptr;
    return std::make_unique<ModelDocument>(std::move(asset), fileName);
}

} // namespace ackedit::document
