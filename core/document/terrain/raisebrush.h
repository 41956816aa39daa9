#pragma once
// Raise (h += strength * w) and Lower (h -= strength * w).
#include "terrain/sculptbrush.h"

namespace ackedit::document::tools {

class RaiseBrush : public SculptBrush
{
public:
    explicit RaiseBrush(const BrushSettings &settings);
    QString name() const override;

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;
};

} // namespace ackedit::document::tools
