// SetPropertyCommand / NodeStructureCommand over a minimal in-memory SceneDocument: failed edits
// leave no undo step and no change, merging only for the same nodes and key, obsolete steps
// vanish with the exact start state back, and the captured states are put back on undo/redo.
// Per-node values (setProperties) merge the same way; also checked on a real WmpDocument.
#include "format/wmp/wmptextfixtures.h"
#include "scene/scenedocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"

#include <QSignalSpy>
#include <QVector3D>
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
    bool exactState = true; // false: no captureState, undo/redo go by values alone

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
        if (!exactState)
            return nullptr;
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
    void perNodeValuesDoUndoRedo();
    void perNodeEditsMerge_data();
    void perNodeEditsMerge();
    void perNodeMergeBackToStartVanishes();
    void perNodeMergeOnlySameNodesAndKey();
    void perNodeValueCountMustMatch();
    void perNodeEditsOnWmpDocument();
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

void TestSceneCommands::perNodeValuesDoUndoRedo()
{
    FlatDocument doc;
    QSignalSpy spy(&doc, &document::SceneDocument::propertyChanged);
    // Node 2 keeps its value: it is not touched (its spelling stays).
    QVERIFY(doc.setProperties({1, 2, 3}, QStringLiteral("value"), {11, 20, 33}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.nodes[0].value, 11);
    QCOMPARE(doc.nodes[1].value, 20);
    QCOMPARE(doc.nodes[2].value, 33);
    QCOMPARE(doc.nodes[1].spelling, QStringLiteral("20.000"));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(0).at(0).value<NodeId>(), NodeId(1));
    QCOMPARE(spy.at(1).at(0).value<NodeId>(), NodeId(3));
    QCOMPARE(spy.at(1).at(1).toString(), QStringLiteral("value"));

    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 10);
    QCOMPARE(doc.nodes[2].value, 30);
    QCOMPARE(doc.nodes[0].spelling, QStringLiteral("10.000"));
    QCOMPARE(doc.nodes[2].spelling, QStringLiteral("30.000"));
    QCOMPARE(spy.count(), 4);
    QVERIFY(!doc.isModified());

    doc.undoStack()->redo();
    QCOMPARE(doc.nodes[0].value, 11);
    QCOMPARE(doc.nodes[1].value, 20);
    QCOMPARE(doc.nodes[2].value, 33);
    QCOMPARE(spy.count(), 6);
    QVERIFY(doc.isModified());
}

void TestSceneCommands::perNodeEditsMerge_data()
{
    QTest::addColumn<bool>("exactState");
    QTest::newRow("exact state") << true;
    QTest::newRow("values only") << false;
}

void TestSceneCommands::perNodeEditsMerge()
{
    QFETCH(bool, exactState);
    FlatDocument doc;
    doc.exactState = exactState;
    // A spin box drag over a selection whose values differ: each node moves by the same step.
    for (int step = 1; step <= 5; ++step)
        QVERIFY(doc.setProperties({1, 2, 3}, QStringLiteral("value"), {10 + step, 20 + step, 30 + step}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.nodes[0].value, 15);
    QCOMPARE(doc.nodes[1].value, 25);
    QCOMPARE(doc.nodes[2].value, 35);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 10); // each node its own start
    QCOMPARE(doc.nodes[1].value, 20);
    QCOMPARE(doc.nodes[2].value, 30);
    QCOMPARE(doc.nodes[1].spelling, exactState ? QStringLiteral("20.000") : QStringLiteral("20"));
    doc.undoStack()->redo();
    QCOMPARE(doc.nodes[0].value, 15); // the last edit's values
    QCOMPARE(doc.nodes[1].value, 25);
    QCOMPARE(doc.nodes[2].value, 35);

    // A shared-value edit of the same key on the same nodes continues the same step.
    QVERIFY(doc.setProperty({1, 2, 3}, QStringLiteral("value"), 7));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 10);
    QCOMPARE(doc.nodes[2].value, 30);
}

