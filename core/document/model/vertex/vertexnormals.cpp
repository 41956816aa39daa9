#include "model/vertex/vertexnormals.h"

#include <Eigen/Geometry>

#include <algorithm>

namespace ackedit::document {

VertexNormals::VertexNormals(const std::vector<Eigen::Vector3f> &positions,
                             const std::vector<std::array<uint32_t, 3>> &triangles)
{
    const size_t n = positions.size();
    for (const auto &t : triangles) {
        if (t[0] < n && t[1] < n && t[2] < n)
            m_triangles.push_back(t);
    }
    // Triangles per vertex, compressed (one array of indices, one offset per vertex).
    m_firstTriangle.assign(n + 1, 0);
    for (const auto &t : m_triangles)
        for (uint32_t v : t)
            ++m_firstTriangle[v + 1];
    for (size_t v = 0; v < n; ++v)
        m_firstTriangle[v + 1] += m_firstTriangle[v];
    m_vertexTriangles.resize(size_t(m_firstTriangle[n]));
    std::vector<int> fill(m_firstTriangle.begin(), m_firstTriangle.end() - 1);
    for (size_t i = 0; i < m_triangles.size(); ++i)
        for (uint32_t v : m_triangles[i])
            m_vertexTriangles[size_t(fill[v]++)] = int(i);
    recompute(positions);
}

Eigen::Vector3f VertexNormals::normalOf(const std::vector<Eigen::Vector3f> &p, int vertex) const
{
    Eigen::Vector3f sum = Eigen::Vector3f::Zero();
    for (int k = m_firstTriangle[size_t(vertex)]; k < m_firstTriangle[size_t(vertex) + 1]; ++k) {
        const auto &t = m_triangles[size_t(m_vertexTriangles[size_t(k)])];
        sum += (p[t[1]] - p[t[0]]).cross(p[t[2]] - p[t[0]]);
    }
    const float len = sum.norm();
    return len > 0.f ? Eigen::Vector3f(sum / len) : Eigen::Vector3f(0.f, 0.f, 1.f);
}

void VertexNormals::recompute(const std::vector<Eigen::Vector3f> &positions)
{
    m_normals.resize(positions.size());
    m_positions = positions;
    for (size_t v = 0; v < positions.size() && v + 1 < m_firstTriangle.size(); ++v)
        m_normals[v] = normalOf(positions, int(v));
}

std::pair<int, int> VertexNormals::update(const std::vector<Eigen::Vector3f> &positions, const std::vector<int> &moved)
{
    int first = int(m_normals.size()), last = -1;
    // A generation mark per vertex instead of sort + unique: a drag step stays linear in what moved.
    if (m_mark.size() != m_normals.size())
        m_mark.assign(m_normals.size(), 0);
    if (++m_generation == 0) {
        std::fill(m_mark.begin(), m_mark.end(), 0);
        m_generation = 1;
    }
    std::vector<int> &around = m_lastChanged;
    around.clear();
    const auto add = [&](uint32_t w) {
        if (w < m_mark.size() && m_mark[w] != m_generation) {
            m_mark[w] = m_generation;
            around.push_back(int(w));
        }
    };
    for (int v : moved) {
        if (v < 0 || v + 1 >= int(m_firstTriangle.size()) || size_t(v) >= positions.size())
            continue;
        // Callers may pass a whole changed range (ModelEditor gets first/count from the
        // document): a vertex still where the last update saw it moves no normal.
        if (positions[size_t(v)] == m_positions[size_t(v)])
            continue;
        m_positions[size_t(v)] = positions[size_t(v)];
        add(uint32_t(v));
        for (int k = m_firstTriangle[size_t(v)]; k < m_firstTriangle[size_t(v) + 1]; ++k)
            for (uint32_t w : m_triangles[size_t(m_vertexTriangles[size_t(k)])])
                add(w);
    }
    for (int v : around) {
        m_normals[size_t(v)] = normalOf(positions, v);
        first = std::min(first, v);
        last = std::max(last, v);
    }
    return {first, last};
}

} // namespace ackedit::document
