// Icons and tool bars (issue 36 point 4): the main tool bar (New, Open, Save, Save As, Undo,
// Redo) and the editor tool bar (render modes, then the current editor's tools) hold the menus'
// own actions; every one draws an icon (the bundled SVG where the desktop theme has none, which
// needs the qt6-svg icon engine) and shows its shortcut in its tool tip. The editor tool bar
// follows the current tab. With ACKEDIT_TOOLBAR_SHOTS set to a folder, the window is saved there
// with a model, a terrain and a level open (icons-model.png, icons-terrain.png, icons-level.png),
// to look at.
#include "app/testsettings.h"
#include "app/testwindow.h"
#include "common_files.h"
#include "format/wmp/wmptextfixtures.h"
#include "testpaths.h"

#include "actionicons.h"
#include "documentmanager.h"
#include "editors/leveleditor.h"
#include "editors/modeleditor.h"
#include "editors/terraineditor.h"
#include "docks/skinpaintdock.h"
#include "docks/terraintoolpanel.h"
#include "mainwindow.h"
#include "testedit.h"
#include "toolbars.h"

#include "document.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace ackedit;

namespace {

// Opaque pixels in the icon's 16-pixel image: 0 for a null or fully transparent icon.
int drawnPixels(const QIcon &icon, int size = 16)
{
    if (icon.isNull())
        return 0;
    const QPixmap pixmap = icon.pixmap(size);
    if (pixmap.isNull())
        return 0;
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += qAlpha(image.pixel(x, y)) > 0;
    }
    return n;
}

QList<QAction *> barActions(const QToolBar *bar)
{
    QList<QAction *> out;
    for (QAction *a : bar->actions()) {
        if (!a->isSeparator())
            out << a;
    }
    return out;
}

// Every action: an icon that draws, and a tool tip with its shortcut in the platform's spelling,
// without '&' and without a trailing ellipsis.
void checkActions(const QToolBar *bar)
{
    const QList<QAction *> actions = barActions(bar);
    QVERIFY(!actions.isEmpty());
    for (QAction *a : actions) {
        const QByteArray what = (bar->objectName() + QLatin1String(": ") + a->text()).toUtf8();
        QVERIFY2(drawnPixels(a->icon()) > 10, what.constData());
        const QString tip = a->toolTip();
        QVERIFY2(!tip.contains(QLatin1Char('&')), qPrintable(tip));
        QVERIFY2(!tip.endsWith(QChar(0x2026)) && !tip.endsWith(QLatin1String("...")), qPrintable(tip));
        if (!a->shortcut().isEmpty())
            QVERIFY2(tip.contains(a->shortcut().toString(QKeySequence::NativeText)), qPrintable(tip));
        QVERIFY2(bar->widgetForAction(a), what.constData()); // shown as a button of the bar
    }
}

QList<QAction *> toolsOf(const widgets::DocumentEditor *editor)
{
    QList<QAction *> out = editor->toolBarActions();
    out.removeAll(nullptr);
    return out;
}

} // namespace

