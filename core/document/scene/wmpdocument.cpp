// WmpDocument: the scene tree of a text WMP (its objects, groups, blocks and entities), structural
// edits and undo states; the properties are in wmpdocumentproperties.cpp.
#include "scene/wmpdocument.h"

#include "scene/sceneerror.h"
#include "wmp/wmptextfile.h"

#include <algorithm>

namespace ackedit::document {

using format::WmpEntity;
using format::WmpObjectNode;
using format::WmpTextFile;

namespace {

// The text changes of a structural edit (only what it touched): applied, they take the node
// out or put it back, and then hold what the next application needs.
struct WmpTextState : DetachedNode
{
    format::WmpTextChange change;
    NodeId node = 0;
    bool undoneAdd = false; // putting it back redoes the add
};

// The exact text of the sections a command touched.
struct WmpSections : DetachedNode
{
    std::vector<format::WmpSection> sections;
};

} // namespace

WmpDocument::WmpDocument(std::unique_ptr<format::WmpTextFile> file, QString fileName, QObject *parent)
    : SceneDocument(std::move(file), std::move(fileName), parent), m_wmp(static_cast<WmpTextFile *>(asset()))
{
}

std::unique_ptr<Document> WmpDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!dynamic_cast<WmpTextFile *>(asset.get()))
        return nullptr;
    return std::make_unique<WmpDocument>(std::unique_ptr<WmpTextFile>(static_cast<WmpTextFile *>(asset.release())), fileName);
}

const WmpObjectNode *WmpDocument::objectOf(NodeId id) const
{
    // objectIndex also answers block/entity ids: only object ids are nodes.
    const int i = m_wmp->objectIndex(id);
    if (i < 0 || m_wmp->objects()[size_t(i)].id != id)
        return nullptr;
    return &m_wmp->objects()[size_t(i)];
}

const WmpEntity *WmpDocument::entityOf(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->entity >= 0 ? &m_wmp->entities()[size_t(o->entity)] : nullptr;
}

bool WmpDocument::isRoot(NodeId id) const
{
    const int root = m_wmp->rootObject();
    return root >= 0 && m_wmp->objects()[size_t(root)].id == id;
}

bool WmpDocument::isGroup(NodeId id) const
{
    // The root also holds the level; a map entity piece's root is a block instead.
    const WmpObjectNode *o = objectOf(id);
    const WmpEntity *e = entityOf(id);
    return o && o->block < 0 && (o->refKind.isEmpty() || (e && e->kind == "level"));
}

// --- tree ----------------------------------------------------------------------------------

QList<NodeId> WmpDocument::children(NodeId parent) const
{
    QList<NodeId> out;
    const auto &objects = m_wmp->objects();
    if (parent == 0) {
        for (const WmpObjectNode &o : objects) {
            if (o.parent < 0)
                out.append(o.id);
        }
        return out;
    }
    if (const WmpObjectNode *o = objectOf(parent)) {
        for (int c : o->children)
            out.append(objects[size_t(c)].id);
    }
    return out;
}

NodeId WmpDocument::parentOf(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->parent >= 0 ? m_wmp->objects()[size_t(o->parent)].id : 0;
}

bool WmpDocument::contains(NodeId id) const
{
    return objectOf(id) != nullptr;
}

NodeKind WmpDocument::nodeKind(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return NodeKind::Other;
    if (o->block >= 0)
        return NodeKind::Block;
    if (const WmpEntity *e = entityOf(id)) {
        if (e->kind == "level")
            return NodeKind::Level;
        if (e->kind == "model")
            return NodeKind::Entity;
        if (e->kind == "light")
            return NodeKind::Light;
        if (e->kind == "sound")
            return NodeKind::Sound;
        if (e->kind == "path")
            return NodeKind::Path;
        if (e->kind == "start")
            return NodeKind::Position;
        if (e->kind == "terrain")
            return NodeKind::Terrain;
        return NodeKind::Other;
    }
    return o->refKind.isEmpty() ? NodeKind::Group : NodeKind::Other;
}

