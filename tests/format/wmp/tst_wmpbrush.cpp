// Block geometry: plane brushes intersected into convex polygons (cube, nearly degenerate and
// nearly parallel planes, unbounded input) and vertex/face blocks turned outward.
#include "wmp/wmpbrush.h"

#include <Eigen/Geometry>

#include <QtTest>

#include <map>

using namespace ackedit::format;
using Vec3 = Eigen::Vector3d;
using Planes = std::vector<std::array<Vec3, 3>>;

namespace {

// Three points spanning the plane n.x = d with outward normal n, ordered so that
// (p3-p1)x(p2-p1) points along n (the WMP 4.x convention).
std::array<Vec3, 3> plane(const Vec3 &n, double d)
{
    const Vec3 u = n.unitOrthogonal();
    const Vec3 v = n.normalized().cross(u);
    const Vec3 c = n.normalized() * d;
    return {c, c + 100 * v, c + 100 * u}; // (u)x(v) = n  ->  (p3-p1)x(p2-p1) = 1e4 n
}

Planes cube(double h)
{
    return {plane(Vec3::UnitZ(), h), plane(-Vec3::UnitZ(), h), plane(Vec3::UnitX(), h),
            plane(-Vec3::UnitX(), h), plane(Vec3::UnitY(), h), plane(-Vec3::UnitY(), h)};
}

// Closed (every edge once in each direction), outward (positive volume); returns the volume.
double closedVolume(const WmpBrush::Result &r)
{
    std::map<std::pair<int, int>, int> edges;
    double volume = 0;
    for (const WmpBrush::Polygon &p : r.polygons) {
        for (size_t k = 0; k < p.vertices.size(); ++k)
            edges[{p.vertices[k], p.vertices[(k + 1) % p.vertices.size()]}] += 1;
        for (const auto &t : WmpBrush::triangulate(p))
            volume += r.vertices[size_t(t[0])].dot(r.vertices[size_t(t[1])].cross(r.vertices[size_t(t[2])])) / 6;
    }
    for (const auto &[e, n] : edges) {
        if (n != 1 || edges.count({e.second, e.first}) != 1)
            return -1;
    }
    return volume;
}

} // namespace

class TstWmpBrush : public QObject
{
    Q_OBJECT
private slots:
    void cubeFromPlanes()
    {
        const Planes planes = cube(32);
        // The helper really follows the file convention.
        QVERIFY(((planes[0][2] - planes[0][0]).cross(planes[0][1] - planes[0][0])).normalized().isApprox(Vec3::UnitZ()));
        const WmpBrush::Result r = WmpBrush::fromPlanes(planes);
        QVERIFY(r.bounded);
        QCOMPARE(r.problems, QStringList());
        QCOMPARE(r.polygons.size(), size_t(6));
        QCOMPARE(r.vertices.size(), size_t(8));
        for (const Vec3 &v : r.vertices)
            QVERIFY((v.cwiseAbs() - Vec3::Constant(32)).norm() < 1e-9);
        for (const WmpBrush::Polygon &p : r.polygons) {
            QCOMPARE(p.vertices.size(), size_t(4));
            const Vec3 &a = r.vertices[size_t(p.vertices[0])];
            const Vec3 n = (r.vertices[size_t(p.vertices[1])] - a).cross(r.vertices[size_t(p.vertices[2])] - a).normalized();
            // Outward: the normal points the way the face's plane faces.
            const Vec3 expected = (planes[size_t(p.face)][2] - planes[size_t(p.face)][0])
                                      .cross(planes[size_t(p.face)][1] - planes[size_t(p.face)][0]).normalized();
            QVERIFY(n.isApprox(expected, 1e-9));
        }
        QVERIFY(std::abs(closedVolume(r) - 64.0 * 64 * 64) < 1e-6);
    }

    void wedStyleCube()
    {
        // The A4 manual's cube, spelled as ACKWED writes it (points far out on the plane).
        const Planes planes{{Vec3(0, 0, 32), Vec3(0, 500, 32), Vec3(500, 0, 32)},
                            {Vec3(32, 0, 0), Vec3(32, 0, 500), Vec3(32, 500, 0)},
                            {Vec3(0, -32, 0), Vec3(0, -32, 500), Vec3(500, -32, 0)},
                            {Vec3(-32, 0, 0), Vec3(-32, 500, 0), Vec3(-32, 0, 500)},
                            {Vec3(0, 32, 0), Vec3(500, 32, 0), Vec3(0, 32, 500)},
                            {Vec3(0, 0, -32), Vec3(500, 0, -32), Vec3(0, 500, -32)}};
        const WmpBrush::Result r = WmpBrush::fromPlanes(planes);
        QCOMPARE(r.polygons.size(), size_t(6));
        QCOMPARE(r.vertices.size(), size_t(8));
        QVERIFY(std::abs(closedVolume(r) - 64.0 * 64 * 64) < 1e-6);
    }

