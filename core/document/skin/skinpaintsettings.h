#pragma once
// The skin painter's settings, one set shared by the 2D skin view and the 3D brush on the model
// (widgets/skinview/skinview, widgets/editors/skinpainttool): the tool, the brush, the colours
// and the fill options, and the fill both painters run with them. The Skin dock shows and
// changes them; a stroke reads them as it begins, so a change never alters a stroke already
// running.
#include "skin/paintdab.h"

#include <Eigen/Core>

#include <QColor>
#include <QObject>
#include <QPoint>
#include <QString>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

class QUndoStack;

namespace ackedit::document {

class SkinCanvas;

class SkinPaintSettings : public QObject
{
    Q_OBJECT
public:
    enum class Tool { Brush, Eraser, Fill, Picker, Soften, Uv };

    explicit SkinPaintSettings(QObject *parent = nullptr);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    // The tools that paint a stroke with the brush (and show its outline).
    static bool paintsStrokes(Tool tool);

    // Size (radius), hardness, opacity and spacing; colour and mode come from the tool.
    const BrushSettings &brush() const { return m_brush; }
    void setBrush(const BrushSettings &brush); // keeps skinHasAlpha, which follows the skin
    // The eraser makes texels transparent (else it paints the background colour).
    void setSkinHasAlpha(bool alpha) { m_brush.skinHasAlpha = alpha; }

    QColor foreground() const { return m_foreground; }
    QColor background() const { return m_background; }
    void setForeground(const QColor &colour); // an invalid colour is ignored
    void setBackground(const QColor &colour);
    void swapColours();

    int tolerance() const { return m_tolerance; }
    void setTolerance(int tolerance) { m_tolerance = tolerance; }
    bool limitFillToTriangle() const { return m_limitToTriangle; }
    void setLimitFillToTriangle(bool limit) { m_limitToTriangle = limit; }
    // The fill stays inside the UV island (connected UV triangles) under the click; the
    // triangle limit wins when both are on.
    bool limitFillToIsland() const { return m_limitToIsland; }
    void setLimitFillToIsland(bool limit) { m_limitToIsland = limit; }

    // The brush a stroke of the current tool paints with (colours and mode from the tool).
    BrushSettings strokeBrush() const;
    // The History name of a stroke or fill of `tool`.
    static QString strokeName(Tool tool);

    // Where a fill at a texel may spread when it is limited: the skin triangle under it (pixel
    // corners) and the mask of its UV island; absent when no triangle of the skin lies there.
    struct FillArea
    {
        std::optional<std::array<Eigen::Vector2f, 3>> triangle;
        std::function<std::vector<uint8_t>()> islandMask; // built only when the island limit is on
    };
    // The fill tool at texel `seed` with these colours, tolerance and limits, as one undo step on
    // `stack` (the 2D view and the 3D brush alike). False when nothing changed: the seed is off
    // the skin, a limit is on and no triangle lies under the seed, or every texel already matched.
    bool fill(QUndoStack *stack, SkinCanvas *canvas, const QPoint &seed, const FillArea &area) const;

Q_SIGNALS:
    void toolChanged(ackedit::document::SkinPaintSettings::Tool tool);
    void brushChanged();
    void foregroundChanged(const QColor &colour);
    void backgroundChanged(const QColor &colour);

private:
    Tool m_tool = Tool::Brush;
    BrushSettings m_brush;
    QColor m_foreground = Qt::black;
    QColor m_background = Qt::white;
    int m_tolerance = 0;
    bool m_limitToTriangle = false;
    bool m_limitToIsland = false;
};

} // namespace ackedit::document
