// The skin view's side of the Uv tool (document::UvEditTool): how the view shows the skin, the
// tool's keys (Blender's G/R/S with Enter or Esc, L for an island, Ctrl+A) and its overlay (the
// UV points, the selection box, the line to the pivot).
#include "skinview/skinview.h"

#include "model/modeldocument.h"
#include "model/uv/uvedittool.h"
#include "skin/skincanvas.h"

#include <QKeyEvent>
#include <QPainter>

namespace ackedit::widgets {

using document::UvEditTool;

document::UvViewMap SkinView::uvViewMap() const
{
    document::UvViewMap map;
    map.origin = m_origin;
    map.zoom = m_zoom;
    if (m_canvas) {
        map.skinWidth = m_canvas->width();
        map.skinHeight = m_canvas->height();
    }
    return map;
}

bool SkinView::uvKey(QKeyEvent *event)
{
    UvEditTool &tool = *m_uvTool;
    if (!tool.canEdit() || event->isAutoRepeat())
        return false;
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    const bool plain = modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!tool.isBusy())
            return false;
        tool.cancel();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!tool.isTransforming())
            return false;
        tool.end();
        break;
    case Qt::Key_G:
    case Qt::Key_R:
    case Qt::Key_S:
        if (tool.isBusy() || modifiers != Qt::NoModifier)
            return false;
        // G/R/S grab from where the pointer last moved over the view, also after it left.
        tool.begin(event->key() == Qt::Key_G   ? UvEditTool::Mode::Grab
                   : event->key() == Qt::Key_R ? UvEditTool::Mode::Rotate
                                               : UvEditTool::Mode::Scale,
                   m_pointer);
        break;
    case Qt::Key_L:
        if (tool.isBusy() || !plain)
            return false;
        tool.selectIslandAt(m_pointer, triangleAt(texelAt(m_pointer)), modifiers);
        break;
    case Qt::Key_A:
        if (tool.isBusy() || modifiers != Qt::ControlModifier)
            return false;
        tool.selectAll();
        break;
    default:
        return false;
    }
    update();
    return true;
}

void SkinView::paintUv(QPainter &p) const
{
    const UvEditTool &tool = *m_uvTool;
    if (!tool.canEdit())
        return;
    const document::VertexSelection &selection = tool.document()->uvSelection();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    // Unselected points first, so the selected ones stay on top.
    for (int pass = 0; pass < 2; ++pass) {
        const bool selected = pass == 1;
        p.setBrush(selected ? QColor(255, 96, 0) : QColor(40, 40, 40));
        const double r = selected ? 3.0 : 2.0;
        for (const document::UvPicker::Point &pt : tool.picker().points()) {
            if (selection.contains(pt.record) != selected)
                continue;
            const QPointF w = tool.viewPos(pt.uv.cast<double>());
            p.drawRect(QRectF(w.x() - r, w.y() - r, 2 * r, 2 * r));
        }
    }
    if (tool.mode() == UvEditTool::Mode::Box) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 0, Qt::DashLine));
        p.drawRect(QRectF(tool.anchor(), tool.current()).normalized());
    } else if (tool.mode() == UvEditTool::Mode::Rotate || tool.mode() == UvEditTool::Mode::Scale) {
        p.setPen(QPen(Qt::white, 0, Qt::DashLine));
        p.drawLine(QLineF(tool.pivot(), tool.current()));
    }
}

} // namespace ackedit::widgets
