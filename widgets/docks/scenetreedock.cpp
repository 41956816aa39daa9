#include "docks/scenetreedock.h"
#include "languagechange.h"

#include "models/scenefiltermodel.h"
#include "models/scenetreemodel.h"
#include "scene/sceneselection.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace ackedit::widgets {

using document::NodeId;
using document::NodeKind;

SceneTreeDock::SceneTreeDock(document::SceneDocument *document, QWidget *parent)
    : SceneTreeDock(new document::SceneSelection(document), parent)
{
    m_selection->setParent(this);
}

SceneTreeDock::SceneTreeDock(document::SceneSelection *selection, QWidget *parent)
    : QDockWidget(parent), m_selection(selection), m_document(selection->document()),
      m_model(new SceneTreeModel(m_document, this)),
      m_filter(new SceneFilterModel(this)), m_view(new QTreeView), m_filterEdit(new QLineEdit), m_error(new QLabel)
{
    setObjectName(QStringLiteral("SceneTreeDock"));
    setTranslatedText(this, [] { return tr("Scene"); });
    m_filter->setSourceModel(m_model);

    onLanguageChange(m_filterEdit, [this] { m_filterEdit->setPlaceholderText(tr("Filter by name")); });
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterText(text);
        if (!text.trimmed().isEmpty())
            m_view->expandAll(); // matches sit deep in groups
    });

    m_view->setModel(m_filter);
    m_view->setHeaderHidden(false);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(SceneTreeModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(SceneTreeModel::KindColumn, QHeaderView::ResizeToContents);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setDragDropMode(QAbstractItemView::InternalMove);
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->setDropIndicatorShown(true);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->setUniformRowHeights(true); // large WMB object lists
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &SceneTreeDock::showContextMenu);
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit nodeActivated(SceneTreeModel::nodeId(m_filter->mapToSource(index)));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateActions();
        if (!m_settingSelection) {
            m_settingSelection = true; // the view already shows it
            m_selection->set(viewSelection());
            m_settingSelection = false;
        }
    });
    connect(m_selection, &document::SceneSelection::changed, this, [this](const QList<NodeId> &ids) {
        if (!m_settingSelection)
            showSelection(ids);
        emit selectionChanged(ids);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &SceneTreeDock::updateActions);

    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c03030"));
    m_error->hide();
    connect(m_model, &SceneTreeModel::errorOccurred, this, &SceneTreeDock::showError);

    m_addGroup = translated(new QAction(this), [] { return tr("Add &Group"); });
    m_delete = translated(new QAction(this), [] { return tr("&Delete"); });
    m_delete->setShortcut(QKeySequence::Delete);
    m_duplicate = translated(new QAction(this), [] { return tr("D&uplicate"); });
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_rename = translated(new QAction(this), [] { return tr("&Rename"); });
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    for (QAction *a : {m_addGroup, m_delete, m_duplicate, m_rename}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
    }
    connect(m_addGroup, &QAction::triggered, this, &SceneTreeDock::addGroup);
    connect(m_delete, &QAction::triggered, this, &SceneTreeDock::deleteSelected);
    connect(m_duplicate, &QAction::triggered, this, &SceneTreeDock::duplicateSelected);
    connect(m_rename, &QAction::triggered, this, &SceneTreeDock::renameCurrent);
    // Structure changes alter what the actions may do (e.g. the last group went away).
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SceneTreeDock::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &SceneTreeDock::updateActions);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_filterEdit);
    layout->addWidget(m_view);
    layout->addWidget(m_error);
    setWidget(content);
    updateActions();
}

QList<NodeId> SceneTreeDock::selection() const
{
    return m_selection->ids();
}

void SceneTreeDock::setSelection(const QList<NodeId> &ids)
{
    m_selection->set(ids);
}

QList<NodeId> SceneTreeDock::viewSelection() const
{
    QList<QModelIndex> rows = m_view->selectionModel()->selectedRows(SceneTreeModel::NameColumn);
    QList<NodeId> ids;
    ids.reserve(rows.size());
    // Tree order, whatever order the ranges were selected in.
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
        auto path = [](QModelIndex i) {
            QList<int> p;
            for (; i.isValid(); i = i.parent())
                p.prepend(i.row());
            return p;
        };
        return path(a) < path(b);
    });
    for (const QModelIndex &i : std::as_const(rows))
        ids.append(SceneTreeModel::nodeId(m_filter->mapToSource(i)));
    return ids;
}

