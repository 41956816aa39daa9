#pragma once
// Noise / roughen: h += strength * w * noise(col, row, seed). The noise is a hash of the vertex and
// the seed, so the same seed gives the same pattern on every machine and in every run.
#include "terrain/sculptbrush.h"

#include <cstdint>

namespace ackedit::document {

class NoiseBrush : public SculptBrush
{
public:
    explicit NoiseBrush(const SculptSettings &settings);
    QString name() const override;
    // Deterministic value in [-1, 1), a multiple of 2^-23.
    static float noise(int col, int row, std::uint32_t seed);

protected:
    void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) override;
};

} // namespace ackedit::document
