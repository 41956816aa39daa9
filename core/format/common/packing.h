#pragma once
// Packed vertex coordinates (MDL2..5, HMP4, HMP7): position = offset + scale * packed, with one
// scale/offset per file computed from the bounds over all frames (see common.md).
#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace ackedit::format {

struct Packing
{
    Eigen::Vector3f scale = Eigen::Vector3f::Ones();
    Eigen::Vector3f offset = Eigen::Vector3f::Zero();

    // The packing MED uses: offset = min, scale = (max - min) / maxValue (1 for a flat axis).
    static Packing fromBounds(const Eigen::Vector3f &lo, const Eigen::Vector3f &hi, uint32_t maxValue);

    Eigen::Vector3f decode(uint32_t x, uint32_t y, uint32_t z) const
    {
        return {offset.x() + scale.x() * float(x), offset.y() + scale.y() * float(y),
                offset.z() + scale.z() * float(z)};
    }
    // Rounded and clamped to 0..maxValue.
    uint32_t encode(float value, int axis, uint32_t maxValue) const;
    // Bit for bit the same scale and offset (what a writer would store).
    bool sameBits(const Packing &other) const;
};

// Axis-aligned bounds; empty until the first point is added.
struct Bounds
{
    Eigen::Vector3f lo = Eigen::Vector3f::Constant(std::numeric_limits<float>::max());
    Eigen::Vector3f hi = Eigen::Vector3f::Constant(std::numeric_limits<float>::lowest());
    void add(const Eigen::Vector3f &p) { lo = lo.cwiseMin(p); hi = hi.cwiseMax(p); }
    bool isEmpty() const { return lo.x() > hi.x(); }
    // Both corners within `tolerance / 1000` per axis (float noise of a decode), or both empty.
    bool isApprox(const Bounds &o, const Eigen::Vector3f &tolerance) const
    {
        if (isEmpty() || o.isEmpty())
            return isEmpty() == o.isEmpty();
        const Eigen::Array3f tol = 1e-3f * tolerance.array().abs();
        return ((lo - o.lo).array().abs() <= tol).all() && ((hi - o.hi).array().abs() <= tol).all();
    }
};

// Area-weighted vertex normals of an indexed triangle list (outward for outward winding).
std::vector<Eigen::Vector3f> vertexNormals(const std::vector<Eigen::Vector3f> &positions,
                                           const std::vector<std::array<uint32_t, 3>> &triangles);

} // namespace ackedit::format
