#pragma once
// The model editor's vertex tool (a ViewportTool; it gets pick rays, so tests drive it with real
// mouse events or rays). Selection: a click picks the nearest visible vertex within PickRadius
// pixels, a drag on empty space (or on an unselected vertex) selects a box; Shift adds, Ctrl
// subtracts (VertexSelection::clickMode/boxMode). Keys: A all, Alt+A none, Ctrl+I invert,
// L connected. Transforms, Blender style: G/R/S start a move/rotate/scale that follows the mouse,
// X/Y/Z constrain to an axis (Shift: to the plane without it; the same key again: free), Ctrl held
// snaps, a left click or Enter confirms, Esc or a right click cancels exactly. Dragging a
// selected vertex moves the selection in the view plane. Shift+right click puts the 3D cursor on
// the vertex under the mouse (or on the view plane through the cursor). Alt+left drag orbits.
// Every transform is one VertexDrag: one undo step, over the current frame or a frame range.
// The settings and the transform itself live in core (document::VertexEditTool, which the
// Transform dock works with); this class turns input into its calls, picks and draws the box.
#include "viewport/viewport.h"

#include "model/vertex/vertexedittool.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace ackedit::document {
class ModelDocument;
class ModelSelection;
}

namespace ackedit::widgets {

class VertexTool : public QObject, public ViewportTool
{
    Q_OBJECT
public:
    static constexpr float PickRadius = 10.0f; // pixels
    static constexpr float DragSlop = 4.0f;    // pixels a press may move and still be a click

    using Pivot = document::VertexEditTool::Pivot;

    // `currentFrame` tells which frame the editor shows (edits and picking use its positions).
    VertexTool(document::ModelDocument *document, document::ModelSelection *selection, Viewport *viewport,
               std::function<int()> currentFrame, QObject *parent = nullptr);
    ~VertexTool() override;

    document::ModelSelection *selection() const { return m_selection; }
    // The settings and the transform in progress (core).
    document::VertexEditTool *edit() const { return m_edit; }

    // The settings most callers read (the Transform dock works on edit() itself).
    Eigen::Vector3f cursor() const { return m_edit->cursor(); }
    void setSnap(const document::TransformSnap &snap) { m_edit->setSnap(snap); }
    bool allFrames() const { return m_edit->allFrames(); }
    std::pair<int, int> editFrames() const { return m_edit->editFrames(); }
    Eigen::Vector3f pivotPoint() const { return m_edit->pivotPoint(); }

    // ---- the transform in progress (for overlays and tests) ----
    bool isTransforming() const { return m_edit->isTransforming(); }
    std::optional<document::TransformKind> transformKind() const { return m_edit->transformKind(); }
    document::TransformConstraint constraint() const { return m_edit->constraint(); }
    // The pivot of the transform in progress (fixed at its start), else pivotPoint().
    Eigen::Vector3f transformPivot() const { return m_edit->transformPivot(); }
    bool isBoxSelecting() const { return m_state == State::Box; }

    // ---- ViewportTool ----
    bool mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    void mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool keyPress(int key, Qt::KeyboardModifiers modifiers) override;
    void leave() override;

signals:
    void settingsChanged();
    // A transform started, ended, or changed its constraint.
    void transformStateChanged();

private:
    enum class State { Idle, Pending, Box }; // besides a transform (m_edit)

    document::ViewDescription view() const;
    std::optional<Eigen::Vector2f> pixelOf(const ViewportRay &ray) const;
    int pick(const Eigen::Vector2f &pixel) const;
    bool startTransform(document::TransformKind kind, const Eigen::Vector2f &pixel, bool byMouse);
    void updateTransform(Qt::KeyboardModifiers modifiers);
    void finishTransform(bool confirm);
    void showBox(const Eigen::Vector2f &a, const Eigen::Vector2f &b);
    void hideBox();
    void placeCursor(const Eigen::Vector2f &pixel, const ViewportRay &ray);

    document::ModelDocument *m_document;
    document::ModelSelection *m_selection;
    Viewport *m_viewport;
    std::function<int()> m_currentFrame;
    document::VertexEditTool *m_edit;

    State m_state = State::Idle;
    Eigen::Vector2f m_pressPixel = Eigen::Vector2f::Zero();
    Eigen::Vector2f m_lastPixel = Eigen::Vector2f::Zero(); // last cursor position seen
    Qt::KeyboardModifiers m_pressModifiers;
    int m_pressVertex = -1;
    bool m_byMouse = false; // the transform follows a held left button (released = confirm)
};

} // namespace ackedit::widgets
