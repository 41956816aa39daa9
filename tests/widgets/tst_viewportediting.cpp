// The viewport's editing interface, rendered for real (Qt3D under Xvfb): pick rays, tools,
// partial buffer updates, overlay lines, markers, render modes, the grid, lightmapped levels.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "imageconvert.h"
#include "viewport/viewport.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

#include <Eigen/Geometry>

using namespace ackedit;
using testing::renderWindow;
using widgets::Viewport;
using widgets::ViewportMarker;
using widgets::ViewportRay;

namespace {

const QColor Background(20, 20, 24);

template <typename Pred>
int countPixels(const QImage &image, Pred pred, QPointF *centroid = nullptr)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    double sx = 0, sy = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            if (pred(rgb.pixel(x, y))) {
                ++n;
                sx += x;
                sy += y;
            }
        }
    }
    if (centroid && n > 0)
        *centroid = QPointF(sx / n + 0.5, sy / n + 0.5);
    return n;
}

bool isBackground(QRgb p)
{
    return std::abs(qRed(p) - Background.red()) <= 8 && std::abs(qGreen(p) - Background.green()) <= 8
           && std::abs(qBlue(p) - Background.blue()) <= 8;
}
bool isRed(QRgb p) { return qRed(p) > 100 && qGreen(p) < qRed(p) / 3 && qBlue(p) < qRed(p) / 3; }
bool isBlue(QRgb p) { return qBlue(p) > 100 && qRed(p) < qBlue(p) / 3 && qGreen(p) < qBlue(p) / 3; }
bool isOrange(QRgb p) { return qRed(p) > 150 && qGreen(p) > 60 && qBlue(p) < qGreen(p) / 2; }
bool isContent(QRgb p) { return !isBackground(p); }

// Distance of a point from a ray's line.
float distance(const ViewportRay &ray, const Eigen::Vector3f &p)
{
    return (p - ray.origin).cross(ray.direction).norm();
}

struct RecordingTool : widgets::ViewportTool
{
    QStringList log;
    ViewportRay lastRay;
    bool consumeLeft = true;
    bool consumeWheel = true;
    bool mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers) override
    {
        lastRay = ray;
        log << QStringLiteral("press %1").arg(int(button));
        return consumeLeft && button == Qt::LeftButton;
    }
    void mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers) override
    {
        lastRay = ray;
        log << QStringLiteral("move %1").arg(int(buttons));
    }
    void mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers) override
    {
        lastRay = ray;
        log << QStringLiteral("release %1").arg(int(button));
    }
    bool wheel(int delta, Qt::KeyboardModifiers) override
    {
        log << QStringLiteral("wheel %1").arg(delta);
        return consumeWheel;
    }
    bool keyPress(int key, Qt::KeyboardModifiers) override
    {
        log << QStringLiteral("key %1").arg(key);
        return key == Qt::Key_BracketRight;
    }
    void leave() override { log << QStringLiteral("leave"); }
};

} // namespace

