#include "models/scenetreemodel.h"

#include <QDataStream>
#include <QFont>
#include <QGuiApplication>
#include <QHash>
#include <QIODevice>
#include <QMimeData>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

#include <algorithm>

namespace ackedit::widgets {

using document::NodeId;
using document::NodeKind;

SceneTreeModel::SceneTreeModel(QObject *parent) : QAbstractItemModel(parent) {}

SceneTreeModel::SceneTreeModel(document::SceneDocument *document, QObject *parent) : QAbstractItemModel(parent)
{
    setDocument(document);
}

void SceneTreeModel::setDocument(document::SceneDocument *document)
{
    beginResetModel();
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_document = document;
    m_children.clear();
    m_move = MoveState::None;
    if (m_document)
        connectDocument();
    endResetModel();
}

void SceneTreeModel::connectDocument()
{
    using document::SceneDocument;
    SceneDocument *doc = m_document;
    // A row of -1 or past the end means "append" (defensive: documents should send real rows).
    auto clampRow = [this](NodeId parent, int row) {
        const int count = int(childrenOf(parent).size());
        return row < 0 || row > count ? count : row;
    };
    // The cache is cleared before each begin* (it still shows the old tree then, but a stale
    // entry from an earlier change must not survive) and before each end* (the new tree).
    m_connections << connect(doc, &SceneDocument::nodeAboutToBeAdded, this, [=, this](NodeId parent, int row) {
        m_children.clear();
        row = clampRow(parent, row);
        beginInsertRows(indexOf(parent), row, row);
    });
    m_connections << connect(doc, &SceneDocument::nodeAdded, this, [this] {
        m_children.clear();
        endInsertRows();
    });
    m_connections << connect(doc, &SceneDocument::nodeAboutToBeRemoved, this,
                             [this](NodeId parent, int row, NodeId id) {
                                 m_children.clear();
                                 if (row < 0)
                                     row = rowIn(id);
                                 beginRemoveRows(indexOf(parent), row, row);
                             });
    m_connections << connect(doc, &SceneDocument::nodeRemoved, this, [this] {
        m_children.clear();
        endRemoveRows();
    });
    m_connections << connect(
        doc, &SceneDocument::nodeAboutToBeMoved, this,
        [this](NodeId id, NodeId oldParent, int oldRow, NodeId newParent, int newRow) {
            m_children.clear();
            if (oldRow < 0)
                oldRow = rowIn(id);
            if (newRow < 0) { // final row unknown: fall back to a reset
                m_move = MoveState::Resetting;
                beginResetModel();
                return;
            }
            if (oldParent == newParent && oldRow == newRow) {
                m_move = MoveState::None; // nothing moves
                return;
            }
            // newRow is the node's row after the move; Qt wants the insertion row before it.
            const int destination = oldParent == newParent && newRow > oldRow ? newRow + 1 : newRow;
            if (beginMoveRows(indexOf(oldParent), oldRow, oldRow, indexOf(newParent), destination)) {
                m_move = MoveState::Moving;
            } else {
                m_move = MoveState::Resetting;
                beginResetModel();
            }
        });
    m_connections << connect(doc, &SceneDocument::nodeMoved, this, [this] {
        m_children.clear();
        const MoveState state = std::exchange(m_move, MoveState::None);
        if (state == MoveState::Moving)
            endMoveRows();
        else if (state == MoveState::Resetting)
            endResetModel();
    });
    m_connections << connect(doc, &SceneDocument::propertyChanged, this, [this](NodeId id, const QString &key) {
        if (key != QLatin1String("name") || !m_document->contains(id))
            return;
        const QModelIndex i = indexOf(id, NameColumn);
        emit dataChanged(i, i, {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole});
    });
    m_connections << connect(doc, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_children.clear();
        m_connections.clear();
        endResetModel();
    });
}

QModelIndex SceneTreeModel::indexOf(NodeId id, int column) const
{
    if (id == 0 || !m_document || !m_document->contains(id))
        return {};
    const int row = rowIn(id);
    return row < 0 ? QModelIndex() : createIndex(row, column, quintptr(id));
}

const QList<NodeId> &SceneTreeModel::childrenOf(NodeId parent) const
{
    auto it = m_children.constFind(parent);
    if (it == m_children.constEnd())
        it = m_children.insert(parent, m_document ? m_document->children(parent) : QList<NodeId>());
    return *it;
}

int SceneTreeModel::rowIn(NodeId id) const
{
    return int(childrenOf(m_document->parentOf(id)).indexOf(id));
}

NodeId SceneTreeModel::nodeId(const QModelIndex &index)
{
    return index.isValid() ? NodeId(index.internalId()) : 0;
}

QModelIndex SceneTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_document || row < 0 || column < 0 || column >= ColumnCount || parent.column() > 0)
        return {};
    const QList<NodeId> &children = childrenOf(nodeId(parent));
    if (row >= children.size())
        return {};
    return createIndex(row, column, quintptr(children[row]));
}

