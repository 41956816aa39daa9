#pragma once
// A SceneDocument over a small in-memory tree, for the level widget tests: every pure virtual is
// implemented, and the apply* hooks emit the fine-grained signals exactly as the format documents
// must, so the real commands (commands/scenecommands.*) run on it.
//
// Row conventions (the same as the real documents): rows in every signal are never -1;
// nodeAboutToBeMoved/nodeMoved carry the node's row before the move and its final row after it
// (counted in newParent's children once the node has left oldParent).
//
// No Q_OBJECT: it adds no signals, and the test executables do not moc this header.
#include "common/assetfile.h"
#include "scene/scenedocument.h"

#include <QColor>
#include <QHash>
#include <QVector3D>

#include <algorithm>
#include <map>

namespace ackedit::testing {

using document::NodeId;
using document::NodeKind;
using document::NodeProperty;

// A level asset with a single box as its geometry.
class FakeLevelAsset : public format::AssetFile
{
public:
    Kind kind() const override { return Kind::LevelSource; }
    QString formatName() const override { return QStringLiteral("FAKE"); }
    QByteArray write() const override { return QByteArrayLiteral("fake"); }
    QString infoText() const override { return QStringLiteral("fake level"); }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    format::TriangleMesh mesh(int) const override
    {
        format::TriangleMesh m;
        m.positions = {Eigen::Vector3f(-64, -64, 0), Eigen::Vector3f(64, -64, 0), Eigen::Vector3f(64, 64, 0),
                       Eigen::Vector3f(-64, 64, 0)};
        m.uvs = {Eigen::Vector2f(0, 0)};
        m.triangles.push_back({{0, 1, 2}, {0, 0, 0}, -1});
        m.triangles.push_back({{0, 2, 3}, {0, 0, 0}, -1});
        m.hidden = hidden;
        return m;
    }
    // TriangleMesh::hidden of the box's two triangles (empty: both drawn).
    std::vector<uint8_t> hidden;
};

class FakeSceneDocument : public document::SceneDocument
{
public:
    struct Node
    {
        NodeId id = 0;
        NodeKind kind = NodeKind::Other;
        NodeId parent = 0;
        QList<NodeId> children;
        QVariantMap values; // "name", "origin", "angles", "flags", "skills", "file", "ambient", "range"
    };

    FakeSceneDocument() : SceneDocument(std::make_unique<FakeLevelAsset>(), QStringLiteral("fake.wmp")) {}

    // Direct construction for test setup (no command, but the signals are emitted as usual).
    NodeId make(NodeKind kind, NodeId parent, const QString &name, const QVector3D &origin = {})
    {
        QString error;
        const NodeId id = applyCreate(kind, parent, -1, name, &error);
        if (id)
            m_nodes[id].values[QStringLiteral("origin")] = origin;
        return id;
    }
    const Node *node(NodeId id) const
    {
        auto it = m_nodes.find(id);
        return it == m_nodes.end() ? nullptr : &it->second;
    }
    int applyPropertyCalls = 0;

    // --- tree ---
    QList<NodeId> children(NodeId parent) const override
    {
        if (parent == 0)
            return m_top;
        const Node *n = node(parent);
        return n ? n->children : QList<NodeId>();
    }
    NodeId parentOf(NodeId id) const override
    {
        const Node *n = node(id);
        return n ? n->parent : 0;
    }
    bool contains(NodeId id) const override { return m_nodes.count(id) != 0; }
    NodeKind nodeKind(NodeId id) const override
    {
        const Node *n = node(id);
        return n ? n->kind : NodeKind::Other;
    }
    QString nodeName(NodeId id) const override
    {
        const Node *n = node(id);
        return n ? n->values.value(QStringLiteral("name")).toString() : QString();
    }
    static bool isPoint(NodeKind kind)
    {
        return kind == NodeKind::Entity || kind == NodeKind::Light || kind == NodeKind::Sound
            || kind == NodeKind::Position || kind == NodeKind::PathNode;
    }
    bool markerPosition(NodeId id, Eigen::Vector3f *position) const override
    {
        const Node *n = node(id);
        if (!n || !isPoint(n->kind))
            return false;
        const QVector3D o = n->values.value(QStringLiteral("origin")).value<QVector3D>();
        *position = Eigen::Vector3f(o.x(), o.y(), o.z());
        return true;
    }
    bool bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const override
    {
        bool any = false;
        Eigen::Vector3f p;
        if (markerPosition(id, &p)) {
            *min = p - Eigen::Vector3f::Constant(8);
            *max = p + Eigen::Vector3f::Constant(8);
            any = true;
        }
        for (NodeId c : children(id)) {
            Eigen::Vector3f a, b;
            if (bounds(c, &a, &b)) {
                *min = any ? Eigen::Vector3f(min->cwiseMin(a)) : a;
                *max = any ? Eigen::Vector3f(max->cwiseMax(b)) : b;
                any = true;
            }
        }
        return any;
    }

