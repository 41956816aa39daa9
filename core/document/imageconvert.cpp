#include "imageconvert.h"

#include <cstring>

namespace ackedit::document {

QImage toQImage(const format::RgbaImage &image)
{
    if (image.isNull())
        return QImage();
    QImage out(image.width, image.height, QImage::Format_RGBA8888);
    for (int y = 0; y < image.height; ++y)
        std::memcpy(out.scanLine(y), image.pixel(0, y), size_t(image.width) * 4);
    return out;
}

format::RgbaImage fromQImage(const QImage &image)
{
    const QImage src = image.convertToFormat(QImage::Format_RGBA8888);
    format::RgbaImage out(src.width(), src.height());
    for (int y = 0; y < src.height(); ++y)
        std::memcpy(out.pixel(0, y), src.constScanLine(y), size_t(src.width()) * 4);
    return out;
}

} // namespace ackedit::document
