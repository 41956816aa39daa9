#pragma once
// Flatten: blends towards a target height with factor clamp(strength * w, 0, 1). The target is the
// height of the drawn surface (the triangles the pick ray hits) under the cursor when the stroke
// begins, or settings().targetHeight when useTargetHeight is set.
#include "terrain/sculptbrush.h"

namespace ackedit::document {

class FlattenBrush : public SculptBrush
{
public:
    explicit FlattenBrush(const SculptSettings &settings);
    QString name() const override;
    void beginStroke(const HeightGrid &grid, const SculptDab &start) override;
    float target() const { return m_target; }

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;

private:
    float m_target = 0.0f;
    bool m_begun = false;
};

} // namespace ackedit::document
