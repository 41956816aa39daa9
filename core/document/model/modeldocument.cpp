#include "model/modeldocument.h"

#include "model/externalskinfinder.h"
#include "imageconvert.h"

namespace ackedit::document {

std::unique_ptr<Document> ModelDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!asset || asset->kind() != format::AssetFile::Kind::Model)
        return nullptr;
    return std::make_unique<ModelDocument>(std::move(asset), fileName);
}

QList<QImage> ModelDocument::skinImages(const QSet<int> &drawn, QStringList *problems) const
{
    QList<QImage> images;
    const ExternalSkinFinder finder(fileName());
    for (int i = 0; i < skinCount(); ++i) {
        QImage image = toQImage(asset()->skinImage(i));
        const QString external = asset()->skinFileName(i);
        if (image.isNull() && !external.isEmpty()) {
            const ExternalSkinFinder::Result found = finder.find(external);
            image = found.image;
            if (problems && image.isNull() && drawn.contains(i))
                *problems << found.problem;
        }
        images.append(image);
    }
    return images;
}

} // namespace ackedit::document