QString WmpDocument::nodeName(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return QString();
    if (!o->name.isEmpty())
        return o->name;
    if (o->block >= 0)
        return tr("Block %1").arg(m_wmp->blocks()[size_t(o->block)].number);
    if (const WmpEntity *e = entityOf(id)) {
        if (!e->name.isEmpty())
            return e->name;
        if (!e->file.isEmpty())
            return e->file;
        if (e->kind == "level")
            return tr("Level");
        if (e->kind == "light")
            return tr("Light");
        return QString::fromLatin1(e->kind);
    }
    return isRoot(id) ? tr("Root") : tr("Group");
}

bool WmpDocument::markerPosition(NodeId id, Eigen::Vector3f *position) const
{
    const WmpObjectNode *o = objectOf(id);
    const WmpEntity *e = entityOf(id);
    if (!o || !e || e->kind == "level")
        return false;
    *position = m_wmp->worldTransform(m_wmp->objectIndex(id)).translation().cast<float>();
    return true;
}

bool WmpDocument::blockPolygons(NodeId id, std::vector<std::vector<Eigen::Vector3f>> *polygons,
                                std::vector<int> *faces) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o || o->block < 0)
        return false;
    const format::WmpBrush::Result brush = m_wmp->blockGeometry(o->block);
    for (const format::WmpBrush::Polygon &polygon : brush.polygons) {
        std::vector<Eigen::Vector3f> &out = polygons->emplace_back();
        for (int v : polygon.vertices)
            out.push_back(brush.vertices[size_t(v)].cast<float>());
        if (faces)
            faces->push_back(polygon.face);
    }
    return true;
}

Eigen::Vector3d WmpDocument::engineAngles(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o ? format::WmpTextFile::engineAngles(o->angles) : Eigen::Vector3d::Zero();
}

bool WmpDocument::exactOrigin(NodeId id, Eigen::Vector3d *origin) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return false;
    *origin = o->position;
    return true;
}

Eigen::Affine3d WmpDocument::parentFrame(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->parent >= 0 ? m_wmp->worldTransform(o->parent) : Eigen::Affine3d::Identity();
}

bool WmpDocument::bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const
{
    bool any = false;
    auto add = [&](const Eigen::Vector3f &p) {
        *min = any ? Eigen::Vector3f(min->cwiseMin(p)) : p;
        *max = any ? Eigen::Vector3f(max->cwiseMax(p)) : p;
        any = true;
    };
    QList<NodeId> stack{id};
    while (!stack.isEmpty()) {
        const NodeId n = stack.takeLast();
        const WmpObjectNode *o = objectOf(n);
        if (!o)
            continue;
        Eigen::Vector3f p;
        if (markerPosition(n, &p))
            add(p);
        if (o->block >= 0) {
            for (const Eigen::Vector3d &v : m_wmp->blockGeometry(o->block).vertices)
                add(v.cast<float>());
        }
        stack.append(children(n));
    }
    return any;
}

// --- capabilities ----------------------------------------------------------------------------

bool WmpDocument::canRename(NodeId id) const
{
    const WmpEntity *e = entityOf(id);
    return isGroup(id) || (e && e->nameLine >= 0);
}

bool WmpDocument::canRemove(NodeId id) const
{
    return objectOf(id) && !isRoot(id);
}

bool WmpDocument::canMove(NodeId id, NodeId newParent) const
{
    return canMoveUnder(id, newParent, [this](NodeId parent) { return isGroup(parent); });
}

QList<NodeKind> WmpDocument::addableKinds(NodeId parent) const
{
    if (!isGroup(parent))
        return {};
    return {NodeKind::Group, NodeKind::Block, NodeKind::Entity, NodeKind::Light, NodeKind::Sound,
            NodeKind::Position, NodeKind::Path};
}

// --- structure -------------------------------------------------------------------------------

bool WmpDocument::tryEdit(const std::function<void()> &edit, format::WmpTextChange *change, QString *error)
{
    // Views must hear "about to change" before the data changes, and nothing when the edit is
    // refused: record only its text changes (the file stays as it is); the caller applies them
    // between the signals, leaving in *change what undoes the edit.
    try {
        *change = m_wmp->recordOnly(edit); // a refused edit leaves the file unchanged
    } catch (const format::FormatError &e) {
        return setError(error, e.toString());
    }
    return true;
}

