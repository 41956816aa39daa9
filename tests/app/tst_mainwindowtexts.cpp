// What the window says, as a user reads it: plural forms ("23 entities", not "entity(ies)"),
// tab shortcuts spelled as keys, History naming a property as the panel labels it, tab titles
// that stay readable with many tabs, and the status bar: the name after Save As, a message and
// the summary that never overlap, and object counts that agree with `ackedit-cli info`.
#include "app/fakeasset.h"
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"

#include "document.h"
#include "documentmanager.h"
#include "documenttabs.h"
#include "docks/propertypanel.h"
#include "editors/leveleditor.h"
#include "elidedlabel.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "mainwindow.h"
#include "scene/scenedocument.h"
#include "translations.h"

#include <QAction>
#include <QFormLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace ackedit;
using app::MainWindow;
using testing::installPrompts;
using document::NodeId;
using document::NodeKind;

namespace {


widgets::ElidedLabel *statusLabel(const MainWindow &window, const char *name)
{
    return window.statusBar()->findChild<widgets::ElidedLabel *>(QLatin1String(name));
}

// The count `ackedit-cli info` gives for a level ("Objects: N", or "nodes: N" for WMPB).
int infoCount(const format::AssetFile &asset)
{
    const QRegularExpression count(QStringLiteral("^(?:Objects|nodes): (\\d+)"),
                                   QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = count.match(asset.infoText());
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString sourceDir()
{
    return QFileInfo(ackedit::testing::testDataDir()).absoluteDir().absolutePath() + QStringLiteral("/..");
}

} // namespace

class TstMainWindowTexts : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        app::installTranslations(QCoreApplication::instance());
    }

