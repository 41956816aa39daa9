// SceneDocument's path points (WED's path nodes): where a path's points are in the world, and
// appending one at a world position as its own undo step in a text WMP and a WMPB (exact bytes
// back on undo, the same bytes again on redo, only the path's own lines or node changed, read
// back by the project's readers); a WMB's path and a node that is no path are refused, saying why.
#include "common_corpus.h"
#include "document/scene/levelfixtures.h"
#include "documentopen.h"
#include "document/scene/scenetesting.h"
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
using document::SceneDocument;

namespace {

bool near(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).norm() < 1e-3; }

QString text(const Eigen::Vector3d &v) { return QStringLiteral("%1 %2 %3").arg(v.x()).arg(v.y()).arg(v.z()); }

NodeId firstOfKind(const SceneDocument &doc, NodeKind kind)
{
    QList<NodeId> todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        if (doc.nodeKind(id) == kind)
            return id;
        todo += doc.children(id);
    }
    return 0;
}

std::unique_ptr<SceneDocument> reopen(const QString &format, const QByteArray &bytes)
{
    if (format == QLatin1String("wmp"))
        return std::make_unique<document::WmpDocument>(format::readWmpText(bytes), QString());
    return std::make_unique<document::WmpbDocument>(format::readWmpb(bytes), QString());
}

QList<NodeId> allNodes(const SceneDocument &doc)
{
    QList<NodeId> out, todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        out << id;
        todo += doc.children(id);
    }
    return out;
}

QList<QByteArray> lines(const QByteArray &bytes) { return bytes.split('\n'); }

// Two clicks of path mode: `first`, then `second` appended to `path`; the bytes after each.
void appendTwo(SceneDocument &doc, NodeId path, const Eigen::Vector3d &first, const Eigen::Vector3d &second,
               QByteArray *once, QByteArray *twice)
{
    QString error;
    QVERIFY2(doc.appendPathPoint(path, first, &error), qPrintable(error));
    *once = testing::sceneBytes(doc);
    QVERIFY2(doc.appendPathPoint(path, second, &error), qPrintable(error));
    *twice = testing::sceneBytes(doc);
}

} // namespace

Q_DECLARE_METATYPE(Eigen::Vector3d)

