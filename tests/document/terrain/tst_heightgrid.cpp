// HeightGrid: HMP vertex order, bilinear sampling, the DDA ray cast (against a brute-force
// reference), central-difference normals and the partial normal update, resampling.
#include "terrain/heightgrid.h"

#include "hmp/hmpfile.h"

#include <Eigen/Geometry>

#include <QtTest>

#include <cmath>
#include <random>

using ackedit::document::HeightGrid;
using Eigen::Vector3f;

Q_DECLARE_METATYPE(Eigen::Vector3f)

namespace {

HeightGrid flatGrid(int n, float h)
{
    return HeightGrid(n, n, 1.0f, 1.0f, 0.0f, 0.0f, h);
}

// Heights from a function of the world position.
template<typename F>
HeightGrid gridFrom(int cols, int rows, float cx, float cy, float ox, float oy, F f)
{
    HeightGrid g(cols, rows, cx, cy, ox, oy);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const Vector3f p = g.vertexPosition(c, r);
            g.setHeight(c, r, f(p.x(), p.y()));
        }
    return g;
}

// Reference: every triangle of every cell, Moeller-Trumbore in double, nearest t >= 0.
std::optional<Vector3f> bruteForce(const HeightGrid &g, const Vector3f &o, const Vector3f &d)
{
    const Eigen::Vector3d od = o.cast<double>(), dd = d.cast<double>();
    double best = std::numeric_limits<double>::infinity();
    for (int r = 0; r + 1 < g.rows(); ++r)
        for (int c = 0; c + 1 < g.columns(); ++c)
            for (const auto &tri : HeightGrid::cellTriangles(c, r)) {
                const Eigen::Vector3d v0 = g.vertexPosition(tri[0].x(), tri[0].y()).cast<double>();
                const Eigen::Vector3d v1 = g.vertexPosition(tri[1].x(), tri[1].y()).cast<double>();
                const Eigen::Vector3d v2 = g.vertexPosition(tri[2].x(), tri[2].y()).cast<double>();
                const Eigen::Vector3d e1 = v1 - v0, e2 = v2 - v0, p = dd.cross(e2);
                const double det = e1.dot(p);
                if (std::abs(det) < 1e-12)
                    continue;
                const Eigen::Vector3d s = od - v0;
                const double u = s.dot(p) / det;
                const Eigen::Vector3d q = s.cross(e1);
                const double v = dd.dot(q) / det;
                const double t = e2.dot(q) / det;
                if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9 || t < 0)
                    continue;
                best = std::min(best, t);
            }
    if (!std::isfinite(best))
        return std::nullopt;
    return Vector3f((od + dd * best).cast<float>());
}

} // namespace

class TstHeightGrid : public QObject
{
    Q_OBJECT
private slots:
    void vertexOrderIsHmp()
    {
        // 3 columns x 2 rows, cells 2 x 3, offset (-2, -1.5): row 0 is the north (max y) edge.
        HeightGrid g(3, 2, 2.0f, 3.0f, -2.0f, -1.5f);
        g.setHeight(2, 1, 7.0f);
        QCOMPARE(g.heights()[5], 7.0f);
        QCOMPARE(g.vertexPosition(0, 0), Vector3f(-2.0f, 1.5f, 0.0f));
        QCOMPARE(g.vertexPosition(2, 0), Vector3f(2.0f, 1.5f, 0.0f));
        QCOMPARE(g.vertexPosition(0, 1), Vector3f(-2.0f, -1.5f, 0.0f));
        QCOMPARE(g.vertexPosition(2, 1), Vector3f(2.0f, -1.5f, 7.0f));
        QCOMPARE(g.toGrid(2.0f, -1.5f), Eigen::Vector2f(2.0f, 1.0f));
        QCOMPARE(g.toWorld(1.0f, 0.5f), Eigen::Vector2f(0.0f, 0.0f));
        QCOMPARE(g.bounds(), QRect(0, 0, 3, 2));
        QCOMPARE(HeightGrid(0, 5).vertexCount(), 0);
        QVERIFY(HeightGrid(-3, 5).isEmpty());
    }