NodeId WmpDocument::applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    if (!isGroup(parent)) {
        setError(error, tr("Nodes can only be added to a group"));
        return 0;
    }
    const int count = int(children(parent).size());
    const int at = row < 0 || row > count ? count : row;
    NodeId id = 0;
    auto edit = [&] {
        switch (kind) {
        case NodeKind::Group:
            id = m_wmp->addGroup(parent, name, at);
            break;
        case NodeKind::Block: {
            const QStringList textures = m_wmp->textureNames();
            id = m_wmp->addBoxBlock(parent, Eigen::Vector3d(64, 64, 64),
                                    textures.isEmpty() ? QStringLiteral("default") : textures.first(), at);
            break;
        }
        case NodeKind::Entity:
            id = m_wmp->addEntity(parent, "model", name.isEmpty() ? QStringLiteral("model.mdl") : name, at);
            break;
        case NodeKind::Light:
            id = m_wmp->addEntity(parent, "light", QString(), at);
            break;
        case NodeKind::Sound:
            id = m_wmp->addEntity(parent, "sound", name.isEmpty() ? QStringLiteral("sound.wav") : name, at);
            break;
        case NodeKind::Position:
            id = m_wmp->addEntity(parent, "start", name, at);
            break;
        case NodeKind::Path:
            id = m_wmp->addEntity(parent, "path", name, at);
            break;
        default:
            throw format::FormatError(-1, QStringLiteral("kind"), tr("This kind of node cannot be added to a WMP"));
        }
    };
    format::WmpTextChange change;
    if (!tryEdit(edit, &change, error))
        return 0;
    emit nodeAboutToBeAdded(parent, at);
    m_wmp->applyChange(change);
    m_beforeAdd.insert_or_assign(id, std::move(change));
    emit nodeAdded(parent, at, id);
    return id;
}

NodeId WmpDocument::applyDuplicate(NodeId id, QString *error)
{
    if (!canDuplicate(id)) {
        setError(error, tr("This node cannot be duplicated"));
        return 0;
    }
    const NodeId parent = parentOf(id);
    const int row = rowOf(id) + 1;
    NodeId copy = 0;
    format::WmpTextChange change;
    if (!tryEdit([&] { copy = m_wmp->duplicateObject(id); }, &change, error))
        return 0;
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(change);
    m_beforeAdd.insert_or_assign(copy, std::move(change));
    emit nodeAdded(parent, row, copy);
    return copy;
}

std::unique_ptr<DetachedNode> WmpDocument::applyDetach(NodeId id, QString *error)
{
    if (!canRemove(id)) {
        setError(error, tr("This node cannot be removed"));
        return nullptr;
    }
    auto detached = std::make_unique<WmpTextState>();
    detached->node = id;
    const NodeId parent = parentOf(id);
    const int row = rowOf(id);
    if (!tryEdit([&] { m_wmp->removeObject(id); }, &detached->change, error))
        return nullptr;
    emit nodeAboutToBeRemoved(parent, row, id);
    m_wmp->applyChange(detached->change); // now holds what puts the node back
    emit nodeRemoved(parent, row, id);
    return detached;
}

std::unique_ptr<DetachedNode> WmpDocument::applyUndoAdd(NodeId id, QString *error)
{
    const auto before = m_beforeAdd.find(id);
    if (before == m_beforeAdd.end() || !contains(id))
        return applyDetach(id, error);
    auto detached = std::make_unique<WmpTextState>();
    detached->change = std::move(before->second);
    m_beforeAdd.erase(before);
    detached->node = id;
    detached->undoneAdd = true;
    takeOut(id, detached->change); // now holds what adds the node again
    return detached;
}

void WmpDocument::takeOut(NodeId id, format::WmpTextChange &change)
{
    const NodeId parent = parentOf(id);
    const int row = rowOf(id);
    emit nodeAboutToBeRemoved(parent, row, id);
    m_wmp->applyChange(change);
    emit nodeRemoved(parent, row, id);
}