class TstScenePath : public QObject
{
    Q_OBJECT
private slots:
    void pointsAreWorldPositions_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QList<Eigen::Vector3d>>("expected");
        // wmpFixture5: the path object at (1.7535 -6.54564 19.897779) in group 9 (not moved) of
        // group 4 at (3072 0 32).
        const Eigen::Vector3d o(3072 + 1.7535, -6.54564, 32 + 19.897779);
        QTest::newRow("wmp") << QStringLiteral("wmp")
                             << QList<Eigen::Vector3d>{o, o + Eigen::Vector3d(-8, -100, 16), o + Eigen::Vector3d(24, -180, 40)};
        // everyKindLevel: path_000 at (200 0 0) below the root.
        QTest::newRow("wmpb") << QStringLiteral("wmpb")
                              << QList<Eigen::Vector3d>{{200, 0, 0}, {300, 0, 0}, {300, 100, 0}};
    }
    void pointsAreWorldPositions()
    {
        QFETCH(QString, format);
        QFETCH(QList<Eigen::Vector3d>, expected);
        QByteArray bytes;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(format, &bytes);
        const NodeId path = firstOfKind(*doc, NodeKind::Path);
        QVERIFY(path);
        std::vector<Eigen::Vector3d> points;
        QVERIFY(doc->pathPoints(path, &points));
        QCOMPARE(int(points.size()), int(expected.size()));
        for (size_t i = 0; i < points.size(); ++i)
            QVERIFY2(near(points[i], expected[qsizetype(i)]), qPrintable(text(points[i])));
        QCOMPARE(doc->property(path, QStringLiteral("nodes")).toInt(), int(expected.size()));
    }

    void appendedPointsAreUndoStepsWithExactBytes_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void appendedPointsAreUndoStepsWithExactBytes()
    {
        QFETCH(QString, format);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(format, &original);
        const NodeId path = firstOfKind(*doc, NodeKind::Path);
        std::vector<Eigen::Vector3d> before;
        QVERIFY(doc->pathPoints(path, &before));
        QSignalSpy changed(doc.get(), &SceneDocument::propertyChanged);

        const Eigen::Vector3d first(320, 48, 16), second(336.5, -80, 0);
        QByteArray once, twice;
        appendTwo(*doc, path, first, second, &once, &twice);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(doc->undoStack()->count(), 2); // two clicks, two steps
        QCOMPARE(doc->undoStack()->text(1), QStringLiteral("Add path node"));
        QVERIFY(changed.count() >= 2);
        QCOMPARE(changed.first().at(1).toString(), QStringLiteral("points"));

        std::vector<Eigen::Vector3d> after;
        QVERIFY(doc->pathPoints(path, &after));
        QCOMPARE(after.size(), before.size() + 2);
        for (size_t i = 0; i < before.size(); ++i)
            QVERIFY(near(after[i], before[i]));
        QVERIFY2(near(after[before.size()], first), qPrintable(text(after[before.size()])));
        QVERIFY2(near(after.back(), second), qPrintable(text(after.back())));

        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), once);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        doc->undoStack()->redo();
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), twice);

        // The project's reader gives the points back.
        const std::unique_ptr<SceneDocument> back = reopen(format, twice);
        const NodeId again = firstOfKind(*back, NodeKind::Path);
        std::vector<Eigen::Vector3d> read;
        QVERIFY(back->pathPoints(again, &read));
        QCOMPARE(read.size(), after.size());
        for (size_t i = 0; i < read.size(); ++i)
            QVERIFY2(near(read[i], after[i]), qPrintable(text(read[i])));
    }

    void textWmpChangesOnlyThePathsLines()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmp"), &original);
        const NodeId path = firstOfKind(*doc, NodeKind::Path);
        QVERIFY(doc->appendPathPoint(path, Eigen::Vector3d(3072 + 1.7535 + 10, -6.54564 + 20, 32 + 19.897779 + 30)));
        const QList<QByteArray> before = lines(original), after = lines(testing::sceneBytes(*doc));
        QCOMPARE(after.size(), before.size() + 1);
        const qsizetype count = before.indexOf("\tpath_000\r") + 2; // name, flag, count
        QVERIFY(count > 2);
        QCOMPARE(before[count], QByteArray("\t3\r"));
        for (qsizetype i = 0; i < before.size(); ++i) {
            if (i == count)
                QCOMPARE(after[i], QByteArray("\t4\r"));
            else if (i < count + 4)
                QCOMPARE(after[i], before[i]);
            else
                QCOMPARE(after[i + 1], before[i]);
        }
        QCOMPARE(after[count + 4], QByteArray("\t10 20 30\r")); // indented and ended like its neighbours
    }

    void wmpbLinksTheNewNodeFromTheLastOne()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmpb"), &original);
        auto *wmpb = static_cast<document::WmpbDocument *>(doc.get());
        const NodeId path = firstOfKind(*doc, NodeKind::Path);
        QVERIFY(doc->appendPathPoint(path, Eigen::Vector3d(200, 100, 0)));
        const format::WmpbNode node = wmpb->wmpb()->node(path);
        const auto &data = std::get<format::WmpbPathData>(node.data);
        QCOMPARE(data.points.size(), size_t(4));
        QCOMPARE(data.nodeSkills.size(), size_t(4 * 6));
        QCOMPARE(data.edges.size(), size_t(3));
        QCOMPARE(data.edges.back().from, 2u);
        QCOMPARE(data.edges.back().to, 3u);
    }

    void closedPathStaysClosed()
    {
        format::WmpbPathData path;
        path.points = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}};
        path.nodeSkills.assign(18, 7.0);
        for (quint32 i = 0; i < 3; ++i) {
            format::WmpbPathEdge edge;
            edge.from = i;
            edge.to = (i + 1) % 3;
            path.edges.push_back(edge);
        }
        format::setPathPoints(path, {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}});
        QCOMPARE(path.edges.size(), size_t(4));
        const std::pair<quint32, quint32> expected[] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}};
        for (size_t i = 0; i < 4; ++i) {
            QCOMPARE(path.edges[i].from, expected[i].first);
            QCOMPARE(path.edges[i].to, expected[i].second);
        }
        QCOMPARE(path.nodeSkills[17], 7.0); // kept nodes keep their skills
        QCOMPARE(path.nodeSkills[18], 0.0);
        // Fewer points: the edges to the nodes that go go with them.
        format::setPathPoints(path, {{0, 0, 0}, {1, 0, 0}});
        QCOMPARE(path.edges.size(), size_t(1));
        QCOMPARE(path.nodeSkills.size(), size_t(12));
    }

    void aNewPathTakesPoints_data() { appendedPointsAreUndoStepsWithExactBytes_data(); }
    void aNewPathTakesPoints()
    {
        QFETCH(QString, format);
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(format, &original);
        const qint64 parent = doc->parentFor(NodeKind::Path);
        QVERIFY(parent >= 0);
        const NodeId path = doc->addNodeAt(NodeKind::Path, NodeId(parent), Eigen::Vector3d(64, 64, 0));
        QVERIFY(path);
        QString error;
        QVERIFY2(doc->appendPathPoint(path, Eigen::Vector3d(128, 64, 0), &error), qPrintable(error));
        QVERIFY2(doc->appendPathPoint(path, Eigen::Vector3d(128, 128, 0), &error), qPrintable(error));
        std::vector<Eigen::Vector3d> points;
        QVERIFY(doc->pathPoints(path, &points));
        QVERIFY(points.size() >= 2);
        QVERIFY2(near(points.back(), Eigen::Vector3d(128, 128, 0)), qPrintable(text(points.back())));
        const std::unique_ptr<SceneDocument> back = reopen(format, testing::sceneBytes(*doc));
        std::vector<Eigen::Vector3d> read;
        QList<NodeId> todo = back->children(0);
        while (!todo.isEmpty()) { // the new path, by its name
            const NodeId id = todo.takeFirst();
            if (back->nodeKind(id) == NodeKind::Path && back->nodeName(id) == doc->nodeName(path))
                back->pathPoints(id, &read);
            todo += back->children(id);
        }
        QCOMPARE(read.size(), points.size());
        QVERIFY2(near(read.back(), points.back()), qPrintable(text(read.back()) + QStringLiteral(" / ") + text(points.back())));
        for (int i = 0; i < 3; ++i)
            doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
    }

    // The answer key: for every corpus WMPB whose WMB WED compiled, each path's points in the
    // world are where the WMB's path of that name has its nodes (the WMB holds them absolute).
    void worldPointsMatchWhatWedCompiled()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int paths = 0, points = 0;
        for (const QString &source : testing::corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")})) {
            const QString compiled = testing::corpusDir() + QStringLiteral("/wmb7/") + QFileInfo(source).completeBaseName()
                                     + QStringLiteral(".wmb");
            if (!QFileInfo::exists(compiled))
                continue;
            const document::OpenedDocument level = document::openDocument(source), wmb = document::openDocument(compiled);
            QVERIFY2(level.document && wmb.document, qPrintable(level.error + wmb.error));
            const auto &from = static_cast<const SceneDocument &>(*level.document);
            const auto &to = static_cast<const SceneDocument &>(*wmb.document);
            QHash<QString, std::vector<Eigen::Vector3d>> compiledPaths;
            for (NodeId id : allNodes(to)) {
                if (to.nodeKind(id) != NodeKind::Path)
                    continue;
                std::vector<Eigen::Vector3d> &nodes = compiledPaths[to.nodeName(id)];
                for (NodeId node : to.children(id)) {
                    Eigen::Vector3f p;
                    if (to.nodeKind(node) == NodeKind::PathNode && to.markerPosition(node, &p))
                        nodes.push_back(p.cast<double>());
                }
            }
            for (NodeId id : allNodes(from)) {
                std::vector<Eigen::Vector3d> world;
                if (from.nodeKind(id) != NodeKind::Path || !from.pathPoints(id, &world))
                    continue;
                const QString where = QFileInfo(source).fileName() + QLatin1Char(' ') + from.nodeName(id);
                QVERIFY2(compiledPaths.contains(from.nodeName(id)), qPrintable(where + QStringLiteral(": not in the WMB")));
                const std::vector<Eigen::Vector3d> &nodes = compiledPaths[from.nodeName(id)];
                QCOMPARE(world.size(), nodes.size());
                for (size_t i = 0; i < world.size(); ++i) // the WMB stores floats
                    QVERIFY2((world[i] - nodes[i]).norm() < 0.01, qPrintable(where + QStringLiteral(" point %1: %2 / %3").arg(i).arg(text(world[i]), text(nodes[i]))));
                ++paths;
                points += int(world.size());
            }
        }
        qInfo("%d paths, %d points as WED compiled them", paths, points);
        QVERIFY(paths > 0);
    }

    // A WMB's path nodes are nodes of their own: appending one adds a child node to the path
    // (after its last one, with an edge from it), one undo step per click, at the given place;
    // undo takes the node out of the tree and gives the exact bytes back, redo brings the same
    // node (same id) back; the project's reader reads the new node.
    void wmbPathGetsNodes()
    {
        QByteArray original;
        const std::unique_ptr<SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmb"), &original);
        const NodeId path = firstOfKind(*doc, NodeKind::Path);
        QVERIFY(path);
        QVERIFY(doc->takesPathPoints(path));
        const QList<NodeId> nodesBefore = doc->children(path);
        QSignalSpy added(doc.get(), &SceneDocument::nodeAdded);
        QSignalSpy removed(doc.get(), &SceneDocument::nodeRemoved);

        const Eigen::Vector3d first(320, 48, 16), second(336.5, -80, 0);
        QByteArray once, twice;
        appendTwo(*doc, path, first, second, &once, &twice);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(added.count(), 2);
        QCOMPARE(added.at(0).at(0).value<NodeId>(), path);
        QCOMPARE(added.at(0).at(1).toInt(), int(nodesBefore.size()));
        const QList<NodeId> nodesAfter = doc->children(path);
        QCOMPARE(nodesAfter.size(), nodesBefore.size() + 2);
        QCOMPARE(nodesAfter.mid(0, nodesBefore.size()), nodesBefore);
        Eigen::Vector3d at;
        QVERIFY(doc->worldPosition(nodesAfter.at(nodesBefore.size()), &at) && near(at, first));
        QVERIFY(doc->worldPosition(nodesAfter.last(), &at) && near(at, second));
        QCOMPARE(doc->nodeKind(nodesAfter.last()), NodeKind::PathNode);
        QCOMPARE(doc->property(path, QStringLiteral("nodes")).toInt(), int(nodesAfter.size()));

        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), once);
        QCOMPARE(removed.count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        QCOMPARE(doc->children(path), nodesBefore);
        doc->undoStack()->redo();
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), twice);
        QCOMPARE(doc->children(path), nodesAfter); // the same ids came back

        const auto back = format::readWmb(twice);
        const format::WmbObject *read = nullptr;
        for (const format::WmbObject &o : back->objects())
            read = o.type == quint32(format::WmbObjectKind::Path) ? &o : read;
        QVERIFY(read);
        QCOMPARE(read->path.nodes.size(), size_t(nodesAfter.size()));
        QVERIFY(near(read->path.nodes.back().position.cast<double>(), second));
        QCOMPARE(read->path.edges.back().node2, float(nodesAfter.size()));
    }

    void refusalsSayWhy()
    {
        QByteArray bytes;
        const std::unique_ptr<SceneDocument> wmb = testing::openFixtureLevel(QStringLiteral("wmb"), &bytes);
        QString error;
        const NodeId wmbEntity = firstOfKind(*wmb, NodeKind::Entity);
        QVERIFY(!wmb->takesPathPoints(wmbEntity));
        QVERIFY(!wmb->appendPathPoint(wmbEntity, Eigen::Vector3d::Zero(), &error));
        QVERIFY2(error.contains(QStringLiteral("Select a path")), qPrintable(error));
        QCOMPARE(testing::sceneBytes(*wmb), bytes);
        const std::unique_ptr<SceneDocument> wmp = testing::openFixtureLevel(QStringLiteral("wmp"), &bytes);
        const NodeId light = firstOfKind(*wmp, NodeKind::Light);
        QVERIFY(!wmp->appendPathPoint(light, Eigen::Vector3d::Zero(), &error));
        QVERIFY2(error.contains(QStringLiteral("Select a path")), qPrintable(error));
        QCOMPARE(wmp->undoStack()->count(), 0);
        QCOMPARE(testing::sceneBytes(*wmp), bytes);
        // A value that is not three numbers per point is refused by the document too.
        const NodeId path = firstOfKind(*wmp, NodeKind::Path);
        QVERIFY(!wmp->setProperty({path}, QStringLiteral("points"), QVariantList{1.0, 2.0}, &error));
        QCOMPARE(testing::sceneBytes(*wmp), bytes);
    }
};

QTEST_GUILESS_MAIN(TstScenePath)
#include "tst_scenepath.moc"
