// Mouse and keys: the tool first, then marker clicks and the camera; pick rays; dropped files.
#include "viewport.h"

#include "markerentity.h"
#include "meshbuffers.h"
#include "viewportprivate.h"

#include <QDropEvent>
#include <QKeyEvent>
#include <QMetaMethod>
#include <QMimeData>
#include <QMouseEvent>
#include <QWheelEvent>
#include <Qt3DExtras/Qt3DWindow>

#include <QtMath>

#include <cmath>
#include <utility>

namespace ackedit::widgets {

namespace {
constexpr qreal ClickSlop = 4.0; // pixels a click may move and still not be a drag

QList<QUrl> localFileUrls(const QMimeData *mime)
{
    QList<QUrl> urls;
    if (mime && mime->hasUrls()) {
        for (const QUrl &url : mime->urls()) {
            if (url.isLocalFile())
                urls << url;
        }
    }
    return urls;
}
} // namespace

ViewportRay Viewport::rayAt(const QPointF &widgetPos) const
{
    const QPointF p = widgetPos - QPointF(d->container->pos());
    const qreal w = std::max(1, d->window->width() > 0 ? d->window->width() : d->container->width());
    const qreal h = std::max(1, d->window->height() > 0 ? d->window->height() : d->container->height());
    // Through the pixel centre's position in normalised device coordinates.
    const float x = float(2.0 * p.x() / w - 1.0), y = float(1.0 - 2.0 * p.y() / h);
    const float tanV = std::tan(qDegreesToRadians(OrbitCamera::FieldOfView) / 2.0f);
    const float tanH = tanV * float(w / h);
    if (d->orbit.isOrthographic()) {
        // Parallel rays, starting behind everything the view shows (its near plane lies behind the eye).
        const float halfHeight = d->orbit.viewHeight() / 2.0f;
        const QVector3D start = d->orbit.eye() + d->orbit.right() * (x * halfHeight * float(w / h))
                                + d->orbit.up() * (y * halfHeight) + d->orbit.forward() * d->orbit.nearPlane();
        ViewportRay ray;
        ray.origin = MeshBuffers::fromGl(start);
        ray.direction = MeshBuffers::fromGl(d->orbit.forward()).normalized();
        return ray;
    }
    const QVector3D dir = d->orbit.forward() + d->orbit.right() * (x * tanH) + d->orbit.up() * (y * tanV);
    ViewportRay ray;
    ray.origin = MeshBuffers::fromGl(d->orbit.eye());
    ray.direction = MeshBuffers::fromGl(dir.normalized()).normalized();
    return ray;
}

void Viewport::setTool(ViewportTool *tool)
{
    if (tool == d->tool)
        return;
    if (d->tool)
        d->tool->leave();
    d->tool = tool;
    d->toolDrag = false;
}

ViewportTool *Viewport::tool() const
{
    return d->tool;
}

void Viewport::setFlying(bool on)
{
    if (on == d->flying || (on && d->planView))
        return;
    d->flying = on;
    d->drag = Private::Drag::None;
    // A tenth of the distance to what is looked at per press: a room's width in a few presses.
    if (on)
        d->flySpeed = std::max(d->orbit.distance() * 0.1f, 1e-3f);
}

bool Viewport::isFlying() const
{
    return d->flying;
}

float Viewport::flySpeed() const
{
    return d->flySpeed;
}

// The fly camera's share of the events: everything while it flies.
bool Viewport::flyEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QPointF delta = e->position() - d->lastMouse;
        d->lastMouse = e->position();
        d->orbit.look(float(delta.x()), float(delta.y()));
        break;
    }
    case QEvent::MouseButtonPress:
        setFlying(false); // a click ends the flight where it got to
        return true;
    case QEvent::MouseButtonRelease:
        return true;
    case QEvent::Wheel: {
        const float steps = float(static_cast<QWheelEvent *>(event)->angleDelta().y()) / 120.0f;
        d->flySpeed = std::clamp(d->flySpeed * std::pow(1.25f, steps), 1e-4f, 1e6f);
        return true;
    }
    case QEvent::ShortcutOverride: // every key is the flight's, not the window's
        static_cast<QKeyEvent *>(event)->accept();
        return true;
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        const float s = d->flySpeed;
        switch (e->key()) {
        case Qt::Key_W: d->orbit.fly(s, 0, 0); break;
        case Qt::Key_S: d->orbit.fly(-s, 0, 0); break;
        case Qt::Key_A: d->orbit.fly(0, -s, 0); break;
        case Qt::Key_D: d->orbit.fly(0, s, 0); break;
        case Qt::Key_Q: d->orbit.fly(0, 0, -s); break;
        case Qt::Key_E: d->orbit.fly(0, 0, s); break;
        case Qt::Key_Escape:
        case Qt::Key_F:
            setFlying(false);
            return true;
        default:
            return true;
        }
        break;
    }
    default:
        return false;
    }
    d->cameraTouched = true;
    d->applyCamera();
    return true;
}