    void bilinear_data()
    {
        QTest::addColumn<float>("x");
        QTest::addColumn<float>("y");
        QTest::addColumn<float>("bilinear");
        QTest::addColumn<float>("surface");
        // 2x2 grid, cell 1: NW (0,1)=0, NE (1,1)=4, SW (0,0)=8, SE (1,0)=12.
        QTest::newRow("NW vertex") << 0.0f << 1.0f << 0.0f << 0.0f;
        QTest::newRow("SE vertex") << 1.0f << 0.0f << 12.0f << 12.0f;
        QTest::newRow("centre") << 0.5f << 0.5f << 6.0f << 6.0f;
        QTest::newRow("north edge middle") << 0.5f << 1.0f << 2.0f << 2.0f;
        QTest::newRow("outside clamps") << -3.0f << 5.0f << 0.0f << 0.0f;
        QTest::newRow("outside SE") << 4.0f << -2.0f << 12.0f << 12.0f;
        QTest::newRow("quarter") << 0.25f << 0.75f << 3.0f << 3.0f;
    }
    void bilinear()
    {
        QFETCH(float, x);
        QFETCH(float, y);
        QFETCH(float, bilinear);
        QFETCH(float, surface);
        HeightGrid g(2, 2);
        g.heights() = {0.0f, 4.0f, 8.0f, 12.0f};
        QCOMPARE(g.heightAt(x, y), bilinear);
        QCOMPARE(g.surfaceHeightAt(x, y), surface);
    }

    void triangleSurfaceDiffersFromBilinear()
    {
        // Only the NW corner is raised. Bilinear gives 1 at the centre; the triangles split
        // along SW-NE (as MED and HmpFile::mesh), so the centre lies on the diagonal and has
        // (SW + NE) / 2 = 0.
        HeightGrid g(2, 2);
        g.heights() = {4.0f, 0.0f, 0.0f, 0.0f};
        QCOMPARE(g.heightAt(0.5f, 0.5f), 1.0f);
        QCOMPARE(g.surfaceHeightAt(0.5f, 0.5f), 0.0f);
        QCOMPARE(g.surfaceHeightAt(0.25f, 0.75f), 2.0f); // in the NW triangle
        QCOMPARE(g.surfaceHeightAt(0.75f, 0.25f), 0.0f); // in the SE triangle
        // Raising NE instead puts its full weight on the diagonal: (SW + NE) / 2.
        g.heights() = {0.0f, 4.0f, 0.0f, 0.0f};
        QCOMPARE(g.surfaceHeightAt(0.5f, 0.5f), 2.0f);
        QCOMPARE(g.surfaceHeightAt(0.75f, 0.25f), 1.0f); // SE triangle
        QCOMPARE(g.surfaceHeightAt(0.25f, 0.75f), 1.0f); // NW triangle
    }

