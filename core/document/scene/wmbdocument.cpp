// WmbDocument: the tree, the structural edits and the exact-state undo support. Properties are in
// wmbdocumentproperties.cpp.
#include "scene/wmbdocument.h"

#include "scene/sceneerror.h"

#include "wmb/wmbfile.h"

#include <algorithm>

namespace ackedit::document {

using format::WmbFile;
using format::WmbObject;
using format::WmbObjectKind;

namespace {

// A removed object: the record with its ids, where it was, and every entity's attached path
// (removing a path renumbers or clears them).
struct WmbDetached : DetachedNode
{
    WmbObject object;   // the object; for an appended path node, its path with the node
    int index = 0;
    NodeId pathNode = 0; // an appended path node taken off again (undo of its add)
    std::vector<std::pair<quint32, qint32>> attachments;
};

// Exact state for undo: the touched records, the object order and the path attachments.
struct WmbState : DetachedNode
{
    std::vector<WmbObject> records;
    std::vector<quint32> order;
    std::vector<std::pair<quint32, qint32>> attachments;
};

bool isFolder(NodeId id)
{
    return id == WmbDocument::TexturesFolder || id == WmbDocument::MaterialsFolder || id == WmbDocument::BlocksFolder;
}

} // namespace

WmbDocument::WmbDocument(std::unique_ptr<format::WmbFile> file, QString fileName, QObject *parent)
    : SceneDocument(std::move(file), std::move(fileName), parent), m_wmb(static_cast<WmbFile *>(asset()))
{
    rebuildIndex();
}

std::unique_ptr<Document> WmbDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!dynamic_cast<WmbFile *>(asset.get()))
        return nullptr;
    return std::make_unique<WmbDocument>(std::unique_ptr<WmbFile>(static_cast<WmbFile *>(asset.release())), fileName);
}

void WmbDocument::rebuildIndex()
{
    m_objectIndex.clear();
    m_pathNodes.clear();
    m_topLevel.clear();
    const auto &objects = m_wmb->objects();
    const WmbObject *info = m_wmb->levelInfo();
    m_level = info ? info->id : 0;
    if (m_level)
        m_topLevel.append(m_level);
    for (size_t i = 0; i < objects.size(); ++i) {
        const WmbObject &o = objects[i];
        m_objectIndex.insert(o.id, int(i));
        if (o.id != m_level)
            m_topLevel.append(o.id);
        if (o.type == quint32(WmbObjectKind::Path) && !o.path.legacy) {
            for (size_t n = 0; n < o.path.nodes.size(); ++n)
                m_pathNodes.insert(o.path.nodes[n].id, {o.id, int(n)});
        }
    }
    if (!m_wmb->textures().empty())
        m_topLevel.append(TexturesFolder);
    if (!m_wmb->materials().empty())
        m_topLevel.append(MaterialsFolder);
    if (!m_wmb->blocks().empty())
        m_topLevel.append(BlocksFolder);
}

const WmbObject *WmbDocument::objectOf(NodeId id) const
{
    const auto it = m_objectIndex.constFind(id);
    return it == m_objectIndex.cend() ? nullptr : &m_wmb->objects()[size_t(it.value())];
}

// --- tree ----------------------------------------------------------------------------------

QList<NodeId> WmbDocument::children(NodeId parent) const
{
    if (parent == 0)
        return m_topLevel;
    QList<NodeId> out;
    auto range = [&](NodeId base, size_t count) {
        for (size_t i = 0; i < count; ++i)
            out.append(base + NodeId(i));
    };
    if (parent == TexturesFolder)
        range(TextureBase, m_wmb->textures().size());
    else if (parent == MaterialsFolder)
        range(MaterialBase, m_wmb->materials().size());
    else if (parent == BlocksFolder)
        range(BlockBase, m_wmb->blocks().size());
    else if (const WmbObject *o = objectOf(parent); o && o->type == quint32(WmbObjectKind::Path) && !o->path.legacy) {
        for (const format::WmbPathNode &n : o->path.nodes)
            out.append(n.id);
    }
    return out;
}

