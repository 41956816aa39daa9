// TerrainEditor and its tool panel, driven with pick rays like the viewport drives them: the
// factory picks the editor, the panel's controls change the brush settings, [ ] and Ctrl+wheel
// change the radius, a drag is one undo step, Esc cancels it, only the touched vertices go to
// the viewport, the brush outline and chunk grid overlays, and terrain operations reset the view.
#include "terrain/terrainnewcommand.h"
#include "terrain/terrainresizecommand.h"
#include "docks/skinpaintdock.h"
#include "docks/terraintoolpanel.h"
#include "skinview/skinview.h"
#include "editors/terraineditor.h"
#include "editors/terrainview.h"
#include "viewport/meshbuffers.h"
#include "terrain/terraindocument.h"
#include "common_corpus.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "widgets/viewporttesting.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace ackedit;
using namespace ackedit::widgets;
using document::TerrainDocument;
using document::BrushKind;
using document::Falloff;

namespace {

// A ray straight down onto grid vertex (col, row) (fractional allowed).
ViewportRay downAt(const document::HeightGrid &g, float col, float row)
{
    const Eigen::Vector2f p = g.toWorld(col, row);
    ViewportRay ray;
    ray.origin = Eigen::Vector3f(p.x(), p.y(), 1000.0f);
    ray.direction = -Eigen::Vector3f::UnitZ();
    return ray;
}

struct Fixture
{
    std::unique_ptr<TerrainDocument> doc;
    std::unique_ptr<DocumentEditor> editor;
    TerrainEditor *terrain() const { return static_cast<TerrainEditor *>(editor.get()); }
    // Shows the editor at 800 x 600, the size the level-of-detail figures are taken at.
    bool shown() const
    {
        terrain()->resize(800, 600);
        terrain()->show();
        return QTest::qWaitForWindowExposed(terrain());
    }
};

Fixture make(int n = 65)
{
    Fixture f;
    f.doc = TerrainDocument::createNew(n, n, 2.0f, 10.0f);
    f.editor.reset(DocumentEditor::create(f.doc.get()));
    return f;
}

} // namespace

class TstTerrainEditor : public QObject
{
    Q_OBJECT
private slots:
    void factoryPicksTerrainEditor()
    {
        Fixture f = make();
        QVERIFY(qobject_cast<TerrainEditor *>(f.editor.get()));
        QCOMPARE(f.editor->dockWidgets().size(), 2);
        QCOMPARE(f.editor->dockWidgets().front()->objectName(), QStringLiteral("TerrainToolPanel"));
        QCOMPARE(f.editor->dockWidgets().back()->objectName(), QStringLiteral("TerrainEditor.skin"));
        QVERIFY(f.editor->statusText().contains(QStringLiteral("65 × 65")));
        QCOMPARE(f.editor->viewport()->tool(), static_cast<ViewportTool *>(f.terrain()));
    }

