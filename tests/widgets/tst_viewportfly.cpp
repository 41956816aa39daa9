// The fly camera (issue 34 point 5) with real keys and mouse moves: Shift+F starts it; W moves
// the eye forward by the fly speed along the view, A to the left; the mouse turns the view about
// the eye; the wheel speeds it up; keys do not reach the tool meanwhile; Esc stops it where it
// got to, and the camera then orbits again.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "viewport/viewport.h"

#include <Eigen/Geometry>
#include <QTest>
#include <QWheelEvent>
#include <QWindow>

using namespace ackedit;
using widgets::Viewport;

namespace {

struct CountingTool : widgets::ViewportTool
{
    int keys = 0;
    bool keyPress(int, Qt::KeyboardModifiers) override
    {
        ++keys;
        return false;
    }
};

} // namespace

class TstViewportFly : public QObject
{
    Q_OBJECT
private slots:
    void flyWithKeysAndMouse()
    {
        auto view = testing::makeShownViewport(QColor(20, 20, 30));
        view->addMesh(testing::box(Eigen::Vector3f(-100, -100, -20), Eigen::Vector3f(100, 100, 20)), {});
        view->frameAll();
        CountingTool tool;
        view->setTool(&tool);
        QWindow *window = testing::renderWindow();
        QVERIFY(window);
        QTest::mouseMove(window, QPoint(200, 150));

        QTest::keyClick(window, Qt::Key_F, Qt::ShiftModifier);
        QVERIFY(view->isFlying());
        const int toolKeys = tool.keys;
        const float speed = view->flySpeed();
        QVERIFY(speed > 0);

        Viewport::CameraState c0 = view->cameraState();
        const Eigen::Vector3f forward = (c0.target - c0.eye).normalized();
        QTest::keyClick(window, Qt::Key_W);
        Viewport::CameraState c1 = view->cameraState();
        QVERIFY2(((c1.eye - c0.eye) - forward * speed).norm() < 1e-2f * speed, "W did not move forward by the speed");
        QTest::keyClick(window, Qt::Key_A);
        Viewport::CameraState c2 = view->cameraState();
        const Eigen::Vector3f right = forward.cross(c1.up).normalized();
        QVERIFY((c2.eye - c1.eye).dot(right) < -0.9f * speed); // to the left
        QCOMPARE(tool.keys, toolKeys);                          // the tool heard none of it

        // The mouse turns the view about the eye.
        QTest::mouseMove(window, QPoint(240, 150));
        Viewport::CameraState c3 = view->cameraState();
        QVERIFY((c3.eye - c2.eye).norm() < 1e-2f * speed);
        QVERIFY(((c3.target - c3.eye).normalized() - (c2.target - c2.eye).normalized()).norm() > 0.05f);

        // The wheel: faster.
        QWheelEvent wheel(QPointF(240, 150), window->mapToGlobal(QPointF(240, 150)), QPoint(), QPoint(0, 240),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        QVERIFY(view->flySpeed() > speed * 1.5f);

        QTest::keyClick(window, Qt::Key_Escape);
        QVERIFY(!view->isFlying());
        Viewport::CameraState c4 = view->cameraState();
        QVERIFY((c4.eye - c3.eye).norm() < 1e-3f * speed); // stays where it got to
        // The camera orbits again on a right drag.
        QTest::mousePress(window, Qt::RightButton, Qt::NoModifier, QPoint(100, 100));
        QTest::mouseMove(window, QPoint(160, 100));
        QTest::mouseRelease(window, Qt::RightButton, Qt::NoModifier, QPoint(160, 100));
        QVERIFY((view->cameraState().eye - c4.eye).norm() > 1e-3f);
        view->setTool(nullptr);
    }
};

QTEST_MAIN(TstViewportFly)
#include "tst_viewportfly.moc"