    // --- properties ---
    QList<NodeProperty> properties(NodeId id) const override
    {
        const Node *n = node(id);
        if (!n)
            return {};
        QList<NodeProperty> list;
        list.append(prop(QStringLiteral("name"), QStringLiteral("Name"), NodeProperty::Type::Text));
        if (isPoint(n->kind)) {
            list.append(prop(QStringLiteral("origin"), QStringLiteral("Position"), NodeProperty::Type::Vector3));
            list.append(prop(QStringLiteral("angles"), QStringLiteral("Angles"), NodeProperty::Type::Angles));
        }
        if (n->kind == NodeKind::Entity) {
            list.append(prop(QStringLiteral("file"), QStringLiteral("File"), NodeProperty::Type::FileName));
            NodeProperty flags = prop(QStringLiteral("flags"), QStringLiteral("Flags"), NodeProperty::Type::Flags);
            flags.flagNames = {QStringLiteral("Passable"), QStringLiteral("Invisible"), QStringLiteral("Flag1")};
            list.append(flags);
            list.append(prop(QStringLiteral("skills"), QStringLiteral("Skills"), NodeProperty::Type::Skills));
            NodeProperty ambient = prop(QStringLiteral("ambient"), QStringLiteral("Ambient"), NodeProperty::Type::Integer);
            ambient.minimum = -100;
            ambient.maximum = 100;
            list.append(ambient);
        }
        if (n->kind == NodeKind::Light) {
            list.append(prop(QStringLiteral("color"), QStringLiteral("Colour"), NodeProperty::Type::Color));
            list.append(prop(QStringLiteral("range"), QStringLiteral("Range"), NodeProperty::Type::Number));
        }
        if (n->kind == NodeKind::Level)
            list.append(prop(QStringLiteral("info"), QStringLiteral("Info"), NodeProperty::Type::Text, true));
        return list;
    }
    QVariant property(NodeId id, const QString &key) const override
    {
        const Node *n = node(id);
        if (!n)
            return {};
        const QVariant v = n->values.value(key);
        if (v.isValid())
            return v;
        // defaults
        if (key == QLatin1String("origin") || key == QLatin1String("angles"))
            return QVector3D();
        if (key == QLatin1String("flags"))
            return 0u;
        if (key == QLatin1String("skills"))
            return QVariantList(4, 0.0);
        if (key == QLatin1String("ambient"))
            return 0;
        if (key == QLatin1String("range"))
            return 100.0;
        if (key == QLatin1String("color"))
            return QColor(Qt::white);
        if (key == QLatin1String("info"))
            return QStringLiteral("fake");
        return QString();
    }

    // --- capabilities ---
    bool canRename(NodeId id) const override { return contains(id) && nodeKind(id) != NodeKind::Folder; }
    bool canRemove(NodeId id) const override { return contains(id) && nodeKind(id) != NodeKind::Level; }
    bool canMove(NodeId id, NodeId newParent) const override
    {
        if (!contains(id) || nodeKind(id) == NodeKind::Level)
            return false;
        if (newParent != 0 && (!contains(newParent) || nodeKind(newParent) != NodeKind::Group))
            return false;
        for (NodeId p = newParent; p != 0; p = parentOf(p)) {
            if (p == id)
                return false; // not into its own subtree
        }
        return true;
    }
    QList<NodeKind> addableKinds(NodeId parent) const override
    {
        if (parent == 0 || nodeKind(parent) == NodeKind::Group)
            return {NodeKind::Group, NodeKind::Entity, NodeKind::Light};
        return {};
    }

protected:
    struct Detached : document::DetachedNode
    {
        std::vector<Node> nodes; // the subtree, root first
    };

    QList<NodeId> &childList(NodeId parent) { return parent == 0 ? m_top : m_nodes[parent].children; }

    bool applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error) override
    {
        ++applyPropertyCalls;
        if (!contains(id)) {
            *error = QStringLiteral("no node %1").arg(id);
            return false;
        }
        const QList<NodeProperty> props = properties(id);
        const bool known = std::any_of(props.cbegin(), props.cend(),
                                       [&](const NodeProperty &p) { return p.key == key && !p.readOnly; });
        if (!known) {
            *error = QStringLiteral("no property %1").arg(key);
            return false;
        }
        m_nodes[id].values[key] = value;
        emit propertyChanged(id, key);
        return true;
    }