NodeId WmbDocument::parentOf(NodeId id) const
{
    if (const auto it = m_pathNodes.constFind(id); it != m_pathNodes.cend())
        return it->path;
    if (id >= TextureBase && id < TextureBase + ItemRange)
        return TexturesFolder;
    if (id >= MaterialBase && id < MaterialBase + ItemRange)
        return MaterialsFolder;
    if (id >= BlockBase && id < BlockBase + ItemRange)
        return BlocksFolder;
    return 0;
}

bool WmbDocument::contains(NodeId id) const
{
    if (isObject(id) || isPathNode(id))
        return true;
    if (isFolder(id))
        return m_topLevel.contains(id);
    if (id >= TextureBase && id < TextureBase + ItemRange)
        return id - TextureBase < m_wmb->textures().size();
    if (id >= MaterialBase && id < MaterialBase + ItemRange)
        return id - MaterialBase < m_wmb->materials().size();
    if (id >= BlockBase && id < BlockBase + ItemRange)
        return id - BlockBase < m_wmb->blocks().size();
    return false;
}

NodeKind WmbDocument::nodeKind(NodeId id) const
{
    if (isPathNode(id))
        return NodeKind::PathNode;
    if (isFolder(id))
        return NodeKind::Folder;
    if (const WmbObject *o = objectOf(id)) {
        switch (o->type) {
        case quint32(WmbObjectKind::Position): return NodeKind::Position;
        case quint32(WmbObjectKind::Light): return NodeKind::Light;
        case quint32(WmbObjectKind::OldEntity):
        case quint32(WmbObjectKind::Entity): return NodeKind::Entity;
        case quint32(WmbObjectKind::Sound): return NodeKind::Sound;
        case quint32(WmbObjectKind::Info): return NodeKind::Level;
        case quint32(WmbObjectKind::Path): return NodeKind::Path;
        case quint32(WmbObjectKind::Region): return NodeKind::Region;
        default: return NodeKind::Other;
        }
    }
    switch (parentOf(id)) {
    case TexturesFolder: return NodeKind::Texture;
    case MaterialsFolder: return NodeKind::Material;
    case BlocksFolder: return NodeKind::Block;
    default: return NodeKind::Other;
    }
}

QString WmbDocument::nodeName(NodeId id) const
{
    if (const auto it = m_pathNodes.constFind(id); it != m_pathNodes.cend())
        return tr("Node %1").arg(it->index + 1);
    switch (id) {
    case TexturesFolder: return tr("Textures");
    case MaterialsFolder: return tr("Materials");
    case BlocksFolder: return tr("Blocks");
    default: break;
    }
    if (const WmbObject *o = objectOf(id)) {
        if (o->hasName() && !o->nameText().isEmpty())
            return QString::fromLatin1(o->nameText());
        if (o->hasFile() && !o->fileText().isEmpty())
            return QString::fromLatin1(o->fileText());
        switch (o->type) {
        case quint32(WmbObjectKind::Info): return tr("Level");
        case quint32(WmbObjectKind::Light): return tr("Light");
        case quint32(WmbObjectKind::Sound): return tr("Sound");
        case quint32(WmbObjectKind::OldEntity):
        case quint32(WmbObjectKind::Entity): return tr("Entity");
        default: return o->kindName();
        }
    }
    switch (parentOf(id)) {
    case TexturesFolder: return QString::fromLatin1(m_wmb->textures()[id - TextureBase].name.split('\0').first());
    case MaterialsFolder: return tr("Material %1").arg(id - MaterialBase);
    case BlocksFolder: return tr("Block %1").arg(id - BlockBase);
    default: return QString();
    }
}

bool WmbDocument::markerPosition(NodeId id, Eigen::Vector3f *position) const
{
    if (const auto it = m_pathNodes.constFind(id); it != m_pathNodes.cend()) {
        *position = objectOf(it->path)->path.nodes[size_t(it->index)].position;
        return true;
    }
    const WmbObject *o = objectOf(id);
    if (!o)
        return false;
    switch (o->type) {
    case quint32(WmbObjectKind::Position):
    case quint32(WmbObjectKind::Light):
    case quint32(WmbObjectKind::OldEntity):
    case quint32(WmbObjectKind::Sound):
    case quint32(WmbObjectKind::Entity):
        *position = o->origin;
        return true;
    default:
        return false;
    }
}

