#include "skinview/uvedittool.h"

#include "skinview/skinview.h"

#include "common/trianglemesh.h"
#include "model/modeldocument.h"
#include "skin/skincanvas.h"
#include "model/uv/uvdrag.h"
#include "model/uv/uvtransform.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace ackedit::widgets {

using document::SelectionMode;
using document::VertexSelection;

namespace {

QString undoText(UvEditTool::Mode mode)
{
    switch (mode) {
    case UvEditTool::Mode::Rotate:
        return QCoreApplication::translate("UndoCommands", "Rotate UVs");
    case UvEditTool::Mode::Scale:
        return QCoreApplication::translate("UndoCommands", "Scale UVs");
    default:
        return QCoreApplication::translate("UndoCommands", "Move UVs");
    }
}

} // namespace

UvEditTool::UvEditTool(SkinView *view) : m_view(view) {}

UvEditTool::~UvEditTool() = default; // an open drag ends (is kept) as on release

void UvEditTool::setDocument(document::ModelDocument *document)
{
    cancel();
    m_drag.reset();
    m_document = document;
    m_picker = {};
}

bool UvEditTool::canEdit() const
{
    return m_document && m_document->canEditUvs() && m_view->canvas() && m_view->canvas()->width() > 0;
}

void UvEditTool::setMesh(const format::TriangleMesh &mesh, const std::vector<int> &triangles)
{
    m_picker = m_document ? document::UvPicker(mesh, triangles, m_document->uvRecords()) : document::UvPicker();
}

Eigen::Vector2d UvEditTool::skinSize() const
{
    const document::SkinCanvas *c = m_view->canvas();
    return c ? Eigen::Vector2d(c->width(), c->height()) : Eigen::Vector2d(1, 1);
}

Eigen::Vector2d UvEditTool::normalisedAt(const QPointF &pos) const
{
    const QPointF t = m_view->texelAt(pos);
    return Eigen::Vector2d(t.x(), t.y()).cwiseQuotient(skinSize());
}

QPointF UvEditTool::widgetAt(const Eigen::Vector2d &uv) const
{
    const Eigen::Vector2d t = uv.cwiseProduct(skinSize());
    return m_view->widgetPos(QPointF(t.x(), t.y()));
}

std::vector<int> UvEditTool::selectedRecords() const
{
    return m_document ? m_document->uvSelection().indices() : std::vector<int>();
}

bool UvEditTool::beginTransform(Mode mode, const QPointF &anchor, const QString &name)
{
    const std::vector<int> records = selectedRecords();
    if (records.empty())
        return false;
    if (!m_drag)
        m_drag = std::make_unique<document::UvDrag>(m_document);
    if (!m_drag->begin(records, name))
        return false;
    m_mode = mode;
    m_anchor = m_current = anchor;
    m_centre = document::UvTransform::centre(m_document->uvRecords(), records);
    return true;
}

bool UvEditTool::press(const QPointF &pos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (!canEdit())
        return false;
    if (m_mode == Mode::Grab || m_mode == Mode::Rotate || m_mode == Mode::Scale) {
        if (button == Qt::LeftButton)
            finish();
        else if (button == Qt::RightButton)
            cancel();
        return true;
    }
    if (button != Qt::LeftButton || isBusy())
        return false;
    const Eigen::Vector2d uv = normalisedAt(pos);
    const Eigen::Vector2f scale = skinSize().cast<float>() * float(m_view->zoom());
    const int point = m_picker.nearest(uv.cast<float>(), scale, float(PickRadius));
    VertexSelection &selection = m_document->uvSelection();
    if (point < 0) {
        m_mode = Mode::Box;
        m_boxMode = VertexSelection::boxMode(modifiers);
        m_anchor = m_current = pos;
        return true;
    }
    const int record = m_picker.points()[size_t(point)].record;
    const bool plain = !(modifiers & (Qt::ShiftModifier | Qt::ControlModifier));
    if (!plain || !selection.contains(record))
        selection.applyClick(record, VertexSelection::clickMode(modifiers));
    // A plain press on a point drags the selection (a click without moving changes nothing).
    if (plain)
        beginTransform(Mode::Move, pos, undoText(Mode::Move));
    m_view->update();
    return true;
}

void UvEditTool::move(const QPointF &pos)
{
    m_current = pos;
    switch (m_mode) {
    case Mode::Move:
    case Mode::Grab:
        m_drag->step(document::UvTransform::translation(normalisedAt(pos) - normalisedAt(m_anchor)));
        break;
    case Mode::Rotate:
    case Mode::Scale: {
        const QPointF c = widgetAt(m_centre);
        const QPointF a = m_anchor - c, b = pos - c;
        const double la = std::hypot(a.x(), a.y()), lb = std::hypot(b.x(), b.y());
        if (la < 1.0)
            break; // the anchor sits on the pivot: no direction to measure from
        if (m_mode == Mode::Rotate) {
            const double degrees = (std::atan2(b.y(), b.x()) - std::atan2(a.y(), a.x())) * 180.0 / std::numbers::pi;
            m_drag->step(document::UvTransform::rotation(m_centre, degrees, skinSize()));
        } else {
            m_drag->step(document::UvTransform::scaling(m_centre, Eigen::Vector2d::Constant(lb / la)));
        }
        break;
    }
    default:
        break;
    }
    m_view->update();
}

