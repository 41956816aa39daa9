#pragma once
// Grab (soft-selection move): the vertices within the radius of the stroke's START position move
// vertically by the drag delta times their falloff weight: h = h_atStrokeStart + dragDelta * w.
// The dab position is ignored after the start; dab.dragDelta is the total offset so far, so the
// result never drifts however many dabs a drag sends, and dragging back to 0 restores the heights.
#include "terrain/sculptbrush.h"

#include <vector>

namespace ackedit::document {

class GrabBrush : public SculptBrush
{
public:
    explicit GrabBrush(const SculptSettings &settings);
    QString name() const override;
    void beginStroke(const HeightGrid &grid, const SculptDab &start) override;
    DabFootprint footprint(const HeightGrid &grid, const SculptDab &dab) const override;

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;

private:
    bool m_begun = false;
    Eigen::Vector2f m_start = Eigen::Vector2f::Zero();
    QRect m_rect;                  // footprint at the start
    std::vector<float> m_original; // heights of m_rect at the start, row-major
};

} // namespace ackedit::document
