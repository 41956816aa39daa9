#include "model/vertex/pointtree.h"

#include <algorithm>
#include <limits>

namespace ackedit::document {

namespace {
constexpr int LeafSize = 8;
}

PointTree::PointTree(std::span<const Eigen::Vector3f> points)
{
    m_points.reserve(points.size());
    for (const Eigen::Vector3f &p : points) {
        if (p.allFinite())
            m_points.push_back(p);
    }
    if (!m_points.empty()) {
        m_nodes.reserve(2 * m_points.size() / LeafSize + 2);
        build(0, int(m_points.size()));
    }
}

int PointTree::build(int begin, int end)
{
    const int index = int(m_nodes.size());
    Node node;
    node.lo = node.hi = m_points[size_t(begin)];
    for (int i = begin + 1; i < end; ++i) {
        node.lo = node.lo.cwiseMin(m_points[size_t(i)]);
        node.hi = node.hi.cwiseMax(m_points[size_t(i)]);
    }
    node.begin = begin;
    node.end = end;
    m_nodes.push_back(node);
    if (end - begin <= LeafSize)
        return index;
    // Split at the median of the widest side.
    int axis = 0;
    (node.hi - node.lo).maxCoeff(&axis);
    const int mid = begin + (end - begin) / 2;
    std::nth_element(m_points.begin() + begin, m_points.begin() + mid, m_points.begin() + end,
                     [axis](const Eigen::Vector3f &a, const Eigen::Vector3f &b) { return a[axis] < b[axis]; });
    const int left = build(begin, mid);
    const int right = build(mid, end);
    m_nodes[size_t(index)].left = left;
    m_nodes[size_t(index)].right = right;
    return index;
}

float PointTree::nearestDistance2(const Eigen::Vector3f &p, float maxDistance2) const
{
    float best = std::numeric_limits<float>::infinity();
    if (m_nodes.empty())
        return best;

    // Depth-first, nearer child first; an entry carries its box distance.
    struct Entry
    {
        int node;
        float distance2;
    };
    Entry stack[64];
    int top = 0;
    stack[top++] = {0, boxDistance2(m_nodes[0], p)};
    while (top > 0) {
        const Entry e = stack[--top];
        if (e.distance2 > std::min(best, maxDistance2))
            continue;
        const Node &n = m_nodes[size_t(e.node)];
        if (n.left < 0) {
            for (int i = n.begin; i < n.end; ++i)
                best = std::min(best, (p - m_points[size_t(i)]).squaredNorm());
            continue;
        }
        const float dl = boxDistance2(m_nodes[size_t(n.left)], p), dr = boxDistance2(m_nodes[size_t(n.right)], p);
        // The depth is about log2(n / LeafSize) + 1, far below the stack's size.
        if (dl <= dr) {
            stack[top++] = {n.right, dr};
            stack[top++] = {n.left, dl};
        } else {
            stack[top++] = {n.left, dl};
            stack[top++] = {n.right, dr};
        }
    }
    return best <= maxDistance2 ? best : std::numeric_limits<float>::infinity();
}

} // namespace ackedit::document
