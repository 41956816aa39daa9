#pragma once
// Places dabs evenly along a stroke's path: one every `spacing` units, so a fast drag leaves no
// gaps and a slow one does not pile dabs onto one spot. Works in any 2D space (terrain x/y in
// world units, skin pixels).
#include <Eigen/Core>

#include <vector>

namespace ackedit::document::stroke {

class DabSpacer
{
public:
    // Starts at `start` (the press; its dab is the caller's) with dabs every `spacing` (> 0).
    void start(const Eigen::Vector2f &start, float spacing);
    // The dab centres up to `to`, each `spacing` after the previous; the remainder carries over.
    std::vector<Eigen::Vector2f> advanceTo(const Eigen::Vector2f &to);

    Eigen::Vector2f lastDab() const { return m_last; }
    float spacing() const { return m_spacing; }

private:
    Eigen::Vector2f m_last = Eigen::Vector2f::Zero();
    float m_spacing = 1.0f;
};

} // namespace ackedit::document::stroke
