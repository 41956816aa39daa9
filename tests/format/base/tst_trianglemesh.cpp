// TriangleMesh::keepTriangles: the kept triangles stay in order with their own lightmap page,
// hidden flag and owner; per-triangle arrays of another length (absent data) are left alone.
#include "common/trianglemesh.h"

#include <QtTest>

using namespace ackedit::format;

class tst_TriangleMesh : public QObject
{
    Q_OBJECT

    static TriangleMesh fiveTriangles()
    {
        TriangleMesh mesh;
        mesh.positions.assign(3, Eigen::Vector3f::Zero());
        for (int i = 0; i < 5; ++i) {
            TriangleMesh::Triangle triangle;
            triangle.skin = i;
            mesh.triangles.push_back(triangle);
            mesh.lightmapPages.push_back(10 + i);
            mesh.hidden.push_back(uint8_t(i % 2));
            mesh.owners.push_back(uint32_t(100 + i));
        }
        return mesh;
    }

    static std::vector<int> skins(const TriangleMesh &mesh)
    {
        std::vector<int> result;
        for (const TriangleMesh::Triangle &triangle : mesh.triangles)
            result.push_back(triangle.skin);
        return result;
    }

private slots:
    void keepsChosenTrianglesWithTheirData()
    {
        TriangleMesh mesh = fiveTriangles();
        std::vector<size_t> asked;
        mesh.keepTriangles([&](size_t i) {
            asked.push_back(i);
            return mesh.hidden[i] == 0; // reads the arrays it compacts
        });
        QCOMPARE(asked, (std::vector<size_t>{0, 1, 2, 3, 4}));
        QCOMPARE(skins(mesh), (std::vector<int>{0, 2, 4}));
        QCOMPARE(mesh.lightmapPages, (std::vector<int>{10, 12, 14}));
        QCOMPARE(mesh.hidden, (std::vector<uint8_t>{0, 0, 0}));
        QCOMPARE(mesh.owners, (std::vector<uint32_t>{100, 102, 104}));
        QCOMPARE(mesh.positions.size(), size_t(3));
    }

    void leavesAbsentDataAbsent()
    {
        TriangleMesh mesh = fiveTriangles();
        mesh.lightmapPages.clear();
        mesh.hidden.clear();
        mesh.keepTriangles([](size_t i) { return i >= 3; });
        QCOMPARE(skins(mesh), (std::vector<int>{3, 4}));
        QVERIFY(mesh.lightmapPages.empty());
        QVERIFY(mesh.hidden.empty());
        QCOMPARE(mesh.owners, (std::vector<uint32_t>{103, 104}));
    }

    void keepingNothingEmptiesTheTriangles()
    {
        TriangleMesh mesh = fiveTriangles();
        mesh.keepTriangles([](size_t) { return false; });
        QVERIFY(mesh.triangles.empty());
        QVERIFY(mesh.lightmapPages.empty());
        QVERIFY(mesh.hidden.empty());
        QVERIFY(mesh.owners.empty());
    }
};

QTEST_APPLESS_MAIN(tst_TriangleMesh)
#include "tst_trianglemesh.moc"
