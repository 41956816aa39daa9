// Orbit camera maths: the default view, framing fits the bounds, drags and the wheel move the
// camera as expected.
#include "viewport/orbitcamera.h"

#include <QMatrix4x4>
#include <QTest>
#include <QtMath>

using ackedit::widgets::OrbitCamera;

namespace {

// Normalised device coordinates of `p` seen by `camera` with the given aspect ratio.
QVector3D project(const OrbitCamera &camera, float aspect, const QVector3D &p)
{
    QMatrix4x4 projection;
    projection.perspective(OrbitCamera::FieldOfView, aspect, camera.nearPlane(), camera.farPlane());
    QMatrix4x4 view;
    view.lookAt(camera.eye(), camera.target(), camera.up());
    return (projection * view).map(p);
}

} // namespace

class TestOrbitCamera : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frameFitsTheBox_data()
    {
        QTest::addColumn<float>("yaw");
        QTest::addColumn<float>("pitch");
        QTest::addColumn<float>("aspect");
        QTest::addColumn<QVector3D>("min");
        QTest::addColumn<QVector3D>("max");
        QTest::newRow("default, wide") << OrbitCamera::DefaultYaw << OrbitCamera::DefaultPitch << 1.6f
                                       << QVector3D(-1, -1, -1) << QVector3D(1, 1, 1);
        QTest::newRow("tall view") << 0.0f << 0.0f << 0.4f << QVector3D(0, 0, 0) << QVector3D(100, 5, 5);
        QTest::newRow("from above, far off") << 0.0f << 89.0f << 1.0f << QVector3D(1000, 0, 1000) << QVector3D(1010, 1, 1030);
        QTest::newRow("tiny") << 30.0f << -40.0f << 1.3f << QVector3D(0, 0, 0) << QVector3D(0.001f, 0.002f, 0.001f);
    }

    void frameFitsTheBox()
    {
        QFETCH(float, yaw);
        QFETCH(float, pitch);
        QFETCH(float, aspect);
        QFETCH(QVector3D, min);
        QFETCH(QVector3D, max);
        OrbitCamera camera;
        camera.setAngles(yaw, pitch);
        camera.frame(min, max, aspect);
        QCOMPARE(camera.target(), (min + max) / 2);
        float largest = 0;
        for (int i = 0; i < 8; ++i) {
            const QVector3D corner(i & 1 ? max.x() : min.x(), i & 2 ? max.y() : min.y(), i & 4 ? max.z() : min.z());
            const QVector3D ndc = project(camera, aspect, corner);
            QVERIFY2(std::abs(ndc.x()) < 1 && std::abs(ndc.y()) < 1 && std::abs(ndc.z()) < 1,
                     qPrintable(QStringLiteral("corner %1 at %2, %3, %4").arg(i).arg(ndc.x()).arg(ndc.y()).arg(ndc.z())));
            largest = std::max({largest, std::abs(ndc.x()), std::abs(ndc.y())});
        }
        // Tight: some corner touches (nearly) the border of the view.
        QVERIFY2(largest > 0.85f, qPrintable(QString::number(largest)));
    }

    // Scattered points (two objects far apart in depth) are framed by the points themselves,
    // not by their much larger bounding box.
    void frameFitsPoints()
    {
        OrbitCamera camera;
        camera.setAngles(180, 0); // looking along +Z
        const std::vector<QVector3D> points = {QVector3D(-1, -1, 0), QVector3D(1, 1, 0), QVector3D(0, 0, 30)};
        camera.frame(points, 1.0f);
        float largest = 0;
        for (const QVector3D &p : points) {
            const QVector3D ndc = project(camera, 1.0f, p);
            QVERIFY(std::abs(ndc.x()) < 1 && std::abs(ndc.y()) < 1 && std::abs(ndc.z()) < 1);
            largest = std::max({largest, std::abs(ndc.x()), std::abs(ndc.y())});
        }
        QVERIFY2(largest > 0.85f, qPrintable(QString::number(largest)));
        camera.frame(std::vector<QVector3D>(), 1.0f); // nothing to frame: unchanged
        QCOMPARE(project(camera, 1.0f, points[0]), project(camera, 1.0f, points[0]));
    }

    // Flat assets (a ground sheet, a wall, a sign) lie in some axis plane: the default view is
    // well off every one of them, so none is seen edge-on.
    void defaultViewIsClearOfEveryAxisPlane()
    {
        OrbitCamera camera;
        const QVector3D f = camera.forward();
        for (const QVector3D &normal : {QVector3D(1, 0, 0), QVector3D(0, 1, 0), QVector3D(0, 0, 1)}) {
            const float degrees = qRadiansToDegrees(std::asin(std::abs(QVector3D::dotProduct(f, normal))));
            QVERIFY2(degrees > 25.0f, qPrintable(QStringLiteral("%1 degrees off the plane normal to %2, %3, %4")
                                                     .arg(degrees).arg(normal.x()).arg(normal.y()).arg(normal.z())));
        }
        // Looking down (at a ground sheet's top), not up.
        QVERIFY(camera.pitch() >= 25.0f && camera.pitch() <= 35.0f);
    }

    // A square sheet in each axis plane, framed by the default view, covers a good part of it.
    void defaultViewShowsFlatSheetsFaceOn_data()
    {
        QTest::addColumn<QVector3D>("max"); // the sheet spans from -max to max
        QTest::newRow("ground (GL XZ)") << QVector3D(1, 0, 1);
        QTest::newRow("wall facing the front (GL XY)") << QVector3D(1, 1, 0);
        QTest::newRow("wall facing the side (GL YZ)") << QVector3D(0, 1, 1);
    }

    void defaultViewShowsFlatSheetsFaceOn()
    {
        QFETCH(QVector3D, max);
        OrbitCamera camera;
        camera.frame(-max, max, 1.0f);
        // The corners in order around the sheet: the two axes it spans, + and -.
        QList<QVector3D> axes;
        for (int i = 0; i < 3; ++i) {
            if (max[i] != 0) {
                QVector3D axis;
                axis[i] = max[i];
                axes << axis;
            }
        }
        QCOMPARE(axes.size(), 2);
        const QVector3D corners[4] = {axes[0] + axes[1], -axes[0] + axes[1], -axes[0] - axes[1], axes[0] - axes[1]};
        float area = 0; // shoelace, in NDC (the whole view is 4)
        for (int i = 0; i < 4; ++i) {
            const QVector3D a = project(camera, 1.0f, corners[i]), b = project(camera, 1.0f, corners[(i + 1) % 4]);
            area += a.x() * b.y() - b.x() * a.y();
        }
        area = std::abs(area) / 2;
        QVERIFY2(area / 4 > 0.2f, qPrintable(QString::number(area / 4)));
    }

    // Whatever the shape, the default view frames all of it: flat sheets along every axis, thin
    // poles, in wide and tall views.
    void frameFitsExtremeBoxes_data()
    {
        QTest::addColumn<float>("aspect");
        QTest::addColumn<QVector3D>("min");
        QTest::addColumn<QVector3D>("max");
        const QList<QPair<const char *, QVector3D>> shapes = {
            {"sheet XZ", QVector3D(4000, 0.01f, 7000)}, {"sheet XY", QVector3D(4000, 7000, 0.01f)},
            {"sheet YZ", QVector3D(0.01f, 4000, 7000)}, {"pole X", QVector3D(500, 1, 1)},
            {"pole Y", QVector3D(1, 500, 1)},           {"pole Z", QVector3D(1, 1, 500)},
            {"flat box", QVector3D(100, 1, 100)},     {"cube", QVector3D(10, 10, 10)}};
        for (const float aspect : {1.6f, 0.5f}) {
            for (const auto &shape : shapes) {
                const QVector3D offset(300, -20, 1000); // off the origin
                QTest::addRow("%s, aspect %g", shape.first, double(aspect)) << aspect << offset - shape.second / 2
                                                                           << offset + shape.second / 2;
            }
        }
    }

    void frameFitsExtremeBoxes()
    {
        QFETCH(float, aspect);
        QFETCH(QVector3D, min);
        QFETCH(QVector3D, max);
        OrbitCamera camera;
        camera.frame(min, max, aspect);
        float largest = 0;
        for (int i = 0; i < 8; ++i) {
            const QVector3D corner(i & 1 ? max.x() : min.x(), i & 2 ? max.y() : min.y(), i & 4 ? max.z() : min.z());
            const QVector3D ndc = project(camera, aspect, corner);
            QVERIFY2(std::abs(ndc.x()) < 1 && std::abs(ndc.y()) < 1 && std::abs(ndc.z()) < 1,
                     qPrintable(QStringLiteral("corner %1 at %2, %3, %4").arg(i).arg(ndc.x()).arg(ndc.y()).arg(ndc.z())));
            largest = std::max({largest, std::abs(ndc.x()), std::abs(ndc.y())});
        }
        QVERIFY2(largest > 0.85f, qPrintable(QString::number(largest))); // and not lost in the middle
    }

    void defaultLooksAtTheModelsFront()
    {
        // Models face file +X, which is GL -Z: the camera stands on the -Z side.
        OrbitCamera camera;
        QVERIFY(camera.eye().z() < camera.target().z());
        QVERIFY(camera.eye().y() > camera.target().y());
    }

    void basisIsOrthonormal()
    {
        OrbitCamera camera;
        camera.setAngles(123, -33);
        QVERIFY(qFuzzyCompare(camera.right().length(), 1.0f));
        QVERIFY(qFuzzyCompare(camera.up().length(), 1.0f));
        QVERIFY(std::abs(QVector3D::dotProduct(camera.right(), camera.forward())) < 1e-5f);
        QVERIFY(std::abs(QVector3D::dotProduct(camera.up(), camera.forward())) < 1e-5f);
        QVERIFY(camera.up().y() > 0);
    }

    void orbitTurnsAndClampsPitch()
    {
        OrbitCamera camera;
        camera.setAngles(0, 0);
        camera.orbit(-100, 0); // drag left: 40 degrees
        QCOMPARE(camera.yaw(), 40.0f);
        camera.orbit(0, 1000); // drag down a lot: stops short of the pole
        QCOMPARE(camera.pitch(), 89.0f);
        camera.orbit(0, -10000);
        QCOMPARE(camera.pitch(), -89.0f);
        camera.setAngles(-30, 0);
        QCOMPARE(camera.yaw(), 330.0f);
        const float distance = camera.distance();
        camera.orbit(33, 12);
        QCOMPARE(camera.distance(), distance);
    }

    // A pan by the view's height in pixels moves the target by the view's height at its depth.
    void panFollowsTheCursor()
    {
        OrbitCamera camera;
        camera.setAngles(0, 0); // looking along -Z: right is +X, up is +Y
        camera.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.0f);
        const float visibleHeight = 2 * camera.distance() * std::tan(qDegreesToRadians(OrbitCamera::FieldOfView) / 2);
        camera.pan(500, 0, 500);
        QVERIFY(std::abs(camera.target().x() + visibleHeight) < 1e-4f);
        camera.pan(-500, 500, 500);
        QVERIFY(std::abs(camera.target().x()) < 1e-4f);
        QVERIFY(std::abs(camera.target().y() - visibleHeight) < 1e-4f);
    }

    // Fly camera: moving takes eye and target along the view's own axes; looking turns about
    // the eye, right for a mouse move right and down for a move down.
    void flyMovesEyeAndTargetTogether()
    {
        OrbitCamera camera;
        camera.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.0f);
        const QVector3D eye = camera.eye(), target = camera.target();
        const QVector3D f = camera.forward(), r = camera.right(), u = camera.up();
        camera.fly(2.0f, -0.5f, 0.25f);
        const QVector3D moved = f * 2.0f - r * 0.5f + u * 0.25f;
        QVERIFY((camera.eye() - (eye + moved)).length() < 1e-4f);
        QVERIFY((camera.target() - (target + moved)).length() < 1e-4f);
        QVERIFY((camera.forward() - f).length() < 1e-5f); // no turn
    }
    void lookTurnsAboutTheEye()
    {
        OrbitCamera camera;
        camera.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.0f);
        const QVector3D eye = camera.eye(), forward = camera.forward(), right = camera.right();
        camera.look(40, 0);
        QVERIFY((camera.eye() - eye).length() < 1e-4f);
        QVERIFY(QVector3D::dotProduct(camera.forward() - forward, right) > 0.05f); // turned right
        const float height = camera.forward().y();
        camera.look(0, 30);
        QVERIFY((camera.eye() - eye).length() < 1e-4f);
        QVERIFY(camera.forward().y() < height - 0.05f); // looks further down
    }

    // A 2D view: straight down, the same width at every depth, the whole scene between the clip
    // planes wherever the eye is, and the wheel keeps the point under the cursor in place.
    void orthographicTopViewLooksStraightDown()
    {
        OrbitCamera camera;
        camera.setAngles(90, 90);
        QCOMPARE(camera.pitch(), 89.0f); // a perspective view never looks straight down
        camera.setOrthographic(true);
        camera.setAngles(90, 90);
        QCOMPARE(camera.pitch(), 90.0f);
        QVERIFY((camera.forward() - QVector3D(0, -1, 0)).length() < 1e-5f);
        QVERIFY(std::abs(QVector3D::dotProduct(camera.up(), camera.right())) < 1e-5f);
        camera.setSceneBounds(QVector3D(-50, -50, -50), QVector3D(50, 50, 50));
        QVERIFY(camera.nearPlane() < 0); // behind the eye too
        QVERIFY(camera.nearPlane() <= -(camera.eye() - QVector3D()).length());
    }
    void orthographicFrameFitsTheWidthNotTheDepth()
    {
        OrbitCamera camera;
        camera.setOrthographic(true);
        camera.setAngles(0, 0); // looking along -Z
        camera.frame(QVector3D(-2, -1, -100), QVector3D(2, 1, 100), 1.0f);
        // 4 units wide in a square view with an 8 % margin each side: about 4 / 0.92 high.
        QVERIFY2(std::abs(camera.viewHeight() - 4.0f / 0.92f) < 0.01f, qPrintable(QString::number(camera.viewHeight())));
    }
    void zoomAboutKeepsThePointUnderTheCursor()
    {
        OrbitCamera camera;
        camera.setOrthographic(true);
        camera.setAngles(0, 0); // right is +X, up is +Y
        camera.frame(QVector3D(-10, -10, -1), QVector3D(10, 10, 1), 2.0f);
        const auto under = [&](float x, float y) {
            const float half = camera.viewHeight() / 2.0f;
            return camera.target() + camera.right() * (x * half * 2.0f) + camera.up() * (y * half);
        };
        const QVector3D before = under(0.5f, -0.25f);
        const float height = camera.viewHeight();
        camera.zoomAbout(2, 0.5f, -0.25f, 2.0f);
        QVERIFY(camera.viewHeight() < height * 0.75f);
        QVERIFY2((under(0.5f, -0.25f) - before).length() < 1e-4f, "the point under the cursor moved");
        camera.zoomAbout(-3, -0.9f, 0.9f, 2.0f);
        QVERIFY(camera.viewHeight() > height);
    }

    void zoomMovesCloserAndStaysPositive()
    {
        OrbitCamera camera;
        camera.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.0f);
        const float d = camera.distance();
        camera.zoom(1);
        QVERIFY(camera.distance() < d);
        camera.zoom(-2);
        QVERIFY(camera.distance() > d);
        camera.zoom(1000);
        QVERIFY(camera.distance() > 0);
        QVERIFY(camera.nearPlane() > 0 && camera.nearPlane() < camera.farPlane());
    }

    void farPlaneReachesTheWholeScene()
    {
        // A 2 x 2 box framed in a 4000-unit scene: without scene bounds the far plane stops a few
        // box sizes behind it; with them every corner of the scene lies between the clip planes.
        OrbitCamera camera;
        camera.setAngles(30.0f, 5.0f);
        camera.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.5f);
        const QVector3D sceneMin(-2000, -50, -2000), sceneMax(2000, 300, 2000);
        QVERIFY(camera.farPlane() < 50.0f);
        camera.setSceneBounds(sceneMin, sceneMax);
        for (int step = 0; step < 3; ++step) {
            for (int i = 0; i < 8; ++i) {
                const QVector3D corner(i & 1 ? sceneMax.x() : sceneMin.x(), i & 2 ? sceneMax.y() : sceneMin.y(),
                                       i & 4 ? sceneMax.z() : sceneMin.z());
                QVERIFY2((corner - camera.eye()).length() < camera.farPlane(), qPrintable(QString::number(i)));
            }
            // The framed box is still drawn, and depth precision stays usable.
            QVERIFY(std::abs(project(camera, 1.5f, QVector3D()).z()) < 1.0f);
            QVERIFY(camera.nearPlane() > 0 && camera.farPlane() / camera.nearPlane() <= 1e5f * 1.001f);
            camera.zoom(step == 0 ? 20.0f : -40.0f);
        }
        // A scene inside the framed box changes nothing.
        OrbitCamera small;
        small.frame(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), 1.5f);
        const float before = small.farPlane();
        small.setSceneBounds(QVector3D(-0.5f, -0.5f, -0.5f), QVector3D(0.5f, 0.5f, 0.5f));
        QCOMPARE(small.farPlane(), before);
    }

    // A model of one point, or one far smaller than its distance from the origin: framed or
    // zoomed into, the eye must stay off the target, or the view matrix is NaN and nothing draws.
    void degenerateBoxesGiveAUsableView_data()
    {
        QTest::addColumn<QVector3D>("min");
        QTest::addColumn<QVector3D>("max");
        const QVector3D far(180000, 120000, -250000);
        QTest::newRow("point at the origin") << QVector3D() << QVector3D();
        QTest::newRow("point far out") << far << far;
        QTest::newRow("speck far out") << far << far + QVector3D(0.001f, 0.001f, 0);
        QTest::newRow("line far out") << far << far + QVector3D(0, 0, 0.01f);
    }

    void degenerateBoxesGiveAUsableView()
    {
        QFETCH(QVector3D, min);
        QFETCH(QVector3D, max);
        OrbitCamera camera;
        camera.frame(min, max, 1.3f);
        for (int step = 0; step < 2; ++step) {
            QVERIFY2(camera.eye() != camera.target(), step ? "zoomed in" : "framed");
            QVERIFY(camera.nearPlane() > 0 && camera.nearPlane() < camera.farPlane());
            QMatrix4x4 view;
            view.lookAt(camera.eye(), camera.target(), camera.up());
            for (int i = 0; i < 16; ++i)
                QVERIFY2(std::isfinite(view.constData()[i]), qPrintable(QStringLiteral("element %1").arg(i)));
            camera.zoom(1000);
        }
    }
};

QTEST_MAIN(TestOrbitCamera)
#include "tst_orbitcamera.moc"
