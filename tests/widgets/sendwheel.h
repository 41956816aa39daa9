#pragma once
// One wheel notch (down) over the centre of `target`, sent directly. Returns whether the widget
// kept it: Qt hands an ignored real wheel event on to the parents (up to a scroll area), but a
// sent one stops at `target`, so a test sends the scroll area's own wheel separately.
#include <QApplication>
#include <QWheelEvent>
#include <QWidget>

namespace ackedit::testing {

inline bool sendWheel(QWidget *target)
{
    const QPoint at = target->rect().center();
    QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    event.setAccepted(false);
    QApplication::sendEvent(target, &event);
    return event.isAccepted();
}

} // namespace ackedit::testing
