#include "editordocks.h"

#include "editors/documenteditor.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace ackedit::app {

EditorDocks::EditorDocks(QMainWindow *window, QMenu *menu, QObject *parent)
    : QObject(parent), m_window(window), m_menu(menu)
{
}

void EditorDocks::setCurrentEditor(widgets::DocumentEditor *editor)
{
    if (editor == m_current)
        return;
    if (m_current)
        hideDocks(m_current);
    m_current = editor;
    if (editor)
        showDocks(editor);
}

void EditorDocks::hideDocks(widgets::DocumentEditor *editor)
{
    for (QDockWidget *dock : editor->dockWidgets()) {
        if (!m_wasVisible.contains(dock))
            continue;
        m_wasVisible[dock] = dock->isVisibleTo(m_window);
        dock->hide();
        if (m_menu)
            m_menu->removeAction(dock->toggleViewAction());
    }
}

void EditorDocks::showDocks(widgets::DocumentEditor *editor)
{
    for (QDockWidget *dock : editor->dockWidgets()) {
        if (!m_wasVisible.contains(dock)) {
            // First time: where the saved layout had a dock of this name, or on the right.
            const bool restored = m_window->restoreDockWidget(dock);
            if (!restored)
                m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
            m_wasVisible.insert(dock, !restored || !dock->isHidden()); // a saved "closed" stays closed
        }
        dock->setVisible(m_wasVisible.value(dock));
        if (m_menu)
            m_menu->addAction(dock->toggleViewAction());
    }
}

void EditorDocks::release(widgets::DocumentEditor *editor)
{
    if (editor == m_current) {
        hideDocks(editor);
        m_current = nullptr;
    }
    for (QDockWidget *dock : editor->dockWidgets()) {
        if (!m_wasVisible.remove(dock))
            continue;
        m_window->removeDockWidget(dock);
        dock->setParent(editor);
    }
}

} // namespace ackedit::app
