// Models without thickness (issue 12) through the real Viewport, as the model editor shows them:
// single-sided sheets seen from behind still draw, and degenerate meshes (one point, a line, no
// triangles) give finite camera values and a finished capture instead of waiting out the timeout
// or hanging the grid.
#include "format/mdl7/flatmodels.h"
#include "widgets/viewporttesting.h"

#include "imageconvert.h"
#include "viewport/orbitcamera.h"
#include "viewport/viewport.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>

using namespace ackedit;
using widgets::Viewport;

namespace {

const QColor Background(30, 40, 50);
constexpr int QuickMs = 5000; // "within a few seconds"; llvmpipe draws these in well under one

// Adds the model's first (only) pose and skins the way ModelEditor does.
void show(Viewport &view, const QString &name)
{
    const std::unique_ptr<format::Mdl7File> asset = format::readMdl7(flatmodels::byName(name));
    QList<QImage> skins;
    for (int i = 0; i < asset->skinCount(); ++i)
        skins.append(document::toQImage(asset->skinImage(i)));
    view.addMesh(asset->mesh(0), skins);
}

// Empty when every value the renderer gets is usable, else what is wrong.
QString cameraProblem(const Viewport::CameraState &c)
{
    if (!c.eye.allFinite() || !c.target.allFinite() || !c.up.allFinite())
        return QStringLiteral("eye, target or up not finite");
    if (c.eye == c.target)
        return QStringLiteral("the eye sits on the target");
    if (!(std::isfinite(c.nearPlane) && std::isfinite(c.farPlane) && c.nearPlane > 0 && c.farPlane > c.nearPlane))
        return QStringLiteral("clip planes %1 .. %2").arg(c.nearPlane).arg(c.farPlane);
    for (int i = 0; i < 16; ++i) {
        if (!std::isfinite(c.viewProjection.constData()[i]))
            return QStringLiteral("projection × view element %1 is %2").arg(i).arg(c.viewProjection.constData()[i]);
    }
    return {};
}

} // namespace

class TestViewportFlat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheetsShowFromBothSides_data() { flatmodels::addNameRows(flatmodels::sheets()); }

    // The default view sees these sheets from behind; turned round, from the front.
    void sheetsShowFromBothSides()
    {
        QFETCH(QString, name);
        auto view = testing::makeShownViewport(Background);
        show(*view, name);
        QCOMPARE(cameraProblem(view->cameraState()), QString());
        QVERIFY(view->hasDrawableMeshes());
        QElapsedTimer timer;
        timer.start();
        const QImage behind = view->captureWithContent(QuickMs);
        QVERIFY2(Viewport::hasContent(behind, Background), "nothing drawn from the default view (the back)");
        QVERIFY2(timer.elapsed() < QuickMs, qPrintable(QString::number(timer.elapsed())));
        view->setCameraAngles(widgets::OrbitCamera::DefaultYaw + 180.0f, widgets::OrbitCamera::DefaultPitch);
        QCOMPARE(cameraProblem(view->cameraState()), QString());
        QVERIFY2(Viewport::hasContent(view->captureWithContent(QuickMs), Background), "nothing drawn from the front");
    }

    void degenerateModelsFinishQuickly_data() { flatmodels::addNameRows(flatmodels::degenerate()); }

    // Nothing can be drawn; the capture says so with a real frame of background after the
    // warm-up instead of waiting for content until the timeout.
    void degenerateModelsFinishQuickly()
    {
        QFETCH(QString, name);
        auto view = testing::makeShownViewport(Background);
        show(*view, name);
        QCOMPARE(cameraProblem(view->cameraState()), QString());
        QVERIFY(!view->hasDrawableMeshes());
        QElapsedTimer timer;
        timer.start();
        const QImage image = view->captureWithContent(QuickMs);
        QVERIFY2(timer.elapsed() < QuickMs / 2, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(!image.isNull(), "no frame at all");
        QVERIFY(!Viewport::hasContent(image, Background));
    }

    // A line has length: wireframe draws it, and the capture waits for it.
    void degenerateLineShowsAsWireframe()
    {
        auto view = testing::makeShownViewport(Background);
        show(*view, QStringLiteral("line"));
        view->setRenderMode(Viewport::RenderMode::Wireframe);
        QVERIFY(view->hasDrawableMeshes());
        QVERIFY(Viewport::hasContent(view->captureWithContent(QuickMs), Background));
    }

    void gridAroundDegenerateModels_data() { flatmodels::addNameRows(flatmodels::degenerate()); }

    // The grid is sized from the scene's bounds: around a point far from the origin its line
    // loop stepped by less than a float resolves there and never ended.
    void gridAroundDegenerateModels()
    {
        QFETCH(QString, name);
        auto view = testing::makeShownViewport(Background);
        show(*view, name);
        const int withoutGrid = view->drawCount();
        view->setGridVisible(true);
        QCOMPARE(view->drawCount(), withoutGrid + 1);
        QCOMPARE(cameraProblem(view->cameraState()), QString());
        QVERIFY(!view->captureWithContent(QuickMs).isNull());
    }
};

QTEST_MAIN(TestViewportFlat)
#include "tst_viewportflat.moc"
