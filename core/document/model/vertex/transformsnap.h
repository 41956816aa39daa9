#pragma once
// Grid snap of a transform's amount (incremental, as Blender's Ctrl while transforming): the
// translation's components to multiples of a step, the rotation angle to multiples of an angle
// step, each scale factor to multiples of a factor step. A step <= 0 leaves that amount free.
#include <Eigen/Core>

#include <cmath>

namespace ackedit::document {

struct TransformSnap
{
    float translateStep = 0.0f; // model units
    float angleStep = 0.0f;     // radians
    float scaleStep = 0.0f;     // factor (0.1: 1.0, 1.1, 1.2...)

    static float snapped(float value, float step)
    {
        return step > 0.0f ? std::round(value / step) * step : value;
    }
    Eigen::Vector3f snappedTranslation(const Eigen::Vector3f &t) const
    {
        return Eigen::Vector3f(snapped(t.x(), translateStep), snapped(t.y(), translateStep),
                               snapped(t.z(), translateStep));
    }
    float snappedAngle(float radians) const { return snapped(radians, angleStep); }
    Eigen::Vector3f snappedScale(const Eigen::Vector3f &f) const
    {
        return Eigen::Vector3f(snapped(f.x(), scaleStep), snapped(f.y(), scaleStep), snapped(f.z(), scaleStep));
    }
};

} // namespace ackedit::document
