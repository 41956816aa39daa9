#pragma once
// Raise (h += strength * w) and Lower (h -= strength * w).
#include "terrain/sculptbrush.h"

namespace ackedit::document {

class RaiseBrush : public SculptBrush
{
public:
    explicit RaiseBrush(const SculptSettings &settings);
    QString name() const override;

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;
};

} // namespace ackedit::document
