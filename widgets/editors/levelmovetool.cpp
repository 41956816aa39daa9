#include "editors/levelmovetool.h"

#include "editors/selectionbox.h"
#include "scene/scenepick.h"
#include "scene/sceneselection.h"

namespace ackedit::widgets {

namespace {
const QString LevelBoxOverlay = QStringLiteral("level-box");
const QString HandleOverlays[3] = {QStringLiteral("level-axis-x"), QStringLiteral("level-axis-y"),
                                   QStringLiteral("level-axis-z")};
const QColor HandleColors[3] = {QColor(230, 60, 60), QColor(70, 200, 70), QColor(70, 110, 240)};
} // namespace

using document::NodeId;
using document::TransformConstraint;
using document::ViewDescription;

LevelMoveTool::LevelMoveTool(document::SceneDocument *document, document::SceneSelection *selection,
                             Viewport *viewport, std::function<QList<ViewportMarker>()> markers)
    : m_document(document), m_selection(selection), m_viewport(viewport), m_markers(std::move(markers)),
      m_drag(document), m_turn(document)
{
}

ViewDescription LevelMoveTool::view() const
{
    return m_viewport->viewDescription();
}

std::optional<Eigen::Vector2f> LevelMoveTool::pixelOf(const ViewportRay &ray) const
{
    return view().pixelOf(document::PickRay{ray.origin, ray.direction});
}

quint32 LevelMoveTool::selectedMarkerAt(const Eigen::Vector2f &pixel) const
{
    const ViewDescription v = view();
    quint32 best = 0;
    float bestDistance = PickRadius;
    for (const ViewportMarker &m : m_markers()) {
        if (!m_selection->contains(m.id))
            continue;
        const std::optional<Eigen::Vector3f> p = v.project(m.position);
        if (!p)
            continue;
        const float d = (p->head<2>() - pixel).norm();
        if (d <= bestDistance) {
            bestDistance = d;
            best = m.id;
        }
    }
    return best;
}

void LevelMoveTool::updateHandles()
{
    const ViewDescription v = view();
    std::optional<Eigen::Vector3f> centre;
    if (v.isPerspective() && !m_place)
        centre = document::AxisHandles::centreOf(*m_document, m_selection->ids());
    m_handles = centre ? document::AxisHandles::at(v, *centre) : std::nullopt;
    for (int axis = 0; axis < 3; ++axis)
        m_viewport->setOverlayTriangles(HandleOverlays[axis], m_handles ? m_handles->arrow(axis) : std::vector<Eigen::Vector3f>(),
                                        HandleColors[axis], true);
}

void LevelMoveTool::finish(bool keep)
{
    m_byMouse = false;
    if (keep)
        m_drag.end();
    else
        m_drag.cancel();
}

bool LevelMoveTool::beginSweep(const ViewportRay &pressRay, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(pressRay);
    if (!pixel || m_box != Box::Off || m_drag.isActive() || m_turn.isActive())
        return false;
    m_box = Box::Dragging;
    m_boxStart = *pixel;
    m_boxModifiers = modifiers;
    showSelectionBox(m_viewport, view(), LevelBoxOverlay, m_boxStart, m_boxStart);
    return true;
}

double LevelMoveTool::snapStep(Qt::KeyboardModifiers modifiers) const
{
    return bool(modifiers & Qt::ControlModifier) != m_snap ? m_gridStep : 0.0;
}

bool LevelMoveTool::mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(ray);
    if (pixel)
        m_lastPixel = *pixel;
    m_modifiers = modifiers;
    if (m_box == Box::Armed) {
        if (button != Qt::LeftButton || !pixel) {
            endBox(false);
            return true;
        }
        m_box = Box::Dragging;
        m_boxStart = *pixel;
        m_boxModifiers = modifiers;
        showSelectionBox(m_viewport, view(), LevelBoxOverlay, m_boxStart, m_boxStart);
        return true;
    }
    if (m_box == Box::Dragging) {
        endBox(false);
        return true;
    }
    if (m_turn.isActive()) {
        if (button == Qt::LeftButton) // left confirms, any other button cancels
            m_turn.end();
        else
            m_turn.cancel();
        return true;
    }
    if (m_drag.isActive()) {
        if (!m_byMouse)
            finish(button == Qt::LeftButton); // G: left confirms, any other button cancels
        return true;
    }
    if (m_place) { // path mode: a left click places, a right one ends the mode
        if (button == Qt::RightButton) {
            if (const std::function<void()> end = m_placeEnd)
                end();
            return false;
        }
        if (button != Qt::LeftButton || !pixel)
            return false;
        const std::function<void(const Eigen::Vector2f &)> place = m_place; // may end the mode
        place(*pixel);
        return true;
    }
    if (button != Qt::LeftButton || !pixel || (modifiers & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier)))
        return false; // orbit, pan, Ctrl+click selection: the viewport's
    // An axis handle: a move along its axis only.
    if (const int axis = m_handles ? m_handles->axisAt(view(), *pixel) : -1; axis >= 0) {
        if (!m_drag.begin(m_selection->ids(), view(), *pixel))
            return false;
        m_drag.setConstraint(document::constraintForAxis(axis, false));
        m_byMouse = true;
        m_pressMarker = 0; // a click on a handle keeps the selection
        return true;
    }
    m_pressMarker = selectedMarkerAt(*pixel);
    if (!m_pressMarker && m_pick) {
        const document::NodeId hit = m_pick(document::PickRay{ray.origin, ray.direction});
        m_pressMarker = hit && m_selection->contains(hit) ? hit : 0; // a selected block or model
    }
    if (!m_pressMarker || !m_drag.begin(m_selection->ids(), view(), *pixel))
        return false;
    m_byMouse = true;
    return true;
}

