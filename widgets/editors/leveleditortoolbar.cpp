// The level editor's tool bar (issue 36): its Add entries, path mode, grouping, hiding, view and
// grid actions and Build, each with its icon. The actions are the ones the Level and View ▸ Editor
// menus and the view's keys use; here they only get icons and the tool tips a button needs.
#include "actionicons.h"
#include "languagechange.h"

#include <functional>
#include "editors/leveleditor.h"

#include <QAction>
#include <QMenu>

namespace ackedit::widgets {

using document::NodeKind;

void LevelEditor::setToolBarIcons()
{
    // The Add menu's entries, by the node kind each adds.
    const struct
    {
        NodeKind kind;
        const char *icon;
        std::function<QString()> tip;
    } adds[] = {
        {NodeKind::Entity, "add-entity", [] { return tr("Add an entity (a model)"); }},
        {NodeKind::Light, "add-light", [] { return tr("Add a light"); }},
        {NodeKind::Sound, "add-sound", [] { return tr("Add a sound"); }},
        {NodeKind::Position, "add-position", [] { return tr("Add a position"); }},
        {NodeKind::Path, "add-path", [] { return tr("Add a path"); }},
        {NodeKind::Region, "add-region", [] { return tr("Add a region"); }},
        {NodeKind::Block, "add-block", [] { return tr("Add a block (64 box)"); }},
        {NodeKind::Group, "add-group", [] { return tr("Add a group"); }},
    };
    for (QAction *a : m_addMenu->actions()) {
        if (a->isSeparator() || a == m_addPathNodes)
            continue;
        for (const auto &add : adds) {
            if (a->data().toInt() == int(add.kind)) {
                a->setIcon(bundledIcon(add.icon));
                setTranslatedToolTip(a, add.tip);
            }
        }
    }
    m_addPathNodes->setIcon(bundledIcon("path-nodes"));
    setTranslatedToolTip(m_addPathNodes, [] {
        return tr("Path nodes: each click in a view appends a node to the selected path");
    });
    m_group->setIcon(bundledIcon("object-group"));
    m_ungroup->setIcon(bundledIcon("object-ungroup"));
    m_hide->setIcon(bundledIcon("hide-selected"));
    m_hideOthers->setIcon(bundledIcon("hide-unselected"));
    m_showAll->setIcon(bundledIcon("show-all"));
    m_frameSelected->setIcon(bundledIcon("frame-selected"));
    m_maximise->setIcon(bundledIcon("view-maximise"));
    m_snap->setIcon(bundledIcon("snap-to-grid"));
    m_finerGrid->setIcon(bundledIcon("grid-finer"));
    m_coarserGrid->setIcon(bundledIcon("grid-coarser"));
    m_build->setIcon(bundledIcon("build"));
}

QList<QAction *> LevelEditor::toolBarActions() const
{
    QList<QAction *> actions;
    for (QAction *a : m_addMenu->actions()) // the kinds this level takes, then Path Nodes
        actions << (a->isSeparator() ? nullptr : a);
    actions << nullptr << m_group << m_ungroup;
    actions << nullptr << m_hide << m_hideOthers << m_showAll;
    actions << nullptr << m_frameSelected << m_maximise << m_snap << m_finerGrid << m_coarserGrid;
    actions << nullptr << m_build;
    return actions;
}

} // namespace ackedit::widgets
