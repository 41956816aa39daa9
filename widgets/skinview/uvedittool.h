#pragma once
// The UV tool of the 2D skin view (SkinView::Tool::Uv): selects and transforms the UV records of a
// model document (uv/uvrecords.h). The view hands it its mouse, key and paint events.
//   click              the nearest UV point (Shift toggles, Ctrl removes; VertexSelection modes)
//   drag on empty      box select (Shift adds, Ctrl removes)
//   double-click, L    the island under the cursor (Shift adds, Ctrl removes)
//   drag on a point    moves the selection (one undo step)
//   G / R / S          grab, rotate, scale the selection with the mouse (Blender-like): a left
//                      click or Enter confirms (one undo step), Esc or a right click cancels exactly
// The selection is the document's (ModelDocument::uvSelection), not on the undo stack.
#include "model/vertex/vertexselection.h"
#include "model/uv/uvpicker.h"

#include <Eigen/Core>

#include <QPointF>
#include <QString>

#include <memory>
#include <vector>

class QKeyEvent;
class QPainter;

namespace ackedit::format {
struct TriangleMesh;
}

namespace ackedit::document {
class ModelDocument;
class UvDrag;
}

namespace ackedit::widgets {

class SkinView;

class UvEditTool
{
public:
    enum class Mode { Idle, Box, Move, Grab, Rotate, Scale };
    static constexpr double PickRadius = 6.0; // widget pixels

    explicit UvEditTool(SkinView *view);
    ~UvEditTool();

    void setDocument(document::ModelDocument *document);
    document::ModelDocument *document() const { return m_document; }
    bool canEdit() const;
    // The triangles the view shows (indices into mesh.triangles) changed or moved.
    void setMesh(const format::TriangleMesh &mesh, const std::vector<int> &triangles);
    const document::UvPicker &picker() const { return m_picker; }
    Mode mode() const { return m_mode; }
    bool isBusy() const { return m_mode != Mode::Idle; }

    // Events from the view; false when not used.
    bool press(const QPointF &pos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void move(const QPointF &pos);
    void release(const QPointF &pos, Qt::MouseButton button);
    bool doubleClick(const QPointF &pos, Qt::KeyboardModifiers modifiers);
    bool key(QKeyEvent *event, const QPointF &cursor);
    void paint(QPainter &painter) const;
    // Esc: a drag or modal transform puts everything back; a box is dropped.
    void cancel();

    // One undo step each on the selection (false: nothing selected or nothing changed).
    bool mirror(int axis);
    bool rotate90();
    void selectIslandAt(const QPointF &pos, Qt::KeyboardModifiers modifiers);
    std::vector<int> selectedRecords() const;

private:
    Eigen::Vector2d normalisedAt(const QPointF &pos) const;
    QPointF widgetAt(const Eigen::Vector2d &uv) const;
    Eigen::Vector2d skinSize() const;
    bool beginTransform(Mode mode, const QPointF &anchor, const QString &name);
    void finish();

    SkinView *m_view;
    document::ModelDocument *m_document = nullptr;
    document::UvPicker m_picker;
    std::unique_ptr<document::UvDrag> m_drag;
    Mode m_mode = Mode::Idle;
    document::SelectionMode m_boxMode = document::SelectionMode::Replace;
    QPointF m_anchor;
    QPointF m_current;
    Eigen::Vector2d m_centre = Eigen::Vector2d::Zero(); // normalised pivot of rotate/scale
};

} // namespace ackedit::widgets
