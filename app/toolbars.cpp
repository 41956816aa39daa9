#include "toolbars.h"

#include "actionicons.h"
#include "actions.h"
#include "editors/documenteditor.h"
#include "languagechange.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>

namespace ackedit::app {

using widgets::bundledIcon;
using widgets::themedIcon;

ToolBars::ToolBars(QMainWindow *window, Actions *actions) : QObject(window), m_actions(actions)
{
    // Freedesktop names where the icon theme has them; ackedit's own drawings otherwise.
    actions->newModel->setIcon(themedIcon("document-new"));
    actions->open->setIcon(themedIcon("document-open"));
    actions->save->setIcon(themedIcon("document-save"));
    actions->saveAs->setIcon(themedIcon("document-save-as"));
    actions->undo->setIcon(themedIcon("edit-undo"));
    actions->redo->setIcon(themedIcon("edit-redo"));
    actions->frameAll->setIcon(themedIcon("zoom-fit-best"));
    actions->textured->setIcon(bundledIcon("render-textured"));
    actions->shaded->setIcon(bundledIcon("render-shaded"));
    actions->wireframe->setIcon(bundledIcon("render-wireframe"));
    actions->showGrid->setIcon(bundledIcon("view-grid"));
    actions->cullBackFaces->setIcon(bundledIcon("cull-back-faces"));

    m_main = new QToolBar(window);
    m_main->setObjectName(QStringLiteral("mainToolBar"));
    m_main->toggleViewAction()->setObjectName(QStringLiteral("actionMainToolBar"));
    for (QAction *a : {actions->newModel, actions->open, actions->save, actions->saveAs, static_cast<QAction *>(nullptr),
                       actions->undo, actions->redo})
        add(m_main, a);
    // New: a click makes a model, the arrow offers every kind (File ▸ New).
    if (auto *button = qobject_cast<QToolButton *>(m_main->widgetForAction(actions->newModel))) {
        button->setMenu(actions->newMenu);
        button->setPopupMode(QToolButton::MenuButtonPopup);
    }
    window->addToolBar(Qt::TopToolBarArea, m_main);

    m_editor = new QToolBar(window);
    m_editor->setObjectName(QStringLiteral("editorToolBar"));
    m_editor->toggleViewAction()->setObjectName(QStringLiteral("actionEditorToolBar"));
    // Hidden by the user (its context menu): stays hidden on other tabs too.
    connect(m_editor->toggleViewAction(), &QAction::triggered, this, [this](bool on) { m_editorWanted = on; });
    window->addToolBar(Qt::TopToolBarArea, m_editor);
    m_editor->hide();

    widgets::onLanguageChange(this, [this, actions] {
        actions->newModel->setToolTip(tr("New Model (MDL7, a Box)"));
        m_main->setWindowTitle(tr("Main Tool Bar"));
        m_editor->setWindowTitle(tr("Editor Tool Bar"));
    });
}

void ToolBars::add(QToolBar *bar, QAction *action)
{
    if (!action) {
        QAction *separator = bar->addSeparator();
        if (bar == m_editor)
            m_separators << separator;
        return;
    }
    widgets::showShortcutInToolTip(action);
    bar->addAction(action);
}

void ToolBars::setEditor(widgets::DocumentEditor *editor)
{
    m_editor->clear();
    qDeleteAll(m_separators);
    m_separators.clear();
    if (editor) {
        for (QAction *a : {m_actions->textured, m_actions->shaded, m_actions->wireframe, m_actions->showGrid,
                           m_actions->cullBackFaces, m_actions->frameAll})
            add(m_editor, a);
        const QList<QAction *> tools = editor->toolBarActions();
        if (!tools.isEmpty())
            add(m_editor, nullptr);
        for (QAction *a : tools)
            add(m_editor, a);
    }
    m_editor->setVisible(editor && m_editorWanted);
}

} // namespace ackedit::app