void TestSceneCommands::perNodeMergeBackToStartVanishes()
{
    FlatDocument doc;
    QVERIFY(doc.setProperties({1, 3}, QStringLiteral("value"), {15, 35}));
    QVERIFY(doc.setProperties({1, 3}, QStringLiteral("value"), {16, 30})); // node 3 back, node 1 not
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.setProperties({1, 3}, QStringLiteral("value"), {10, 30})); // both back
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.nodes[0].spelling, QStringLiteral("10.000")); // the exact start state
    QCOMPARE(doc.nodes[2].spelling, QStringLiteral("30.000"));
}

void TestSceneCommands::perNodeMergeOnlySameNodesAndKey()
{
    FlatDocument doc;
    QVERIFY(doc.setProperties({1, 2}, QStringLiteral("value"), {11, 21}));
    QVERIFY(doc.setProperties({1, 2}, QStringLiteral("other"), {12, 22})); // another key
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(doc.setProperties({1, 3}, QStringLiteral("other"), {13, 33})); // other nodes
    QCOMPARE(doc.undoStack()->count(), 3);
    QVERIFY(doc.setProperties({1}, QStringLiteral("other"), {14})); // fewer nodes
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 13);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 12);
    QCOMPARE(doc.nodes[2].value, 30);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 11);
    QCOMPARE(doc.nodes[1].value, 21);
    doc.undoStack()->undo();
    QCOMPARE(doc.nodes[0].value, 10);
    QCOMPARE(doc.nodes[1].value, 20);
}

void TestSceneCommands::perNodeValueCountMustMatch()
{
    FlatDocument doc;
    QString error;
    QVERIFY(!doc.setProperties({1, 2}, QStringLiteral("value"), {5}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.nodes[0].value, 10);
    // A refused value for one node: nothing changes, no step.
    QVERIFY(!doc.setProperties({1, 2}, QStringLiteral("value"), {5, -1}, &error));
    QCOMPARE(error, QStringLiteral("refused"));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.nodes[0].value, 10);
    QCOMPARE(doc.nodes[0].spelling, QStringLiteral("10.000"));
}

void TestSceneCommands::perNodeEditsOnWmpDocument()
{
    // A real level document: only X of three different origins dragged, then undone, gives the
    // file's bytes back exactly.
    const QByteArray original = testing::wmpFixture5();
    document::WmpDocument doc(format::readWmpText(original), QString());
    QList<NodeId> ids;
    for (const format::WmpObjectNode &o : doc.wmp()->objects())
        if (o.number == 5 || o.number == 6 || o.number == 8)
            ids << o.id;
    QCOMPARE(ids.size(), 3);
    const QString key = QStringLiteral("origin");
    QList<QVariant> start;
    for (NodeId id : ids)
        start << doc.property(id, key);
    QVERIFY(start[0] != start[1] && start[1] != start[2]);
    QSignalSpy spy(&doc, &document::SceneDocument::propertyChanged);

    auto withX = [&](float x) {
        QList<QVariant> values;
        for (const QVariant &v : start) {
            QVector3D p = v.value<QVector3D>();
            p.setX(x);
            values << QVariant(p);
        }
        return values;
    };
    for (float x : {1.0f, 2.0f, 3.0f, 4.5f}) {
        QString error;
        QVERIFY2(doc.setProperties(ids, key, withX(x), &error), qPrintable(error));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(spy.count() >= 3);
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(doc.property(ids[i], key), withX(4.5f)[i]);
    const QByteArray edited = doc.wmp()->write();
    QVERIFY(edited != original);

    doc.undoStack()->undo();
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(doc.property(ids[i], key), start[i]);
    QCOMPARE(doc.wmp()->write(), original);
    doc.undoStack()->redo();
    QCOMPARE(doc.wmp()->write(), edited);

    // Dragged back to where each started: the step vanishes, the bytes are the original's.
    doc.undoStack()->undo();
    QVERIFY(doc.setProperties(ids, key, withX(9)));
    QVERIFY(doc.setProperties(ids, key, start));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.wmp()->write(), original);
}

QTEST_GUILESS_MAIN(TestSceneCommands)
#include "tst_scenecommands.moc"
