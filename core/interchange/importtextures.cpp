#include "importtextures.h"

#include "imageconvert.h"
#include "interchangetexts.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QUrl>

#include <assimp/material.h>
#include <assimp/scene.h>

namespace ackedit::interchange {

namespace {

// The pixels of an embedded texture; null when its compressed bytes cannot be read.
format::RgbaImage embedded(const aiTexture *texture)
{
    if (texture->mHeight == 0) { // compressed: mWidth bytes of a PNG, JPEG, ... file
        const QImage image = QImage::fromData(reinterpret_cast<const uchar *>(texture->pcData), int(texture->mWidth));
        return image.isNull() ? format::RgbaImage() : document::fromQImage(image);
    }
    format::RgbaImage rgba(int(texture->mWidth), int(texture->mHeight));
    for (unsigned y = 0; y < texture->mHeight; ++y)
        for (unsigned x = 0; x < texture->mWidth; ++x) {
            const aiTexel &t = texture->pcData[size_t(y) * texture->mWidth + x];
            uint8_t *p = rgba.pixel(int(x), int(y));
            p[0] = t.r;
            p[1] = t.g;
            p[2] = t.b;
            p[3] = t.a;
        }
    return rgba;
}

} // namespace

MaterialTexture materialTexture(const aiScene *scene, const aiMaterial *material, const QString &folder)
{
    MaterialTexture out;
    aiString path;
    if (material->GetTexture(aiTextureType_DIFFUSE, 0, &path) != AI_SUCCESS
        && material->GetTexture(aiTextureType_BASE_COLOR, 0, &path) != AI_SUCCESS)
        return out;
    out.present = true;
    const QString named = QString::fromUtf8(path.C_Str());
    if (const aiTexture *texture = scene->GetEmbeddedTexture(path.C_Str())) {
        out.embedded = true;
        out.name = named.startsWith(QLatin1Char('*')) ? Texts::tr("embedded image %1").arg(named.mid(1)) : named;
        out.image = embedded(texture);
        if (out.image.isNull())
            out.error = Texts::tr("its embedded image (%1) cannot be read").arg(QString::fromLatin1(texture->achFormatHint));
        return out;
    }
    // A file: as written (relative to the model), else by its name alone beside the model, as
    // exporters on other machines leave absolute or Windows paths behind.
    QString file = QUrl::fromPercentEncoding(named.toUtf8());
    file.replace(QLatin1Char('\\'), QLatin1Char('/'));
    out.name = QFileInfo(file).fileName();
    const QDir dir(folder);
    QString found;
    for (const QString &candidate : {dir.filePath(file), dir.filePath(out.name)})
        if (QFileInfo(candidate).isFile()) {
            found = candidate;
            break;
        }
    if (found.isEmpty()) {
        out.error = Texts::tr("the texture %1 is missing (looked in %2)").arg(named, QDir::toNativeSeparators(folder));
        return out;
    }
    const QImage image(found);
    if (image.isNull()) {
        out.error = Texts::tr("the texture %1 cannot be read as an image").arg(QDir::toNativeSeparators(found));
        return out;
    }
    out.image = document::fromQImage(image);
    return out;
}

} // namespace ackedit::interchange
