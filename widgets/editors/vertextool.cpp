#include "editors/vertextool.h"

#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "model/vertex/vertexpicker.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

namespace ackedit::widgets {

using document::PickRay;
using document::SelectionMode;
using document::TransformConstraint;
using document::TransformDrag;
using document::TransformKind;
using document::VertexSelection;
using document::ViewDescription;

namespace {

const QString BoxOverlay = QStringLiteral("vertex-box");

QString undoName(TransformKind kind)
{
    switch (kind) {
    case TransformKind::Translate:
        return QCoreApplication::translate("UndoCommands", "Move Vertices");
    case TransformKind::Rotate:
        return QCoreApplication::translate("UndoCommands", "Rotate Vertices");
    case TransformKind::Scale:
        return QCoreApplication::translate("UndoCommands", "Scale Vertices");
    }
    return {};
}

} // namespace

VertexTool::VertexTool(document::ModelDocument *document, document::ModelSelection *selection, Viewport *viewport,
                       std::function<int()> currentFrame, QObject *parent)
    : QObject(parent), m_document(document), m_selection(selection), m_viewport(viewport),
      m_currentFrame(std::move(currentFrame)), m_drag(document)
{
    // Snap steps that suit the model's size: a power of ten near a fiftieth of its extent.
    const Eigen::AlignedBox3f box = document->bounds();
    const float extent = box.isEmpty() ? 0.0f : box.sizes().maxCoeff();
    m_snap.translateStep = extent > 0.0f ? std::pow(10.0f, std::round(std::log10(extent / 50.0f))) : 1.0f;
    m_snap.angleStep = 15.0f * std::numbers::pi_v<float> / 180.0f;
    m_snap.scaleStep = 0.1f;
}

VertexTool::~VertexTool()
{
    if (m_drag.isActive())
        m_drag.end();
}

// ---- settings ----

void VertexTool::setPivotMode(Pivot pivot)
{
    if (pivot == m_pivot)
        return;
    m_pivot = pivot;
    emit settingsChanged();
}

void VertexTool::setCursor(const Eigen::Vector3f &cursor)
{
    if (cursor == m_cursor)
        return;
    m_cursor = cursor;
    emit settingsChanged();
}

void VertexTool::setDefaultConstraint(TransformConstraint constraint)
{
    if (constraint == m_defaultConstraint)
        return;
    m_defaultConstraint = constraint;
    emit settingsChanged();
}

void VertexTool::setSnap(const document::TransformSnap &snap)
{
    if (snap.translateStep == m_snap.translateStep && snap.angleStep == m_snap.angleStep
        && snap.scaleStep == m_snap.scaleStep)
        return;
    m_snap = snap;
    emit settingsChanged();
}

void VertexTool::setAllFrames(bool on)
{
    if (on == m_allFrames)
        return;
    m_allFrames = on;
    emit settingsChanged();
}

void VertexTool::setFrameRange(int first, int last)
{
    if (first == m_firstFrame && last == m_lastFrame)
        return;
    m_firstFrame = first;
    m_lastFrame = last;
    emit settingsChanged();
}

std::pair<int, int> VertexTool::editFrames() const
{
    const int count = m_document->frameCount();
    if (!m_allFrames) {
        const int frame = std::clamp(m_currentFrame(), 0, count - 1);
        return {frame, frame};
    }
    const int last = m_lastFrame < 0 ? count - 1 : std::min(m_lastFrame, count - 1);
    return {std::clamp(m_firstFrame, 0, count - 1), last};
}

Eigen::Vector3f VertexTool::pivotPoint() const
{
    return m_pivot == Pivot::Cursor ? m_cursor : m_selection->centroid(m_currentFrame());
}

QString VertexTool::editBlockedReason() const
{
    if (!m_document->canEditVertices())
        return tr("%1 models cannot be edited here: their vertices are read only.").arg(m_document->asset()->formatName());
    return {};
}

// ---- edits ----

bool VertexTool::applyTransform(const Eigen::Affine3f &t, const QString &name)
{
    if (m_state == State::Transform)
        return false;
    std::vector<std::pair<int, float>> weights;
    for (const auto &w : m_selection->weights(m_currentFrame()))
        weights.emplace_back(w.vertex, w.weight);
    const auto [first, last] = editFrames();
    document::VertexDrag drag(m_document);
    if (!drag.begin(weights, first, last, name))
        return false;
    drag.step(t);
    drag.end();
    return true;
}

std::optional<TransformKind> VertexTool::transformKind() const
{
    if (m_state != State::Transform || !m_transform)
        return std::nullopt;
    return m_transform->kind();
}

TransformConstraint VertexTool::constraint() const
{
    return m_transform ? m_transform->constraint() : TransformConstraint::None;
}

Eigen::Vector3f VertexTool::transformPivot() const
{
    return m_transform ? m_transform->pivot() : pivotPoint();
}

// ---- view ----

ViewDescription VertexTool::view() const
{
    const Viewport::CameraState camera = m_viewport->cameraState();
    const QSize size = m_viewport->renderWidget()->size();
    return ViewDescription(camera.fileViewProjection(), Eigen::Vector2f(float(std::max(size.width(), 1)), float(std::max(size.height(), 1))));
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
    if (m_selection->isEmpty() || !editBlockedReason().isEmpty())
        return false;
    std::vector<std::pair<int, float>> weights;
    for (const auto &w : m_selection->weights(m_currentFrame()))
        weights.emplace_back(w.vertex, w.weight);
    const auto [first, last] = editFrames();
    if (!m_drag.begin(weights, first, last, undoName(kind)))
        return false;
    m_transform.emplace(kind, view(), pivotPoint(), pixel);
    m_transform->setConstraint(byMouse ? TransformConstraint::None : m_defaultConstraint);
    m_state = State::Transform;
    m_byMouse = byMouse;
    m_lastPixel = pixel;
    emit transformStateChanged();
    return true;
}

void VertexTool::updateTransform(Qt::KeyboardModifiers modifiers)
{
    if (!m_transform)
        return;
    m_transform->setSnap((modifiers & Qt::ControlModifier) ? m_snap : document::TransformSnap());
    const document::VertexTransform t = m_transform->update(m_lastPixel);
    m_drag.step(t.affine());
}

void VertexTool::finishTransform(bool confirm)
{
    if (confirm)
        m_drag.end();
    else
        m_drag.cancel();
    m_transform.reset();
    m_state = State::Idle;
    m_byMouse = false;
    emit transformStateChanged();
}

void VertexTool::setConstraint(TransformConstraint constraint)
{
    if (!m_transform)
        return;
    // The same key again frees the transform, as in Blender.
    m_transform->setConstraint(m_transform->constraint() == constraint ? TransformConstraint::None : constraint);
    m_drag.step(m_transform->current().affine());
    emit transformStateChanged();
}

// ---- box ----

void VertexTool::showBox(const Eigen::Vector2f &a, const Eigen::Vector2f &b)
{
    // Four corners just beyond the near plane, drawn on top: a rectangle on the screen.
    const ViewDescription v = view();
    const float ahead = std::max(m_viewport->cameraState().nearPlane, 1e-4f) * 0.05f;
    const Eigen::Vector2f corners[4] = {a, Eigen::Vector2f(b.x(), a.y()), b, Eigen::Vector2f(a.x(), b.y())};
    std::vector<Eigen::Vector3f> segments;
    for (int i = 0; i < 4; ++i) {
        segments.push_back(v.rayAt(corners[i]).pointAt(ahead));
        segments.push_back(v.rayAt(corners[(i + 1) % 4]).pointAt(ahead));
    }
    m_viewport->setOverlayLines(BoxOverlay, segments, QColor(255, 255, 255), true);
}

void VertexTool::hideBox()
{
    m_viewport->setOverlayLines(BoxOverlay, {}, QColor());
}

void VertexTool::placeCursor(const Eigen::Vector2f &pixel, const ViewportRay &ray)
{
    const int vertex = pick(pixel);
    if (vertex >= 0) {
        setCursor(m_document->positions(m_currentFrame())[size_t(vertex)]);
        return;
    }
    // Nothing under the mouse: on the plane through the cursor facing the camera.
    const Eigen::Vector3f normal = view().viewDirectionAt(m_cursor);
    const float along = ray.direction.dot(normal);
    if (std::abs(along) < 1e-6f)
        return;
    const float t = (m_cursor - ray.origin).dot(normal) / along;
    if (t > 0.0f)
        setCursor(ray.origin + t * ray.direction);
}

// ---- ViewportTool ----

bool VertexTool::mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const std::optional<Eigen::Vector2f> pixel = pixelOf(ray);
    if (pixel)
        m_lastPixel = *pixel;
    if (m_state == State::Transform) {
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
    switch (m_state) {
    case State::Idle:
        return;
    case State::Transform:
        updateTransform(modifiers);
        return;
    case State::Pending: {
        if (!(buttons & Qt::LeftButton) || (*pixel - m_pressPixel).norm() <= DragSlop)
            return;
        const bool plain = !(m_pressModifiers & (Qt::ShiftModifier | Qt::ControlModifier));
        if (plain && m_pressVertex >= 0 && m_selection->contains(m_pressVertex)
            && startTransform(TransformKind::Translate, m_pressPixel, true)) {
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
    switch (m_state) {
    case State::Idle:
        return;
    case State::Transform:
        if (m_byMouse)
            finishTransform(true);
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
    if (m_state == State::Transform) {
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
            setConstraint(document::constraintForAxis(key - Qt::Key_X, mods & Qt::ShiftModifier));
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
