// The main window with a level's four views (issue 34 point 2): View ▸ render mode and grid act on
// the view worked in and show its settings. A click in the top view (wireframe, grid) checks
// Wireframe and Show Grid; Textured then makes that view textured and leaves the 3D view as it
// was; a click back in the 3D view shows its settings again. Cull Back Faces is per view too.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/wmp/wmptextfixtures.h"

#include "documentmanager.h"
#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "mainwindow.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

using namespace ackedit;
using widgets::Viewport;
using Kind = widgets::LevelEditor::ViewKind;

class TstLevelViewSettings : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    // The level editor's Level menu (Add, Path Nodes, Group, Ungroup) stands in the menu bar
    // before Help while a level is current, and goes when the level is closed.
    void levelMenuInTheMenuBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fix5.wmp"));
        QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        app::MainWindow window;
        window.setPrompts(std::make_unique<testing::TestPrompts>());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto titles = [&] {
            QStringList out;
            for (QAction *a : window.menuBar()->actions())
                out << a->text();
            return out;
        };
        QVERIFY(!titles().contains(QStringLiteral("&Level")));
        QVERIFY(window.openFileAndWait(path));
        auto *editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        const QStringList shown = titles();
        QCOMPARE(shown.indexOf(QStringLiteral("&Level")), shown.indexOf(QStringLiteral("&Help")) - 1);
        const QList<QAction *> entries = editor->editorMenu()->actions();
        QVERIFY(entries.contains(editor->addMenu()->menuAction()));
        QVERIFY(entries.contains(editor->addPathNodesAction()));
        QVERIFY(entries.contains(editor->groupAction()));
        window.documents()->closeDocument(window.documents()->currentIndex());
        QTRY_VERIFY(!titles().contains(QStringLiteral("&Level")));
    }

    void viewMenuFollowsTheViewWorkedIn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fix5.wmp"));
        QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        app::MainWindow window;
        window.setPrompts(std::make_unique<testing::TestPrompts>());
        window.resize(1200, 850);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFileAndWait(path));
        auto *editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        const auto action = [&](const char *name) { return window.findChild<QAction *>(QLatin1String(name)); };
        Viewport *top = editor->view(Kind::Top), *perspective = editor->view(Kind::Perspective);
        QCOMPARE(window.viewport(), perspective);
        QVERIFY(action("actionTextured")->isChecked());
        const Viewport::RenderMode mode3d = perspective->renderMode();
        const bool grid3d = perspective->isGridVisible();

        QTest::mouseClick(top->renderWindow(), Qt::LeftButton, Qt::NoModifier, QPoint(3, 3));
        QCOMPARE(window.viewport(), top);
        QVERIFY(action("actionWireframe")->isChecked());
        QVERIFY(!action("actionTextured")->isChecked());
        QVERIFY(action("actionShowGrid")->isChecked());
        action("actionTextured")->trigger();
        QCOMPARE(top->renderMode(), Viewport::RenderMode::Textured);
        QVERIFY(top->isGridVisible()); // showing the settings did not switch the grid off
        QCOMPARE(perspective->renderMode(), mode3d);
        QCOMPARE(perspective->isGridVisible(), grid3d);
        // Cull Back Faces is a view setting too.
        action("actionCullBackFaces")->trigger();
        QVERIFY(top->backFaceCulling());
        QVERIFY(!perspective->backFaceCulling());

        QTest::mouseClick(perspective->renderWindow(), Qt::LeftButton, Qt::NoModifier, QPoint(3, 3));
        QCOMPARE(window.viewport(), perspective);
        QCOMPARE(action("actionShowGrid")->isChecked(), grid3d);
        QCOMPARE(action("actionWireframe")->isChecked(), mode3d == Viewport::RenderMode::Wireframe);
        QVERIFY(!action("actionCullBackFaces")->isChecked());
        QTest::mouseClick(top->renderWindow(), Qt::LeftButton, Qt::NoModifier, QPoint(3, 3));
        QVERIFY(action("actionCullBackFaces")->isChecked());

        // View ▸ Editor lists the level editor's own settings; Snap to Grid works from there.
        auto *editorMenu = window.findChild<QMenu *>(QStringLiteral("menuEditorView"));
        QVERIFY(editorMenu && editorMenu->menuAction()->isVisible());
        QCOMPARE(editorMenu->actions(), editor->viewActions());
        QVERIFY(editorMenu->actions().contains(editor->snapAction()));
        editor->snapAction()->trigger();
        QVERIFY(editor->moveTool()->snaps());
    }
};

QTEST_MAIN(TstLevelViewSettings)
#include "tst_levelviewsettings.moc"
