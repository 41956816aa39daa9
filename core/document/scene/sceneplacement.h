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

} // namespace ackedit::document
