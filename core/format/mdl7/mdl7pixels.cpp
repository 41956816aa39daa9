#include "mdl7/mdl7pixels.h"

#include "common/pixelformat.h"

namespace ackedit::format {

RgbaImage medMipLevel(const RgbaImage &image, int factor)
{
    if (factor <= 0)
        return {};
    RgbaImage out(image.width / factor, image.height / factor);
    const int area = factor * factor;
    for (int y = 0; y < out.height; ++y) {
        for (int x = 0; x < out.width; ++x) {
            for (int c = 0; c < 4; ++c) {
                int sum = 0;
                for (int dy = 0; dy < factor; ++dy)
                    for (int dx = 0; dx < factor; ++dx)
                        sum += image.pixel(factor * x + dx, factor * y + dy)[c];
                out.pixel(x, y)[c] = uint8_t(sum / area);
            }
        }
    }
    return out;
}

QByteArray encodeMdl7Pixels(int type, const RgbaImage &image, const Palette *palette)
{
    const int base = PixelType::base(type);
    QByteArray out = encodePixels(base, image, palette);
    if (PixelType::hasMips(type) && !out.isEmpty()) {
        for (int factor : {2, 4, 8})
            out += encodePixels(base, medMipLevel(image, factor), palette);
    }
    return out;
}

} // namespace ackedit::format