bool WmbDocument::bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const
{
    Eigen::Vector3f p;
    if (markerPosition(id, &p)) {
        *min = *max = p;
        return true;
    }
    bool any = false;
    auto add = [&](const Eigen::Vector3f &lo, const Eigen::Vector3f &hi) {
        *min = any ? Eigen::Vector3f(min->cwiseMin(lo)) : lo;
        *max = any ? Eigen::Vector3f(max->cwiseMax(hi)) : hi;
        any = true;
    };
    if (const WmbObject *o = objectOf(id)) {
        if (o->type == quint32(WmbObjectKind::Region))
            add(o->origin.cwiseMin(o->region.maximum), o->origin.cwiseMax(o->region.maximum));
        for (const format::WmbPathNode &n : o->path.nodes)
            add(n.position, n.position);
        for (const Eigen::Vector3f &q : o->path.points)
            add(q, q);
        return any;
    }
    const auto &blocks = m_wmb->blocks();
    if (id == BlocksFolder) {
        for (const format::WmbBlock &b : blocks)
            add(b.mins, b.maxs);
    } else if (id >= BlockBase && id - BlockBase < blocks.size()) {
        add(blocks[id - BlockBase].mins, blocks[id - BlockBase].maxs);
    }
    return any;
}

// --- capabilities ----------------------------------------------------------------------------

bool WmbDocument::canRename(NodeId id) const
{
    const WmbObject *o = objectOf(id);
    return o && o->hasName();
}

bool WmbDocument::canRemove(NodeId id) const
{
    const WmbObject *o = objectOf(id);
    return o && id != m_level;
}

bool WmbDocument::canMove(NodeId id, NodeId newParent) const
{
    return newParent == 0 && canRemove(id); // a flat list: reorder only
}

QList<NodeKind> WmbDocument::addableKinds(NodeId parent) const
{
    if (const WmbObject *o = parent ? objectOf(parent) : nullptr; o && o->type == quint32(WmbObjectKind::Path))
        return o->path.legacy ? QList<NodeKind>() : QList<NodeKind>{NodeKind::PathNode};
    if (parent != 0)
        return {};
    return {NodeKind::Entity, NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Path, NodeKind::Region};
}

// --- structure -------------------------------------------------------------------------------

int WmbDocument::objectIndexForRow(int row, NodeId skip) const
{
    // The object rows without the level and `skip`, and the object indices once `skip` is out.
    QList<NodeId> rows;
    for (NodeId id : m_topLevel) {
        if (isObject(id) && id != m_level && id != skip)
            rows.append(id);
    }
    const int skipIndex = skip ? m_objectIndex.value(skip, -1) : -1;
    auto indexWithout = [&](NodeId id) {
        const int i = m_objectIndex.value(id);
        return skipIndex >= 0 && skipIndex < i ? i - 1 : i;
    };
    const int pos = row < 0 ? int(rows.size()) : std::clamp(row - firstObjectRow(), 0, int(rows.size()));
    if (pos < rows.size())
        return indexWithout(rows[pos]);
    if (!rows.isEmpty())
        return indexWithout(rows.last()) + 1;
    return int(m_wmb->objects().size()) - (skipIndex >= 0 ? 1 : 0);
}

