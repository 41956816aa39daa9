// Picking by a ray against surfaces (issue 34 point 3): the ray-triangle test (hit, edge, miss,
// behind, parallel, degenerate), polygons and a placed mesh (the ray goes into the model's frame;
// distances stay world distances), and pickBlock on text WMP and WMPB levels: a ray from above
// each block's middle hits that block between its top and its middle; a ray pointing away
// hits nothing; WMB blocks are compiled geometry and are not picked.
#include "document/scene/scenetesting.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/scenepick.h"
#include "scene/wmbdocument.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::PickRay;

namespace {

QList<NodeId> blocksOf(const document::SceneDocument &doc)
{
    QList<NodeId> out, todo = doc.children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeFirst();
        todo += doc.children(id);
        if (doc.nodeKind(id) == document::NodeKind::Block)
            out.append(id);
    }
    return out;
}

void everyBlockIsHitFromAbove(const document::SceneDocument &doc)
{
    const QList<NodeId> blocks = blocksOf(doc);
    QVERIFY(!blocks.isEmpty());
    for (NodeId block : blocks) {
        Eigen::Vector3f lo, hi;
        QVERIFY(doc.bounds(block, &lo, &hi));
        const Eigen::Vector3f middle = 0.5f * (lo + hi);
        const float height = 1000.f;
        const PickRay down{middle + Eigen::Vector3f(0, 0, height), -Eigen::Vector3f::UnitZ()};
        const document::SceneHit hit = document::pickBlock(doc, down);
        QCOMPARE(hit.id, block);
        QVERIFY2(hit.distance >= height - (hi.z() - middle.z()) - 1e-3f && hit.distance <= height + 1e-3f,
                 qPrintable(QString::number(hit.distance)));
        const PickRay up{middle + Eigen::Vector3f(0, 0, height), Eigen::Vector3f::UnitZ()};
        QCOMPARE(document::pickBlock(doc, up).id, NodeId(0));
    }
}

} // namespace

class TstScenePick : public QObject
{
    Q_OBJECT
private slots:
    void rayTriangle()
    {
        const Eigen::Vector3f a(0, 0, 0), b(10, 0, 0), c(0, 10, 0);
        const PickRay down{Eigen::Vector3f(2, 2, 5), -Eigen::Vector3f::UnitZ()};
        QCOMPARE(document::rayTriangle(down, a, b, c).value_or(-1), 5.f);
        QCOMPARE(document::rayTriangle(down, a, c, b).value_or(-1), 5.f); // either side
        const PickRay edge{Eigen::Vector3f(5, 5, 5), -Eigen::Vector3f::UnitZ()};
        QVERIFY(document::rayTriangle(edge, a, b, c));
        const PickRay outside{Eigen::Vector3f(6, 6, 5), -Eigen::Vector3f::UnitZ()};
        QVERIFY(!document::rayTriangle(outside, a, b, c));
        const PickRay away{Eigen::Vector3f(2, 2, 5), Eigen::Vector3f::UnitZ()};
        QVERIFY(!document::rayTriangle(away, a, b, c)); // behind the ray's start
        const PickRay parallel{Eigen::Vector3f(-5, 2, 0), Eigen::Vector3f::UnitX()};
        QVERIFY(!document::rayTriangle(parallel, a, b, c));
        QVERIFY(!document::rayTriangle(down, a, b, Eigen::Vector3f(20, 0, 0))); // degenerate
        // A quad fanned from its first corner: both halves count.
        const std::vector<Eigen::Vector3f> quad{a, b, Eigen::Vector3f(10, 10, 0), c};
        QVERIFY(document::rayPolygon(PickRay{Eigen::Vector3f(8, 8, 5), -Eigen::Vector3f::UnitZ()}, quad));
        QVERIFY(document::rayPolygon(PickRay{Eigen::Vector3f(1, 8, 5), -Eigen::Vector3f::UnitZ()}, quad));
    }

    void placedMesh()
    {
        format::TriangleMesh mesh;
        mesh.positions = {Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(1, 0, 0), Eigen::Vector3f(0, 1, 0)};
        mesh.triangles.push_back({{0, 1, 2}, {0, 0, 0}, -1});
        mesh.triangles.push_back({{0, 1, 7}, {0, 0, 0}, -1}); // a damaged index is skipped
        Eigen::Affine3f placement = Eigen::Affine3f::Identity();
        placement.translate(Eigen::Vector3f(100, 0, 10));
        placement.scale(20.f);
        // The triangle now spans 100..120 x 0..20 at height 10.
        const PickRay down{Eigen::Vector3f(105, 5, 50), -Eigen::Vector3f::UnitZ()};
        QVERIFY(qFuzzyCompare(document::rayMesh(down, mesh, placement).value_or(-1), 40.f));
        QVERIFY(!document::rayMesh(PickRay{Eigen::Vector3f(5, 5, 50), -Eigen::Vector3f::UnitZ()}, mesh, placement));
        QVERIFY(!document::rayMesh(down, mesh, Eigen::Affine3f(Eigen::Scaling(0.f, 1.f, 1.f)))); // flat
    }

    void blocksOfTextWmp()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        everyBlockIsHitFromAbove(doc);
        // Moved, the block is hit where it went.
        const NodeId tetra = testing::wmpObject(doc, 3);
        QVERIFY(doc.translateNodes({tetra}, Eigen::Vector3d(0, 500, 0)));
        everyBlockIsHitFromAbove(doc);
    }

    void blocksOfWmpb()
    {
        document::WmpbDocument doc(format::readWmpb(wmpbfixture::everyKindLevel()), QString());
        everyBlockIsHitFromAbove(doc);
    }

    // A box in a top view over the text WMP's entity group: what lies inside, no group, no level.
    void nodesInABox()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        const document::ViewDescription view = testing::topView(Eigen::Vector3d(3072, 0, 32));
        const NodeId box = testing::wmpObject(doc, 5), buoy = testing::wmpObject(doc, 7);
        const NodeId group = testing::wmpObject(doc, 4), tetra = testing::wmpObject(doc, 3);
        const QList<NodeId> all = document::nodesInRect(doc, view, Eigen::Vector2f(0, 0), Eigen::Vector2f(400, 400));
        QVERIFY(all.contains(box) && all.contains(buoy));
        QVERIFY(!all.contains(group) && !all.contains(tetra)); // a group; a block 3000 units away
        for (NodeId id : all)
            QVERIFY(doc.nodeKind(id) != document::NodeKind::Level && doc.nodeKind(id) != document::NodeKind::Group);
        // Around the box entity only (at 3082, 20: pixel 210, 180), from either corner.
        QCOMPARE(document::nodesInRect(doc, view, Eigen::Vector2f(215, 185), Eigen::Vector2f(205, 175)), QList<NodeId>{box});
        QVERIFY(document::nodesInRect(doc, view, Eigen::Vector2f(0, 0), Eigen::Vector2f(20, 20)).isEmpty());
    }

    void wmbBlocksAreNotPicked()
    {
        document::WmbDocument doc(format::readWmb(wmbfixture::wmb7Full()), QString());
        std::vector<std::vector<Eigen::Vector3f>> polygons;
        for (NodeId id : blocksOf(doc))
            QVERIFY(!doc.blockPolygons(id, &polygons));
        QVERIFY(polygons.empty());
    }
};

QTEST_MAIN(TstScenePick)
#include "tst_scenepick.moc"
