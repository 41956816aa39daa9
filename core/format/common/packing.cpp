#include "common/packing.h"

#include <Eigen/Geometry>
#include <bit>
#include <cmath>

namespace ackedit::format {

Packing Packing::fromBounds(const Eigen::Vector3f &lo, const Eigen::Vector3f &hi, uint32_t maxValue)
{
    Packing p;
    for (int axis = 0; axis < 3; ++axis) {
        const float range = hi[axis] - lo[axis];
        p.offset[axis] = lo[axis];
        p.scale[axis] = range > 0.f ? range / float(maxValue) : 1.f;
    }
    return p;
}

uint32_t Packing::encode(float value, int axis, uint32_t maxValue) const
{
    const double q = std::round((double(value) - double(offset[axis])) / double(scale[axis]));
    if (!(q > 0.0)) // also catches NaN
        return 0;
    return q >= double(maxValue) ? maxValue : uint32_t(q);
}

bool Packing::sameBits(const Packing &other) const
{
    for (int i = 0; i < 3; ++i)
        if (std::bit_cast<uint32_t>(scale[i]) != std::bit_cast<uint32_t>(other.scale[i])
            || std::bit_cast<uint32_t>(offset[i]) != std::bit_cast<uint32_t>(other.offset[i]))
            return false;
    return true;
}

std::vector<Eigen::Vector3f> vertexNormals(const std::vector<Eigen::Vector3f> &positions,
                                           const std::vector<std::array<uint32_t, 3>> &triangles)
{
    std::vector<Eigen::Vector3f> normals(positions.size(), Eigen::Vector3f::Zero());
    for (const auto &t : triangles) {
        if (t[0] >= positions.size() || t[1] >= positions.size() || t[2] >= positions.size())
            continue;
        const Eigen::Vector3f n = (positions[t[1]] - positions[t[0]]).cross(positions[t[2]] - positions[t[0]]);
        for (uint32_t v : t)
            normals[v] += n;
    }
    for (auto &n : normals) {
        const float len = n.norm();
        n = len > 0.f ? Eigen::Vector3f(n / len) : Eigen::Vector3f(0.f, 0.f, 1.f);
    }
    return normals;
}

} // namespace ackedit::format
