// The model editor's Skin dock driven with the mouse and keys on the real 2D view: a
// press-drag-release paints the expected texels as one undo step that undo takes back exactly,
// Esc cancels a stroke, the wheel zooms about the cursor, the picker sets the foreground colour,
// a fill limited to a triangle stays inside it, the UV wireframe is drawn, and the 3D view's
// texture follows the painting, sending only the upload tiles a stroke touched.
#include "testpaths.h"
#include "widgets/imagecoverage.h"
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "editors/modeleditor.h"
#include "editors/skinuploader.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "skin/floodfill.h"
#include "skin/skincanvas.h"
#include "skinview/skinview.h"
#include "viewport/viewport.h"

#include <QCheckBox>
#include <QMainWindow>
#include <QPainter>
#include <QSpinBox>
#include <QSplitter>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace ackedit;
using document::ModelDocument;
using widgets::ModelEditor;
using widgets::SkinPaintDock;
using widgets::SkinView;

namespace {

using testing::orangeCount;

// A cube with two ARGB8888 skins with mipmaps (16x8 and 8x8 texels, some transparent).
QByteArray cube8888()
{
    return format::MdlFile::create(mdlfixture::cube("MDL5", 13, 2))->write();
}

// The editor in a main window with its Skin dock, as the application shows it.
struct Window
{
    explicit Window(ModelDocument *doc)
    {
        editor = new ModelEditor(doc);
        window.setCentralWidget(editor);
        dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        view = dock->view();
        window.resize(1100, 760);
    }
    bool show() { return testing::showActive(window); }
    QPoint at(double tx, double ty) const { return view->widgetPos(QPointF(tx, ty)).toPoint(); }
    void setBrush(int radius, int hardness, int opacity)
    {
        dock->sizeSpin()->setValue(radius);
        dock->hardnessSpin()->setValue(hardness);
        dock->opacitySpin()->setValue(opacity);
    }
    // The window as shown, with `render` (a viewport capture) where QWidget::grab leaves the 3D view blank.
    void saveShot(const QImage &render, const QString &name)
    {
        testing::saveRender(testing::grabWithRender(window, *editor->viewport(), render), name);
    }
    void chooseTool(SkinView::Tool tool) { QTest::mouseClick(dock->toolButton(int(tool)), Qt::LeftButton); }

    QMainWindow window;
    ModelEditor *editor;
    SkinPaintDock *dock;
    SkinView *view;
};

// A click on the box itself (a check box wider than its text ignores clicks past the text).
void clickBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
}

} // namespace

class TestSkinPaintDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void strokePaintsTexelsAsOneUndoStep()
    {
        auto doc = testing::openModel(cube8888());
        QVERIFY(doc);
        Window w(doc.get());
        QVERIFY(w.show());
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        QVERIFY(canvas);
        QCOMPARE(w.view->canvas(), canvas);
        QVERIFY(w.view->zoom() >= SkinView::GridZoom); // 16x8 texels fill the view
        const QImage before = canvas->image().copy();
        w.setBrush(1, 100, 100);
        w.view->settings()->setForeground(QColor(255, 0, 0));
        const int entries = doc->undoStack()->count();

        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(2.5, 2.5));
        for (double x = 3.5; x <= 10.5; x += 1.0)
            QTest::mouseMove(w.view, w.at(x, 2.5));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(10.5, 2.5));

        QCOMPARE(doc->undoStack()->count(), entries + 1);
        const QImage painted = canvas->image().copy();
        for (int x = 2; x <= 10; ++x)
            QCOMPARE(painted.pixelColor(x, 2), QColor(255, 0, 0));
        const QSet<QPoint> changed = testing::differingPixels(before, painted);
        for (const QPoint &p : changed)
            QVERIFY2(p.y() >= 1 && p.y() <= 3 && p.x() >= 1 && p.x() <= 11,
                     qPrintable(QStringLiteral("texel %1,%2 painted").arg(p.x()).arg(p.y())));
        QVERIFY(doc->skinEdits().isEdited(0));

        doc->undoStack()->undo();
        QCOMPARE(canvas->image(), before);
        QVERIFY(!doc->skinEdits().isEdited(0));
        doc->undoStack()->redo();
        QCOMPARE(canvas->image(), painted);
    }

    // In a short dock (the app shares its side with the Frames dock) the controls take at most half
    // and scroll, so the skin is not left a thin strip; once the user drags the handle, a resize
    // keeps their split.
    void shortDockStillShowsTheSkin()
    {
        auto doc = testing::openModel(cube8888());
        QVERIFY(doc);
        Window w(doc.get());
        w.window.resize(1100, 330);
        QVERIFY(w.show());
        auto *split = w.dock->findChild<QSplitter *>();
        QVERIFY(split);
        QTRY_VERIFY2(w.view->height() * 2 >= split->height() - split->handleWidth() - 1,
                     qPrintable(QStringLiteral("skin view %1 of %2 px").arg(w.view->height()).arg(split->height())));

        QSplitterHandle *handle = split->handle(1);
        const QPoint from = handle->rect().center();
        QTest::mousePress(handle, Qt::LeftButton, {}, from);
        QTest::mouseMove(handle, from + QPoint(0, -40));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, from + QPoint(0, -40));
        QTRY_VERIFY(split->sizes().at(0) < split->sizes().at(1) - 60);
        const int controls = split->sizes().at(0);
        w.window.resize(1100, 420);
        QTRY_VERIFY(split->height() > 330 - 100);
        QTest::qWait(50);
        QCOMPARE(split->sizes().at(0), controls); // the extra height goes to the skin
    }

    void escapeCancelsTheStroke()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        QVERIFY(w.show());
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        const QImage before = canvas->image().copy();
        w.setBrush(2, 100, 100);
        w.view->settings()->setForeground(QColor(0, 0, 255));
        const int entries = doc->undoStack()->count();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(3, 4));
        QTest::mouseMove(w.view, w.at(8, 4));
        QVERIFY(w.view->isStroking());
        QVERIFY(canvas->image() != before); // the stroke shows while drawn
        QTest::keyClick(w.view, Qt::Key_Escape);
        QVERIFY(!w.view->isStroking());
        QCOMPARE(canvas->image(), before);
        QTest::mouseMove(w.view, w.at(12, 4));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(12, 4));
        QCOMPARE(canvas->image(), before);
        QCOMPARE(doc->undoStack()->count(), entries);
    }

    void wheelZoomKeepsTheTexelUnderTheCursor()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        QVERIFY(w.show());
        const QPointF cursor = w.view->widgetPos(QPointF(11.3, 5.7));
        const double zoom = w.view->zoom();
        for (int delta : {120, 120, -360, 240}) {
            const QPointF texel = w.view->texelAt(cursor);
            QWheelEvent wheel(cursor, w.view->mapToGlobal(cursor), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w.view, &wheel);
            const QPointF after = w.view->texelAt(cursor);
            QVERIFY2(std::abs(after.x() - texel.x()) < 1e-6 && std::abs(after.y() - texel.y()) < 1e-6,
                     qPrintable(QStringLiteral("%1,%2 -> %3,%4").arg(texel.x()).arg(texel.y()).arg(after.x()).arg(after.y())));
        }
        QVERIFY(std::abs(w.view->zoom() - zoom * 1.25) < 1e-6);
        // Middle drag pans: the texel follows the mouse.
        const QPointF texel = w.view->texelAt(cursor);
        QTest::mousePress(w.view, Qt::MiddleButton, {}, cursor.toPoint());
        QTest::mouseMove(w.view, cursor.toPoint() + QPoint(30, 20));
        QTest::mouseRelease(w.view, Qt::MiddleButton, {}, cursor.toPoint() + QPoint(30, 20));
        const QPointF moved = w.view->texelAt(cursor + QPointF(30, 20));
        QVERIFY(std::abs(moved.x() - texel.x()) < 0.1 && std::abs(moved.y() - texel.y()) < 0.1);
        // So does a left drag with space held, and it paints nothing.
        const int entries = doc->undoStack()->count();
        const QImage pixels = doc->skinCanvas(0)->image().copy();
        const QPointF under = w.view->texelAt(cursor);
        QTest::keyPress(w.view, Qt::Key_Space);
        QTest::mousePress(w.view, Qt::LeftButton, {}, cursor.toPoint());
        QTest::mouseMove(w.view, cursor.toPoint() + QPoint(-40, 10));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, cursor.toPoint() + QPoint(-40, 10));
        QTest::keyRelease(w.view, Qt::Key_Space);
        const QPointF spaced = w.view->texelAt(cursor + QPointF(-40, 10));
        QVERIFY(std::abs(spaced.x() - under.x()) < 0.1 && std::abs(spaced.y() - under.y()) < 0.1);
        QCOMPARE(doc->undoStack()->count(), entries);
        QCOMPARE(doc->skinCanvas(0)->image(), pixels);
        // Zoomed far in about an opaque texel, the view still draws it (only the visible part is drawn).
        const QPointF anchor = w.view->widgetPos(QPointF(13.4, 5.6));
        for (int i = 0; i < 12; ++i) {
            QWheelEvent wheel(anchor, w.view->mapToGlobal(anchor), QPoint(), QPoint(0, 120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w.view, &wheel);
        }
        QCOMPARE(w.view->zoom(), 64.0);
        const QColor want = doc->skinCanvas(0)->image().pixelColor(13, 5);
        QCOMPARE(want.alpha(), 255);
        clickBox(w.dock->uvBox()); // no wireframe over the texel
        QCOMPARE(w.view->grab().toImage().pixelColor(w.view->widgetPos(QPointF(13.5, 5.5)).toPoint()), want);
    }

    void pickerSetsTheForegroundColour()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        QVERIFY(w.show());
        w.chooseTool(SkinView::Tool::Picker);
        QCOMPARE(w.view->settings()->tool(), SkinView::Tool::Picker);
        const int entries = doc->undoStack()->count();
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(5.5, 1.5));
        QCOMPARE(w.view->settings()->foreground(), QColor(255, 255, 0)); // the pattern's texel 5,1
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(1.5, 1.5));
        QCOMPARE(w.view->settings()->foreground(), QColor(255, 255, 0, 0)); // transparent yellow
        QCOMPARE(doc->undoStack()->count(), entries); // picking is no edit
        // X swaps foreground and background.
        w.view->settings()->setBackground(Qt::blue);
        QTest::keyClick(w.view, Qt::Key_X);
        QCOMPARE(w.view->settings()->foreground(), QColor(Qt::blue));
        QCOMPARE(w.view->settings()->background(), QColor(255, 255, 0, 0));
    }

    // An 8-bit skin offers the model's palette (grayscale: the fixture carries none); others the fixed swatches.
    void swatchesFollowTheSkin()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 0, 2))->write());
        Window w(doc.get());
        QVERIFY(w.show());
        QCOMPARE(w.dock->swatches().size(), 256);
        QTest::mouseClick(w.dock->swatches().at(37), Qt::LeftButton);
        QCOMPARE(w.view->settings()->foreground(), QColor(37, 37, 37));
        testing::saveRender(w.dock->grab().toImage(), QStringLiteral("skinpaintdock-palette"));
        auto rgba = testing::openModel(cube8888());
        Window w2(rgba.get());
        QCOMPARE(w2.dock->swatches().size(), SkinPaintDock::defaultSwatches().size());
    }

    void fillLimitedToTheTriangleUnderTheCursor()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        QVERIFY(w.show());
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        const QImage before = canvas->image().copy();
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        // A texel inside a triangle covering several texels.
        QPoint seed(-1, -1);
        std::vector<uint8_t> mask;
        for (int y = 0; y < 8 && seed.x() < 0; ++y)
            for (int x = 0; x < 16 && seed.x() < 0; ++x) {
                const int t = w.view->triangleAt(QPointF(x + 0.5, y + 0.5));
                if (t < 0)
                    continue;
                std::array<Eigen::Vector2f, 3> corners;
                for (size_t k = 0; k < 3; ++k)
                    corners[k] = mesh.uvs[mesh.triangles[size_t(t)].uv[k]].cwiseProduct(Eigen::Vector2f(16, 8));
                std::vector<uint8_t> m = document::floodfill::triangleMask(QSize(16, 8), corners);
                if (std::count(m.begin(), m.end(), 1) >= 4 && m[size_t(y * 16 + x)]) {
                    seed = QPoint(x, y);
                    mask = m;
                }
            }
        QVERIFY2(seed.x() >= 0, "no triangle covers 4 texels");
        w.chooseTool(SkinView::Tool::Fill);
        w.dock->toleranceSpin()->setValue(255); // the whole image is one region
        clickBox(w.dock->limitToTriangleBox());
        QVERIFY(w.view->settings()->limitFillToTriangle());
        w.view->settings()->setForeground(QColor(0, 0, 255));
        const int entries = doc->undoStack()->count();
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(seed.x() + 0.5, seed.y() + 0.5));
        QCOMPARE(doc->undoStack()->count(), entries + 1);
        const QSet<QPoint> changed = testing::differingPixels(before, canvas->image());
        QVERIFY(changed.contains(seed));
        for (const QPoint &p : changed)
            QVERIFY2(mask[size_t(p.y() * 16 + p.x())], qPrintable(QStringLiteral("%1,%2 outside").arg(p.x()).arg(p.y())));
        // Exactly the texels of the triangle connected to the seed.
        const document::floodfill::Region region = document::floodfill::region(before, seed, 255, mask);
        for (int i = 0; i < 16 * 8; ++i) {
            if (region.inside[size_t(i)])
                QCOMPARE(canvas->image().pixelColor(i % 16, i / 16), QColor(0, 0, 255));
        }
        QVERIFY(changed.size() >= 2);
        // Unlimited, the same click fills the whole skin.
        doc->undoStack()->undo();
        clickBox(w.dock->limitToTriangleBox());
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(seed.x() + 0.5, seed.y() + 0.5));
        const QImage all = canvas->image();
        for (int i = 0; i < 16 * 8; ++i)
            QCOMPARE(all.pixelColor(i % 16, i / 16), QColor(0, 0, 255));
        QVERIFY(testing::differingPixels(before, all).size() > changed.size());
    }

    void uvWireframeIsDrawn()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        QVERIFY(w.show());
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        QCOMPARE(w.view->uvTriangleCount(), int(mesh.triangles.size()));
        // The midpoint of every edge longer than two texels, in view pixels.
        QList<QPoint> midpoints;
        for (const auto &t : mesh.triangles)
            for (size_t k = 0; k < 3; ++k) {
                const Eigen::Vector2f a = mesh.uvs[t.uv[k]].cwiseProduct(Eigen::Vector2f(16, 8));
                const Eigen::Vector2f b = mesh.uvs[t.uv[(k + 1) % 3]].cwiseProduct(Eigen::Vector2f(16, 8));
                const QPoint mid = w.view->widgetPos(QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)).toPoint();
                if ((a - b).norm() > 2 && w.view->rect().adjusted(2, 2, -2, -2).contains(mid))
                    midpoints.append(mid); // (one UV lies far left of the skin)
            }
        QVERIFY(midpoints.size() >= 6);
        const auto onLine = [&](const QImage &image, const QPoint &p) {
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (image.rect().contains(p + QPoint(dx, dy))
                        && image.pixelColor(p + QPoint(dx, dy)) == SkinView::uvColour())
                        return true;
            return false;
        };
        const QImage shown = w.view->grab().toImage();
        testing::saveRender(shown, QStringLiteral("skinview-uv"));
        int hits = 0;
        for (const QPoint &p : midpoints)
            hits += onLine(shown, p) ? 1 : 0;
        QCOMPARE(hits, midpoints.size());
        clickBox(w.dock->uvBox());
        QVERIFY(!w.view->isUvVisible());
        const QImage hidden = w.view->grab().toImage();
        for (const QPoint &p : midpoints)
            QVERIFY(!onLine(hidden, p));
    }

    // The 3D view's texture follows the painting and its undo, one upload per event-loop turn
    // however many dabs the strokes had.
    void viewportTextureFollowsThePainting()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        widgets::Viewport *viewport = w.editor->viewport();
        viewport->setBackgroundColor(QColor(20, 20, 24));
        QVERIFY(w.show());
        const QImage plain = viewport->captureWithContent();
        QVERIFY(!plain.isNull());
        viewport->clearSkinUploads();
        w.setBrush(3, 100, 100);
        w.view->settings()->setForeground(QColor(255, 128, 0));
        // Three strokes over the top rows.
        for (double y : {0.5, 2.0, 3.5}) {
            QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(0, y));
            for (double x = 1; x <= 16; ++x)
                QTest::mouseMove(w.view, w.at(x, y));
            QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(16, y));
        }
        QVERIFY(viewport->skinUploads().isEmpty()); // nothing yet: coalesced
        QVERIFY(w.editor->skinUploader()->isPending());
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());
        const QList<widgets::Viewport::SkinUpload> uploads = viewport->skinUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].skin, 0);
        QCOMPARE(uploads[0].rect, QRect(0, 0, 16, 8));
        const QImage painted = viewport->captureWithContent();
        testing::saveRender(painted, QStringLiteral("skinpaint-3d"));
        const int before = orangeCount(plain), after = orangeCount(painted);
        QVERIFY2(after > before + 2000, qPrintable(QStringLiteral("orange pixels %1 -> %2").arg(before).arg(after)));
        for (int i = 0; i < 3; ++i)
            doc->undoStack()->undo();
        const QImage undone = viewport->captureWithContent();
        QCOMPARE(viewport->skinUploads().size(), 2);
        QVERIFY2(std::abs(orangeCount(undone) - before) < 100,
                 qPrintable(QStringLiteral("after undo %1, before %2").arg(orangeCount(undone)).arg(before)));
    }

    // On a 1024² skin the first stroke splits the texture into 2 x 2 tiles of 512² (SkinTileGrid),
    // and from then on a stroke inside one tile sends that tile alone to the 3D view: 528²
    // texels with its gutter, not the 4 MB skin; a stroke over a tile border sends the tiles on
    // both sides.
    void bigSkinStrokeSendsOnlyTheTilesItTouched()
    {
        format::MdlBuildInput in = mdlfixture::cube("MDL5", 13, 1);
        in.skins.resize(1);
        in.skins[0].image = mdlfixture::pattern(1024, 1024, 13);
        auto doc = testing::openModel(format::MdlFile::create(in)->write());
        Window w(doc.get());
        widgets::Viewport *viewport = w.editor->viewport();
        QVERIFY(w.show());
        QVERIFY(!viewport->captureWithContent().isNull());
        viewport->clearSkinUploads();
        w.setBrush(6, 100, 100);
        w.view->settings()->setForeground(QColor(255, 128, 0));
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(900, 900)); // the first dab splits
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());
        QCOMPARE(viewport->skinUploads().size(), 1);
        QCOMPARE(viewport->skinUploads()[0].tiles, 4);
        doc->undoStack()->undo();
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());

        viewport->clearSkinUploads();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(360, 384));
        QTest::mouseMove(w.view, w.at(380, 384));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(400, 384));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(w.view->canvas()->image().pixelColor(380, 384), QColor(255, 128, 0));
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());
        QList<widgets::Viewport::SkinUpload> uploads = viewport->skinUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].tiles, 1);
        QCOMPARE(uploads[0].rect, QRect(0, 0, 512, 512));
        QCOMPARE(uploads[0].bytes, qint64(528 * 528 * 4));

        viewport->clearSkinUploads();
        doc->undoStack()->undo(); // the undo sends the same tile back
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());
        uploads = viewport->skinUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].rect, QRect(0, 0, 512, 512));

        viewport->clearSkinUploads();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(500, 100));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(520, 100));
        QTRY_VERIFY(!w.editor->skinUploader()->isPending());
        uploads = viewport->skinUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].tiles, 2);
        QCOMPARE(uploads[0].rect, QRect(0, 0, 1024, 512));
    }

    // A look at the whole editor: a stroke in the Skin dock and the UV wireframe, the model in 3D.
    void screenshot()
    {
        auto doc = testing::openModel(cube8888());
        Window w(doc.get());
        w.editor->viewport()->setBackgroundColor(QColor(20, 20, 24));
        QVERIFY(w.show());
        QVERIFY(!w.editor->viewport()->captureWithContent().isNull());
        w.setBrush(2, 80, 100);
        w.view->settings()->setForeground(QColor(255, 128, 0));
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(1, 1));
        QTest::mouseMove(w.view, w.at(7, 4));
        QTest::mouseMove(w.view, w.at(14, 6));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(14, 6));
        const QImage render = w.editor->viewport()->captureWithContent();
        w.saveShot(render, QStringLiteral("skinpaintdock-editor"));
    }

    // The same with a real model (MDL4, 256x256 RGB565 skin): a stroke across the skin in 2D
    // shows on the model in 3D.
    void corpusScreenshot()
    {
        QFile file(ackedit::testing::corpusDir() + QStringLiteral("/mdl4/lvtw_warlock.mdl"));
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("corpus file mdl4/lvtw_warlock.mdl not found (ACKEDIT_CORPUS_DIR)");
        auto doc = testing::openModel(file.readAll());
        QVERIFY(doc);
        Window w(doc.get());
        w.editor->viewport()->setBackgroundColor(QColor(20, 20, 24));
        QVERIFY(w.show());
        const QImage plain = w.editor->viewport()->captureWithContent();
        QVERIFY(!plain.isNull());
        w.setBrush(10, 70, 100);
        w.view->settings()->setForeground(QColor(255, 0, 255));
        const int width = doc->skinCanvas(0)->width(), height = doc->skinCanvas(0)->height();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(0, height * 0.5));
        for (int i = 1; i <= 32; ++i)
            QTest::mouseMove(w.view, w.at(width * i / 32.0, height * (0.5 + 0.25 * std::sin(i / 5.0))));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(width, height * 0.5));
        QCOMPARE(doc->undoStack()->count(), 1);
        const QImage render = w.editor->viewport()->captureWithContent();
        const auto magenta = [](const QImage &image) { return testing::magentaCount(image); };
        QVERIFY2(magenta(render) > magenta(plain) + 100,
                 qPrintable(QStringLiteral("magenta pixels %1 -> %2").arg(magenta(plain)).arg(magenta(render))));
        w.saveShot(render, QStringLiteral("skinpaintdock-warlock"));
    }
};

QTEST_MAIN(TestSkinPaintDock)
#include "tst_skinpaintdock.moc"
