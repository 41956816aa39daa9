// Entities drawn as their models (issue 34 point 4), the document side: which entities name a
// model file, where the engine's search finds it (case-insensitive, PATH folders of the scripts
// beside the level), the model read for drawing (frame 0, skins) or a clear problem for a
// damaged or foreign file, and the engine's placement (world position, engine angles: text WMP
// pan 90° − stored, scale).
#include "document/scene/scenetesting.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "model/externalskinfinder.h"
#include "scene/entitymodels.h"
#include "scene/wmbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"

#include <QTemporaryDir>
#include <QtTest>
#include <QVector3D>

using namespace ackedit;
using document::NodeId;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

bool near(const Eigen::Vector3f &a, const Eigen::Vector3f &b) { return (a - b).norm() < 1e-3f; }

} // namespace

class TstEntityModels : public QObject
{
    Q_OBJECT
private slots:
    void foundWhereTheEngineLooks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // box.mdl beside the level, in other case; buoy.mdl in a PATH folder of the level's script.
        writeFile(dir.filePath(QStringLiteral("BOX.MDL")), mdlfixture::gridCube("MDL5", 0.01f));
        writeFile(dir.filePath(QStringLiteral("models/buoy.mdl")), mdlfixture::gridCube("MDL3", 0.1f));
        writeFile(dir.filePath(QStringLiteral("fix5.wdl")), "PATH \"models\";\r\n");
        const QString levelPath = dir.filePath(QStringLiteral("fix5.wmp"));
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), levelPath);
        const NodeId box = testing::wmpObject(doc, 5), buoy = testing::wmpObject(doc, 7);
        QCOMPARE(document::modelEntities(doc), (QList<NodeId>{box, buoy}));

        const document::ExternalSkinFinder finder(levelPath);
        const QString boxPath = document::entityModelPath(doc, box, finder);
        const QString buoyPath = document::entityModelPath(doc, buoy, finder);
        QCOMPARE(QFileInfo(boxPath).fileName(), QStringLiteral("BOX.MDL"));
        QCOMPARE(QFileInfo(buoyPath).dir().dirName(), QStringLiteral("models"));
        for (const QString &path : {boxPath, buoyPath}) {
            const document::EntityModel model = document::loadEntityModel(path);
            QVERIFY2(model.problem.isEmpty(), qPrintable(model.problem));
            QVERIFY(!model.mesh.triangles.empty());
            QVERIFY(!model.skins.isEmpty() && !model.skins.constFirst().isNull());
        }
        // A file named nowhere: no path (the view falls back to the marker).
        QVERIFY(doc.setProperty({box}, QStringLiteral("file"), QStringLiteral("gone.mdl")));
        QVERIFY(document::entityModelPath(doc, box, finder).isEmpty());
        // A sound or an entity without a model file is no model entity.
        QVERIFY(doc.setProperty({box}, QStringLiteral("file"), QStringLiteral("sprite.pcx")));
        QCOMPARE(document::modelEntities(doc), QList<NodeId>{buoy});
    }

    void damagedAndForeignFilesAreProblems()
    {
        QTemporaryDir dir;
        QByteArray cut = mdlfixture::gridCube("MDL5", 0.01f);
        cut.truncate(cut.size() / 2);
        writeFile(dir.filePath(QStringLiteral("cut.mdl")), cut);
        writeFile(dir.filePath(QStringLiteral("tex.wad")), wadfixture::buildWad("WAD2", {}));
        for (const QString &name : {QStringLiteral("cut.mdl"), QStringLiteral("tex.wad"), QStringLiteral("missing.mdl")}) {
            const document::EntityModel model = document::loadEntityModel(dir.filePath(name));
            QVERIFY2(model.problem.contains(name), qPrintable(model.problem));
            QVERIFY(model.mesh.triangles.empty());
        }
    }

    // Text WMP: position through the groups, pan 90° − stored, scale; the model's +X axis shows it.
    void placementAsTheEngineApplies()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        const NodeId box = testing::wmpObject(doc, 5), buoy = testing::wmpObject(doc, 7);
        // box: group (3072 0 32) + (10 20 30), stored pan 1.5708 -> engine 0, scale 0.5.
        const Eigen::Affine3f boxAt = document::entityPlacement(doc, box);
        QVERIFY(near(boxAt * Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(3082, 20, 62)));
        QVERIFY(near(boxAt * Eigen::Vector3f(2, 0, 0), Eigen::Vector3f(3083, 20, 62)));
        // buoy: stored pan pi -> engine 270: the model's +X points along -Y.
        const Eigen::Affine3f buoyAt = document::entityPlacement(doc, buoy);
        QVERIFY(near(buoyAt * Eigen::Vector3f(1, 0, 0), Eigen::Vector3f(3008, -1, 32)));
        // Moved and turned by the document methods: the placement follows.
        QVERIFY(doc.translateNodes({buoy}, Eigen::Vector3d(0, 0, 8)));
        QVERIFY(doc.setProperty({buoy}, QStringLiteral("angles"), QVector3D(90, 0, 0))); // stored 90 -> engine 0
        QVERIFY(near(document::entityPlacement(doc, buoy) * Eigen::Vector3f(1, 0, 0), Eigen::Vector3f(3009, 0, 40)));
    }

    // Every entity of one model in one mesh: a copy per placement, in order, each placed as
    // placedMesh places it, indices shifted to its own vertices, skins and flags kept.
    void copiesShareOneMesh()
    {
        format::TriangleMesh tri;
        tri.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        tri.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
        tri.uvs = {{0, 0}, {1, 0}};
        tri.triangles.push_back({{0, 1, 2}, {0, 1, 1}, 3});
        tri.hidden = {0};
        const Eigen::Affine3f a(Eigen::Translation3f(10, 0, 0));
        const Eigen::Affine3f b = Eigen::Translation3f(0, 0, 5) * Eigen::AngleAxisf(float(M_PI), Eigen::Vector3f::UnitX());
        const format::TriangleMesh both = document::placedCopies(tri, {a, b});
        QCOMPARE(both.positions.size(), size_t(6));
        QCOMPARE(both.uvs.size(), size_t(4));
        QCOMPARE(both.triangles.size(), size_t(2));
        QCOMPARE(both.hidden.size(), size_t(2));
        const format::TriangleMesh second = document::placedMesh(tri, b);
        for (int c = 0; c < 3; ++c) {
            QCOMPARE(both.triangles[1].v[c], tri.triangles[0].v[c] + 3);
            QCOMPARE(both.triangles[1].uv[c], tri.triangles[0].uv[c] + 2);
            QVERIFY(near(both.positions[both.triangles[1].v[c]], second.positions[tri.triangles[0].v[c]]));
            QVERIFY(near(both.normals[both.triangles[1].v[c]], Eigen::Vector3f(0, 0, -1)));
        }
        QVERIFY(near(both.positions[1], Eigen::Vector3f(11, 0, 0)));
        QCOMPARE(both.triangles[1].skin, 3);
        QVERIFY(document::placedCopies(tri, {}).triangles.empty());
    }

    // WMB: the angles are the engine's; tilt raises the nose, roll turns about the model's X.
    void wmbAnglesAreTheEngines()
    {
        document::WmbDocument doc(format::readWmb(wmbfixture::wmb7Full()), QString());
        NodeId entity = 0;
        QList<NodeId> todo = doc.children(0);
        while (!todo.isEmpty() && !entity) {
            const NodeId id = todo.takeFirst();
            todo += doc.children(id);
            if (doc.nodeKind(id) == document::NodeKind::Entity && doc.property(id, QStringLiteral("angles")).isValid())
                entity = id;
        }
        QVERIFY(entity);
        QVERIFY(doc.setProperty({entity}, QStringLiteral("scale"), QVector3D(1, 1, 1)));
        Eigen::Vector3d at;
        QVERIFY(doc.worldPosition(entity, &at));
        const Eigen::Vector3f o = at.cast<float>();
        QVERIFY(doc.setProperty({entity}, QStringLiteral("angles"), QVector3D(90, 0, 0)));
        QVERIFY(near(document::entityPlacement(doc, entity) * Eigen::Vector3f(1, 0, 0), o + Eigen::Vector3f(0, 1, 0)));
        QVERIFY(doc.setProperty({entity}, QStringLiteral("angles"), QVector3D(0, 90, 0)));
        QVERIFY(near(document::entityPlacement(doc, entity) * Eigen::Vector3f(1, 0, 0), o + Eigen::Vector3f(0, 0, 1)));
        QVERIFY(doc.setProperty({entity}, QStringLiteral("angles"), QVector3D(0, 0, 90)));
        QVERIFY(near(document::entityPlacement(doc, entity) * Eigen::Vector3f(0, 1, 0), o + Eigen::Vector3f(0, 0, 1)));
        // Placed geometry: positions and normals turn together.
        format::TriangleMesh mesh;
        mesh.positions = {Eigen::Vector3f(1, 0, 0)};
        mesh.normals = {Eigen::Vector3f(0, 1, 0)};
        const format::TriangleMesh placed = document::placedMesh(mesh, document::entityPlacement(doc, entity));
        QVERIFY(near(placed.positions[0], o + Eigen::Vector3f(1, 0, 0)));
        QVERIFY(near(placed.normals[0], Eigen::Vector3f(0, 0, 1)));
    }
};

QTEST_MAIN(TstEntityModels)
#include "tst_entitymodels.moc"
