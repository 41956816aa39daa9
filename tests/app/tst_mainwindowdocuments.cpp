// The tabbed main window: several documents, the undo group following the current tab, the
// History dock, modified markers, close/quit prompts, save failures, the current editor's docks,
// and the command line opening several files.
#include "app/fakeasset.h"
#include "app/testeditor.h"
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/wmp/wmptextfixtures.h"
#include "fulldisk.h"
#include "testpaths.h"

#include "commandline.h"
#include "document.h"
#include "documentmanager.h"
#include "hmp/hmpfile.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QPointer>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

using namespace ackedit;
using app::MainWindow;
using testing::installPrompts;
using Choice = app::Prompts::SaveChoice;

namespace {


// A stand-in edit: any command marks the document modified, as a real one would.
void edit(document::Document *doc, const QString &text)
{
    doc->undoStack()->push(new QUndoCommand(text));
}

QString demoFile(const char *name)
{
    return ackedit::testing::binDir() + QStringLiteral("/demo/") + QLatin1String(name);
}

// The fake model with bytes to write (the plain one writes none, which fits on any disk).
class WritableModel : public testing::FakeModel
{
public:
    QByteArray write() const override { return QByteArray(2000, 'm'); }
};

QAction *action(const MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestMainWindowDocuments : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void twoFilesOpenInTwoTabs()
    {
        const QString mdl = demoFile("demo.mdl"), hmp = demoFile("demo.hmp");
        if (!QFile::exists(mdl) || !QFile::exists(hmp))
            QSKIP("bin/demo/demo.mdl and demo.hmp missing (built by ackedit-demogen)");
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        window.openFiles({mdl, hmp});
        QVERIFY(window.waitForLoads());
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("demo.mdl"));
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("demo.hmp"));
        // Opening the same file again selects its tab instead of a second copy.
        window.documents()->setCurrentIndex(1);
        QVERIFY(window.openFileAndWait(mdl));
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.tabs()->currentIndex(), 0);
    }

    // The model editor has four docks: Transform and Skin share one place as tabs (Transform in
    // front), so the Frames dock keeps its height and the window its size.
    void skinDockIsATabBesideTransform()
    {
        const QString mdl = demoFile("demo.mdl");
        if (!QFile::exists(mdl))
            QSKIP("bin/demo/demo.mdl missing (built by ackedit-demogen)");
        MainWindow window;
        installPrompts(window);
        window.resize(1000, 700);
        window.show();
        QVERIFY(window.openFileAndWait(mdl));
        QDockWidget *transform = nullptr, *skin = nullptr;
        for (QDockWidget *d : window.findChildren<QDockWidget *>()) {
            if (d->property("tabifyWith").isValid())
                skin = d;
        }
        QVERIFY(skin);
        for (QDockWidget *d : window.findChildren<QDockWidget *>())
            if (d->objectName() == skin->property("tabifyWith").toString())
                transform = d;
        QVERIFY(transform);
        QVERIFY(window.tabifiedDockWidgets(transform).contains(skin));
        QVERIFY(transform->isVisible());
        QVERIFY(skin->visibleRegion().isEmpty()); // behind the Transform tab
    }

    void commandLineWithTwoFilesOpensTwoTabs()
    {
        const QString mdl = demoFile("demo.mdl"), hmp = demoFile("demo.hmp");
        if (!QFile::exists(mdl) || !QFile::exists(hmp))
            QSKIP("bin/demo files missing");
        app::CommandLine commandLine;
        QCOMPARE(commandLine.parse({QStringLiteral("ackedit"), mdl, hmp}), app::CommandLine::Action::Run);
        MainWindow window;
        installPrompts(window);
        window.openFiles(commandLine.files()); // what main() does
        QVERIFY(window.waitForLoads());
        QCOMPARE(window.documents()->count(), 2);
        QCOMPARE(window.documents()->indexOfFile(mdl), 0);
        QCOMPARE(window.documents()->indexOfFile(hmp), 1);
    }

    void undoGroupFollowsTheCurrentTab()
    {
        MainWindow window;
        document::Document *a = window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("a.mdl"));
        document::Document *b = window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("b.mdl"));
        QUndoGroup *group = window.documents()->undoGroup();
        QAction *undo = action(window, "actionUndo");
        QAction *redo = action(window, "actionRedo");
        QCOMPARE(group->activeStack(), b->undoStack());
        QVERIFY(!undo->isEnabled());

        window.tabs()->setCurrentIndex(0); // as a click on the tab would
        QCOMPARE(window.documents()->currentDocument(), a);
        QCOMPARE(group->activeStack(), a->undoStack());
        edit(a, QStringLiteral("Move Vertex"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Move Vertex"));
        QVERIFY(!redo->isEnabled());

        window.tabs()->setCurrentIndex(1);
        QCOMPARE(group->activeStack(), b->undoStack());
        QVERIFY(!undo->isEnabled()); // b has nothing to undo

        window.tabs()->setCurrentIndex(0);
        undo->trigger();
        QCOMPARE(a->undoStack()->index(), 0);
        QVERIFY(!undo->isEnabled());
        QVERIFY(redo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo Move Vertex"));
        redo->trigger();
        QCOMPARE(a->undoStack()->index(), 1);
        QCOMPARE(b->undoStack()->index(), 0);
    }

    void historyDockJumpsToAnyState()
    {
        MainWindow window;
        document::Document *doc = window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("a.mdl"));
        for (const QString &text : {QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")})
            edit(doc, text);
        QVERIFY(window.historyDock());
        auto *view = window.historyDock()->findChild<QUndoView *>();
        QVERIFY(view);
        QCOMPARE(view->group(), window.documents()->undoGroup());
        QCOMPARE(view->model()->rowCount(), 4); // "<opened>" + three commands
        view->setCurrentIndex(view->model()->index(1, 0));
        QCOMPARE(doc->undoStack()->index(), 1);
        view->setCurrentIndex(view->model()->index(0, 0));
        QCOMPARE(doc->undoStack()->index(), 0);
        QVERIFY(!doc->isModified());
    }

    void modifiedMarkerInTabTitle()
    {
        MainWindow window;
        document::Document *doc = window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("a.mdl"));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("a.mdl"));
        QVERIFY(!window.isWindowModified());
        edit(doc, QStringLiteral("edit"));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("a.mdl*"));
        QVERIFY(window.isWindowModified());
        doc->undoStack()->undo();
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("a.mdl"));
        QVERIFY(!window.isWindowModified());
    }

    void closeAsksAboutUnsavedChanges()
    {
        QTemporaryDir dir;
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        const QString path = dir.filePath(QStringLiteral("a.mdl"));
        document::Document *doc = window.openAsset(std::make_unique<testing::FakeModel>(), path);
        window.openAsset(std::make_unique<testing::FakeModel>(), dir.filePath(QStringLiteral("b.mdl")));
        edit(doc, QStringLiteral("edit"));

        prompts->answer = Choice::Cancel;
        QVERIFY(!window.closeDocument(0));
        QCOMPARE(prompts->saveQuestions, QStringList{QStringLiteral("a.mdl")});
        QCOMPARE(window.tabs()->count(), 2);
        QVERIFY(doc->isModified());

        prompts->answer = Choice::Save;
        QVERIFY(window.closeDocument(0));
        QCOMPARE(window.tabs()->count(), 1);
        QVERIFY(QFile::exists(path)); // saved before closing

        // An unmodified document closes without a question.
        QVERIFY(window.closeDocument(0));
        QCOMPARE(prompts->saveQuestions.size(), 2);
        QCOMPARE(window.tabs()->count(), 0);
        QCOMPARE(window.documents()->undoGroup()->activeStack(), nullptr);
    }

    void discardClosesWithoutSaving()
    {
        QTemporaryDir dir;
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        const QString path = dir.filePath(QStringLiteral("a.mdl"));
        edit(window.openAsset(std::make_unique<testing::FakeModel>(), path), QStringLiteral("edit"));
        prompts->answer = Choice::Discard;
        action(window, "actionClose")->trigger();
        QCOMPARE(prompts->saveQuestions.size(), 1);
        QCOMPARE(window.tabs()->count(), 0);
        QVERIFY(!QFile::exists(path));
    }

    void quitAsksAboutEveryModifiedDocument()
    {
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        edit(window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("a.mdl")), QStringLiteral("x"));
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("b.mdl"));
        edit(window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("c.mdl")), QStringLiteral("x"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        prompts->answer = Choice::Cancel;
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(prompts->saveQuestions, QStringList{QStringLiteral("a.mdl")}); // stops at the first cancel

        prompts->answer = Choice::Discard;
        prompts->saveQuestions.clear();
        QVERIFY(window.close());
        QCOMPARE(prompts->saveQuestions, (QStringList{QStringLiteral("a.mdl"), QStringLiteral("c.mdl")}));
    }

    void failedSaveIsReportedAndStaysModified_data()
    {
        QTest::addColumn<QString>("relative"); // under a temporary directory
        QTest::newRow("missing directory") << QStringLiteral("no/such/dir/a.mdl");
        // A regular file in the directory's place fails even for root, unlike a read-only dir.
        QTest::newRow("parent is a file") << QStringLiteral("plainfile/a.mdl");
    }

    void failedSaveIsReportedAndStaysModified()
    {
        QFETCH(QString, relative);
        QTemporaryDir dir;
        QFile plain(dir.filePath(QStringLiteral("plainfile")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        document::Document *doc = window.openAsset(std::make_unique<testing::FakeModel>(), dir.filePath(relative));
        edit(doc, QStringLiteral("edit"));

        QVERIFY(!window.saveDocument(0));
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors.first().contains(QStringLiteral("a.mdl")), qPrintable(prompts->errors.first()));
        QCOMPARE(window.statusMessage(), prompts->errors.first());
        QVERIFY(doc->isModified());
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("a.mdl*"));

        // "Save" in the close prompt fails the same way and keeps the document open.
        prompts->answer = Choice::Save;
        QVERIFY(!window.closeDocument(0));
        QCOMPARE(prompts->errors.size(), 2);
        QCOMPARE(window.tabs()->count(), 1);
    }

    // Issue 12: Ctrl+S onto a full disk showed "Saved", marked the tab clean and left an empty
    // file. The error must be shown, the tab stay modified and the file keep its bytes.
    void saveOntoAFullDiskIsReportedAndStaysModified()
    {
        testing::FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QString path = disk.filePath(QStringLiteral("a.mdl"));
        const QByteArray original(3000, 'o');
        QVERIFY(disk.fillAfter(QStringLiteral("a.mdl"), original));
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        document::Document *doc = window.openAsset(std::make_unique<WritableModel>(), path);
        edit(doc, QStringLiteral("edit"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow(); // Xvfb has no window manager to do it; shortcuts need it
        QVERIFY(QTest::qWaitForWindowActive(&window));

        QTest::keySequence(&window, QKeySequence::Save);
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors.first().contains(path + QStringLiteral(": No space left on device")),
                 qPrintable(prompts->errors.first()));
        QVERIFY2(!window.statusMessage().startsWith(QStringLiteral("Saved")),
                 qPrintable(window.statusMessage()));
        QCOMPARE(window.statusMessage(), prompts->errors.first());
        QVERIFY(doc->isModified());
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("a.mdl*"));
        QCOMPARE(testing::readFile(path), original);
    }

    void saveAsUsesTheDocumentsFormat()
    {
        QTemporaryDir dir;
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        document::Document *doc =
            window.openAsset(std::make_unique<testing::FakeModel>(), dir.filePath(QStringLiteral("a.mdl")));
        edit(doc, QStringLiteral("edit"));
        prompts->saveAnswer = dir.filePath(QStringLiteral("renamed")); // no extension typed
        action(window, "actionSaveAs")->trigger();
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
        QVERIFY(prompts->lastSaveFilter.startsWith(QStringLiteral("Models (*.mdl)")));
        QCOMPARE(prompts->lastSaveSuggestion, dir.filePath(QStringLiteral("a.mdl")));
        const QString saved = dir.filePath(QStringLiteral("renamed.mdl"));
        QVERIFY(QFile::exists(saved));
        QCOMPARE(doc->fileName(), saved);
        QVERIFY(!doc->isModified());
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("renamed.mdl"));

        // Cancelling the dialog changes nothing.
        edit(doc, QStringLiteral("edit"));
        prompts->saveAnswer.clear();
        QVERIFY(!window.saveDocumentAs(0));
        QVERIFY(doc->isModified());
        QVERIFY(prompts->errors.isEmpty());
    }

    void currentEditorsDocksAreShownOthersHidden()
    {
        MainWindow window;
        window.documents()->setEditorFactory(
            [](document::Document *doc, QWidget *parent) { return new testing::TestEditor(doc, parent); });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("a.mdl"));
        window.openAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("b.mdl"));
        const QList<QDockWidget *> docksA = window.documents()->editor(0)->dockWidgets();
        const QList<QDockWidget *> docksB = window.documents()->editor(1)->dockWidgets();
        QCOMPARE(docksA.size(), 2);
        for (QDockWidget *dock : docksB) {
            QCOMPARE(dock->parentWidget(), &window); // added to the main window
            QVERIFY(dock->isVisible());
        }
        for (QDockWidget *dock : docksA)
            QVERIFY(!dock->isVisible());

        window.tabs()->setCurrentIndex(0);
        for (QDockWidget *dock : docksA)
            QVERIFY(dock->isVisible());
        for (QDockWidget *dock : docksB)
            QVERIFY(!dock->isVisible());

        // A dock the user closed stays closed when its tab comes back, and in other tabs with
        // a dock of that name (a panel is the window's, as in Tiled): View ▸ Panels brings it back.
        docksA.first()->close();
        window.tabs()->setCurrentIndex(1);
        QVERIFY(!docksB.first()->isVisible());
        QVERIFY(docksB.last()->isVisible());
        window.tabs()->setCurrentIndex(0);
        QVERIFY(!docksA.first()->isVisible());
        QVERIFY(docksA.last()->isVisible());
        docksA.first()->toggleViewAction()->trigger();
        QVERIFY(docksA.first()->isVisible());

        // Closing the tab deletes its docks with the editor.
        QPointer<QDockWidget> gone = docksA.last();
        QVERIFY(window.closeDocument(0));
        QVERIFY(gone.isNull());
        for (QDockWidget *dock : docksB)
            QVERIFY(dock->isVisible());
    }

    // Closing the last tab of a kind put its docks away hidden, and the next editor of that kind
    // took that hidden state from the window's layout: Terrain Tools (and Scene and Properties
    // for levels) stayed closed until turned on in View ▸ Panels.
    void panelsComeBackWithTheNextDocumentOfTheirKind_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QStringList>("docks");
        const std::vector<float> heights(9 * 9, 1.0f);
        QTest::newRow("terrain") << format::HmpFile::create(QStringLiteral("HMP7"), 9, 9, 8, 8, heights)->write()
                                 << QStringLiteral("hmp") << QStringList{QStringLiteral("TerrainToolPanel")};
        QTest::newRow("level") << testing::wmpFixture5() << QStringLiteral("wmp")
                               << QStringList{QStringLiteral("LevelEditor.sceneTree"), QStringLiteral("LevelEditor.properties")};
    }
    void panelsComeBackWithTheNextDocumentOfTheirKind()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, suffix);
        QFETCH(QStringList, docks);
        QTemporaryDir dir;
        MainWindow window;
        installPrompts(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto visibleDocks = [&window, &docks] {
            int visible = 0;
            for (const QString &name : docks) {
                for (QDockWidget *dock : window.findChildren<QDockWidget *>(name))
                    visible += dock->isVisible() ? 1 : 0;
            }
            return visible;
        };
        for (const char *name : {"first.", "second."}) {
            const QString path = dir.filePath(QLatin1String(name) + suffix);
            QVERIFY(testing::writeFile(path, bytes));
            QVERIFY(window.openFileAndWait(path));
            QVERIFY2(visibleDocks() == int(docks.size()), name);
            // Closed with the tab's own close button, as a user does.
            QTabBar *bar = window.tabs()->tabBar();
            QWidget *close = bar->tabButton(0, QTabBar::RightSide);
            QVERIFY(close);
            QTest::mouseClick(close, Qt::LeftButton);
            QCOMPARE(window.documents()->count(), 0);
            QCOMPARE(visibleDocks(), 0);
        }
    }

    // The layout kept between sessions has the user's choice, not the hidden state of docks that
    // were only put away because another tab was current at quit.
    void panelChoicesOutliveTheSession()
    {
        QTemporaryDir dir;
        const QString terrain = dir.filePath(QStringLiteral("t.hmp")), level = dir.filePath(QStringLiteral("l.wmp"));
        QVERIFY(testing::writeFile(terrain, format::HmpFile::create(QStringLiteral("HMP7"), 9, 9, 8, 8,
                                                                    std::vector<float>(81, 1.0f))->write()));
        QVERIFY(testing::writeFile(level, testing::wmpFixture5()));
        const auto tools = [](const MainWindow &window) {
            return window.findChild<QDockWidget *>(QStringLiteral("TerrainToolPanel"));
        };
        for (const bool userCloses : {false, true}) {
            {
                MainWindow window;
                window.restoreLayout();
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                QVERIFY(window.openFileAndWait(terrain));
                if (userCloses)
                    tools(window)->close();
                QVERIFY(window.openFileAndWait(level)); // the terrain's docks are put away
                QVERIFY(window.close());
            }
            MainWindow window;
            window.restoreLayout();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.openFileAndWait(terrain));
            QCOMPARE(tools(window)->isVisible(), !userCloses);
            tools(window)->toggleViewAction()->setChecked(true); // as the user left it for the next round
            QVERIFY(window.close());
        }
    }

    void tabActionsCycle()
    {
        MainWindow window;
        for (const char *name : {"a.mdl", "b.mdl", "c.mdl"})
            window.openAsset(std::make_unique<testing::FakeModel>(), QLatin1String(name));
        QCOMPARE(window.documents()->currentIndex(), 2);
        action(window, "actionNextTab")->trigger();
        QCOMPARE(window.tabs()->currentIndex(), 0);
        action(window, "actionPreviousTab")->trigger();
        QCOMPARE(window.tabs()->currentIndex(), 2);
        QCOMPARE(window.currentName(), QStringLiteral("c.mdl"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("c.mdl")));
    }
};

QTEST_MAIN(TestMainWindowDocuments)
#include "tst_mainwindowdocuments.moc"
