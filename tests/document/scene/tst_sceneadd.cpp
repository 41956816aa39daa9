// SceneDocument::addNodeAt: a node of each kind placed at a world position (below a moved group
// too), with its file, name and block size, as one undo step in every level format; a refused or
// failing part (forced at each step) leaves the bytes and History as they were; parentFor finds
// where a node goes.
#include "edittransaction.h"
#include "format/wmb/wmbfixture.h"
#include "document/scene/levelfixtures.h"
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/sceneplacement.h"
#include "scene/wmbdocument.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::NodeSetup;
using document::SceneDocument;

namespace {

bool near(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).norm() < 1e-3; }

std::unique_ptr<SceneDocument> open(const QString &format, QByteArray *bytes)
{
    return testing::openFixtureLevel(format, bytes);
}

} // namespace

Q_DECLARE_METATYPE(NodeKind)

class TstSceneAdd : public QObject
{
    Q_OBJECT
private slots:
    // Scripts find paths and positions by name: a new one whose default name is taken counts on.
    void newPathsAndPositionsGetFreeNames_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void newPathsAndPositionsGetFreeNames()
    {
        QFETCH(QString, format);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(format, &original);
        QSet<QString> names;
        QList<NodeId> todo = doc->children(0);
        while (!todo.isEmpty()) {
            const NodeId id = todo.takeLast();
            names.insert(doc->nodeName(id));
            todo += doc->children(id);
        }
        for (NodeKind kind : {NodeKind::Path, NodeKind::Path, NodeKind::Position, NodeKind::Position}) {
            const NodeId id = doc->addNodeAt(kind, NodeId(doc->parentFor(kind)), Eigen::Vector3d(0, 0, 0));
            QVERIFY(id);
            const QString name = doc->nodeName(id);
            QVERIFY2(!names.contains(name), qPrintable(name + QStringLiteral(" given twice")));
            names.insert(name);
        }
        if (format == QLatin1String("wmp")) // the text fixture has path_000
            QVERIFY2(names.contains(QStringLiteral("path_001")), "the first free path number");
    }

