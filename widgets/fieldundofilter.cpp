#include "fieldundofilter.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace ackedit::widgets {

namespace {

const QLineEdit *lineEditOf(const QWidget *field)
{
    if (const auto *edit = qobject_cast<const QLineEdit *>(field))
        return edit;
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(field))
        return spin->findChild<const QLineEdit *>();
    return nullptr;
}

} // namespace

bool FieldUndoFilter::hasUncommittedEdit(const QWidget *field)
{
    const QLineEdit *edit = lineEditOf(field);
    if (!edit || edit->isReadOnly())
        return false;
    // Typing sets `modified`; a spin box clears it when it takes the typed value (it re-sets its
    // text), and text fields clear it when they commit (see the header).
    return edit->isModified() && edit->isUndoAvailable();
}

bool FieldUndoFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || !lineEditOf(widget) || hasUncommittedEdit(widget))
        return false;
    // Not overridden: the shortcut map gives the keys to Edit ▸ Undo / Redo.
    event->ignore();
    return true;
}

} // namespace ackedit::widgets
