// Viewport feedback for the vertex-frame editor, rendered for real (Qt3D under Xvfb): point
// overlays (depth-tested and on top, partial updates), onion-skin ghosts and on-top lines. The
// captures are saved under build/tests/renders/ to be looked at.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "imageconvert.h"
#include "viewport/viewport.h"

#include <QTest>

#include <cmath>

using namespace ackedit;
using testing::projectToImage;
using testing::saveRender;
using widgets::Viewport;

namespace {

const QColor Background(20, 20, 24);
const QColor Dark(30, 30, 30);
const QColor Orange(255, 150, 0);
const QColor Green(0, 220, 0);
constexpr float DotPixels = 8.0f;
constexpr int BytesPerPoint = 4 * 5 * int(sizeof(float)); // a quad of position + colour coordinate

bool near(QRgb p, const QColor &c, int tolerance)
{
    return std::abs(qRed(p) - c.red()) <= tolerance && std::abs(qGreen(p) - c.green()) <= tolerance
           && std::abs(qBlue(p) - c.blue()) <= tolerance;
}

int countNear(const QImage &image, const QColor &c, int tolerance, QRect *bounds = nullptr)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    QRect box;
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            if (near(rgb.pixel(x, y), c, tolerance)) {
                ++n;
                box |= QRect(x, y, 1, 1);
            }
        }
    }
    if (bounds)
        *bounds = box;
    return n;
}

// The pixels of a small square around `at` that are near `c`.
int countNearAround(const QImage &image, QPointF at, const QColor &c, int radius = 2, int tolerance = 6)
{
    int n = 0;
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = at.toPoint() + QPoint(dx, dy);
            n += image.rect().contains(p) && near(image.pixel(p), c, tolerance);
        }
    }
    return n;
}

QString describe(QRgb p)
{
    return QStringLiteral("(%1, %2, %3)").arg(qRed(p)).arg(qGreen(p)).arg(qBlue(p));
}

// A box in a single skin colour (textured, so its colour is the skin's, lit).
format::TriangleMesh colouredBox(const Eigen::Vector3f &min, const Eigen::Vector3f &max)
{
    return testing::box(min, max, 0);
}

QImage solidSkin(const QColor &c)
{
    return document::toQImage(testing::checker(16, 2, c, c));
}

std::vector<Eigen::Vector3f> boxCorners(float h)
{
    std::vector<Eigen::Vector3f> corners;
    for (int i = 0; i < 8; ++i)
        corners.emplace_back(i & 1 ? h : -h, i & 2 ? h : -h, i & 4 ? h : -h);
    return corners;
}

} // namespace

class TestViewportOverlays : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Viewport> makeViewport() { return testing::makeShownViewport(Background); }