QModelIndex SceneTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || !m_document)
        return {};
    return indexOf(m_document->parentOf(nodeId(child)));
}

int SceneTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!m_document || parent.column() > 0)
        return 0;
    return int(childrenOf(nodeId(parent)).size());
}

int SceneTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SceneTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document)
        return {};
    const NodeId id = nodeId(index);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == NameColumn)
            return m_document->nodeName(id);
        return role == Qt::DisplayRole ? kindName(m_document->nodeKind(id)) : QVariant();
    case Qt::ToolTipRole:
        return tr("%1 (%2, id %3)").arg(m_document->nodeName(id), kindName(m_document->nodeKind(id))).arg(id);
    case Qt::DecorationRole:
        return index.column() == NameColumn ? QVariant(cachedIcon(m_document->nodeKind(id))) : QVariant();
    case Qt::ForegroundRole:
        if (m_shown && !m_shown(id))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (m_shown && !m_shown(id)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case NodeIdRole:
        return id;
    case NodeKindRole:
        return int(m_document->nodeKind(id));
    default:
        return {};
    }
}

void SceneTreeModel::setShownFilter(std::function<bool(NodeId)> shown)
{
    m_shown = std::move(shown);
    shownChanged();
}

void SceneTreeModel::shownChanged()
{
    if (!m_document)
        return;
    // Every row of every parent: a group hidden hides what is below it.
    QList<QModelIndex> parents{QModelIndex()};
    while (!parents.isEmpty()) {
        const QModelIndex parent = parents.takeLast();
        const int rows = rowCount(parent);
        if (rows == 0)
            continue;
        emit dataChanged(index(0, 0, parent), index(rows - 1, ColumnCount - 1, parent),
                         {Qt::ForegroundRole, Qt::FontRole});
        for (int r = 0; r < rows; ++r)
            parents.append(index(r, 0, parent));
    }
}

bool SceneTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !m_document || role != Qt::EditRole || index.column() != NameColumn)
        return false;
    const NodeId id = nodeId(index);
    const QString name = value.toString();
    if (!m_document->canRename(id))
        return false;
    if (name == m_document->nodeName(id))
        return true; // no empty undo step
    QString error;
    if (!m_document->rename(id, name, &error)) {
        emit errorOccurred(error);
        return false;
    }
    return true;
}

QVariant SceneTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : section == KindColumn ? tr("Kind") : QVariant();
}

Qt::ItemFlags SceneTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (!m_document)
        return f;
    const NodeId id = nodeId(index);
    if (!index.isValid())
        return f | Qt::ItemIsDropEnabled; // the top level
    if (index.column() == NameColumn && m_document->canRename(id))
        f |= Qt::ItemIsEditable;
    // Draggable if it may go anywhere else than where it is (a WMB's flat list: nowhere).
    if (m_document->canMove(id, m_document->parentOf(id)))
        f |= Qt::ItemIsDragEnabled;
    // A drop target if anything could live under it (groups).
    if (!m_document->addableKinds(id).isEmpty())
        f |= Qt::ItemIsDropEnabled;
    return f;
}

QString SceneTreeModel::mimeType()
{
    return QStringLiteral("application/x-ackedit-scene-nodes");
}

QStringList SceneTreeModel::mimeTypes() const
{
    return {mimeType()};
}

QMimeData *SceneTreeModel::mimeData(const QModelIndexList &indexes) const
{
    if (!m_document)
        return nullptr;
    QList<NodeId> ids;
    for (const QModelIndex &i : indexes) {
        const NodeId id = nodeId(i);
        if (id && !ids.contains(id))
            ids.append(id);
    }
    // Drop nodes whose ancestor is dragged too: they travel with it.
    QList<NodeId> roots;
    for (NodeId id : std::as_const(ids)) {
        bool inside = false;
        for (NodeId p = m_document->parentOf(id); p && !inside; p = m_document->parentOf(p))
            inside = ids.contains(p);
        if (!inside)
            roots.append(id);
    }
    // In tree order, so a drop keeps their relative order.
    auto path = [this](NodeId id) {
        QList<int> rows;
        for (; id; id = m_document->parentOf(id))
            rows.prepend(m_document->rowOf(id));
        return rows;
    };
    std::sort(roots.begin(), roots.end(), [&](NodeId a, NodeId b) { return path(a) < path(b); });
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << quint64(quintptr(m_document.data())) << qint32(roots.size());
    for (NodeId id : std::as_const(roots))
        stream << quint32(id);
    auto *data = new QMimeData;
    data->setData(mimeType(), bytes);
    return data;
}

QList<NodeId> SceneTreeModel::decodeIds(const QMimeData *data, const document::SceneDocument *document)
{
    if (!data || !document || !data->hasFormat(mimeType()))
        return {};
    QDataStream stream(data->data(mimeType()));
    quint64 source = 0;
    qint32 count = 0;
    stream >> source >> count;
    if (stream.status() != QDataStream::Ok || source != quint64(quintptr(document)) || count < 0)
        return {};
    QList<NodeId> ids;
    for (qint32 i = 0; i < count && stream.status() == QDataStream::Ok; ++i) {
        quint32 id = 0;
        stream >> id;
        if (stream.status() == QDataStream::Ok && document->contains(id))
            ids.append(id);
    }
    return ids;
}

