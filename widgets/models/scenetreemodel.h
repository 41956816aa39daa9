#pragma once
// The node tree of a SceneDocument (WMB objects, WMP groups, WMPB scene nodes) as an item model.
// It keeps no copy of the tree: it reads the document and follows its fine-grained signals with
// beginInsertRows/beginRemoveRows/beginMoveRows. Edits (rename, drag and drop) go through the
// document's mutators, so each is an undo step (design rule 2).
#include "scene/scenedocument.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QIcon>
#include <QPointer>

#include <functional>

namespace ackedit::widgets {

class SceneTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, ColumnCount };
    enum Role { NodeIdRole = Qt::UserRole + 1, NodeKindRole };

    explicit SceneTreeModel(QObject *parent = nullptr);
    explicit SceneTreeModel(document::SceneDocument *document, QObject *parent = nullptr);

    void setDocument(document::SceneDocument *document);
    document::SceneDocument *document() const { return m_document; }

    QModelIndex indexOf(document::NodeId id, int column = 0) const;
    static document::NodeId nodeId(const QModelIndex &index);

    static QString kindName(document::NodeKind kind);
    static QIcon kindIcon(document::NodeKind kind);
    static QColor kindColor(document::NodeKind kind);
    static QString mimeType();

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // Drag and drop: the mime data names the document and the node ids; a drop moves them with
    // SceneDocument::moveNode (one undo step for several nodes).
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;

    // Which nodes the views show (the level editor's hide and show, a view setting): the others
    // are listed greyed out in italics, as Blender's outliner and WED's tree show hidden ones.
    // Call shownChanged() when the answer changes. Without a filter every node is shown.
    void setShownFilter(std::function<bool(document::NodeId)> shown);
    void shownChanged();

    // The ids a mime blob carries, if it comes from `document`'s tree; empty otherwise.
    static QList<document::NodeId> decodeIds(const QMimeData *data, const document::SceneDocument *document);

signals:
    void errorOccurred(const QString &message);

private:
    void connectDocument();
    QList<document::NodeId> movableIds(const QMimeData *data, document::NodeId newParent) const;
    QIcon cachedIcon(document::NodeKind kind) const;
    // Children lists are cached: documents may build them on each call (a WMB's thousands of
    // blocks), and views ask for them row by row. Every structural signal clears the cache.
    const QList<document::NodeId> &childrenOf(document::NodeId parent) const;
    int rowIn(document::NodeId id) const;

    QPointer<document::SceneDocument> m_document;
    std::function<bool(document::NodeId)> m_shown;
    QList<QMetaObject::Connection> m_connections;
    enum class MoveState { None, Moving, Resetting };
    MoveState m_move = MoveState::None;
    mutable QHash<int, QIcon> m_icons;
    mutable QHash<document::NodeId, QList<document::NodeId>> m_children;
};

} // namespace ackedit::widgets
