#include "editors/vertextool.h"

#include "editors/selectionbox.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "model/vertex/vertexpicker.h"

#include <cmath>

namespace ackedit::widgets {

using document::PickRay;
using document::SelectionMode;
using document::TransformConstraint;
using document::TransformDrag;
using document::TransformKind;
using document::VertexSelection;
using document::ViewDescription;

namespace {

const QString VertexBoxOverlay = QStringLiteral("vertex-box");

} // namespace

VertexTool::VertexTool(document::ModelDocument *document, document::ModelSelection *selection, Viewport *viewport,
                       std::function<int()> currentFrame, QObject *parent)
    : QObject(parent), m_document(document), m_selection(selection), m_viewport(viewport),
      m_currentFrame(currentFrame), m_edit(new document::VertexEditTool(document, selection, currentFrame, this))
{
    connect(m_edit, &document::VertexEditTool::settingsChanged, this, &VertexTool::settingsChanged);
    connect(m_edit, &document::VertexEditTool::transformStateChanged, this, &VertexTool::transformStateChanged);
}

VertexTool::~VertexTool() = default;

// ---- view ----

ViewDescription VertexTool::view() const
{
    return m_viewport->viewDescription();
}

std::optional<Eigen::Vector2f> VertexTool::pixelOf(const ViewportRay &ray) const
{
    return view().pixelOf(PickRay{ray.origin, ray.direction});
}

int VertexTool::pick(const Eigen::Vector2f &pixel) const
{
    const std::vector<Eigen::Vector3f> &positions = m_document->positions(m_currentFrame());
    const document::VertexPicker picker(view(), positions, m_selection->pickTriangles(), true);
    return picker.pick(pixel, PickRadius);
}

// ---- transforms ----

bool VertexTool::startTransform(TransformKind kind, const Eigen::Vector2f &pixel, bool byMouse)
{
    if (!m_edit->begin(kind, view(), pixel, byMouse ? TransformConstraint::None : m_edit->defaultConstraint()))
        return false;
    m_byMouse = byMouse;
    m_lastPixel = pixel;
    return true;
}

void VertexTool::updateTransform(Qt::KeyboardModifiers modifiers)
{
    m_edit->moveTo(m_lastPixel, modifiers & Qt::ControlModifier);
}

void VertexTool::finishTransform(bool confirm)
{
    m_byMouse = false;
    if (confirm)
        m_edit->end();
    else
        m_edit->cancel();
}

// ---- box ----

void VertexTool::showBox(const Eigen::Vector2f &a, const Eigen::Vector2f &b)
{
    showSelectionBox(m_viewport, view(), VertexBoxOverlay, a, b);
}

void VertexTool::hideBox()
{
    hideSelectionBox(m_viewport, VertexBoxOverlay);
}

void VertexTool::placeCursor(const Eigen::Vector2f &pixel, const ViewportRay &ray)
{
    const int vertex = pick(pixel);
    if (vertex >= 0) {
        m_edit->setCursor(m_document->positions(m_currentFrame())[size_t(vertex)]);
        return;
    }
    // Nothing under the mouse: on the plane through the cursor facing the camera.
    const Eigen::Vector3f cursor = m_edit->cursor();
    const Eigen::Vector3f normal = view().viewDirectionAt(cursor);
    const float along = ray.direction.dot(normal);
    if (std::abs(along) < 1e-6f)
        return;
    const float t = (cursor - ray.origin).dot(normal) / along;
    if (t > 0.0f)
        m_edit->setCursor(ray.origin + t * ray.direction);
}

// ---- ViewportTool ----

bool VertexTool::mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(ray);
    if (pixel)
        m_lastPixel = *pixel;
    if (m_edit->isTransforming()) {
        // Left confirms, right cancels (a held-button drag ends on release instead).
        if (button == Qt::LeftButton && !m_byMouse)
            finishTransform(true);
        else if (button == Qt::RightButton)
            finishTransform(false);
        return true;
    }
    if (!pixel)
        return false;
    if (button == Qt::RightButton && (modifiers & Qt::ShiftModifier)) {
        placeCursor(*pixel, ray);
        return true;
    }
    if (button != Qt::LeftButton || (modifiers & Qt::AltModifier))
        return false; // Alt+left orbits, middle pans
    m_state = State::Pending;
    m_pressPixel = *pixel;
    m_pressModifiers = modifiers;
    m_pressVertex = pick(*pixel);
    return true;
}

