#pragma once
// Settings shared by every sculpt brush (what a tool options panel edits).
#include "stroke/falloff.h"

#include <cstdint>
#include <limits>

namespace ackedit::document {

enum class BrushKind {
    Raise,     // h += strength * w
    Lower,     // h -= strength * w
    Smooth,    // h -> mean of its 3x3 neighbourhood, blend factor strength * w (0..1)
    Flatten,   // h -> target, blend factor strength * w; target = height under the cursor at
               //    stroke start, or targetHeight when useTargetHeight is set
    SetHeight, // h -> targetHeight, blend factor w (strength is ignored: one dab reaches it)
    Noise,     // h += strength * w * n(col,row,seed), n a deterministic hash in [-1, 1)
    Grab,      // soft-selection move: h = h_strokeStart + dragDelta * w around the stroke start
};

struct SculptSettings
{
    BrushKind kind = BrushKind::Raise;
    // Radius in WORLD units (x/y), so the footprint is a circle on the terrain even when the
    // cells are not square. With cell size 1 it equals the radius in vertices.
    float radius = 8.0f;
    // Height units per dab for Raise/Lower/Noise; a 0..1 blend factor for Smooth/Flatten.
    float strength = 1.0f;
    Falloff falloff = Falloff::Smooth;
    // Every vertex a dab changes is clamped to [minHeight, maxHeight].
    float minHeight = std::numeric_limits<float>::lowest();
    float maxHeight = std::numeric_limits<float>::max();
    float targetHeight = 0.0f;    // SetHeight, and Flatten with useTargetHeight
    bool useTargetHeight = false; // Flatten: typed height instead of the stroke-start sample
    std::uint32_t seed = 0;       // Noise
};

// Starting radius and Raise/Lower strength for a terrain: a radius of 5 % of the terrain's
// smaller side (at least 4 cells), and a dab that lifts its centre by a tenth of the radius (or
// 2 % of the height range when that is more), so a single click makes a bump one sees at once,
// whatever the terrain's scale.
struct BrushDefaults
{
    float radius = 8.0f;
    float strength = 1.0f;
};
BrushDefaults brushDefaultsFor(float cellSize, float extent, float heightRange);

} // namespace ackedit::document
