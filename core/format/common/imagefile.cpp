// Chooses the decoder of an external skin file (see imagefile.h).
#include "common/imagefile.h"

#include "common/ddsimage.h"
#include "common/pcximage.h"
#include "common/tgaimage.h"

namespace ackedit::format {

namespace {

// Files QImage reads. None of these starts like a valid TGA (their second byte would be the
// colour map type, which is 0 or 1), so a misnamed one goes to QImage, not to the TGA decoder.
bool qimageSignature(const QByteArray &b)
{
    return b.startsWith("\x89PNG") || b.startsWith("\xff\xd8\xff") || b.startsWith("GIF8") || b.startsWith("BM");
}

} // namespace

ImageFileFormat imageFileFormat(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.startsWith("DDS "))
        return ImageFileFormat::Dds;
    if (looksLikePcx(bytes))
        return ImageFileFormat::Pcx;
    if (qimageSignature(bytes))
        return ImageFileFormat::Other;
    if (hasTgaFooter(bytes))
        return ImageFileFormat::Tga;
    const auto suffix = [&](const char *s) { return fileName.endsWith(QLatin1String(s), Qt::CaseInsensitive); };
    if (suffix(".dds"))
        return ImageFileFormat::Dds;
    if (suffix(".pcx"))
        return ImageFileFormat::Pcx;
    if (suffix(".tga"))
        return ImageFileFormat::Tga;
    return ImageFileFormat::Other;
}

RgbaImage readImageFile(const QByteArray &bytes, const QString &fileName)
{
    switch (imageFileFormat(bytes, fileName)) {
    case ImageFileFormat::Dds: return readDds(bytes);
    case ImageFileFormat::Pcx: return readPcx(bytes);
    case ImageFileFormat::Tga: return readTga(bytes);
    case ImageFileFormat::Other: break;
    }
    return {};
}

} // namespace ackedit::format
