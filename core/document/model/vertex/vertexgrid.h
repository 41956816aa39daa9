#pragma once
// Some of a model's vertices in a uniform grid whose cells are at least `radius` wide, so
// everything within `radius` of a point lies in the 3 x 3 x 3 cells around it. Built per query
// batch (soft selection), not kept across edits.
#include <Eigen/Core>

#include <cstdint>
#include <span>
#include <vector>

namespace ackedit::document {

class VertexGrid
{
public:
    // `vertices` index `positions`, which must outlive the grid. Non-finite positions are left
    // out. The cells grow beyond `radius` when the vertices spread over more than about a
    // million cells.
    VertexGrid(std::span<const Eigen::Vector3f> positions, std::span<const int> vertices, float radius);

    // How many vertices the cells around `p` hold (what a visit of them would cost).
    int64_t countAround(const Eigen::Vector3f &p) const;
    // Calls f(slot, squaredDistance) for every vertex within `radius` of `p` (inclusive); slot is
    // the vertex's place in vertices() and slotPosition().
    template<typename F>
    void forEachWithin(const Eigen::Vector3f &p, float radius, F &&f) const
    {
        const float radius2 = radius * radius;
        forEachCellAround(p, [&](int begin, int end) {
            for (int i = begin; i < end; ++i) {
                const float d2 = (m_points[size_t(i)] - p).squaredNorm();
                if (d2 <= radius2)
                    f(i, d2);
            }
        });
    }

    // The vertices in grid order, and their positions.
    const std::vector<int> &vertices() const { return m_vertices; }
    const Eigen::Vector3f &slotPosition(int slot) const { return m_points[size_t(slot)]; }

private:
    template<typename F>
    void forEachCellAround(const Eigen::Vector3f &p, F &&f) const
    {
        if (m_points.empty())
            return;
        const Eigen::Array3f c = ((p - m_lo) / m_cell).array().floor();
        if (!c.allFinite())
            return;
        // Clamped one cell outside the grid: the loops below then find nothing out there.
        const Eigen::Array3i cell = c.max(-2.0f).min(m_dims.cast<float>() + 1.0f).cast<int>();
        const Eigen::Array3i from = (cell - 1).max(0), to = (cell + 1).min(m_dims - 1);
        for (int z = from.z(); z <= to.z(); ++z)
            for (int y = from.y(); y <= to.y(); ++y) {
                const int64_t row = (int64_t(z) * m_dims.y() + y) * m_dims.x();
                f(m_start[size_t(row + from.x())], m_start[size_t(row + to.x() + 1)]);
            }
    }

    Eigen::Vector3f m_lo = Eigen::Vector3f::Zero();
    float m_cell = 1.0f;
    Eigen::Array3i m_dims = Eigen::Array3i::Ones();
    std::vector<int> m_start;            // per cell (x fastest), one past the end at the back
    std::vector<int> m_vertices;         // sorted by cell
    std::vector<Eigen::Vector3f> m_points; // their positions, likewise
};

} // namespace ackedit::document
