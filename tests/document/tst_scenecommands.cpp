// SetPropertyCommand / NodeStructureCommand over a minimal in-memory SceneDocument: failed edits
// leave no undo step and no change, merging only for the same nodes and key, obsolete steps
// vanish with the exact start state back, and the captured states are put back on undo/redo.
#include "scene/scenedocument.h"

#include <QSignalSpy>
#include <QtTest>

using namespace ackedit;
using document::DetachedNode;
using document::NodeId;
using document::NodeKind;

namespace {

class NullAsset : public format::AssetFile
{
public:
    Kind kind() const override { return Kind::LevelSource; }
    QString formatName() const override { return QStringLiteral("TEST"); }
    QByteArray write() const override { return {}; }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    format::TriangleMesh mesh(int) const override { return {}; }
};

// Flat nodes with an int "value" (negative values are refused) and a "spelling" that only the
// exact state restores (as a text WMP keeps a number's spelling).
class FlatDocument : public document::SceneDocument
{
public:
    struct Node
    {
        NodeId id;
        int value = 0;
        QString spelling;
    };
    struct State : DetachedNode
    {
        std::vector<Node> nodes;
    };
    struct Taken : DetachedNode
    {
        Node node;
        int row = 0;
    };

    FlatDocument() : SceneDocument(std::make_unique<NullAsset>(), QString())
    {
        for (NodeId id = 1; id <= 3; ++id)
            nodes.push_back({id, int(id) * 10, QStringLiteral("%1.000").arg(id * 10)});
    }
    std::vector<Node> nodes;
    NodeId nextId = 4;
    int restores = 0;

    int indexOf(NodeId id) const
    {
        for (size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i].id == id)
                return int(i);
        return -1;
    }
    QList<NodeId> children(NodeId parent) const override
    {
        QList<NodeId> out;
        if (parent == 0)
            for (const Node &n : nodes)
                out << n.id;
        return out;
    }
    NodeId parentOf(NodeId) const override { return 0; }
    bool contains(NodeId id) const override { return indexOf(id) >= 0; }
    NodeKind nodeKind(NodeId) const override { return NodeKind::Entity; }
    QString nodeName(NodeId id) const override { return QString::number(id); }
    bool markerPosition(NodeId, Eigen::Vector3f *) const override { return false; }
    bool bounds(NodeId, Eigen::Vector3f *, Eigen::Vector3f *) const override { return false; }
    QList<document::NodeProperty> properties(NodeId) const override { return {}; }
    QVariant property(NodeId id, const QString &) const override
    {
        return contains(id) ? QVariant(nodes[size_t(indexOf(id))].value) : QVariant();
    }
    bool canRename(NodeId) const override { return false; }
    bool canRemove(NodeId id) const override { return contains(id); }
    bool canDuplicate(NodeId id) const override { return contains(id); }
    bool canMove(NodeId id, NodeId parent) const override { return contains(id) && parent == 0; }
    QList<NodeKind> addableKinds(NodeId) const override { return {NodeKind::Entity}; }

protected:
    bool applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error) override
    {
        if (!contains(id) || value.toInt() < 0) {
            *error = QStringLiteral("refused");
            return false;
        }
        Node &n = nodes[size_t(indexOf(id))];
        n.value = value.toInt();
        n.spelling = QString::number(n.value); // a value alone loses the spelling
        emit propertyChanged(id, key);
        return true;
    }
    NodeId applyCreate(NodeKind, NodeId, int row, const QString &, QString *) override
    {
        const int at = row < 0 ? int(nodes.size()) : row;
        emit nodeAboutToBeAdded(0, at);
        nodes.insert(nodes.begin() + at, Node{nextId, 0, QStringLiteral("0")});
        emit nodeAdded(0, at, nextId);
        return nextId++;
    }
    NodeId applyDuplicate(NodeId id, QString *error) override
    {
        const NodeId copy = applyCreate(NodeKind::Entity, 0, indexOf(id) + 1, QString(), error);
        nodes[size_t(indexOf(copy))].value = nodes[size_t(indexOf(id))].value;
        return copy;
    }
    std::unique_ptr<DetachedNode> applyDetach(NodeId id, QString *error) override
    {
        if (!contains(id)) {
            *error = QStringLiteral("no node");
            return nullptr;
        }
        auto t = std::make_unique<Taken>();
        t->row = indexOf(id);
        t->node = nodes[size_t(t->row)];
        emit nodeAboutToBeRemoved(0, t->row, id);
        nodes.erase(nodes.begin() + t->row);
        emit nodeRemoved(0, t->row, id);
        return t;
    }
    bool applyAttach(std::unique_ptr<DetachedNode> node, NodeId, int, QString *) override
    {
        auto *t = static_cast<Taken *>(node.get());
        emit nodeAboutToBeAdded(0, t->row);
        nodes.insert(nodes.begin() + t->row, t->node);
        emit nodeAdded(0, t->row, t->node.id);
        return true;
    }
    bool applyMove(NodeId id, NodeId, int row, QString *) override
    {
        const int from = indexOf(id);
        const Node n = nodes[size_t(from)];
        nodes.erase(nodes.begin() + from);
        const int to = row < 0 ? int(nodes.size()) : row;
        emit nodeAboutToBeMoved(id, 0, from, 0, to);
        nodes.insert(nodes.begin() + to, n);
        emit nodeMoved(id, 0, from, 0, to);
        return true;
    }
    std::unique_ptr<DetachedNode> captureState(const QList<NodeId> &) const override
    {
        auto s = std::make_unique<State>();
        s->nodes = nodes;
        return s;
    }
    void restoreState(const DetachedNode &state) override
    {
        ++restores;
        nodes = static_cast<const State &>(state).nodes;
    }
};

} // namespace

