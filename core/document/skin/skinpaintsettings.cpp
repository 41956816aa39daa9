#include "skin/skinpaintsettings.h"

#include "skin/floodfill.h"
#include "skin/skincanvas.h"
#include "skin/skinstroke.h"

#include <QCoreApplication>

#include <utility>

namespace ackedit::document {

SkinPaintSettings::SkinPaintSettings(QObject *parent) : QObject(parent) {}

void SkinPaintSettings::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    emit toolChanged(tool);
}

bool SkinPaintSettings::paintsStrokes(Tool tool)
{
    return tool == Tool::Brush || tool == Tool::Eraser || tool == Tool::Soften;
}

void SkinPaintSettings::setBrush(const BrushSettings &brush)
{
    const bool alpha = m_brush.skinHasAlpha;
    m_brush = brush;
    m_brush.skinHasAlpha = alpha;
    emit brushChanged();
}

void SkinPaintSettings::setForeground(const QColor &colour)
{
    if (!colour.isValid() || colour == m_foreground)
        return;
    m_foreground = colour;
    emit foregroundChanged(colour);
}

void SkinPaintSettings::setBackground(const QColor &colour)
{
    if (!colour.isValid() || colour == m_background)
        return;
    m_background = colour;
    emit backgroundChanged(colour);
}

void SkinPaintSettings::swapColours()
{
    std::swap(m_foreground, m_background);
    emit foregroundChanged(m_foreground);
    emit backgroundChanged(m_background);
}

BrushSettings SkinPaintSettings::strokeBrush() const
{
    BrushSettings brush = m_brush;
    brush.colour = m_foreground;
    brush.background = m_background;
    brush.mode = m_tool == Tool::Eraser   ? PaintMode::Erase
                 : m_tool == Tool::Soften ? PaintMode::Soften
                                          : PaintMode::Paint;
    return brush;
}

QString SkinPaintSettings::strokeName(Tool tool)
{
    switch (tool) {
    case Tool::Eraser:
        return QCoreApplication::translate("UndoCommands", "Erase skin");
    case Tool::Soften:
        return QCoreApplication::translate("UndoCommands", "Soften skin");
    case Tool::Fill:
        return QCoreApplication::translate("UndoCommands", "Fill skin");
    default:
        return QCoreApplication::translate("UndoCommands", "Paint skin");
    }
}

bool SkinPaintSettings::fill(QUndoStack *stack, SkinCanvas *canvas, const QPoint &seed, const FillArea &area) const
{
    if (!canvas->image().rect().contains(seed))
        return false;
    std::vector<uint8_t> mask;
    if (m_limitToTriangle || m_limitToIsland) {
        if (!area.triangle)
            return false; // outside every triangle: nothing to limit the fill to
        mask = m_limitToTriangle ? floodfill::triangleMask(canvas->image().size(), *area.triangle) : area.islandMask();
    }
    return SkinStroke::fill(stack, canvas, seed, m_foreground, m_tolerance, mask, strokeName(Tool::Fill));
}

} // namespace ackedit::document
