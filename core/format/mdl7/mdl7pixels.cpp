#include "mdl7/mdl7pixels.h"

#include "common/pixelformat.h"

namespace ackedit::format {

RgbaImage medMipLevel(const RgbaImage &image, int factor) { return mipLevel(image, factor); }

QByteArray encodeMdl7Pixels(int type, const RgbaImage &image, const Palette *palette)
{
    return encodePixels(PixelType::base(type) | (type & PixelType::MipFlag), image, palette);
}

} // namespace ackedit::format
