#pragma once
// The level editor's move tool (a ViewportTool; tests drive it with real mouse events). Left drag
// on a selected marker (or a selected block's face or entity's model, see setPicker) moves the selection (a plain click on it selects only it); G starts a
// move of the selection that follows the mouse, confirmed by a left click or Enter, cancelled by
// Esc or a right click; X/Y/Z constrain to an axis (Shift: to the plane without it); Ctrl held
// snaps the offset to the grid step. R rotates (pan; Y: tilt, X: roll) and S scales (X/Y/Z: one
// axis) the selection with the cursor's sweep around it / distance from it, Ctrl snapping to 15°
// / 0.1, confirmed and cancelled like G. The logic is document::SceneMoveDrag and
// document::SceneTurnDrag; this class only turns events into their calls. B, then a left drag,
// selects the nodes inside a box (Shift adds, Ctrl takes away; Esc or a right click cancels); in
// a 2D view a left drag from empty space does the same without B. In a 2D view the camera-facing
// plane of a move is the view's plane, so moves stay in it. In the 3D view the selection shows
// axis handles (document::AxisHandles: red X, green Y, blue Z); a left drag from one moves the
// selection along that axis only.
#include "scene/axishandles.h"
#include "scene/scenemovedrag.h"
#include "scene/scenepick.h"
#include "scene/sceneturndrag.h"
#include "viewport/viewport.h"

#include <QKeySequence>
#include <QList>

#include <functional>

namespace ackedit::document {
class SceneSelection;
}

namespace ackedit::widgets {

class LevelMoveTool : public ViewportTool
{
public:
    static constexpr float PickRadius = 12.0f; // pixels around a marker's centre
    static constexpr double DefaultGridStep = 16.0; // WED's default grid

    // `markers`: the markers the viewport shows now (the level editor's list).
    LevelMoveTool(document::SceneDocument *document, document::SceneSelection *selection, Viewport *viewport,
                  std::function<QList<ViewportMarker>()> markers);

    // Snapping moves the offset in multiples of the grid step: while Ctrl is held, or always
    // when `snap` is on (then Ctrl frees the move), as WED's "snap to grid" toggle.
    void setGridStep(double step) { m_gridStep = step; }
    double gridStep() const { return m_gridStep; }
    void setSnap(bool snap) { m_snap = snap; }
    bool snaps() const { return m_snap; }

    bool isMoving() const { return m_drag.isActive(); }
    bool isTurning() const { return m_turn.isActive(); } // R or S
    bool isBoxSelecting() const { return m_box != Box::Off; } // B pressed, or its box drawn
    const document::SceneTurnDrag &turn() const { return m_turn; }
    // Keys pressed in the 3D view reach the tool before any shortcut: those the tool does not use
    // go to `shortcuts` (the editor's actions, e.g. Shift+A, Ctrl+G), which says if it took them.
    void setEditorShortcuts(std::function<bool(const QKeySequence &)> shortcuts) { m_shortcuts = std::move(shortcuts); }
    // What a press on no selected marker may grab: the node whose surface (block faces, entity
    // model) the ray meets first, 0 for none. Without it only markers are grabbed.
    void setPicker(std::function<document::NodeId(const document::PickRay &)> picker) { m_pick = std::move(picker); }
    // The nodes a box selection may take (hidden ones are left out); empty: every node.
    void setShownFilter(document::NodeFilter shown) { m_shown = std::move(shown); }
    // WED's path mode: while a placer is set, a left click in the view hands its pixel to `place`
    // and selects and moves nothing; Esc or a right click calls `end` (the right button still
    // turns the view). An empty `place` ends the mode without calling `end`. While placing, the
    // axis handles are hidden: they move nothing then, and would cover where the user places.
    void setClickPlacer(std::function<void(const Eigen::Vector2f &)> place, std::function<void()> end = {})
    {
        m_place = std::move(place);
        m_placeEnd = std::move(end);
        updateHandles();
    }
    bool isPlacing() const { return bool(m_place); }
    // The cursor's last pixel in the view and the view's camera, for placing new nodes.
    Eigen::Vector2f lastPixel() const { return m_lastPixel; }
    document::ViewDescription view() const;
    const document::SceneMoveDrag &drag() const { return m_drag; }
    // Redraws the axis handles at the selection's centre (3D view only; none without a
    // selection that has a place). Call when the selection, its places or the camera change.
    void updateHandles();
    const std::optional<document::AxisHandles> &handles() const { return m_handles; }

    bool mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    void mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool keyPress(int key, Qt::KeyboardModifiers modifiers) override;
    // A 2D view's left drag from empty space selects with a box (Shift adds, Ctrl takes away).
    bool beginSweep(const ViewportRay &pressRay, Qt::KeyboardModifiers modifiers) override;

private:
    std::optional<Eigen::Vector2f> pixelOf(const ViewportRay &ray) const;
    quint32 selectedMarkerAt(const Eigen::Vector2f &pixel) const; // 0: none
    void finish(bool keep);
    bool turnKey(int key);
    void endBox(bool apply);
    double snapStep(Qt::KeyboardModifiers modifiers) const; // 0: free

    document::SceneDocument *m_document;
    document::SceneSelection *m_selection;
    Viewport *m_viewport;
    std::function<QList<ViewportMarker>()> m_markers;
    std::function<bool(const QKeySequence &)> m_shortcuts;
    std::function<document::NodeId(const document::PickRay &)> m_pick;
    std::function<void(const Eigen::Vector2f &)> m_place;
    std::function<void()> m_placeEnd;
    document::NodeFilter m_shown;
    document::SceneMoveDrag m_drag;
    document::SceneTurnDrag m_turn;
    std::optional<document::AxisHandles> m_handles;
    enum class Box { Off, Armed, Dragging };
    Box m_box = Box::Off;
    Eigen::Vector2f m_boxStart = Eigen::Vector2f::Zero();
    Qt::KeyboardModifiers m_boxModifiers;
    bool m_byMouse = false;
    quint32 m_pressMarker = 0;
    Eigen::Vector2f m_lastPixel = Eigen::Vector2f::Zero();
    Qt::KeyboardModifiers m_modifiers;
    double m_gridStep = DefaultGridStep;
    bool m_snap = false;
};

} // namespace ackedit::widgets
