// Back faces culled as a view option (issue 34 point 5): seen from inside a closed box, the
// shaded view shows its walls without culling and nothing with it, switched both ways after the
// first frames (Qt3D's RHI renderer kept the first cull state of a pipeline when the state was
// switched in the frame graph); seen from outside, the box shows either way.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "viewport/viewport.h"

#include <QTest>

using namespace ackedit;
using widgets::Viewport;

class TstViewportCulling : public QObject
{
    Q_OBJECT
private slots:
    void insideAClosedBox_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("lightmapped");
        QTest::newRow("shaded") << int(Viewport::RenderMode::Shaded) << false;
        QTest::newRow("textured") << int(Viewport::RenderMode::Textured) << false;
        QTest::newRow("textured, lightmapped") << int(Viewport::RenderMode::Textured) << true;
    }
    void insideAClosedBox()
    {
        QFETCH(int, mode);
        QFETCH(bool, lightmapped);
        const QColor background(20, 20, 30);
        auto view = testing::makeShownViewport(background);
        format::TriangleMesh box = testing::box(Eigen::Vector3f(-100, -100, -100), Eigen::Vector3f(100, 100, 100), 0);
        QImage skin(8, 8, QImage::Format_RGB32);
        skin.fill(QColor(200, 120, 60));
        if (lightmapped) { // a compiled level: texture × lightmap, a second pass
            box.lightmapUvs.assign(box.positions.size(), Eigen::Vector2f(0.5f, 0.5f));
            box.lightmapPages.assign(box.triangles.size(), 0);
            QImage lightmap(4, 4, QImage::Format_RGB32);
            lightmap.fill(QColor(230, 230, 230));
            view->addLevelMesh(box, {skin}, {lightmap});
        } else {
            view->addMesh(box, {skin});
        }
        view->setRenderMode(Viewport::RenderMode(mode));
        view->frameAll();
        QVERIFY(Viewport::hasContent(view->captureWithContent(), background)); // from outside
        view->setCameraDistance(20); // inside, looking at the far walls' inner (back) faces
        QImage walls = view->captureFrame();
        QVERIFY(!walls.isNull());
        QVERIFY2(Viewport::hasContent(walls, background), "no walls seen from inside without culling");

        view->setBackFaceCulling(true);
        QVERIFY(view->backFaceCulling());
        QImage culled = view->captureFrame();
        culled = view->captureFrame(); // the switch is in
        testing::saveRender(culled, QStringLiteral("culling-inside-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(!Viewport::hasContent(culled, background), "back faces drawn with culling on");

        view->setBackFaceCulling(false);
        walls = view->captureFrame();
        walls = view->captureFrame();
        QVERIFY2(Viewport::hasContent(walls, background), "culling stayed on");

        // From outside the front faces show with culling on.
        view->setBackFaceCulling(true);
        view->frameAll();
        QImage outside = view->captureFrame();
        outside = view->captureFrame();
        QVERIFY(Viewport::hasContent(outside, background));
    }
};

QTEST_MAIN(TstViewportCulling)
#include "tst_viewportculling.moc"
