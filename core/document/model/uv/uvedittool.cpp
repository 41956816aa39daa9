#include "model/uv/uvedittool.h"

#include "common/trianglemesh.h"
#include "model/modeldocument.h"
#include "model/uv/uvdrag.h"
#include "model/uv/uvtransform.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

namespace ackedit::document {

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

UvEditTool::UvEditTool(std::function<UvViewMap()> view) : m_view(std::move(view)) {}

UvEditTool::~UvEditTool() = default;

void UvEditTool::setDocument(ModelDocument *document)
{
    cancel();
    m_drag.reset();
    m_document = document;
    m_picker = {};
}

bool UvEditTool::canEdit() const
{
    return m_document && m_document->canEditUvs() && m_view().skinWidth > 0;
}

void UvEditTool::setMesh(const format::TriangleMesh &mesh, const std::vector<int> &triangles)
{
    m_picker = m_document ? UvPicker(mesh, triangles, m_document->uvRecords()) : UvPicker();
}

Eigen::Vector2d UvEditTool::skinSize() const
{
    const UvViewMap v = m_view();
    return v.skinWidth > 0 ? Eigen::Vector2d(v.skinWidth, v.skinHeight) : Eigen::Vector2d(1, 1);
}

Eigen::Vector2d UvEditTool::normalisedAt(const QPointF &pos) const
{
    const UvViewMap v = m_view();
    const QPointF t = (pos - v.origin) / v.zoom;
    return Eigen::Vector2d(t.x(), t.y()).cwiseQuotient(skinSize());
}

QPointF UvEditTool::viewPos(const Eigen::Vector2d &uv) const
{
    const Eigen::Vector2d t = uv.cwiseProduct(skinSize());
    const UvViewMap v = m_view();
    return v.origin + QPointF(t.x(), t.y()) * v.zoom;
}

std::vector<int> UvEditTool::selectedRecords() const
{
    return m_document ? m_document->uvSelection().indices() : std::vector<int>();
}

bool UvEditTool::beginTransform(Mode mode, const QPointF &anchor)
{
    const std::vector<int> records = selectedRecords();
    if (records.empty())
        return false;
    if (!m_drag)
        m_drag = std::make_unique<UvDrag>(m_document);
    if (!m_drag->begin(records, undoText(mode)))
        return false;
    m_mode = mode;
    m_anchor = m_current = anchor;
    m_centre = UvTransform::centre(m_document->uvRecords(), records);
    return true;
}

bool UvEditTool::begin(Mode mode, const QPointF &anchor)
{
    if (!canEdit() || isBusy() || (mode != Mode::Grab && mode != Mode::Rotate && mode != Mode::Scale))
        return false;
    return beginTransform(mode, anchor);
}

bool UvEditTool::press(const QPointF &pos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (!canEdit())
        return false;
    if (isTransforming()) {
        if (button == Qt::LeftButton)
            end();
        else if (button == Qt::RightButton)
            cancel();
        return true;
    }
    if (button != Qt::LeftButton || isBusy())
        return false;
    const Eigen::Vector2d uv = normalisedAt(pos);
    const Eigen::Vector2f scale = skinSize().cast<float>() * float(m_view().zoom);
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
        beginTransform(Mode::Move, pos);
    return true;
}

void UvEditTool::moveTo(const QPointF &pos)
{
    m_current = pos;
    switch (m_mode) {
    case Mode::Move:
    case Mode::Grab:
        m_drag->step(UvTransform::translation(normalisedAt(pos) - normalisedAt(m_anchor)));
        break;
    case Mode::Rotate:
    case Mode::Scale: {
        const QPointF c = viewPos(m_centre);
        const QPointF a = m_anchor - c, b = pos - c;
        const double la = std::hypot(a.x(), a.y()), lb = std::hypot(b.x(), b.y());
        if (la < 1.0)
            break; // the anchor sits on the pivot: no direction to measure from
        if (m_mode == Mode::Rotate) {
            const double degrees = (std::atan2(b.y(), b.x()) - std::atan2(a.y(), a.x())) * 180.0 / std::numbers::pi;
            m_drag->step(UvTransform::rotation(m_centre, degrees, skinSize()));
        } else {
            m_drag->step(UvTransform::scaling(m_centre, Eigen::Vector2d::Constant(lb / la)));
        }
        break;
    }
    default:
        break;
    }
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
    } else if (m_mode == Mode::Move) {
        moveTo(pos);
        end();
    }
}

void UvEditTool::selectIslandAt(const QPointF &pos, int triangle, Qt::KeyboardModifiers modifiers)
{
    if (!canEdit())
        return;
    std::vector<int> island = m_picker.islandOfTriangle(triangle);
    if (island.empty()) {
        const Eigen::Vector2f scale = skinSize().cast<float>() * float(m_view().zoom);
        island = m_picker.islandOfPoint(m_picker.nearest(normalisedAt(pos).cast<float>(), scale, float(PickRadius)));
    }
    m_document->uvSelection().apply(island, VertexSelection::boxMode(modifiers));
}

void UvEditTool::selectAll()
{
    if (canEdit() && !isBusy())
        m_document->uvSelection().selectAll();
}

void UvEditTool::end()
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
}

bool UvEditTool::mirror(int axis)
{
    return canEdit() && !isBusy() && m_document->mirrorUvs(selectedRecords(), axis);
}

bool UvEditTool::rotate90()
{
    return canEdit() && !isBusy() && m_document->rotateUvs(selectedRecords(), 90.0, skinSize());
}

} // namespace ackedit::document
