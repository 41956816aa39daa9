// Keys pressed in the model editor's 3D view inside the main window reach the viewport's tool
// before the window's one-key shortcuts: G starts the vertex tool's grab (it used to toggle
// View ▸ Show Grid, so moving a vertex with G worked in the editor alone but not in the
// application); a key the tool does not use still reaches its shortcut. The same for G in the
// Skin dock's 2D view with the UV tool.
#include "app/modelsession.h"
#include "app/testsettings.h"

#include "docks/skinpaintdock.h"
#include "editors/vertextool.h"
#include "model/vertex/modelselection.h"
#include "skinview/skinview.h"
#include "model/uv/uvrecords.h"
#include "viewport/viewport.h"

#include <QTemporaryDir>
#include <QUndoStack>

using namespace ackedit;

namespace {

bool openPanels(testing::Session &s, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("panels.mdl"));
    return testing::writeFile(path, testing::panelsModel()) && s.open(path);
}

} // namespace

class TestViewportShortcuts : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void toolKeysBeatWindowShortcuts()
    {
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        s.editor->viewport()->setCameraAngles(0, 0);
        s.editor->viewport()->frameAll();
        QAction *grid = s.window->findChild<QAction *>(QStringLiteral("actionShowGrid"));
        QVERIFY(grid);
        const bool gridShown = grid->isChecked();

        const Eigen::Vector3f before = s.doc->positions(0)[0];
        const QPoint p = s.pixelOf(before);
        QTest::mouseMove(s.render, p);
        QTest::mouseClick(s.render, Qt::LeftButton, {}, p);
        QCOMPARE(s.editor->vertexSelection()->selection().indices(), std::vector<int>{0});
        QTest::keyClick(s.render, Qt::Key_G);
        QCOMPARE(grid->isChecked(), gridShown);
        QVERIFY(s.editor->vertexTool()->isTransforming());
        QTest::mouseMove(s.render, p + QPoint(-20, -10));
        QTest::mouseClick(s.render, Qt::LeftButton, {}, p + QPoint(-20, -10));
        QCOMPARE(s.doc->undoStack()->count(), 1);
        QVERIFY((s.doc->positions(0)[0] - before).norm() > 0.5f);

        // Not a tool key: Show Grid's G, pressed with nothing selected, toggles the grid.
        QTest::mouseClick(s.render, Qt::LeftButton, {}, QPoint(3, 3)); // empty space: clears
        QVERIFY(s.editor->vertexSelection()->selection().indices().empty());
        QTest::keyClick(s.render, Qt::Key_G);
        QVERIFY(!s.editor->vertexTool()->isTransforming());
        QCOMPARE(grid->isChecked(), !gridShown);
    }

    void uvGrabInTheSkinViewBeatsShowGrid()
    {
        QTemporaryDir dir;
        testing::Session s;
        QVERIFY(openPanels(s, dir));
        QAction *grid = s.window->findChild<QAction *>(QStringLiteral("actionShowGrid"));
        const bool gridShown = grid->isChecked();
        widgets::SkinPaintDock *dock = s.editor->skinPaintDock();
        QVERIFY(s.raise(dock));
        widgets::SkinView *view = dock->view();
        QTest::mouseClick(dock->toolButton(int(widgets::SkinView::Tool::Uv)), Qt::LeftButton);
        // The X pointer away from the window: real motion or crossing events from the server,
        // arriving late under load, must not move the point the G key grabs from.
        QCursor::setPos(s.window->frameGeometry().bottomRight() + QPoint(40, 40));
        QTest::qWait(20);
        const auto at = [view](double tx, double ty) { return view->widgetPos(QPointF(tx, ty)).toPoint(); };
        // Island A boxed, then G at its top-left point, the mouse 3 texels right, a click.
        QTest::mousePress(view, Qt::LeftButton, {}, at(0.5, 0.5));
        QTest::mouseMove(view, at(15, 15));
        QTest::mouseRelease(view, Qt::LeftButton, {}, at(31.5, 31.5));
        QCOMPARE(s.doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        QTest::mouseMove(view, at(4.5, 4.5));
        QTest::keyClick(view, Qt::Key_G);
        QCOMPARE(grid->isChecked(), gridShown);
        QTest::mouseMove(view, at(6.5, 4.5));
        QTest::mouseMove(view, at(7.5, 4.5));
        QTest::mouseClick(view, Qt::LeftButton, {}, at(7.5, 4.5));
        QCOMPARE(s.doc->undoStack()->count(), 1);
        QCOMPARE(s.doc->uvRecords().value(0), Eigen::Vector2d(7, 4));
    }
};

QTEST_MAIN(TestViewportShortcuts)
#include "tst_viewportshortcuts.moc"