NodeId WmbDocument::applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    if (kind == NodeKind::PathNode) {
        // A path's new node goes after its last one (where WED's path mode puts it), at the last
        // node's place until it is moved.
        if (!addableKinds(parent).contains(NodeKind::PathNode)) {
            setError(error, tr("Path nodes are added to a path"));
            return 0;
        }
        const WmbObject before = *objectOf(parent);
        const int newRow = int(before.path.nodes.size());
        const Eigen::Vector3f at = before.path.nodes.empty() ? Eigen::Vector3f::Zero() : before.path.nodes.back().position;
        emit nodeAboutToBeAdded(parent, newRow);
        const NodeId id = m_wmb->appendPathNode(parent, at);
        rebuildIndex();
        m_beforeAppend.insert(id, before);
        emit nodeAdded(parent, newRow, id);
        emit propertyChanged(parent, QStringLiteral("nodes"));
        return id;
    }
    WmbObjectKind type;
    switch (kind) {
    case NodeKind::Entity: type = WmbObjectKind::Entity; break;
    case NodeKind::Light: type = WmbObjectKind::Light; break;
    case NodeKind::Sound: type = WmbObjectKind::Sound; break;
    case NodeKind::Position: type = WmbObjectKind::Position; break;
    case NodeKind::Region: type = WmbObjectKind::Region; break;
    case NodeKind::Path: type = WmbObjectKind::Path; break;
    default:
        setError(error, tr("This kind of object cannot be added to a compiled level"));
        return 0;
    }
    if (parent != 0) {
        setError(error, tr("Objects of a compiled level have no parent"));
        return 0;
    }
    WmbObject o = WmbObject::make(type);
    // A new path is named as WED names one (Add then gives it the next free number).
    const QString given = name.isEmpty() && type == WmbObjectKind::Path ? QStringLiteral("path_000") : name;
    if (!given.isEmpty() && o.hasName()) {
        const QByteArray text = given.toLatin1();
        if (QString::fromLatin1(text) != given || text.contains('\0') || text.size() >= o.nameWidth()) {
            setError(error, tr("'%1' does not fit the name field (%2 Latin-1 characters)").arg(given).arg(o.nameWidth() - 1));
            return 0;
        }
        std::copy(text.begin(), text.end(), o.name.begin());
    }
    const int index = objectIndexForRow(row, 0);
    int newRow = firstObjectRow();
    for (NodeId id : m_topLevel)
        newRow += isObject(id) && id != m_level && m_objectIndex.value(id) < index ? 1 : 0;
    emit nodeAboutToBeAdded(0, newRow);
    const NodeId id = m_wmb->addObject(o, index);
    rebuildIndex();
    emit nodeAdded(0, newRow, id);
    return id;
}

NodeId WmbDocument::applyDuplicate(NodeId id, QString *error)
{
    if (!canDuplicate(id)) {
        setError(error, tr("This node cannot be duplicated"));
        return 0;
    }
    const int row = int(m_topLevel.indexOf(id)) + 1;
    const WmbObject copy = *objectOf(id);
    emit nodeAboutToBeAdded(0, row);
    const NodeId newId = m_wmb->addObject(copy, m_objectIndex.value(id) + 1);
    rebuildIndex();
    emit nodeAdded(0, row, newId);
    return newId;
}

std::vector<std::pair<quint32, qint32>> WmbDocument::attachments() const
{
    std::vector<std::pair<quint32, qint32>> out;
    for (const WmbObject &o : m_wmb->objects()) {
        if (o.type == quint32(WmbObjectKind::Entity))
            out.emplace_back(o.id, o.entity.attachedPath);
    }
    return out;
}

void WmbDocument::setAttachments(const std::vector<std::pair<quint32, qint32>> &values)
{
    for (const auto &[id, path] : values) {
        if (WmbObject *o = m_wmb->object(id))
            o->entity.attachedPath = path;
    }
}

std::unique_ptr<DetachedNode> WmbDocument::applyDetach(NodeId id, QString *error)
{
    if (!canRemove(id)) {
        setError(error, tr("This node cannot be removed"));
        return nullptr;
    }
    auto detached = std::make_unique<WmbDetached>();
    detached->object = *objectOf(id);
    detached->index = m_objectIndex.value(id);
    detached->attachments = attachments();
    const int row = int(m_topLevel.indexOf(id));
    emit nodeAboutToBeRemoved(0, row, id);
    m_wmb->removeObject(id);
    rebuildIndex();
    emit nodeRemoved(0, row, id);
    return detached;
}

std::unique_ptr<DetachedNode> WmbDocument::applyUndoAdd(NodeId id, QString *error)
{
    const auto appended = m_beforeAppend.constFind(id);
    if (!isPathNode(id) || appended == m_beforeAppend.cend())
        return applyDetach(id, error);
    const NodeId path = parentOf(id);
    auto detached = std::make_unique<WmbDetached>();
    detached->object = *objectOf(path);
    detached->pathNode = id;
    const int row = m_pathNodes.value(id).index;
    emit nodeAboutToBeRemoved(path, row, id);
    m_wmb->replaceObject(*appended);
    rebuildIndex();
    emit nodeRemoved(path, row, id);
    emit propertyChanged(path, QStringLiteral("nodes"));
    return detached;
}