    void intersect_data()
    {
        QTest::addColumn<int>("scene");
        QTest::addColumn<Vector3f>("origin");
        QTest::addColumn<Vector3f>("direction");
        QTest::addColumn<bool>("hits");
        QTest::addColumn<Vector3f>("expected");
        // scene 0: flat z=5, 11x11, cell 1, offset 0
        QTest::newRow("flat vertical") << 0 << Vector3f(3.25f, 4.5f, 100.0f) << Vector3f(0, 0, -1) << true << Vector3f(3.25f, 4.5f, 5.0f);
        QTest::newRow("flat oblique") << 0 << Vector3f(0, 0, 10) << Vector3f(1, 1, -1) << true << Vector3f(5, 5, 5);
        QTest::newRow("flat unnormalised dir") << 0 << Vector3f(1, 2, 9) << Vector3f(0.5f, 0, -2) << true << Vector3f(2, 2, 5);
        QTest::newRow("through a vertex diagonally") << 0 << Vector3f(0, 0, 15) << Vector3f(1, 1, -2) << true << Vector3f(5, 5, 5);
        QTest::newRow("from below (two-sided)") << 0 << Vector3f(5, 5, -10) << Vector3f(0, 0, 1) << true << Vector3f(5, 5, 5);
        QTest::newRow("on the east edge") << 0 << Vector3f(10, 3, 8) << Vector3f(0, 0, -1) << true << Vector3f(10, 3, 5);
        QTest::newRow("entering from outside") << 0 << Vector3f(-10, 5, 15) << Vector3f(1, 0, -1) << true << Vector3f(0, 5, 5);
        QTest::newRow("miss outside") << 0 << Vector3f(-1, 5, 10) << Vector3f(0, 0, -1) << false << Vector3f(0, 0, 0);
        QTest::newRow("miss pointing up") << 0 << Vector3f(5, 5, 10) << Vector3f(0.1f, 0, 1) << false << Vector3f(0, 0, 0);
        QTest::newRow("miss passing beside") << 0 << Vector3f(-5, -5, 10) << Vector3f(-1, 1, -0.1f) << false << Vector3f(0, 0, 0);
        QTest::newRow("miss lands beyond") << 0 << Vector3f(0, 5, 6) << Vector3f(1, 0, -0.05f) << false << Vector3f(0, 0, 0);
        QTest::newRow("zero direction") << 0 << Vector3f(5, 5, 10) << Vector3f(0, 0, 0) << false << Vector3f(0, 0, 0);
        // Grazing: skims the flat grid and touches down exactly on its far edge at x = 10.
        QTest::newRow("grazing lands on edge") << 0 << Vector3f(0, 5, 5.009765625f) << Vector3f(1, 0, -0.0009765625f) << true << Vector3f(10, 5, 5);
        QTest::newRow("grazing parallel in plane") << 0 << Vector3f(-1, 5, 5) << Vector3f(1, 0.3f, 0) << false << Vector3f(0, 0, 0);
        QTest::newRow("grazing parallel above") << 0 << Vector3f(-1, 5, 5.0001f) << Vector3f(1, 0.3f, 0) << false << Vector3f(0, 0, 0);
        // scene 1: slope z = 0.5 x over 11x11, cell 1
        QTest::newRow("slope vertical") << 1 << Vector3f(3.3f, 7, 50) << Vector3f(0, 0, -1) << true << Vector3f(3.3f, 7, 1.65f);
        QTest::newRow("slope oblique") << 1 << Vector3f(0, 5, 10) << Vector3f(1, 0, -1) << true << Vector3f(20.0f / 3, 5, 10.0f / 3);
        // Climbing almost as steeply as the slope from above it: would meet it only at x = 9998.
        QTest::newRow("slope grazing uphill") << 1 << Vector3f(-2, 4, 0) << Vector3f(1, 0, 0.4999f) << false << Vector3f(0, 0, 0);
        QTest::newRow("slope shallow uphill") << 1 << Vector3f(-2, 4, 0) << Vector3f(1, 0, 0.4f) << true << Vector3f(8, 4, 4);
        // scene 2: z = 2 y (rises northwards), 5 x 9, cells 1.5 x 0.5, offset (-3, -2)
        QTest::newRow("north slope vertical") << 2 << Vector3f(0, 1, 10) << Vector3f(0, 0, -1) << true << Vector3f(0, 1, 2);
        QTest::newRow("north slope from north") << 2 << Vector3f(0, 10, 4) << Vector3f(0, -1, 0) << true << Vector3f(0, 2, 4);
        // scene 3: flat 0 with a single peak of 3 at vertex (5,5): a horizontal ray along the row
        // y = 5 runs exactly on the shared edges between cells and must not slip through.
        QTest::newRow("peak along shared edge") << 3 << Vector3f(-5, 5, 1) << Vector3f(1, 0, 0) << true << Vector3f(13.0f / 3, 5, 1);
        // Along the cells' SW-NE diagonals (shared triangle edges) towards the peak.
        QTest::newRow("peak along diagonal") << 3 << Vector3f(0, 0, 1.5f) << Vector3f(1, 1, 0) << true << Vector3f(4.5f, 4.5f, 1.5f);
        // Across the diagonals (NW-SE): the peak is the SE corner of cell (4,4), whose SE triangle
        // rises from 0 on the diagonal to 3 at the peak.
        QTest::newRow("peak across diagonals") << 3 << Vector3f(0, 10, 1.5f) << Vector3f(1, -1, 0) << true << Vector3f(4.75f, 5.25f, 1.5f);
        QTest::newRow("over the peak") << 3 << Vector3f(-5, 5, 3.01f) << Vector3f(1, 0, 0) << false << Vector3f(0, 0, 0);
        // scene 4: far from the origin (HMP terrains are centred, but can be 100 000 units wide).
        QTest::newRow("large offsets") << 4 << Vector3f(-39000.5f, 20000.25f, 500) << Vector3f(0, 0, -1) << true << Vector3f(-39000.5f, 20000.25f, 12.5f);
    }
    void intersect()
    {
        QFETCH(int, scene);
        QFETCH(Vector3f, origin);
        QFETCH(Vector3f, direction);
        QFETCH(bool, hits);
        QFETCH(Vector3f, expected);
        HeightGrid g;
        switch (scene) {
        case 0: g = flatGrid(11, 5.0f); break;
        case 1: g = gridFrom(11, 11, 1, 1, 0, 0, [](float x, float) { return 0.5f * x; }); break;
        case 2: g = gridFrom(5, 9, 1.5f, 0.5f, -3, -2, [](float, float y) { return 2.0f * y; }); break;
        case 3: g = flatGrid(11, 0.0f); g.setHeight(5, 5, 3.0f); break;
        case 4: g = HeightGrid(101, 101, 20.0f, 20.0f, -40000.0f, 19000.0f, 12.5f); break;
        }
        const auto hit = g.intersect(origin, direction);
        QCOMPARE(bool(hit), hits);
        if (hits) {
            const float tol = 1e-4f * (1.0f + expected.cwiseAbs().maxCoeff());
            QVERIFY2((*hit - expected).cwiseAbs().maxCoeff() <= tol,
                     qPrintable(QStringLiteral("hit (%1, %2, %3)").arg(hit->x()).arg(hit->y()).arg(hit->z())));
        }
    }

