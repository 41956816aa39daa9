// Ways into the main window: File ▸ Open's filters, drag and drop (onto the 3D view too), Recent
// Files (with missing files), the window layout kept in QSettings, and loading on a worker thread
// while the event loop keeps running.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"

#include "busyindicator.h"
#include "document.h"
#include "documentmanager.h"
#include "fileloader.h"
#include "mainwindow.h"
#include "recentfiles.h"

#include <QAction>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QWindow>

using namespace ackedit;
using app::MainWindow;
using testing::installPrompts;

namespace {


QString demoFile(const char *name)
{
    return ackedit::testing::binDir() + QStringLiteral("/demo/") + QLatin1String(name);
}

// Copies of the demo files in `dir` (so tests may delete them); empty if the demo is not built.
QStringList demoCopies(const QTemporaryDir &dir)
{
    QStringList out;
    for (const char *name : {"demo.mdl", "demo.hmp"}) {
        const QString target = dir.filePath(QLatin1String(name));
        if (!QFile::copy(demoFile(name), target))
            return {};
        out << target;
    }
    return out;
}

// The largest file of a corpus folder, or empty.
QString largestCorpusFile(const QString &folder)
{
    QString best;
    qint64 size = -1;
    for (const QString &file : testing::corpusFiles({folder}, {QStringLiteral(".mdl"), QStringLiteral(".hmp"),
                                                               QStringLiteral(".wmb"), QStringLiteral(".wmp")})) {
        if (QFileInfo(file).size() > size) {
            size = QFileInfo(file).size();
            best = file;
        }
    }
    return best;
}

} // namespace