class TstToolBars : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    // Every bundled icon draws at 16 px: the SVG icon engine is there and each file is valid.
    void bundledIconsDraw()
    {
        const QStringList files = QDir(QStringLiteral(":/icons/actions")).entryList(QDir::Files);
        QVERIFY2(files.size() >= 40, qPrintable(files.join(QLatin1Char(' '))));
        for (const QString &file : files) {
            QVERIFY2(file.endsWith(QLatin1String(".svg")), qPrintable(file));
            const QIcon icon(QStringLiteral(":/icons/actions/") + file);
            QVERIFY2(drawnPixels(icon) > 10, qPrintable(file));
            QVERIFY2(drawnPixels(icon, 48) > 100, qPrintable(file));
        }
    }

    void plainTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plain");
        QTest::newRow("mnemonic") << QStringLiteral("&Save") << QStringLiteral("Save");
        QTest::newRow("ellipsis") << QStringLiteral("&Open…") << QStringLiteral("Open");
        QTest::newRow("dots") << QStringLiteral("Add...") << QStringLiteral("Add");
        QTest::newRow("ampersand") << QStringLiteral("Find && &Replace") << QStringLiteral("Find & Replace");
        QTest::newRow("late mnemonic") << QStringLiteral("Save &As…") << QStringLiteral("Save As");
    }

    void plainTexts()
    {
        QFETCH(QString, text);
        QFETCH(QString, plain);
        QCOMPARE(widgets::plainActionText(text), plain);
    }

    // The tool tip follows the shortcut and the text; an explanation set before is kept.
    void toolTipFollowsShortcut()
    {
        QAction save(QStringLiteral("&Save"));
        save.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
        widgets::showShortcutInToolTip(&save);
        widgets::showShortcutInToolTip(&save); // twice changes nothing
        QCOMPARE(save.toolTip(), QStringLiteral("Save (%1)").arg(QKeySequence(Qt::CTRL | Qt::Key_S).toString(QKeySequence::NativeText)));
        save.setShortcut(QKeySequence(Qt::Key_F2));
        QCOMPARE(save.toolTip(), QStringLiteral("Save (F2)"));
        save.setText(QStringLiteral("Save &All…"));
        QCOMPARE(save.toolTip(), QStringLiteral("Save All (F2)"));
        save.setShortcut(QKeySequence());
        QCOMPARE(save.toolTip(), QStringLiteral("Save All"));

        QAction build(QStringLiteral("&Build…"));
        build.setToolTip(QStringLiteral("Compile the level"));
        build.setShortcut(QKeySequence(Qt::Key_F7));
        widgets::showShortcutInToolTip(&build);
        QCOMPARE(build.toolTip(), QStringLiteral("Compile the level (F7)"));
        QAction named(QStringLiteral("&Build…"));
        named.setToolTip(QStringLiteral("Compile the level (F7)"));
        named.setShortcut(QKeySequence(Qt::Key_F7));
        widgets::showShortcutInToolTip(&named);
        QCOMPARE(named.toolTip(), QStringLiteral("Compile the level (F7)")); // not twice
    }

    // Without a document: the main tool bar with its icons; no editor tool bar.
    void mainToolBar()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QCOMPARE(bar, window.toolBars()->mainToolBar());
        QVERIFY(bar->isVisible());
        const auto action = [&](const char *name) { return window.findChild<QAction *>(QLatin1String(name)); };
        QCOMPARE(barActions(bar), (QList<QAction *>{action("actionNewModel"), action("actionOpen"), action("actionSave"),
                                                    action("actionSaveAs"), action("actionUndo"), action("actionRedo")}));
        checkActions(bar);
        // The freedesktop names, with the bundled drawing where the theme has none (the test's
        // usual case): then the icon is the bundled one.
        for (const char *name : {"document-open", "document-save", "edit-undo", "edit-redo"}) {
            QVERIFY2(QFile::exists(widgets::bundledIconPath(name)), name);
            if (!QIcon::hasThemeIcon(QLatin1String(name))) {
                const QImage bundled = QIcon(widgets::bundledIconPath(name)).pixmap(16).toImage();
                QCOMPARE(widgets::themedIcon(name).pixmap(16).toImage(), bundled);
            }
        }
        QCOMPARE(action("actionOpen")->toolTip(),
                 QStringLiteral("Open (%1)").arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
        QCOMPARE(action("actionSave")->toolTip(),
                 QStringLiteral("Save (%1)").arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
        // New makes a model; its arrow offers File ▸ New.
        auto *newButton = qobject_cast<QToolButton *>(bar->widgetForAction(action("actionNewModel")));
        QVERIFY(newButton);
        QCOMPARE(newButton->menu(), window.findChild<QMenu *>(QStringLiteral("menuNew")));
        QCOMPARE(newButton->popupMode(), QToolButton::MenuButtonPopup);
        auto *editorBar = window.toolBars()->editorToolBar();
        QCOMPARE(editorBar->objectName(), QStringLiteral("editorToolBar"));
        QVERIFY(!editorBar->isVisible());
        // saveState knows both by name.
        QVERIFY(window.restoreState(window.saveState()));
    }

    // Clicking the tool bar's Undo button undoes an edit; Redo redoes it. Its tool tip names the
    // command, as the menu entry does.
    void undoButton()
    {
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, testing::binDir() + QStringLiteral("/demo/demo.mdl")));
        document::Document *doc = window.documents()->currentDocument();
        QString error;
        QVERIFY2(app::applyTestEdit(doc, Eigen::Vector3f(4, 0, 0), &error), qPrintable(error));
        QCOMPARE(doc->undoStack()->index(), 1);
        QVERIFY(doc->isModified());
        QToolBar *bar = window.toolBars()->mainToolBar();
        QAction *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
        QAction *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
        const QString keys = undo->shortcut().toString(QKeySequence::NativeText);
        QCOMPARE(undo->toolTip(), QStringLiteral("%1 (%2)").arg(widgets::plainActionText(undo->text()), keys));
        QVERIFY2(undo->toolTip().size() > QStringLiteral("Undo (%1)").arg(keys).size(), qPrintable(undo->toolTip()));
        QWidget *undoButton = bar->widgetForAction(undo);
        QVERIFY(undoButton && undoButton->isVisible() && undoButton->isEnabled());
        QTest::mouseClick(undoButton, Qt::LeftButton);
        QCOMPARE(doc->undoStack()->index(), 0);
        QVERIFY(!doc->isModified());
        QTRY_VERIFY(!undoButton->isEnabled());
        QTest::mouseClick(bar->widgetForAction(redo), Qt::LeftButton);
        QCOMPARE(doc->undoStack()->index(), 1);
    }

    // The editor tool bar shows the current editor's tools (after the render modes) and only
    // those: each editor's set comes with its tab and goes with it.
    void editorToolBarFollowsTheTab()
    {
        QTemporaryDir dir;
        const QString level = dir.filePath(QStringLiteral("fix5.wmp"));
        QVERIFY(testing::writeFile(level, testing::wmpFixture5()));
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, testing::binDir() + QStringLiteral("/demo/demo.mdl")));
        QVERIFY(window.openFileAndWait(testing::binDir() + QStringLiteral("/demo/demo.hmp")));
        QVERIFY(window.openFileAndWait(level));
        QVERIFY(window.waitForEditors());
        app::DocumentManager *docs = window.documents();
        QCOMPARE(docs->count(), 3);
        auto *model = qobject_cast<widgets::ModelEditor *>(docs->editor(0));
        auto *terrain = qobject_cast<widgets::TerrainEditor *>(docs->editor(1));
        auto *levelEditor = qobject_cast<widgets::LevelEditor *>(docs->editor(2));
        QVERIFY(model && terrain && levelEditor);
        QToolBar *bar = window.toolBars()->editorToolBar();
        const QList<widgets::DocumentEditor *> editors{model, terrain, levelEditor};
        const auto action = [&](const char *name) { return window.findChild<QAction *>(QLatin1String(name)); };
        for (int i : {0, 1, 2, 0, 2}) {
            docs->setCurrentIndex(i);
            QVERIFY(bar->isVisible());
            const QList<QAction *> shown = barActions(bar);
            const QList<QAction *> mine = toolsOf(editors[i]);
            QVERIFY(mine.size() >= 7);
            QCOMPARE(shown.mid(0, 6), (QList<QAction *>{action("actionTextured"), action("actionShaded"),
                                                        action("actionWireframe"), action("actionShowGrid"),
                                                        action("actionCullBackFaces"), action("actionFrameAll")}));
            QCOMPARE(shown.mid(6), mine);
            for (int other = 0; other < 3; ++other) {
                if (other == i)
                    continue;
                for (QAction *a : toolsOf(editors[other]))
                    QVERIFY2(!shown.contains(a), qPrintable(a->text()));
            }
            checkActions(bar);
            checkActions(window.toolBars()->mainToolBar());
        }
        // The level's: Add (each kind the level takes), Path Nodes, Group… and Build, the very
        // actions of its Level menu.
        docs->setCurrentIndex(2);
        QVERIFY(barActions(bar).contains(levelEditor->buildAction()));
        QVERIFY(barActions(bar).contains(levelEditor->groupAction()));
        for (QAction *add : levelEditor->addMenu()->actions()) {
            if (!add->isSeparator())
                QVERIFY2(barActions(bar).contains(add), qPrintable(add->text()));
        }
        QVERIFY(levelEditor->buildAction()->toolTip().contains(QLatin1String("F7")));
        // Closing every document leaves no editor tool bar.
        while (docs->count() > 0)
            docs->closeDocument(0);
        QVERIFY(!bar->isVisible());
        QVERIFY(barActions(bar).isEmpty());
    }

    // Checkable tools stay in their group: a click on a tool bar button picks that tool, and
    // the dock's own control follows (and the other way round).
    void toolButtonsPickTools()
    {
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, testing::binDir() + QStringLiteral("/demo/demo.hmp")));
        auto *terrain = qobject_cast<widgets::TerrainEditor *>(window.documents()->currentEditor());
        QVERIFY(terrain);
        QToolBar *bar = window.toolBars()->editorToolBar();
        const QList<QAction *> brushes = terrain->toolPanel()->brushActions();
        QCOMPARE(brushes.size(), terrain->toolPanel()->brushBox()->count());
        QVERIFY(brushes[0]->actionGroup() && brushes[0]->actionGroup()->isExclusive());
        QTest::mouseClick(bar->widgetForAction(brushes[2]), Qt::LeftButton); // Smooth
        QVERIFY(brushes[2]->isChecked() && !brushes[0]->isChecked());
        QCOMPARE(terrain->toolPanel()->brushBox()->currentIndex(), 2);
        QCOMPARE(terrain->toolPanel()->settings().kind, document::BrushKind::Smooth);
        terrain->toolPanel()->brushBox()->setCurrentIndex(5);
        QVERIFY(brushes[5]->isChecked() && !brushes[2]->isChecked());

        QVERIFY(window.openFileAndWait(testing::binDir() + QStringLiteral("/demo/demo.mdl")));
        auto *model = qobject_cast<widgets::ModelEditor *>(window.documents()->currentEditor());
        QVERIFY(model);
        widgets::SkinPaintDock *skin = model->skinPaintDock();
        QAction *fill = skin->toolAction(2);
        QVERIFY(fill && bar->widgetForAction(fill));
        QTest::mouseClick(bar->widgetForAction(fill), Qt::LeftButton);
        QVERIFY(fill->isChecked() && skin->toolButton(2)->isChecked());
        QVERIFY(!skin->toolButton(0)->isChecked());
        skin->toolButton(0)->click(); // the dock's Brush button
        QVERIFY(skin->toolAction(0)->isChecked() && !fill->isChecked());
    }

    void screenshots_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("model") << QStringLiteral("model");
        QTest::newRow("terrain") << QStringLiteral("terrain");
        QTest::newRow("level") << QStringLiteral("level");
    }

    // The window as a person sees it with a model or a level open: every tool bar button is
    // inside the window (with a tool bar extension for what does not fit). Saved as a picture
    // with ACKEDIT_TOOLBAR_SHOTS=<folder>.
    void screenshots()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = testing::binDir() + QStringLiteral("/demo/demo.mdl");
        if (kind == QLatin1String("terrain"))
            path = testing::binDir() + QStringLiteral("/demo/demo.hmp");
        if (kind == QLatin1String("level")) {
            path = dir.filePath(QStringLiteral("fix5.wmp"));
            QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        }
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, path));
        QVERIFY(window.waitForEditors());
        QToolBar *bar = window.toolBars()->editorToolBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->geometry().bottom() < window.centralWidget()->geometry().top() + 1);
        const QImage shot = window.grabWithViewport();
        QVERIFY(!shot.isNull());
        const QString folder = qEnvironmentVariable("ACKEDIT_TOOLBAR_SHOTS");
        if (!folder.isEmpty())
            QVERIFY(shot.save(folder + QStringLiteral("/icons-%1.png").arg(kind)));
    }
};

QTEST_MAIN(TstToolBars)
#include "tst_toolbars.moc"