    void intersectMatchesBruteForce()
    {
        // Random rough grid with non-square cells; random rays, mostly downward and many shallow.
        std::mt19937 rng(1234);
        std::uniform_real_distribution<float> hgt(-3.0f, 3.0f);
        HeightGrid g(17, 13, 1.5f, 0.75f, -10.0f, 4.0f);
        for (float &h : g.heights())
            h = hgt(rng);
        // Rays from all around (some below, many shallow) towards points near the surface.
        std::uniform_real_distribution<float> ox(-20.0f, 24.0f), oy(-6.0f, 23.0f), oz(-2.0f, 10.0f);
        std::uniform_real_distribution<float> tx(-12.0f, 16.0f), ty(2.0f, 15.0f), tz(-3.5f, 3.5f);
        int hits = 0, agree = 0;
        const int n = 3000;
        for (int i = 0; i < n; ++i) {
            const Vector3f o(ox(rng), oy(rng), oz(rng));
            const Vector3f d = Vector3f(tx(rng), ty(rng), tz(rng)) - o;
            const auto a = g.intersect(o, d);
            const auto b = bruteForce(g, o, d);
            if (b)
                ++hits;
            if (bool(a) == bool(b) && (!a || (*a - *b).norm() < 1e-3f * (1.0f + d.norm())))
                ++agree;
            else
                qWarning() << "disagree" << o.x() << o.y() << o.z() << d.x() << d.y() << d.z() << bool(a) << bool(b);
        }
        QVERIFY2(hits > n / 3 && hits < n * 9 / 10, qPrintable(QString::number(hits))); // both outcomes occur
        QCOMPARE(agree, n);
    }

    void intersectLongMarch()
    {
        // A shallow ray across a 2049^2 grid touches down near the far side.
        HeightGrid g(2049, 2049, 1.0f, 1.0f, 0.0f, 0.0f, 0.0f);
        const auto hit = g.intersect(Vector3f(0.5f, 0.5f, 1.0f), Vector3f(1.0f, 1.0f, -1.0f / 2000.0f));
        QVERIFY(hit);
        QVERIFY(std::abs(hit->x() - 2000.5f) < 1e-2f);
        QVERIFY(std::abs(hit->y() - 2000.5f) < 1e-2f);
        QVERIFY(std::abs(hit->z()) < 1e-4f);
    }