    void panelChangesSettings()
    {
        TerrainToolPanel panel;
        QSignalSpy changed(&panel, &TerrainToolPanel::settingsChanged);
        panel.brushBox()->setCurrentIndex(panel.brushBox()->findData(int(BrushKind::Smooth)));
        QCOMPARE(panel.settings().kind, BrushKind::Smooth);
        QVERIFY(panel.strengthBox()->maximum() <= 1.0); // a blend factor for smooth
        panel.strengthBox()->setValue(0.25);
        QCOMPARE(panel.settings().strength, 0.25f);
        panel.brushBox()->setCurrentIndex(panel.brushBox()->findData(int(BrushKind::Raise)));
        panel.strengthBox()->setValue(7.5);
        QCOMPARE(panel.settings().strength, 7.5f);
        panel.setBrush(BrushKind::Flatten); // back to the blend value it had
        QCOMPARE(panel.settings().strength, 0.25f);
        QVERIFY(!panel.settings().useTargetHeight);
        panel.flattenModeBox()->setCurrentIndex(1);
        panel.targetHeightBox()->setValue(42.0);
        QVERIFY(panel.settings().useTargetHeight);
        QCOMPARE(panel.settings().targetHeight, 42.0f);
        panel.radiusBox()->setValue(12.0);
        QCOMPARE(panel.settings().radius, 12.0f);
        panel.falloffBox()->setCurrentIndex(panel.falloffBox()->findData(int(Falloff::Sharp)));
        QCOMPARE(panel.settings().falloff, Falloff::Sharp);
        QVERIFY(panel.settings().minHeight < -1e30f); // no clamp by default
        panel.clampBox()->setChecked(true);
        panel.minHeightBox()->setValue(-5.0);
        panel.maxHeightBox()->setValue(50.0);
        QCOMPARE(panel.settings().minHeight, -5.0f);
        QCOMPARE(panel.settings().maxHeight, 50.0f);
        QVERIFY(changed.count() >= 10);

        // setSettings round-trips.
        document::SculptSettings s;
        s.kind = BrushKind::Noise;
        s.radius = 3.5f;
        s.strength = 2.0f;
        s.falloff = Falloff::Linear;
        s.seed = 77;
        panel.clampBox()->setChecked(false);
        panel.setSettings(s);
        const auto back = panel.settings();
        QCOMPARE(back.kind, s.kind);
        QCOMPARE(back.radius, s.radius);
        QCOMPARE(back.strength, s.strength);
        QCOMPARE(back.falloff, s.falloff);
        QCOMPARE(back.seed, s.seed);
        QVERIFY(back.maxHeight > 1e30f);

        QSignalSpy chunk(&panel, &TerrainToolPanel::chunkGridChanged);
        QCOMPARE(panel.chunkSize(), 32);
        panel.chunkGridBox()->setChecked(true);
        panel.chunkSizeBox()->setValue(16);
        QCOMPARE(chunk.count(), 2);
        QCOMPARE(chunk.last().at(0).toBool(), true);
        QCOMPARE(chunk.last().at(1).toInt(), 16);
    }

