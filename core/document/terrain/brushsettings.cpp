#include "terrain/brushsettings.h"

#include <algorithm>
#include <cmath>

namespace ackedit::document {

BrushDefaults brushDefaultsFor(float cellSize, float extent, float heightRange)
{
    const float cell = cellSize > 0.0f && std::isfinite(cellSize) ? cellSize : 1.0f;
    const float side = extent > 0.0f && std::isfinite(extent) ? extent : cell * 64.0f;
    BrushDefaults d;
    d.radius = std::max(cell * 4.0f, side * 0.05f);
    // Tall relief gets a stronger dab (2 % of the range), so sculpting a mountain range does not
    // take hundreds of clicks.
    const float relief = heightRange > 0.0f && std::isfinite(heightRange) ? heightRange : 0.0f;
    d.strength = std::max(d.radius * 0.1f, relief * 0.02f);
    return d;
}

} // namespace ackedit::document
