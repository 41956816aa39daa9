// Painting the skin on the model in the 3D view (SkinPaintTool), driven with real mouse and key
// events on the rendered viewport of a ModelEditor. A generated MDL5 model of four panels in the
// plane facing the camera and behind it; the expected texels come from projecting model points
// through the camera the renderer got (not from the tool's own rays): a press lands on the UV
// texel of the point under the cursor, hidden and back-facing panels stay untouched, a drag is
// one undo step that undo takes back exactly, Esc cancels exactly, leaving the surface lifts the
// pen, seam bleed spreads past the island border, and the current frame's mesh is the one hit.
#include "testpaths.h"
#include "widgets/imagecoverage.h"
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "editors/modeleditor.h"
#include "editors/skinpainttool.h"
#include "editors/vertextool.h"
#include "common/pixelformat.h"
#include "mdl/mdlfile.h"
#include "skin/skincanvas.h"
#include "skinview/skinview.h"
#include "viewport/viewport.h"

#include <QCheckBox>
#include <QFile>
#include <QMainWindow>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

using namespace ackedit;
using document::ModelDocument;
using widgets::ModelEditor;
using widgets::SkinPaintDock;

namespace {

constexpr int SkinW = 96, SkinH = 32;

// Four 10 x 20 panels in the plane x = const (the camera looks along +X, Z up, screen right = -Y).
// A (x = 0, left on screen) and B (x = 0, right, a gap of 4 between them) face the camera; their
// UVs share the edge s = 36 (one island): B covers s 12..36, A 36..60. D (x = 10) behind A faces
// away (s 82..94), C (x = 20) behind both faces the camera (s 66..78). t runs 4..28 top to bottom.
enum Panel { A, B, C, D };
struct PanelDef
{
    float x, yLeft, yRight;
    int sLeft, sRight;
    bool facesCamera;
};
const PanelDef Panels[4] = {{0, 12, 2, 36, 60, true}, {0, -2, -12, 12, 36, true}, {20, 12, 2, 66, 78, true},
                            {10, 12, 2, 82, 94, false}};

// Vertex 4p + (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left); frame 1 lifts every vertex by 6.
QByteArray panelsModel()
{
    format::MdlBuildInput in;
    in.format = "MDL5";
    format::MdlBuildSkin skin;
    skin.type = format::PixelType::Argb8888;
    skin.image = format::RgbaImage(SkinW, SkinH);
    for (size_t i = 0; i < skin.image.pixels.size(); ++i)
        skin.image.pixels[i] = 255; // opaque white
    in.skins.push_back(skin);
    std::vector<Eigen::Vector3f> positions;
    for (int p = 0; p < 4; ++p) {
        const PanelDef &d = Panels[p];
        positions.insert(positions.end(), {{d.x, d.yLeft, 10}, {d.x, d.yRight, 10}, {d.x, d.yRight, -10}, {d.x, d.yLeft, -10}});
        in.uvs.insert(in.uvs.end(), {{0, d.sLeft, 4}, {0, d.sRight, 4}, {0, d.sRight, 28}, {0, d.sLeft, 28}});
        const int v = 4 * p;
        // Facing -X (the camera): top-left, bottom-left, bottom-right (see the cross product).
        std::array<std::array<int, 3>, 2> tris{{{v, v + 3, v + 2}, {v, v + 2, v + 1}}};
        for (auto &t : tris) {
            if (!d.facesCamera)
                std::swap(t[1], t[2]);
            format::MdlTriangle tri;
            for (int k = 0; k < 3; ++k)
                tri.v[k] = tri.uv[k] = t[size_t(k)];
            in.triangles.push_back(tri);
        }
    }
    // B's top-right and bottom-right UV corners are A's top-left and bottom-left: one island.
    for (auto &t : in.triangles)
        for (int &uv : t.uv) {
            if (uv == 4 * B + 1)
                uv = 4 * A + 0;
            else if (uv == 4 * B + 2)
                uv = 4 * A + 3;
        }
    in.frames.push_back({"still", positions});
    for (auto &p : positions)
        p.z() += 6.f;
    in.frames.push_back({"lifted", positions});
    return format::MdlFile::create(in)->write();
}

struct Fixture
{
    std::unique_ptr<ModelDocument> doc;
    QMainWindow window;
    ModelEditor *editor = nullptr;
    SkinPaintDock *dock = nullptr;
    QWindow *render = nullptr;