bool WmpDocument::applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(node.get());
    // Parent 0 is the top level: objects that no object lists sit there beside the root.
    if (!d || contains(d->node) || (parent != 0 && !contains(parent)))
        return setError(error, tr("The node cannot be put back"));
    // The text it was taken from: the same ids and bytes, and the node at its old place.
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(d->change);
    if (d->undoneAdd) // what takes the node out again, for the next undo
        m_beforeAdd.insert_or_assign(d->node, std::move(d->change));
    emit nodeAdded(parent, row, d->node);
    return true;
}

std::unique_ptr<DetachedNode> WmpDocument::applyUndoRemove(std::unique_ptr<DetachedNode> node, NodeId parent, int row,
                                                           QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(node.get());
    if (!d || d->undoneAdd) {
        applyAttach(std::move(node), parent, row, error);
        return nullptr;
    }
    if (contains(d->node) || (parent != 0 && !contains(parent))) {
        setError(error, tr("The node cannot be put back"));
        return nullptr;
    }
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(d->change); // now holds what removes the node again
    emit nodeAdded(parent, row, d->node);
    return node;
}

std::unique_ptr<DetachedNode> WmpDocument::applyRedoRemove(NodeId id, std::unique_ptr<DetachedNode> removal, QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(removal.get());
    if (!d || d->node != id || !canRemove(id))
        return applyDetach(id, error);
    takeOut(id, d->change); // now holds what puts the node back
    return removal;
}

bool WmpDocument::applyMove(NodeId id, NodeId newParent, int row, QString *error)
{
    if (!canMove(id, newParent))
        return setError(error, tr("The node cannot move there"));
    const NodeId oldParent = parentOf(id);
    const int oldRow = rowOf(id);
    const int count = int(children(newParent).size()) - (oldParent == newParent ? 1 : 0);
    const int newRow = row < 0 || row > count ? count : row;
    format::WmpTextChange change;
    if (!tryEdit([&] { m_wmp->moveObject(id, newParent, newRow); }, &change, error))
        return false;
    emit nodeAboutToBeMoved(id, oldParent, oldRow, newParent, newRow);
    m_wmp->applyChange(change);
    emit nodeMoved(id, oldParent, oldRow, newParent, newRow);
    return true;
}

std::unique_ptr<DetachedNode> WmpDocument::captureState(const QList<NodeId> &ids) const
{
    // Only the sections an edit of these nodes rewrites: each object, the block or entity it
    // references, and its parent (whose child list a move rewrites). Undo memory stays small.
    auto state = std::make_unique<WmpSections>();
    std::vector<quint32> sections;
    for (NodeId id : ids) {
        const WmpObjectNode *o = objectOf(id);
        if (!o)
            continue;
        sections.push_back(o->id);
        if (o->block >= 0)
            sections.push_back(m_wmp->blocks()[size_t(o->block)].id);
        if (o->entity >= 0)
            sections.push_back(m_wmp->entities()[size_t(o->entity)].id);
        if (const NodeId parent = parentOf(id))
            sections.push_back(parent);
    }
    state->sections = m_wmp->saveSections(sections);
    return state;
}

void WmpDocument::restoreState(const DetachedNode &state)
{
    if (const auto *s = dynamic_cast<const WmpSections *>(&state)) {
        try {
            m_wmp->restoreSections(s->sections);
        } catch (const format::FormatError &) {
            // Only reachable if the history was bypassed; the values are right already.
        }
    }
}

int WmpDocument::objectCount() const
{
    return int(m_wmp->objects().size());
}

QList<NodeId> WmpDocument::nodesUsingTexture(int texture) const
{
    QList<NodeId> out;
    for (const format::WmpObjectNode &o : m_wmp->objects()) {
        if (o.block < 0 || size_t(o.block) >= m_wmp->blocks().size())
            continue;
        const auto &faces = m_wmp->blocks()[size_t(o.block)].faces;
        if (std::any_of(faces.begin(), faces.end(), [&](const format::WmpFace &f) { return f.textureIndex == texture; }))
            out << o.id;
    }
    return out;
}

} // namespace ackedit::document

