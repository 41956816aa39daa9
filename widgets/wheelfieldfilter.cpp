#include "wheelfieldfilter.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>

namespace ackedit::widgets {

namespace {

// The spin box or combo box `object` is, or belongs to (its line edit).
QWidget *valueField(QObject *object)
{
    for (int depth = 0; object && depth < 2; ++depth, object = object->parent()) {
        if (qobject_cast<QAbstractSpinBox *>(object) || qobject_cast<QComboBox *>(object))
            return static_cast<QWidget *>(object);
    }
    return nullptr;
}

} // namespace

bool WheelFieldFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish) {
        // Before the first wheel: Qt gives a WheelFocus widget the focus before any filter sees the wheel.
        if (QWidget *field = valueField(watched); field == watched && field->focusPolicy() == Qt::WheelFocus)
            field->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel)
        return false;
    QWidget *field = valueField(watched);
    if (!field || field->hasFocus())
        return false;
    // Not taken: Qt hands an ignored wheel event on to the parents, up to the scroll area.
    event->ignore();
    return true;
}

} // namespace ackedit::widgets
