// Hiding and showing level nodes as a view setting (issue 34 point 5): hiding a group hides what
// is below it, Hide Unselected keeps the selection and the groups holding it, Show All brings
// everything back, nothing reaches the undo stack or the bytes; the level mesh of a text WMP and a
// WMPB names each triangle's block (TriangleMesh::owners) so a hidden block's faces leave it.
#include "document/scene/levelfixtures.h"
#include "document/scene/scenetesting.h"
#include "scene/scenevisibility.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::SceneDocument;
using document::SceneVisibility;

namespace {

QList<NodeId> ofKind(const SceneDocument &doc, NodeKind kind)
{
    QList<NodeId> out, todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        if (doc.nodeKind(id) == kind)
            out << id;
        todo << doc.children(id);
    }
    return out;
}

// Triangles a block's faces fan into.
int triangleCount(const SceneDocument &doc, NodeId block)
{
    std::vector<std::vector<Eigen::Vector3f>> polygons;
    if (!doc.blockPolygons(block, &polygons))
        return -1;
    int n = 0;
    for (const auto &p : polygons)
        n += int(p.size()) - 2;
    return n;
}

} // namespace

class TstSceneVisibility : public QObject
{
    Q_OBJECT
private slots:
    void hideGroupHidesItsMembers()
    {
        QByteArray bytes;
        const auto doc = testing::openFixtureLevel(QStringLiteral("wmp"), &bytes);
        SceneVisibility visibility(doc.get());
        QSignalSpy changed(&visibility, &SceneVisibility::changed);
        const QList<NodeId> groups = ofKind(*doc, NodeKind::Group);
        QVERIFY(!groups.isEmpty());
        NodeId group = 0;
        for (NodeId g : groups) {
            if (!doc->children(g).isEmpty()) {
                group = g;
                break;
            }
        }
        QVERIFY(group);
        const NodeId member = doc->children(group).constFirst();
        QVERIFY(visibility.isVisible(member));
        visibility.hide({group});
        QCOMPARE(changed.count(), 1);
        QVERIFY(!visibility.isVisible(group));
        QVERIFY(!visibility.isVisible(member));
        QCOMPARE(visibility.hidden(), QList<NodeId>{group});
        QVERIFY(visibility.hiddenCount() > 1);
        visibility.hide({group}); // already hidden: no signal
        QCOMPARE(changed.count(), 1);
        visibility.showAll();
        QCOMPARE(changed.count(), 2);
        QVERIFY(visibility.isVisible(member));
        QVERIFY(visibility.isEmpty());
        // A view setting: nothing on the stack, the bytes as they were.
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(testing::sceneBytes(*doc), bytes);
    }

    void hideOthersKeepsTheSelectionAndItsGroups()
    {
        QByteArray bytes;
        const auto doc = testing::openFixtureLevel(QStringLiteral("wmp"), &bytes);
        SceneVisibility visibility(doc.get());
        // A node inside a group: it and the groups above it stay, everything else goes.
        NodeId inner = 0;
        for (NodeId id : ofKind(*doc, NodeKind::Entity)) {
            if (doc->nodeKind(doc->parentOf(id)) == NodeKind::Group) {
                inner = id;
                break;
            }
        }
        QVERIFY(inner);
        visibility.hideOthers({inner});
        QVERIFY(visibility.isVisible(inner));
        for (NodeId p = doc->parentOf(inner); p != 0; p = doc->parentOf(p))
            QVERIFY(visibility.isVisible(p));
        int shown = 0, all = 0;
        QList<NodeId> todo = doc->children(0);
        while (!todo.isEmpty()) {
            const NodeId id = todo.takeFirst();
            todo << doc->children(id);
            ++all;
            shown += visibility.isVisible(id);
        }
        int chain = 1;
        for (NodeId p = doc->parentOf(inner); p != 0; p = doc->parentOf(p))
            ++chain;
        QCOMPARE(shown, chain);
        QCOMPARE(visibility.hiddenCount(), all - chain);
        visibility.hideOthers({}); // nothing kept: nothing changes
        QCOMPARE(visibility.hiddenCount(), all - chain);
    }

