#pragma once
// Smooth: moves each vertex towards the mean of its 3x3 neighbourhood (only neighbours that exist
// on the border), blend factor clamp(strength * w, 0, 1). The means are taken from the heights
// before the dab, so the result does not depend on the visiting order.
#include "terrain/sculptbrush.h"

#include <vector>

namespace ackedit::document {

class SmoothBrush : public SculptBrush
{
public:
    explicit SmoothBrush(const SculptSettings &settings);
    QString name() const override;

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;

private:
    std::vector<float> m_scratch; // reused between dabs
};

} // namespace ackedit::document
