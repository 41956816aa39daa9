// WED's Group and Ungroup (issue 34 point 6) on text WMP and WMPB levels: grouping two entities
// makes a group where the first was, holding both, every member where it was in the world, as
// one undo step whose undo gives the exact bytes back; ungrouping a group with a place of its
// own moves its members up without moving them in the world; a part that fails (forced at each
// step) or a level without groups (WMB) changes nothing.
#include "edittransaction.h"
#include "document/scene/levelfixtures.h"
#include "document/scene/scenetesting.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/wmbdocument.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QUndoStack>
#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::SceneDocument;

namespace {

std::unique_ptr<SceneDocument> open(const QString &format, QByteArray *bytes)
{
    return testing::openFixtureLevel(format, bytes);
}

// The leaves under the first group (or the level) that has at least two of them, and that node.
QList<NodeId> twoLeaves(const SceneDocument &doc, NodeId *group)
{
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        todo += doc.children(id);
        QList<NodeId> leaves;
        for (NodeId kid : doc.children(id)) {
            Eigen::Vector3d at;
            if (doc.children(kid).isEmpty() && doc.canRemove(kid) && doc.worldPosition(kid, &at))
                leaves.append(kid);
        }
        if ((doc.nodeKind(id) == NodeKind::Group || doc.nodeKind(id) == NodeKind::Level) && leaves.size() >= 2) {
            *group = id;
            return leaves.mid(0, 2);
        }
    }
    return {};
}

QList<Eigen::Vector3d> places(const SceneDocument &doc, const QList<NodeId> &ids)
{
    QList<Eigen::Vector3d> out;
    for (NodeId id : ids) {
        Eigen::Vector3d at = Eigen::Vector3d::Constant(std::nan(""));
        doc.worldPosition(id, &at);
        out.append(at);
    }
    return out;
}

bool samePlaces(const QList<Eigen::Vector3d> &a, const QList<Eigen::Vector3d> &b)
{
    for (int i = 0; i < a.size(); ++i) {
        if (!((a[i] - b[i]).norm() < 1e-3))
            return false;
    }
    return a.size() == b.size();
}

} // namespace

class TstSceneGroup : public QObject
{
    Q_OBJECT
private slots:
    void groupAndUngroup_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void groupAndUngroup()
    {
        QFETCH(QString, format);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(format, &original);
        NodeId outer = 0;
        const QList<NodeId> members = twoLeaves(*doc, &outer);
        QCOMPARE(members.size(), 2);
        const QList<Eigen::Vector3d> before = places(*doc, members);
        const int row = doc->rowOf(members.first());

        QString error;
        const NodeId group = doc->groupNodes(members, &error);
        QVERIFY2(group, qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->parentOf(group), outer);
        QCOMPARE(doc->rowOf(group), row);
        QCOMPARE(doc->children(group), members);
        QVERIFY(samePlaces(places(*doc, members), before));
        const QByteArray grouped = testing::sceneBytes(*doc);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), grouped);

        // Ungroup the new group: back in the outer group, still in place; one more step.
        QCOMPARE(doc->ungroup(group, &error), members);
        QCOMPARE(doc->undoStack()->count(), 2);
        QVERIFY(!doc->contains(group));
        QCOMPARE(doc->parentOf(members.first()), outer);
        QVERIFY(samePlaces(places(*doc, members), before));

        // Ungroup a group with a place of its own: nothing moves in the world.
        const auto placed = [&](NodeId id) {
            return doc->nodeKind(id) == NodeKind::Group
                   && doc->property(id, QStringLiteral("origin")).value<QVector3D>() != QVector3D();
        };
        QList<NodeId> todo = doc->children(0);
        while (!todo.isEmpty() && !placed(todo.first()))
            todo += doc->children(todo.takeFirst());
        QVERIFY(!todo.isEmpty());
        outer = todo.first();
        const QList<NodeId> outerMembers = doc->children(outer);
        const QList<Eigen::Vector3d> outerPlaces = places(*doc, outerMembers);
        QCOMPARE(doc->ungroup(outer, &error), outerMembers);
        QVERIFY(samePlaces(places(*doc, outerMembers), outerPlaces));
        doc->undoStack()->setIndex(0);
        QCOMPARE(testing::sceneBytes(*doc), original);
    }

    void failingPartsLeaveNothing()
    {
        for (int step = 1; step <= 3; ++step) {
            QByteArray original;
            const std::unique_ptr<SceneDocument> doc = open(QStringLiteral("wmp"), &original);
            NodeId outer = 0;
            const QList<NodeId> members = twoLeaves(*doc, &outer);
            document::EditTransaction::failStepForTesting(doc->undoStack(), step);
            QCOMPARE(doc->groupNodes(members), NodeId(0));
            QVERIFY(doc->ungroup(outer).isEmpty());
            document::EditTransaction::failStepForTesting(doc->undoStack(), 0);
            QCOMPARE(testing::sceneBytes(*doc), original);
            QCOMPARE(doc->undoStack()->count(), 0);
        }
    }

    void refusals()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(QStringLiteral("wmp"), &original);
        QString error;
        QCOMPARE(doc->groupNodes({}, &error), NodeId(0));
        QVERIFY(!error.isEmpty());
        error.clear();
        QCOMPARE(doc->groupNodes({987654}, &error), NodeId(0));
        QVERIFY(!error.isEmpty());
        NodeId outer = 0;
        const QList<NodeId> members = twoLeaves(*doc, &outer);
        error.clear();
        QVERIFY(doc->ungroup(members.first(), &error).isEmpty()); // not a group
        QVERIFY(!error.isEmpty());
        QCOMPARE(testing::sceneBytes(*doc), original);

        // A compiled level has no groups.
        document::WmbDocument wmb(format::readWmb(wmbfixture::wmb7Full()), QString());
        const QList<NodeId> top = wmb.children(0);
        error.clear();
        QCOMPARE(wmb.groupNodes(top.mid(0, 2), &error), NodeId(0));
        QVERIFY(!error.isEmpty());
        QCOMPARE(wmb.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TstSceneGroup)
#include "tst_scenegroup.moc"
