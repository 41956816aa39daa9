// UV editing in the model editor's Skin dock, driven with real mouse and key events on the 2D
// view: box select, then a drag on a selected point moves the selected UVs as one History entry
// that undo takes back exactly; Shift/Ctrl clicks, double-click and L select islands; R + mouse
// rotates and Esc cancels exactly; the Mirror U button is one step; the wireframe and the 3D
// mesh follow the edit.
#include "testpaths.h"
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "editors/modeleditor.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "skinview/skinview.h"
#include "model/uv/uvedittool.h"
#include "model/uv/uvrecords.h"
#include "viewport/viewport.h"

#include <QMainWindow>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace ackedit;
using document::ModelDocument;
using widgets::SkinView;

namespace {

QByteArray twoIslands()
{
    return format::MdlFile::create(mdlfixture::twoQuads())->write();
}

struct Window
{
    explicit Window(ModelDocument *doc)
    {
        editor = new widgets::ModelEditor(doc);
        window.setCentralWidget(editor);
        dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        view = dock->view();
        window.resize(1100, 760);
    }
    // The widget position of a record's texel centre.
    QPoint at(double s, double t) const { return view->widgetPos(QPointF(s + 0.5, t + 0.5)).toPoint(); }
    void chooseUvTool() { QTest::mouseClick(dock->toolButton(int(SkinView::Tool::Uv)), Qt::LeftButton); }
    QToolButton *button(const char *name) const { return dock->findChild<QToolButton *>(QLatin1String(name)); }

    QMainWindow window;
    widgets::ModelEditor *editor;
    widgets::SkinPaintDock *dock;
    SkinView *view;
};

Eigen::Vector2d uv(const ModelDocument &doc, int record)
{
    return doc.uvRecords().value(record);
}

} // namespace

