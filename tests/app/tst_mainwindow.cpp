// The editor window: loading (good, missing, garbage files), menus, and the screenshot path.
#include "app/fakeasset.h"

#include "mainwindow.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;
using app::MainWindow;

namespace {

// Share of the pixels inside `rect` that differ from `colour` (by more than a little).
double coverage(const QImage &image, const QRect &rect, const QColor &colour)
{
    int differing = 0, total = 0;
    for (int y = rect.top(); y <= rect.bottom(); y += 2) {
        for (int x = rect.left(); x <= rect.right(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            ++total;
            differing += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                             + std::abs(c.blue() - colour.blue())
                         > 24;
        }
    }
    return total ? double(differing) / total : 0.0;
}

QRect viewportRect(const MainWindow &window)
{
    QWidget *render = window.viewport()->renderWidget();
    return QRect(render->mapTo(&window, QPoint(0, 0)), render->size());
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void menusHaveTheExpectedActions_data()
    {
        QTest::addColumn<QString>("menu");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("File") << QStringLiteral("menuFile") << QStringList{QStringLiteral("actionOpen"), QStringLiteral("actionQuit")};
        QTest::newRow("Edit") << QStringLiteral("menuEdit") << QStringList{QStringLiteral("actionUndo"), QStringLiteral("actionRedo")};
        QTest::newRow("View") << QStringLiteral("menuView")
                              << QStringList{QStringLiteral("actionFrameAll"), QStringLiteral("actionNextFrame"),
                                             QStringLiteral("actionPreviousFrame")};
        QTest::newRow("Help") << QStringLiteral("menuHelp") << QStringList{QStringLiteral("actionAbout")};
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
            if (!a->isSeparator())
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

    void missingFileIsReported()
    {
        MainWindow window;
        const QString path = QStringLiteral("/nonexistent/dir/nothing.mdl");
        QVERIFY(!window.openFile(path));
        QVERIFY2(window.errorString().contains(QStringLiteral("nothing.mdl")), qPrintable(window.errorString()));
        QCOMPARE(window.statusBar()->currentMessage(), window.errorString());
        QVERIFY(window.currentName().isEmpty());
    }

    void garbageFileIsReported_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("text") << QByteArray("hello, this is not a model\n");
        QTest::newRow("MDL7 magic, truncated") << QByteArray("MDL7\x01\x00", 6);
        QTest::newRow("random") << QByteArray(300, '\xa5');
    }

    void garbageFileIsReported()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("garbage.mdl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        MainWindow window;
        window.setAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("before.mdl"));
        QVERIFY(!window.openFile(path));
        // "garbage.mdl: offset 0x0000: magic: ..." from FormatError::toString
        QVERIFY2(window.errorString().startsWith(QStringLiteral("garbage.mdl")), qPrintable(window.errorString()));
        QCOMPARE(window.statusBar()->currentMessage(), window.errorString());
        // The previous model stays.
        QCOMPARE(window.currentName(), QStringLiteral("before.mdl"));
        QCOMPARE(window.viewport()->meshCount(), 1);
    }

    void summaryDescribesTheModel()
    {
        MainWindow window;
        QCOMPARE(window.summaryText(), MainWindow::tr("No file"));
        window.setAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        const QString summary = window.summaryText();
        for (const QString &part : {QStringLiteral("box.mdl"), QStringLiteral("FAKE"), QStringLiteral("2 frames"),
                                    QStringLiteral("1 skin"), QStringLiteral("24 vertices"), QStringLiteral("12 triangles")})
            QVERIFY2(summary.contains(part), qPrintable(summary + QStringLiteral(" lacks ") + part));
        auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(label);
        QCOMPARE(label->text(), summary);
        QVERIFY(window.windowTitle().contains(QStringLiteral("box.mdl")));
    }

    void frameActionsStepThroughFrames()
    {
        MainWindow window;
        window.setAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
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

    // The screenshot path composes the widgets and the 3D view; the model must be visible in it.
    void screenshotShowsTheModel()
    {
        MainWindow window;
        window.resize(800, 600);
        window.setAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
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
        window.setAsset(std::make_unique<testing::FakeModel>(), QStringLiteral("box.mdl"));
        QVERIFY(window.openDemo(missing));
        QCOMPARE(window.viewport()->meshCount(), 0);
        QVERIFY(window.currentName().isEmpty());
        QVERIFY(window.errorString().isEmpty());
        QVERIFY2(window.statusBar()->currentMessage().contains(missing), qPrintable(window.statusBar()->currentMessage()));
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
        QVERIFY(!window.openDemo(path));
        QVERIFY2(window.errorString().startsWith(QStringLiteral("demo.mdl")), qPrintable(window.errorString()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