    void bracketsAndWheelChangeRadius()
    {
        Fixture f = make();
        TerrainToolPanel *panel = f.terrain()->toolPanel();
        panel->setRadius(10.0f);
        QVERIFY(f.terrain()->keyPress(Qt::Key_BracketRight, Qt::NoModifier));
        QCOMPARE(panel->radius(), 12.5f);
        QVERIFY(f.terrain()->keyPress(Qt::Key_BracketLeft, Qt::NoModifier));
        QVERIFY(f.terrain()->keyPress(Qt::Key_BracketLeft, Qt::NoModifier));
        QCOMPARE(panel->radius(), 8.0f);
        // Through the viewport's key handling, as a user presses them.
        f.editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(f.editor.get()));
        QTest::keyClick(f.editor->viewport(), Qt::Key_BracketRight);
        QCOMPARE(panel->radius(), 10.0f);
        // Ctrl+wheel resizes, a plain wheel is left to the camera.
        QVERIFY(f.terrain()->wheel(120, Qt::ControlModifier));
        QCOMPARE(panel->radius(), 12.5f);
        QVERIFY(f.terrain()->wheel(-120, Qt::ControlModifier));
        QCOMPARE(panel->radius(), 10.0f);
        QVERIFY(!f.terrain()->wheel(120, Qt::NoModifier));
    }

    // One click with the default brush makes a bump one sees: its top rises by at least 8 % of
    // the brush radius (the old default, 2 % of the height range per dab over 8 cells, gave 2-5 %
    // on the corpus terrains). Clicked with the mouse in the real 3D view.
    void defaultBrushMakesAVisibleBump_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const auto grid = [](int n, float cell, const std::function<float(int, int)> &height) {
            std::vector<float> heights;
            for (int row = 0; row < n; ++row)
                for (int col = 0; col < n; ++col)
                    heights.push_back(height(col, row));
            return format::HmpFile::create(QStringLiteral("HMP7"), n, n, cell, cell, heights)->write();
        };
        QTest::newRow("flat") << grid(65, 16.0f, [](int, int) { return 0.0f; });
        QTest::newRow("gentle") << grid(65, 8.0f, [](int c, int r) { return float(c + r) * 0.05f; });
        QTest::newRow("mountains") << grid(65, 32.0f, [](int c, int r) { return 800.0f * std::sin(float(c * r) * 0.01f); });
        for (const QString &f : testing::corpusFiles({QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")},
                                                     {QStringLiteral(".hmp")})) {
            QFile file(f);
            if (file.open(QIODevice::ReadOnly))
                QTest::newRow(qPrintable(QFileInfo(f).fileName())) << file.readAll();
        }
    }
    void defaultBrushMakesAVisibleBump()
    {
        QFETCH(QByteArray, bytes);
        std::unique_ptr<format::AssetFile> asset = format::readAssetFile(bytes);
        std::unique_ptr<document::Document> doc = TerrainDocument::createFor(asset, QStringLiteral("t.hmp"));
        if (!doc)
            QSKIP("not a terrain (an HMP4 version 0 mesh off its grid)");
        auto *terrain = static_cast<TerrainDocument *>(doc.get());
        TerrainEditor editor(terrain);
        editor.resize(640, 480);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QWindow *window = testing::renderWindow();
        QVERIFY(window);
        const std::vector<float> before(terrain->grid().heights().begin(), terrain->grid().heights().end());
        const float radius = editor.toolPanel()->radius();
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, QPoint(window->width() / 2, window->height() / 2));
        QCOMPARE(terrain->undoStack()->count(), 1);
        float rise = 0.0f;
        const auto &after = terrain->grid().heights();
        for (size_t i = 0; i < before.size(); ++i)
            rise = std::max(rise, after[i] - before[i]);
        QVERIFY2(rise >= 0.08f * radius, qPrintable(QStringLiteral("rise %1 with radius %2").arg(rise).arg(radius)));
    }

    void dragIsOneUndoStep()
    {
        Fixture f = make(129);
        TerrainEditor *e = f.terrain();
        const auto &g = f.doc->grid();
        e->toolPanel()->setBrush(BrushKind::Raise);
        e->toolPanel()->setRadius(6.0f);
        e->toolPanel()->strengthBox()->setValue(1.0);
        QSignalSpy status(e, &DocumentEditor::statusTextChanged);
        QVERIFY(e->mousePress(downAt(g, 40, 60), Qt::LeftButton, Qt::NoModifier));
        QVERIFY(e->isStrokeActive());
        for (int i = 1; i <= 20; ++i)
            e->mouseMove(downAt(g, 40.0f + float(i), 60), Qt::LeftButton, Qt::NoModifier);
        e->mouseRelease(downAt(g, 60, 60), Qt::LeftButton, Qt::NoModifier);
        QVERIFY(!e->isStrokeActive());
        QCOMPARE(f.doc->undoStack()->count(), 1);
        QVERIFY(g.height(40, 60) > 10.5f);
        QVERIFY(g.height(60, 60) > 10.5f);
        QCOMPARE(g.height(40, 10), 10.0f);
        QVERIFY(e->lastStrokeBytes() > 0);
        QVERIFY(!status.isEmpty());
        QVERIFY2(e->statusText().contains(QStringLiteral("Stroke: ")), qPrintable(e->statusText()));
        QVERIFY(e->statusText().contains(QStringLiteral(" undo")));

        // The live view gets the touched rectangle only (plus the normals' border), not the grid.
        const QRect up = e->flushViewUpdate();
        QVERIFY(!up.isEmpty());
        QVERIFY2(up.width() < g.columns() / 2, qPrintable(QStringLiteral("%1").arg(up.width())));
        QVERIFY(up.contains(40, 60) && up.contains(60, 60));
        QVERIFY(!up.contains(40, 40));
        QCOMPARE(e->flushViewUpdate(), QRect()); // nothing pending any more

        // Undo notifies the view like redo: the same rectangle goes up again.
        f.doc->undoStack()->undo();
        QCOMPARE(g.height(50, 60), 10.0f);
        QCOMPARE(e->flushViewUpdate(), up);
    }

    void viewportGetsOnlyTouchedBytes_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::newRow("257") << 257 << 100 << 120;
        QTest::newRow("257 on a chunk corner") << 257 << 128 << 64;
        QTest::newRow("4097") << 4097 << 2000 << 2100;
    }

    void viewportGetsOnlyTouchedBytes()
    {
        // What actually goes to the GPU: with the camera close to the dab (full detail there), a
        // dab re-uploads the vertices it changed (with the normals around them and the skirts
        // hanging from them) in the chunks that hold them, and nothing else, however big the
        // terrain.
        QFETCH(int, size);
        QFETCH(int, col);
        QFETCH(int, row);
        Fixture f = make(size);
        TerrainEditor *e = f.terrain();
        TerrainView *view = e->terrainView();
        const auto &g = f.doc->grid();
        QVERIFY(view->chunkCount() <= TerrainView::MaxChunksPerSide * TerrainView::MaxChunksPerSide);
        const Eigen::Vector3f centre = g.vertexPosition(col, row);
        e->viewport()->frameBox(centre - Eigen::Vector3f(4, 4, 1), centre + Eigen::Vector3f(4, 4, 1));
        view->updateLevelOfDetail();
        for (int c = 0; c < view->chunkCount(); ++c) {
            if (view->chunkRect(c).contains(col, row))
                QCOMPARE(view->stride(c), 1);
        }
        // What the chunks hold is bounded by the view, not by the terrain.
        QVERIFY2(view->drawnVertexCount() < 300000, qPrintable(QString::number(view->drawnVertexCount())));
        e->viewport()->clearBufferUploads();
        e->toolPanel()->setRadius(10.0f);
        QVERIFY(e->mousePress(downAt(g, float(col), float(row)), Qt::LeftButton, Qt::NoModifier));
        e->mouseRelease(downAt(g, float(col), float(row)), Qt::LeftButton, Qt::NoModifier);
        const QRect up = e->flushViewUpdate();
        QVERIFY(up.contains(col, row));
        QVERIFY(up.width() < 20 && up.height() < 20);
        qint64 allowed = 0;
        QSet<Viewport::MeshId> touched;
        for (int c = 0; c < view->chunkCount(); ++c) {
            const QRect hit = up & view->chunkRect(c);
            if (hit.isEmpty())
                continue;
            touched.insert(view->chunkMesh(c));
            allowed += qint64(hit.width() * hit.height() + 2 * (hit.width() + hit.height())) * MeshBuffers::Stride;
        }
        qint64 partial = 0;
        for (const auto &u : e->viewport()->bufferUploads()) {
            QVERIFY2(touched.contains(u.mesh), "an upload to a chunk the dab did not touch");
            partial += u.bytes;
        }
        QVERIFY(partial >= qint64(up.width() * up.height()) * MeshBuffers::Stride);
        QVERIFY2(partial <= allowed, qPrintable(QStringLiteral("%1 bytes, at most %2").arg(partial).arg(allowed)));
        qInfo("%d x %d: dab of radius 5 cells: %lld bytes re-uploaded in %d ranges", size, size, partial,
              int(e->viewport()->bufferUploads().size()));

        // The drawn normals around the dab are the grid's, derived on upload (the document keeps
        // none): the changed vertices and the ring whose normals they moved.
        int checked = 0;
        for (int c = 0; c < view->chunkCount(); ++c) {
            const QRect r = view->chunkRect(c);
            if (view->stride(c) != 1 || (r & up).isEmpty())
                continue;
            const MeshBuffers *b = e->viewport()->meshBuffers(view->chunkMesh(c));
            QVERIFY(b);
            const QRect around = up.adjusted(-2, -2, 2, 2) & r;
            for (int y = around.top(); y <= around.bottom(); ++y)
                for (int x = around.left(); x <= around.right(); ++x) {
                    const int position = (y - r.top()) * r.width() + (x - r.left());
                    const float *v = b->vertices().data() + size_t(b->firstVertex(position)) * MeshBuffers::FloatsPerVertex;
                    const QVector3D drawn(v[3], v[4], v[5]);
                    const QVector3D expected = MeshBuffers::toGl(g.normal(x, y));
                    QVERIFY2((drawn - expected).length() < 1e-5f, qPrintable(QStringLiteral("normal of %1,%2").arg(x).arg(y)));
                    ++checked;
                }
        }
        QVERIFY(checked >= up.width() * up.height());
    }

    // An HMP4 v0 mesh terrain is drawn with its own UVs (which may run across the grid in any
    // direction, e.g. transposed in corpus ack4stuff_test.hmp), not with a grid file's.
    void meshTerrainIsDrawnWithItsOwnUvs()
    {
        Fixture f;
        std::unique_ptr<format::AssetFile> asset = format::readAssetFile(hmptest::hmp4Mesh());
        std::unique_ptr<document::Document> doc = TerrainDocument::createFor(asset, QStringLiteral("t.hmp"));
        QVERIFY(doc);
        f.doc.reset(static_cast<TerrainDocument *>(doc.release()));
        f.editor.reset(DocumentEditor::create(f.doc.get()));
        TerrainView *view = f.terrain()->terrainView();
        view->setMaxStride(1);
        const std::vector<Eigen::Vector2f> &uvs = f.doc->gridUvs();
        QCOMPARE(uvs.size(), size_t(9));
        int checked = 0;
        for (int c = 0; c < view->chunkCount(); ++c) {
            QCOMPARE(view->stride(c), 1);
            const QRect r = view->chunkRect(c);
            const MeshBuffers *b = f.terrain()->viewport()->meshBuffers(view->chunkMesh(c));
            QVERIFY(b);
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const int position = (y - r.top()) * r.width() + (x - r.left());
                    const float *v = b->vertices().data() + size_t(b->firstVertex(position)) * MeshBuffers::FloatsPerVertex;
                    QCOMPARE(Eigen::Vector2f(v[6], v[7]), uvs[size_t(y * 3 + x)]);
                    ++checked;
                }
        }
        QCOMPARE(checked, 9);
        // A grid file's UVs would differ: the fixture's north-east point is texel (6, 1) of 8,
        // where a grid's would be (1, 0).
        QCOMPARE(uvs[2], Eigen::Vector2f(6.5f / 8.f, 1.5f / 8.f));
    }

    // The terrain editor paints skins in the 2D view only: the Skin dock offers no "Paint on
    // model (3D)" button there (it used to be shown and did nothing when checked).
    void noPaintOnModelButtonForTerrains()
    {
        Fixture f = make(17);
        QVERIFY(f.shown());
        SkinPaintDock *dock = nullptr;
        for (QDockWidget *d : f.terrain()->dockWidgets())
            dock = dock ? dock : qobject_cast<SkinPaintDock *>(d);
        QVERIFY(dock);
        dock->show();
        QVERIFY(dock->isVisible());
        QVERIFY(dock->toolButton(int(SkinView::Tool::Brush))->isVisible());
        QVERIFY(!dock->paintOnModelButton()->isVisible());
        QVERIFY(!dock->seamBleedSpin()->isVisible());
    }

    void levelOfDetailFollowsTheCamera()
    {
        // Framed whole, a 1025^2 terrain is drawn with a fraction of its vertices; close to one
        // corner, that corner is drawn in full detail and the far one coarser.
        Fixture f = make(1025);
        TerrainEditor *e = f.terrain();
        TerrainView *view = e->terrainView();
        const auto &g = f.doc->grid();
        QVERIFY(f.shown());
        e->viewport()->frameAll();
        view->updateLevelOfDetail();
        QCOMPARE(view->chunkCount(), 8 * 8); // chunks of 128 cells
        qInfo("framed whole: %lld of %lld vertices", qint64(view->drawnVertexCount()), qint64(g.vertexCount()));
        QVERIFY2(view->drawnVertexCount() * 8 < g.vertexCount(), qPrintable(QString::number(view->drawnVertexCount())));
        const QImage whole = e->viewport()->captureWithContent();
        QVERIFY(Viewport::hasContent(whole, e->viewport()->backgroundColor()));
        const Eigen::Vector3f corner = g.vertexPosition(10, 10);
        e->viewport()->frameBox(corner - Eigen::Vector3f(8, 8, 1), corner + Eigen::Vector3f(8, 8, 1));
        view->updateLevelOfDetail();
        QCOMPARE(view->stride(0), 1);
        QVERIFY(view->stride(view->chunkCount() - 1) > 1);
        qInfo("close to a corner: %lld vertices", qint64(view->drawnVertexCount()));
        QVERIFY(view->drawnVertexCount() < 300000); // bounded by the view, as in viewportGetsOnlyTouchedBytes
    }

    void chunksOutOfViewTakeTheCoarsestStride()
    {
        // Low over the middle of a 1025^2 terrain, looking across it: the chunks behind the eye
        // are near (by distance alone a few cells per pixel, so fine strides) but not on screen,
        // so they are drawn at the coarsest stride; turning round brings their detail back.
        Fixture f = make(1025);
        TerrainEditor *e = f.terrain();
        TerrainView *view = e->terrainView();
        const auto &g = f.doc->grid();
        QVERIFY(f.shown());
        const Eigen::Vector3f centre = g.vertexPosition(512, 512);
        const auto [lowest, highest] = g.heightRange();
        const auto behindTheEye = [&](int chunk) {
            // Every corner of the chunk's box lies behind the plane through the eye facing the view.
            const Viewport::CameraState camera = e->viewport()->cameraState();
            const Eigen::Vector3f forward = (camera.target - camera.eye).normalized();
            const QRect r = view->chunkRect(chunk);
            for (int k = 0; k < 8; ++k) {
                Eigen::Vector3f p = g.vertexPosition(k & 1 ? r.right() : r.left(), k & 2 ? r.bottom() : r.top());
                p.z() = k & 4 ? highest : lowest;
                if ((p - camera.eye).dot(forward) >= 0.0f)
                    return false;
            }
            return true;
        };
        const auto look = [&](float yaw) {
            e->viewport()->frameBox(centre - Eigen::Vector3f(20, 20, 1), centre + Eigen::Vector3f(20, 20, 1));
            e->viewport()->setCameraAngles(yaw, 5.0f);
            view->updateLevelOfDetail();
        };
        look(0.0f);
        {
            // Framed on a small area, the rest of the terrain stays inside the far plane.
            const Viewport::CameraState camera = e->viewport()->cameraState();
            for (const auto &[col, row] : {std::pair(0, 0), std::pair(1024, 0), std::pair(0, 1024), std::pair(1024, 1024)})
                QVERIFY((g.vertexPosition(col, row) - camera.eye).norm() < camera.farPlane);
        }
        QVector<int> behind;
        for (int c = 0; c < view->chunkCount(); ++c) {
            if (view->chunkRect(c).contains(512, 512))
                QCOMPARE(view->stride(c), 1); // under the target
            if (behindTheEye(c)) {
                behind << c;
                QCOMPARE(view->stride(c), view->chunkCells());
            }
        }
        QVERIFY2(behind.size() >= 16, qPrintable(QString::number(behind.size())));
        const qsizetype lookingOneWay = view->drawnVertexCount();
        qInfo("looking across: %lld of %lld vertices, %d chunks behind the eye", qint64(lookingOneWay),
              qint64(g.vertexCount()), int(behind.size()));
        look(180.0f);
        int detailed = 0;
        for (int c : behind)
            detailed += view->stride(c) < view->chunkCells() ? 1 : 0;
        QVERIFY2(detailed * 2 >= behind.size(), qPrintable(QString::number(detailed)));
        // The same view turned round draws about as much: what is drawn follows the screen.
        QVERIFY(view->drawnVertexCount() < 2 * lookingOneWay);
    }

    void ctrlInvertsAndMissesGoToCamera()
    {
        Fixture f = make();
        TerrainEditor *e = f.terrain();
        const auto &g = f.doc->grid();
        e->toolPanel()->setBrush(BrushKind::Raise);
        QVERIFY(e->mousePress(downAt(g, 30, 30), Qt::LeftButton, Qt::ControlModifier));
        e->mouseRelease(downAt(g, 30, 30), Qt::LeftButton, Qt::ControlModifier);
        QVERIFY(g.height(30, 30) < 10.0f);
        QCOMPARE(f.doc->undoStack()->undoText(), QStringLiteral("Lower terrain"));
        // Alt/Shift drags, other buttons and rays that miss the terrain are the camera's.
        QVERIFY(!e->mousePress(downAt(g, 30, 30), Qt::LeftButton, Qt::AltModifier));
        QVERIFY(!e->mousePress(downAt(g, 30, 30), Qt::LeftButton, Qt::ShiftModifier));
        QVERIFY(!e->mousePress(downAt(g, 30, 30), Qt::RightButton, Qt::NoModifier));
        QVERIFY(!e->mousePress(downAt(g, -20, 30), Qt::LeftButton, Qt::NoModifier));
        QCOMPARE(f.doc->undoStack()->count(), 1);
    }

    void escCancelsStroke()
    {
        Fixture f = make();
        TerrainEditor *e = f.terrain();
        const auto &g = f.doc->grid();
        const std::vector<float> before = g.heights();
        e->toolPanel()->setBrush(BrushKind::Noise);
        e->toolPanel()->strengthBox()->setValue(3.0);
        QVERIFY(e->mousePress(downAt(g, 20, 20), Qt::LeftButton, Qt::NoModifier));
        for (int i = 1; i < 10; ++i)
            e->mouseMove(downAt(g, 20.0f + float(i), 22), Qt::LeftButton, Qt::NoModifier);
        QVERIFY(g.heights() != before);
        QVERIFY(e->keyPress(Qt::Key_Escape, Qt::NoModifier));
        QVERIFY(!e->isStrokeActive());
        QVERIFY(g.heights() == before);
        QCOMPARE(f.doc->undoStack()->count(), 0);
        e->mouseRelease(downAt(g, 29, 22), Qt::LeftButton, Qt::NoModifier); // the release after Esc
        QCOMPARE(f.doc->undoStack()->count(), 0);
        QVERIFY(!e->keyPress(Qt::Key_Escape, Qt::NoModifier)); // no stroke: not consumed
    }

    void grabFollowsTheRay()
    {
        Fixture f = make();
        TerrainEditor *e = f.terrain();
        const auto &g = f.doc->grid();
        e->toolPanel()->setBrush(BrushKind::Grab);
        e->toolPanel()->setRadius(8.0f);
        QVERIFY(e->mousePress(downAt(g, 32, 32), Qt::LeftButton, Qt::NoModifier));
        // A horizontal ray passing 5 units above the start point lifts it by 5.
        const Eigen::Vector2f p = g.toWorld(32, 32);
        ViewportRay ray;
        ray.origin = Eigen::Vector3f(p.x() - 100.0f, p.y(), 15.0f);
        ray.direction = Eigen::Vector3f::UnitX();
        e->mouseMove(ray, Qt::LeftButton, Qt::NoModifier);
        e->mouseRelease(ray, Qt::LeftButton, Qt::NoModifier);
        QVERIFY(std::abs(g.height(32, 32) - 15.0f) < 1e-4f);
        QCOMPARE(g.height(32, 50), 10.0f);
        QCOMPARE(f.doc->undoStack()->count(), 1);
    }

    void overlays()
    {
        Fixture f = make();
        TerrainEditor *e = f.terrain();
        const auto &g = f.doc->grid();
        e->toolPanel()->setRadius(8.0f);
        e->mouseMove(downAt(g, 32, 32), Qt::NoButton, Qt::NoModifier);
        QVERIFY(!e->brushOutline().empty());
        // Every outline point lies on the surface, one radius from the centre (plus the cross).
        const Eigen::Vector2f c = g.toWorld(32, 32);
        for (size_t i = 0; i < 128; ++i)
            QVERIFY(std::abs((e->brushOutline()[i].head<2>() - c).norm() - 8.0f) < 1e-3f);
        e->leave();
        QVERIFY(e->brushOutline().empty());
        e->mouseMove(downAt(g, -50, 32), Qt::NoButton, Qt::NoModifier); // off the terrain
        QVERIFY(e->brushOutline().empty());

        QVERIFY(e->chunkGridLines().empty());
        e->toolPanel()->setChunkGridVisible(true); // 65 x 65, chunks of 32: 3 lines each way
        QCOMPARE(e->chunkGridLines().size(), size_t(6 * 64 * 2));
        e->toolPanel()->setChunkSize(16); // 5 lines each way
        QCOMPARE(e->chunkGridLines().size(), size_t(10 * 64 * 2));
        e->toolPanel()->setChunkSize(30); // 0, 30, 60 and the far edge 64
        QCOMPARE(e->chunkGridLines().size(), size_t(8 * 64 * 2));
        // The lines follow the surface after a stroke (rebuilt when the stroke ends).
        QVERIFY(e->mousePress(downAt(g, 30, 30), Qt::LeftButton, Qt::NoModifier));
        e->mouseRelease(downAt(g, 30, 30), Qt::LeftButton, Qt::NoModifier);
        e->flushViewUpdate();
        bool raised = false;
        for (const Eigen::Vector3f &p : e->chunkGridLines())
            raised |= p.z() > 10.0f;
        QVERIFY(raised);
        e->toolPanel()->setChunkGridVisible(false);
        QVERIFY(e->chunkGridLines().empty());
    }

    void overlaysAndSculptRender()
    {
        // For real under Xvfb: the chunk grid, the brush outline and a sculpted bump change
        // what the viewport draws.
        Fixture f = make(65);
        TerrainEditor *e = f.terrain();
        e->resize(640, 480);
        e->show();
        QVERIFY(QTest::qWaitForWindowExposed(e));
        Viewport *v = e->viewport();
        v->setCameraAngles(30.0f, 35.0f);
        v->frameAll();
        const QImage plain = v->captureWithContent();
        QVERIFY(!plain.isNull());
        e->toolPanel()->setChunkGridVisible(true);
        const QImage grid = v->captureWithContent();
        QVERIFY(grid != plain);
        e->toolPanel()->setChunkGridVisible(false);
        const auto &g = f.doc->grid();
        e->toolPanel()->setRadius(20.0f);
        e->toolPanel()->strengthBox()->setValue(15.0);
        QVERIFY(e->mousePress(downAt(g, 32, 32), Qt::LeftButton, Qt::NoModifier));
        e->mouseRelease(downAt(g, 32, 32), Qt::LeftButton, Qt::NoModifier);
        e->leave();
        QTest::qWait(50); // the coalesced upload runs from the event loop
        const QImage sculpted = v->captureWithContent();
        QVERIFY(sculpted != plain);
        if (qEnvironmentVariableIsSet("ACKEDIT_TEST_SAVE_CAPTURES")) {
            plain.save(QStringLiteral("/tmp/terrain-plain.png"));
            grid.save(QStringLiteral("/tmp/terrain-grid.png"));
            sculpted.save(QStringLiteral("/tmp/terrain-sculpted.png"));
        }
    }

    void terrainOperationResetsView()
    {
        Fixture f = make();
        TerrainEditor *e = f.terrain();
        QSignalSpy status(e, &DocumentEditor::statusTextChanged);
        f.doc->undoStack()->push(new document::TerrainResizeCommand(f.doc.get(), 33, 17));
        QVERIFY(!status.isEmpty());
        QVERIFY(e->statusText().contains(QStringLiteral("33 × 17")));
        // Sculpting works on the new grid.
        const auto &g = f.doc->grid();
        QVERIFY(e->mousePress(downAt(g, 16, 8), Qt::LeftButton, Qt::NoModifier));
        e->mouseRelease(downAt(g, 16, 8), Qt::LeftButton, Qt::NoModifier);
        QCOMPARE(f.doc->undoStack()->count(), 2);
        f.doc->undoStack()->undo();
        f.doc->undoStack()->undo();
        QVERIFY(e->statusText().contains(QStringLiteral("65 × 65")));
    }

    // An edit that puts the terrain in again (here a flat 129 x 129 grid four times as wide, and
    // its undo) leaves the camera where the user had it; the view used to jump to frame the new
    // terrain whenever the camera had not been moved by hand. Frame All still frames it.
    void replacingTheTerrainKeepsTheCamera()
    {
        Fixture f = make();
        Viewport *v = f.terrain()->viewport();
        QVERIFY(f.shown());
        const Viewport::CameraState before = v->cameraState();
        f.doc->undoStack()->push(new document::TerrainNewCommand(f.doc.get(), 129, 129, 4.0f, 10.0f));
        QTest::qWait(20); // a pending fit would run from the event loop
        QCOMPARE(v->cameraState().eye, before.eye);
        QCOMPARE(v->cameraState().target, before.target);
        f.doc->undoStack()->undo();
        QTest::qWait(20);
        QCOMPARE(v->cameraState().eye, before.eye);
        f.doc->undoStack()->redo();
        v->frameAll();
        QVERIFY((v->cameraState().eye - before.eye).norm() > 10.0f);
    }
};

QTEST_MAIN(TstTerrainEditor)
#include "tst_terraineditor.moc"