void UvEditTool::release(const QPointF &pos, Qt::MouseButton button)
{
    if (button != Qt::LeftButton)
        return;
    if (m_mode == Mode::Box) {
        const Eigen::Vector2d a = normalisedAt(m_anchor), b = normalisedAt(pos);
        VertexSelection &selection = m_document->uvSelection();
        if ((pos - m_anchor).manhattanLength() < 3) {
            selection.applyClick(-1, m_boxMode); // a click on nothing: Replace clears, the others keep
        } else {
            const Eigen::AlignedBox2f box(a.cwiseMin(b).cast<float>(), a.cwiseMax(b).cast<float>());
            selection.apply(m_picker.recordsIn(box), m_boxMode);
        }
        m_mode = Mode::Idle;
        m_view->update();
    } else if (m_mode == Mode::Move) {
        move(pos);
        finish();
    }
}

bool UvEditTool::doubleClick(const QPointF &pos, Qt::KeyboardModifiers modifiers)
{
    if (!canEdit() || isBusy())
        return false;
    selectIslandAt(pos, modifiers);
    return true;
}

void UvEditTool::selectIslandAt(const QPointF &pos, Qt::KeyboardModifiers modifiers)
{
    if (!canEdit())
        return;
    std::vector<int> island = m_picker.islandOfTriangle(m_view->triangleAt(m_view->texelAt(pos)));
    if (island.empty()) {
        const Eigen::Vector2f scale = skinSize().cast<float>() * float(m_view->zoom());
        island = m_picker.islandOfPoint(m_picker.nearest(normalisedAt(pos).cast<float>(), scale, float(PickRadius)));
    }
    m_document->uvSelection().apply(island, VertexSelection::boxMode(modifiers));
    m_view->update();
}

bool UvEditTool::key(QKeyEvent *event, const QPointF &cursor)
{
    if (!canEdit() || event->isAutoRepeat())
        return false;
    const bool plain = event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!isBusy())
            return false;
        cancel();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_mode != Mode::Grab && m_mode != Mode::Rotate && m_mode != Mode::Scale)
            return false;
        finish();
        return true;
    case Qt::Key_G:
    case Qt::Key_R:
    case Qt::Key_S: {
        if (isBusy() || event->modifiers() != Qt::NoModifier)
            return false;
        const Mode mode = event->key() == Qt::Key_G ? Mode::Grab : event->key() == Qt::Key_R ? Mode::Rotate : Mode::Scale;
        beginTransform(mode, cursor, undoText(mode));
        m_view->update();
        return true;
    }
    case Qt::Key_L:
        if (isBusy() || !plain)
            return false;
        selectIslandAt(cursor, event->modifiers());
        return true;
    case Qt::Key_A:
        if (isBusy() || event->modifiers() != Qt::ControlModifier)
            return false;
        m_document->uvSelection().selectAll();
        m_view->update();
        return true;
    default:
        return false;
    }
}

void UvEditTool::finish()
{
    if (m_drag && m_drag->isActive())
        m_drag->end();
    if (m_mode != Mode::Box)
        m_mode = Mode::Idle;
}

void UvEditTool::cancel()
{
    if (m_drag && m_drag->isActive())
        m_drag->cancel();
    m_mode = Mode::Idle;
    m_view->update();
}

bool UvEditTool::mirror(int axis)
{
    return canEdit() && !isBusy() && m_document->mirrorUvs(selectedRecords(), axis);
}

bool UvEditTool::rotate90()
{
    return canEdit() && !isBusy() && m_document->rotateUvs(selectedRecords(), 90.0, skinSize());
}

void UvEditTool::paint(QPainter &p) const
{
    if (!canEdit())
        return;
    const VertexSelection &selection = m_document->uvSelection();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    // Unselected points first, so the selected ones stay on top.
    for (int pass = 0; pass < 2; ++pass) {
        const bool selected = pass == 1;
        p.setBrush(selected ? QColor(255, 96, 0) : QColor(40, 40, 40));
        const double r = selected ? 3.0 : 2.0;
        for (const document::UvPicker::Point &pt : m_picker.points()) {
            if (selection.contains(pt.record) != selected)
                continue;
            const QPointF w = widgetAt(pt.uv.cast<double>());
            p.drawRect(QRectF(w.x() - r, w.y() - r, 2 * r, 2 * r));
        }
    }
    if (m_mode == Mode::Box) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 0, Qt::DashLine));
        p.drawRect(QRectF(m_anchor, m_current).normalized());
    } else if (m_mode == Mode::Rotate || m_mode == Mode::Scale) {
        p.setPen(QPen(Qt::white, 0, Qt::DashLine));
        p.drawLine(QLineF(widgetAt(m_centre), m_current));
    }
}

} // namespace ackedit::widgets
