#include "skin/paintdab.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace ackedit::document::paintdab {

namespace {

using Rgba = std::array<float, 4>; // straight, 0..255

Rgba load(const uchar *p) { return {float(p[0]), float(p[1]), float(p[2]), float(p[3])}; }

void store(uchar *p, const Rgba &c)
{
    for (int k = 0; k < 4; ++k)
        p[k] = uchar(std::clamp(std::lround(c[size_t(k)]), 0L, 255L));
}

// Source-over of `src` with coverage `a` (0..1, already including the source's alpha) onto `dst`.
Rgba over(const Rgba &dst, const Rgba &src, float a)
{
    const float da = dst[3] / 255.f;
    const float outA = a + da * (1.f - a);
    Rgba out{};
    if (outA <= 0.f)
        return out;
    for (int k = 0; k < 3; ++k)
        out[size_t(k)] = (src[size_t(k)] * a + dst[size_t(k)] * da * (1.f - a)) / outA;
    out[3] = outA * 255.f;
    return out;
}

Rgba lerp(const Rgba &a, const Rgba &b, float t)
{
    Rgba out{};
    for (size_t k = 0; k < 4; ++k)
        out[k] = a[k] + (b[k] - a[k]) * t;
    return out;
}

Rgba fromColor(const QColor &c) { return {float(c.red()), float(c.green()), float(c.blue()), float(c.alpha())}; }

} // namespace

float coverage(float d, float radius, float hardness)
{
    if (radius <= 0.f || !(d < radius))
        return d <= 0.5f && radius <= 0.5f ? 1.f : 0.f; // a sub-pixel brush still paints its pixel
    const float t = d / radius;
    const float h = std::clamp(hardness, 0.f, 1.f);
    if (t <= h || h >= 1.f)
        return 1.f;
    const float s = (t - h) / (1.f - h);
    return 1.f - s * s * (3.f - 2.f * s);
}

QRect bounds(const Eigen::Vector2f &centre, float radius, const QSize &image)
{
    const float r = std::max(radius, 0.5f);
    const int x0 = int(std::floor(centre.x() - r)), x1 = int(std::ceil(centre.x() + r));
    const int y0 = int(std::floor(centre.y() - r)), y1 = int(std::ceil(centre.y() + r));
    return QRect(QPoint(x0, y0), QPoint(x1, y1)).intersected(QRect(QPoint(0, 0), image));
}

QRect apply(QImage &image, const Eigen::Vector2f &centre, const BrushSettings &brush)
{
    const QRect box = bounds(centre, brush.radius, image.size());
    if (box.isEmpty() || image.format() != QImage::Format_RGBA8888)
        return {};
    const float opacity = std::clamp(brush.opacity, 0.f, 1.f);
    const Rgba paint = fromColor(brush.colour);
    const Rgba background = fromColor(brush.background);
    // Soften reads the pixels as they were before this dab (one ring more for the 3x3 box).
    QImage before;
    QRect beforeRect;
    if (brush.mode == PaintMode::Soften) {
        beforeRect = box.adjusted(-1, -1, 1, 1).intersected(image.rect());
        before = image.copy(beforeRect);
    }
    auto blurred = [&](int x, int y) {
        Rgba sum{};
        int n = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const QPoint p(x + dx, y + dy);
                if (!beforeRect.contains(p))
                    continue;
                const uchar *q = before.constScanLine(p.y() - beforeRect.top()) + (p.x() - beforeRect.left()) * 4;
                // Colour weighted by alpha, so transparent neighbours do not darken the edge.
                const float a = float(q[3]);
                for (int k = 0; k < 3; ++k)
                    sum[size_t(k)] += float(q[k]) * a;
                sum[3] += a;
                ++n;
            }
        Rgba out{};
        if (sum[3] > 0.f)
            for (int k = 0; k < 3; ++k)
                out[size_t(k)] = sum[size_t(k)] / sum[3];
        out[3] = n ? sum[3] / float(n) : 0.f;
        return out;
    };

    int minX = box.right() + 1, minY = box.bottom() + 1, maxX = -1, maxY = -1;
    for (int y = box.top(); y <= box.bottom(); ++y) {
        uchar *row = image.scanLine(y);
        for (int x = box.left(); x <= box.right(); ++x) {
            const float d = std::hypot(float(x) + 0.5f - centre.x(), float(y) + 0.5f - centre.y());
            const float w = coverage(d, brush.radius, brush.hardness) * opacity;
            if (w <= 0.f)
                continue;
            uchar *p = row + x * 4;
            const Rgba dst = load(p);
            Rgba out = dst;
            switch (brush.mode) {
            case PaintMode::Paint:
                out = over(dst, paint, w * paint[3] / 255.f);
                break;
            case PaintMode::Erase:
                if (brush.skinHasAlpha) {
                    out[3] = dst[3] * (1.f - w);
                } else {
                    out = lerp(dst, background, w);
                    out[3] = dst[3];
                }
                break;
            case PaintMode::Soften:
                out = lerp(dst, blurred(x, y), w);
                break;
            }
            const std::array<uchar, 4> old{p[0], p[1], p[2], p[3]};
            store(p, out);
            if (old[0] != p[0] || old[1] != p[1] || old[2] != p[2] || old[3] != p[3]) {
                minX = std::min(minX, x);
                maxX = std::max(maxX, x);
                minY = std::min(minY, y);
                maxY = std::max(maxY, y);
            }
        }
    }
    return maxX < 0 ? QRect() : QRect(QPoint(minX, minY), QPoint(maxX, maxY));
}

QColor pick(const QImage &image, const QPoint &pixel)
{
    if (!image.rect().contains(pixel))
        return {};
    const QImage one = image.copy(QRect(pixel, QSize(1, 1))).convertToFormat(QImage::Format_RGBA8888);
    const uchar *p = one.constScanLine(0);
    return QColor(p[0], p[1], p[2], p[3]);
}

} // namespace ackedit::document::paintdab
