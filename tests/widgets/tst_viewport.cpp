// Renders generated meshes for real (Qt3D under Xvfb with llvmpipe) and checks the pixels.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "imageconvert.h"
#include "viewport/viewport.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

using namespace ackedit;
using testing::renderWindow;
using widgets::Viewport;

namespace {

const QColor Background(30, 40, 50);

enum class Hue { Background, Red, Green, Blue, Yellow, Other };

Hue classify(QRgb p)
{
    const int r = qRed(p), g = qGreen(p), b = qBlue(p);
    if (std::abs(r - Background.red()) <= 8 && std::abs(g - Background.green()) <= 8
        && std::abs(b - Background.blue()) <= 8)
        return Hue::Background;
    if (r > 80 && g > 80 && b < std::min(r, g) / 2)
        return Hue::Yellow;
    if (r > 60 && r > 2 * g && r > 2 * b)
        return Hue::Red;
    if (g > 60 && g > 2 * r && g > 2 * b)
        return Hue::Green;
    if (b > 60 && b > 2 * r && b > 2 * g)
        return Hue::Blue;
    return Hue::Other;
}

// Bounding box of the pixels of the given hues (default: all but the background).
QRect contentRect(const QImage &image,
                  const QList<Hue> &hues = {Hue::Red, Hue::Green, Hue::Blue, Hue::Yellow, Hue::Other})
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int x0 = rgb.width(), y0 = rgb.height(), x1 = -1, y1 = -1;
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            if (!hues.contains(classify(rgb.pixel(x, y))))
                continue;
            x0 = std::min(x0, x);
            y0 = std::min(y0, y);
            x1 = std::max(x1, x);
            y1 = std::max(y1, y);
        }
    }
    return x1 < 0 ? QRect() : QRect(QPoint(x0, y0), QPoint(x1, y1));
}

int count(const QImage &image, Hue hue)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x)
            n += classify(rgb.pixel(x, y)) == hue;
    }
    return n;
}

} // namespace

