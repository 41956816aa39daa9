// The CPU side of the viewport: de-indexing per corner, grouping by skin, axis conversion.
#include "widgets/testmeshes.h"

#include "viewport/meshbuffers.h"

#include <QElapsedTimer>
#include <QTest>

using namespace ackedit;
using widgets::MeshBuffers;

namespace {

const float *vertex(const MeshBuffers &b, uint32_t index)
{
    return b.vertices().data() + size_t(index) * MeshBuffers::FloatsPerVertex;
}

QVector3D vertexPosition(const MeshBuffers &b, uint32_t index)
{
    const float *v = vertex(b, index);
    return QVector3D(v[0], v[1], v[2]);
}

QVector3D vertexNormal(const MeshBuffers &b, uint32_t index)
{
    const float *v = vertex(b, index);
    return QVector3D(v[3], v[4], v[5]);
}


} // namespace

class TestMeshBuffers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void axesMapToGl_data()
    {
        QTest::addColumn<QVector3D>("file");
        QTest::addColumn<QVector3D>("gl");
        QTest::newRow("forward") << QVector3D(1, 0, 0) << QVector3D(0, 0, -1);
        QTest::newRow("left") << QVector3D(0, 1, 0) << QVector3D(-1, 0, 0);
        QTest::newRow("up") << QVector3D(0, 0, 1) << QVector3D(0, 1, 0);
        QTest::newRow("mixed") << QVector3D(2, -3, 5) << QVector3D(3, 5, -2);
    }

    void axesMapToGl()
    {
        QFETCH(QVector3D, file);
        QFETCH(QVector3D, gl);
        QCOMPARE(MeshBuffers::toGl(Eigen::Vector3f(file.x(), file.y(), file.z())), gl);
    }

    // A proper rotation keeps the outward winding: the face normal of every converted triangle
    // still points away from the box centre.
    void windingStaysOutward()
    {
        const MeshBuffers b = MeshBuffers::build(testing::box(Eigen::Vector3f(-1, -2, -3), Eigen::Vector3f(3, 2, 1)), 0);
        QCOMPARE(b.groups().size(), size_t(1));
        const MeshBuffers::Group &g = b.groups()[0];
        QCOMPARE(g.triangleCount(), 12);
        QCOMPARE(b.vertexCount(), 24); // each corner of a face has one uv: no seams inside a face
        const QVector3D centre = (b.boundsMin() + b.boundsMax()) / 2;
        for (int t = 0; t < 12; ++t) {
            const uint32_t *i = g.indices.data() + 3 * t;
            const QVector3D p0 = vertexPosition(b, i[0]), p1 = vertexPosition(b, i[1]), p2 = vertexPosition(b, i[2]);
            const QVector3D n = QVector3D::crossProduct(p1 - p0, p2 - p0);
            QVERIFY2(QVector3D::dotProduct(n, (p0 + p1 + p2) / 3 - centre) > 0, qPrintable(QString::number(t)));
            // Computed vertex normals (the mesh has none) point out as well.
            QVERIFY(QVector3D::dotProduct(vertexNormal(b, i[0]), n) > 0);
        }
        QCOMPARE(b.boundsMin(), QVector3D(-2, -3, -3));
        QCOMPARE(b.boundsMax(), QVector3D(2, 1, 1));
    }

    // Every corner reads its own uv through its vertex.
    void cornersCarryTheirOwnUvs()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        const MeshBuffers::Group &g = b.groups()[0];
        QCOMPARE(g.skin, 0);
        QCOMPARE(int(g.indices.size()), 6);
        QCOMPARE(b.vertexCount(), 4);
        for (int c = 0; c < 6; ++c) {
            const auto &t = mesh.triangles[size_t(c / 3)];
            const Eigen::Vector2f uv = mesh.uvs[t.uv[size_t(c % 3)]];
            const float *v = vertex(b, g.indices[size_t(c)]);
            QCOMPARE(v[6], uv.x());
            QCOMPARE(v[7], uv.y());
        }
        QCOMPARE(b.vertexBytes().size(), qsizetype(4 * MeshBuffers::Stride));
        QCOMPARE(g.indexBytes().size(), qsizetype(6 * sizeof(uint32_t)));
    }

    // A position used with two uvs (a seam) becomes two vertices, next to each other.
    void seamsSplitVertices()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        mesh.uvs.emplace_back(0.5f, 0.5f);
        mesh.triangles[1].uv[0] = 4; // position 0 with uv 4 in the second triangle
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        QCOMPARE(b.vertexCount(), 5);
        QCOMPARE(b.firstVertex(0), 0);
        QCOMPARE(b.firstVertex(1), 2);
        const MeshBuffers::Group &g = b.groups()[0];
        QCOMPARE(g.indices[0], 0u);
        QCOMPARE(g.indices[3], 1u);
        QCOMPARE(vertex(b, 1)[6], 0.5f);
        QCOMPARE(vertexPosition(b, 0), vertexPosition(b, 1));
        // Moving position 0 moves both of its vertices, in one byte range.
        MeshBuffers moved = b;
        const auto range = moved.setPositions(0, {Eigen::Vector3f(0, -1, 3)}, {});
        QCOMPARE(range.first, qint64(0));
        QCOMPARE(range.second, qint64(2 * MeshBuffers::Stride));
        QCOMPARE(vertexPosition(moved, 0), MeshBuffers::toGl(Eigen::Vector3f(0, -1, 3)));
        QCOMPARE(vertexPosition(moved, 1), MeshBuffers::toGl(Eigen::Vector3f(0, -1, 3)));
        QCOMPARE(vertexPosition(moved, 2), vertexPosition(b, 2));
    }

    void groupsBySkin()
    {
        format::TriangleMesh mesh = testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 1);
        mesh.triangles[0].skin = 0;
        mesh.triangles[1].skin = 5;  // out of range: untextured
        mesh.triangles[2].skin = -1; // untextured
        const MeshBuffers b = MeshBuffers::build(mesh, 2);
        QCOMPARE(b.groups().size(), size_t(3));
        QCOMPARE(b.groups()[0].skin, -1);
        QCOMPARE(b.groups()[0].triangleCount(), 2);
        QCOMPARE(b.groups()[1].skin, 0);
        QCOMPARE(b.groups()[1].triangleCount(), 1);
        QCOMPARE(b.groups()[2].skin, 1);
        QCOMPARE(b.groups()[2].triangleCount(), 9);
        QCOMPARE(b.triangleCount(), 12);
    }

    // Batches are (skin, lightmap page) pairs; lightmap coordinates follow the vertices.
    void groupsByLightmapPage()
    {
        format::TriangleMesh mesh = testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 0);
        for (size_t i = 0; i < mesh.positions.size(); ++i)
            mesh.lightmapUvs.emplace_back(float(i) / 32.0f, 0.25f);
        for (size_t t = 0; t < mesh.triangles.size(); ++t)
            mesh.lightmapPages.push_back(t < 4 ? 0 : t < 8 ? 1 : t < 10 ? 7 : -1); // 7: out of range
        const MeshBuffers b = MeshBuffers::build(mesh, 1, 2);
        QCOMPARE(b.groups().size(), size_t(3));
        QCOMPARE(b.groups()[0].lightmap, -1);
        QCOMPARE(b.groups()[0].triangleCount(), 4);
        QCOMPARE(b.groups()[1].lightmap, 0);
        QCOMPARE(b.groups()[2].lightmap, 1);
        QCOMPARE(int(b.lightmapUvs().size()), 2 * b.vertexCount());
        const uint32_t v = b.groups()[1].indices[0];
        QCOMPARE(b.lightmapUvs()[2 * v], float(mesh.triangles[0].v[0]) / 32.0f);
        // Without lightmap pages the mesh draws as before: no lightmap coordinates at all.
        mesh.lightmapPages.clear();
        QVERIFY(MeshBuffers::build(mesh, 1, 2).lightmapUvs().empty());
        QCOMPARE(MeshBuffers::build(mesh, 1, 2).groups().size(), size_t(1));
    }

    void badIndicesAreSkipped()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        mesh.triangles.push_back({{0, 1, 4}, {0, 1, 2}, 0});          // position out of range
        mesh.triangles.push_back({{0, 1, 2}, {0, 1, 4000000000u}, 0}); // uv out of range: (0, 0)
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        QCOMPARE(b.skippedTriangles(), 1);
        QCOMPARE(b.triangleCount(), 3);
        QCOMPARE(b.vertexCount(), 5); // position 2 with its uv and with none
        const float *v = vertex(b, b.groups()[0].indices[8]);
        QCOMPARE(v[6], 0.0f);
        QCOMPARE(v[7], 0.0f);
    }

    void givenNormalsAreUsed()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        mesh.normals.assign(mesh.positions.size(), Eigen::Vector3f(0, 0, 2)); // file up, unnormalised
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        QCOMPARE(vertexNormal(b, 0), QVector3D(0, 1, 0));
    }

    // Terrain-like meshes (uv index = position index) get one vertex per position, so a row range
    // of the grid is one contiguous byte range of the vertex buffer.
    void gridRowsAreOneByteRange()
    {
        const MeshBuffers b = MeshBuffers::build(testing::planeGrid(8, 6, 0), 1);
        QCOMPARE(b.vertexCount(), 48);
        MeshBuffers patched = b;
        std::vector<Eigen::Vector3f> rows, normals;
        for (int i = 16; i < 32; ++i) { // rows 2 and 3
            rows.emplace_back(float(i % 8), float(i / 8), 5.0f);
            normals.emplace_back(0.0f, 1.0f, 0.0f);
        }
        const auto range = patched.setPositions(16, rows, normals);
        QCOMPARE(range.first, qint64(16 * MeshBuffers::Stride));
        QCOMPARE(range.second, qint64(16 * MeshBuffers::Stride));
        for (int v = 0; v < 48; ++v) {
            const bool inside = v >= 16 && v < 32;
            QCOMPARE(vertexPosition(patched, uint32_t(v)).y(), inside ? 5.0f : 0.0f);
            QCOMPARE(vertexNormal(patched, uint32_t(v)), inside ? QVector3D(-1, 0, 0) : QVector3D(0, 1, 0));
        }
        // Out of range parts are ignored, not written past the end.
        const auto tail = patched.setPositions(46, rows, {});
        QCOMPARE(tail.first, qint64(46 * MeshBuffers::Stride));
        QCOMPARE(tail.second, qint64(2 * MeshBuffers::Stride));
        QCOMPARE(patched.setPositions(48, rows, {}).second, qint64(0));
    }

    // A 1025 x 1025 terrain: one vertex per position, and a row patch is one range.
    void largeTerrainIsIndexed()
    {
        const format::TriangleMesh mesh = testing::planeGrid(1025, 1025, 0);
        QElapsedTimer timer;
        timer.start();
        MeshBuffers b = MeshBuffers::build(mesh, 1);
        const qint64 buildMs = timer.elapsed();
        QCOMPARE(b.vertexCount(), 1025 * 1025);
        QCOMPARE(b.triangleCount(), 2 * 1024 * 1024);
        std::vector<Eigen::Vector3f> rows(size_t(64) * 1025, Eigen::Vector3f(0, 0, 1));
        timer.restart();
        const auto range = b.setPositions(500 * 1025, rows, rows);
        const qint64 patchUs = timer.nsecsElapsed() / 1000;
        QCOMPARE(range.first, qint64(500) * 1025 * MeshBuffers::Stride);
        QCOMPARE(range.second, qint64(64) * 1025 * MeshBuffers::Stride);
        qInfo("build %lld ms, 64-row patch %lld us (%lld KiB of %lld KiB)", buildMs, patchUs,
              range.second / 1024, qint64(b.vertexBytes().size()) / 1024);
    }

    void edgesOnce()
    {
        const MeshBuffers b = MeshBuffers::build(testing::frontQuad(0), 1);
        QCOMPARE(b.edgeIndices().size(), size_t(10)); // 4 sides + 1 diagonal
        QCOMPARE(MeshBuffers::build(testing::planeGrid(3, 3, 0), 1).edgeIndices().size(), size_t(2 * 16));
    }

    void fromGlInvertsToGl()
    {
        const Eigen::Vector3f p(2, -3, 5);
        QVERIFY(MeshBuffers::fromGl(MeshBuffers::toGl(p)).isApprox(p));
    }

    void emptyMesh()
    {
        const MeshBuffers b = MeshBuffers::build(format::TriangleMesh(), 0);
        QVERIFY(b.isEmpty());
        QCOMPARE(b.vertexCount(), 0);
    }

    void sameLayout()
    {
        const auto a = MeshBuffers::build(testing::box(Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(1, 1, 1), 0), 1);
        const auto moved = MeshBuffers::build(testing::box(Eigen::Vector3f(1, 1, 1), Eigen::Vector3f(2, 2, 2), 0), 1);
        const auto otherSkin = MeshBuffers::build(testing::box(Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(1, 1, 1), -1), 1);
        const auto fewer = MeshBuffers::build(testing::frontQuad(0), 1);
        QVERIFY(a.sameLayout(moved));
        QVERIFY(!a.sameLayout(otherSkin));
        QVERIFY(!a.sameLayout(fewer));
    }

    // Triangles without area (all corners on one point or line) cover no pixel; as lines, only
    // the point does not. A tiny real triangle still counts.
    void coversPixels_data()
    {
        QTest::addColumn<QList<QVector3D>>("corners");
        QTest::addColumn<bool>("filled");
        QTest::addColumn<bool>("asLines");
        const QVector3D p(250000, -180000, 120000);
        QTest::newRow("triangle") << QList<QVector3D>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}} << true << true;
        QTest::newRow("tiny triangle") << QList<QVector3D>{{0, 0, 0}, {1e-4f, 0, 0}, {0, 1e-4f, 0}} << true << true;
        QTest::newRow("line") << QList<QVector3D>{{0, 0, 5}, {10, 0, 5}, {30, 0, 5}} << false << true;
        QTest::newRow("point") << QList<QVector3D>{p, p, p} << false << false;
    }

    void coversPixels()
    {
        QFETCH(QList<QVector3D>, corners);
        QFETCH(bool, filled);
        QFETCH(bool, asLines);
        format::TriangleMesh mesh;
        for (const QVector3D &c : corners)
            mesh.positions.emplace_back(c.x(), c.y(), c.z());
        mesh.triangles.push_back({{0, 1, 2}, {0, 0, 0}, -1});
        const MeshBuffers b = MeshBuffers::build(mesh, 0);
        QCOMPARE(b.coversPixels(false), filled);
        QCOMPARE(b.coversPixels(true), asLines);
        QVERIFY(!MeshBuffers::build(format::TriangleMesh(), 0).coversPixels(true));
    }
};

QTEST_MAIN(TestMeshBuffers)
#include "tst_meshbuffers.moc"