private Q_SLOTS:
    void weightColorRamp()
    {
        QCOMPARE(Viewport::weightColor(0.0f), QColor(0, 0, 255));
        QCOMPARE(Viewport::weightColor(1.0f), QColor(255, 0, 0));
        QCOMPARE(Viewport::weightColor(0.5f), QColor(0, 255, 0));
        QCOMPARE(Viewport::weightColor(-3.0f), QColor(0, 0, 255));
        QCOMPARE(Viewport::weightColor(7.0f), QColor(255, 0, 0));
        QCOMPARE(Viewport::weightColor(std::nanf("")), QColor(0, 0, 255));
        // Monotonic: more weight, more red, less blue.
        QVERIFY(Viewport::weightColor(0.8f).red() > Viewport::weightColor(0.6f).red());
        QVERIFY(Viewport::weightColor(0.2f).blue() > Viewport::weightColor(0.4f).blue());
    }

    // Dots lying on a floor show where the camera projects them, in their colour and about
    // DotPixels wide (Qt3D's RHI renderer would draw GL points one pixel wide).
    void pointsAreDrawnWhereTheyProjectInTheirColour()
    {
        auto view = makeViewport();
        view->addMesh(testing::planeGrid(9, 9));
        view->setCameraAngles(200.0f, 50.0f);
        view->frameAll();
        const std::vector<Eigen::Vector3f> points = {{2, 2, 0}, {6, 2, 0}, {4, 6, 0}, {2, 6, 0}};
        const std::vector<QColor> colors = {Dark, Orange, Viewport::weightColor(0.0f), Viewport::weightColor(1.0f)};
        view->setPointOverlay(QStringLiteral("vertices"), points, colors, DotPixels, false);
        const QImage image = view->captureWithContent();
        saveRender(image, QStringLiteral("overlays-points-on-floor"));
        for (size_t i = 0; i < points.size(); ++i) {
            const QPointF at = projectToImage(*view, points[i], image.size());
            const QRgb centre = image.pixel(at.toPoint());
            QVERIFY2(near(centre, colors[i], 3), qPrintable(QStringLiteral("point %1 at %2,%3 is %4")
                                                                 .arg(i).arg(at.x()).arg(at.y()).arg(describe(centre))));
        }
        // The orange dot is a square of DotPixels (one row or column more or less at the edges).
        QRect box;
        const int orange = countNear(image, Orange, 3, &box);
        QVERIFY2(orange >= 7 * 7 && orange <= 9 * 9, qPrintable(QString::number(orange)));
        QVERIFY2(std::abs(box.width() - 8) <= 1 && std::abs(box.height() - 8) <= 1,
                 qPrintable(QStringLiteral("%1x%2").arg(box.width()).arg(box.height())));
        QCOMPARE(view->drawCount(), 2); // the floor and one geometry for all the dots

        // Removed with an empty list.
        view->setPointOverlay(QStringLiteral("vertices"), {}, {}, DotPixels, false);
        QCOMPARE(view->drawCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(countNear(view->captureFrame(), Orange, 3), 0, 20000);
    }

    // The corners of a box seen from its front-left-top: seven are on the visible surface and
    // show, the far one (back, right, bottom) is behind the box and shows only on top (X-ray).
    // The dots at the silhouette are partly covered, by the box or not at all.
    void hiddenVerticesShowOnlyOnTop()
    {
        auto view = makeViewport();
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        view->setCameraAngles(215.0f, 30.0f);
        view->frameAll();
        const std::vector<Eigen::Vector3f> corners = boxCorners(1.0f);
        view->setPointOverlay(QStringLiteral("vertices"), corners, {Orange}, DotPixels, false);
        const QImage depthTested = view->captureWithContent();
        saveRender(depthTested, QStringLiteral("overlays-box-vertices"));
        // The eye is at yaw 215 degrees: in front (+X), to the left (+Y) and above (+Z).
        const Eigen::Vector3f eye = view->cameraState().eye;
        QVERIFY(eye.x() > 1 && eye.y() > 1 && eye.z() > 1);
        const auto hidden = [](const Eigen::Vector3f &c) { return c.x() < 0 && c.y() < 0 && c.z() < 0; };
        for (const Eigen::Vector3f &c : corners) {
            const QPointF at = projectToImage(*view, c, depthTested.size());
            const int orange = countNearAround(depthTested, at, Orange);
            if (hidden(c))
                QVERIFY2(orange == 0, qPrintable(QStringLiteral("hidden corner shows %1 pixels").arg(orange)));
            else
                QVERIFY2(orange >= 9, qPrintable(QStringLiteral("corner %1,%2,%3 shows %4 of 25 pixels")
                                                     .arg(c.x()).arg(c.y()).arg(c.z()).arg(orange)));
        }

        view->setPointOverlay(QStringLiteral("vertices"), corners, {Orange}, DotPixels, true);
        const QImage xray = view->captureWithContent();
        saveRender(xray, QStringLiteral("overlays-box-vertices-xray"));
        for (const Eigen::Vector3f &c : corners) {
            const QPointF at = projectToImage(*view, c, xray.size());
            QVERIFY2(countNearAround(xray, at, Orange) >= 9, qPrintable(QStringLiteral("corner %1,%2,%3")
                                                                            .arg(c.x()).arg(c.y()).arg(c.z())));
        }
        QVERIFY(countNear(xray, Orange, 6) > countNear(depthTested, Orange, 6));

        // A vertex well behind a wall: hidden without X-ray although its dot is large.
        view->setPointOverlay(QStringLiteral("vertices"), {Eigen::Vector3f(-0.5f, 0, 0)}, {Orange}, 16.0f, false);
        QTRY_COMPARE_WITH_TIMEOUT(countNear(view->captureFrame(), Orange, 6), 0, 20000);
    }

    // Moving and recolouring some points uploads exactly their bytes; a camera move re-faces all.
    void partialUpdateUploadsOnlyTheTouchedPoints()
    {
        auto view = makeViewport();
        view->addMesh(testing::planeGrid(11, 11));
        view->setCameraAngles(180.0f, 60.0f);
        view->frameAll();
        std::vector<Eigen::Vector3f> points;
        for (int i = 0; i < 100; ++i)
            points.emplace_back(float(i % 10), float(i / 10), 0.0f);
        const QString key = QStringLiteral("vertices");
        view->setPointOverlay(key, points, {Dark}, DotPixels, false);
        view->clearBufferUploads();
        view->captureWithContent(); // settles size and camera: no upload while nothing changes
        QCOMPARE(view->bufferUploads().size(), 0);

        // Points 40..49 are selected (orange) and the first of them lifted.
        std::vector<Eigen::Vector3f> moved(points.begin() + 40, points.begin() + 50);
        moved[0].z() = 2.0f;
        view->updatePointOverlay(key, 40, moved, std::vector<QColor>(10, Orange));
        QCOMPARE(view->bufferUploads().size(), 1);
        const Viewport::BufferUpload upload = view->bufferUploads().at(0);
        QCOMPARE(upload.overlay, key);
        QCOMPARE(upload.mesh, 0);
        QCOMPARE(upload.offset, qint64(40 * BytesPerPoint));
        QCOMPARE(upload.bytes, qint64(10 * BytesPerPoint));
        const QImage image = view->captureWithContent();
        saveRender(image, QStringLiteral("overlays-partial-update"));
        QVERIFY(countNearAround(image, projectToImage(*view, moved[0], image.size()), Orange) >= 9);
        QCOMPARE(countNearAround(image, projectToImage(*view, points[40], image.size()), Orange), 0);
        QVERIFY(countNearAround(image, projectToImage(*view, points[45], image.size()), Orange) >= 9);
        QVERIFY(countNearAround(image, projectToImage(*view, points[55], image.size()), Dark) >= 9);

        // Colours only; past the end is ignored; an unknown overlay is ignored.
        view->clearBufferUploads();
        view->updatePointOverlay(key, 95, {}, std::vector<QColor>(10, Orange));
        QCOMPARE(view->bufferUploads().size(), 1);
        QCOMPARE(view->bufferUploads().at(0).offset, qint64(95 * BytesPerPoint));
        QCOMPARE(view->bufferUploads().at(0).bytes, qint64(5 * BytesPerPoint));
        view->updatePointOverlay(QStringLiteral("nothing"), 0, moved, {});
        view->updatePointOverlay(key, 100, moved, {});
        QCOMPARE(view->bufferUploads().size(), 1);

        // The dots face the camera: turning it re-uploads the whole buffer in place, once.
        view->clearBufferUploads();
        view->setCameraAngles(150.0f, 40.0f);
        QCOMPARE(view->bufferUploads().size(), 1);
        QCOMPARE(view->bufferUploads().at(0).bytes, qint64(100 * BytesPerPoint));

        // A reset view (the spare viewport handed to the next editor) has no dots left.
        view->resetView();
        QCOMPARE(view->drawCount(), 0);
    }

    // A translucent ghost in front of a red box blends with it; behind the box it does not show.
    void ghostBlendsWithTheMeshBehindIt()
    {
        auto view = makeViewport();
        view->setCameraAngles(180.0f, 0.0f); // straight at the front (+X)
        view->addMesh(colouredBox(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)), {solidSkin(Qt::red)});
        const QImage plain = view->captureWithContent();
        const QPoint centre(plain.width() / 2, plain.height() / 2);
        const QRgb red = plain.pixel(centre);
        QVERIFY2(qRed(red) > 150 && qGreen(red) < 40 && qBlue(red) < 40, qPrintable(describe(red)));
        const Viewport::CameraState camera = view->cameraState();

        // A blue sheet in front of the box, 30 % opaque.
        format::TriangleMesh sheet = testing::frontQuad(-1);
        for (Eigen::Vector3f &p : sheet.positions)
            p = p * 0.6f + Eigen::Vector3f(1.5f, 0, 0);
        const Viewport::MeshId ghost = view->addGhostMesh(sheet, QColor(60, 120, 255, 77));
        QCOMPARE(view->cameraState().eye, camera.eye); // ghosts are not framed
        QCOMPARE(view->meshCount(), 2);
        const QImage blended = view->captureWithContent();
        saveRender(blended, QStringLiteral("overlays-ghost-in-front"));
        const QRgb mix = blended.pixel(centre);
        // Neither the red below nor the ghost's own colour: red dimmed, blue added.
        QVERIFY2(qRed(mix) < qRed(red) - 30 && qRed(mix) > 80, qPrintable(describe(mix)));
        QVERIFY2(qBlue(mix) > qBlue(red) + 30, qPrintable(describe(mix)));
        // Over the background the ghost is faint: mostly background.
        const QRgb faint = blended.pixel(2, 2);
        QCOMPARE(faint, plain.pixel(2, 2));

        // Moved behind the box: the red shows as it was.
        std::vector<Eigen::Vector3f> behind = sheet.positions;
        for (Eigen::Vector3f &p : behind)
            p.x() = -1.5f;
        view->clearBufferUploads();
        view->updateMeshPositions(ghost, 0, behind, {});
        QCOMPARE(view->bufferUploads().size(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(view->captureFrame().pixel(centre), red, 20000);
        view->removeMesh(ghost);
        QCOMPARE(view->meshCount(), 1);
    }

    // Onion skin: the previous frame (cool) and the next frame (warm) around the real mesh, each
    // a little in front of it and to one side, as a model moving towards the viewer.
    void twoGhostsAndTheMeshTogether()
    {
        auto view = makeViewport();
        view->setCameraAngles(180.0f, 0.0f);
        view->addMesh(colouredBox(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)), {solidSkin(Qt::red)});
        const QImage plain = view->captureWithContent();
        // Viewer's right is +Y: the previous frame to the left, the next to the right.
        const QColor cool(70, 140, 255, 80), warm(255, 170, 40, 80);
        view->addGhostMesh(testing::box(Eigen::Vector3f(-0.8f, -1.6f, -1), Eigen::Vector3f(1.2f, 0.4f, 1)), cool);
        view->addGhostMesh(testing::box(Eigen::Vector3f(-0.8f, -0.4f, -1), Eigen::Vector3f(1.2f, 1.6f, 1)), warm);
        QCOMPARE(view->drawCount(), 3);
        const QImage image = view->captureWithContent();
        saveRender(image, QStringLiteral("overlays-onion-skin"));
        const auto at = [&](float y) { return projectToImage(*view, Eigen::Vector3f(1.2f, y, 0), image.size()).toPoint(); };
        const QPoint leftOnly = at(-1.25f), rightOnly = at(1.25f), leftOverMesh = at(-0.7f), rightOverMesh = at(0.7f),
                     both = at(0.0f);
        for (const QPoint &p : {leftOnly, rightOnly, leftOverMesh, rightOverMesh, both})
            QVERIFY2(image.rect().contains(p), qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
        const QRgb bg = plain.pixel(leftOnly), red = plain.pixel(leftOverMesh);
        QVERIFY2(near(bg, Background, 4) && qRed(red) > 150, qPrintable(describe(bg) + describe(red)));
        // Over the background a ghost shows its tint, faint: mostly background.
        const QRgb l = image.pixel(leftOnly), r = image.pixel(rightOnly);
        QVERIFY2(qBlue(l) > qBlue(bg) + 30 && qBlue(l) > qRed(l) + 30 && qBlue(l) < 140, qPrintable(describe(l)));
        QVERIFY2(qRed(r) > qRed(bg) + 30 && qRed(r) > qBlue(r) + 30 && qRed(r) < 140, qPrintable(describe(r)));
        // Over the real mesh, the mesh shows through: still mostly red, tinted by each ghost.
        const QRgb lm = image.pixel(leftOverMesh), rm = image.pixel(rightOverMesh), lr = image.pixel(both);
        QVERIFY2(qRed(lm) > 120 && qBlue(lm) > qBlue(red) + 30, qPrintable(describe(lm)));
        QVERIFY2(qRed(rm) > 120 && qGreen(rm) > qGreen(red) + 20 && qBlue(rm) < qBlue(lm),
                 qPrintable(describe(rm) + describe(lm)));
        // Where both ghosts overlap, both tints add up over the red.
        QVERIFY2(qRed(lr) > 120 && qBlue(lr) > qBlue(rm) && qGreen(lr) > qGreen(lm), qPrintable(describe(lr)));
    }

    // On-top lines (constraint axis, bones) show through a mesh; depth-tested ones do not.
    void onTopLinesAreVisibleThroughAMesh()
    {
        auto view = makeViewport();
        view->setCameraAngles(180.0f, 0.0f);
        view->addMesh(testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1)));
        view->captureWithContent();
        // A vertical line behind the box, along the viewer's up.
        const std::vector<Eigen::Vector3f> axis = {{-1.5f, 0.2f, -0.8f}, {-1.5f, 0.2f, 0.8f}};
        view->setOverlayLines(QStringLiteral("axis"), axis, Green, false);
        const QImage tested = view->captureWithContent();
        QCOMPARE(countNear(tested, Green, 40), 0);
        view->setOverlayLines(QStringLiteral("axis"), axis, Green, true);
        QTRY_VERIFY_WITH_TIMEOUT(countNear(view->captureFrame(), Green, 40) > 20, 20000);
        const QImage onTop = view->captureWithContent();
        saveRender(onTop, QStringLiteral("overlays-axis-on-top"));
        QRect box;
        QVERIFY(countNear(onTop, Green, 40, &box) > 20);
        QVERIFY2(box.height() > 20 && box.width() <= 3, qPrintable(QStringLiteral("%1x%2").arg(box.width()).arg(box.height())));
        // Back to depth-tested: hidden again.
        view->setOverlayLines(QStringLiteral("axis"), axis, Green, false);
        QTRY_COMPARE_WITH_TIMEOUT(countNear(view->captureFrame(), Green, 40), 0, 20000);
    }

    // What the frame editor shows: a mesh with its vertices, a selection, soft-selection
    // weights, both ghosts and a constraint axis, in one picture to look at.
    void editorScene()
    {
        auto view = makeViewport();
        view->resize(640, 480);
        // A bump moving along +X: the previous frame's (cool) behind it, the next one's (warm)
        // ahead; away from the bump all three frames lie flat on one another.
        const auto frame = [](float centreX) {
            format::TriangleMesh mesh = testing::planeGrid(13, 13);
            for (Eigen::Vector3f &p : mesh.positions) {
                const float r2 = (p.x() - centreX) * (p.x() - centreX) + (p.y() - 6) * (p.y() - 6);
                p.z() = std::max(0.0f, 1.8f * std::exp(-r2 / 6.0f) - 0.05f);
            }
            return mesh;
        };
        const format::TriangleMesh mesh = frame(6.0f);
        view->addMesh(mesh, {solidSkin(QColor(150, 150, 160))});
        view->addGhostMesh(frame(4.0f), QColor(70, 140, 255, 80));
        view->addGhostMesh(frame(8.0f), QColor(255, 170, 40, 80));
        view->setCameraAngles(200.0f, 25.0f);
        view->frameAll();
        std::vector<QColor> colors;
        for (const Eigen::Vector3f &p : mesh.positions) {
            const float d = (p.head<2>() - Eigen::Vector2f(6, 6)).norm();
            colors.push_back(d < 1.5f ? Orange : d < 4.5f ? Viewport::weightColor(1.0f - (d - 1.5f) / 3.0f) : Dark);
        }
        view->setPointOverlay(QStringLiteral("vertices"), mesh.positions, colors, 6.0f, false);
        view->setOverlayLines(QStringLiteral("axis"), {{6, 6, -3}, {6, 6, 5}}, QColor(60, 120, 255), true);
        const QImage image = view->captureWithContent();
        saveRender(image, QStringLiteral("overlays-editor-scene"));
        QVERIFY(countNear(image, Orange, 6) > 3 * 36); // the selected dots in front
        QVERIFY(countNear(image, Dark, 6) > 300);
    }
};

QTEST_MAIN(TestViewportOverlays)
#include "tst_viewportoverlays.moc"
