#pragma once
// Vertex normals of a model kept current while vertices move: built once from the triangles,
// then only the vertices around a moved set are recomputed (area-weighted, outward), so a drag
// of a few hundred vertices does not recompute a whole model on every mouse move.
#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <vector>

namespace ackedit::document {

class VertexNormals
{
public:
    VertexNormals() = default;
    VertexNormals(const std::vector<Eigen::Vector3f> &positions, const std::vector<std::array<uint32_t, 3>> &triangles);

    const std::vector<Eigen::Vector3f> &normals() const { return m_normals; }
    // Recomputes the normals of every vertex sharing a triangle with one in `moved` whose
    // position differs from the last update's (listed vertices that did not move are skipped);
    // returns the smallest index range [first, last] that changed (first > last when nothing did).
    std::pair<int, int> update(const std::vector<Eigen::Vector3f> &positions, const std::vector<int> &moved);
    // The vertices the last update() changed (moved ones and their neighbours), unsorted: a
    // scattered selection uploads these runs instead of one range spanning the model.
    const std::vector<int> &lastChanged() const { return m_lastChanged; }
    // Everything again (after a frame change).
    void recompute(const std::vector<Eigen::Vector3f> &positions);

private:
    Eigen::Vector3f normalOf(const std::vector<Eigen::Vector3f> &positions, int vertex) const;

    std::vector<std::array<uint32_t, 3>> m_triangles;
    std::vector<int> m_firstTriangle; // per vertex, into m_vertexTriangles (CSR)
    std::vector<int> m_vertexTriangles;
    std::vector<Eigen::Vector3f> m_normals;
    std::vector<Eigen::Vector3f> m_positions; // as of the last update / recompute
    std::vector<uint32_t> m_mark;             // per vertex: the generation that last visited it
    uint32_t m_generation = 0;
    std::vector<int> m_lastChanged;
};

} // namespace ackedit::document