class TestViewport : public QObject
{
    Q_OBJECT

private:
    // A shown viewport of 400x300 with the test background.
    std::unique_ptr<Viewport> makeViewport() { return testing::makeShownViewport(Background); }

private Q_SLOTS:
    void untexturedMeshIsVisibleInTheCentre()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        const QImage image = view->captureWithContent();
        QVERIFY(!image.isNull());
        QVERIFY(Viewport::hasContent(image, Background));
        const QRgb centre = image.pixel(image.width() / 2, image.height() / 2);
        QVERIFY2(classify(centre) != Hue::Background, qPrintable(QColor(centre).name()));
        // Lit grey, not black: the lights reach the faces that face the camera.
        QVERIFY2(qGray(centre) > 60, qPrintable(QColor(centre).name()));
    }

    void backgroundColourIsConfigurable()
    {
        auto view = makeViewport();
        view->setBackgroundColor(QColor(0, 128, 0));
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        view->captureWithContent();
        const QImage image = view->captureFrame();
        QCOMPARE(QColor(image.pixel(2, 2)), QColor(0, 128, 0));
        QCOMPARE(view->backgroundColor(), QColor(0, 128, 0));
    }

    void texturedMeshShowsSeveralColours()
    {
        auto view = makeViewport();
        const QImage skin = document::toQImage(testing::checker(64, 4, Qt::red, Qt::blue));
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 0), {skin});
        const QImage image = view->captureWithContent();
        const int red = count(image, Hue::Red), blue = count(image, Hue::Blue);
        const int total = image.width() * image.height();
        QVERIFY2(red > total / 50 && blue > total / 50, qPrintable(QStringLiteral("red %1, blue %2 of %3").arg(red).arg(blue).arg(total)));
    }

    // Seen from the front, the skin is upright and not mirrored, and the capture is not upside
    // down (an untextured marker above the quad must show above it).
    void textureIsUprightAndUnmirrored()
    {
        auto view = makeViewport();
        view->setCameraAngles(180.0f, 0.0f); // straight at the model's front
        view->addMesh(testing::frontQuad(0), {document::toQImage(testing::quadrants(64))});
        view->addMesh(testing::box(Eigen::Vector3f(0, -0.2f, 1.5f), Eigen::Vector3f(0.1f, 0.2f, 1.9f)));
        const QImage image = view->captureWithContent();
        const QRect all = contentRect(image);
        const QRect quad = contentRect(image, {Hue::Red, Hue::Green, Hue::Blue, Hue::Yellow});
        QVERIFY(!quad.isEmpty());
        QVERIFY2(all.top() < quad.top() - 5, "the marker is above the quad");
        QCOMPARE(classify(image.pixel(all.center().x(), all.top() + 2)), Hue::Other);
        const int dx = quad.width() / 4, dy = quad.height() / 4;
        const QPoint c = quad.center();
        QCOMPARE(classify(image.pixel(c.x() - dx, c.y() - dy)), Hue::Red);
        QCOMPARE(classify(image.pixel(c.x() + dx, c.y() - dy)), Hue::Green);
        QCOMPARE(classify(image.pixel(c.x() - dx, c.y() + dy)), Hue::Blue);
        QCOMPARE(classify(image.pixel(c.x() + dx, c.y() + dy)), Hue::Yellow);
    }

    // Triangles with broken indices are skipped, not drawn from garbage or crashing.
    void skinIndexOutOfRangeDrawsUntextured()
    {
        auto view = makeViewport();
        format::TriangleMesh mesh = testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 7);
        mesh.triangles.push_back({{0, 1, 999}, {0, 1, 2}, 0});
        view->addMesh(mesh, {QImage()});
        const QImage image = view->captureWithContent();
        const QRgb centre = image.pixel(image.width() / 2, image.height() / 2);
        QCOMPARE(classify(centre), Hue::Other); // grey
    }

    void frameAllShowsTheWholeMesh_data()
    {
        QTest::addColumn<float>("yaw");
        QTest::addColumn<float>("pitch");
        QTest::addColumn<QSize>("size");
        QTest::newRow("front-left, wide") << 215.0f << 20.0f << QSize(400, 300);
        QTest::newRow("front, wide") << 180.0f << 0.0f << QSize(400, 300);
        QTest::newRow("front, tall") << 180.0f << 0.0f << QSize(200, 400);
        QTest::newRow("from above") << 0.0f << 89.0f << QSize(400, 300);
    }

    void frameAllShowsTheWholeMesh()
    {
        QFETCH(float, yaw);
        QFETCH(float, pitch);
        QFETCH(QSize, size);
        auto view = makeViewport();
        view->resize(size);
        // A long bar away from the origin: framing must follow the bounds, not the origin.
        view->addMesh(testing::box(Eigen::Vector3f(40, 10, 0), Eigen::Vector3f(60, 70, 8)));
        view->setCameraAngles(yaw, pitch);
        QTRY_COMPARE(view->renderWidget()->size(), size);
        view->frameAll();
        const QImage image = view->captureWithContent();
        QCOMPARE(image.size(), size * view->devicePixelRatioF());
        const QRect r = contentRect(image);
        QVERIFY(!r.isEmpty());
        // Entirely inside, not touching the borders...
        QVERIFY2(r.left() > 0 && r.top() > 0 && r.right() < image.width() - 1 && r.bottom() < image.height() - 1,
                 qPrintable(QStringLiteral("content %1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())));
        // ...and not a speck: the longer side covers a good part of the view.
        QVERIFY2(r.width() > image.width() * 0.35 || r.height() > image.height() * 0.35,
                 qPrintable(QStringLiteral("content %1x%2").arg(r.width()).arg(r.height())));
    }

    // A ghost added as framed (a level's invisible hull) counts for frameAll and the depth range
    // like a mesh: framing a small box and a far ghost shows the ghost. An onion-skin ghost
    // does not: the camera frames the box alone and the ghost lies outside the view.
    void framedGhostIsFramed_data()
    {
        QTest::addColumn<bool>("framed");
        QTest::newRow("onion skin") << false;
        QTest::newRow("framed") << true;
    }
    void framedGhostIsFramed()
    {
        QFETCH(bool, framed);
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        view->addGhostMesh(testing::box(Eigen::Vector3f(400, 10, 0), Eigen::Vector3f(420, 70, 8)),
                           QColor(255, 255, 255, 80), framed);
        view->frameAll();
        const Viewport::CameraState camera = view->cameraState();
        const Eigen::Vector4f clip = camera.fileViewProjection() * Eigen::Vector4f(410, 40, 4, 1);
        const bool inView = clip.w() > 0 && std::abs(clip.x()) < clip.w() && std::abs(clip.y()) < clip.w()
                            && std::abs(clip.z()) < clip.w();
        QVERIFY2(inView == framed, qPrintable(QStringLiteral("clip %1 %2 %3 / %4").arg(clip.x()).arg(clip.y()).arg(clip.z()).arg(clip.w())));
    }

    // Mouse: wheel zooms in, a drag orbits; F frames everything again.
    void mouseAndFrameAllKey()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 0),
                      {document::toQImage(testing::checker(64, 4, Qt::red, Qt::blue))});
        const QImage framed = view->captureWithContent();
        const QRect framedRect = contentRect(framed);
        QWindow *window = renderWindow();
        QVERIFY(window);

        const QPoint centre(window->width() / 2, window->height() / 2);
        QWheelEvent wheel(QPointF(centre), window->mapToGlobal(QPointF(centre)), QPoint(), QPoint(0, 120 * 4),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        const QImage zoomed = view->captureWithContent();
        const QRect zoomedRect = contentRect(zoomed);
        QVERIFY2(zoomedRect.width() > framedRect.width(), "zooming in makes the model larger");

        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(window, centre + QPoint(60, 0));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, centre + QPoint(60, 0));
        const QImage orbited = view->captureWithContent();
        QVERIFY2(orbited != zoomed, "dragging orbits the camera");

        QTest::keyClick(window, Qt::Key_F);
        const QImage reframed = view->captureWithContent();
        const QRect reframedRect = contentRect(reframed);
        QVERIFY(reframedRect.left() > 0 && reframedRect.right() < reframed.width() - 1);
        QVERIFY(reframedRect.top() > 0 && reframedRect.bottom() < reframed.height() - 1);
    }

    void shiftDragPans()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        const QRect before = contentRect(view->captureWithContent());
        QWindow *window = renderWindow();
        QVERIFY(window);
        const QPoint start(window->width() / 2, window->height() / 2);
        QTest::mousePress(window, Qt::LeftButton, Qt::ShiftModifier, start);
        QTest::mouseMove(window, start + QPoint(50, 0));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::ShiftModifier, start + QPoint(50, 0));
        const QRect after = contentRect(view->captureWithContent());
        // The model follows the cursor to the right without changing size.
        QVERIFY2(after.center().x() - before.center().x() > 35, qPrintable(QString::number(after.center().x() - before.center().x())));
        // Perspective shows a little of a side face, so the width changes a little.
        QVERIFY2(std::abs(after.width() - before.width()) <= before.width() / 6,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before.width()).arg(after.width())));
    }

    // Frames with the same layout patch the GPU buffer; the view follows setFrame().
    void setFrameShowsOtherGeometry()
    {
        auto view = makeViewport();
        const auto frameMesh = [](int frame) {
            const float s = frame == 0 ? 0.5f : 1.0f;
            return testing::box(Eigen::Vector3f(-s, -s, -s), Eigen::Vector3f(s, s, s));
        };
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1))); // fixes the framing
        const Viewport::MeshId id = view->addAnimatedMesh(2, frameMesh);
        view->removeMesh(id - 1);
        QCOMPARE(view->meshCount(), 1);
        QCOMPARE(view->frameCount(), 2);
        const QRect small = contentRect(view->captureWithContent());

        QSignalSpy spy(view.get(), &Viewport::frameChanged);
        view->setFrame(1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 1);
        QCOMPARE(view->currentFrame(), 1);
        const QRect large = contentRect(view->captureWithContent());
        QVERIFY2(large.width() > small.width() * 1.6, qPrintable(QStringLiteral("%1 -> %2").arg(small.width()).arg(large.width())));

        view->setFrame(5); // clamped to the last frame: no change, no signal
        QCOMPARE(view->currentFrame(), 1);
        QCOMPARE(spy.count(), 1);
    }

    void clearSceneShowsBackgroundOnly()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        QVERIFY(Viewport::hasContent(view->captureWithContent(), Background));
        view->clearScene();
        QCOMPARE(view->meshCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!Viewport::hasContent(view->captureFrame(), Background), 20000);
    }

    void captureOfHiddenViewportIsNull()
    {
        Viewport view;
        QVERIFY(view.captureFrame(100).isNull());
    }
};

QTEST_MAIN(TestViewport)
#include "tst_viewport.moc"
