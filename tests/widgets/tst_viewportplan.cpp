// A 2D view (issue 34 point 2): Viewport::setPlanView makes an orthographic view along an axis.
// Checked with real events and a render capture: the top view shows a box's outline where the
// projection says (no perspective: the near and far ends of a tall box coincide), rays are
// parallel, camera drags pan and never turn it, the wheel zooms about the cursor, and the grid
// lies in the view's plane with the step asked for.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "viewport/viewport.h"

#include <QTest>
#include <QWheelEvent>
#include <QWindow>

using namespace ackedit;
using widgets::Viewport;

namespace {

// The point of the plane through the target facing the view that lies under a pixel.
Eigen::Vector3f underPixel(const Viewport &view, const QPointF &pixel)
{
    const widgets::ViewportRay ray = view.rayAt(pixel);
    const Viewport::CameraState c = view.cameraState();
    const Eigen::Vector3f normal = (c.target - c.eye).normalized();
    const float t = (c.target - ray.origin).dot(normal) / ray.direction.dot(normal);
    return ray.origin + t * ray.direction;
}

} // namespace

class TstViewportPlan : public QObject
{
    Q_OBJECT
private slots:
    void topViewIsOrthographicAndDoesNotTurn()
    {
        auto view = testing::makeShownViewport(QColor(20, 20, 30));
        // A tall box: in perspective its top face would look bigger than its bottom.
        view->addMesh(testing::box(Eigen::Vector3f(-40, -20, 0), Eigen::Vector3f(40, 20, 400)), {});
        view->setPlanView(Viewport::ViewPreset::Top);
        view->frameAll();
        QVERIFY(view->planView() == Viewport::ViewPreset::Top);
        Viewport::CameraState c = view->cameraState();
        QVERIFY(c.orthographic);
        const Eigen::Vector3f down = (c.target - c.eye).normalized();
        QVERIFY2((down - Eigen::Vector3f(0, 0, -1)).norm() < 1e-4f, "the top view does not look straight down");

        // Parallel rays, starting above everything.
        const widgets::ViewportRay a = view->rayAt(QPointF(20, 20)), b = view->rayAt(QPointF(300, 200));
        QVERIFY((a.direction - b.direction).norm() < 1e-5f);
        QVERIFY(a.origin.z() > 400 && b.origin.z() > 400);

        // The capture: the box covers the same pixels at its top and its bottom, so its outline
        // is where the projection of its corners says, and +X points right.
        view->setRenderMode(Viewport::RenderMode::Shaded);
        const QImage image = view->captureWithContent();
        QVERIFY(!image.isNull());
        testing::saveRender(image, QStringLiteral("plan-top"));
        const QPointF low = testing::projectToImage(*view, Eigen::Vector3f(40, 0, 0), image.size());
        const QPointF high = testing::projectToImage(*view, Eigen::Vector3f(40, 0, 400), image.size());
        QVERIFY2((low - high).manhattanLength() < 1.0, "near and far corners project apart: not orthographic");
        const QPointF right = testing::projectToImage(*view, Eigen::Vector3f(40, 0, 200), image.size());
        const QPointF left = testing::projectToImage(*view, Eigen::Vector3f(-40, 0, 200), image.size());
        QVERIFY(right.x() > left.x() + 20);
        const auto covered = [&](QPointF p) { return Viewport::hasContent(image.copy(QRect(p.toPoint() - QPoint(1, 1), QSize(3, 3))), QColor(20, 20, 30)); };
        QVERIFY(covered((left + right) / 2));
        QVERIFY(covered(right - QPointF(4, 0)));
        QVERIFY(!covered(right + QPointF(6, 0)));

        QWindow *window = testing::renderWindow();
        QVERIFY(window);
        // A right drag pans: the angle stays, the target moves.
        const Eigen::Vector3f target = c.target;
        QTest::mousePress(window, Qt::RightButton, Qt::NoModifier, QPoint(200, 150));
        QTest::mouseMove(window, QPoint(260, 150));
        QTest::mouseRelease(window, Qt::RightButton, Qt::NoModifier, QPoint(260, 150));
        c = view->cameraState();
        QVERIFY(((c.target - c.eye).normalized() - down).norm() < 1e-4f);
        QVERIFY2(c.target.x() < target.x() - 1, "a right drag did not pan"); // dragged right: the view moves left
        // Presets and the fly camera leave a 2D view alone.
        view->setViewPreset(Viewport::ViewPreset::Front);
        view->setFlying(true);
        QVERIFY(!view->isFlying());
        QVERIFY(((view->cameraState().target - view->cameraState().eye).normalized() - down).norm() < 1e-4f);

        // The wheel zooms about the cursor: the point under it stays.
        const QPointF cursor(90, 70);
        const Eigen::Vector3f before = underPixel(*view, cursor);
        const float height = view->cameraState().viewHeight;
        QWheelEvent wheel(cursor, window->mapToGlobal(cursor), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        QVERIFY(view->cameraState().viewHeight < height * 0.8f);
        const Eigen::Vector3f after = underPixel(*view, cursor);
        QVERIFY2((after - before).head<2>().norm() < 1e-2f * height, "the point under the cursor moved");

        // Back to 3D: perspective again, and it turns.
        view->setPlanView(std::nullopt);
        QVERIFY(!view->cameraState().orthographic);
        view->setViewPreset(Viewport::ViewPreset::Front);
        QVERIFY(((view->cameraState().target - view->cameraState().eye).normalized() - Eigen::Vector3f(-1, 0, 0)).norm() < 1e-3f);
    }

    // The front view's grid lies in the YZ plane (the view's plane) behind the scene, with the
    // step asked for, and is drawn: a grid line shows where no geometry is.
    void frontViewGridFollowsTheStep()
    {
        auto view = testing::makeShownViewport(QColor(20, 20, 30));
        view->addMesh(testing::box(Eigen::Vector3f(-8, -64, -64), Eigen::Vector3f(8, 64, 64)), {});
        view->setPlanView(Viewport::ViewPreset::Front);
        view->frameAll();
        view->setGridStep(32);
        QCOMPARE(view->gridStep(), 32.0f);
        view->setGridVisible(true);
        view->setRenderMode(Viewport::RenderMode::Wireframe);
        const QImage image = view->captureWithContent();
        QVERIFY(!image.isNull());
        testing::saveRender(image, QStringLiteral("plan-front-grid"));
        // Halfway between two grid lines there is background; on a grid line (y = 96, off the
        // box) there is a line.
        const QPointF onLine = testing::projectToImage(*view, Eigen::Vector3f(0, 96, 16), image.size());
        const QPointF between = testing::projectToImage(*view, Eigen::Vector3f(0, 80, 16), image.size());
        const auto lit = [&](QPointF p) { return Viewport::hasContent(image.copy(QRect(p.toPoint() - QPoint(1, 1), QSize(3, 3))), QColor(20, 20, 30)); };
        QVERIFY2(lit(onLine), "no grid line at y = 96");
        QVERIFY2(!lit(between), "something drawn between grid lines");
        view->setGridStep(0);
        QCOMPARE(view->gridStep(), 0.0f);
    }
};

QTEST_MAIN(TstViewportPlan)
#include "tst_viewportplan.moc"
