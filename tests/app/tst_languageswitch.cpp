// Preferences ▸ Language applies at once (issue 36, point 5): with a model, a terrain and a level
// open (and from the corpus, when present, a compiled level, a texture archive and an old model), switching to German through the real Preferences dialog turns every text the window shows
// (menus, tool bars, docks, tool panels, labels, buttons, tool tips, column headers) German
// without a restart, and switching back turns it English again. A text counts as left behind
// when it is the English source of a German translation in translations/ackedit_de.ts (or the
// other way round) and not also a text of the other language.
#include "app/testsettings.h"
#include "app/tsfile.h"
#include "common_corpus.h"
#include "widgets/modaldriver.h"

#include "mainwindow.h"
#include "newassets.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>

using namespace ackedit;
using app::MainWindow;

namespace {

// As compared: without mnemonic markers, a trailing ellipsis or colon, or outer spaces.
QString normalized(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    for (const QString &end : {QStringLiteral("…"), QStringLiteral("..."), QStringLiteral(":")})
        if (text.endsWith(end))
            text.chop(end.size());
    return text.trimmed();
}

// The fixed texts of each language (no placeholders, no plurals), normalized; a text that both
// languages use (Skin, Frame, Entity) is in neither.
struct Languages
{
    QSet<QString> english, german;
};

Languages readLanguages(QString *error)
{
    Languages out;
    QSet<QString> english, german;
    for (const testing::Message &m :
         testing::readTs(testing::sourceDir() + QStringLiteral("/translations/ackedit_de.ts"), error)) {
        if (m.numerus || m.translations.size() != 1 || m.source.contains(QLatin1Char('%')) || !m.type.isEmpty())
            continue;
        const QString en = normalized(m.source), de = normalized(m.translations.first());
        // One letter or a symbol says nothing about the language.
        if (en.size() < 2 || de.size() < 2)
            continue;
        english << en;
        german << de;
    }
    out.english = english - german;
    out.german = german - english;
    return out;
}

// Every text the window shows, each with where it is ("QLabel transformDock/..: Scale").
QList<std::pair<QString, QString>> shownTexts(MainWindow &window)
{
    QList<std::pair<QString, QString>> out;
    const auto add = [&out](const QObject *where, const char *what, const QString &text) {
        if (text.isEmpty())
            return;
        QStringList path;
        for (const QObject *o = where; o; o = o->parent())
            if (!o->objectName().isEmpty())
                path.prepend(o->objectName());
        out.append({QStringLiteral("%1 %2 (%3)").arg(QLatin1String(where->metaObject()->className()),
                                                     path.join(QLatin1Char('/')), QLatin1String(what)),
                    text});
    };
    QSet<const QAction *> actions;
    const auto addAction = [&](const QAction *a) {
        if (actions.contains(a) || a->isSeparator())
            return;
        actions << a;
        add(a, "text", a->text());
        add(a, "toolTip", a->toolTip());
        add(a, "statusTip", a->statusTip());
        if (a->menu())
            add(a->menu(), "title", a->menu()->title());
    };
    for (QWidget *w : QApplication::allWidgets()) {
        // Only what belongs to the window (its menus are windows of their own, parented to it).
        bool ours = false;
        for (const QWidget *p = w; p && !ours; p = p->parentWidget())
            ours = p == &window;
        if (!ours)
            continue;
        add(w, "toolTip", w->toolTip());
        add(w, "windowTitle", w->isWindow() || qobject_cast<QDockWidget *>(w) || qobject_cast<QToolBar *>(w) ? w->windowTitle() : QString());
        for (const QAction *a : w->actions())
            addAction(a);
        if (auto *label = qobject_cast<QLabel *>(w))
            add(w, "text", label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            auto *tool = qobject_cast<QToolButton *>(button);
            if (!tool || !tool->defaultAction())
                add(w, "text", button->text());
        }
        if (auto *box = qobject_cast<QGroupBox *>(w))
            add(w, "title", box->title());
        if (auto *menu = qobject_cast<QMenu *>(w))
            add(w, "title", menu->title());
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            add(w, "placeholderText", edit->placeholderText());
        if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(w, "item", combo->itemText(i));
        if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i) {
                add(w, "tab", tabs->tabText(i));
                add(w, "tabToolTip", tabs->tabToolTip(i));
            }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            for (int c = 0; c < view->model()->columnCount(); ++c)
                add(w, "header", view->model()->headerData(c, Qt::Horizontal).toString());
        }
    }
    return out;
}