bool WmbDocument::applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int /*row*/, QString *error)
{
    auto *d = dynamic_cast<WmbDetached *>(node.get());
    if (d && d->pathNode) { // redo of an appended path node: its path as it was with it
        if (parent != d->object.id || !isObject(parent) || isPathNode(d->pathNode) || isObject(d->pathNode))
            return setError(error, tr("The path node cannot be put back"));
        const int last = int(d->object.path.nodes.size()) - 1;
        emit nodeAboutToBeAdded(parent, last);
        m_wmb->replaceObject(d->object);
        rebuildIndex();
        emit nodeAdded(parent, last, d->pathNode);
        emit propertyChanged(parent, QStringLiteral("nodes"));
        return true;
    }
    const bool idsFree = d && !isObject(d->object.id)
                      && std::none_of(d->object.path.nodes.cbegin(), d->object.path.nodes.cend(),
                                      [this](const format::WmbPathNode &n) { return isPathNode(n.id) || isObject(n.id); });
    if (!d || parent != 0 || d->index > int(m_wmb->objects().size()) || !idsFree)
        return setError(error, tr("The object cannot be put back"));
    // The stored index puts the record back at its place in the file, so the bytes come back.
    int row = firstObjectRow();
    for (NodeId id : m_topLevel)
        row += isObject(id) && id != m_level && m_objectIndex.value(id) < d->index ? 1 : 0;
    emit nodeAboutToBeAdded(0, row);
    m_wmb->insertObject(d->object, d->index); // cannot fail: index and ids checked above
    setAttachments(d->attachments);
    rebuildIndex();
    emit nodeAdded(0, row, d->object.id);
    return true;
}

bool WmbDocument::applyMove(NodeId id, NodeId newParent, int row, QString *error)
{
    if (!canMove(id, newParent))
        return setError(error, tr("Objects of a compiled level can only be reordered"));
    QList<NodeId> rows;
    for (NodeId n : m_topLevel) {
        if (isObject(n) && n != m_level && n != id)
            rows.append(n);
    }
    const int oldRow = int(m_topLevel.indexOf(id));
    const int newRow = firstObjectRow() + (row < 0 ? int(rows.size()) : std::clamp(row - firstObjectRow(), 0, int(rows.size())));
    const int newIndex = objectIndexForRow(row, id);
    emit nodeAboutToBeMoved(id, 0, oldRow, 0, newRow);
    m_wmb->moveObject(id, newIndex);
    rebuildIndex();
    emit nodeMoved(id, 0, oldRow, 0, newRow);
    return true;
}

std::unique_ptr<DetachedNode> WmbDocument::captureState(const QList<NodeId> &ids) const
{
    auto state = std::make_unique<WmbState>();
    for (NodeId id : ids) {
        const NodeId owner = isPathNode(id) ? parentOf(id) : id;
        if (const WmbObject *o = objectOf(owner))
            state->records.push_back(*o);
    }
    state->order.reserve(m_wmb->objects().size());
    for (const WmbObject &o : m_wmb->objects())
        state->order.push_back(o.id);
    state->attachments = attachments();
    return state;
}

void WmbDocument::restoreState(const DetachedNode &state)
{
    const auto *s = dynamic_cast<const WmbState *>(&state);
    if (!s)
        return;
    std::vector<quint32> order;
    for (const WmbObject &o : m_wmb->objects())
        order.push_back(o.id);
    if (order != s->order && m_wmb->setObjectOrder(s->order))
        rebuildIndex();
    for (const WmbObject &record : s->records) {
        const WmbObject *current = objectOf(record.id);
        const bool retyped = current && current->type != record.type;
        m_wmb->replaceObject(record);
        if (retyped) // an old entity widened back: its property list changes
            emit propertyChanged(record.id, QStringLiteral("type"));
    }
    setAttachments(s->attachments);
}

int WmbDocument::objectCount() const
{
    return int(m_wmb->objects().size());
}

} // namespace ackedit::document
