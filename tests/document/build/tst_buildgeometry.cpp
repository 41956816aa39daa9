// Build's geometry step (issue 35) on known blocks: plane distances snapped to 0.5 and the
// vertices computed again from the planes; lightmapped faces cut into pieces at most 236 units
// across along their lightmap axes, covering the face exactly; fan triangulation.
#include "build/buildgeometry.h"

#include <QtTest>

#include <set>

using namespace ackedit::document::build;
using Eigen::Vector3d;

namespace {

// The six planes of the box [lo, hi].
std::vector<FacePlane> box(const Vector3d &lo, const Vector3d &hi)
{
    std::vector<FacePlane> planes;
    for (int axis = 0; axis < 3; ++axis) {
        planes.push_back({Vector3d::Unit(axis), hi[axis]});
        planes.push_back({-Vector3d::Unit(axis), -lo[axis]});
    }
    return planes;
}

void bounds(const BuildBlock &block, Vector3d *lo, Vector3d *hi)
{
    *lo = Vector3d::Constant(1e30);
    *hi = Vector3d::Constant(-1e30);
    for (const BuildFace &f : block.faces)
        for (const Vector3d &p : f.polygon) {
            *lo = lo->cwiseMin(p);
            *hi = hi->cwiseMax(p);
        }
}

bool near(const Vector3d &a, const Vector3d &b) { return (a - b).norm() < 1e-9; }

} // namespace

class TstBuildGeometry : public QObject
{
    Q_OBJECT
private slots:
    void distancesSnapToHalfUnits()
    {
        QCOMPARE(snapDistance(12.26), 12.5);
        QCOMPARE(snapDistance(12.24), 12.0);
        QCOMPARE(snapDistance(-3.6), -3.5);
        QCOMPARE(snapDistance(-3.9), -4.0);
        QCOMPARE(snapDistance(64.0), 64.0);
        QCOMPARE(snapDistance(0.25), 0.5); // a tie goes away from zero
    }

    // An off-grid box comes out with its faces on the half-unit grid; an on-grid one unchanged.
    void blockVerticesComeFromSnappedPlanes()
    {
        const BuildBlock offGrid = blockFromPlanes(box(Vector3d(-16.3, 0.2, 7.74), Vector3d(32.3, 48.76, 64.1)));
        QVERIFY2(offGrid.problems.isEmpty(), qPrintable(offGrid.problems.join(QLatin1Char(';'))));
        QCOMPARE(offGrid.faces.size(), size_t(6));
        Vector3d lo, hi;
        bounds(offGrid, &lo, &hi);
        QVERIFY(near(lo, Vector3d(-16.5, 0.0, 7.5)));
        QVERIFY(near(hi, Vector3d(32.5, 49.0, 64.0)));
        // Unsnapped: as given.
        bounds(blockFromPlanes(box(Vector3d(-16.3, 0.2, 7.74), Vector3d(32.3, 48.76, 64.1)), false), &lo, &hi);
        QVERIFY((lo - Vector3d(-16.3, 0.2, 7.74)).norm() < 1e-6);
        // Every face: four corners on its own snapped plane, wound outward.
        for (const BuildFace &f : offGrid.faces) {
            QCOMPARE(f.polygon.size(), size_t(4));
            FacePlane plane;
            QVERIFY(planeOf(f.polygon, &plane));
            const Vector3d given = box(Vector3d(-16.3, 0.2, 7.74), Vector3d(32.3, 48.76, 64.1))[size_t(f.face)].normal;
            QVERIFY(near(plane.normal, given));
            QVERIFY(std::abs(plane.distance - snapDistance(plane.distance)) < 1e-9);
        }
        // A slanted plane keeps its normal; its distance is snapped.
        std::vector<FacePlane> wedge = box(Vector3d(0, 0, 0), Vector3d(64, 64, 64));
        wedge.push_back({Vector3d(1, 0, 1).normalized(), 70.3});
        const BuildBlock cut = blockFromPlanes(wedge);
        QCOMPARE(cut.faces.size(), size_t(7));
        for (const BuildFace &f : cut.faces) {
            if (f.face != 6)
                continue;
            for (const Vector3d &p : f.polygon)
                QVERIFY(std::abs(Vector3d(1, 0, 1).normalized().dot(p) - 70.5) < 1e-9);
        }
    }

    void openOrRedundantPlanesAreSaid()
    {
        std::vector<FacePlane> open = box(Vector3d(0, 0, 0), Vector3d(64, 64, 64));
        open.pop_back(); // no bottom
        const BuildBlock unbounded = blockFromPlanes(open);
        QVERIFY(unbounded.faces.empty());
        QVERIFY(!unbounded.problems.isEmpty());
        std::vector<FacePlane> extra = box(Vector3d(0, 0, 0), Vector3d(64, 64, 64));
        extra.push_back({Vector3d::UnitX(), 100}); // outside the box: bounds nothing
        const BuildBlock redundant = blockFromPlanes(extra);
        QCOMPARE(redundant.faces.size(), size_t(6));
    }

