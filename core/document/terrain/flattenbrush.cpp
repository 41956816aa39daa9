#include "terrain/flattenbrush.h"

#include <QCoreApplication>

namespace ackedit::document {

FlattenBrush::FlattenBrush(const SculptSettings &settings) : SculptBrush(settings), m_target(settings.targetHeight) {}

QString FlattenBrush::name() const
{
    return QCoreApplication::translate("UndoCommands", "Flatten terrain");
}

void FlattenBrush::beginStroke(const HeightGrid &grid, const SculptDab &start)
{
    m_target = m_settings.useTargetHeight ? m_settings.targetHeight : grid.surfaceHeightAt(start.position.x(), start.position.y());
    m_begun = true;
}

void FlattenBrush::applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp)
{
    if (!m_begun)
        beginStroke(grid, dab); // used without a stroke: sample at this dab
    const float target = m_target;
    const float strength = m_settings.strength;
    forEachInside(grid, fp, [&](int, int, float w, float h) {
        return blend(h, target, std::clamp(strength * w, 0.0f, 1.0f));
    });
}

} // namespace ackedit::document
