#include "skin/floodfill.h"

#include <QColor>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ackedit::document::floodfill {

Region region(const QImage &source, const QPoint &seed, int tolerance, const std::vector<uint8_t> &mask)
{
    Region out;
    out.size = source.size();
    const QImage image = source.format() == QImage::Format_RGBA8888 ? source : source.convertToFormat(QImage::Format_RGBA8888);
    const int w = image.width(), h = image.height();
    const size_t n = size_t(w) * size_t(h);
    if (!image.rect().contains(seed) || (!mask.empty() && mask.size() != n))
        return out;
    auto allowed = [&](int x, int y) { return mask.empty() || mask[size_t(y) * size_t(w) + size_t(x)] != 0; };
    if (!allowed(seed.x(), seed.y()))
        return out;
    out.inside.assign(n, 0);
    const uchar *s = image.constScanLine(seed.y()) + seed.x() * 4;
    const uchar ref[4] = {s[0], s[1], s[2], s[3]};
    auto matches = [&](int x, int y) {
        if (out.inside[size_t(y) * size_t(w) + size_t(x)] || !allowed(x, y))
            return false;
        const uchar *p = image.constScanLine(y) + x * 4;
        for (int k = 0; k < 4; ++k)
            if (std::abs(int(p[k]) - int(ref[k])) > tolerance)
                return false;
        return true;
    };
    // Scanline fill: each popped seed fills its run, then seeds the runs above and below.
    int minX = w, minY = h, maxX = -1, maxY = -1;
    std::vector<QPoint> stack{seed};
    while (!stack.empty()) {
        const QPoint p = stack.back();
        stack.pop_back();
        if (!matches(p.x(), p.y()))
            continue;
        int l = p.x(), r = p.x();
        while (l > 0 && matches(l - 1, p.y()))
            --l;
        while (r + 1 < w && matches(r + 1, p.y()))
            ++r;
        std::fill(out.inside.begin() + qsizetype(size_t(p.y()) * size_t(w) + size_t(l)),
                  out.inside.begin() + qsizetype(size_t(p.y()) * size_t(w) + size_t(r) + 1), uint8_t(1));
        minX = std::min(minX, l);
        maxX = std::max(maxX, r);
        minY = std::min(minY, p.y());
        maxY = std::max(maxY, p.y());
        for (int ny : {p.y() - 1, p.y() + 1}) {
            if (ny < 0 || ny >= h)
                continue;
            bool inRun = false;
            for (int x = l; x <= r; ++x) {
                const bool m = matches(x, ny);
                if (m && !inRun)
                    stack.emplace_back(x, ny);
                inRun = m;
            }
        }
    }
    if (maxX >= 0)
        out.bounds = QRect(QPoint(minX, minY), QPoint(maxX, maxY));
    return out;
}

bool alreadyFilled(const QImage &image, const Region &region, const QColor &colour)
{
    if (region.bounds.isEmpty() || image.size() != region.size || image.format() != QImage::Format_RGBA8888)
        return true;
    const uchar c[4] = {uchar(colour.red()), uchar(colour.green()), uchar(colour.blue()), uchar(colour.alpha())};
    for (int y = region.bounds.top(); y <= region.bounds.bottom(); ++y) {
        const uchar *row = image.constScanLine(y);
        const uint8_t *in = region.inside.data() + size_t(y) * size_t(image.width());
        for (int x = region.bounds.left(); x <= region.bounds.right(); ++x)
            if (in[x] && !std::equal(c, c + 4, row + x * 4))
                return false;
    }
    return true;
}

QRect fill(QImage &image, const Region &region, const QColor &colour)
{
    if (region.bounds.isEmpty() || image.size() != region.size || image.format() != QImage::Format_RGBA8888)
        return {};
    const uchar c[4] = {uchar(colour.red()), uchar(colour.green()), uchar(colour.blue()), uchar(colour.alpha())};
    QRect changed;
    for (int y = region.bounds.top(); y <= region.bounds.bottom(); ++y) {
        uchar *row = image.scanLine(y);
        const uint8_t *in = region.inside.data() + size_t(y) * size_t(image.width());
        for (int x = region.bounds.left(); x <= region.bounds.right(); ++x) {
            if (!in[x])
                continue;
            uchar *p = row + x * 4;
            if (p[0] == c[0] && p[1] == c[1] && p[2] == c[2] && p[3] == c[3])
                continue;
            std::copy(c, c + 4, p);
            changed |= QRect(x, y, 1, 1);
        }
    }
    return changed;
}

void addTriangle(std::vector<uint8_t> &mask, const QSize &size, const std::array<Eigen::Vector2f, 3> &c)
{
    if (mask.size() != size_t(std::max(size.width(), 0)) * size_t(std::max(size.height(), 0)))
        return;
    auto edge = [](const Eigen::Vector2f &a, const Eigen::Vector2f &b, const Eigen::Vector2f &p) {
        return (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x());
    };
    const float area = edge(c[0], c[1], c[2]);
    if (area == 0.f || !std::isfinite(area))
        return;
    const float lo_x = std::min({c[0].x(), c[1].x(), c[2].x()}), hi_x = std::max({c[0].x(), c[1].x(), c[2].x()});
    const float lo_y = std::min({c[0].y(), c[1].y(), c[2].y()}), hi_y = std::max({c[0].y(), c[1].y(), c[2].y()});
    const int x0 = std::max(0, int(std::floor(lo_x))), x1 = std::min(size.width() - 1, int(std::ceil(hi_x)));
    const int y0 = std::max(0, int(std::floor(lo_y))), y1 = std::min(size.height() - 1, int(std::ceil(hi_y)));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const Eigen::Vector2f p(float(x) + 0.5f, float(y) + 0.5f);
            const float e0 = edge(c[1], c[2], p) / area, e1 = edge(c[2], c[0], p) / area, e2 = edge(c[0], c[1], p) / area;
            if (e0 >= 0.f && e1 >= 0.f && e2 >= 0.f)
                mask[size_t(y) * size_t(size.width()) + size_t(x)] = 1;
        }
}

std::vector<uint8_t> triangleMask(const QSize &size, const std::array<Eigen::Vector2f, 3> &c)
{
    std::vector<uint8_t> mask(size_t(std::max(size.width(), 0)) * size_t(std::max(size.height(), 0)), 0);
    addTriangle(mask, size, c);
    return mask;
}

} // namespace ackedit::document::floodfill
