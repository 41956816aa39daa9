#include "hmp/hmpskin.h"

#include "common/fixedstring.h"

namespace ackedit::format {

QString HmpSkin::description() const
{
    QString text;
    if (isPixelArray())
        text = QStringLiteral("%1 %2x%3").arg(PixelType::name(imageKind())).arg(width).arg(height);
    else if (isDds())
        text = QStringLiteral("DDS %1 bytes").arg(data.size());
    else if (isExternal())
        text = QStringLiteral("external \"%1\"").arg(externalName());
    else if (isReference())
        text = QStringLiteral("reference to skin %1").arg(width);
    else
        text = QStringLiteral("type %1").arg(type);
    if (hasMaterial())
        text += QStringLiteral(" +material");
    if (hasEffect())
        text += QStringLiteral(" +effect \"%1\"").arg(effectText());
    return text + QStringLiteral(" (type 0x%1)").arg(type, 2, 16, QLatin1Char('0'));
}

QString HmpSkin::externalName() const { return isExternal() ? latin1Text(data) : QString(); }

QString HmpSkin::effectText() const { return latin1Text(effect); }

RgbaImage HmpSkin::image() const
{
    if (!isPixelArray())
        return {};
    return decodePixels(imageKind(), width, height, data);
}

bool HmpSkin::setImage(const RgbaImage &img)
{
    if (!isPixelArray() || img.isNull() || img.pixels.size() != size_t(img.width) * size_t(img.height) * 4)
        return false;
    if (PixelType::hasMips(imageKind()) && (img.width % 8 != 0 || img.height % 8 != 0))
        return false;
    if (pixelBlockSize(imageKind(), img.width, img.height) < 0)
        return false;
    data = encodePixels(imageKind(), img);
    width = img.width;
    height = img.height;
    return true;
}

HmpSkin HmpSkin::fromImage(int pixelType, const RgbaImage &img)
{
    HmpSkin skin;
    skin.type = pixelType;
    if (!skin.setImage(img))
        skin.data.clear();
    return skin;
}

HmpSkin HmpSkin::externalFile(const QByteArray &fileName)
{
    HmpSkin skin;
    skin.type = PixelType::External;
    skin.data = cString(fileName);
    skin.data.append('\0');
    skin.width = int32_t(skin.data.size());
    skin.height = 1;
    return skin;
}

HmpSkin HmpSkin::ddsFile(const QByteArray &dds)
{
    HmpSkin skin;
    skin.type = PixelType::Dds;
    skin.data = dds;
    skin.width = int32_t(dds.size());
    skin.height = 1;
    return skin;
}

} // namespace ackedit::format