    void nearlyDegenerate()
    {
        Planes planes = cube(32);
        // Float noise as WED writes it: 39.999989 for 40 (a slightly tilted top plane).
        planes[0] = {Vec3(0, 0, 32), Vec3(0, 500, 31.999989), Vec3(500, 0, 32.000011)};
        // The same top plane again, 1e-6 higher: a duplicate, dropped.
        planes.push_back(plane(Vec3(0, 1e-12, 1), 32.000001));
        // A plane that only touches the edge x=32, z=32: a zero-area face, dropped.
        planes.push_back(plane(Vec3(1, 0, 1).normalized(), 64 / std::sqrt(2.0)));
        // A plane outside the cube: does not bound it, dropped.
        planes.push_back(plane(Vec3::UnitZ(), 100));
        // Three collinear points: no plane at all, dropped.
        planes.push_back({Vec3(0, 0, 0), Vec3(1, 1, 1), Vec3(2, 2, 2)});
        const WmpBrush::Result r = WmpBrush::fromPlanes(planes);
        QVERIFY(r.bounded);
        QCOMPARE(r.polygons.size(), size_t(6));
        QCOMPARE(r.vertices.size(), size_t(8)); // corners welded, no sliver vertices
        for (const WmpBrush::Polygon &p : r.polygons) {
            QVERIFY(p.face < 6);
            QCOMPARE(p.vertices.size(), size_t(4));
        }
        QCOMPARE(r.problems.size(), 4);
        QVERIFY(std::abs(closedVolume(r) - 64.0 * 64 * 64) < 0.5);
    }

    void nearlyParallel()
    {
        // A top face rising 0.01 over the 64-unit width: distinct from the flat top, so it must
        // produce its own face and a thin wedge of volume.
        Planes planes = cube(32);
        const Vec3 n = Vec3(-0.01 / 64, 0, 1).normalized();
        planes[0] = plane(n, n.dot(Vec3(32, 0, 32)));
        const WmpBrush::Result r = WmpBrush::fromPlanes(planes);
        QCOMPARE(r.polygons.size(), size_t(6));
        QCOMPARE(r.vertices.size(), size_t(8));
        double zmin = 1e9;
        for (const Vec3 &v : r.vertices) {
            if (v.z() > 0)
                zmin = std::min(zmin, v.z());
        }
        QVERIFY(std::abs(zmin - 31.99) < 1e-6);
        QVERIFY(std::abs(closedVolume(r) - 64.0 * 64 * (64 - 0.005)) < 1e-3);
    }

    void unbounded()
    {
        Planes planes = cube(32);
        planes.pop_back();
        const WmpBrush::Result r = WmpBrush::fromPlanes(planes);
        QVERIFY(!r.bounded);
        QVERIFY(r.polygons.empty());
        // Opposite planes with nothing between them: empty.
        const WmpBrush::Result flat = WmpBrush::fromPlanes({plane(Vec3::UnitZ(), 0), plane(-Vec3::UnitZ(), 0),
                                                            plane(Vec3::UnitX(), 1), plane(-Vec3::UnitX(), 1)});
        QVERIFY(!flat.bounded);
        // Hostile sizes are refused quickly.
        QVERIFY(!WmpBrush::fromPlanes(Planes(WmpBrush::kMaxPlanes + 1, cube(1)[0])).bounded);
        QVERIFY(!WmpBrush::fromPlanes({{Vec3(1e300, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)}}).bounded);
    }

    void facesTurnOutward()
    {
        // A tetrahedron with inward faces as WED writes them.
        const std::vector<Vec3> v{{-10, -10, 0}, {10, -10, 0}, {0, 10, 0}, {0, 0, 20}};
        const WmpBrush::Result r = WmpBrush::fromFaces(v, {{0, 1, 2}, {0, 3, 1}, {1, 3, 2}, {2, 3, 0}, {1, 1, 2}});
        QCOMPARE(r.polygons.size(), size_t(4));
        QCOMPARE(r.polygons[0].vertices, (std::vector<int>{2, 1, 0}));
        QCOMPARE(r.problems.size(), 1); // the degenerate fifth face
        QVERIFY(std::abs(closedVolume(r) - 20.0 * 20 / 2 * 20 / 3) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TstWmpBrush)
#include "tst_wmpbrush.moc"
