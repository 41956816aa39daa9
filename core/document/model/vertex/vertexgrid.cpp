#include "model/vertex/vertexgrid.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document {

namespace {
constexpr int64_t MaxCells = 1 << 20;
}

VertexGrid::VertexGrid(std::span<const Eigen::Vector3f> positions, std::span<const int> vertices, float radius)
{
    std::vector<int> kept;
    kept.reserve(vertices.size());
    Eigen::Vector3f lo = Eigen::Vector3f::Constant(std::numeric_limits<float>::infinity()), hi = -lo;
    for (int v : vertices) {
        if (v >= 0 && size_t(v) < positions.size() && positions[size_t(v)].allFinite()) {
            kept.push_back(v);
            lo = lo.cwiseMin(positions[size_t(v)]);
            hi = hi.cwiseMax(positions[size_t(v)]);
        }
    }
    if (kept.empty())
        return;
    m_lo = lo;
    m_cell = radius > 0.0f && std::isfinite(radius) ? radius : 1.0f;
    for (;;) {
        // Cells counted in double: a tiny radius over a wide spread overflows int.
        const Eigen::Array3d dims = ((hi - lo) / m_cell).cast<double>().array().floor() + 1.0;
        if (dims.prod() <= double(MaxCells)) {
            m_dims = dims.cast<int>();
            break;
        }
        m_cell *= 2.0f;
    }
    // Counting sort by cell, x fastest.
    const int64_t cells = int64_t(m_dims.x()) * m_dims.y() * m_dims.z();
    auto cellIndex = [&](const Eigen::Vector3f &p) {
        const Eigen::Array3i c = ((p - m_lo) / m_cell).array().floor().cast<int>().max(0).min(m_dims - 1);
        return (int64_t(c.z()) * m_dims.y() + c.y()) * m_dims.x() + c.x();
    };
    m_start.assign(size_t(cells) + 1, 0);
    std::vector<int64_t> cellOf(kept.size());
    for (size_t i = 0; i < kept.size(); ++i) {
        cellOf[i] = cellIndex(positions[size_t(kept[i])]);
        ++m_start[size_t(cellOf[i]) + 1];
    }
    for (int64_t c = 0; c < cells; ++c)
        m_start[size_t(c) + 1] += m_start[size_t(c)];
    m_vertices.resize(kept.size());
    m_points.resize(kept.size());
    std::vector<int> fill(m_start.begin(), m_start.end() - 1);
    for (size_t i = 0; i < kept.size(); ++i) {
        const int slot = fill[size_t(cellOf[i])]++;
        m_vertices[size_t(slot)] = kept[i];
        m_points[size_t(slot)] = positions[size_t(kept[i])];
    }
}

int64_t VertexGrid::countAround(const Eigen::Vector3f &p) const
{
    int64_t n = 0;
    forEachCellAround(p, [&n](int begin, int end) { n += end - begin; });
    return n;
}

} // namespace ackedit::document
