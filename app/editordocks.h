#pragma once
// Puts the current editor's docks (trees, property panel, tool panel) into the main window and
// hides those of the other editors, remembering which ones the user had closed. On close the
// docks go back to their editor, which deletes them.
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include "editors/documenteditor.h"

class QDockWidget;
class QMainWindow;
class QMenu;

namespace ackedit::app {

class EditorDocks : public QObject
{
    Q_OBJECT
public:
    // `menu` (may be null) lists the current editor's docks' toggle actions.
    EditorDocks(QMainWindow *window, QMenu *menu, QObject *parent = nullptr);

    void setCurrentEditor(widgets::DocumentEditor *editor);
    widgets::DocumentEditor *currentEditor() const { return m_current; }
    // Gives `editor`'s docks back to it; call before deleting the editor.
    void release(widgets::DocumentEditor *editor);

private:
    void hideDocks(widgets::DocumentEditor *editor);
    void showDocks(widgets::DocumentEditor *editor);

    QMainWindow *m_window;
    QMenu *m_menu;
    QPointer<widgets::DocumentEditor> m_current;
    QHash<QDockWidget *, bool> m_wasVisible; // docks that have been shown once, and their state
};

} // namespace ackedit::app
