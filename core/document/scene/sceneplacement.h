#pragma once
// Where the level editor puts a new node: the point under the cursor on the horizontal plane at
// height `planeZ` (WED adds on the ground of the view), snapped to the grid in X and Y. Nothing
// when the ray runs parallel to that plane or away from it (the caller then uses the view's
// centre).
#include "model/vertex/pickray.h"

#include <Eigen/Core>

#include <cmath>
#include <optional>

namespace ackedit::document {

inline std::optional<Eigen::Vector3d> placementOnGrid(const PickRay &ray, double planeZ, double gridStep)
{
    const double dz = ray.direction.z();
    if (std::abs(dz) < 1e-6)
        return std::nullopt;
    const double t = (planeZ - ray.origin.z()) / dz;
    if (!(t > 0) || !std::isfinite(t))
        return std::nullopt;
    Eigen::Vector3d p = ray.origin.cast<double>() + t * ray.direction.cast<double>();
    if (gridStep > 0) {
        p.x() = std::round(p.x() / gridStep) * gridStep;
        p.y() = std::round(p.y() / gridStep) * gridStep;
    }
    p.z() = planeZ;
    return p;
}

// The same for a 2D view (rays along an axis): the point under the cursor on the plane through
// `centre` that faces the ray, snapped to the grid in the plane's two axes; along the view's
// axis it keeps the centre's coordinate (a top view adds at the view's height, as WED does).
inline std::optional<Eigen::Vector3d> placementOnViewPlane(const PickRay &ray, const Eigen::Vector3f &centre,
                                                           double gridStep)
{
    const Eigen::Vector3d d = ray.direction.cast<double>();
    if (!(d.squaredNorm() > 0) || !d.allFinite())
        return std::nullopt;
    int depth = 0;
    d.cwiseAbs().maxCoeff(&depth);
    const Eigen::Vector3d o = ray.origin.cast<double>();
    const double t = (double(centre[depth]) - o[depth]) / d[depth];
    if (!std::isfinite(t))
        return std::nullopt;
    Eigen::Vector3d p = o + t * d;
    for (int axis = 0; axis < 3; ++axis) {
        if (axis != depth && gridStep > 0)
            p[axis] = std::round(p[axis] / gridStep) * gridStep;
    }
    p[depth] = centre[depth];
    return p;
}

} // namespace ackedit::document
