#include "terrain/heightmapimage.h"

#include "io/atomicfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>
#include <QImageWriter>

#include <cmath>

namespace ackedit::document {

quint16 HeightmapImage::quantise(float height, float minHeight, float maxHeight)
{
    const double range = double(maxHeight) - double(minHeight);
    if (range == 0.0 || !std::isfinite(range))
        return 0; // no range (an inverted one, max < min, is fine)
    const double v = std::round((double(height) - double(minHeight)) / range * 65535.0);
    if (!(v > 0.0))
        return 0; // also NaN
    return v >= 65535.0 ? quint16(65535) : quint16(v);
}

float HeightmapImage::dequantise(quint16 value, float minHeight, float maxHeight)
{
    return float(double(minHeight) + (double(maxHeight) - double(minHeight)) * (double(value) / 65535.0));
}

HeightGrid HeightmapImage::fromImage(const QImage &source, const HeightmapImportOptions &options)
{
    if (source.isNull())
        return {};
    QImage image = source;
    if (image.format() != QImage::Format_Grayscale8 && image.format() != QImage::Format_Grayscale16) {
        // Gray palettes / gray RGB convert to 8 bits exactly; colour becomes 16-bit luminance.
        image = image.convertToFormat(image.isGrayscale() && image.depth() <= 32 ? QImage::Format_Grayscale8
                                                                                 : QImage::Format_Grayscale16);
    }
    const bool wide = image.format() == QImage::Format_Grayscale16;
    const double maxValue = wide ? 65535.0 : 255.0;
    const double lo = options.minHeight, range = double(options.maxHeight) - double(options.minHeight);

    HeightGrid grid(image.width(), image.height(), options.cellSizeX, options.cellSizeY);
    for (int row = 0; row < image.height(); ++row) {
        float *dst = grid.rowData(row);
        if (wide) {
            const auto *src = reinterpret_cast<const quint16 *>(image.constScanLine(row));
            for (int col = 0; col < image.width(); ++col)
                dst[col] = float(lo + range * (src[col] / maxValue));
        } else {
            const uchar *src = image.constScanLine(row);
            for (int col = 0; col < image.width(); ++col)
                dst[col] = float(lo + range * (src[col] / maxValue));
        }
    }
    if ((options.columns > 0 && options.columns != grid.columns()) || (options.rows > 0 && options.rows != grid.rows()))
        grid = grid.resampled(options.columns > 0 ? options.columns : grid.columns(),
                              options.rows > 0 ? options.rows : grid.rows());
    grid.setCellSize(options.cellSizeX, options.cellSizeY);
    grid.setOffset(-float(grid.columns() - 1) * options.cellSizeX / 2.0f,
                   -float(grid.rows() - 1) * options.cellSizeY / 2.0f);
    return grid;
}

QImage HeightmapImage::toImage(const HeightGrid &grid, float minHeight, float maxHeight)
{
    if (grid.isEmpty())
        return {};
    QImage image(grid.columns(), grid.rows(), QImage::Format_Grayscale16);
    if (image.isNull())
        return {}; // out of memory
    for (int row = 0; row < grid.rows(); ++row) {
        const float *src = grid.rowData(row);
        auto *dst = reinterpret_cast<quint16 *>(image.scanLine(row));
        for (int col = 0; col < grid.columns(); ++col)
            dst[col] = quantise(src[col], minHeight, maxHeight);
    }
    return image;
}

QImage HeightmapImage::toImage(const HeightGrid &grid)
{
    const auto [lo, hi] = grid.heightRange();
    return toImage(grid, lo, hi);
}

std::optional<HeightGrid> HeightmapImage::load(const QString &fileName, const HeightmapImportOptions &options,
                                               QString *error)
{
    QImageReader reader(fileName);
    const QImage image = reader.read();
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("HeightmapImage", "Cannot read heightmap %1: %2")
                         .arg(fileName, reader.errorString());
        return std::nullopt;
    }
    return fromImage(image, options);
}

bool HeightmapImage::save(const HeightGrid &grid, const QString &fileName, float minHeight, float maxHeight,
                          QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QCoreApplication::translate("HeightmapImage", "Cannot write heightmap %1: %2").arg(fileName, why);
        return false;
    };
    const QImage image = toImage(grid, minHeight, maxHeight);
    if (image.isNull())
        return fail(QCoreApplication::translate("HeightmapImage", "empty grid"));
    // Encoded in memory first, then written like every save: the old file stays intact unless
    // the whole image reached the disk.
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image))
        return fail(writer.errorString());
    QString why;
    if (!format::writeFileAtomically(fileName, png, &why))
        return fail(why);
    return true;
}

} // namespace ackedit::document
