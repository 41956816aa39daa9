// The editor window: menus and shortcuts, loading errors (missing, garbage files), the status
// bar summary, frame actions, and the screenshot path.
#include "app/fakeasset.h"
#include "app/testeditor.h"
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "widgets/imagecoverage.h"

#include "documentmanager.h"
#include "elidedlabel.h"
#include "editors/modeleditor.h"
#include "frameselector.h"
#include "mainwindow.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace ackedit;
using app::MainWindow;
using testing::installPrompts;
using testing::coverage;

namespace {

QRect viewportRect(const MainWindow &window)
{
    QWidget *render = window.viewport()->renderWidget();
    return QRect(render->mapTo(&window, QPoint(0, 0)), render->size());
}


} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void menusHaveTheExpectedActions_data()
    {
        QTest::addColumn<QString>("menu");
        QTest::addColumn<QStringList>("actions");
        const auto names = [](std::initializer_list<const char *> list) {
            QStringList out;
            for (const char *n : list)
                out << QLatin1String(n);
            return out;
        };
        QTest::newRow("File") << QStringLiteral("menuFile")
                              << names({"actionOpen", "actionSave", "actionSaveAs", "actionImport", "actionExport",
                                        "actionExportAllFrames", "actionClose", "actionQuit"});
        QTest::newRow("Edit") << QStringLiteral("menuEdit") << names({"actionUndo", "actionRedo", "actionPreferences"});
        QTest::newRow("View") << QStringLiteral("menuView")
                              << names({"actionFrameAll", "actionTextured", "actionShaded", "actionWireframe",
                                        "actionShowGrid", "actionCullBackFaces", "actionNextFrame", "actionPreviousFrame", "actionNextTab",
                                        "actionPreviousTab"});
        QTest::newRow("Help") << QStringLiteral("menuHelp") << names({"actionAbout"});
    }

    void menusHaveTheExpectedActions()
    {
        QFETCH(QString, menu);
        QFETCH(QStringList, actions);
        MainWindow window;
        auto *m = window.menuBar()->findChild<QMenu *>(menu);
        QVERIFY(m);
        QVERIFY(window.menuBar()->actions().contains(m->menuAction()));
        QStringList names;
        for (QAction *a : m->actions()) {
            if (!a->isSeparator() && !a->menu()) // submenus (Recent, Panels) are checked elsewhere
                names << a->objectName();
        }
        QCOMPARE(names, actions);
        for (QAction *a : m->actions())
            QVERIFY(a->isSeparator() || !a->text().isEmpty());
    }

    void frameAllHasTheFShortcut()
    {
        MainWindow window;
        auto *frameAll = window.findChild<QAction *>(QStringLiteral("actionFrameAll"));
        QVERIFY(frameAll);
        QCOMPARE(frameAll->shortcut(), QKeySequence(Qt::Key_F));
    }

    void undoAndRedoShortcuts()
    {
        MainWindow window;
        auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
        auto *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        QCOMPARE(undo->shortcuts(), QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Z"))});
        QCOMPARE(redo->shortcuts(),
                 (QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))}));
        QVERIFY(!undo->isEnabled() && !redo->isEnabled()); // no document yet
    }

    void missingFileIsReported()
    {
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QSignalSpy failed(&window, &MainWindow::openFailed);
        const QString path = QStringLiteral("/nonexistent/dir/nothing.mdl");
        QVERIFY(!window.openFileAndWait(path));
        QCOMPARE(failed.count(), 1);
        QVERIFY2(window.errorString().contains(QStringLiteral("nothing.mdl")), qPrintable(window.errorString()));
        QCOMPARE(window.statusMessage(), window.errorString());
        QCOMPARE(prompts->errors, QStringList{window.errorString()});
        QVERIFY(window.currentName().isEmpty());
        QCOMPARE(window.tabs()->count(), 0);
    }

    void garbageFileIsReported_data()
    {
        // The prompt leads with what a user needs to know, then names file, offset, field, problem.
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("lead");
        QTest::addColumn<QString>("detail");
        const QString damaged = QStringLiteral("The file is damaged or truncated.\n");
        const QString unknown = QStringLiteral("This is not a 3D GameStudio file that ackedit knows.\n");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("The file is empty (0 bytes).\n") << QStringLiteral("garbage.mdl");
        QTest::newRow("text") << QByteArray("hello, this is not a model\n") << unknown
                              << QStringLiteral("garbage.mdl: offset 0x0000: magic: starts with \"hello, t\"");
        QTest::newRow("MDL7 magic, truncated") << QByteArray("MDL7\x01\x00", 6) << damaged
                                               << QStringLiteral("garbage.mdl: offset 0x");
        QTest::newRow("random") << QByteArray(300, '\xa5') << unknown
                                << QStringLiteral("garbage.mdl: offset 0x0000: magic: starts with \"\\xa5");
        QTest::newRow("Half-Life model") << QByteArray("IDST\x0a\0\0\0", 8)
                                         << QStringLiteral("This is a Half-Life model (IDST), not a 3D GameStudio model.\n")
                                         << QStringLiteral("garbage.mdl: offset 0x0000: magic: starts with \"IDST\"");
        QTest::newRow("Half-Life sequences") << QByteArray("IDSQ\x0a\0\0\0", 8)
                                             << QStringLiteral("This is a Half-Life animation file (IDSQ")
                                             << QStringLiteral("garbage.mdl: offset 0x0000: magic: starts with \"IDSQ\"");
        // A real model cut in half: the reader's own detail follows the lead unchanged.
        const QStringList models = testing::corpusFiles({QStringLiteral("mdl7")}, {QStringLiteral(".mdl")});
        if (!models.isEmpty()) {
            QFile model(models.first());
            QVERIFY(model.open(QIODevice::ReadOnly));
            const QByteArray whole = model.readAll();
            QTest::newRow("corpus MDL7, half") << whole.left(whole.size() / 2) << damaged << QStringLiteral("garbage.mdl: offset 0x");
        }
    }

    void garbageFileIsReported()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, lead);
        QFETCH(QString, detail);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("garbage.mdl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("before.mdl"));
        QVERIFY(!window.openFileAndWait(path));
        QCOMPARE(prompts->errors.size(), 1);
        const QString shown = prompts->errors.first();
        QVERIFY2(shown.startsWith(lead), qPrintable(shown));
        QVERIFY2(shown.section(QLatin1Char('\n'), 1).startsWith(detail), qPrintable(shown));
        QCOMPARE(window.errorString(), shown);
        QCOMPARE(window.statusMessage(), window.errorString());
        // The open document stays, alone and current.
        QCOMPARE(window.tabs()->count(), 1);
        QCOMPARE(window.currentName(), QStringLiteral("before.mdl"));
        QCOMPARE(window.viewport()->meshCount(), 1);
    }

    void summaryDescribesTheModel()
    {
        MainWindow window;
        QCOMPARE(window.summaryText(), MainWindow::tr("No file"));
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        // The text is the editor's (DocumentEditor::statusText); every editor names file and format.
        const QString summary = window.summaryText();
        QCOMPARE(summary, window.documents()->currentEditor()->statusText());
        for (const QString &part : {QStringLiteral("box.mdl"), QStringLiteral("FAKE")})
            QVERIFY2(summary.contains(part), qPrintable(summary + QStringLiteral(" lacks ") + part));
        auto *label = window.statusBar()->findChild<widgets::ElidedLabel *>(QStringLiteral("summary"));
        QVERIFY(label);
        QCOMPARE(label->fullText(), summary); // shown elided to the label's width
        QVERIFY(window.windowTitle().contains(QStringLiteral("box.mdl")));
    }

    void frameActionsStepThroughFrames()
    {
        MainWindow window;
        window.documents()->setEditorFactory(
            [](document::Document *doc, QWidget *parent) { return new testing::TestEditor(doc, parent); });
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        auto *next = window.findChild<QAction *>(QStringLiteral("actionNextFrame"));
        auto *previous = window.findChild<QAction *>(QStringLiteral("actionPreviousFrame"));
        QVERIFY(next && previous && next->isEnabled());
        QCOMPARE(window.viewport()->frameCount(), 2);
        next->trigger();
        QCOMPARE(window.viewport()->currentFrame(), 1);
        next->trigger(); // wraps around
        QCOMPARE(window.viewport()->currentFrame(), 0);
        previous->trigger();
        QCOMPARE(window.viewport()->currentFrame(), 1);
    }

    // The same with the real model editor and the keys a user presses (. and ,) in the 3D view:
    // the actions used to ask the viewport, which knows no frames of a model editor, so they
    // stayed disabled.
    void frameKeysStepTheModelEditor()
    {
        MainWindow window;
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        auto *editor = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        auto *next = window.findChild<QAction *>(QStringLiteral("actionNextFrame"));
        auto *previous = window.findChild<QAction *>(QStringLiteral("actionPreviousFrame"));
        QVERIFY(next->isEnabled());
        QVERIFY(previous->isEnabled());
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget *view = window.viewport()->renderWidget();
        view->setFocus();
        window.viewport()->clearBufferUploads();
        QTest::keyClick(view, Qt::Key_Period);
        QCOMPARE(editor->currentFrame(), 1);
        QVERIFY(!window.viewport()->bufferUploads().isEmpty()); // the taller frame went to the GPU
        QTest::keyClick(view, Qt::Key_Period); // wraps around
        QCOMPARE(editor->currentFrame(), 0);
        QTest::keyClick(view, Qt::Key_Comma);
        QCOMPARE(editor->currentFrame(), 1);
        QCOMPARE(editor->frameSelector()->currentFrame(), 1);
    }

    // View ▸ Textured/Shaded/Wireframe and Show Grid drive the current viewport; a tab opened
    // later gets the same grid setting and opens in the default render mode (Edit ▸ Preferences,
    // Textured unless set; tst_preferences).
    void viewModeActionsDriveTheViewport()
    {
        MainWindow window;
        window.documents()->setEditorFactory(
            [](document::Document *doc, QWidget *parent) { return new testing::TestEditor(doc, parent); });
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        auto *wireframe = window.findChild<QAction *>(QStringLiteral("actionWireframe"));
        auto *shaded = window.findChild<QAction *>(QStringLiteral("actionShaded"));
        auto *grid = window.findChild<QAction *>(QStringLiteral("actionShowGrid"));
        QVERIFY(wireframe && shaded && grid && wireframe->isEnabled());
        QCOMPARE(window.viewport()->renderMode(), widgets::Viewport::RenderMode::Textured);
        wireframe->trigger();
        QCOMPARE(window.viewport()->renderMode(), widgets::Viewport::RenderMode::Wireframe);
        shaded->trigger();
        QCOMPARE(window.viewport()->renderMode(), widgets::Viewport::RenderMode::Shaded);
        QVERIFY(!window.viewport()->isGridVisible());
        grid->trigger();
        QVERIFY(window.viewport()->isGridVisible());
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("other.mdl"));
        QCOMPARE(window.viewport()->renderMode(), widgets::Viewport::RenderMode::Textured);
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionTextured"))->isChecked());
        QVERIFY(window.viewport()->isGridVisible());
    }

    // The screenshot path composes the widgets and the 3D view; the model must be visible in it.
    void screenshotShowsTheModel()
    {
        MainWindow window;
        window.resize(800, 600);
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage shot = window.grabWithViewport();
        QCOMPARE(shot.size(), window.size() * window.devicePixelRatio());
        const QRect view = viewportRect(window);
        const QColor background = window.viewport()->backgroundColor();
        // The 3D area is not blank (grab() alone would leave it so) and the model covers a fair part.
        const double covered = coverage(shot, view, background);
        QVERIFY2(covered > 0.05 && covered < 0.9, qPrintable(QString::number(covered)));
        // Red and blue checks of the skin are both there.
        int red = 0, blue = 0;
        for (int y = view.top(); y <= view.bottom(); y += 2) {
            for (int x = view.left(); x <= view.right(); x += 2) {
                const QColor c = shot.pixelColor(x, y);
                red += c.red() > 80 && c.red() > 2 * c.blue() && c.red() > 2 * c.green();
                blue += c.blue() > 80 && c.blue() > 2 * c.red() && c.blue() > 2 * c.green();
            }
        }
        QVERIFY2(red > 100 && blue > 100, qPrintable(QStringLiteral("red %1 blue %2").arg(red).arg(blue)));
        // Outside the 3D view the widgets were painted (menu bar is not the view's background).
        QVERIFY(coverage(shot, QRect(0, 0, shot.width(), window.menuBar()->height()), background) > 0.5);
    }

    void demoScreenshotShowsTheModel()
    {
        const QString demo = MainWindow::demoPath();
        if (!QFileInfo::exists(demo))
            QSKIP(qPrintable(QStringLiteral("no demo at %1 (ackedit-demogen writes it at build time)").arg(demo)));
        MainWindow window;
        installPrompts(window);
        window.resize(800, 600);
        QVERIFY2(window.openDemo(), qPrintable(window.errorString()));
        QCOMPARE(window.currentName(), QStringLiteral("demo.mdl"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage shot = window.grabWithViewport();
        const double covered = coverage(shot, viewportRect(window), window.viewport()->backgroundColor());
        QVERIFY2(covered > 0.03, qPrintable(QString::number(covered)));
    }

    void missingDemoIsNotAnError()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("demo/demo.mdl"));
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QVERIFY(window.openDemo(missing));
        QCOMPARE(window.tabs()->count(), 0);
        QVERIFY(!window.viewport());
        QVERIFY(prompts->errors.isEmpty());
        QVERIFY(window.currentName().isEmpty());
        QVERIFY(window.errorString().isEmpty());
        QVERIFY2(window.statusMessage().contains(missing), qPrintable(window.statusMessage()));
    }

    void unreadableDemoIsAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.mdl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("MDL5 but nothing else");
        file.close();
        MainWindow window;
        installPrompts(window);
        QVERIFY(!window.openDemo(path));
        QVERIFY2(window.errorString().startsWith(QStringLiteral("The file is damaged or truncated.\ndemo.mdl: offset 0x")),
                 qPrintable(window.errorString()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
