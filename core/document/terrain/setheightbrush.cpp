#include "terrain/setheightbrush.h"

#include <QCoreApplication>

namespace ackedit::document {

SetHeightBrush::SetHeightBrush(const SculptSettings &settings) : SculptBrush(settings) {}

QString SetHeightBrush::name() const
{
    return QCoreApplication::translate("UndoCommands", "Set terrain height");
}

void SetHeightBrush::applyDab(HeightGrid &grid, const SculptDab &, const DabFootprint &fp)
{
    const float target = m_settings.targetHeight;
    forEachInside(grid, fp, [target](int, int, float w, float h) { return blend(h, target, w); });
}

} // namespace ackedit::document