class TestMainWindowOpen : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void openDialogOffersAFilterPerFormat()
    {
        QTemporaryDir dir;
        const QStringList files = demoCopies(dir);
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->openAnswer = files;
        window.findChild<QAction *>(QStringLiteral("actionOpen"))->trigger();
        for (const QString &filter : {QStringLiteral("Models (*.mdl)"), QStringLiteral("Terrains (*.hmp)"),
                                      QStringLiteral("Levels (*.wmb)"), QStringLiteral("Level sources (*.wmp)"),
                                      QStringLiteral("Textures (*.wad)"), QStringLiteral("All supported files (")})
            QVERIFY2(prompts->lastOpenFilter.contains(filter), qPrintable(prompts->lastOpenFilter));
        if (files.isEmpty())
            QSKIP("bin/demo files missing: checked the filter only");
        QVERIFY(window.waitForLoads());
        QCOMPARE(window.tabs()->count(), 2);
    }

    void dropOfFileUrlsOpensThem()
    {
        QTemporaryDir dir;
        const QStringList files = demoCopies(dir);
        if (files.isEmpty())
            QSKIP("bin/demo files missing");
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(files[0]), QUrl::fromLocalFile(files[1])});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(window.waitForLoads());
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
        QCOMPARE(window.tabs()->count(), 2);
    }

    void dropWithoutFilesIsRefused()
    {
        MainWindow window;
        QMimeData mime;
        mime.setText(QStringLiteral("not a file"));
        mime.setUrls({QUrl(QStringLiteral("https://example.org/a.mdl"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        enter.ignore();
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(!enter.isAccepted());
    }

    // The 3D view is an embedded window that gets drags before the main window: a drop there
    // opens the files too.
    void dropOnTheViewportOpensThem()
    {
        QTemporaryDir dir;
        const QStringList files = demoCopies(dir);
        if (files.isEmpty())
            QSKIP("bin/demo files missing");
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QVERIFY(window.openFileAndWait(files[0]));
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.viewport());
        QWindow *view = nullptr; // the current editor's Qt3D window, found without Qt3D headers
        for (QWindow *w : QGuiApplication::allWindows()) {
            if (qstrcmp(w->metaObject()->className(), "Qt3DExtras::Qt3DWindow") == 0 && w->isVisible()) {
                QVERIFY2(!view, "one 3D view expected");
                view = w;
            }
        }
        QVERIFY(view);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(files[1])});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        enter.ignore();
        QCoreApplication::sendEvent(view, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        drop.ignore();
        QCoreApplication::sendEvent(view, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(window.waitForLoads());
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.documents()->indexOfFile(files[1]), 1);
    }

    void recentFilesAreUpdatedAndPersisted()
    {
        QTemporaryDir dir;
        const QStringList files = demoCopies(dir);
        if (files.isEmpty())
            QSKIP("bin/demo files missing");
        {
            MainWindow window;
            installPrompts(window);
            QVERIFY(window.openFileAndWait(files[0]));
            QVERIFY(window.openFileAndWait(files[1]));
            QCOMPARE(window.recentFiles()->files(), (QStringList{files[1], files[0]}));
        }
        // A new window (a restart) reads them back; the menu lists them, newest first.
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QCOMPARE(window.recentFiles()->files(), (QStringList{files[1], files[0]}));
        auto *menu = window.findChild<QMenu *>(QStringLiteral("menuRecentFiles"));
        QVERIFY(menu);
        QStringList listed;
        QAction *first = nullptr;
        for (QAction *a : menu->actions()) {
            if (!a->data().toString().isEmpty()) {
                listed << a->data().toString();
                first = first ? first : a;
            }
        }
        QCOMPARE(listed, (QStringList{files[1], files[0]}));

        // A file that has gone is removed with a message when picked.
        QVERIFY(QFile::remove(files[1]));
        first->trigger();
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors.first().contains(QStringLiteral("demo.hmp")), qPrintable(prompts->errors.first()));
        QCOMPARE(window.recentFiles()->files(), QStringList{files[0]});
        QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList(), QStringList{files[0]});
        QCOMPARE(window.tabs()->count(), 0);
    }

    void layoutIsRemembered()
    {
        {
            MainWindow window;
            window.resize(900, 700);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.historyDock()->isVisible());
            window.historyDock()->close();
            QVERIFY(window.close()); // closing saves the layout
        }
        QSettings settings;
        QVERIFY(settings.contains(QStringLiteral("mainWindow/geometry")));
        QVERIFY(settings.contains(QStringLiteral("mainWindow/state")));
        MainWindow window;
        QVERIFY(window.restoreLayout());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.historyDock()->isVisible());
        QCOMPARE(window.size(), QSize(900, 700));
    }

    // Loading runs on a worker: openFile() returns before the document exists, timers keep
    // firing while the file is parsed, and the busy indicator shows (its delay set to 0 here).
    void eventLoopKeepsSpinningWhileLoading()
    {
        QString file = largestCorpusFile(QStringLiteral("mdl7"));
        if (file.isEmpty())
            file = demoFile("demo.mdl");
        if (!QFile::exists(file))
            QSKIP("neither corpus nor demo files");
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        window.busyIndicator()->setDelay(0);
        int ticks = 0;
        bool indicatorSeen = false;
        bool loaded = false;
        QTimer timer;
        timer.setInterval(0);
        connect(&timer, &QTimer::timeout, this, [&] {
            if (loaded)
                return;
            ++ticks;
            indicatorSeen = indicatorSeen || window.busyIndicator()->isVisibleTo(&window);
        });
        connect(&window, &MainWindow::documentOpened, this, [&] { loaded = true; });
        QSignalSpy loadedSpy(window.loader(), &app::FileLoader::loaded);
        timer.start();
        window.openFile(file);
        QVERIFY(window.loader()->isLoading()); // not done yet: it runs on another thread
        QCOMPARE(window.tabs()->count(), 0);
        QVERIFY(window.waitForLoads());
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(u'\n')));
        QVERIFY(loaded);
        QCOMPARE(loadedSpy.count(), 1);
        QVERIFY2(ticks > 0, "the event loop did not run while the file loaded");
        QVERIFY(indicatorSeen);
        QVERIFY(!window.busyIndicator()->isVisibleTo(&window)); // hidden again when done
        qInfo("%s: %d timer ticks during the load", qPrintable(QFileInfo(file).fileName()), ticks);
    }
};

QTEST_MAIN(TestMainWindowOpen)
#include "tst_mainwindowopen.moc"
