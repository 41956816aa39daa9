#include "common/embeddedskins.h"

#include "common/pixelformat.h"

#include <QCoreApplication>

namespace ackedit::format {

QString EmbeddedSkins::tr(const char *text)
{
    return QCoreApplication::translate("ackedit::format::EmbeddedSkins", text);
}

bool EmbeddedSkins::hasTransparency(const RgbaImage &image)
{
    for (size_t i = 3; i < image.pixels.size(); i += 4)
        if (image.pixels[i] != 255)
            return true;
    return false;
}

int EmbeddedSkins::fitMips(int type, int width, int height)
{
    if (PixelType::hasMips(type) && (width % 8 || height % 8))
        return type & ~PixelType::MipFlag;
    return type;
}

QString EmbeddedSkins::cannotAdd()
{
    return tr("Skins of this kind cannot be added");
}

} // namespace ackedit::format