    NodeId applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error) override
    {
        if (parent != 0 && !contains(parent)) {
            *error = QStringLiteral("no parent");
            return 0;
        }
        QList<NodeId> &list = childList(parent);
        if (row < 0 || row > list.size())
            row = int(list.size());
        const NodeId id = m_nextId++;
        emit nodeAboutToBeAdded(parent, row);
        Node n;
        n.id = id;
        n.kind = kind;
        n.parent = parent;
        n.values[QStringLiteral("name")] = name.isEmpty() ? QStringLiteral("node%1").arg(id) : name;
        m_nodes[id] = n;
        childList(parent).insert(row, id);
        emit nodeAdded(parent, row, id);
        return id;
    }

    NodeId copySubtree(NodeId id, NodeId parent, int row)
    {
        const Node source = m_nodes[id];
        QList<NodeId> &list = childList(parent);
        if (row < 0 || row > list.size())
            row = int(list.size());
        const NodeId copy = m_nextId++;
        emit nodeAboutToBeAdded(parent, row);
        Node n = source;
        n.id = copy;
        n.parent = parent;
        n.children.clear();
        m_nodes[copy] = n;
        childList(parent).insert(row, copy);
        emit nodeAdded(parent, row, copy);
        for (NodeId c : source.children)
            copySubtree(c, copy, -1);
        return copy;
    }

    NodeId applyDuplicate(NodeId id, QString *error) override
    {
        if (!canDuplicate(id)) {
            *error = QStringLiteral("cannot duplicate");
            return 0;
        }
        return copySubtree(id, parentOf(id), rowOf(id) + 1);
    }

    void collect(NodeId id, std::vector<Node> *out)
    {
        out->push_back(m_nodes[id]);
        for (NodeId c : m_nodes[id].children)
            collect(c, out);
    }

    std::unique_ptr<document::DetachedNode> applyDetach(NodeId id, QString *error) override
    {
        if (!contains(id)) {
            *error = QStringLiteral("no node");
            return nullptr;
        }
        const NodeId parent = parentOf(id);
        const int row = rowOf(id);
        emit nodeAboutToBeRemoved(parent, row, id);
        auto detached = std::make_unique<Detached>();
        collect(id, &detached->nodes);
        for (const Node &n : detached->nodes)
            m_nodes.erase(n.id);
        childList(parent).removeAt(row);
        emit nodeRemoved(parent, row, id);
        return detached;
    }

    bool applyAttach(std::unique_ptr<document::DetachedNode> node, NodeId parent, int row, QString *error) override
    {
        auto *detached = dynamic_cast<Detached *>(node.get());
        if (!detached || detached->nodes.empty() || (parent != 0 && !contains(parent))) {
            *error = QStringLiteral("cannot attach");
            return false;
        }
        QList<NodeId> &list = childList(parent);
        if (row < 0 || row > list.size())
            row = int(list.size());
        emit nodeAboutToBeAdded(parent, row);
        Node root = detached->nodes.front();
        root.parent = parent;
        for (const Node &n : detached->nodes)
            m_nodes[n.id] = n;
        m_nodes[root.id] = root;
        childList(parent).insert(row, root.id);
        emit nodeAdded(parent, row, root.id);
        return true;
    }

    bool applyMove(NodeId id, NodeId newParent, int row, QString *error) override
    {
        if (!canMove(id, newParent)) {
            *error = QStringLiteral("cannot move");
            return false;
        }
        const NodeId oldParent = parentOf(id);
        const int oldRow = rowOf(id);
        int count = int(childList(newParent).size());
        if (newParent == oldParent)
            --count; // the node leaves first
        if (row < 0 || row > count)
            row = count;
        emit nodeAboutToBeMoved(id, oldParent, oldRow, newParent, row);
        childList(oldParent).removeAt(oldRow);
        childList(newParent).insert(row, id);
        m_nodes[id].parent = newParent;
        emit nodeMoved(id, oldParent, oldRow, newParent, row);
        return true;
    }

private:
    std::map<NodeId, Node> m_nodes;
    QList<NodeId> m_top;
    NodeId m_nextId = 1;
};

// The small tree the level tests share: level; groupA { lamp1, crate, groupB { lamp2 } }; player;
// folder (read-only).
struct SampleScene
{
    FakeSceneDocument doc;
    NodeId level, groupA, lamp1, crate, groupB, lamp2, player, folder;
    SampleScene()
    {
        using document::NodeKind;
        level = doc.make(NodeKind::Level, 0, QStringLiteral("level"));
        groupA = doc.make(NodeKind::Group, 0, QStringLiteral("groupA"));
        lamp1 = doc.make(NodeKind::Light, groupA, QStringLiteral("lamp1"));
        crate = doc.make(NodeKind::Entity, groupA, QStringLiteral("crate"));
        groupB = doc.make(NodeKind::Group, groupA, QStringLiteral("groupB"));
        lamp2 = doc.make(NodeKind::Light, groupB, QStringLiteral("lamp2"));
        player = doc.make(NodeKind::Entity, 0, QStringLiteral("player"));
        folder = doc.make(NodeKind::Folder, 0, QStringLiteral("folder"));
    }
};

} // namespace ackedit::testing