    void tooSmallGrid()
    {
        QVERIFY(!HeightGrid(1, 5).intersect(Vector3f(0, 0, 1), Vector3f(0, 0, -1)));
        QVERIFY(!HeightGrid().intersect(Vector3f(0, 0, 1), Vector3f(0, 0, -1)));
        QVERIFY(!flatGrid(3, 0).intersect(Vector3f(1, 1, NAN), Vector3f(0, 0, -1)));
    }

    void normals_data()
    {
        QTest::addColumn<int>("scene");
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::addColumn<Vector3f>("expected");
        QTest::newRow("flat") << 0 << 3 << 3 << Vector3f(0, 0, 1);
        QTest::newRow("slope x interior") << 1 << 3 << 3 << Vector3f(-0.5f, 0, 1).normalized();
        QTest::newRow("slope x west border") << 1 << 0 << 3 << Vector3f(-0.5f, 0, 1).normalized();
        QTest::newRow("slope x east border") << 1 << 6 << 0 << Vector3f(-0.5f, 0, 1).normalized();
        // z = 2y: rising north (towards row 0) tilts the normal towards -y.
        QTest::newRow("slope north interior") << 2 << 2 << 4 << Vector3f(0, -2, 1).normalized();
        QTest::newRow("slope north top row") << 2 << 2 << 0 << Vector3f(0, -2, 1).normalized();
        // Non-square cells: z = x + y with cells 2 x 0.5 still gives the world gradient (1, 1).
        QTest::newRow("anisotropic cells") << 3 << 2 << 2 << Vector3f(-1, -1, 1).normalized();
    }
    void normals()
    {
        QFETCH(int, scene);
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(Vector3f, expected);
        HeightGrid g;
        switch (scene) {
        case 0: g = flatGrid(7, 2.0f); break;
        case 1: g = gridFrom(7, 7, 1, 1, 0, 0, [](float x, float) { return 0.5f * x; }); break;
        case 2: g = gridFrom(5, 9, 1, 1, 0, 0, [](float, float y) { return 2.0f * y; }); break;
        case 3: g = gridFrom(5, 5, 2.0f, 0.5f, 0, 0, [](float x, float y) { return x + y; }); break;
        }
        QVERIFY((g.normal(col, row) - expected).norm() < 1e-6f);
        const auto all = g.computeNormals();
        QVERIFY((all[size_t(g.index(col, row))] - expected).norm() < 1e-6f);
    }

    void recomputeNormalsOnlyRect()
    {
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> hgt(0.0f, 10.0f);
        HeightGrid g(20, 15, 1.0f, 2.0f);
        for (float &h : g.heights())
            h = hgt(rng);
        std::vector<Vector3f> normals = g.computeNormals();
        // Poison, change one height, update its rectangle: exactly the 3x3 around it is rewritten.
        const Vector3f poison(9, 9, 9);
        std::fill(normals.begin(), normals.end(), poison);
        g.setHeight(7, 4, 50.0f);
        const QRect done = g.recomputeNormals(QRect(7, 4, 1, 1), normals);
        QCOMPARE(done, QRect(6, 3, 3, 3));
        const auto full = g.computeNormals();
        for (int r = 0; r < g.rows(); ++r)
            for (int c = 0; c < g.columns(); ++c) {
                const size_t i = size_t(g.index(c, r));
                if (done.contains(c, r))
                    QVERIFY((normals[i] - full[i]).norm() < 1e-6f);
                else
                    QCOMPARE(normals[i], poison);
            }
        // Clipped at the corner, and a wrong-sized array is recomputed whole.
        QCOMPARE(g.recomputeNormals(QRect(0, 0, 2, 1), normals), QRect(0, 0, 3, 2));
        std::vector<Vector3f> empty;
        QCOMPARE(g.recomputeNormals(QRect(3, 3, 1, 1), empty), g.bounds());
        QCOMPARE(empty.size(), size_t(g.vertexCount()));
        QVERIFY((empty[size_t(g.index(7, 4))] - full[size_t(g.index(7, 4))]).norm() < 1e-6f);
        QCOMPARE(g.recomputeNormals(QRect(), normals), QRect());
    }

