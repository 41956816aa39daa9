#pragma once
// Shadow rays for Build's lightmapper (issue 35): a bounding volume hierarchy over the level's
// triangles (every block's, and entity models' where they are found) answering whether a segment
// is blocked. Built once per build, read by every lightmapping thread (const, no shared state).
#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <vector>

namespace ackedit::document::build {

class ShadowBvh
{
public:
    using Triangle = std::array<Eigen::Vector3d, 3>;
    explicit ShadowBvh(std::vector<Triangle> triangles);

    // Whether a triangle crosses the open segment from `from` to `to` (either side of it).
    bool blocked(const Eigen::Vector3d &from, const Eigen::Vector3d &to) const;
    int triangleCount() const { return int(m_triangles.size()); }

private:
    struct Node
    {
        Eigen::Vector3d lo, hi;
        uint32_t first = 0, count = 0; // a leaf's triangles (count > 0)
        uint32_t right = 0;            // an inner node: the left child follows it, the right is here
    };
    uint32_t build(uint32_t first, uint32_t count);

    std::vector<Triangle> m_triangles;
    std::vector<Node> m_nodes;
};

} // namespace ackedit::document::build
