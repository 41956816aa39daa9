#pragma once
// Pixel checks shared by the viewport and main-window tests.
#include <QColor>
#include <QImage>
#include <QPoint>
#include <QRect>
#include <QSet>

#include <algorithm>
#include <cstdlib>

namespace ackedit::testing {

// The pixels where two images of one size differ.
inline QSet<QPoint> differingPixels(const QImage &a, const QImage &b)
{
    QSet<QPoint> out;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                out.insert(QPoint(x, y));
    return out;
}

// Pixels with a magenta hue (red and blue high, little green): the colour the screenshot tests paint.
inline int magentaCount(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += c.red() > 80 && c.blue() > 80 && c.green() < std::min(c.red(), c.blue()) / 3 ? 1 : 0;
        }
    return n;
}

// Share of the pixels inside `rect` (every other row and column) that differ from `colour` by
// more than a little.
inline double coverage(const QImage &image, const QRect &rect, const QColor &colour)
{
    int differing = 0, total = 0;
    for (int y = rect.top(); y <= rect.bottom(); y += 2) {
        for (int x = rect.left(); x <= rect.right(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            ++total;
            differing += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                             + std::abs(c.blue() - colour.blue())
                         > 24;
        }
    }
    return total ? double(differing) / total : 0.0;
}

// Pixels of an orange hue (red well above green, little blue), lit or shaded: how much of a
// rendered model shows an orange paint or skin.
inline int orangeCount(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 60 && c.green() > c.red() * 0.3 && c.green() < c.red() * 0.7 && c.blue() < c.red() * 0.25)
                ++n;
        }
    return n;
}

} // namespace ackedit::testing