void SceneTreeDock::showSelection(const QList<NodeId> &ids)
{
    m_settingSelection = true;
    // A node hidden by the filter cannot be selected in the view: show everything again.
    for (NodeId id : ids) {
        const QModelIndex source = m_model->indexOf(id);
        if (source.isValid() && !m_filter->mapFromSource(source).isValid()) {
            m_filterEdit->clear();
            break;
        }
    }
    QItemSelection selection;
    QModelIndex first;
    for (NodeId id : ids) {
        const QModelIndex index = m_filter->mapFromSource(m_model->indexOf(id));
        if (!index.isValid())
            continue;
        if (!first.isValid())
            first = index;
        selection.select(index, index.siblingAtColumn(SceneTreeModel::ColumnCount - 1));
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            m_view->expand(p);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first.isValid()) {
        m_view->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        m_view->scrollTo(first);
    }
    m_settingSelection = false;
}

NodeId SceneTreeDock::currentNode() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (current.isValid() && m_view->selectionModel()->isSelected(current))
        return SceneTreeModel::nodeId(m_filter->mapToSource(current));
    const QList<NodeId> ids = selection();
    return ids.isEmpty() ? 0 : ids.first();
}

namespace {

// Where "Add Group" puts the new group: into the current node if it takes groups, else beside it,
// else at the top level. -1 if nowhere.
qint64 groupParent(const document::SceneDocument *document, NodeId current)
{
    for (NodeId p = current;; p = document->parentOf(p)) {
        if (document->addableKinds(p).contains(NodeKind::Group))
            return p;
        if (p == 0)
            return -1;
    }
}

} // namespace

void SceneTreeDock::updateActions()
{
    const QList<NodeId> ids = selection();
    const NodeId current = currentNode();
    m_addGroup->setEnabled(groupParent(m_document, current) >= 0);
    const bool any = !ids.isEmpty();
    m_delete->setEnabled(any && std::all_of(ids.cbegin(), ids.cend(), [this](NodeId id) {
                             return m_document->canRemove(id);
                         }));
    m_duplicate->setEnabled(any && std::all_of(ids.cbegin(), ids.cend(), [this](NodeId id) {
                                return m_document->canDuplicate(id);
                            }));
    m_rename->setEnabled(current != 0 && m_document->canRename(current));
}

void SceneTreeDock::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void SceneTreeDock::addGroup()
{
    const qint64 parent = groupParent(m_document, currentNode());
    if (parent < 0)
        return;
    QString error;
    const NodeId id = m_document->addNode(NodeKind::Group, NodeId(parent), -1, tr("New group"), &error);
    if (!id) {
        showError(error);
        return;
    }
    showError({});
    setSelection({id});
    if (isVisible())
        m_view->edit(m_filter->mapFromSource(m_model->indexOf(id)));
}

void SceneTreeDock::deleteSelected()
{
    QList<NodeId> ids = selection();
    // Children of selected nodes go with their parent.
    ids.erase(std::remove_if(ids.begin(), ids.end(),
                             [&](NodeId id) {
                                 for (NodeId p = m_document->parentOf(id); p; p = m_document->parentOf(p)) {
                                     if (ids.contains(p))
                                         return true;
                                 }
                                 return false;
                             }),
              ids.end());
    if (ids.isEmpty())
        return;
    QString error;
    showError(m_document->removeNodes(ids, &error) ? QString() : error);
}

void SceneTreeDock::duplicateSelected()
{
    const QList<NodeId> ids = selection();
    if (ids.isEmpty())
        return;
    QString error;
    const QList<NodeId> copies = m_document->duplicate(ids, &error);
    showError(error);
    if (!copies.isEmpty())
        setSelection(copies);
}

void SceneTreeDock::renameCurrent()
{
    const NodeId id = currentNode();
    if (id && m_document->canRename(id))
        m_view->edit(m_filter->mapFromSource(m_model->indexOf(id, SceneTreeModel::NameColumn)));
}

void SceneTreeDock::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        m_view->clearSelection(); // right click on empty space: add at the top level
    updateActions();
    QMenu menu(this);
    menu.addAction(m_addGroup);
    menu.addSeparator();
    menu.addAction(m_rename);
    menu.addAction(m_duplicate);
    menu.addAction(m_delete);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace ackedit::widgets
