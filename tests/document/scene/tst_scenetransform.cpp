// SceneDocument's transform edits (translateNodes, rotateNodes, scaleNodes) on each level format:
// the world move lands where asked even below a moved or turned group, a group's listed member
// is not moved twice, one call is one undo step (calls on the same nodes merge, as a drag does),
// undo gives the exact bytes back, redo the edited ones, and a refused edit pushes nothing.
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextdiff.h"
#include "document/scene/scenetesting.h"
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

NodeId firstOfKind(const SceneDocument &doc, NodeKind kind, const QString &name = QString())
{
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        if (doc.nodeKind(id) == kind && (name.isEmpty() || doc.nodeName(id) == name))
            return id;
        todo += doc.children(id);
    }
    return 0;
}

Eigen::Vector3d marker(const SceneDocument &doc, NodeId id)
{
    Eigen::Vector3f p;
    if (!doc.markerPosition(id, &p))
        return Eigen::Vector3d::Constant(std::nan(""));
    return p.cast<double>();
}

bool near(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).norm() < 1e-3; }

} // namespace

class TstSceneTransform : public QObject
{
    Q_OBJECT

    // One translate of `id` by `delta`: the marker moves by exactly delta, one undo step,
    // undo/redo byte-exact.
    static void translateOnce(SceneDocument &doc, NodeId id, const Eigen::Vector3d &delta)
    {
        const QByteArray before = testing::sceneBytes(doc);
        const Eigen::Vector3d start = marker(doc, id);
        const int steps = doc.undoStack()->count();
        QString error;
        QVERIFY2(doc.translateNodes({id}, delta, &error), qPrintable(error));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY2(near(marker(doc, id), start + delta), "the node did not land where the move pointed");
        const QByteArray after = testing::sceneBytes(doc);
        QVERIFY(after != before);
        doc.undoStack()->undo();
        QCOMPARE(testing::sceneBytes(doc), before);
        QVERIFY(near(marker(doc, id), start));
        doc.undoStack()->redo();
        QCOMPARE(testing::sceneBytes(doc), after);
    }

private slots:
    void wmpMemberOfAMovedGroupLandsWhereAsked()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        const NodeId model = testing::wmpObject(doc, 5); // (10 20 30) in group 4 at (3072 0 32)
        QVERIFY(near(marker(doc, model), Eigen::Vector3d(3082, 20, 62)));
        translateOnce(doc, model, Eigen::Vector3d(16, -8, 4));
        // Only the model's own line changed.
        const testing::WmpLineDiff d = testing::wmpDiffLines(data, doc.wmp()->write());
        QCOMPARE(d.removed, QList<QByteArray>{"\t(10 20 30) (1.5708 0 0) (0.5 0.5 0.5)\r\n"});
        QCOMPARE(d.added, QList<QByteArray>{"\t(26 12 34) (1.5708 0 0) (0.5 0.5 0.5)\r\n"});
    }

    void wmpTurnedGroupTakesTheWorldDelta()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        const NodeId group = testing::wmpObject(doc, 4), model = testing::wmpObject(doc, 5);
        QVERIFY(doc.rotateNodes({group}, Eigen::Vector3d(90, 0, 0)));
        QVERIFY(qFuzzyCompare(doc.property(group, QStringLiteral("angles")).value<QVector3D>(), QVector3D(90, 0, 0)));
        doc.undoStack()->clear();
        translateOnce(doc, model, Eigen::Vector3d(10, 0, 0)); // the group's -Y in its own frame
        const QVector3D origin = doc.property(model, QStringLiteral("origin")).value<QVector3D>();
        QVERIFY2(qAbs(origin.x() - 10) < 1e-3 && qAbs(origin.y() - 10) < 1e-3, qPrintable(QStringLiteral("%1 %2").arg(origin.x()).arg(origin.y())));
    }

    void aListedMemberMovesWithItsGroupOnly()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        const NodeId group = testing::wmpObject(doc, 4), model = testing::wmpObject(doc, 5), start = testing::wmpObject(doc, 8);
        const Eigen::Vector3d m = marker(doc, model), s = marker(doc, start);
        QCOMPARE(doc.transformTargets({model, group, start, group}, QStringLiteral("origin")), (QList<NodeId>{group, start}));
        QVERIFY(doc.translateNodes({model, group, start}, Eigen::Vector3d(0, 0, 64)));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(near(marker(doc, model), m + Eigen::Vector3d(0, 0, 64)));
        QVERIFY(near(marker(doc, start), s + Eigen::Vector3d(0, 0, 64)));
    }

    void callsOnTheSameNodesMergeLikeADrag()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        const NodeId model = testing::wmpObject(doc, 5);
        const Eigen::Vector3d m = marker(doc, model);
        for (int i = 0; i < 5; ++i)
            QVERIFY(doc.translateNodes({model}, Eigen::Vector3d(2, 0, 0)));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(near(marker(doc, model), m + Eigen::Vector3d(10, 0, 0)));
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), data);
    }

    void rotateAndScale()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        const NodeId model = testing::wmpObject(doc, 5);
        QVERIFY(doc.rotateNodes({model}, Eigen::Vector3d(0, 10, 0)));
        QVERIFY(doc.scaleNodes({model}, Eigen::Vector3d(2, 2, 4)));
        QCOMPARE(doc.undoStack()->count(), 2);
        const QVector3D angles = doc.property(model, QStringLiteral("angles")).value<QVector3D>();
        QVERIFY(qAbs(angles.y() - 10) < 1e-3);
        QCOMPARE(doc.property(model, QStringLiteral("scale")).value<QVector3D>(), QVector3D(1, 1, 2));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), data);
    }

    void refusedEditsPushNothing()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        QString error;
        QVERIFY(!doc.translateNodes({}, Eigen::Vector3d(1, 0, 0), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!doc.translateNodes({4242}, Eigen::Vector3d(1, 0, 0), &error));
        QVERIFY(!doc.translateNodes({testing::wmpObject(doc, 5)}, Eigen::Vector3d(std::nan(""), 0, 0), &error));
        QVERIFY(!doc.scaleNodes({testing::wmpObject(doc, 5)}, Eigen::Vector3d(1, 1, std::numeric_limits<double>::infinity()), &error));
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.wmp()->write(), data);
    }

    void wmpbMemberOfNestedGroups()
    {
        const QByteArray data = wmpbfixture::everyKindLevel();
        document::WmpbDocument doc(format::readWmpb(data), QString());
        const NodeId crate = firstOfKind(doc, NodeKind::Entity, QStringLiteral("crate_mdl_001")); // in inner (0 0 10) in outer (100 0 0)
        QVERIFY(crate);
        QVERIFY(doc.parentFrame(crate).translation().norm() > 0); // it does sit in a moved group
        translateOnce(doc, crate, Eigen::Vector3d(-5, 7, 9));
    }

    void wmbEntity()
    {
        document::WmbDocument doc(format::readWmb(wmbfixture::wmb7Full()), QString());
        for (NodeKind kind : {NodeKind::Entity, NodeKind::Light, NodeKind::Sound, NodeKind::Position}) {
            const NodeId id = firstOfKind(doc, kind);
            if (!id)
                continue;
            translateOnce(doc, id, Eigen::Vector3d(32, 0, -16));
        }
        QVERIFY(doc.undoStack()->count() > 0);
    }

    // A WMB region has no origin of its own in the panel (minimum and maximum): it moves as a box.
    void wmbRegionMovesAsABox()
    {
        const QByteArray data = wmbfixture::wmb7Full();
        document::WmbDocument doc(format::readWmb(data), QString());
        const NodeId region = firstOfKind(doc, NodeKind::Region);
        QVERIFY(region);
        const QVector3D min = doc.property(region, QStringLiteral("min")).value<QVector3D>();
        const QVector3D max = doc.property(region, QStringLiteral("max")).value<QVector3D>();
        QVERIFY(doc.translateNodes({region}, Eigen::Vector3d(8, -4, 2)));
        QCOMPARE(doc.property(region, QStringLiteral("min")).value<QVector3D>(), min + QVector3D(8, -4, 2));
        QCOMPARE(doc.property(region, QStringLiteral("max")).value<QVector3D>(), max + QVector3D(8, -4, 2));
        doc.undoStack()->undo();
        QCOMPARE(testing::sceneBytes(doc), data);
    }
};

QTEST_GUILESS_MAIN(TstSceneTransform)
#include "tst_scenetransform.moc"
