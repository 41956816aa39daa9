#include "model/vertex/occlusiontester.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ackedit::document {

namespace {

struct CellRect
{
    int x0, y0, x1, y1; // inclusive
};

} // namespace

OcclusionTester::OcclusionTester(const ViewDescription &view, std::span<const Eigen::Vector3f> positions,
                                 std::span<const format::TriangleMesh::Triangle> triangles)
    : m_view(view)
    , m_positions(positions)
    , m_triangles(triangles)
{
    const Eigen::Vector2f size = view.viewportSize();
    // About one cell per triangle, at least 4 pixels wide.
    const float area = std::max(size.x() * size.y(), 1.0f);
    m_cellSize = std::clamp(std::sqrt(area / float(std::max<size_t>(triangles.size(), 1))), 4.0f, 256.0f);
    m_cellsX = std::clamp(int(std::ceil(size.x() / m_cellSize)), 1, 4096);
    m_cellsY = std::clamp(int(std::ceil(size.y() / m_cellSize)), 1, 4096);
    const int cells = m_cellsX * m_cellsY;

    // Clip w and pixel of every vertex, once.
    const Eigen::Matrix4f &m = view.viewProjection();
    std::vector<Eigen::Vector3f> projected(positions.size()); // pixel x, pixel y, clip w
    for (size_t i = 0; i < positions.size(); ++i) {
        const Eigen::Vector4f c = m * positions[i].homogeneous();
        const Eigen::Vector2f pixel = c.w() > 0.0f ? view.ndcToPixel(Eigen::Vector2f(c.x() / c.w(), c.y() / c.w()))
                                                   : Eigen::Vector2f::Zero();
        projected[i] = Eigen::Vector3f(pixel.x(), pixel.y(), c.w());
    }
    // A hit must lie between the near plane and a visible vertex, where clip w is positive;
    // a triangle entirely at w <= 0 can never be hit there.
    const float minW = 1e-6f;
    std::vector<CellRect> rects(triangles.size(), CellRect{0, 0, -1, -1});
    std::vector<int> count(size_t(cells) + 1, 0);
    for (size_t t = 0; t < triangles.size(); ++t) {
        const auto &tri = triangles[t];
        if (tri.v[0] >= positions.size() || tri.v[1] >= positions.size() || tri.v[2] >= positions.size())
            continue;
        const Eigen::Vector3f &a = projected[tri.v[0]], &b = projected[tri.v[1]], &c = projected[tri.v[2]];
        const int inFront = (a.z() > minW) + (b.z() > minW) + (c.z() > minW);
        if (inFront == 0)
            continue;
        if (inFront < 3) { // crosses the eye plane: its projection is unbounded
            m_everywhere.push_back(int(t));
            continue;
        }
        const float minX = std::min({a.x(), b.x(), c.x()}), maxX = std::max({a.x(), b.x(), c.x()});
        const float minY = std::min({a.y(), b.y(), c.y()}), maxY = std::max({a.y(), b.y(), c.y()});
        if (!(maxX >= minX && maxY >= minY))
            continue; // NaN positions
        auto cell = [this](float p, int cellsMax) {
            return std::clamp(int(std::floor(p / m_cellSize)), 0, cellsMax - 1);
        };
        // Clamped to the border cells: queries outside the viewport clamp the same way.
        CellRect r{cell(minX, m_cellsX), cell(minY, m_cellsY), cell(maxX, m_cellsX), cell(maxY, m_cellsY)};
        const int64_t covered = int64_t(r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
        if (covered * 4 > cells) {
            m_everywhere.push_back(int(t));
            continue;
        }
        rects[t] = r;
        for (int y = r.y0; y <= r.y1; ++y)
            for (int x = r.x0; x <= r.x1; ++x)
                ++count[size_t(y * m_cellsX + x)];
    }
    m_cellStart.assign(size_t(cells) + 1, 0);
    for (int i = 0; i < cells; ++i)
        m_cellStart[size_t(i) + 1] = m_cellStart[size_t(i)] + count[size_t(i)];
    m_cellTriangles.resize(size_t(m_cellStart[size_t(cells)]));
    std::vector<int> fill(m_cellStart.begin(), m_cellStart.end() - 1);
    for (size_t t = 0; t < rects.size(); ++t) {
        const CellRect &r = rects[t];
        for (int y = r.y0; y <= r.y1; ++y)
            for (int x = r.x0; x <= r.x1; ++x)
                m_cellTriangles[size_t(fill[size_t(y * m_cellsX + x)]++)] = int(t);
    }
}

bool OcclusionTester::segmentHits(const Eigen::Vector3f &origin, const Eigen::Vector3f &toVertex, int vertex,
                                  const format::TriangleMesh::Triangle &t) const
{
    if (int(t.v[0]) == vertex || int(t.v[1]) == vertex || int(t.v[2]) == vertex)
        return false;
    const Eigen::Vector3f &v0 = m_positions[t.v[0]];
    const Eigen::Vector3f e1 = m_positions[t.v[1]] - v0, e2 = m_positions[t.v[2]] - v0;
    const Eigen::Vector3f p = toVertex.cross(e2);
    const float det = e1.dot(p);
    if (!(std::abs(det) > 1e-20f))
        return false; // parallel to the face, degenerate, or NaN
    const float inv = 1.0f / det;
    const Eigen::Vector3f s = origin - v0;
    // Slightly grown, so a line of sight through the edge two faces share cannot slip between
    // them by rounding.
    constexpr float edge = 1e-5f;
    const float u = s.dot(p) * inv;
    if (u < -edge || u > 1.0f + edge)
        return false;
    const Eigen::Vector3f q = s.cross(e1);
    const float v = toVertex.dot(q) * inv;
    if (v < -edge || u + v > 1.0f + edge)
        return false;
    // The segment runs from the near plane (s = 0) to the vertex (s = 1).
    const float along = e2.dot(q) * inv;
    return along > 0.0f && along < 1.0f - Tolerance;
}

bool OcclusionTester::isOccluded(int vertex) const
{
    if (vertex < 0 || size_t(vertex) >= m_positions.size())
        return true;
    const Eigen::Vector3f &p = m_positions[size_t(vertex)];
    const std::optional<Eigen::Vector3f> projected = m_view.project(p);
    if (!projected)
        return true;
    const Eigen::Vector2f pixel = projected->head<2>();
    const Eigen::Vector3f origin = m_view.rayAt(pixel).origin;
    const Eigen::Vector3f toVertex = p - origin;
    for (int t : m_everywhere) {
        if (segmentHits(origin, toVertex, vertex, m_triangles[size_t(t)]))
            return true;
    }
    const int cx = std::clamp(int(std::floor(pixel.x() / m_cellSize)), 0, m_cellsX - 1);
    const int cy = std::clamp(int(std::floor(pixel.y() / m_cellSize)), 0, m_cellsY - 1);
    const size_t cell = size_t(cy * m_cellsX + cx);
    for (int i = m_cellStart[cell]; i < m_cellStart[cell + 1]; ++i) {
        if (segmentHits(origin, toVertex, vertex, m_triangles[size_t(m_cellTriangles[size_t(i)])]))
            return true;
    }
    return false;
}

} // namespace ackedit::document
