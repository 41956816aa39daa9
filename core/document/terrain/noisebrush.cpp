#include "terrain/noisebrush.h"

#include <QCoreApplication>

namespace ackedit::document {

NoiseBrush::NoiseBrush(const SculptSettings &settings) : SculptBrush(settings) {}

QString NoiseBrush::name() const
{
    return QCoreApplication::translate("UndoCommands", "Roughen terrain");
}

float NoiseBrush::noise(int col, int row, std::uint32_t seed)
{
    // Unsigned arithmetic only (wraps by definition); murmur3's finaliser mixes the bits.
    std::uint32_t h = std::uint32_t(col) * 0x8da6b343u ^ std::uint32_t(row) * 0xd8163841u ^ (seed + 0x9e3779b9u) * 0xcb1ab31fu;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return float(h >> 8) * (1.0f / 8388608.0f) - 1.0f; // 24 bits -> [0, 2) -> [-1, 1), exact in float
}

void NoiseBrush::applyDab(HeightGrid &grid, const SculptDab &, const DabFootprint &fp)
{
    const float strength = m_settings.strength;
    const std::uint32_t seed = m_settings.seed;
    forEachInside(grid, fp, [=](int col, int row, float w, float h) { return h + strength * w * noise(col, row, seed); });
}

} // namespace ackedit::document