// The texts of `shown` that are in `wrong` (and so not translated), one per line.
QStringList leftBehind(const QList<std::pair<QString, QString>> &shown, const QSet<QString> &wrong)
{
    QStringList out;
    for (const auto &[where, text] : shown)
        if (wrong.contains(normalized(text)))
            out << QStringLiteral("%1: \"%2\"").arg(where, text);
    out.removeDuplicates();
    return out;
}

// Labels that show a mnemonic's '&' as it is: one with a mnemonic and no buddy (a form row's label
// made by hand instead of by QFormLayout::addRow(text, field) draws "&Radius:").
QStringList literalAmpersands(const QWidget &root)
{
    QStringList out;
    for (const QLabel *label : root.findChildren<QLabel *>()) {
        const QString text = QString(label->text()).remove(QStringLiteral("&&"));
        if (text.contains(QLatin1Char('&')) && !label->buddy() && label->textFormat() != Qt::RichText
            && !Qt::mightBeRichText(label->text()))
            out << label->text();
    }
    return out;
}

// Edit ▸ Preferences…: picks `language` ("en" or "de") in the real dialog and presses OK.
bool chooseLanguage(MainWindow &window, const QString &language)
{
    bool picked = false;
    testing::ModalDriver driver("QDialog", [&](QWidget *modal) {
        auto *dialog = qobject_cast<QDialog *>(modal);
        if (!dialog || dialog->objectName() != QLatin1String("PreferencesDialog"))
            return;
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
        const int index = combo ? combo->findData(language) : -1;
        if (index >= 0) {
            combo->setCurrentIndex(index);
            picked = true;
        }
        auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        QTest::mouseClick(buttons->button(picked ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel), Qt::LeftButton);
    });
    window.findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
    return driver.opened() && picked;
}

} // namespace

