#include "terrain/raisebrush.h"

#include <QCoreApplication>

namespace ackedit::document {

RaiseBrush::RaiseBrush(const SculptSettings &settings) : SculptBrush(settings) {}

QString RaiseBrush::name() const
{
    return m_settings.kind == BrushKind::Lower ? QCoreApplication::translate("UndoCommands", "Lower terrain")
                                               : QCoreApplication::translate("UndoCommands", "Raise terrain");
}

void RaiseBrush::applyDab(HeightGrid &grid, const SculptDab &, const DabFootprint &fp)
{
    const float amount = m_settings.kind == BrushKind::Lower ? -m_settings.strength : m_settings.strength;
    forEachInside(grid, fp, [amount](int, int, float w, float h) { return h + amount * w; });
}

} // namespace ackedit::document
