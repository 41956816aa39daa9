#include "build/shadowbvh.h"

#include <embree3/rtcore.h>

#include <limits>

namespace ackedit::document::build {

namespace {

// One Embree device for the process: making one starts Embree's threads, far dearer than a scene.
RTCDevice sharedDevice()
{
    static const RTCDevice device = rtcNewDevice(nullptr);
    return device;
}

} // namespace

struct ShadowBvh::Scene
{
    RTCScene scene = nullptr;
    ~Scene()
    {
        if (scene)
            rtcReleaseScene(scene);
    }
};

ShadowBvh::ShadowBvh(const std::vector<Triangle> &triangles)
    : m_scene(std::make_unique<Scene>()), m_count(int(triangles.size()))
{
    m_scene->scene = rtcNewScene(sharedDevice());
    // Robust: rays along an edge shared by two triangles are not let through between them.
    rtcSetSceneFlags(m_scene->scene, RTC_SCENE_FLAG_ROBUST);
    if (!triangles.empty()) {
        RTCGeometry geometry = rtcNewGeometry(sharedDevice(), RTC_GEOMETRY_TYPE_TRIANGLE);
        auto *vertices = static_cast<float *>(rtcSetNewGeometryBuffer(geometry, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3,
                                                                       3 * sizeof(float), 3 * triangles.size()));
        auto *indices = static_cast<unsigned *>(rtcSetNewGeometryBuffer(geometry, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3,
                                                                         3 * sizeof(unsigned), triangles.size()));
        for (size_t t = 0; t < triangles.size(); ++t)
            for (size_t k = 0; k < 3; ++k) {
                for (int c = 0; c < 3; ++c)
                    vertices[(3 * t + k) * 3 + size_t(c)] = float(triangles[t][k][c]);
                indices[3 * t + k] = unsigned(3 * t + k);
            }
        rtcCommitGeometry(geometry);
        rtcAttachGeometry(m_scene->scene, geometry);
        rtcReleaseGeometry(geometry);
    }
    rtcCommitScene(m_scene->scene);
}

ShadowBvh::~ShadowBvh() = default;

bool ShadowBvh::blocked(const Eigen::Vector3d &from, const Eigen::Vector3d &to) const
{
    if (m_count == 0)
        return false;
    constexpr float Edge = 1e-6f; // the segment's ends are not part of it
    const Eigen::Vector3d d = to - from;
    RTCIntersectContext context;
    rtcInitIntersectContext(&context);
    RTCRay ray{};
    ray.org_x = float(from.x());
    ray.org_y = float(from.y());
    ray.org_z = float(from.z());
    ray.dir_x = float(d.x());
    ray.dir_y = float(d.y());
    ray.dir_z = float(d.z());
    ray.tnear = Edge;
    ray.tfar = 1.f - Edge;
    ray.mask = std::numeric_limits<unsigned>::max();
    rtcOccluded1(m_scene->scene, &context, &ray);
    return ray.tfar < 0; // -inf: something is in the way
}

} // namespace ackedit::document::build
