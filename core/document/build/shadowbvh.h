#pragma once
// Shadow rays for Build's lightmapper (issue 35): the level's triangles (every block's, and entity
// models' where they are found) in an Embree 3 scene (Debian libembree-dev), answering whether a
// segment is blocked. Embree, because it answered the same 20,000 queries about ten times faster
// than this project's own median-split BVH did (ackedit-bench BM_ShadowRays*: 2.2-2.9 ms against
// 25-28 ms on 1,212 and 24,312 triangles). Built once per build, read by every lightmapping
// thread (Embree's occlusion queries on a committed scene are thread-safe).
#include <Eigen/Core>

#include <array>
#include <memory>
#include <vector>

namespace ackedit::document::build {

class ShadowBvh
{
public:
    using Triangle = std::array<Eigen::Vector3d, 3>;
    explicit ShadowBvh(const std::vector<Triangle> &triangles);
    ~ShadowBvh();
    ShadowBvh(const ShadowBvh &) = delete;
    ShadowBvh &operator=(const ShadowBvh &) = delete;

    // Whether a triangle crosses the segment from `from` to `to` (either side of it); its two
    // ends excepted (a hit within 1e-6 of the segment's length from either).
    bool blocked(const Eigen::Vector3d &from, const Eigen::Vector3d &to) const;
    int triangleCount() const { return m_count; }

private:
    struct Scene;
    std::unique_ptr<Scene> m_scene;
    int m_count = 0;
};

} // namespace ackedit::document::build