    bool open()
    {
        doc = testing::openModel(panelsModel());
        if (!doc)
            return false;
        editor = new ModelEditor(doc.get());
        window.setCentralWidget(editor);
        dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1000, 700);
        if (!testing::showActive(window))
            return false;
        render = testing::renderWindow();
        editor->viewport()->setCameraAngles(0, 0); // looking along +X
        editor->viewport()->frameAll();
        dock->sizeSpin()->setValue(2);
        dock->hardnessSpin()->setValue(100);
        dock->opacitySpin()->setValue(100);
        dock->view()->settings()->setForeground(QColor(255, 0, 0));
        QTest::mouseClick(dock->paintOnModelButton(), Qt::LeftButton);
        return render && editor->viewport()->tool() == editor->skinPaintTool();
    }
    QImage skin() const { return doc->skinCanvas(0)->image().copy(); }
    int entries() const { return doc->undoStack()->count(); }

    // The model point at fractions (fu across, fv down) of a panel in the shown frame.
    Eigen::Vector3f point(Panel p, float fu, float fv) const
    {
        const auto &pos = doc->positions(editor->currentFrame());
        const Eigen::Vector3f tl = pos[size_t(4 * p)], tr = pos[size_t(4 * p + 1)], bl = pos[size_t(4 * p + 3)];
        return tl + fu * (tr - tl) + fv * (bl - tl);
    }
    // The skin texel there, from the UVs the mesh draws with.
    QPoint texel(Panel p, float fu, float fv) const
    {
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        const Eigen::Vector2f tl = mesh.uvs[size_t(4 * p)], tr = mesh.uvs[size_t(4 * p + 1)],
                              bl = mesh.uvs[size_t(4 * p + 3)];
        const Eigen::Vector2f uv = tl + fu * (tr - tl) + fv * (bl - tl);
        return QPoint(int(std::floor(uv.x() * SkinW)), int(std::floor(uv.y() * SkinH)));
    }
    QPoint pixel(Panel p, float fu, float fv) const
    {
        return testing::projectToImage(*editor->viewport(), point(p, fu, fv), render->size()).toPoint();
    }
    void press(const QPoint &at)
    {
        QTest::mouseMove(render, at);
        QTest::mousePress(render, Qt::LeftButton, {}, at);
    }
    void moveTo(const QPoint &from, const QPoint &to, int steps)
    {
        for (int i = 1; i <= steps; ++i)
            QTest::mouseMove(render, from + (to - from) * i / steps);
    }
    void release(const QPoint &at) { QTest::mouseRelease(render, Qt::LeftButton, {}, at); }
    void drag(const QPoint &from, const QPoint &to, int steps)
    {
        press(from);
        moveTo(from, to, steps);
        release(to);
    }
    void click(const QPoint &at)
    {
        press(at);
        release(at);
    }
};

// Texels changed inside a panel's UV rectangle (s from sLeft to sRight, t 4..28, inclusive).
int changedIn(const QSet<QPoint> &changed, Panel p)
{
    int n = 0;
    for (const QPoint &q : changed)
        n += q.x() >= Panels[p].sLeft && q.x() <= Panels[p].sRight && q.y() >= 4 && q.y() <= 28 ? 1 : 0;
    return n;
}

} // namespace

