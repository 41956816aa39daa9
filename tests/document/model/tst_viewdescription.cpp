// ViewDescription: projection to pixels (y down, top-left origin), pick rays through pixels and
// back, the frustum of a pixel rectangle, perspective and orthographic cameras.
#include "model/vertex/viewdescription.h"

#include <QtTest>

#include <random>

using namespace ackedit::document;
using Eigen::Vector2f;
using Eigen::Vector3f;

namespace {

const Vector2f Size(800.0f, 600.0f);

// Camera on +X looking at the origin, Z up: +Y is to the right on screen, +Z up.
ViewDescription perspectiveView()
{
    return ViewDescription::perspective(Vector3f(10, 0, 0), Vector3f::Zero(), Vector3f::UnitZ(), 60.0f, Size, 0.1f,
                                        100.0f);
}

ViewDescription orthoView()
{
    return ViewDescription::orthographic(Vector3f(10, 0, 0), Vector3f::Zero(), Vector3f::UnitZ(), 6.0f, Size, 0.1f,
                                         100.0f);
}

void addCameraRows()
{
    QTest::addColumn<bool>("perspective");
    QTest::newRow("perspective") << true;
    QTest::newRow("orthographic") << false;
}

} // namespace

class TstViewDescription : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void projectsWithScreenConventions()
    {
        const ViewDescription view = perspectiveView();
        QVERIFY(view.isValid());
        QVERIFY(view.isPerspective());
        const auto centre = view.project(Vector3f::Zero());
        QVERIFY(centre);
        QVERIFY(centre->head<2>().isApprox(Vector2f(400, 300), 1e-5f));
        const auto right = view.project(Vector3f(0, 1, 0));
        const auto up = view.project(Vector3f(0, 0, 1));
        QVERIFY(right && up);
        QVERIFY(right->x() > 400.0f);
        QCOMPARE(right->y(), 300.0f);
        QVERIFY(up->y() < 300.0f); // pixel y runs down
        // 60 degrees vertical: at distance 10, z = 10 tan(30) reaches the top edge.
        const auto top = view.project(Vector3f(0, 0, 10.0f * std::tan(float(M_PI) / 6.0f)));
        QVERIFY(top);
        QVERIFY(std::abs(top->y()) < 1e-3f);
        // Depth: closer is smaller; behind the eye there is no pixel.
        QVERIFY(view.project(Vector3f(5, 0, 0))->z() < centre->z());
        QVERIFY(!view.project(Vector3f(20, 0, 0)));
        QVERIFY(!view.project(Vector3f(10, 3, 0))); // in the eye plane
    }

    void rayThroughPixelRoundTrips_data()
    {
        addCameraRows();
    }
    void rayThroughPixelRoundTrips()
    {
        QFETCH(bool, perspective);
        const ViewDescription view = perspective ? perspectiveView() : orthoView();
        QCOMPARE(view.isPerspective(), perspective);
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> x(0.0f, Size.x()), y(0.0f, Size.y());
        for (int i = 0; i < 100; ++i) {
            const Vector2f pixel(x(rng), y(rng));
            const PickRay ray = view.rayAt(pixel);
            QVERIFY(std::abs(ray.direction.norm() - 1.0f) < 1e-5f);
            QVERIFY(ray.direction.x() < 0.0f); // into the scene
            for (float t : {0.0f, 3.0f, 12.0f}) {
                const auto p = view.project(ray.pointAt(t));
                QVERIFY(p);
                QVERIFY2((p->head<2>() - pixel).norm() < 2e-3f, qPrintable(QString::number(t)));
            }
            const auto back = view.pixelOf(ray);
            QVERIFY(back);
            QVERIFY((*back - pixel).norm() < 2e-3f);
        }
        // The ray through the centre is the line of sight to the target.
        QVERIFY(view.rayAt(Vector2f(400, 300)).direction.isApprox(Vector3f(-1, 0, 0), 1e-5f));
        QVERIFY(view.viewDirectionAt(Vector3f::Zero()).isApprox(Vector3f(-1, 0, 0), 1e-5f));
        const Vector3f offAxis = view.viewDirectionAt(Vector3f(0, 3, 1));
        if (perspective)
            QVERIFY(offAxis.isApprox(Vector3f(-10, 3, 1).normalized(), 1e-4f));
        else
            QVERIFY(offAxis.isApprox(Vector3f(-1, 0, 0), 1e-5f));
    }

    void frustumOfPixelRect_data()
    {
        addCameraRows();
    }
    void frustumOfPixelRect()
    {
        QFETCH(bool, perspective);
        const ViewDescription view = perspective ? perspectiveView() : orthoView();
        const Vector2f a(250, 120), b(610, 400);
        // Corner order does not matter.
        for (const Frustum &f : {view.frustum(a, b), view.frustum(b, a), view.frustum(Vector2f(a.x(), b.y()), Vector2f(b.x(), a.y()))}) {
            std::mt19937 rng(3);
            std::uniform_real_distribution<float> coord(-4.0f, 4.0f);
            int in = 0, out = 0;
            for (int i = 0; i < 2000; ++i) {
                const Vector3f p(coord(rng), coord(rng), coord(rng));
                const auto px = view.project(p);
                QVERIFY(px);
                // Away from the rectangle's edges by a margin, the frustum agrees with the pixels.
                const bool inside = px->x() > a.x() + 0.01f && px->x() < b.x() - 0.01f && px->y() > a.y() + 0.01f
                    && px->y() < b.y() - 0.01f;
                const bool outside = px->x() < a.x() - 0.01f || px->x() > b.x() + 0.01f || px->y() < a.y() - 0.01f
                    || px->y() > b.y() + 0.01f;
                if (inside) {
                    QVERIFY(f.contains(p));
                    ++in;
                } else if (outside) {
                    QVERIFY(!f.contains(p));
                    ++out;
                }
            }
            QVERIFY(in > 100 && out > 100);
            // Before the near plane and behind the far plane is outside.
            QVERIFY(!f.contains(Vector3f(9.95f, 0, 0)));
            QVERIFY(!f.contains(Vector3f(-95.0f, 0, 0)));
            QVERIFY(!f.contains(Vector3f(30.0f, 0, 0))); // behind the eye
            QVERIFY(f.contains(Vector3f(0, 0, 0)));
        }
        // The whole view.
        QVERIFY(view.frustum().contains(Vector3f(0, 2.5f, -1.5f)));
        QVERIFY(!view.frustum().contains(Vector3f(0, 50, 0)));
    }

    void frustumExcludesOnlyBoxesWhollyOutside_data()
    {
        addCameraRows();
    }
    void frustumExcludesOnlyBoxesWhollyOutside()
    {
        QFETCH(bool, perspective);
        const Frustum f = (perspective ? perspectiveView() : orthoView()).frustum();
        const Vector3f half(0.5f, 0.5f, 0.5f);
        QVERIFY(f.mayIntersectBox(-half, half));                                          // around the target
        QVERIFY(f.mayIntersectBox(Vector3f(-1, -50, -1), Vector3f(1, 50, 1)));             // through the view, corners outside
        QVERIFY(!f.mayIntersectBox(Vector3f(11, -1, -1), Vector3f(12, 1, 1)));             // behind the eye
        QVERIFY(!f.mayIntersectBox(Vector3f(-1, 40, -1), Vector3f(1, 41, 1)));             // far to the right
        QVERIFY(!f.mayIntersectBox(Vector3f(-200, -1, -1), Vector3f(-150, 1, 1)));         // past the far plane
        QVERIFY(f.mayIntersectBox(Vector3f(9, -1, -1), Vector3f(11, 1, 1)));               // holds the eye
        // Against the point test: every box with a corner inside may intersect, and a box the
        // test excludes has no point inside.
        std::mt19937 rng(5);
        std::uniform_real_distribution<float> coord(-30.0f, 30.0f), extent(0.0f, 4.0f);
        int excluded = 0;
        for (int i = 0; i < 2000; ++i) {
            const Vector3f lo(coord(rng), coord(rng), coord(rng));
            const Vector3f hi = lo + Vector3f(extent(rng), extent(rng), extent(rng));
            bool anyInside = false;
            for (int k = 0; k < 27; ++k) {
                const Vector3f t(float(k % 3) / 2.0f, float(k / 3 % 3) / 2.0f, float(k / 9) / 2.0f);
                anyInside |= f.contains(lo + (hi - lo).cwiseProduct(t));
            }
            if (anyInside)
                QVERIFY(f.mayIntersectBox(lo, hi));
            excluded += f.mayIntersectBox(lo, hi) ? 0 : 1;
        }
        QVERIFY(excluded > 500);
        QVERIFY(Frustum().mayIntersectBox(Vector3f(1e6f, 1e6f, 1e6f), Vector3f(2e6f, 2e6f, 2e6f))); // no planes
    }

    void invalidViews()
    {
        QVERIFY(!ViewDescription(Eigen::Matrix4f::Zero(), Size).isValid());
        QVERIFY(!ViewDescription(Eigen::Matrix4f::Identity(), Vector2f(0, 10)).isValid());
        QVERIFY(ViewDescription().isValid());
    }
};

QTEST_MAIN(TstViewDescription)
#include "tst_viewdescription.moc"