bool Viewport::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != d->window)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress)
        takeKeyboard();
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn)
        Q_EMIT activated();
    if (d->flying && flyEvent(event))
        return true;
    const auto widgetPos = [this](const QMouseEvent *e) { return e->position() + QPointF(d->container->pos()); };
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        d->lastMouse = d->pressMouse = e->position();
        if (d->toolDrag) // a second button during a tool drag stays with the tool
            return true;
        if (d->tool && d->drag == Private::Drag::None
            && d->tool->mousePress(rayAt(widgetPos(e)), e->button(), e->modifiers())) {
            d->toolDrag = true;
            d->clickCandidate = false;
            return true;
        }
        d->clickCandidate = e->button() == Qt::LeftButton;
        // The camera takes what the tool left, as the navigation scheme says (see
        // Viewport::Navigation and Private::cameraDrag).
        if (const Private::Drag drag = Private::cameraDrag(e->button(), e->modifiers(), d->planView.has_value());
            drag != Private::Drag::None)
            d->drag = drag;
        return false;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (d->toolDrag) {
            d->tool->mouseMove(rayAt(widgetPos(e)), e->buttons(), e->modifiers());
            return true;
        }
        const QPointF delta = e->position() - d->lastMouse;
        d->lastMouse = e->position();
        if (d->drag == Private::Drag::None) {
            if (d->tool) // hover: a brush outline follows the cursor
                d->tool->mouseMove(rayAt(widgetPos(e)), e->buttons(), e->modifiers());
            return false;
        }
        if ((e->position() - d->pressMouse).manhattanLength() > ClickSlop)
            d->clickCandidate = false;
        if (d->drag == Private::Drag::Sweep) {
            if (d->clickCandidate)
                return true; // still a click
            const QPointF press = d->pressMouse + QPointF(d->container->pos());
            if (d->tool && d->tool->beginSweep(rayAt(press), e->modifiers())) {
                d->drag = Private::Drag::None;
                d->toolDrag = true;
                d->tool->mouseMove(rayAt(widgetPos(e)), e->buttons(), e->modifiers());
                return true;
            }
            d->drag = Private::Drag::Pan; // no tool wants it: the view pans from here
            d->orbit.pan(float((e->position() - d->pressMouse).x()), float((e->position() - d->pressMouse).y()),
                         d->window->height());
            d->cameraTouched = true;
            d->applyCamera();
            return true;
        }
        if (d->drag == Private::Drag::Orbit)
            d->orbit.orbit(float(delta.x()), float(delta.y()));
        else if (d->drag == Private::Drag::Zoom)
            d->orbit.zoom(float(-delta.y()) / 40.0f); // dragging up moves closer
        else
            d->orbit.pan(float(delta.x()), float(delta.y()), d->window->height());
        d->cameraTouched = true;
        d->applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (d->toolDrag) {
            d->tool->mouseRelease(rayAt(widgetPos(e)), e->button(), e->modifiers());
            if (e->buttons() == Qt::NoButton)
                d->toolDrag = false;
            return true;
        }
        d->drag = Private::Drag::None;
        if (d->clickCandidate && e->button() == Qt::LeftButton
            && (e->position() - d->pressMouse).manhattanLength() <= ClickSlop) {
            d->clickCandidate = false;
            const auto hit = MarkerEntity::pick(d->markers, d->selectedMarkers, d->defaultMarkerSize(),
                                                rayAt(widgetPos(e)), d->planView.has_value());
            if (hit)
                Q_EMIT markerClicked(*hit, e->modifiers());
            else
                Q_EMIT emptySpaceClicked(e->modifiers());
        }
        return false;
    }
    case QEvent::Wheel: {
        auto *e = static_cast<QWheelEvent *>(event);
        if (d->tool && d->tool->wheel(e->angleDelta().y(), e->modifiers()))
            return true;
        const float steps = float(e->angleDelta().y()) / 120.0f;
        if (d->planView) { // about the cursor, as every 2D editor does
            const qreal w = std::max(1, d->window->width()), h = std::max(1, d->window->height());
            d->orbit.zoomAbout(steps, float(2.0 * e->position().x() / w - 1.0), float(1.0 - 2.0 * e->position().y() / h),
                               float(w / h));
        } else {
            d->orbit.zoom(steps);
        }
        d->cameraTouched = true;
        d->applyCamera();
        return true;
    }
    case QEvent::ShortcutOverride: {
        // A key the tool uses beats the window's one-key shortcuts (G grabs with the vertex tool,
        // not View ▸ Show Grid): the tool acts on it now and the key press that follows is dropped.
        auto *e = static_cast<QKeyEvent *>(event);
        if (!d->tool || !d->tool->keyPress(e->key(), e->modifiers()))
            return false;
        d->keyTakenByTool = e->key();
        e->accept();
        return true;
    }
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        if (std::exchange(d->keyTakenByTool, 0) == e->key())
            return true;
        if (d->tool && d->tool->keyPress(e->key(), e->modifiers()))
            return true;
        if (e->key() == Qt::Key_F && e->modifiers() == Qt::NoModifier) {
            frameAll();
            return true;
        }
        if (e->key() == Qt::Key_F && e->modifiers() == Qt::ShiftModifier) {
            setFlying(true);
            return true;
        }
        return false;
    }
    case QEvent::Resize: // point overlays are sized in pixels; an orthographic projection follows the size here
        if (d->planView)
            d->applyCamera();
        else
            d->refreshPointViews();
        return false;
    case QEvent::Leave:
        if (d->tool && !d->toolDrag)
            d->tool->leave();
        return false;
    case QEvent::DragEnter:
    case QEvent::DragMove: { // QDragEnterEvent is a QDragMoveEvent
        auto *e = static_cast<QDragMoveEvent *>(event);
        if (isSignalConnected(QMetaMethod::fromSignal(&Viewport::filesDropped))
            && !localFileUrls(e->mimeData()).isEmpty())
            e->acceptProposedAction();
        else
            e->ignore();
        return true;
    }
    case QEvent::Drop: {
        auto *e = static_cast<QDropEvent *>(event);
        const QList<QUrl> urls = localFileUrls(e->mimeData());
        if (urls.isEmpty() || !isSignalConnected(QMetaMethod::fromSignal(&Viewport::filesDropped))) {
            e->ignore();
            return true;
        }
        e->acceptProposedAction();
        Q_EMIT filesDropped(urls);
        return true;
    }
    default:
        return false;
    }
}

void Viewport::keyPressEvent(QKeyEvent *event)
{
    if (d->tool && d->tool->keyPress(event->key(), event->modifiers()))
        return;
    if (event->key() == Qt::Key_F && event->modifiers() == Qt::NoModifier) {
        frameAll();
        return;
    }
    if (event->key() == Qt::Key_F && event->modifiers() == Qt::ShiftModifier) {
        setFlying(true);
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace ackedit::widgets
