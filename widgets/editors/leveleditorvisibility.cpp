// LevelEditor's hide and show (issue 34 point 5): H hides the selection, Shift+H everything
// else (Blender's keys; WED hides groups from its tree), Ctrl+Alt+H shows all again (Blender's
// Alt+H is the Help menu's key here). The keys work in the views and in the level's docks, so a
// user who picked objects in the scene tree hides them there as in Blender's outliner. A view setting,
// not an edit: the document, its undo stack and the file never see it. Hidden nodes leave the
// views' markers, level mesh (blocks of text WMP and WMPB), entity models, picks and box
// selections, and the selection.
#include "editors/leveleditor.h"
#include "languagechange.h"

#include "docks/propertypanel.h"
#include "docks/scenetreedock.h"
#include "docks/texturebrowserdock.h"
#include "models/scenetreemodel.h"
#include "scene/sceneselection.h"
#include "scene/scenevisibility.h"

#include <QAction>
#include <QTimer>

namespace ackedit::widgets {

using document::NodeId;

void LevelEditor::buildVisibilityActions()
{
    m_visibility = new document::SceneVisibility(m_document, this);
    m_hide = translated(new QAction(this), [] { return tr("Hide Selected"); });
    m_hide->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hide, &QAction::triggered, this, [this] { m_visibility->hide(selection()); });
    m_hideOthers = translated(new QAction(this), [] { return tr("Hide Unselected"); });
    m_hideOthers->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    connect(m_hideOthers, &QAction::triggered, this, [this] { m_visibility->hideOthers(selection()); });
    m_showAll = translated(new QAction(this), [] { return tr("Show All"); });
    m_showAll->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    connect(m_showAll, &QAction::triggered, m_visibility, &document::SceneVisibility::showAll);
    // The docks are not the editor's children: the actions are added to each of them too (a text
    // field in a dock still takes the letter H as typing).
    const QList<QWidget *> docks{m_tree, m_panel, m_textureBrowser};
    for (QAction *a : {m_hide, m_hideOthers, m_showAll}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        for (QWidget *dock : docks) {
            if (dock)
                dock->addAction(a);
        }
    }
    m_tree->model()->setShownFilter([this](NodeId id) { return isShown(id); });
    connect(m_visibility, &document::SceneVisibility::changed, this, &LevelEditor::visibilityChanged);
}

bool LevelEditor::isShown(NodeId id) const
{
    return !m_visibility || m_visibility->isVisible(id);
}

void LevelEditor::visibilityChanged()
{
    QList<NodeId> shown = selection();
    shown.removeIf([this](NodeId id) { return !isShown(id); });
    if (shown.size() != selection().size())
        setSelection(shown);
    m_tree->model()->shownChanged();
    m_meshTimer->stop();
    rebuildMesh();
    rebuildMarkers(); // the entity models follow
    updateStatus();
}

} // namespace ackedit::widgets
