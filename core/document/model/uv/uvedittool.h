#pragma once
// The UV tool of the 2D skin view (the Skin dock's Uv tool), Qt-widget free: it selects and
// transforms the UV records of a model document (uv/uvrecords.h), driven by positions in the view
// and a map of how the view shows the skin, so it runs headless. The view (widgets/skinview)
// turns mouse and keys into these calls and draws the points, the box and the pivot line.
//   press, release     a click picks the nearest UV point (Shift toggles, Ctrl removes;
//                      VertexSelection modes); a drag on empty space box-selects (Shift adds,
//                      Ctrl removes); a drag from a point moves the selection (one undo step)
//   begin/moveTo/end/cancel
//                      a grab, rotate or scale of the selection that follows the pointer (the
//                      view's G/R/S, as in Blender): end keeps it as one undo step, cancel puts
//                      back exactly what was there
//   selectIslandAt     the island under a point (double-click, L)
// The selection is the document's (ModelDocument::uvSelection), not on the undo stack.
#include "model/uv/uvpicker.h"
#include "model/vertex/vertexselection.h"

#include <Eigen/Core>

#include <QPointF>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace ackedit::format {
struct TriangleMesh;
}

namespace ackedit::document {

class ModelDocument;
class UvDrag;

// How a 2D view shows the skin: view position = origin + texel * zoom.
struct UvViewMap
{
    QPointF origin;        // view position of texel (0, 0)
    double zoom = 1.0;     // view pixels per texel
    int skinWidth = 0;     // texels; 0: no skin shown
    int skinHeight = 0;
};

class UvEditTool
{
public:
    enum class Mode { Idle, Box, Move, Grab, Rotate, Scale };
    static constexpr double PickRadius = 6.0; // view pixels

    // `view` tells how the view shows the skin now; it is read at every call.
    explicit UvEditTool(std::function<UvViewMap()> view);
    ~UvEditTool(); // an open drag ends (is kept) as on release

    void setDocument(ModelDocument *document);
    ModelDocument *document() const { return m_document; }
    bool canEdit() const;
    // The triangles the view shows (indices into mesh.triangles) changed or moved.
    void setMesh(const format::TriangleMesh &mesh, const std::vector<int> &triangles);
    const UvPicker &picker() const { return m_picker; }
    Mode mode() const { return m_mode; }
    bool isBusy() const { return m_mode != Mode::Idle; }
    // A grab, rotate or scale is running (a click or end() confirms it).
    bool isTransforming() const { return m_mode == Mode::Grab || m_mode == Mode::Rotate || m_mode == Mode::Scale; }

    // ---- the pointer, in view positions; false when the event is not the tool's ----
    bool press(const QPointF &pos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void moveTo(const QPointF &pos);
    void release(const QPointF &pos, Qt::MouseButton button);

    // ---- a transform of the selection following the pointer ----
    // Starts a Grab, Rotate or Scale from `anchor`; false without a selection.
    bool begin(Mode mode, const QPointF &anchor);
    // Keeps the transform (or the drag) as one undo step.
    void end();
    // A drag or transform puts everything back; a box is dropped.
    void cancel();

    // ---- one undo step each on the selection (false: nothing selected or nothing changed) ----
    bool mirror(int axis);
    bool rotate90();

    // ---- selection ----
    // The island of shown triangle `triangle` (index into the mesh's triangles; the one under
    // `pos`), else of the UV point nearest to `pos`.
    void selectIslandAt(const QPointF &pos, int triangle, Qt::KeyboardModifiers modifiers);
    void selectAll();
    std::vector<int> selectedRecords() const;

    // ---- what the view draws ----
    QPointF viewPos(const Eigen::Vector2d &uv) const;
    QPointF anchor() const { return m_anchor; }
    QPointF current() const { return m_current; }
    // The pivot of a rotate or scale, in the view.
    QPointF pivot() const { return viewPos(m_centre); }

private:
    Eigen::Vector2d normalisedAt(const QPointF &pos) const;
    Eigen::Vector2d skinSize() const;
    bool beginTransform(Mode mode, const QPointF &anchor);

    std::function<UvViewMap()> m_view;
    ModelDocument *m_document = nullptr;
    UvPicker m_picker;
    std::unique_ptr<UvDrag> m_drag;
    Mode m_mode = Mode::Idle;
    SelectionMode m_boxMode = SelectionMode::Replace;
    QPointF m_anchor;
    QPointF m_current;
    Eigen::Vector2d m_centre = Eigen::Vector2d::Zero(); // normalised pivot of rotate/scale
};

} // namespace ackedit::document
