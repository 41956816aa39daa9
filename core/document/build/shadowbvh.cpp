#include "build/shadowbvh.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document::build {

namespace {

constexpr uint32_t LeafSize = 4;

// Möller-Trumbore: the segment parameter t (0..1 from `origin` along `delta`) where it crosses
// the triangle, or a negative number.
double crossing(const ShadowBvh::Triangle &tri, const Eigen::Vector3d &origin, const Eigen::Vector3d &delta)
{
    const Eigen::Vector3d e1 = tri[1] - tri[0], e2 = tri[2] - tri[0];
    const Eigen::Vector3d p = delta.cross(e2);
    const double det = e1.dot(p);
    if (std::abs(det) < 1e-12)
        return -1;
    const double inv = 1.0 / det;
    const Eigen::Vector3d s = origin - tri[0];
    const double u = s.dot(p) * inv;
    if (u < 0 || u > 1)
        return -1;
    const Eigen::Vector3d q = s.cross(e1);
    const double v = delta.dot(q) * inv;
    if (v < 0 || u + v > 1)
        return -1;
    return e2.dot(q) * inv;
}

// Whether the segment origin + t·delta, t in [0, 1], meets the box.
bool meetsBox(const Eigen::Vector3d &lo, const Eigen::Vector3d &hi, const Eigen::Vector3d &origin,
              const Eigen::Vector3d &delta)
{
    double t0 = 0, t1 = 1;
    for (int a = 0; a < 3; ++a) {
        if (std::abs(delta[a]) < 1e-15) {
            if (origin[a] < lo[a] || origin[a] > hi[a])
                return false;
            continue;
        }
        double near = (lo[a] - origin[a]) / delta[a], far = (hi[a] - origin[a]) / delta[a];
        if (near > far)
            std::swap(near, far);
        t0 = std::max(t0, near);
        t1 = std::min(t1, far);
        if (t0 > t1)
            return false;
    }
    return true;
}

} // namespace

ShadowBvh::ShadowBvh(std::vector<Triangle> triangles) : m_triangles(std::move(triangles))
{
    m_nodes.reserve(m_triangles.size() / LeafSize * 2 + 1);
    if (!m_triangles.empty())
        build(0, uint32_t(m_triangles.size()));
}

uint32_t ShadowBvh::build(uint32_t first, uint32_t count)
{
    const uint32_t index = uint32_t(m_nodes.size());
    m_nodes.emplace_back();
    Eigen::Vector3d lo = Eigen::Vector3d::Constant(std::numeric_limits<double>::max());
    Eigen::Vector3d hi = -lo, clo = lo, chi = hi;
    for (uint32_t i = first; i < first + count; ++i) {
        for (const Eigen::Vector3d &p : m_triangles[i]) {
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
        const Eigen::Vector3d c = (m_triangles[i][0] + m_triangles[i][1] + m_triangles[i][2]) / 3.0;
        clo = clo.cwiseMin(c);
        chi = chi.cwiseMax(c);
    }
    m_nodes[index].lo = lo;
    m_nodes[index].hi = hi;
    if (count <= LeafSize) {
        m_nodes[index].first = first;
        m_nodes[index].count = count;
        return index;
    }
    // Median split along the longest axis of the centroids.
    int axis = 0;
    (chi - clo).maxCoeff(&axis);
    const uint32_t half = count / 2;
    const auto centre = [axis](const Triangle &t) { return t[0][axis] + t[1][axis] + t[2][axis]; };
    std::nth_element(m_triangles.begin() + first, m_triangles.begin() + first + half, m_triangles.begin() + first + count,
                     [&](const Triangle &a, const Triangle &b) { return centre(a) < centre(b); });
    build(first, half);
    const uint32_t right = build(first + half, count - half);
    m_nodes[index].right = right;
    return index;
}

bool ShadowBvh::blocked(const Eigen::Vector3d &from, const Eigen::Vector3d &to) const
{
    if (m_nodes.empty())
        return false;
    const Eigen::Vector3d delta = to - from;
    constexpr double Edge = 1e-9; // the segment's ends are not part of it
    uint32_t stack[64];
    int top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const Node &node = m_nodes[stack[--top]];
        if (!meetsBox(node.lo, node.hi, from, delta))
            continue;
        if (node.count > 0) {
            for (uint32_t i = node.first; i < node.first + node.count; ++i) {
                const double t = crossing(m_triangles[i], from, delta);
                if (t > Edge && t < 1 - Edge)
                    return true;
            }
            continue;
        }
        const uint32_t left = uint32_t(&node - m_nodes.data()) + 1;
        if (top + 2 > 64)
            return false; // deeper than any median split of 2^32 triangles; not reached
        stack[top++] = node.right;
        stack[top++] = left;
    }
    return false;
}

} // namespace ackedit::document::build