class TestSceneCommands : public QObject
{
    Q_OBJECT
private slots:
    void failedEditLeavesNothing();
    void mergeOnlySameNodesAndKey();
    void obsoleteRestoresExactState();
    void undoRestoresSpelling();
    void structureKeepsIds();
    void emptySelectionIsNoStep();
};

void TestSceneCommands::failedEditLeavesNothing()
{
    FlatDocument doc;
    QString error;
    // Node 1 would change, node 2 refuses: nothing changes, nothing is pushed.
    QVERIFY(!doc.setProperty({1, 2}, QStringLiteral("value"), -5, &error));
    QCOMPARE(error, QStringLiteral("refused"));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.nodes[0].value, 10);
    QCOMPARE(doc.nodes[0].spelling, QStringLiteral("10.000"));
}

void TestSceneCommands::mergeOnlySameNodesAndKey()
{
    FlatDocument doc;
    QVERIFY(doc.setProperty({1}, QStringLiteral("value"), 11));
    QVERIFY(doc.setProperty({1}, QStringLiteral("value"), 12));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.setProperty({1, 2}, QStringLiteral("value"), 13));
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(doc.setProperty({1}, QStringLiteral("other"), 14));
    QCOMPARE(doc.undoStack()->count(), 3);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 12);
    QCOMPARE(doc.nodes[1].value, 20);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 10);
}

void TestSceneCommands::obsoleteRestoresExactState()
{
    FlatDocument doc;
    QVERIFY(doc.setProperty({2}, QStringLiteral("value"), 25));
    QVERIFY(doc.setProperty({2}, QStringLiteral("value"), 20)); // back where it started
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.nodes[1].spelling, QStringLiteral("20.000")); // not "20"
}

void TestSceneCommands::undoRestoresSpelling()
{
    FlatDocument doc;
    QSignalSpy spy(&doc, &document::SceneDocument::propertyChanged);
    QVERIFY(doc.setProperty({3}, QStringLiteral("value"), 31));
    QCOMPARE(doc.nodes[2].spelling, QStringLiteral("31"));
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[2].spelling, QStringLiteral("30.000"));
    QCOMPARE(spy.count(), 2);
    doc.undoStack()->redo();
    QCOMPARE(doc.nodes[2].value, 31);
    QCOMPARE(spy.count(), 3);
    QVERIFY(doc.restores >= 2);

    // A move restores the exact state too.
    QVERIFY(doc.moveNode(1, 0, -1));
    QCOMPARE(doc.children(0), (QList<NodeId>{2, 3, 1}));
    doc.undoStack()->undo();
    QCOMPARE(doc.children(0), (QList<NodeId>{1, 2, 3}));
    QCOMPARE(doc.nodes[2].spelling, QStringLiteral("31"));
}

void TestSceneCommands::structureKeepsIds()
{
    FlatDocument doc;
    QSignalSpy added(&doc, &document::SceneDocument::nodeAdded);
    QSignalSpy removed(&doc, &document::SceneDocument::nodeRemoved);
    const NodeId id = doc.addNode(NodeKind::Entity, 0, 1);
    QCOMPARE(id, NodeId(4));
    doc.undoStack()->undo();
    QVERIFY(!doc.contains(id));
    doc.undoStack()->redo();
    QCOMPARE(doc.children(0), (QList<NodeId>{1, 4, 2, 3}));
    QCOMPARE(added.count(), 2);
    QCOMPARE(removed.count(), 1);

    QVERIFY(doc.removeNodes({2, 3}));
    QCOMPARE(doc.undoStack()->count(), 2); // one macro for the selection
    doc.undoStack()->undo();
    QCOMPARE(doc.children(0), (QList<NodeId>{1, 4, 2, 3}));

    const QList<NodeId> copies = doc.duplicate({1, 3});
    QCOMPARE(copies.size(), 2);
    QCOMPARE(doc.undoStack()->count(), 2); // add + one duplicate macro (the undone delete is gone)
    doc.undoStack()->undo();
    QCOMPARE(doc.children(0), (QList<NodeId>{1, 4, 2, 3}));
    doc.undoStack()->redo();
    QVERIFY(doc.contains(copies[0]) && doc.contains(copies[1]));
}

void TestSceneCommands::emptySelectionIsNoStep()
{
    FlatDocument doc;
    QString error;
    QVERIFY(!doc.removeNodes({99}, &error));
    QVERIFY(doc.duplicate({99}, &error).isEmpty());
    QVERIFY(doc.setProperty({1}, QStringLiteral("value"), 10)); // unchanged value
    QCOMPARE(doc.undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestSceneCommands)
#include "tst_scenecommands.moc"
