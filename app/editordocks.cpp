#include "editordocks.h"

#include "docks/issuesdock.h"
#include "document.h"
#include "editors/documenteditor.h"
#include "validation/finding.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace ackedit::app {

EditorDocks::EditorDocks(QMainWindow *window, QMenu *menu, QObject *parent)
    : QObject(parent), m_window(window), m_menu(menu), m_issues(new widgets::IssuesDock(window))
{
    // Not an editor's dock: it stays in the window and follows the current document.
    // Hidden until View ▸ Panels shows it; MainWindow::restoreLayout (restoreState, by object
    // name) brings it back when it was open last time. restoreDockWidget() cannot decide this
    // here: before any restoreState it still answers true, and the dock showed on every start.
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_issues);
    m_issues->hide();
    if (m_menu)
        m_menu->addAction(m_issues->toggleViewAction());
    connect(m_issues, &widgets::IssuesDock::locationActivated, this, &EditorDocks::selectLocation);
}

void EditorDocks::selectLocation(const document::FindingLocation &location)
{
    if (m_current)
        m_current->selectLocation(location);
}

void EditorDocks::setCurrentEditor(widgets::DocumentEditor *editor)
{
    if (editor == m_current)
        return;
    if (m_current)
        hideDocks(m_current);
    m_current = editor;
    m_issues->setDocument(editor ? editor->document() : nullptr);
    if (editor)
        showDocks(editor);
}

void EditorDocks::hideDocks(widgets::DocumentEditor *editor)
{
    for (QDockWidget *dock : editor->dockWidgets()) {
        if (!m_placed.contains(dock))
            continue;
        // What the user left it as holds for every editor with a dock of this name.
        m_visible[dock->objectName()] = dock->isVisibleTo(m_window);
        dock->hide();
        if (m_menu)
            m_menu->removeAction(dock->toggleViewAction());
    }
}

void EditorDocks::showDocks(widgets::DocumentEditor *editor)
{
    QList<QDockWidget *> added; // placed on the right for the first time, top to bottom
    QList<QDockWidget *> tabbed; // docks that got a tab partner: their own tab stays in front
    for (QDockWidget *dock : editor->dockWidgets()) {
        const QString name = dock->objectName();
        if (!m_placed.contains(dock)) {
            // First time: where the window last had a dock of this name, or on the right. The
            // place may come with a hidden state only because that dock was put away with its
            // tab, so visibility comes from what the user chose, when known.
            const bool restored = m_window->restoreDockWidget(dock);
            if (!restored) {
                m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
                // A dock marked tabifyWith (another dock's object name) shares that dock's place
                // as a tab, so four model docks do not squeeze each other to a few lines.
                const QString with = dock->property("tabifyWith").toString();
                QDockWidget *partner = nullptr;
                for (QDockWidget *d : std::as_const(added))
                    if (!with.isEmpty() && d->objectName() == with)
                        partner = d;
                if (partner) {
                    m_window->tabifyDockWidget(partner, dock);
                    tabbed << partner;
                } else {
                    added << dock;
                }
            }
            m_placed.insert(dock);
            // A saved "closed" stays closed; a dock marked hiddenAtFirst (a report with nothing
            // to say yet) waits for its editor or View ▸ Panels to show it.
            if (!m_visible.contains(name))
                m_visible.insert(name, restored ? !dock->isHidden() : !dock->property("hiddenAtFirst").toBool());
        }
        dock->setVisible(m_visible.value(name));
        if (m_menu)
            m_menu->addAction(dock->toggleViewAction());
    }
    // Docks stacked for the first time share the height: a long tree would otherwise leave the
    // property panel below it a few lines high.
    if (added.size() > 1)
        m_window->resizeDocks(added, QList<int>(added.size(), m_window->height() / int(added.size())), Qt::Vertical);
    for (QDockWidget *dock : std::as_const(tabbed))
        dock->raise();
}

void EditorDocks::release(widgets::DocumentEditor *editor)
{
    if (editor == m_current) {
        hideDocks(editor);
        m_current = nullptr;
        m_issues->setDocument(nullptr);
    }
    for (QDockWidget *dock : editor->dockWidgets()) {
        if (!m_placed.remove(dock))
            continue;
        m_window->removeDockWidget(dock);
        dock->setParent(editor);
    }
}

QVariantMap EditorDocks::visibility() const
{
    QVariantMap map;
    for (auto it = m_visible.cbegin(); it != m_visible.cend(); ++it)
        map.insert(it.key(), it.value());
    if (m_current) {
        for (QDockWidget *dock : m_current->dockWidgets()) {
            if (m_placed.contains(dock))
                map.insert(dock->objectName(), dock->isVisibleTo(m_window));
        }
    }
    return map;
}

void EditorDocks::setVisibility(const QVariantMap &visibility)
{
    for (auto it = visibility.cbegin(); it != visibility.cend(); ++it)
        m_visible.insert(it.key(), it.value().toBool());
}

} // namespace ackedit::app
