// The viewport spare: a viewport started ahead of time (the main window's start page) that the
// next editor adopts. It must come back empty, with the default camera, and keep rendering
// after it moves to its new parent.
#include "widgets/imagecoverage.h"
#include "widgets/testmeshes.h"

#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace ackedit;
using widgets::Viewport;
namespace ViewportSpare = widgets::ViewportSpare;

namespace {

const QColor Background(20, 30, 40);

// A shown top-level widget holding `view` (or nothing yet), 400x300.
std::unique_ptr<QWidget> makeHost()
{
    auto host = std::make_unique<QWidget>();
    new QVBoxLayout(host.get());
    host->layout()->setContentsMargins(0, 0, 0, 0);
    host->resize(400, 300);
    host->show();
    if (!QTest::qWaitForWindowExposed(host.get()))
        qWarning("host window not exposed");
    return host;
}

Viewport *addShownViewport(QWidget *host)
{
    auto *view = new Viewport(host);
    view->setBackgroundColor(Background);
    host->layout()->addWidget(view);
    view->show();
    return view;
}

// Share of the centre quarter of `image` that differs from the background.
double centreCoverage(const QImage &image)
{
    return testing::coverage(image, QRect(image.width() * 3 / 8, image.height() * 3 / 8, image.width() / 4,
                                          image.height() / 4),
                             Background);
}

} // namespace

class TestViewportSpare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup()
    {
        ViewportSpare::offer(nullptr);
    }

    void withoutSpareTakeMakesANewViewport()
    {
        QWidget parent;
        QVERIFY(!ViewportSpare::current());
        Viewport *view = ViewportSpare::take(&parent);
        QVERIFY(view);
        QCOMPARE(view->parentWidget(), &parent);
        QVERIFY(!ViewportSpare::current());
    }

    void spareIsAdoptedOnceAndComesBackEmpty()
    {
        QWidget startPage, editor;
        auto *spare = new Viewport(&startPage);
        spare->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)), {});
        spare->setGridVisible(true);
        spare->setRenderMode(Viewport::RenderMode::Wireframe);
        widgets::ViewportMarker marker;
        marker.id = 7;
        marker.position = Eigen::Vector3f(0, 0, 2);
        spare->setMarkers({marker});
        spare->setSelectedMarkers({7});
        spare->setOverlayLines(QStringLiteral("outline"), {Eigen::Vector3f(0, 0, 0), Eigen::Vector3f(1, 0, 0)},
                               QColor(Qt::red));
        QVERIFY(spare->drawCount() > 0);
        ViewportSpare::offer(spare);
        QCOMPARE(ViewportSpare::current(), spare);

        Viewport *adopted = ViewportSpare::take(&editor);
        QCOMPARE(adopted, spare);
        QCOMPARE(adopted->parentWidget(), &editor);
        QCOMPARE(adopted->meshCount(), 0);
        QCOMPARE(adopted->drawCount(), 0); // no overlay, marker or grid left either
        QVERIFY(!adopted->isGridVisible());
        QCOMPARE(adopted->renderMode(), Viewport::RenderMode::Textured);
        QVERIFY(adopted->selectedMarkers().isEmpty());
        QVERIFY(!ViewportSpare::current());

        Viewport *second = ViewportSpare::take(&editor);
        QVERIFY(second != spare); // a spare is handed out once
    }

    void deletedSpareIsNotHandedOut()
    {
        QWidget parent;
        auto *spare = new Viewport(&parent);
        ViewportSpare::offer(spare);
        delete spare;
        QVERIFY(!ViewportSpare::current());
        Viewport *view = ViewportSpare::take(&parent);
        QVERIFY(view);
        QCOMPARE(view->parentWidget(), &parent);
    }

    // The point of the spare: its Qt3D window keeps rendering in the new parent, and new content
    // is framed even if the camera had been moved away while it was the spare.
    void adoptedSpareRendersAndFramesNewContent()
    {
        auto startPage = makeHost();
        Viewport *spare = addShownViewport(startPage.get());
        spare->frameBox(Eigen::Vector3f(500, 500, 500), Eigen::Vector3f(501, 501, 501)); // looking away
        spare->captureWithContent(10000);
        ViewportSpare::offer(spare);

        auto editor = makeHost();
        Viewport *adopted = ViewportSpare::take(editor.get());
        QCOMPARE(adopted, spare);
        editor->layout()->addWidget(adopted);
        adopted->show();
        adopted->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)), {});
        const QImage frame = adopted->captureWithContent(30000);
        QVERIFY(!frame.isNull());
        QVERIFY2(centreCoverage(frame) > 0.9, qPrintable(QString::number(centreCoverage(frame))));
    }
};

QTEST_MAIN(TestViewportSpare)
#include "tst_viewportspare.moc"