void LevelMoveTool::mouseMove(const ViewportRay &ray, Qt::MouseButtons, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(ray);
    if (!pixel)
        return;
    m_lastPixel = *pixel;
    m_modifiers = modifiers;
    if (m_drag.isActive())
        m_drag.moveTo(*pixel, snapStep(modifiers));
    if (m_turn.isActive())
        m_turn.moveTo(*pixel, modifiers & Qt::ControlModifier);
    if (m_box == Box::Dragging)
        showSelectionBox(m_viewport, view(), LevelBoxOverlay, m_boxStart, *pixel);
}

void LevelMoveTool::mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers)
{
    if (m_box == Box::Dragging && button == Qt::LeftButton) {
        if (const std::optional<Eigen::Vector2f> pixel = pixelOf(ray))
            m_lastPixel = *pixel;
        endBox(true);
        return;
    }
    if (!m_drag.isActive() || !m_byMouse || button != Qt::LeftButton)
        return;
    const bool moved = m_drag.offset() != Eigen::Vector3d::Zero();
    finish(true);
    if (!moved && m_pressMarker)
        m_selection->set({m_pressMarker}); // a click on a selected marker selects only it
}

bool LevelMoveTool::keyPress(int key, Qt::KeyboardModifiers modifiers)
{
    const Qt::KeyboardModifiers mods = modifiers & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier);
    if (m_turn.isActive())
        return turnKey(key);
    if (m_box != Box::Off) {
        if (key == Qt::Key_Escape)
            endBox(false);
        return true; // the box owns the keyboard until it ends
    }
    if (m_place && key == Qt::Key_Escape && !m_drag.isActive()) {
        if (const std::function<void()> end = m_placeEnd)
            end();
        return true;
    }
    if (m_drag.isActive()) {
        switch (key) {
        case Qt::Key_Escape:
            finish(false);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            finish(true);
            return true;
        case Qt::Key_X:
        case Qt::Key_Y:
        case Qt::Key_Z: {
            // The same key again frees the move.
            const TransformConstraint c = document::constraintForAxis(key - Qt::Key_X, mods & Qt::ShiftModifier);
            m_drag.setConstraint(m_drag.constraint() == c ? TransformConstraint::None : c);
            m_drag.moveTo(m_lastPixel, snapStep(m_modifiers));
            return true;
        }
        case Qt::Key_Control: // snapping changes at once, not at the next mouse move
            m_modifiers |= Qt::ControlModifier;
            m_drag.moveTo(m_lastPixel, snapStep(m_modifiers));
            return true;
        default:
            return true; // the move owns the keyboard until it ends
        }
    }
    if (key == Qt::Key_G && mods == Qt::NoModifier && !m_selection->isEmpty())
        return m_drag.begin(m_selection->ids(), view(), m_lastPixel);
    if (key == Qt::Key_B && mods == Qt::NoModifier) {
        m_box = Box::Armed;
        return true;
    }
    if ((key == Qt::Key_R || key == Qt::Key_S) && mods == Qt::NoModifier && !m_selection->isEmpty()) {
        using Kind = document::SceneTurnDrag::Kind;
        return m_turn.begin(key == Qt::Key_R ? Kind::Rotate : Kind::Scale, m_selection->ids(), view(), m_lastPixel);
    }
    return m_shortcuts && m_shortcuts(QKeySequence(QKeyCombination(mods, Qt::Key(key))));
}

void LevelMoveTool::endBox(bool apply)
{
    const bool drawn = m_box == Box::Dragging;
    m_box = Box::Off;
    if (!drawn)
        return;
    hideSelectionBox(m_viewport, LevelBoxOverlay);
    if (!apply)
        return;
    const QList<NodeId> inside = document::nodesInRect(*m_document, view(), m_boxStart, m_lastPixel, m_shown);
    QList<NodeId> ids;
    if (m_boxModifiers & Qt::ShiftModifier) { // add
        ids = m_selection->ids();
        for (NodeId id : inside)
            if (!ids.contains(id))
                ids.append(id);
    } else if (m_boxModifiers & Qt::ControlModifier) { // take away
        ids = m_selection->ids();
        for (NodeId id : inside)
            ids.removeAll(id);
    } else {
        ids = inside;
    }
    m_selection->set(ids);
}

bool LevelMoveTool::turnKey(int key)
{
    const bool rotate = m_turn.kind() == document::SceneTurnDrag::Kind::Rotate;
    switch (key) {
    case Qt::Key_Escape:
        m_turn.cancel();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_turn.end();
        return true;
    case Qt::Key_X:
    case Qt::Key_Y:
    case Qt::Key_Z: {
        // Rotate: Z pan, Y tilt, X roll (the axis each turns about); scale: that axis. The
        // same key again goes back to the default (pan; every axis).
        const int axis = rotate ? 2 - (key - Qt::Key_X) : key - Qt::Key_X;
        const int fallback = rotate ? 0 : -1;
        m_turn.setAxis(m_turn.axis() == axis ? fallback : axis);
        return true;
    }
    case Qt::Key_Control: // snap at once, not at the next mouse move
        m_modifiers |= Qt::ControlModifier;
        m_turn.moveTo(m_lastPixel, true);
        return true;
    default:
        return true; // the turn owns the keyboard until it ends
    }
}

} // namespace ackedit::widgets
