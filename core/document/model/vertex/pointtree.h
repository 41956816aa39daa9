#pragma once
// A k-d tree over a fixed set of 3D points for nearest-point queries within a distance limit
// (soft selection: the nearest selected vertex of every vertex near the selection). Leaves hold a
// few points; each node keeps its points' bounding box, so a query skips whole subtrees that
// cannot hold a closer point, whether it starts next to the points or far away.
#include <Eigen/Core>

#include <span>
#include <vector>

namespace ackedit::document {

class PointTree
{
public:
    explicit PointTree(std::span<const Eigen::Vector3f> points);

    bool isEmpty() const { return m_points.empty(); }
    // Squared distance from `p` to the nearest point, when it is at most `maxDistance2`;
    // +infinity otherwise (and for an empty tree).
    float nearestDistance2(const Eigen::Vector3f &p, float maxDistance2) const;

private:
    struct Node
    {
        Eigen::Vector3f lo, hi; // bounds of the node's points
        int begin, end;         // its points in m_points
        int left = -1, right = -1;
    };
    int build(int begin, int end);
    static float boxDistance2(const Node &n, const Eigen::Vector3f &p)
    {
        return (n.lo - p).cwiseMax(p - n.hi).cwiseMax(0.0f).squaredNorm();
    }

    std::vector<Eigen::Vector3f> m_points; // reordered so each node's points are contiguous
    std::vector<Node> m_nodes;             // m_nodes[0] is the root
};

} // namespace ackedit::document
