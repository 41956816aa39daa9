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
#include "viewport/viewport.h"

#include "model/vertex/transformconstraint.h"
#include "model/vertex/transformdrag.h"
#include "model/vertex/vertexdrag.h"

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

    enum class Pivot { SelectionCentre, Cursor };

    // `currentFrame` tells which frame the editor shows (edits and picking use its positions).
    VertexTool(document::ModelDocument *document, document::ModelSelection *selection, Viewport *viewport,
               std::function<int()> currentFrame, QObject *parent = nullptr);
    ~VertexTool() override;

    document::ModelSelection *selection() const { return m_selection; }

    // ---- settings (the Transform dock shows and changes them) ----
    Pivot pivotMode() const { return m_pivot; }
    void setPivotMode(Pivot pivot);
    Eigen::Vector3f cursor() const { return m_cursor; }
    void setCursor(const Eigen::Vector3f &cursor);
    // The constraint a G/R/S drag starts with (X/Y/Z keys change it during the drag).
    document::TransformConstraint defaultConstraint() const { return m_defaultConstraint; }
    void setDefaultConstraint(document::TransformConstraint constraint);
    // The steps Ctrl snaps to.
    document::TransformSnap snap() const { return m_snap; }
    void setSnap(const document::TransformSnap &snap);
    // MED's "all frames": edits apply to frames first..last (clamped) instead of the current one.
    bool allFrames() const { return m_allFrames; }
    void setAllFrames(bool on);
    int firstFrame() const { return m_firstFrame; }
    int lastFrame() const { return m_lastFrame; }
    void setFrameRange(int first, int last);
    // The frames an edit applies to now.
    std::pair<int, int> editFrames() const;
    // The pivot in the current frame (selection centre or cursor).
    Eigen::Vector3f pivotPoint() const;
    // Why vertices cannot be edited (empty when they can).
    QString editBlockedReason() const;

    // ---- edits ----
    // One undo step moving the (soft) selection of the edit frames by `t` (about its own pivot,
    // see VertexTransform::affine); false when nothing is selected or the model cannot be edited.
    bool applyTransform(const Eigen::Affine3f &t, const QString &name);

    // ---- the transform in progress (for overlays and tests) ----
    bool isTransforming() const { return m_state == State::Transform; }
    std::optional<document::TransformKind> transformKind() const;
    document::TransformConstraint constraint() const;
    // The pivot of the transform in progress (fixed at its start), else pivotPoint().
    Eigen::Vector3f transformPivot() const;
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
    enum class State { Idle, Pending, Box, Transform };

    document::ViewDescription view() const;
    std::optional<Eigen::Vector2f> pixelOf(const ViewportRay &ray) const;
    int pick(const Eigen::Vector2f &pixel) const;
    bool startTransform(document::TransformKind kind, const Eigen::Vector2f &pixel, bool byMouse);
    void updateTransform(Qt::KeyboardModifiers modifiers);
    void finishTransform(bool confirm);
    void setConstraint(document::TransformConstraint constraint);
    void showBox(const Eigen::Vector2f &a, const Eigen::Vector2f &b);
    void hideBox();
    void placeCursor(const Eigen::Vector2f &pixel, const ViewportRay &ray);

    document::ModelDocument *m_document;
    document::ModelSelection *m_selection;
    Viewport *m_viewport;
    std::function<int()> m_currentFrame;

    Pivot m_pivot = Pivot::SelectionCentre;
    Eigen::Vector3f m_cursor = Eigen::Vector3f::Zero();
    document::TransformConstraint m_defaultConstraint = document::TransformConstraint::None;
    document::TransformSnap m_snap;
    bool m_allFrames = false;
    int m_firstFrame = 0;
    int m_lastFrame = -1; // -1: the last frame

    State m_state = State::Idle;
    Eigen::Vector2f m_pressPixel = Eigen::Vector2f::Zero();
    Eigen::Vector2f m_lastPixel = Eigen::Vector2f::Zero(); // last cursor position seen
    Qt::KeyboardModifiers m_pressModifiers;
    int m_pressVertex = -1;
    bool m_byMouse = false; // the transform follows a held left button (released = confirm)
    std::optional<document::TransformDrag> m_transform;
    document::VertexDrag m_drag;
};

} // namespace ackedit::widgets
