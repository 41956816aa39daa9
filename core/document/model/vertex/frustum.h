#pragma once
// A convex volume bounded by six planes, as a box selection sees the scene: a point is inside when
// it is on the inner side of every plane (points on a plane count as inside).
#include <Eigen/Core>

#include <array>

namespace ackedit::document {

class Frustum
{
public:
    enum Plane { Left, Right, Bottom, Top, Near, Far };

    Frustum() = default; // all planes zero: contains every point
    // Planes (a, b, c, d): inside where a*x + b*y + c*z + d >= 0. Normalised so (a, b, c) has unit
    // length (a zero plane stays zero), so plane(p) is a signed distance.
    explicit Frustum(const std::array<Eigen::Vector4f, 6> &planes);

    // The part of a view-projection's clip volume (OpenGL: -w <= x, y, z <= w) whose normalised
    // device x lies in [ndcLeft, ndcRight] and y in [ndcBottom, ndcTop] (Gribb/Hartmann planes).
    static Frustum fromClipRect(const Eigen::Matrix4f &viewProjection, float ndcLeft, float ndcRight,
                                float ndcBottom, float ndcTop);

    const std::array<Eigen::Vector4f, 6> &planes() const { return m_planes; }
    float signedDistance(Plane plane, const Eigen::Vector3f &p) const
    {
        return m_planes[plane].head<3>().dot(p) + m_planes[plane].w();
    }
    bool contains(const Eigen::Vector3f &p) const
    {
        for (const Eigen::Vector4f &pl : m_planes) {
            if (!(pl.head<3>().dot(p) + pl.w() >= 0.0f))
                return false; // outside, or NaN
        }
        return true;
    }
    // False when the axis-aligned box [lo, hi] lies wholly on the outer side of one plane, so no
    // part of it can be inside. Conservative: a box just off a corner of the volume, outside no
    // single plane, still counts as possibly inside.
    bool mayIntersectBox(const Eigen::Vector3f &lo, const Eigen::Vector3f &hi) const
    {
        for (const Eigen::Vector4f &pl : m_planes) {
            // The box corner furthest along the plane's inward normal.
            const Eigen::Vector3f far((pl.x() >= 0.0f ? hi : lo).x(), (pl.y() >= 0.0f ? hi : lo).y(),
                                      (pl.z() >= 0.0f ? hi : lo).z());
            if (pl.head<3>().dot(far) + pl.w() < 0.0f)
                return false;
        }
        return true;
    }

private:
    std::array<Eigen::Vector4f, 6> m_planes{Eigen::Vector4f::Zero(), Eigen::Vector4f::Zero(),
                                            Eigen::Vector4f::Zero(), Eigen::Vector4f::Zero(),
                                            Eigen::Vector4f::Zero(), Eigen::Vector4f::Zero()};
};

} // namespace ackedit::document