    // The status bar of a level with 3 entities and 1 light, read from the real label.
    void pluralsReadAsEnglish()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.wmp"));
        QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        MainWindow window;
        installPrompts(window);
        QVERIFY(window.openFileAndWait(path));
        const QString summary = statusLabel(window, "summary")->fullText();
        QVERIFY2(summary.contains(QStringLiteral(" entities")) && summary.contains(QStringLiteral("1 light")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1Char('(')) || !summary.contains(QStringLiteral("(s)")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("(ies)")));
    }

    // Every tr() text with %n in the sources has its English forms (a new one fails here until
    // translations/update-plurals has run).
    void everyPluralTextHasEnglishForms()
    {
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
        if (!QFileInfo::exists(lupdate))
            QSKIP(qPrintable(QStringLiteral("%1 not installed (qt6-l10n-tools)").arg(lupdate)));
        QTemporaryDir dir;
        const QString ts = dir.filePath(QStringLiteral("plurals.ts"));
        QProcess run;
        run.setWorkingDirectory(sourceDir());
        run.start(lupdate, {QStringLiteral("-silent"), QStringLiteral("-pluralonly"), QStringLiteral("core"),
                            QStringLiteral("widgets"), QStringLiteral("app"), QStringLiteral("-ts"), ts});
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitCode(), 0);
        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context;
        int checked = 0;
        QStringList missing;
        while (xml.readNextStartElement() || !xml.atEnd()) {
            if (xml.isStartElement() && xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                const QString source = xml.readElementText();
                const QByteArray c = context.toUtf8(), s = source.toUtf8();
                for (int n : {1, 2}) {
                    const QString shown = QCoreApplication::translate(c.constData(), s.constData(), nullptr, n);
                    if (shown.contains(QStringLiteral("(s)")) || shown.contains(QStringLiteral("(es)"))
                        || shown.contains(QStringLiteral("(ies)")) || shown == source)
                        missing << context + QStringLiteral(": ") + source;
                }
                ++checked;
            } else if (!xml.isStartElement()) {
                xml.readNext();
            }
        }
        QVERIFY(checked > 5);
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("run translations/update-plurals: ") + missing.join(QStringLiteral("; "))));
    }

    void tabShortcutsAreSpelledAsKeys()
    {
        MainWindow window;
        installPrompts(window);
        for (const char *name : {"actionNextTab", "actionPreviousTab"}) {
            auto *action = window.findChild<QAction *>(QLatin1String(name));
            const QString shown = action->shortcut().toString(QKeySequence::NativeText);
            QVERIFY2(!shown.contains(QStringLiteral("Backtab")) && shown.contains(QStringLiteral("Tab")), qPrintable(shown));
        }
        for (const char *n : {"a.mdl", "b.mdl", "c.mdl"})
            window.openAsset(std::make_unique<testing::FakeModel>(), QLatin1String(n));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(window.tabs()->currentIndex(), 2);
        // X11 delivers Ctrl+Shift+Tab as Backtab; both spellings must switch tabs.
        QTest::keyClick(window.tabs(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.tabs()->currentIndex(), 1);
        QTest::keyClick(window.tabs(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(window.tabs()->currentIndex(), 2);
    }

    // History names an edit by the label of the field that was edited.
    void historyNamesTheFieldAsLabelled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.wmb"));
        QVERIFY(testing::writeFile(path, wmbfixture::wmb7Full()));
        MainWindow window;
        installPrompts(window);
        QVERIFY(window.openFileAndWait(path));
        auto *editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        document::SceneDocument *doc = editor->sceneDocument();
        NodeId entity = 0;
        for (NodeId id : doc->children(0)) {
            if (!entity && doc->nodeKind(id) == NodeKind::Entity)
                entity = id;
        }
        QVERIFY(entity);
        editor->setSelection({entity});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QWidget *x = editor->propertyPanel()->findChild<QWidget *>(QStringLiteral("origin.x"));
        QVERIFY(x);
        auto *form = editor->propertyPanel()->findChild<QFormLayout *>();
        QVERIFY(form);
        QString label;
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem *field = form->itemAt(row, QFormLayout::FieldRole);
            if (field && field->widget() && field->widget()->isAncestorOf(x))
                label = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget())->text();
        }
        QVERIFY(!label.isEmpty());
        x->setFocus();
        QTest::keyClick(x, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(x, QStringLiteral("5"));
        QTest::keyClick(x, Qt::Key_Return);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->text(0), QStringLiteral("Change %1").arg(label));
    }

    // Six tabs of long names in a 1000-pixel window: every title keeps at least ~12 characters.
    void tabTitlesStayReadable()
    {
        MainWindow window;
        installPrompts(window);
        window.resize(1000, 700);
        for (int i = 0; i < 6; ++i) {
            window.openAsset(std::make_unique<testing::FakeModel>(),
                             QStringLiteral("/levels/flw_newintro_section_%1_final.mdl").arg(i));
        }
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTabBar *bar = window.tabs()->tabBar();
        const int twelve = bar->fontMetrics().averageCharWidth() * 12;
        for (int i = 0; i < bar->count(); ++i) {
            QVERIFY2(bar->tabRect(i).width() >= twelve,
                     qPrintable(QStringLiteral("tab %1 is %2 px").arg(i).arg(bar->tabRect(i).width())));
            QCOMPARE(bar->tabToolTip(i), QDir::toNativeSeparators(QStringLiteral("/levels/flw_newintro_section_%1_final.mdl").arg(i)));
        }
    }

    // Save As renames what the status bar describes, for every editor kind.
    void statusFollowsSaveAs_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("level") << testing::wmpFixture5() << QStringLiteral("wmp");
        QTest::newRow("terrain") << format::HmpFile::create(QStringLiteral("HMP7"), 9, 9, 8, 8, std::vector<float>(81, 2.0f))->write()
                                 << QStringLiteral("hmp");
        QFile demo(ackedit::testing::binDir() + QStringLiteral("/demo/demo.mdl"));
        QTest::newRow("model") << (demo.open(QIODevice::ReadOnly) ? demo.readAll() : QByteArray()) << QStringLiteral("mdl");
        QTest::newRow("level (compiled)") << wmbfixture::wmb7Full() << QStringLiteral("wmb");
    }
    void statusFollowsSaveAs()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("before.") + suffix);
        const QString renamed = dir.filePath(QStringLiteral("after.") + suffix);
        QVERIFY(testing::writeFile(path, bytes));
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QVERIFY(window.openFileAndWait(path));
        QVERIFY(statusLabel(window, "summary")->fullText().contains(QStringLiteral("before.")));
        prompts->saveAnswer = renamed;
        QVERIFY(window.saveDocumentAs(0));
        const QString summary = statusLabel(window, "summary")->fullText();
        QVERIFY2(summary.contains(QStringLiteral("after.")) && !summary.contains(QStringLiteral("before.")), qPrintable(summary));
        QVERIFY(window.statusMessage().contains(QStringLiteral("after.")));
    }

    // A narrow window, a long path: the message and the summary share the line without overlap,
    // each elided (full text in its tooltip).
    void messageAndSummaryDoNotOverlap()
    {
        QTemporaryDir dir;
        const QString deep = dir.filePath(QStringLiteral("a_rather_long_folder_name/another_long_folder_name"));
        QVERIFY(QDir().mkpath(deep));
        const QString path = deep + QStringLiteral("/a_level_with_a_long_file_name_too.wmp");
        QVERIFY(testing::writeFile(path, testing::wmpFixture5()));
        MainWindow window;
        installPrompts(window);
        window.resize(520, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFileAndWait(path));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        widgets::ElidedLabel *message = statusLabel(window, "message");
        widgets::ElidedLabel *summary = statusLabel(window, "summary");
        QVERIFY(message->isVisible() && summary->isVisible());
        QVERIFY(message->fullText().startsWith(QStringLiteral("Opened")));
        const QRect m = message->geometry(), s = summary->geometry();
        QVERIFY2(!m.intersects(s), qPrintable(QStringLiteral("message %1+%2, summary %3+%4")
                                                  .arg(m.x()).arg(m.width()).arg(s.x()).arg(s.width())));
        for (widgets::ElidedLabel *label : {message, summary}) {
            QVERIFY(label->fontMetrics().horizontalAdvance(label->shownText()) <= label->contentsRect().width());
            if (label->shownText() != label->fullText())
                QCOMPARE(label->toolTip(), label->fullText());
        }
    }

    // The summary counts what `ackedit-cli info` counts (it used to count path points, textures
    // and materials as objects: 47 against 25 on a real level).
    void objectCountsAgreeWithInfo_data()
    {
        QTest::addColumn<QString>("file");
        QTemporaryDir *dir = new QTemporaryDir; // lives for the test run
        const QString wmb = dir->filePath(QStringLiteral("fixture.wmb")), wmp = dir->filePath(QStringLiteral("fixture.wmp"));
        testing::writeFile(wmb, wmbfixture::wmb7Full());
        testing::writeFile(wmp, testing::wmpFixture5());
        QTest::newRow("generated wmb7") << wmb;
        QTest::newRow("generated wmp") << wmp;
        for (const QString &f : testing::corpusFiles({QStringLiteral("wmb7"), QStringLiteral("wmb6"), QStringLiteral("wmp"),
                                                      QStringLiteral("wmpb")},
                                                     {QStringLiteral(".wmb"), QStringLiteral(".wmp")}))
            QTest::newRow(qPrintable(QFileInfo(f).dir().dirName() + QLatin1Char('/') + QFileInfo(f).fileName())) << f;
    }
    void objectCountsAgreeWithInfo()
    {
        QFETCH(QString, file);
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const int expected = infoCount(*format::readAssetFile(in.readAll()));
        QVERIFY(expected >= 0);
        MainWindow window;
        installPrompts(window);
        QVERIFY(window.openFileAndWait(file));
        const QString summary = statusLabel(window, "summary")->fullText();
        const QString counted = expected == 1 ? QStringLiteral(" · 1 object") : QStringLiteral(" · %1 objects").arg(expected);
        QVERIFY2(summary.contains(counted), qPrintable(summary + QStringLiteral(" / expected") + counted));
    }
};

QTEST_MAIN(TstMainWindowTexts)
#include "tst_mainwindowtexts.moc"