    void lightmapAxesLieInTheFace()
    {
        const auto floor = lightmapAxes(Vector3d(0, 0, 1));
        QVERIFY(near(floor[0], Vector3d::UnitX()) && near(floor[1], Vector3d::UnitY()));
        const auto wall = lightmapAxes(Vector3d(-1, 0.2, 0.1).normalized());
        QVERIFY(near(wall[0], Vector3d::UnitY()) && near(wall[1], Vector3d::UnitZ()));
    }

    // A 500 × 100 floor: three pieces along X (236, 236, 28), none along Y; each spans at most
    // 236 along both axes, keeps the winding and the face's plane, and the areas add up.
    // A 600 × 600 floor: 3 × 3 pieces. A 200 × 200 floor stays whole.
    void piecesCoverTheFaceExactly_data()
    {
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("depth");
        QTest::addColumn<int>("expected");
        QTest::newRow("500 x 100") << 500.0 << 100.0 << 3;
        QTest::newRow("600 x 600") << 600.0 << 600.0 << 9;
        QTest::newRow("200 x 200") << 200.0 << 200.0 << 1;
        QTest::newRow("472 x 236 across grid lines") << 472.0 << 236.0 << 6; // x 10..482, y 20..256
    }
    void piecesCoverTheFaceExactly()
    {
        QFETCH(double, width);
        QFETCH(double, depth);
        QFETCH(int, expected);
        const Vector3d normal(0, 0, 1);
        const std::vector<Vector3d> floor{{10, 20, 8}, {10 + width, 20, 8}, {10 + width, 20 + depth, 8}, {10, 20 + depth, 8}};
        const auto pieces = cutIntoPieces(floor, normal);
        QCOMPARE(int(pieces.size()), expected);
        double area = 0;
        for (const auto &piece : pieces) {
            FacePlane plane;
            QVERIFY(planeOf(piece, &plane));
            QVERIFY(near(plane.normal, normal)); // same winding
            QVERIFY(std::abs(plane.distance - 8) < 1e-9);
            for (int axis = 0; axis < 2; ++axis) {
                double lo = 1e30, hi = -1e30;
                for (const Vector3d &p : piece) {
                    lo = std::min(lo, p[axis]);
                    hi = std::max(hi, p[axis]);
                }
                QVERIFY2(hi - lo <= PieceSize + 1e-9, qPrintable(QString::number(hi - lo)));
            }
            area += polygonArea(piece);
        }
        QVERIFY(std::abs(area - width * depth) < 1e-6);
    }

    // WED's cuts lie on the world grid of 236 units: tust_map01.wmb's 512-unit floor block,
    // -256..256 on X and Y, comes in 4 x 4 pieces with edges at -236, 0 and 236.
    void cutsFollowTheWorldGrid()
    {
        const std::vector<Vector3d> floor{{-256, -256, 0}, {256, -256, 0}, {256, 256, 0}, {-256, 256, 0}};
        const auto pieces = cutIntoPieces(floor, Vector3d(0, 0, 1));
        QCOMPARE(int(pieces.size()), 16);
        std::set<double> edges;
        for (const auto &piece : pieces)
            for (const Vector3d &p : piece)
                edges.insert(p.x());
        QCOMPARE(edges, (std::set<double>{-256, -236, 0, 236, 256}));
    }

    // A slanted triangle: pieces stay inside it and add up to its area.
    void slantedFacesToo()
    {
        const std::vector<Vector3d> tri{{0, 0, 0}, {0, 700, 100}, {0, 0, 300}}; // faces -X
        FacePlane plane;
        QVERIFY(planeOf(tri, &plane));
        const auto pieces = cutIntoPieces(tri, plane.normal);
        QVERIFY(pieces.size() > 1);
        double area = 0;
        for (const auto &piece : pieces)
            area += polygonArea(piece);
        QVERIFY(std::abs(area - polygonArea(tri)) < 1e-6);
    }

    void fans()
    {
        QVERIFY(fanTriangles(2).empty());
        QCOMPARE(fanTriangles(3), (std::vector<std::array<int, 3>>{{0, 1, 2}}));
        QCOMPARE(fanTriangles(5), (std::vector<std::array<int, 3>>{{0, 1, 2}, {0, 2, 3}, {0, 3, 4}}));
    }
};

QTEST_GUILESS_MAIN(TstBuildGeometry)
#include "tst_buildgeometry.moc"