    void meshLosesHiddenBlocks_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("text WMP") << QStringLiteral("wmp");
        QTest::newRow("WMPB") << QStringLiteral("wmpb");
    }
    void meshLosesHiddenBlocks()
    {
        QFETCH(QString, format);
        QByteArray bytes;
        const auto doc = testing::openFixtureLevel(format, &bytes);
        // A second block so one can go and one stay.
        QVERIFY(doc->addNodeAt(NodeKind::Block, NodeId(doc->parentFor(NodeKind::Block)), Eigen::Vector3d(500, 0, 0)));
        const QList<NodeId> blocks = ofKind(*doc, NodeKind::Block);
        QVERIFY(blocks.size() >= 2);
        format::TriangleMesh mesh = doc->asset()->mesh(0);
        QCOMPARE(mesh.owners.size(), mesh.triangles.size());
        for (NodeId b : blocks)
            QCOMPARE(int(std::count(mesh.owners.begin(), mesh.owners.end(), uint32_t(b))), triangleCount(*doc, b));

        SceneVisibility visibility(doc.get());
        const size_t before = mesh.triangles.size();
        visibility.dropHidden(mesh); // nothing hidden: nothing dropped
        QCOMPARE(mesh.triangles.size(), before);
        visibility.hide({blocks.first()});
        visibility.dropHidden(mesh);
        QCOMPARE(int(mesh.triangles.size()), int(before) - triangleCount(*doc, blocks.first()));
        QCOMPARE(mesh.owners.size(), mesh.triangles.size());
        QVERIFY(std::find(mesh.owners.begin(), mesh.owners.end(), uint32_t(blocks.first())) == mesh.owners.end());
        QVERIFY(std::find(mesh.owners.begin(), mesh.owners.end(), uint32_t(blocks.last())) != mesh.owners.end());
    }

    // Faces of surface type "none" (flags' low nibble 11: WED's hull) are marked hidden in the
    // level sources' meshes, as in the WMB's, so the views draw them as a ghost.
    void noneFacesAreHidden()
    {
        QByteArray text = testing::wmpFixture5();
        QVERIFY(text.contains(": sky 0 0 0 1 1 : 0101 "));
        text.replace(": sky 0 0 0 1 1 : 0101 ", ": sky 0 0 0 1 1 : 1011 ");
        const format::TriangleMesh wmp = format::readWmpText(text)->mesh(0);
        QCOMPARE(wmp.hidden.size(), wmp.triangles.size());
        QCOMPARE(std::count(wmp.hidden.begin(), wmp.hidden.end(), 1), 2); // one quad
        QVERIFY(format::readWmpText(testing::wmpFixture5())->mesh(0).hidden.empty()); // none: no flags

        auto wmpb = format::readWmpb(wmpbfixture::everyKindLevel());
        quint32 block = 0;
        for (quint32 id : wmpb->nodeIds())
            if (wmpb->node(id).nodeClass() == format::WmpbClass::Block)
                block = id;
        QVERIFY(block);
        format::WmpbNode node = wmpb->node(block);
        auto &faces = std::get<format::WmpbBlockData>(node.data).faces;
        QVERIFY(!faces.empty());
        faces[0].flags = 11;
        wmpb->setNode(node);
        const format::TriangleMesh mesh = wmpb->mesh(0);
        QCOMPARE(mesh.hidden.size(), mesh.triangles.size());
        QCOMPARE(std::count(mesh.hidden.begin(), mesh.hidden.end(), 1), 2);
    }

    // A WMB's blocks are compiled: its mesh names no owners and stays whole.
    void wmbMeshStaysWhole()
    {
        QByteArray bytes;
        const auto doc = testing::openFixtureLevel(QStringLiteral("wmb"), &bytes);
        format::TriangleMesh mesh = doc->asset()->mesh(0);
        QVERIFY(mesh.owners.empty());
        SceneVisibility visibility(doc.get());
        visibility.hide(doc->children(0));
        const size_t before = mesh.triangles.size();
        visibility.dropHidden(mesh);
        QCOMPARE(mesh.triangles.size(), before);
    }
};

QTEST_GUILESS_MAIN(TstSceneVisibility)
#include "tst_scenevisibility.moc"
