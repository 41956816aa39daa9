// Alt+letter keys in the main window are unambiguous (issue 32, found on the openbox tour): the
// Transform dock's "All &frames" and a "&Falloff:" label also took Alt+F, so Qt took turns:
// the first Alt+F opened the File menu, the next one went to the check box, and the letters
// typed after it (File ▸ New ▸ Terrain…) reached the view as tool keys. For each editor, no
// button, check box or labelled field of its panels shares its Alt+letter with the menu bar or
// with another, and no action's shortcut is one of the menu bar's keys; in English and in German.
#include "app/testsettings.h"
#include "app/testwindow.h"
#include "common_files.h"
#include "testpaths.h"

#include "mainwindow.h"
#include "newassets.h"
#include "translations.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;

namespace {

// Alt+letter -> the texts that claim it, from the widgets of `window` outside the menu bar and its
// menus, shown or not (a dock the user opens later takes its keys along).
QMap<QKeySequence, QStringList> panelMnemonics(QWidget &window)
{
    QMap<QKeySequence, QStringList> out;
    const auto add = [&out](const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            out[key] << text;
    };
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (qobject_cast<QMenuBar *>(w) || qobject_cast<QMenu *>(w) || qobject_cast<QMenuBar *>(w->parentWidget()))
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(button->text());
        else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            add(label->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w); group && group->isCheckable())
            add(group->title());
    }
    return out;
}

} // namespace

class TstMnemonics : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void altKeysAreUnambiguous_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("language");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            const QByteArray tag = language.toLatin1() + ' ';
            QTest::newRow((tag + "model").constData()) << testing::readFile(ackedit::testing::binDir() + QStringLiteral("/demo/demo.mdl"))
                                         << QStringLiteral("mdl") << language;
            QTest::newRow((tag + "terrain").constData()) << testing::readFile(ackedit::testing::binDir() + QStringLiteral("/demo/demo.hmp"))
                                           << QStringLiteral("hmp") << language;
            QTest::newRow((tag + "level").constData()) << document::newassets::level(false)->write() << QStringLiteral("wmp") << language;
        }
    }
    void cleanupTestCase()
    {
        m_settings.clear();
        app::installTranslations(QCoreApplication::instance());
    }

    void altKeysAreUnambiguous()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, suffix);
        QFETCH(QString, language);
        QVERIFY(!bytes.isEmpty());
        m_settings.clear();
        QCOMPARE(app::setLanguage(QCoreApplication::instance(), language), language); // German keys differ
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("asset.") + suffix);
        QVERIFY(testing::writeFile(path, bytes));
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, path));
        QSet<QKeySequence> menuKeys;
        for (QAction *menu : window.menuBar()->actions())
            menuKeys.insert(QKeySequence::mnemonic(menu->text()));
        QVERIFY(menuKeys.contains(QKeySequence(Qt::ALT | (language == QLatin1String("de") ? Qt::Key_D : Qt::Key_F))));
        const QMap<QKeySequence, QStringList> panels = panelMnemonics(window);
        if (suffix == QLatin1String("mdl")) // the check sees the docks' keys (Apply, "Anwenden")
            QVERIFY(panels.contains(QKeySequence(Qt::ALT | (language == QLatin1String("de") ? Qt::Key_W : Qt::Key_A))));
        for (auto it = panels.begin(); it != panels.end(); ++it) {
            QVERIFY2(!menuKeys.contains(it.key()), qPrintable(it.key().toString() + QStringLiteral(" is a menu's and ")
                                                              + it.value().join(QStringLiteral(", "))));
            QVERIFY2(it.value().size() == 1, qPrintable(it.key().toString() + QStringLiteral(": ")
                                                        + it.value().join(QStringLiteral(", "))));
        }
        // No action's shortcut is a menu's Alt+letter (a level's Show All had Alt+H, Help's key:
        // Qt then gave that key to neither).
        for (const QAction *action : window.findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts())
                QVERIFY2(!menuKeys.contains(key), qPrintable(key.toString() + QStringLiteral(" is a menu's and ")
                                                             + action->text()));
        }
    }
};

QTEST_MAIN(TstMnemonics)
#include "tst_mnemonics.moc"
