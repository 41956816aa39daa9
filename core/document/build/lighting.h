#pragma once
// Build's lighting model (issue 35), what WED's lightmaps fit with r 0.97-1.00 per shaded
// triangle: ambient, plus the sun (Lambert, hard shadows), plus every point light fading
// linearly to zero at its range (Lambert, hard shadows). Colours are 0..1 per channel; the
// lightmapper turns the sum into texels. Shadows are asked of a ShadowCaster, so the model is
// checked on its own and the lightmapper chooses how rays are traced.
#include <Eigen/Core>

#include <functional>
#include <vector>

namespace ackedit::document::build {

struct PointLight
{
    Eigen::Vector3d position = Eigen::Vector3d::Zero();
    Eigen::Vector3d colour = Eigen::Vector3d::Ones(); // 0..1 (WED's 0..255 / 255)
    double range = 256;                               // no light at or beyond this distance
};

struct Sunlight
{
    bool on = false;
    Eigen::Vector3d towards = Eigen::Vector3d::UnitZ(); // unit vector from the surface to the sun
    Eigen::Vector3d colour = Eigen::Vector3d::Zero();
};

struct LightingModel
{
    Eigen::Vector3d ambient = Eigen::Vector3d::Zero();
    Sunlight sun;
    std::vector<PointLight> lights;
};

// The sun's direction from WED's INFO angles (degrees): azimuth around Z from +X, elevation above
// the horizon.
Eigen::Vector3d sunDirection(double azimuthDegrees, double elevationDegrees);

// Whether nothing blocks the segment from `from` to `to` (the surface's own triangle excepted:
// callers start rays a little off the surface).
using ShadowCaster = std::function<bool(const Eigen::Vector3d &from, const Eigen::Vector3d &to)>;

// How far the sun's shadow rays reach (beyond any level).
constexpr double SunRayLength = 1.0e6;
// How far off the surface a shadow ray starts, along the normal.
constexpr double RayOffset = 0.05;

// The light at `point` on a surface facing `normal` (unit), per channel, not clamped.
Eigen::Vector3d lightAt(const LightingModel &model, const Eigen::Vector3d &point, const Eigen::Vector3d &normal,
                        const ShadowCaster &unblocked);

} // namespace ackedit::document::build
