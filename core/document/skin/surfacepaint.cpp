#include "skin/surfacepaint.h"

#include "skin/floodfill.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document::surfacepaint {

Hit hit(const format::TriangleMesh &mesh, int skin, const Eigen::Vector3f &origin, const Eigen::Vector3f &direction)
{
    Hit best;
    const Eigen::Vector3f d = direction.normalized();
    if (!d.allFinite())
        return best;
    float nearest = std::numeric_limits<float>::infinity();
    bool frontFacing = false;
    for (size_t i = 0; i < mesh.triangles.size(); ++i) {
        const auto &t = mesh.triangles[i];
        if (t.v[0] >= mesh.positions.size() || t.v[1] >= mesh.positions.size() || t.v[2] >= mesh.positions.size())
            continue;
        const Eigen::Vector3f &a = mesh.positions[t.v[0]], &b = mesh.positions[t.v[1]], &c = mesh.positions[t.v[2]];
        // Möller-Trumbore, both sides (a back face in front still hides what is behind it).
        const Eigen::Vector3f e1 = b - a, e2 = c - a;
        const Eigen::Vector3f p = d.cross(e2);
        const float det = e1.dot(p);
        if (std::abs(det) < 1e-12f)
            continue;
        const float inv = 1.f / det;
        const Eigen::Vector3f s = origin - a;
        const float u = s.dot(p) * inv;
        if (u < 0.f || u > 1.f)
            continue;
        const Eigen::Vector3f q = s.cross(e1);
        const float v = d.dot(q) * inv;
        if (v < 0.f || u + v > 1.f)
            continue;
        const float dist = e2.dot(q) * inv;
        if (dist <= 0.f || dist >= nearest)
            continue;
        nearest = dist;
        frontFacing = e1.cross(e2).dot(d) < 0.f; // outward winding: the normal faces the eye
        best = Hit{};
        if (skin >= 0 && t.skin != skin)
            continue; // hides what is behind, but is not this skin
        if (t.uv[0] >= mesh.uvs.size() || t.uv[1] >= mesh.uvs.size() || t.uv[2] >= mesh.uvs.size())
            continue;
        best.triangle = int(i);
        best.distance = dist;
        best.uv = (1.f - u - v) * mesh.uvs[t.uv[0]] + u * mesh.uvs[t.uv[1]] + v * mesh.uvs[t.uv[2]];
    }
    if (!frontFacing)
        return Hit{};
    return best;
}

std::vector<uint8_t> islandMask(const format::TriangleMesh &mesh, int skin, const QSize &size)
{
    std::vector<uint8_t> mask(size_t(std::max(0, size.width())) * size_t(std::max(0, size.height())), 0);
    const Eigen::Vector2f scale(float(size.width()), float(size.height()));
    for (const auto &t : mesh.triangles) {
        if ((skin >= 0 && t.skin != skin) || t.uv[0] >= mesh.uvs.size() || t.uv[1] >= mesh.uvs.size()
            || t.uv[2] >= mesh.uvs.size())
            continue;
        const std::array<Eigen::Vector2f, 3> corners{mesh.uvs[t.uv[0]].cwiseProduct(scale), mesh.uvs[t.uv[1]].cwiseProduct(scale),
                                                     mesh.uvs[t.uv[2]].cwiseProduct(scale)};
        floodfill::addTriangle(mask, size, corners);
    }
    return mask;
}

QRect bleed(QImage &image, const std::vector<uint8_t> &mask, const QRect &rect, int pixels)
{
    const int w = image.width(), h = image.height();
    if (pixels <= 0 || mask.size() != size_t(w) * size_t(h) || image.format() != QImage::Format_RGBA8888)
        return {};
    const QRect area = rect.adjusted(-pixels, -pixels, pixels, pixels).intersected(image.rect());
    if (area.isEmpty())
        return {};
    // Rings outward from the islands: each pass fills the outside texels next to a filled one.
    std::vector<uint8_t> filled(size_t(area.width()) * size_t(area.height()));
    auto at = [&](int x, int y) -> uint8_t & { return filled[size_t(y - area.top()) * size_t(area.width()) + size_t(x - area.left())]; };
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            at(x, y) = mask[size_t(y) * size_t(w) + size_t(x)];
    QRect changed;
    for (int ring = 1; ring <= pixels; ++ring) {
        std::vector<std::pair<QPoint, QPoint>> next; // texel, the filled neighbour it copies
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x) {
                if (at(x, y))
                    continue;
                // Side neighbours before corners: a texel copies the one straight across the border.
                static constexpr int steps[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
                for (const auto &st : steps) {
                    const int nx = x + st[0], ny = y + st[1];
                    if (area.contains(nx, ny) && at(nx, ny) == ring) {
                        next.emplace_back(QPoint(x, y), QPoint(nx, ny));
                        break;
                    }
                }
            }
        // Ring 1 reads the islands (marked 1); later rings read the previous ring's texels.
        for (const auto &[p, from] : next) {
            uchar *dst = image.scanLine(p.y()) + p.x() * 4;
            const uchar *src = image.constScanLine(from.y()) + from.x() * 4;
            if (!std::equal(src, src + 4, dst)) {
                std::copy(src, src + 4, dst);
                changed |= QRect(p, QSize(1, 1));
            }
            at(p.x(), p.y()) = uint8_t(ring + 1);
        }
    }
    return changed;
}

} // namespace ackedit::document::surfacepaint
