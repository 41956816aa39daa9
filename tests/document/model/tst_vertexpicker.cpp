// VertexPicker and OcclusionTester on known geometry: a cube seen from +X, where the back
// corners project inside the front face, and a bumpy grid checked against brute force.
#include "model/vertex/occlusiontester.h"
#include "model/vertex/vertexpicker.h"
#include "model/vertex/vertexselection.h"

#include "document/model/vertextoolsfixtures.h"

#include <Eigen/Geometry>

#include <QtTest>

using namespace ackedit::document;
using Eigen::Vector2f;
using Eigen::Vector3f;
using Indices = std::vector<int>;

namespace {

const Vector2f Size(800.0f, 600.0f);

// Corner i of the unit cube: x = +1 for odd i (the front, facing the camera on +X).
vertextools::Mesh cube()
{
    vertextools::Mesh mesh;
    vertextools::addCube(mesh, Vector3f::Zero(), 1.0f);
    return mesh;
}

ViewDescription frontView()
{
    return ViewDescription::perspective(Vector3f(10, 0, 0), Vector3f::Zero(), Vector3f::UnitZ(), 60.0f, Size, 0.1f,
                                        100.0f);
}

Vector2f pixelOf(const ViewDescription &view, const Vector3f &p)
{
    return view.project(p)->head<2>();
}

// Reference occlusion: every triangle, in double.
bool occludedBruteForce(const ViewDescription &view, const vertextools::Mesh &mesh, int vertex)
{
    const Eigen::Vector3d p = mesh.positions[size_t(vertex)].cast<double>();
    const Eigen::Vector3d o = view.rayAt(pixelOf(view, mesh.positions[size_t(vertex)])).origin.cast<double>();
    const Eigen::Vector3d d = p - o;
    for (const auto &t : mesh.triangles) {
        if (int(t.v[0]) == vertex || int(t.v[1]) == vertex || int(t.v[2]) == vertex)
            continue;
        const Eigen::Vector3d v0 = mesh.positions[t.v[0]].cast<double>();
        const Eigen::Vector3d e1 = mesh.positions[t.v[1]].cast<double>() - v0;
        const Eigen::Vector3d e2 = mesh.positions[t.v[2]].cast<double>() - v0;
        const Eigen::Vector3d q = d.cross(e2);
        const double det = e1.dot(q);
        if (std::abs(det) < 1e-15)
            continue;
        const Eigen::Vector3d s = o - v0;
        const double u = s.dot(q) / det;
        const Eigen::Vector3d r = s.cross(e1);
        const double v = d.dot(r) / det;
        const double along = e2.dot(r) / det;
        if (u >= 0 && v >= 0 && u + v <= 1 && along > 0 && along < 1 - 1e-4)
            return true;
    }
    return false;
}

} // namespace