    void eachKindLandsWhereAsked_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<NodeKind>("kind");
        const std::pair<const char *, QList<NodeKind>> formats[] = {
            {"wmp", {NodeKind::Entity, NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Path, NodeKind::Group, NodeKind::Block}},
            {"wmpb", {NodeKind::Entity, NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Path, NodeKind::Region, NodeKind::Group, NodeKind::Block}},
            {"wmb", {NodeKind::Entity, NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Region}},
        };
        for (const auto &[format, kinds] : formats) {
            for (NodeKind k : kinds)
                QTest::addRow("%s kind %d", format, int(k)) << QString::fromLatin1(format) << k;
        }
    }
    void eachKindLandsWhereAsked()
    {
        QFETCH(QString, format);
        QFETCH(NodeKind, kind);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(format, &original);
        // Below the deepest group that takes it: positions there are relative in WMP and WMPB.
        qint64 parent = -1;
        QList<NodeId> todo = doc->children(0);
        while (!todo.isEmpty()) {
            const NodeId id = todo.takeFirst();
            if (doc->addableKinds(id).contains(kind))
                parent = id;
            todo += doc->children(id);
        }
        if (parent < 0 && doc->addableKinds(0).contains(kind))
            parent = 0;
        QVERIFY(parent >= 0);
        NodeSetup setup;
        if (kind == NodeKind::Entity)
            setup.file = QStringLiteral("crate.mdl");
        if (kind == NodeKind::Block)
            setup.blockSize = Eigen::Vector3d(32, 64, 128);
        const Eigen::Vector3d at(123, -45, 67);
        QString error;
        const NodeId id = doc->addNodeAt(kind, NodeId(parent), at, setup, &error);
        QVERIFY2(id, qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 1);
        Eigen::Vector3d where;
        QVERIFY(doc->worldPosition(id, &where));
        QVERIFY2(near(where, at), qPrintable(QStringLiteral("%1 %2 %3").arg(where.x()).arg(where.y()).arg(where.z())));
        if (kind == NodeKind::Entity)
            QCOMPARE(doc->property(id, QStringLiteral("file")).toString(), QStringLiteral("crate.mdl"));
        if (kind == NodeKind::Block) {
            Eigen::Vector3f lo, hi;
            QVERIFY(doc->bounds(id, &lo, &hi));
            QVERIFY2(((hi - lo).cast<double>() - setup.blockSize).norm() < 1e-3, "not the asked size");
        }
        const QByteArray added = testing::sceneBytes(*doc);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), added);
    }

    // As WED names it: after the file, numbered on; a given name wins.
    void anEntityIsNamedAfterItsFile_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
        QTest::newRow("wmb") << QStringLiteral("wmb");
    }
    void anEntityIsNamedAfterItsFile()
    {
        QFETCH(QString, format);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(format, &original);
        const qint64 parent = doc->parentFor(NodeKind::Entity);
        QVERIFY(parent >= 0);
        NodeSetup setup;
        setup.file = QStringLiteral("models/Crate.MDL");
        const NodeId first = doc->addNodeAt(NodeKind::Entity, NodeId(parent), Eigen::Vector3d(0, 0, 0), setup);
        const NodeId second = doc->addNodeAt(NodeKind::Entity, NodeId(parent), Eigen::Vector3d(64, 0, 0), setup);
        QVERIFY(first && second);
        // The WMPB fixture already holds a crate_mdl_001.
        const int taken = format == QLatin1String("wmpb") ? 1 : 0;
        QCOMPARE(doc->nodeName(first), QStringLiteral("crate_mdl_00%1").arg(1 + taken));
        QCOMPARE(doc->nodeName(second), QStringLiteral("crate_mdl_00%1").arg(2 + taken));
        QCOMPARE(doc->undoStack()->count(), 2); // the name is part of each add's one step
        setup.name = QStringLiteral("barrel");
        QCOMPARE(doc->nodeName(doc->addNodeAt(NodeKind::Entity, NodeId(parent), Eigen::Vector3d(0, 64, 0), setup)),
                 QStringLiteral("barrel"));
        doc->undoStack()->setIndex(0);
        QCOMPARE(testing::sceneBytes(*doc), original);
    }

    // Each part of the add failing (forced) rolls back everything: the bytes and History stay.
    void aFailingPartLeavesNothing()
    {
        for (int step = 1; step <= 4; ++step) {
            QByteArray original;
            const std::unique_ptr<SceneDocument> doc = open(QStringLiteral("wmp"), &original);
            NodeSetup setup;
            setup.file = QStringLiteral("crate.mdl");
            setup.name = QStringLiteral("crate_001");
            document::EditTransaction::failStepForTesting(doc->undoStack(), step);
            QCOMPARE(doc->addNodeAt(NodeKind::Entity, testing::wmpObject(static_cast<document::WmpDocument &>(*doc), 4),
                                    Eigen::Vector3d(1, 2, 3), setup),
                     NodeId(0));
            document::EditTransaction::failStepForTesting(doc->undoStack(), 0);
            QCOMPARE(testing::sceneBytes(*doc), original);
            QCOMPARE(doc->undoStack()->count(), 0);
        }
    }

    void refusals()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(QStringLiteral("wmp"), &original);
        const NodeId group = testing::wmpObject(static_cast<document::WmpDocument &>(*doc), 4);
        QString error;
        QCOMPARE(doc->addNodeAt(NodeKind::Light, group, Eigen::Vector3d(std::nan(""), 0, 0), {}, &error), NodeId(0));
        NodeSetup sized;
        sized.blockSize = Eigen::Vector3d(8, 8, 8);
        QCOMPARE(doc->addNodeAt(NodeKind::Light, group, Eigen::Vector3d::Zero(), sized, &error), NodeId(0));
        sized.blockSize = Eigen::Vector3d(8, -8, 8);
        QCOMPARE(doc->addNodeAt(NodeKind::Block, group, Eigen::Vector3d::Zero(), sized, &error), NodeId(0));
        QCOMPARE(doc->addNodeAt(NodeKind::Region, group, Eigen::Vector3d::Zero(), {}, &error), NodeId(0)); // not in a text WMP
        QVERIFY(!error.isEmpty());
        QCOMPARE(testing::sceneBytes(*doc), original);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void placementOnTheGroundGrid()
    {
        using document::PickRay;
        const auto down = document::placementOnGrid(PickRay{{10.3f, 20.9f, 100}, {0, 0, -1}}, 5, 16);
        QVERIFY(down);
        QCOMPARE(*down, Eigen::Vector3d(16, 16, 5));
        const Eigen::Vector3f slanted = Eigen::Vector3f(1, 0, -1).normalized();
        const auto a = document::placementOnGrid(PickRay{{0, 40, 50}, slanted}, 0, 0); // no grid
        QVERIFY(a && (*a - Eigen::Vector3d(50, 40, 0)).norm() < 1e-4);
        QVERIFY(!document::placementOnGrid(PickRay{{0, 0, 10}, {1, 0, 0}}, 0, 16));  // parallel
        // A 2D view: a front view's ray (along +Y) lands on the plane through the centre,
        // snapped in X and Z, at the centre's Y.
        const auto front = document::placementOnViewPlane(PickRay{{37.2f, -5000, 9.9f}, {0, 1, 0}}, {1, 2.5f, 3}, 16);
        QVERIFY(front);
        QCOMPARE(*front, Eigen::Vector3d(32, 2.5, 16));
        const auto top = document::placementOnViewPlane(PickRay{{-7.9f, 8.1f, 900}, {0, 0, -1}}, {0, 0, 40}, 8);
        QVERIFY(top);
        QCOMPARE(*top, Eigen::Vector3d(-8, 8, 40));
        QVERIFY(!document::placementOnViewPlane(PickRay{{0, 0, 0}, {0, 0, 0}}, {0, 0, 0}, 16));
        QVERIFY(!document::placementOnGrid(PickRay{{0, 0, 10}, {0, 0, 1}}, 0, 16));  // away from it
    }

    void parentFor()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = open(QStringLiteral("wmp"), &original);
        auto &wmp = static_cast<document::WmpDocument &>(*doc);
        const NodeId group = testing::wmpObject(wmp, 4), model = testing::wmpObject(wmp, 5), root = testing::wmpObject(wmp, 0);
        QCOMPARE(doc->parentFor(NodeKind::Light, model), qint64(group)); // a leaf: its group
        QCOMPARE(doc->parentFor(NodeKind::Light, group), qint64(group));
        QCOMPARE(doc->parentFor(NodeKind::Light), qint64(root));         // nothing named: the first group
        QCOMPARE(doc->parentFor(NodeKind::Region), qint64(-1));
    }
};

QTEST_GUILESS_MAIN(TstSceneAdd)
#include "tst_sceneadd.moc"