class TestViewportEditing : public QObject
{
    Q_OBJECT

private:
    // A shown viewport of 400x300 with the test background.
    std::unique_ptr<Viewport> makeViewport() { return testing::makeShownViewport(Background); }

private Q_SLOTS:
    // The ray through the pixel where a small box is drawn passes through that box.
    void pickRayHitsTheRenderedPoint()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-2, -2, -2), Eigen::Vector3f(2, 2, -1.8f))); // a floor
        view->setMarkers({ViewportMarker{7, Eigen::Vector3f(1.2f, -1.0f, 1.0f), Qt::red, ViewportMarker::Shape::Cube, 0.3f}});
        view->frameAll();
        const QImage image = view->captureWithContent();
        QPointF centre;
        QVERIFY(countPixels(image, isRed, &centre) > 20);
        const QPointF widgetPos = centre / view->devicePixelRatioF();
        const ViewportRay ray = view->rayAt(widgetPos);
        QVERIFY(std::abs(ray.direction.norm() - 1.0f) < 1e-4f);
        QVERIFY2(distance(ray, Eigen::Vector3f(1.2f, -1.0f, 1.0f)) < 0.1f,
                 qPrintable(QString::number(distance(ray, Eigen::Vector3f(1.2f, -1.0f, 1.0f)))));
        // The centre of the view looks at the framed scene's centre.
        const ViewportRay middle = view->rayAt(QPointF(view->width() / 2.0, view->height() / 2.0));
        QVERIFY(middle.direction.dot(ray.direction) < 0.9999f);
        // A ray from a corner does not hit the marker.
        QVERIFY(distance(view->rayAt(QPointF(2, 2)), Eigen::Vector3f(1.2f, -1.0f, 1.0f)) > 0.3f);
    }

    // A tool gets press, move, release, hover, wheel and keys before the camera; a consumed
    // press owns the drag, so the camera does not orbit.
    void toolGetsEventsFirst()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        const QImage before = view->captureWithContent();
        RecordingTool tool;
        view->setTool(&tool);
        QCOMPARE(view->tool(), &tool);
        QWindow *window = renderWindow();
        QVERIFY(window);
        const QPoint centre(window->width() / 2, window->height() / 2);

        QTest::mouseMove(window, centre + QPoint(5, 5)); // hover
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(window, centre + QPoint(60, 0));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, centre + QPoint(60, 0));
        // Hover moves (no button) reach the tool too; QTest may add some before a press.
        QCOMPARE(tool.log.value(0), QStringLiteral("move 0"));
        QStringList drag = tool.log;
        drag.removeAll(QStringLiteral("move 0"));
        QCOMPARE(drag, (QStringList{QStringLiteral("press 1"), QStringLiteral("move 1"), QStringLiteral("release 1")}));
        // The ray the tool got is the view's ray at that point.
        const ViewportRay expected = view->rayAt(QPointF(centre + QPoint(60, 0)));
        QVERIFY(tool.lastRay.direction.isApprox(expected.direction, 1e-4f));
        QCOMPARE(view->captureWithContent(), before); // the camera did not move

        QWheelEvent wheel(QPointF(centre), window->mapToGlobal(QPointF(centre)), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        QCOMPARE(tool.log.last(), QStringLiteral("wheel 240"));
        QCOMPARE(view->captureWithContent(), before); // consumed: no zoom

        QTest::keyClick(window, Qt::Key_BracketRight);
        QCOMPARE(tool.log.last(), QStringLiteral("key %1").arg(int(Qt::Key_BracketRight)));
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(window, &leave);
        QCOMPARE(tool.log.last(), QStringLiteral("leave"));

        // A press the tool refuses goes to the camera: a drag orbits.
        tool.consumeLeft = false;
        tool.log.clear();
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(window, centre + QPoint(60, 0));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, centre + QPoint(60, 0));
        tool.log.removeAll(QStringLiteral("move 0"));
        QCOMPARE(tool.log, QStringList{QStringLiteral("press 1")});
        QVERIFY(view->captureWithContent() != before);

        view->setTool(nullptr);
        QCOMPARE(view->tool(), nullptr);
    }

    // Moving two rows of a terrain-like grid uploads exactly those rows' vertex bytes, and the
    // picture changes.
    void partialUpdateUploadsOnlyTheChangedRange()
    {
        auto view = makeViewport();
        const int cols = 33, rows = 33;
        const Viewport::MeshId id = view->addMesh(testing::planeGrid(cols, rows));
        view->setCameraAngles(200.0f, 35.0f);
        view->frameAll();
        const QImage before = view->captureWithContent();
        view->clearBufferUploads();

        const int first = 10 * cols, count = 3 * cols; // rows 10..12
        std::vector<Eigen::Vector3f> positions, normals;
        for (int i = first; i < first + count; ++i) {
            positions.emplace_back(float(i % cols), float(i / cols), 6.0f);
            normals.emplace_back(0.0f, 0.0f, 1.0f);
        }
        view->updateMeshPositions(id, first, positions, normals);
        const QList<Viewport::BufferUpload> uploads = view->bufferUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].mesh, id);
        const qint64 stride = 8 * sizeof(float);
        QCOMPARE(uploads[0].offset, first * stride);
        QCOMPARE(uploads[0].bytes, count * stride);
        const qint64 whole = qint64(cols) * rows * stride;
        QVERIFY(uploads[0].bytes < whole / 10);

        const QImage after = view->captureWithContent();
        int differing = 0;
        for (int y = 0; y < after.height(); ++y) {
            for (int x = 0; x < after.width(); ++x)
                differing += after.pixel(x, y) != before.pixel(x, y);
        }
        QVERIFY2(differing > 500, qPrintable(QString::number(differing)));

        // Out-of-range parts are ignored; an unknown mesh is ignored.
        view->clearBufferUploads();
        view->updateMeshPositions(id, cols * rows - 1, positions, normals);
        QCOMPARE(view->bufferUploads().size(), 1);
        QCOMPARE(view->bufferUploads()[0].bytes, stride);
        view->updateMeshPositions(id + 100, 0, positions, normals);
        QCOMPARE(view->bufferUploads().size(), 1);
    }

    // A model whose corners have several uvs: a position's vertices all move.
    void partialUpdateOfASeamedMesh()
    {
        auto view = makeViewport();
        format::TriangleMesh mesh = testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1));
        const Viewport::MeshId id = view->addMesh(mesh);
        const QImage before = view->captureWithContent();
        view->clearBufferUploads();
        std::vector<Eigen::Vector3f> moved(mesh.positions.begin(), mesh.positions.end());
        for (Eigen::Vector3f &p : moved)
            p *= 0.5f;
        view->updateMeshPositions(id, 0, moved, {});
        QCOMPARE(view->bufferUploads().size(), 1);
        QCOMPARE(view->bufferUploads()[0].bytes, qint64(24 * 8 * sizeof(float)));
        const QImage after = view->captureWithContent();
        QVERIFY(countPixels(after, isContent) < countPixels(before, isContent) / 2);
    }

    void overlayLinesAreDrawnAndRemoved()
    {
        auto view = makeViewport();
        view->addMesh(testing::planeGrid(9, 9));
        view->setCameraAngles(180.0f, 60.0f);
        view->frameAll();
        view->captureWithContent();
        const int draws = view->drawCount();
        std::vector<Eigen::Vector3f> square;
        const Eigen::Vector3f c[4] = {{2, 2, 0}, {6, 2, 0}, {6, 6, 0}, {2, 6, 0}};
        for (int i = 0; i < 4; ++i) {
            square.push_back(c[i]);
            square.push_back(c[(i + 1) % 4]);
        }
        view->setOverlayLines(QStringLiteral("brush"), square, Qt::red);
        QCOMPARE(view->drawCount(), draws + 1);
        QTRY_VERIFY_WITH_TIMEOUT(countPixels(view->captureFrame(), isRed) > 100, 20000);
        // Moving the outline reuses the overlay.
        for (Eigen::Vector3f &p : square)
            p.x() -= 1.0f;
        view->setOverlayLines(QStringLiteral("brush"), square, Qt::red);
        QCOMPARE(view->drawCount(), draws + 1);
        QVERIFY(countPixels(view->captureWithContent(), isRed) > 100);
        view->setOverlayLines(QStringLiteral("brush"), {}, Qt::red);
        QCOMPARE(view->drawCount(), draws);
        QTRY_COMPARE_WITH_TIMEOUT(countPixels(view->captureFrame(), isRed), 0, 20000);
    }

    // Clicking a marker emits its id; the owner selects it and it is drawn highlighted; a click
    // on nothing and a drag behave as such.
    void markerClickSelects()
    {
        auto view = makeViewport();
        view->setMarkers({ViewportMarker{1, Eigen::Vector3f(0, -3, 0), Qt::red, ViewportMarker::Shape::Cube, 0},
                          ViewportMarker{2, Eigen::Vector3f(0, 3, 0), Qt::blue, ViewportMarker::Shape::Sphere, 0},
                          ViewportMarker{3, Eigen::Vector3f(0, 0, 3), Qt::blue, ViewportMarker::Shape::Diamond, 0}});
        view->setCameraAngles(180.0f, 0.0f);
        view->frameAll();
        QSignalSpy clicked(view.get(), &Viewport::markerClicked);
        QSignalSpy empty(view.get(), &Viewport::emptySpaceClicked);
        connect(view.get(), &Viewport::markerClicked, view.get(),
                [&](quint32 id, Qt::KeyboardModifiers) { view->setSelectedMarkers({id}); });
        const QImage image = view->captureWithContent();
        QPointF red;
        QVERIFY(countPixels(image, isRed, &red) > 20);
        QVERIFY(countPixels(image, isBlue) > 20);
        QCOMPARE(countPixels(image, isOrange), 0);

        QWindow *window = renderWindow();
        const QPoint at = (red / view->devicePixelRatioF()).toPoint();
        QTest::mouseClick(window, Qt::LeftButton, Qt::ControlModifier, at);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toUInt(), 1u);
        QCOMPARE(clicked.at(0).at(1).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ControlModifier));
        QCOMPARE(view->selectedMarkers(), QList<quint32>{1});
        const QImage selected = view->captureWithContent();
        QVERIFY(countPixels(selected, isOrange) > countPixels(image, isRed)); // highlighted and bigger
        QCOMPARE(countPixels(selected, isRed), 0);

        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, QPoint(3, 3));
        QCOMPARE(empty.count(), 1);
        QCOMPARE(clicked.count(), 1);
        // A drag starting on a marker orbits; it is not a click.
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, at);
        QTest::mouseMove(window, at + QPoint(40, 0));
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, at + QPoint(40, 0));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(empty.count(), 1);
    }

    void renderModesDiffer()
    {
        auto view = makeViewport();
        const QImage skin = document::toQImage(testing::checker(64, 4, Qt::red, Qt::blue));
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1), 0), {skin});
        QCOMPARE(view->renderMode(), Viewport::RenderMode::Textured);
        const QImage textured = view->captureWithContent();
        QVERIFY(countPixels(textured, isRed) > 1000);

        view->setRenderMode(Viewport::RenderMode::Shaded);
        QCOMPARE(view->renderMode(), Viewport::RenderMode::Shaded);
        QTRY_COMPARE_WITH_TIMEOUT(countPixels(view->captureFrame(), isRed), 0, 20000);
        const QImage shaded = view->captureWithContent();
        const int shadedContent = countPixels(shaded, isContent);
        QVERIFY(shadedContent > 5000);

        view->setRenderMode(Viewport::RenderMode::Wireframe);
        QTRY_VERIFY_WITH_TIMEOUT(countPixels(view->captureFrame(), isContent) < shadedContent / 3, 20000);
        const QImage wire = view->captureWithContent();
        QVERIFY(countPixels(wire, isContent) > 200); // the edges
        QCOMPARE(view->drawCount(), 1);

        view->setRenderMode(Viewport::RenderMode::Textured);
        QTRY_VERIFY_WITH_TIMEOUT(countPixels(view->captureFrame(), isRed) > 1000, 20000);
    }

    void gridAndFrameBox()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, 0), Eigen::Vector3f(1, 1, 1)));
        view->setCameraAngles(200.0f, 30.0f);
        const QImage plain = view->captureWithContent();
        const int content = countPixels(plain, isContent);
        QVERIFY(!view->isGridVisible());
        view->setGridVisible(true);
        QVERIFY(view->isGridVisible());
        QTRY_VERIFY_WITH_TIMEOUT(countPixels(view->captureFrame(), isContent) > content + 500, 20000);
        view->setGridVisible(false);
        QTRY_COMPARE_WITH_TIMEOUT(countPixels(view->captureFrame(), isContent), content, 20000);

        // Framing a corner of the box makes it fill the view.
        view->frameBox(Eigen::Vector3f(0.8f, 0.8f, 0.8f), Eigen::Vector3f(1, 1, 1));
        QTRY_VERIFY_WITH_TIMEOUT(countPixels(view->captureFrame(), isContent) > content * 2, 20000);
    }

    void framingAPointObjectShowsItsMarkerWhole()
    {
        // Frame Selected on an entity frames its position, a point: the marker drawn there is
        // framed whole with room around it, instead of the eye sitting inside the marker and its
        // colour filling the view.
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-40, -40, -2), Eigen::Vector3f(40, 40, -1))); // a floor
        const Eigen::Vector3f at(10, 5, 0);
        view->setMarkers({ViewportMarker{1, at, Qt::red, ViewportMarker::Shape::Cube, 0}});
        view->setCameraAngles(200.0f, 30.0f);
        view->frameBox(at, at);
        const QImage image = view->captureWithContent();
        const int red = countPixels(image, isRed);
        qInfo("marker: %d of %lld pixels", red, qint64(image.width()) * image.height());
        QVERIFY(red > 200);
        QVERIFY2(red * 5 < image.width() * image.height(), qPrintable(QString::number(red)));
        QVERIFY(countPixels(image, isBackground) + red < image.width() * image.height()); // the floor shows
    }

    // A level: white texture times a lightmap that is dark on the left block and bright on the
    // right one. Blocks share batches: the draw count follows (texture, page) pairs.
    void lightmappedLevelIsDarkWhereTheLightmapIs()
    {
        auto view = makeViewport();
        view->setCameraAngles(180.0f, 0.0f);
        QImage texture(16, 16, QImage::Format_RGBA8888);
        texture.fill(Qt::white);
        QImage lightmap(64, 64, QImage::Format_RGBA8888);
        // Lightmaps modulate 2×: 128 shows the texture as it is, 20 darkens it to 40.
        lightmap.fill(QColor(128, 128, 128));
        for (int y = 0; y < 64; ++y) {
            for (int x = 0; x < 32; ++x)
                lightmap.setPixelColor(x, y, QColor(20, 20, 20));
        }
        // Blocks side by side facing the viewer (+X), each a quad; left ones sample the dark half.
        format::TriangleMesh level;
        const int blocks = 6;
        for (int b = 0; b < blocks; ++b) {
            const uint32_t base = uint32_t(level.positions.size());
            const float y0 = -3.0f + float(b), y1 = y0 + 1.0f; // viewer's right is +Y
            level.positions.insert(level.positions.end(), {Eigen::Vector3f(0, y0, 1), Eigen::Vector3f(0, y0, -1),
                                                           Eigen::Vector3f(0, y1, -1), Eigen::Vector3f(0, y1, 1)});
            level.uvs.insert(level.uvs.end(), {Eigen::Vector2f(0, 0), Eigen::Vector2f(0, 1), Eigen::Vector2f(1, 1),
                                               Eigen::Vector2f(1, 0)});
            const float u = b < blocks / 2 ? 0.25f : 0.75f;
            for (int k = 0; k < 4; ++k)
                level.lightmapUvs.emplace_back(u, 0.5f);
            level.triangles.push_back({{base, base + 1, base + 2}, {base, base + 1, base + 2}, 0});
            level.triangles.push_back({{base, base + 2, base + 3}, {base, base + 2, base + 3}, 0});
            level.lightmapPages.insert(level.lightmapPages.end(), {0, 0});
        }
        view->addLevelMesh(level, {texture}, {lightmap});
        const QImage image = view->captureWithContent();
        const int y = image.height() / 2;
        int left = 0, right = 0, n = 0;
        for (int x = 0; x < image.width(); ++x) {
            if (isBackground(image.pixel(x, y)))
                continue;
            (x < image.width() / 2 ? left : right) += qGray(image.pixel(x, y));
            ++n;
        }
        QVERIFY(n > image.width() / 3);
        const int l = qGray(image.pixel(image.width() / 4, y)), r = qGray(image.pixel(3 * image.width() / 4, y));
        QVERIFY2(l > 25 && l < 60 && r > 230, qPrintable(QStringLiteral("left %1, right %2").arg(l).arg(r)));
        // One batch (texture 0, page 0): the texture pass and the lightmap pass.
        QCOMPARE(view->drawCount(), 2);
        // Twice the blocks, a second page for half of them: 2 batches, whatever the block count.
        format::TriangleMesh more = level;
        for (int b = 0; b < blocks; ++b) {
            const uint32_t base = uint32_t(more.positions.size());
            for (int k = 0; k < 4; ++k) {
                more.positions.push_back(level.positions[size_t(4 * b + k)] + Eigen::Vector3f(-1, 0, 3));
                more.uvs.push_back(level.uvs[size_t(4 * b + k)]);
                more.lightmapUvs.push_back(level.lightmapUvs[size_t(4 * b + k)]);
            }
            more.triangles.push_back({{base, base + 1, base + 2}, {base, base + 1, base + 2}, 0});
            more.triangles.push_back({{base, base + 2, base + 3}, {base, base + 2, base + 3}, 0});
            more.lightmapPages.insert(more.lightmapPages.end(), {1, 1});
        }
        view->clearScene();
        view->addLevelMesh(more, {texture}, {lightmap, lightmap});
        QCOMPARE(view->drawCount(), 4);
        // Shaded mode drops the lightmap pass.
        view->setRenderMode(Viewport::RenderMode::Shaded);
        QCOMPARE(view->drawCount(), 2);
    }
};

QTEST_MAIN(TestViewportEditing)
#include "tst_viewportediting.moc"
