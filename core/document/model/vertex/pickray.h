#pragma once
// A ray in model space (the file's coordinates): the pick ray through a pixel, or any ray a tool
// casts. `direction` is unit length when it comes from ViewDescription::rayAt.
#include <Eigen/Core>

namespace ackedit::document {

struct PickRay
{
    Eigen::Vector3f origin = Eigen::Vector3f::Zero();
    Eigen::Vector3f direction = Eigen::Vector3f::UnitX();

    Eigen::Vector3f pointAt(float t) const { return origin + t * direction; }
};

} // namespace ackedit::document