    void resampled()
    {
        // A plane is reproduced exactly by bilinear resampling; the world extent is kept.
        HeightGrid g = gridFrom(5, 3, 2.0f, 4.0f, -4.0f, -4.0f, [](float x, float y) { return 3.0f * x - y; });
        const HeightGrid up = g.resampled(9, 5);
        QCOMPARE(up.columns(), 9);
        QCOMPARE(up.rows(), 5);
        QCOMPARE(up.cellSizeX(), 1.0f);
        QCOMPARE(up.cellSizeY(), 2.0f);
        QCOMPARE(up.vertexPosition(0, 0).head<2>(), g.vertexPosition(0, 0).head<2>());
        QCOMPARE(up.vertexPosition(8, 4).head<2>(), g.vertexPosition(4, 2).head<2>());
        for (int r = 0; r < up.rows(); ++r)
            for (int c = 0; c < up.columns(); ++c) {
                const Vector3f p = up.vertexPosition(c, r);
                QVERIFY(std::abs(p.z() - (3.0f * p.x() - p.y())) < 1e-4f);
            }
        const HeightGrid down = up.resampled(5, 3);
        QCOMPARE(down.heights(), g.heights());
        QVERIFY(HeightGrid().resampled(3, 3).heights() == std::vector<float>(9, 0.0f));
    }

    void cellTrianglesMatchHmpMesh()
    {
        // The ray cast must hit the surface the viewport draws: the same triangles, in the same
        // order and winding, as HmpFile::mesh() of a grid of the same size.
        const int cols = 4, rows = 3;
        std::vector<float> h(size_t(cols * rows));
        for (size_t i = 0; i < h.size(); ++i)
            h[i] = float((i * 7) % 5);
        const auto hmp = ackedit::format::HmpFile::create(QStringLiteral("HMP7"), cols, rows, 2.0f, 2.0f, h);
        const auto mesh = hmp->mesh(0);
        QCOMPARE(mesh.triangles.size(), size_t((cols - 1) * (rows - 1) * 2));
        size_t t = 0;
        for (int r = 0; r + 1 < rows; ++r)
            for (int c = 0; c + 1 < cols; ++c)
                for (const auto &tri : HeightGrid::cellTriangles(c, r)) {
                    for (int k = 0; k < 3; ++k)
                        QCOMPARE(mesh.triangles[t].v[size_t(k)], uint32_t(tri[size_t(k)].y() * cols + tri[size_t(k)].x()));
                    ++t;
                }
        // And the surface heights agree with the mesh's planes (at a point inside each half).
        HeightGrid g(cols, rows, 2.0f, 2.0f, hmp->header().offset.x(), hmp->header().offset.y());
        g.heights() = hmp->heights(0);
        for (const auto &tri : mesh.triangles) {
            const Vector3f a = mesh.positions[tri.v[0]], b = mesh.positions[tri.v[1]], c = mesh.positions[tri.v[2]];
            const Vector3f p = (a + b + c) / 3.0f;
            QVERIFY(std::abs(g.surfaceHeightAt(p.x(), p.y()) - p.z()) < 1e-4f);
        }
    }

    void cellTriangleWinding()
    {
        // Counter-clockwise seen from above, i.e. (v1-v0)x(v2-v0) points up on a flat grid.
        const HeightGrid g = flatGrid(3, 0.0f);
        for (const auto &tri : HeightGrid::cellTriangles(1, 0)) {
            const Vector3f a = g.vertexPosition(tri[0].x(), tri[0].y());
            const Vector3f b = g.vertexPosition(tri[1].x(), tri[1].y());
            const Vector3f c = g.vertexPosition(tri[2].x(), tri[2].y());
            QVERIFY((b - a).cross(c - a).z() > 0.0f);
        }
    }
};

QTEST_GUILESS_MAIN(TstHeightGrid)
#include "tst_heightgrid.moc"
