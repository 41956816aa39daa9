// Keys pressed in the model editor's 3D view inside the main window reach the viewport's tool
// before the window's one-key shortcuts: G starts the vertex tool's grab (it used to toggle
// View ▸ Show Grid, so moving a vertex with G worked in the editor alone but not in the
// application); a key the tool does not use still reaches its shortcut.
#include "app/modelsession.h"
#include "app/testsettings.h"

#include "editors/vertextool.h"
#include "model/modelselection.h"
#include "viewport/viewport.h"

#include <QTemporaryDir>
#include <QUndoStack>

using namespace ackedit;

class TestViewportShortcuts : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void toolKeysBeatWindowShortcuts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("panels.mdl"));
        QVERIFY(testing::writeFile(path, testing::panelsModel()));
        testing::Session s;
        QVERIFY(s.open(path));
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
};

QTEST_MAIN(TestViewportShortcuts)
#include "tst_viewportshortcuts.moc"
