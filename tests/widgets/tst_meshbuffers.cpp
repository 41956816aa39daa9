// The CPU side of the viewport: de-indexing per corner, grouping by skin, axis conversion.
#include "widgets/testmeshes.h"

#include "viewport/meshbuffers.h"

#include <QTest>

using namespace ackedit;
using widgets::MeshBuffers;

namespace {

QVector3D cornerPosition(const MeshBuffers::Group &g, int corner)
{
    const float *v = g.data.data() + size_t(corner) * MeshBuffers::FloatsPerVertex;
    return QVector3D(v[0], v[1], v[2]);
}

QVector3D cornerNormal(const MeshBuffers::Group &g, int corner)
{
    const float *v = g.data.data() + size_t(corner) * MeshBuffers::FloatsPerVertex;
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
        QCOMPARE(g.vertexCount(), 36);
        const QVector3D centre = (b.boundsMin() + b.boundsMax()) / 2;
        for (int t = 0; t < 12; ++t) {
            const QVector3D p0 = cornerPosition(g, 3 * t), p1 = cornerPosition(g, 3 * t + 1), p2 = cornerPosition(g, 3 * t + 2);
            const QVector3D n = QVector3D::crossProduct(p1 - p0, p2 - p0);
            QVERIFY2(QVector3D::dotProduct(n, (p0 + p1 + p2) / 3 - centre) > 0, qPrintable(QString::number(t)));
            // Computed vertex normals (the mesh has none) point out as well.
            QVERIFY(QVector3D::dotProduct(cornerNormal(g, 3 * t), n) > 0);
        }
        QCOMPARE(b.boundsMin(), QVector3D(-2, -3, -3));
        QCOMPARE(b.boundsMax(), QVector3D(2, 1, 1));
    }

    // UV seams: one vertex per corner, each with its own texture coordinate.
    void cornersCarryTheirOwnUvs()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        const MeshBuffers::Group &g = b.groups()[0];
        QCOMPARE(g.skin, 0);
        QCOMPARE(g.vertexCount(), 6);
        for (int c = 0; c < 6; ++c) {
            const auto &t = mesh.triangles[size_t(c / 3)];
            const Eigen::Vector2f uv = mesh.uvs[t.uv[size_t(c % 3)]];
            const float *v = g.data.data() + size_t(c) * MeshBuffers::FloatsPerVertex;
            QCOMPARE(v[6], uv.x());
            QCOMPARE(v[7], uv.y());
        }
        QCOMPARE(g.bytes().size(), qsizetype(6 * MeshBuffers::Stride));
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
        QCOMPARE(b.groups()[0].vertexCount(), 6);
        QCOMPARE(b.groups()[1].skin, 0);
        QCOMPARE(b.groups()[1].vertexCount(), 3);
        QCOMPARE(b.groups()[2].skin, 1);
        QCOMPARE(b.groups()[2].vertexCount(), 27);
        QCOMPARE(b.vertexCount(), 36);
    }

    void badIndicesAreSkipped()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        mesh.triangles.push_back({{0, 1, 4}, {0, 1, 2}, 0});          // position out of range
        mesh.triangles.push_back({{0, 1, 2}, {0, 1, 4000000000u}, 0}); // uv out of range: (0, 0)
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        QCOMPARE(b.skippedTriangles(), 1);
        QCOMPARE(b.vertexCount(), 9);
        const float *v = b.groups()[0].data.data() + size_t(8) * MeshBuffers::FloatsPerVertex;
        QCOMPARE(v[6], 0.0f);
        QCOMPARE(v[7], 0.0f);
    }

    void givenNormalsAreUsed()
    {
        format::TriangleMesh mesh = testing::frontQuad(0);
        mesh.normals.assign(mesh.positions.size(), Eigen::Vector3f(0, 0, 2)); // file up, unnormalised
        const MeshBuffers b = MeshBuffers::build(mesh, 1);
        QCOMPARE(cornerNormal(b.groups()[0], 0), QVector3D(0, 1, 0));
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
};

QTEST_MAIN(TestMeshBuffers)
#include "tst_meshbuffers.moc"
