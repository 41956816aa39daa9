// Overlays changed twice between two Qt3D frames are drawn as last set (bufferreplace.h): a new
// size followed at once by a patch of the same buffer (the same points again, or a camera move
// that re-faces the dots) used to reach the GPU as the patch alone, so the buffer kept its old
// size and what the new size added was never drawn (a level path node added by a click, when a
// 2D view starting in the same frame sent the path again). Each case makes both writes in one
// turn of the event loop, so no frame can come between them.
#include "widgets/viewporttesting.h"

#include "viewport/viewport.h"

#include <QDeadlineTimer>
#include <QTest>

using namespace ackedit;
using widgets::Viewport;

namespace {

const QColor Background(30, 40, 50);

// Whether a pixel within 3 of where `point` lands in a capture has `color` (±24 per channel).
bool drawnAt(Viewport &view, const Eigen::Vector3f &point, const QColor &color)
{
    const QImage shot = view.captureWithContent();
    if (shot.isNull())
        return false;
    const QPointF at = testing::projectToImage(view, point, shot.size());
    for (int y = int(at.y()) - 3; y <= int(at.y()) + 3; ++y) {
        for (int x = int(at.x()) - 3; x <= int(at.x()) + 3; ++x) {
            if (!shot.rect().contains(x, y))
                continue;
            const QColor k = shot.pixelColor(x, y);
            if (qAbs(k.red() - color.red()) < 24 && qAbs(k.green() - color.green()) < 24
                && qAbs(k.blue() - color.blue()) < 24)
                return true;
        }
    }
    return false;
}

const QColor Green(0, 220, 0);
const std::vector<Eigen::Vector3f> OneDot{{0, 0, 0}};
const std::vector<Eigen::Vector3f> TwoDots{{0, 0, 0}, {0, 6, 4}};

// A shown view with one green dot, drawn (null if it never was).
std::unique_ptr<Viewport> viewWithOneDot()
{
    auto view = testing::makeShownViewport(Background);
    view->frameBox(Eigen::Vector3f(-10, -10, -10), Eigen::Vector3f(10, 10, 10));
    view->setPointOverlay(QStringLiteral("dots"), OneDot, {Green}, 8.0f, true);
    QDeadlineTimer deadline(20000);
    while (!drawnAt(*view, OneDot[0], Green))
        if (deadline.hasExpired())
            return nullptr;
    return view;
}

} // namespace

class TestOverlayBuffers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointsGrownThenPatchedInOneFrame()
    {
        const auto view = viewWithOneDot();
        QVERIFY(view);
        QVERIFY(!drawnAt(*view, TwoDots[1], Green));
        view->setPointOverlay(QStringLiteral("dots"), TwoDots, {Green}, 8.0f, true); // a new size
        view->setPointOverlay(QStringLiteral("dots"), TwoDots, {Green}, 8.0f, true); // the same: a patch
        QTRY_VERIFY_WITH_TIMEOUT(drawnAt(*view, TwoDots[1], Green), 20000);
        QVERIFY(drawnAt(*view, TwoDots[0], Green));
    }

    void pointsGrownThenTurnedInOneFrame()
    {
        const auto view = viewWithOneDot();
        QVERIFY(view);
        view->setPointOverlay(QStringLiteral("dots"), TwoDots, {Green}, 8.0f, true);
        view->setCameraDistance(view->cameraState().eye.norm() * 1.1f); // the dots face the new eye
        QTRY_VERIFY_WITH_TIMEOUT(drawnAt(*view, TwoDots[1], Green), 20000);
    }

    void linesGrownThenPatchedInOneFrame()
    {
        const auto view = testing::makeShownViewport(Background);
        view->frameBox(Eigen::Vector3f(-10, -10, -10), Eigen::Vector3f(10, 10, 10));
        const QColor red(230, 20, 20);
        const std::vector<Eigen::Vector3f> one{{0, -8, 0}, {0, -2, 0}};
        const std::vector<Eigen::Vector3f> two{{0, -8, 0}, {0, -2, 0}, {0, 2, 5}, {0, 8, 5}};
        view->setOverlayLines(QStringLiteral("lines"), one, red, true);
        QTRY_VERIFY_WITH_TIMEOUT(drawnAt(*view, Eigen::Vector3f(0, -5, 0), red), 20000);
        QVERIFY(!drawnAt(*view, Eigen::Vector3f(0, 5, 5), red));

        view->setOverlayLines(QStringLiteral("lines"), two, red, true);
        view->setOverlayLines(QStringLiteral("lines"), two, red, true);
        QTRY_VERIFY_WITH_TIMEOUT(drawnAt(*view, Eigen::Vector3f(0, 5, 5), red), 20000);
    }
};

QTEST_MAIN(TestOverlayBuffers)
#include "tst_overlaybuffers.moc"
