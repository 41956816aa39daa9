// The application's camera settings (Edit ▸ Preferences): the navigation scheme that maps mouse
// buttons to orbit, pan and zoom, the hint line that tells it, and new viewports' grid step.
#include "viewport.h"

#include "viewportprivate.h"

#include <QApplication>

#include <cmath>

namespace ackedit::widgets {

namespace {
Viewport::Navigation &currentNavigation()
{
    static Viewport::Navigation navigation = Viewport::Navigation::Med;
    return navigation;
}

float &currentDefaultGridStep()
{
    static float step = 0.0f;
    return step;
}
} // namespace

void Viewport::setDefaultGridStep(float step)
{
    currentDefaultGridStep() = std::isfinite(step) && step > 0 ? step : 0.0f;
}

float Viewport::defaultGridStep()
{
    return currentDefaultGridStep();
}

void Viewport::setNavigation(Navigation navigation)
{
    if (navigation == currentNavigation())
        return;
    currentNavigation() = navigation;
    // The hint line of every view tells the new buttons (its visibility stays as it is).
    for (QWidget *widget : QApplication::allWidgets()) {
        if (auto *view = qobject_cast<Viewport *>(widget); view && !view->d->hint->text().isEmpty()) {
            const bool visible = view->d->hint->isVisibleTo(view);
            view->setToolHint(view->d->toolHint);
            view->d->hint->setVisible(visible);
        }
    }
}

Viewport::Navigation Viewport::navigation()
{
    return currentNavigation();
}

Viewport::Private::Drag Viewport::Private::cameraDrag(Qt::MouseButton button, Qt::KeyboardModifiers mods,
                                                      bool planView)
{
    const bool shift = mods & Qt::ShiftModifier, ctrl = mods & Qt::ControlModifier;
    if (currentNavigation() == Navigation::Blender) {
        // Only the middle button moves the camera; a left drag in a 2D view is still offered to
        // the tool as a sweep (box selection) and pans when no tool takes it.
        if (button == Qt::LeftButton && planView)
            return Drag::Sweep;
        if (button != Qt::MiddleButton)
            return Drag::None;
        if (ctrl)
            return Drag::Zoom;
        return shift || planView ? Drag::Pan : Drag::Orbit;
    }
    // MED and WED: plain right or middle drags orbit in every editor (window managers take
    // Alt+left), Shift pans, Ctrl+middle zooms; a left drag no tool uses orbits too (Shift+left
    // pans). A 2D view never turns: every camera drag pans, Ctrl+middle zooms.
    if (planView) {
        if (button == Qt::MiddleButton && ctrl)
            return Drag::Zoom;
        if (button == Qt::LeftButton)
            return Drag::Sweep;
        if (button == Qt::RightButton || button == Qt::MiddleButton)
            return Drag::Pan;
        return Drag::None;
    }
    switch (button) {
    case Qt::LeftButton:
    case Qt::RightButton:
        return shift ? Drag::Pan : Drag::Orbit;
    case Qt::MiddleButton:
        return shift ? Drag::Pan : ctrl ? Drag::Zoom : Drag::Orbit;
    default:
        return Drag::None;
    }
}

QString Viewport::Private::cameraHint(bool planView)
{
    if (currentNavigation() == Navigation::Blender) {
        return planView
            ? Viewport::tr("Pan: middle drag · Zoom: wheel (about the cursor) or Ctrl+middle drag · F: frame all")
            : Viewport::tr("Orbit: middle drag · Pan: Shift+middle drag · Zoom: wheel or Ctrl+middle drag · "
                           "Views: numpad 1 / 3 / 7 (Ctrl: opposite) · F: frame all · Shift+F: fly (W A S D Q E, "
                           "wheel: speed, Esc: stop)");
    }
    return planView
        ? Viewport::tr("Pan: right or middle drag · Zoom: wheel (about the cursor) or Ctrl+middle drag · F: frame all")
        : Viewport::tr("Orbit: right or middle drag · Pan: Shift+middle drag · Zoom: wheel or Ctrl+middle drag · "
                       "Views: numpad 1 / 3 / 7 (Ctrl: opposite) · F: frame all · Shift+F: fly (W A S D Q E, "
                       "wheel: speed, Esc: stop)");
}

} // namespace ackedit::widgets