class TestPaint3d : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pressPaintsTheTexelUnderTheCursor()
    {
        Fixture f;
        QVERIFY(f.open());
        QVERIFY(f.editor->vertexTool() != nullptr);
        const QImage before = f.skin();
        const int entries = f.entries();
        for (const auto &[fu, fv] : {std::pair{0.3f, 0.3f}, std::pair{0.7f, 0.6f}}) {
            const QPoint want = f.texel(A, fu, fv);
            f.click(f.pixel(A, fu, fv));
            QVERIFY2(f.skin().pixelColor(want) == QColor(255, 0, 0),
                     qPrintable(QStringLiteral("texel %1,%2").arg(want.x()).arg(want.y())));
            for (const QPoint &q : testing::differingPixels(before, f.skin()))
                QVERIFY2((q - want).manhattanLength() <= 6 || (q - f.texel(A, 0.3f, 0.3f)).manhattanLength() <= 6,
                         qPrintable(QStringLiteral("texel %1,%2 painted").arg(q.x()).arg(q.y())));
        }
        QCOMPARE(f.entries(), entries + 2);
        // The 2D view shows the same canvas.
        QCOMPARE(f.dock->view()->canvas(), f.doc->skinCanvas(0));
        // Off again: the vertex tool is back.
        QTest::mouseClick(f.dock->paintOnModelButton(), Qt::LeftButton);
        QCOMPARE(f.editor->viewport()->tool(), static_cast<widgets::ViewportTool *>(f.editor->vertexTool()));
    }

    void hiddenAndBackFacesAreNotPainted()
    {
        Fixture f;
        QVERIFY(f.open());
        const QImage before = f.skin();
        // Through A's centre the ray also crosses D (facing away) and C (facing the camera).
        f.click(f.pixel(A, 0.5f, 0.5f));
        const QSet<QPoint> changed = testing::differingPixels(before, f.skin());
        QVERIFY(changedIn(changed, A) > 0);
        QCOMPARE(changedIn(changed, C), 0);
        QCOMPARE(changedIn(changed, D), 0);
        // From behind, C is the nearest surface and faces away: nothing is painted, no entry.
        f.editor->viewport()->setCameraAngles(180, 0);
        const QImage painted = f.skin();
        const int entries = f.entries();
        f.click(f.pixel(C, 0.5f, 0.5f));
        QCOMPARE(f.entries(), entries);
        QCOMPARE(f.skin(), painted);
    }

    void dragIsOneUndoStepUndoneExactly()
    {
        Fixture f;
        QVERIFY(f.open());
        const QImage before = f.skin();
        const int entries = f.entries();
        const QPoint from = f.pixel(A, 0.1f, 0.5f), to = f.pixel(A, 0.9f, 0.5f);
        f.drag(from, to, 12);
        QCOMPARE(f.entries(), entries + 1);
        const QImage painted = f.skin();
        for (float fu = 0.1f; fu <= 0.9f; fu += 0.1f)
            QCOMPARE(painted.pixelColor(f.texel(A, fu, 0.5f)), QColor(255, 0, 0));
        // The 3D view shows the stroke.
        const QImage render = f.editor->viewport()->captureWithContent();
        const QColor c = render.pixelColor(f.pixel(A, 0.5f, 0.5f));
        QVERIFY2(c.red() > 150 && c.green() < 80 && c.blue() < 80, qPrintable(c.name()));
        f.doc->undoStack()->undo();
        QCOMPARE(f.skin(), before);
        f.doc->undoStack()->redo();
        QCOMPARE(f.skin(), painted);
    }

    void escCancelsTheDragExactly()
    {
        Fixture f;
        QVERIFY(f.open());
        const QImage before = f.skin();
        const int entries = f.entries();
        const QPoint from = f.pixel(A, 0.2f, 0.3f), to = f.pixel(A, 0.8f, 0.7f);
        f.press(from);
        f.moveTo(from, to, 6);
        QVERIFY(f.skin() != before);
        QTest::keyClick(f.render, Qt::Key_Escape);
        QCOMPARE(f.skin(), before);
        f.moveTo(to, from, 3); // the rest of the drag paints nothing
        f.release(from);
        QCOMPARE(f.skin(), before);
        QCOMPARE(f.entries(), entries);
    }

    // From A across the gap onto B: their UVs meet at s = 36, far from where the drag leaves A
    // (s 60) and enters B (s 12); a line across the gap would paint the texels around s = 36.
    void leavingTheSurfaceLiftsThePen()
    {
        Fixture f;
        QVERIFY(f.open());
        const QImage before = f.skin();
        const int entries = f.entries();
        const QPoint from = f.pixel(A, 0.5f, 0.5f), to = f.pixel(B, 0.5f, 0.5f);
        f.drag(from, to, 24);
        QCOMPARE(f.entries(), entries + 1);
        const QImage painted = f.skin();
        QCOMPARE(painted.pixelColor(f.texel(A, 0.9f, 0.5f)), QColor(255, 0, 0));
        QCOMPARE(painted.pixelColor(f.texel(B, 0.1f, 0.5f)), QColor(255, 0, 0));
        const int row = f.texel(A, 0.5f, 0.5f).y();
        for (int s = 28; s <= 44; ++s)
            QVERIFY2(painted.pixelColor(s, row) == before.pixelColor(s, row), qPrintable(QString::number(s)));
    }

    // A dab at A's right UV border (s 60): bleed 2 paints texels 61 and 62 outside the island,
    // not 63; without bleed 62 stays.
    void seamBleedSpreadsPastTheIslandBorder()
    {
        Fixture f;
        QVERIFY(f.open());
        QCOMPARE(f.dock->seamBleed(), 2);
        f.dock->sizeSpin()->setValue(3);
        const QImage before = f.skin();
        const QPoint at = f.pixel(A, 0.9f, 0.5f);
        const int row = f.texel(A, 0.9f, 0.5f).y();
        f.click(at);
        QImage painted = f.skin();
        QCOMPARE(painted.pixelColor(60, row), QColor(255, 0, 0));
        QCOMPARE(painted.pixelColor(61, row), QColor(255, 0, 0));
        QCOMPARE(painted.pixelColor(62, row), QColor(255, 0, 0));
        QCOMPARE(painted.pixelColor(63, row), before.pixelColor(63, row));
        f.doc->undoStack()->undo();
        QCOMPARE(f.skin(), before);
        f.dock->seamBleedSpin()->setValue(0);
        f.click(at);
        painted = f.skin();
        QCOMPARE(painted.pixelColor(60, row), QColor(255, 0, 0));
        QCOMPARE(painted.pixelColor(62, row), before.pixelColor(62, row));
    }

    // Frame 1 is lifted by 6 units (about 7 texels): the brush hits the frame shown.
    void paintsTheCurrentFrame()
    {
        Fixture f;
        QVERIFY(f.open());
        f.editor->setCurrentFrame(1);
        const QImage before = f.skin();
        const QPoint want = f.texel(A, 0.5f, 0.7f);
        f.click(f.pixel(A, 0.5f, 0.7f)); // point() follows the current frame
        QCOMPARE(f.skin().pixelColor(want), QColor(255, 0, 0));
        for (const QPoint &q : testing::differingPixels(before, f.skin()))
            QVERIFY2((q - want).manhattanLength() <= 4, qPrintable(QStringLiteral("texel %1,%2").arg(q.x()).arg(q.y())));
    }

    // "Fill one UV island only": a fill clicked in the 2D view or on the model in 3D covers the
    // island A + B (s 12..60, joined by the shared edge) and nothing outside it.
    void fillStaysInTheUvIsland()
    {
        Fixture f;
        QVERIFY(f.open());
        QTest::mouseClick(f.dock->toolButton(int(widgets::SkinView::Tool::Fill)), Qt::LeftButton);
        QCheckBox *box = f.dock->limitToIslandBox();
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
        QVERIFY(f.dock->view()->settings()->limitFillToIsland());
        const QImage before = f.skin();
        const auto check = [&] {
            const QImage filled = f.skin();
            for (int s : {13, 30, 50, 59})
                QCOMPARE(filled.pixelColor(s, 16), QColor(255, 0, 0));
            for (int s : {5, 62, 70, 90})
                QCOMPARE(filled.pixelColor(s, 16), before.pixelColor(s, 16));
            QCOMPARE(filled.pixelColor(30, 2), before.pixelColor(30, 2));
        };
        const int entries = f.entries();
        QTest::mouseClick(f.dock->view(), Qt::LeftButton, {}, f.dock->view()->widgetPos(QPointF(30.5, 16.5)).toPoint());
        QCOMPARE(f.entries(), entries + 1);
        check();
        f.doc->undoStack()->undo();
        QCOMPARE(f.skin(), before);
        f.click(f.pixel(A, 0.5f, 0.5f)); // the same from the model in 3D
        QCOMPARE(f.entries(), entries + 1);
        check();
    }

    // Hovering over the model shows the brush outline in the 2D view at the UV under the cursor;
    // off the model it goes.
    void hoverShowsTheBrushIn2d()
    {
        Fixture f;
        QVERIFY(f.open());
        QTest::mouseMove(f.render, f.pixel(A, 0.5f, 0.5f) + QPoint(3, 0)); // entering the window
        QTest::mouseMove(f.render, f.pixel(A, 0.5f, 0.5f));
        const QPointF want = f.dock->view()->widgetPos(QPointF(f.texel(A, 0.5f, 0.5f)) + QPointF(0.5, 0.5));
        const QPointF got = f.dock->view()->brushOutlinePos();
        QVERIFY2(QLineF(got, want).length() <= f.dock->view()->zoom() * 1.5,
                 qPrintable(QStringLiteral("%1,%2 vs %3,%4").arg(got.x()).arg(got.y()).arg(want.x()).arg(want.y())));
        QTest::mouseMove(f.render, QPoint(2, 2));
        QCOMPARE(f.dock->view()->brushOutlinePos(), QPointF(-1, -1));
    }

    // The panels' skin is ARGB8888 with no transparent texel yet: the eraser still makes texels
    // transparent (the pixel format has alpha), in the 2D view and on the model in 3D.
    void eraserFollowsThePixelFormat()
    {
        Fixture f;
        QVERIFY(f.open());
        QTest::mouseClick(f.dock->toolButton(int(widgets::SkinView::Tool::Eraser)), Qt::LeftButton);
        QTest::mouseClick(f.dock->view(), Qt::LeftButton, {}, f.dock->view()->widgetPos(QPointF(20.5, 16.5)).toPoint());
        QCOMPARE(f.skin().pixelColor(20, 16).alpha(), 0);
        const QPoint at = f.texel(A, 0.5f, 0.5f);
        f.click(f.pixel(A, 0.5f, 0.5f));
        QCOMPARE(f.skin().pixelColor(at).alpha(), 0);
    }

    // A real model (MDL4 warlock, 256x256 RGB565 skin) painted with the 3D brush: a wavy magenta
    // stroke across the front of the model, shown in 3D and in the 2D view under the UV wireframe.
    void corpusScreenshot()
    {
        QFile file(ackedit::testing::corpusDir() + QStringLiteral("/mdl4/lvtw_warlock.mdl"));
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("corpus file mdl4/lvtw_warlock.mdl not found (ACKEDIT_CORPUS_DIR)");
        auto doc = testing::openModel(file.readAll());
        QVERIFY(doc);
        QMainWindow window;
        auto *editor = new ModelEditor(doc.get());
        window.setCentralWidget(editor);
        SkinPaintDock *dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1100, 760);
        editor->viewport()->setBackgroundColor(QColor(20, 20, 24));
        QVERIFY(testing::showActive(window));
        QWindow *render = testing::renderWindow();
        QVERIFY(render);
        const QImage plainSkin = doc->skinCanvas(0)->image().copy();
        QVERIFY(!editor->viewport()->captureWithContent().isNull());
        dock->sizeSpin()->setValue(6);
        dock->hardnessSpin()->setValue(70);
        dock->view()->settings()->setForeground(QColor(255, 0, 255));
        QTest::mouseClick(dock->paintOnModelButton(), Qt::LeftButton);

        // A wavy path across the middle of the view, starting where the model is under the cursor.
        const int w = render->width(), h = render->height();
        const auto path = [w, h](int i) {
            return QPoint(int(w * (0.3 + 0.4 * i / 48.0)), int(h * (0.42 + 0.08 * std::sin(i / 6.0))));
        };
        int first = 0;
        while (first < 48 && !editor->skinPaintTool()->targetAt(editor->viewport()->rayAt(
                                 QPointF(path(first)) + QPointF(editor->viewport()->renderWidget()->pos()))))
            ++first;
        QVERIFY(first < 48);
        QTest::mouseMove(render, path(first));
        QTest::mousePress(render, Qt::LeftButton, {}, path(first));
        for (int i = first + 1; i <= 48; ++i)
            QTest::mouseMove(render, path(i));
        QTest::mouseRelease(render, Qt::LeftButton, {}, path(48));
        QCOMPARE(doc->undoStack()->count(), 1);

        const auto magenta = [](const QImage &image) { return testing::magentaCount(image); };
        const int texels = magenta(doc->skinCanvas(0)->image()) - magenta(plainSkin);
        const QImage shown = editor->viewport()->captureWithContent();
        const int pixels = magenta(shown);
        qInfo("3D stroke: %d magenta texels on the skin, %d magenta pixels in the 3D view", texels, pixels);
        QVERIFY(texels > 100);
        QVERIFY(pixels > 100);
        testing::saveRender(testing::grabWithRender(window, *editor->viewport(), shown), QStringLiteral("paint3d-warlock"));
    }
};

QTEST_MAIN(TestPaint3d)
#include "tst_paint3d.moc"
