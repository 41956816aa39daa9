#pragma once
// The main window's tool bars (issue 36): the main tool bar (New with the File ▸ New menu, Open,
// Save, Save As, Undo, Redo) and the editor tool bar (the render modes and view toggles, then the
// current editor's DocumentEditor::toolBarActions()), shown while a document is open. Both hold
// the menus' own QAction objects; this class gives them icons and tool tips with their shortcuts.
#include <QObject>

#include <QList>

class QAction;
class QMainWindow;
class QToolBar;

namespace ackedit::widgets {
class DocumentEditor;
}

namespace ackedit::app {

class Actions;

class ToolBars : public QObject
{
    Q_OBJECT
public:
    ToolBars(QMainWindow *window, Actions *actions);

    QToolBar *mainToolBar() const { return m_main; }     // objectName "mainToolBar"
    QToolBar *editorToolBar() const { return m_editor; } // objectName "editorToolBar"
    // Fills the editor tool bar for `editor` (null: the start page, no editor tool bar).
    void setEditor(widgets::DocumentEditor *editor);

private:
    void add(QToolBar *bar, QAction *action); // null: a separator

    Actions *m_actions;
    QToolBar *m_main;
    QToolBar *m_editor;
    QList<QAction *> m_separators; // the editor tool bar's, made for the current editor
    bool m_editorWanted = true;    // false once the user hid the editor tool bar
};

} // namespace ackedit::app
