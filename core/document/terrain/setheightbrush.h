#pragma once
// Set height: blends towards settings().targetHeight with factor w (strength is ignored), so the
// centre reaches the typed height in one dab and the falloff shapes the slope around it.
#include "terrain/sculptbrush.h"

namespace ackedit::document {

class SetHeightBrush : public SculptBrush
{
public:
    explicit SetHeightBrush(const SculptSettings &settings);
    QString name() const override;

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;
};

} // namespace ackedit::document
