// Models without thickness (issue 12) through the real Viewport, as the model editor shows them:
// single-sided sheets seen from behind still draw.
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
        QElapsedTimer timer;
        timer.start();
        const QImage behind = view->captureWithContent(QuickMs);
        QVERIFY2(Viewport::hasContent(behind, Background), "nothing drawn from the default view (the back)");
        QVERIFY2(timer.elapsed() < QuickMs, qPrintable(QString::number(timer.elapsed())));
        view->setCameraAngles(widgets::OrbitCamera::DefaultYaw + 180.0f, widgets::OrbitCamera::DefaultPitch);
        QCOMPARE(cameraProblem(view->cameraState()), QString());
        QVERIFY2(Viewport::hasContent(view->captureWithContent(QuickMs), Background), "nothing drawn from the front");
    }
};

QTEST_MAIN(TestViewportFlat)
#include "tst_viewportflat.moc"