void VertexTool::mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(ray);
    if (!pixel)
        return;
    m_lastPixel = *pixel;
    if (m_edit->isTransforming()) {
        updateTransform(modifiers);
        return;
    }
    switch (m_state) {
    case State::Idle:
        return;
    case State::Pending: {
        if (!(buttons & Qt::LeftButton) || (*pixel - m_pressPixel).norm() <= DragSlop)
            return;
        const bool plain = !(m_pressModifiers & (Qt::ShiftModifier | Qt::ControlModifier));
        if (plain && m_pressVertex >= 0 && m_selection->contains(m_pressVertex)
            && startTransform(TransformKind::Translate, m_pressPixel, true)) {
            m_state = State::Idle;
            updateTransform(modifiers);
            return;
        }
        m_state = State::Box;
        showBox(m_pressPixel, *pixel);
        return;
    }
    case State::Box:
        showBox(m_pressPixel, *pixel);
        return;
    }
}

void VertexTool::mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers /*modifiers*/)
{
    if (button != Qt::LeftButton)
        return;
    if (const std::optional<Eigen::Vector2f> pixel = pixelOf(ray))
        m_lastPixel = *pixel;
    if (m_edit->isTransforming()) {
        if (m_byMouse)
            finishTransform(true);
        return;
    }
    switch (m_state) {
    case State::Idle:
        return;
    case State::Pending:
        m_state = State::Idle;
        m_selection->applyClick(m_pressVertex, VertexSelection::clickMode(m_pressModifiers));
        return;
    case State::Box: {
        m_state = State::Idle;
        hideBox();
        const std::vector<Eigen::Vector3f> &positions = m_document->positions(m_currentFrame());
        const document::VertexPicker picker(view(), positions, m_selection->pickTriangles(), true);
        const std::vector<int> inside = picker.inRect(m_pressPixel, m_lastPixel);
        m_selection->apply(inside, VertexSelection::boxMode(m_pressModifiers));
        return;
    }
    }
}

bool VertexTool::keyPress(int key, Qt::KeyboardModifiers modifiers)
{
    const Qt::KeyboardModifiers mods = modifiers & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier);
    if (m_edit->isTransforming()) {
        switch (key) {
        case Qt::Key_Escape:
            finishTransform(false);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            finishTransform(true);
            return true;
        case Qt::Key_X:
        case Qt::Key_Y:
        case Qt::Key_Z:
            m_edit->toggleConstraint(document::constraintForAxis(key - Qt::Key_X, mods & Qt::ShiftModifier));
            return true;
        case Qt::Key_Control: // snap on at once, not at the next mouse move
            updateTransform(modifiers | Qt::ControlModifier);
            return true;
        default:
            return true; // the transform owns the keyboard until it ends
        }
    }
    if (m_state != State::Idle) {
        if (key != Qt::Key_Escape)
            return false;
        // Esc drops a box or a pending click; the release that follows does nothing.
        hideBox();
        m_state = State::Idle;
        return true;
    }
    switch (key) {
    case Qt::Key_A:
        if (mods == Qt::NoModifier) {
            m_selection->selectAll();
            return true;
        }
        if (mods == Qt::AltModifier) {
            m_selection->clear();
            return true;
        }
        return false;
    case Qt::Key_I:
        if (mods == Qt::ControlModifier) {
            m_selection->invert();
            return true;
        }
        return false;
    case Qt::Key_L:
        if (mods == Qt::NoModifier) {
            m_selection->selectConnected();
            return true;
        }
        return false;
    case Qt::Key_G:
    case Qt::Key_R:
    case Qt::Key_S: {
        if (mods != Qt::NoModifier)
            return false;
        const TransformKind kind = key == Qt::Key_G   ? TransformKind::Translate
                                   : key == Qt::Key_R ? TransformKind::Rotate
                                                      : TransformKind::Scale;
        return startTransform(kind, m_lastPixel, false);
    }
    default:
        return false;
    }
}

void VertexTool::leave()
{
    // A transform keeps running when the cursor leaves (it comes back); nothing to hide.
}

} // namespace ackedit::widgets