class TestUvEditView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boxSelectThenDragIsOneUndoStep()
    {
        const QByteArray original = twoIslands();
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        QVERIFY(w.dock->toolButton(int(SkinView::Tool::Uv))->isVisible());
        w.chooseUvTool();
        QCOMPARE(w.view->settings()->tool(), SkinView::Tool::Uv);
        QVERIFY(w.button("uvMirrorU")->isVisible());
        QCOMPARE(int(w.view->uvTool()->picker().points().size()), 8);

        // Box from empty space around the first quad (texels 0..5).
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.view->widgetPos(QPointF(0.2, 0.2)).toPoint());
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(3.0, 3.0)).toPoint());
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(6.0, 6.0)).toPoint());
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.view->widgetPos(QPointF(6.0, 6.0)).toPoint());
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        QCOMPARE(doc->undoStack()->count(), 0);

        // Drag record 2 (texel 4,4) by 3 texels right and 2 down: the whole selection follows.
        w.editor->viewport()->clearBufferUploads();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(4, 4));
        for (int i = 1; i <= 6; ++i)
            QTest::mouseMove(w.view, w.at(4 + 0.5 * i, 4 + i / 3.0));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(7, 6));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Move UVs"));
        QCOMPARE(uv(*doc, 0), Eigen::Vector2d(4, 3));
        QCOMPARE(uv(*doc, 2), Eigen::Vector2d(7, 6));
        QCOMPARE(uv(*doc, 4), Eigen::Vector2d(10, 10)); // the other island stays

        // The 2D wireframe and the 3D mesh follow (once per event-loop turn).
        QTRY_VERIFY(!w.editor->viewport()->bufferUploads().isEmpty());
        bool found = false;
        for (const auto &pt : w.view->uvTool()->picker().points())
            found = found || (pt.record == 2 && (pt.uv - Eigen::Vector2f(7.5f / 16, 6.5f / 16)).norm() < 1e-5f);
        QVERIFY(found);

        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->write(), original);
        QCOMPARE(uv(*doc, 2), Eigen::Vector2d(4, 4));
    }

    void escapeCancelsAMouseDrag()
    {
        const QByteArray original = twoIslands();
        auto doc = testing::openModel(original);
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        w.chooseUvTool();
        QTest::mousePress(w.view, Qt::LeftButton, {}, w.at(13, 13));
        QTest::mouseMove(w.view, w.at(11, 12));
        QTest::mouseMove(w.view, w.at(9, 11));
        QCOMPARE(uv(*doc, 6), Eigen::Vector2d(9, 11));
        QTest::keyClick(w.view, Qt::Key_Escape);
        QCOMPARE(doc->asset()->write(), original);
        QTest::mouseMove(w.view, w.at(8, 8));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.at(8, 8));
        QCOMPARE(doc->asset()->write(), original);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    // A corpus model's island selected with a double-click and turned with R: saved as a picture
    // of the view for the note (selected points orange over the yellow wireframe).
    void corpusIslandPicture()
    {
        QFile f(ackedit::testing::corpusDir() + QStringLiteral("/mdl3/flw_cape.mdl"));
        if (!f.open(QIODevice::ReadOnly))
            QSKIP("corpus file mdl3/flw_cape.mdl not found");
        auto doc = testing::openModel(f.readAll());
        QVERIFY(doc);
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        w.chooseUvTool();
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        const auto &t = mesh.triangles.front();
        const Eigen::Vector2f c = (mesh.uvs[t.uv[0]] + mesh.uvs[t.uv[1]] + mesh.uvs[t.uv[2]]) / 3.f;
        const QPointF inside =
            w.view->widgetPos(QPointF(c.x() * w.view->canvas()->width(), c.y() * w.view->canvas()->height()));
        QTest::mouseDClick(w.view, Qt::LeftButton, {}, inside.toPoint());
        const int selected = doc->uvSelection().count();
        QVERIFY(selected > 0);
        const QPoint from = inside.toPoint() + QPoint(40, 0);
        QTest::mouseMove(w.view, from);
        QTest::keyClick(w.view, Qt::Key_R);
        QTest::mouseMove(w.view, from + QPoint(0, 12));
        QTest::mouseClick(w.view, Qt::LeftButton, {}, from + QPoint(0, 12));
        QCOMPARE(doc->undoStack()->count(), 1);
        QTRY_VERIFY(!w.view->uvTool()->picker().points().empty());
        testing::saveRender(w.view->grab().toImage(), QStringLiteral("uvedit-cape"));
        qInfo("flw_cape: %d of %d UV records selected and rotated", selected, doc->uvRecords().count());
    }

    void clicksAndIslands()
    {
        auto doc = testing::openModel(twoIslands());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        w.chooseUvTool();
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(1, 1));
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0}));
        QTest::mouseClick(w.view, Qt::LeftButton, Qt::ShiftModifier, w.at(13, 13));
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0, 6}));
        QTest::mouseClick(w.view, Qt::LeftButton, Qt::ControlModifier, w.at(1, 1));
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{6}));
        // Double-click inside the first quad: its island.
        QTest::mouseDClick(w.view, Qt::LeftButton, {}, w.at(2.5, 2.0));
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        // L with the cursor over the second quad, Shift adds.
        QTest::mouseMove(w.view, w.at(11.5, 12));
        QTest::keyClick(w.view, Qt::Key_L, Qt::ShiftModifier);
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
        // A click on nothing clears.
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.at(7, 7));
        QVERIFY(doc->uvSelection().isEmpty());
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void rotateWithEscAndMirrorButton()
    {
        const QByteArray original = twoIslands();
        auto doc = testing::openModel(original);
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        w.chooseUvTool();
        QTest::mouseDClick(w.view, Qt::LeftButton, {}, w.at(2.5, 2.0));
        QCOMPARE(doc->uvSelection().count(), 4);

        // R, move a quarter turn round the centre (texel 3, 3 = normalised centre of 1.5..4.5), Esc.
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(6, 3)).toPoint());
        QTest::keyClick(w.view, Qt::Key_R);
        QCOMPARE(w.view->uvTool()->mode(), document::UvEditTool::Mode::Rotate);
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(3, 6)).toPoint());
        QCOMPARE(uv(*doc, 0), Eigen::Vector2d(4, 1)); // turned clockwise on screen
        QTest::keyClick(w.view, Qt::Key_Escape);
        QCOMPARE(doc->asset()->write(), original);
        QCOMPARE(doc->undoStack()->count(), 0);

        // Again, confirmed with a click: one step.
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(6, 3)).toPoint());
        QTest::keyClick(w.view, Qt::Key_R);
        QTest::mouseMove(w.view, w.view->widgetPos(QPointF(3, 6)).toPoint());
        QTest::mouseClick(w.view, Qt::LeftButton, {}, w.view->widgetPos(QPointF(3, 6)).toPoint());
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Rotate UVs"));
        QCOMPARE(uv(*doc, 0), Eigen::Vector2d(4, 1));
        doc->undoStack()->undo();

        QTest::mouseClick(w.button("uvMirrorU"), Qt::LeftButton);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(uv(*doc, 0), Eigen::Vector2d(4, 1));
        QCOMPARE(uv(*doc, 1), Eigen::Vector2d(1, 1));
        QTest::mouseClick(w.button("uvRotate90"), Qt::LeftButton);
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->asset()->write(), original);
    }

    // A model with no UV records to edit (an HMP4 mesh terrain, whose UVs are texel positions
    // tied to its skin) shows no UV tool: its Mirror and Rotate buttons used to do nothing.
    void noUvToolWithoutUvRecords()
    {
        auto doc = testing::openModel(hmptest::hmp4Mesh(false)); // off its grid: a model
        QVERIFY(doc);
        QVERIFY(!doc->canEditUvs());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        QVERIFY(!w.dock->toolButton(int(SkinView::Tool::Uv))->isVisible());
        QVERIFY(!w.button("uvMirrorU")->isVisible());
        QVERIFY(w.dock->toolButton(int(SkinView::Tool::Brush))->isVisible()); // painting stays
    }
};

QTEST_MAIN(TestUvEditView)
#include "tst_uveditview.moc"