class TstLanguageSwitch : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(app::setLanguage(QCoreApplication::instance(), QStringLiteral("en")), QStringLiteral("en"));
    }
    void cleanupTestCase()
    {
        m_settings.clear();
        app::installTranslations(QCoreApplication::instance());
    }

    void everyShownTextFollowsTheLanguage()
    {
        QString error;
        const Languages languages = readLanguages(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(languages.english.size() > 500, "the .ts file was not read");

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString terrainError;
        QVERIFY(window.openAsset(document::newassets::model(true), QString()));
        QVERIFY(window.openAsset(document::newassets::terrain(16, 16, 8.f, 0.f, &terrainError), QString()));
        QVERIFY(window.openAsset(document::newassets::level(false), QString()));
        // A compiled level, a texture archive and an old model (the viewer) where the corpus is there.
        if (testing::hasCorpus()) {
            for (const QString &file : {testing::corpusFiles({QStringLiteral("wmb7")}, {QStringLiteral("wmb")}).value(0),
                                        testing::corpusFiles({QStringLiteral("wad7")}, {QStringLiteral("wad")}).value(0),
                                        testing::corpusFiles({QStringLiteral("mdl2")}, {QStringLiteral("mdl")}).value(0)})
                if (!file.isEmpty())
                    QVERIFY2(window.openFileAndWait(file), qPrintable(file));
        } else {
            qInfo("../shared/corpus is not there: a compiled level and a texture archive are not opened");
        }
        QVERIFY(window.waitForEditors());
        // Each editor once current, so its docks and tool bar are placed in the window.
        for (int i = 0; i < window.tabs()->count(); ++i) {
            window.tabs()->setCurrentIndex(i);
            QCoreApplication::processEvents();
        }
        const auto check = [&](const QSet<QString> &wrong, const char *language) {
            // Every editor in turn, its docks shown, the menus and tool bar its own.
            QStringList behind;
            for (int i = 0; i < window.tabs()->count(); ++i) {
                window.tabs()->setCurrentIndex(i);
                QCoreApplication::processEvents();
                behind << leftBehind(shownTexts(window), wrong);
            }
            behind.removeDuplicates();
            for (const QString &line : std::as_const(behind)) // each on its own line: a failure message is cut short
                qWarning("%s", qPrintable(line));
            QVERIFY2(behind.isEmpty(),
                     qPrintable(QStringLiteral("%1 text(s) not in %2 (listed above)").arg(behind.size()).arg(QLatin1String(language))));
        };
        check(languages.german, "English at the start");
        QCOMPARE(literalAmpersands(window), QStringList());
        if (QTest::currentTestFailed())
            return;
        const QString firstMenu = window.menuBar()->actions().first()->text();
        QCOMPARE(firstMenu, QStringLiteral("&File"));

        // What a language switch must not change: which views show their line of controls.
        const auto shownHints = [&] {
            QStringList shown;
            for (const QLabel *hint : window.findChildren<QLabel *>(QStringLiteral("viewportControlsHint")))
                shown << QString::number(hint->isVisibleTo(&window));
            return shown.join(QLatin1Char(','));
        };
        window.tabs()->setCurrentIndex(2); // the level: four views, one line of controls
        QCoreApplication::processEvents();
        const QString hintsBefore = shownHints();
        QVERIFY2(hintsBefore.count(QLatin1Char('1')) == 1, qPrintable(hintsBefore));
        QVERIFY(chooseLanguage(window, QStringLiteral("de")));
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        check(languages.english, "German");
        if (QTest::currentTestFailed())
            return;
        window.tabs()->setCurrentIndex(2);
        QCoreApplication::processEvents();
        QCOMPARE(shownHints(), hintsBefore);
        // The status line's summary too (the level's counts: "1 object" -> "1 Objekt").
        QTRY_VERIFY2(window.summaryText().contains(QStringLiteral("Objekt")), qPrintable(window.summaryText()));

        QVERIFY(chooseLanguage(window, QStringLiteral("en")));
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        check(languages.german, "English again");
    }

    // Apply in the Preferences dialog switches the dialog too (the window behind it as well).
    void applyRewordsTheOpenDialog()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString title, label, buttons, menu;
        QStringList shownAmpersands;
        testing::ModalDriver driver("QDialog", [&](QWidget *modal) {
            auto *dialog = qobject_cast<QDialog *>(modal);
            auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
            combo->setCurrentIndex(combo->findData(QStringLiteral("de")));
            auto *box = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
            QTest::mouseClick(box->button(QDialogButtonBox::Apply), Qt::LeftButton);
            QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("Einstellungen"));
            title = dialog->windowTitle();
            label = qobject_cast<QLabel *>(dialog->findChild<QFormLayout *>()->labelForField(combo))->text();
            shownAmpersands = literalAmpersands(*dialog);
            buttons = box->button(QDialogButtonBox::Cancel)->text();
            menu = window.menuBar()->actions().first()->text();
            QTest::mouseClick(box->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        });
        window.findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
        QVERIFY(driver.opened());
        QCOMPARE(label, QStringLiteral("&Sprache:"));
        QCOMPARE(shownAmpersands, QStringList()); // each field's label is its buddy
        QCOMPARE(menu, QStringLiteral("&Datei"));
        QCOMPARE(buttons, QStringLiteral("Abbrechen")); // Qt's own button, from qtbase_de
        QCOMPARE(app::currentLanguage(), QStringLiteral("de")); // Cancel after Apply keeps it
        QVERIFY(chooseLanguage(window, QStringLiteral("en")));
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }
};

QTEST_MAIN(TstLanguageSwitch)
#include "tst_languageswitch.moc"
