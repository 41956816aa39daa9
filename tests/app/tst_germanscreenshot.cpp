// The German editor as a user sees it (issue 36): with the language set to German, the menu bar,
// the File menu, the dock titles and the message that refuses a damaged file are German. The
// window, its File menu and the refusal are drawn into one PNG, saved to $ACKEDIT_SCREENSHOT_DIR
// (or the test's temporary folder) and its path printed.
#include "app/testsettings.h"
#include "common_files.h"

#include "mainwindow.h"
#include "newassets.h"
#include "translations.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ackedit;
using app::MainWindow;

class TstGermanScreenshot : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QStringLiteral("de")), QStringLiteral("de"));
    }
    void cleanupTestCase()
    {
        m_settings.clear();
        app::installTranslations(QCoreApplication::instance());
    }

    void germanMenusDocksAndRefusal()
    {
        QTemporaryDir dir;
        const QByteArray model = document::newassets::model(true)->write();
        const QString good = dir.filePath(QStringLiteral("kiste.mdl"));
        const QString damaged = dir.filePath(QStringLiteral("beschaedigt.mdl"));
        QVERIFY(testing::writeFile(good, model));
        QVERIFY(testing::writeFile(damaged, model.left(model.size() / 2))); // cut in the middle

        MainWindow window; // the real prompts: the refusal is the message box a user gets
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFileAndWait(good));

        // The refusal: caught while it is shown, drawn, then closed.
        QString boxTitle, boxText;
        QImage boxImage;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->isVisible())
                return;
            boxTitle = box->windowTitle();
            boxText = box->text();
            boxImage = box->grab().toImage();
            box->done(QMessageBox::Ok);
        });
        watcher.start(50);
        QVERIFY(!window.openFileAndWait(damaged));
        QTRY_VERIFY_WITH_TIMEOUT(!boxText.isEmpty(), 10000);
        watcher.stop();
        QCOMPARE(boxTitle, QStringLiteral("Datei kann nicht geöffnet werden"));
        QVERIFY2(boxText.startsWith(QStringLiteral("Die Datei ist beschädigt oder abgeschnitten.")), qPrintable(boxText));
        // The reader's detail too: where it stopped, and why, in German.
        QVERIFY2(boxText.contains(QStringLiteral(": Offset 0x")) && boxText.contains(QStringLiteral("(Datei abgeschnitten?)")),
                 qPrintable(boxText));

        // The menu bar, in German from File to Help.
        QStringList titles;
        for (QAction *a : window.menuBar()->actions())
            if (!a->isSeparator())
                titles << a->text();
        QVERIFY2(titles.size() >= 4, qPrintable(titles.join(QLatin1Char('|'))));
        QCOMPARE(titles.first(), QStringLiteral("&Datei"));
        QVERIFY2(titles.contains(QStringLiteral("&Bearbeiten")) && titles.contains(QStringLiteral("&Ansicht")),
                 qPrintable(titles.join(QLatin1Char('|'))));
        QCOMPARE(titles.last(), QStringLiteral("&Hilfe"));
        QMenu *fileMenu = window.menuBar()->actions().first()->menu();
        QVERIFY(fileMenu);
        QStringList fileItems;
        for (QAction *a : fileMenu->actions())
            if (!a->isSeparator())
                fileItems << a->text();
        QVERIFY2(fileItems.contains(QStringLiteral("Ö&ffnen…")) && fileItems.contains(QStringLiteral("&Speichern"))
                     && fileItems.contains(QStringLiteral("&Beenden")),
                 qPrintable(fileItems.join(QLatin1Char('|'))));

        // The docks of the model editor and the History: German titles, no English one left.
        QStringList docks;
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            if (dock->isVisible())
                docks << dock->windowTitle();
        QVERIFY2(docks.contains(QStringLiteral("Verlauf")) && docks.contains(QStringLiteral("Transformieren")),
                 qPrintable(docks.join(QLatin1Char('|'))));
        for (const char *english : {"History", "Transform", "Properties", "Save Report", "Scene", "Issues",
                                    "Terrain Tools", "Textures"})
            QVERIFY2(!docks.contains(QLatin1String(english)), english);

        // One picture: the window, its File menu open under the menu bar, the refusal in front.
        fileMenu->popup(window.mapToGlobal(window.menuBar()->geometry().bottomLeft()));
        QTRY_VERIFY(fileMenu->isVisible());
        const QImage menuImage = fileMenu->grab().toImage();
        fileMenu->hide();
        QImage picture = window.grab().toImage();
        {
            QPainter painter(&picture);
            painter.drawImage(window.menuBar()->geometry().bottomLeft(), menuImage);
            const QPoint at((picture.width() - boxImage.width()) / 2, (picture.height() - boxImage.height()) / 2);
            painter.fillRect(QRect(at, boxImage.size()).adjusted(-2, -2, 2, 2), Qt::darkGray);
            painter.drawImage(at, boxImage);
        }
        const QString folder = qEnvironmentVariableIsSet("ACKEDIT_SCREENSHOT_DIR")
                                   ? qEnvironmentVariable("ACKEDIT_SCREENSHOT_DIR")
                                   : dir.path();
        QVERIFY(QDir().mkpath(folder));
        const QString png = QDir(folder).filePath(QStringLiteral("ackedit-de.png"));
        QVERIFY2(picture.save(png), qPrintable(png));
        qInfo("German screenshot: %s", qPrintable(QDir::toNativeSeparators(png)));
    }
};

QTEST_MAIN(TstGermanScreenshot)
#include "tst_germanscreenshot.moc"