class TstVertexPicker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void picksNearestWithinRadius()
    {
        const vertextools::Mesh mesh = cube();
        const ViewDescription view = frontView();
        const VertexPicker picker(view, mesh.positions);
        const int frontTopRight = 7; // (1, 1, 1): right (+Y) and up (+Z) of the centre
        const Vector2f at = pixelOf(view, mesh.positions[frontTopRight]);
        QVERIFY(at.x() > 400.0f && at.y() < 300.0f);
        QCOMPARE(picker.pick(at, 5.0f), frontTopRight);
        QCOMPARE(picker.pick(at + Vector2f(3, -2), 5.0f), frontTopRight);
        // Radius: 10 pixels away is outside 9.99 and inside 10 (inclusive).
        const Vector2f away = at + Vector2f(6, -8);
        QCOMPARE(picker.pick(away, 9.99f), -1);
        QCOMPARE(picker.pick(away, 10.0f), frontTopRight);
        // Nearest on screen wins over nearest to the camera: the back corner (-1, 1, 1) projects
        // closer to the centre than the front one.
        const int backTopRight = 6;
        const Vector2f back = pixelOf(view, mesh.positions[backTopRight]);
        QCOMPARE(picker.pick(back + 0.2f * (at - back), 200.0f), backTopRight);
        QCOMPARE(picker.pick(back + 0.8f * (at - back), 200.0f), frontTopRight);
        QCOMPARE(picker.pick(Vector2f(400, 300), 20.0f), -1);
    }

    void tiesGoToTheCamera()
    {
        // Orthographic along -X: front and back corners land on the same pixel.
        const vertextools::Mesh mesh = cube();
        const ViewDescription view = ViewDescription::orthographic(Vector3f(10, 0, 0), Vector3f::Zero(),
                                                                   Vector3f::UnitZ(), 6.0f, Size, 0.1f, 100.0f);
        const VertexPicker picker(view, mesh.positions);
        QVERIFY((pixelOf(view, mesh.positions[6]) - pixelOf(view, mesh.positions[7])).norm() < 1e-3f);
        QCOMPARE(picker.pick(pixelOf(view, mesh.positions[6]), 4.0f), 7);
        QCOMPARE(picker.pick(pixelOf(view, mesh.positions[0]), 4.0f), 1);
        // Seen from the other side, the other corner is the closer one.
        const ViewDescription behind = ViewDescription::orthographic(Vector3f(-10, 0, 0), Vector3f::Zero(),
                                                                     Vector3f::UnitZ(), 6.0f, Size, 0.1f, 100.0f);
        QCOMPARE(VertexPicker(behind, mesh.positions).pick(pixelOf(behind, mesh.positions[7]), 4.0f), 6);
    }

    void occludedVerticesAreSkipped()
    {
        const vertextools::Mesh mesh = cube();
        const ViewDescription view = frontView();
        const VertexPicker all(view, mesh.positions, mesh.triangles, false);
        const VertexPicker visible(view, mesh.positions, mesh.triangles, true);
        QVERIFY(visible.visibleOnly());
        const Vector2f back = pixelOf(view, mesh.positions[6]);
        QCOMPARE(all.pick(back, 5.0f), 6);
        QCOMPARE(visible.pick(back, 5.0f), -1);             // hidden behind the front face
        QCOMPARE(visible.pick(back, 200.0f), 7);            // the nearest visible one instead
        for (int v = 0; v < 8; ++v)
            QCOMPARE(visible.isPickable(v), v % 2 == 1); // the front face's corners only
        // Box select around the whole cube.
        QCOMPARE(all.inRect(Vector2f(0, 0), Size), (Indices{0, 1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(visible.inRect(Vector2f(0, 0), Size), (Indices{1, 3, 5, 7}));
        // From above and to the side the top face and the +Y face show too.
        const ViewDescription corner = ViewDescription::perspective(Vector3f(6, 5, 4), Vector3f::Zero(),
                                                                    Vector3f::UnitZ(), 60.0f, Size, 0.1f, 100.0f);
        const VertexPicker seen(corner, mesh.positions, mesh.triangles, true);
        QCOMPARE(seen.inRect(Vector2f(0, 0), Size), (Indices{1, 2, 3, 4, 5, 6, 7}));
    }

    void boxSelectModes()
    {
        const vertextools::Mesh mesh = cube();
        const ViewDescription view = frontView();
        const VertexPicker picker(view, mesh.positions);
        // +Y is right on screen: the left half holds the corners with y = -1 (bit 1 clear).
        const Indices left = picker.inRect(Vector2f(0, 0), Vector2f(399, 600));
        QCOMPARE(left, (Indices{0, 1, 4, 5}));
        const Indices top = picker.inRect(Vector2f(800, 0), Vector2f(0, 299)); // any corner order
        QCOMPARE(top, (Indices{4, 5, 6, 7}));
        VertexSelection s(8);
        s.apply(left, VertexSelection::boxMode(Qt::NoModifier));
        QCOMPARE(s.indices(), left);
        s.apply(top, VertexSelection::boxMode(Qt::ShiftModifier));
        QCOMPARE(s.indices(), (Indices{0, 1, 4, 5, 6, 7}));
        s.apply(top, VertexSelection::boxMode(Qt::ControlModifier));
        QCOMPARE(s.indices(), (Indices{0, 1}));
        s.apply(top, VertexSelection::boxMode(Qt::NoModifier));
        QCOMPARE(s.indices(), top);
        // A rectangle beside the cube selects nothing; nothing behind the camera is picked.
        QVERIFY(picker.inRect(Vector2f(0, 0), Vector2f(100, 100)).empty());
        const std::vector<Vector3f> behind{{20, 0, 0}, {10.05f, 0, 0}, {0, 0, 0}};
        QCOMPARE(VertexPicker(view, behind).inRect(Vector2f(0, 0), Size), Indices{2});
        QCOMPARE(VertexPicker(view, behind).pick(Vector2f(400, 300), 5.0f), 2);
    }

    void occlusionMatchesBruteForce_data()
    {
        QTest::addColumn<Vector3f>("eye");
        QTest::newRow("oblique") << Vector3f(-8, -6, 9);
        QTest::newRow("grazing") << Vector3f(-20, 12, 2.5f);
        QTest::newRow("over the grid") << Vector3f(15, 8, 3.5f); // triangles behind and across the eye plane
    }
    void occlusionMatchesBruteForce()
    {
        QFETCH(Vector3f, eye);
        const vertextools::Mesh mesh = vertextools::bumpyGrid(30, 30);
        const ViewDescription view = ViewDescription::perspective(eye, Vector3f(15, 15, 0), Vector3f::UnitZ(), 70.0f,
                                                                  Size, 0.1f, 200.0f);
        const OcclusionTester tester(view, mesh.positions, mesh.triangles);
        int hidden = 0, shown = 0;
        for (int v = 0; v < int(mesh.positions.size()); ++v) {
            const auto px = view.project(mesh.positions[size_t(v)]);
            if (!px) {
                QVERIFY(tester.isOccluded(v));
                continue;
            }
            const bool expected = occludedBruteForce(view, mesh, v);
            QVERIFY2(tester.isOccluded(v) == expected, qPrintable(QString::number(v)));
            (expected ? hidden : shown)++;
            if (!tester.isOccluded(v))
                QVERIFY(VertexPicker(view, mesh.positions).isPickable(v) == view.frustum().contains(mesh.positions[size_t(v)]));
        }
        qDebug() << "hidden" << hidden << "shown" << shown;
        QVERIFY2(hidden > 20 && shown > 20, qPrintable(QStringLiteral("%1 %2").arg(hidden).arg(shown)));
        QVERIFY(tester.isOccluded(-1));
        QVERIFY(tester.isOccluded(900));
    }
};

QTEST_MAIN(TstVertexPicker)
#include "tst_vertexpicker.moc"
