#pragma once
// Lets Edit ▸ Undo / Redo shortcuts reach the document while a text or number field has the
// focus. Qt's line edits (also inside spin boxes) claim Ctrl+Z / Ctrl+Shift+Z for their own text
// history, so the window's actions never fired. Installed on the application: a field keeps the
// keys only while it holds an edit the user typed and has not committed (then Ctrl+Z undoes the
// typing, as in any text field); otherwise the shortcut goes to the document's stack. A text
// field that commits on editingFinished must clear QLineEdit::modified when it does.
#include <QObject>

class QKeyEvent;
class QWidget;

namespace ackedit::widgets {

class FieldUndoFilter : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Whether `field` (a QLineEdit or QAbstractSpinBox) holds typed text not yet committed.
    static bool hasUncommittedEdit(const QWidget *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace ackedit::widgets
