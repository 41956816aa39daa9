#pragma once
// The level's node tree (WMB objects, WMP groups, WMPB scene nodes) with a filter box, multi-
// selection, drag and drop and the structural edits (add group, delete, duplicate, rename), all
// through SceneDocument's mutators, so each is an undo step. It shows and changes a
// SceneSelection (core), which the editor's views share; the selection is not on the stack.
#include "scene/scenedocument.h"

#include <QDockWidget>
#include <QList>

class QAction;
class QLabel;
class QLineEdit;
class QTreeView;

namespace ackedit::document {
class SceneSelection;
}

namespace ackedit::widgets {

class SceneFilterModel;
class SceneTreeModel;

class SceneTreeDock : public QDockWidget
{
    Q_OBJECT
public:
    // Shows and changes `selection` (of its document), which outlives the dock.
    explicit SceneTreeDock(document::SceneSelection *selection, QWidget *parent = nullptr);
    // The same with a selection of its own.
    explicit SceneTreeDock(document::SceneDocument *document, QWidget *parent = nullptr);

    document::SceneDocument *document() const { return m_document; }
    SceneTreeModel *model() const { return m_model; }
    SceneFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filterEdit; }

    document::SceneSelection *sceneSelection() const { return m_selection; }
    // Selected nodes, in tree order.
    QList<document::NodeId> selection() const;
    // Selects exactly `ids` (unknown ids are ignored); clears the filter if it hides one of them.
    void setSelection(const QList<document::NodeId> &ids);

    QAction *addGroupAction() const { return m_addGroup; }
    QAction *deleteAction() const { return m_delete; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *renameAction() const { return m_rename; }

public slots:
    void addGroup();
    void deleteSelected();
    void duplicateSelected();
    void renameCurrent();

signals:
    void selectionChanged(const QList<document::NodeId> &ids);
    // A node was activated (double click / Enter), e.g. to frame it in the viewport.
    void nodeActivated(document::NodeId id);

private:
    void updateActions();
    QList<document::NodeId> viewSelection() const; // the rows selected in the view, in tree order
    void showSelection(const QList<document::NodeId> &ids);
    void showError(const QString &message);
    void showContextMenu(const QPoint &pos);
    document::NodeId currentNode() const;

    document::SceneSelection *m_selection;
    document::SceneDocument *m_document;
    SceneTreeModel *m_model;
    SceneFilterModel *m_filter;
    QTreeView *m_view;
    QLineEdit *m_filterEdit;
    QLabel *m_error;
    QAction *m_addGroup;
    QAction *m_delete;
    QAction *m_duplicate;
    QAction *m_rename;
    bool m_settingSelection = false;
};

} // namespace ackedit::widgets