QList<NodeId> SceneTreeModel::movableIds(const QMimeData *data, NodeId newParent) const
{
    const QList<NodeId> ids = decodeIds(data, m_document);
    for (NodeId id : ids) {
        if (!m_document->canMove(id, newParent))
            return {};
    }
    return ids;
}

bool SceneTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                     const QModelIndex &parent) const
{
    if (!m_document || action != Qt::MoveAction)
        return false;
    return !movableIds(data, nodeId(parent)).isEmpty();
}

bool SceneTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int,
                                  const QModelIndex &parentIndex)
{
    if (!canDropMimeData(data, action, row, 0, parentIndex))
        return false;
    const NodeId newParent = nodeId(parentIndex.sibling(parentIndex.row(), NameColumn));
    const QList<NodeId> ids = movableIds(data, newParent);
    // `row` is Qt's insertion row (before anything left); -1 = append / dropped onto the parent.
    QString error;
    const bool ok = m_document->moveNodes(ids, newParent, row, &error);
    if (!ok)
        emit errorOccurred(error);
    // A view that then "removes the source rows" hits the default removeRows, which does nothing.
    return ok;
}

Qt::DropActions SceneTreeModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

Qt::DropActions SceneTreeModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

QString SceneTreeModel::kindName(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Level: return tr("Level");
    case NodeKind::Group: return tr("Group");
    case NodeKind::Block: return tr("Block");
    case NodeKind::Entity: return tr("Entity");
    case NodeKind::Light: return tr("Light");
    case NodeKind::Sound: return tr("Sound");
    case NodeKind::Path: return tr("Path");
    case NodeKind::PathNode: return tr("Path node");
    case NodeKind::Position: return tr("Position");
    case NodeKind::Region: return tr("Region");
    case NodeKind::Terrain: return tr("Terrain");
    case NodeKind::Texture: return tr("Texture");
    case NodeKind::Material: return tr("Material");
    case NodeKind::Folder: return tr("Folder");
    case NodeKind::Other: break;
    }
    return tr("Other");
}

QColor SceneTreeModel::kindColor(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Level: return QColor(90, 90, 200);
    case NodeKind::Group: return QColor(220, 180, 60);
    case NodeKind::Block: return QColor(140, 140, 150);
    case NodeKind::Entity: return QColor(60, 170, 230);
    case NodeKind::Light: return QColor(255, 230, 60);
    case NodeKind::Sound: return QColor(80, 200, 120);
    case NodeKind::Path:
    case NodeKind::PathNode: return QColor(230, 120, 40);
    case NodeKind::Position: return QColor(230, 70, 200);
    case NodeKind::Region: return QColor(170, 90, 220);
    case NodeKind::Terrain: return QColor(110, 160, 70);
    case NodeKind::Texture:
    case NodeKind::Material: return QColor(200, 110, 110);
    case NodeKind::Folder: return QColor(200, 170, 110);
    case NodeKind::Other: break;
    }
    return QColor(160, 160, 160);
}

QIcon SceneTreeModel::cachedIcon(NodeKind kind) const
{
    auto it = m_icons.constFind(int(kind));
    if (it == m_icons.constEnd())
        it = m_icons.insert(int(kind), kindIcon(kind));
    return *it;
}

QIcon SceneTreeModel::kindIcon(NodeKind kind)
{
    // Drawn in code (a coloured shape per kind): no image files to keep in sync.
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kindColor(kind).darker(170), 1));
    p.setBrush(kindColor(kind));
    switch (kind) {
    case NodeKind::Group:
    case NodeKind::Folder: { // a folder tab
        QPainterPath path;
        path.moveTo(1.5, 3.5);
        path.lineTo(6.5, 3.5);
        path.lineTo(8, 5.5);
        path.lineTo(14.5, 5.5);
        path.lineTo(14.5, 13.5);
        path.lineTo(1.5, 13.5);
        path.closeSubpath();
        p.drawPath(path);
        break;
    }
    case NodeKind::Light:
    case NodeKind::Sound:
    case NodeKind::PathNode:
        p.drawEllipse(QRectF(2.5, 2.5, 11, 11));
        break;
    case NodeKind::Position: {
        const QPointF diamond[] = {{8, 1.5}, {14.5, 8}, {8, 14.5}, {1.5, 8}};
        p.drawPolygon(diamond, 4);
        break;
    }
    case NodeKind::Entity: {
        const QPointF triangle[] = {{8, 1.5}, {14.5, 14}, {1.5, 14}};
        p.drawPolygon(triangle, 3);
        break;
    }
    default:
        p.drawRect(QRectF(2.5, 2.5, 11, 11));
        break;
    }
    p.end();
    return QIcon(pixmap);
}

} // namespace ackedit::widgets
