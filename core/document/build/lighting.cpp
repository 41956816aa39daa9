#include "build/lighting.h"

#include <algorithm>
#include <cmath>

namespace ackedit::document::build {

Eigen::Vector3d sunDirection(double azimuthDegrees, double elevationDegrees)
{
    const double az = azimuthDegrees * M_PI / 180.0, el = elevationDegrees * M_PI / 180.0;
    return {std::cos(el) * std::cos(az), std::cos(el) * std::sin(az), std::sin(el)};
}

Eigen::Vector3d lightAt(const LightingModel &model, const Eigen::Vector3d &point, const Eigen::Vector3d &normal,
                        const ShadowCaster &unblocked)
{
    Eigen::Vector3d light = model.ambient;
    const Eigen::Vector3d start = point + normal * RayOffset;
    if (model.sun.on) {
        const double lambert = normal.dot(model.sun.towards);
        if (lambert > 0 && unblocked(start, start + model.sun.towards * SunRayLength))
            light += model.sun.colour * lambert;
    }
    for (const PointLight &l : model.lights) {
        const Eigen::Vector3d toLight = l.position - point;
        const double distance = toLight.norm();
        if (!(distance < l.range) || distance <= 0)
            continue;
        const double lambert = normal.dot(toLight / distance);
        if (lambert <= 0)
            continue;
        const double fade = 1.0 - distance / l.range;
        if (unblocked(start, l.position))
            light += l.colour * (lambert * fade);
    }
    return light;
}

} // namespace ackedit::document::build
