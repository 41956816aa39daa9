// File ▸ New (issue 32, point 5): a model (an MDL7 box, or an empty group), a terrain (through
// the real New Terrain dialog) and a level (text WMP of the newest generation, or WMPB), each
// opened in its editor as an unsaved document; Ctrl+S asks for a name, writes a file that reads
// back as the same kind, and the document is clean only after it. `ackedit-cli new` makes the
// same files.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "cli/clirunner.h"
#include "common_files.h"
#include "widgets/modaldriver.h"

#include "documentmanager.h"
#include "editors/leveleditor.h"
#include "editors/modeleditor.h"
#include "editors/terraineditor.h"
#include "formatregistry.h"
#include "mainwindow.h"
#include "newassets.h"
#include "terrain/terraindocument.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;

namespace {

void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Tab);
}

} // namespace

class TstFileNew : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void newDocumentSavesUnderTheNameGiven_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("editor"); // class name
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("extension");
        QTest::newRow("model") << QStringLiteral("actionNewModel") << QStringLiteral("ackedit::widgets::ModelEditor")
                               << QStringLiteral("MDL7") << QStringLiteral("mdl");
        QTest::newRow("empty model") << QStringLiteral("actionNewEmptyModel")
                                     << QStringLiteral("ackedit::widgets::ModelEditor") << QStringLiteral("MDL7")
                                     << QStringLiteral("mdl");
        QTest::newRow("terrain") << QStringLiteral("actionNewTerrain") << QStringLiteral("ackedit::widgets::TerrainEditor")
                                 << QStringLiteral("HMP7") << QStringLiteral("hmp");
        QTest::newRow("text level") << QStringLiteral("actionNewLevel") << QStringLiteral("ackedit::widgets::LevelEditor")
                                    << QStringLiteral("WMP") << QStringLiteral("wmp");
        QTest::newRow("binary level") << QStringLiteral("actionNewBinaryLevel")
                                      << QStringLiteral("ackedit::widgets::LevelEditor") << QStringLiteral("WMPB")
                                      << QStringLiteral("wmp");
    }

    void newDocumentSavesUnderTheNameGiven()
    {
        QFETCH(QString, action);
        QFETCH(QString, editor);
        QFETCH(QString, format);
        QFETCH(QString, extension);
        QTemporaryDir dir;
        app::MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const int before = window.documents()->count();

        // Through the menu, as a user finds it.
        auto *menu = window.findChild<QMenu *>(QStringLiteral("menuNew"));
        QVERIFY(menu);
        QAction *a = window.findChild<QAction *>(action);
        QVERIFY(a && menu->actions().contains(a) && a->isEnabled());
        std::unique_ptr<testing::ModalDriver> dialog;
        if (action == QLatin1String("actionNewTerrain")) {
            dialog = std::make_unique<testing::ModalDriver>("QDialog", [](QWidget *d) {
                const QList<QAbstractSpinBox *> boxes = d->findChildren<QAbstractSpinBox *>();
                QVERIFY(boxes.size() >= 4);
                typeInto(boxes[0], QStringLiteral("33")); // columns
                typeInto(boxes[1], QStringLiteral("17")); // rows
                QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
            });
        }
        a->trigger();
        if (dialog)
            QVERIFY(dialog->opened());
        QCOMPARE(window.documents()->count(), before + 1);
        document::Document *doc = window.documents()->currentDocument();
        QVERIFY(doc);
        QVERIFY(window.documents()->currentEditor()->inherits(editor.toLatin1().constData()));
        QVERIFY(doc->fileName().isEmpty());
        QCOMPARE(doc->asset()->formatName(), format);
        if (action == QLatin1String("actionNewTerrain")) {
            const auto *terrain = qobject_cast<document::TerrainDocument *>(doc);
            QVERIFY(terrain);
            QCOMPARE(terrain->grid().columns(), 33);
            QCOMPARE(terrain->grid().rows(), 17);
        }

        // Save asks for a name (suggested "untitled.<ext>"), writes the file, and the document
        // takes that name and is clean.
        const QString path = dir.filePath(QStringLiteral("mine.") + extension);
        prompts->saveAnswer = path;
        window.activateWindow(); // back from the dialog
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keySequence(&window, QKeySequence::Save);
        QCOMPARE(prompts->lastSaveSuggestion, QStringLiteral("untitled.") + extension);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QCOMPARE(doc->fileName(), path);
        QVERIFY(!doc->isModified());
        const auto back = format::readAssetFile(testing::readFile(path));
        QVERIFY(back);
        QCOMPARE(back->formatName(), format);
        QCOMPARE(back->write(), doc->asset()->write());
    }

    // A cancelled New Terrain dialog opens nothing.
    void cancelledTerrainOpensNothing()
    {
        app::MainWindow window;
        testing::installPrompts(window);
        window.show();
        const int before = window.documents()->count();
        testing::ModalDriver cancel("QDialog", [](QWidget *d) { QTest::keyClick(d, Qt::Key_Escape); });
        window.findChild<QAction *>(QStringLiteral("actionNewTerrain"))->trigger();
        QVERIFY(cancel.opened());
        QCOMPARE(window.documents()->count(), before);
    }

    // The CLI makes the same bytes (the text level differs only in its creation date line).
    void cliNewMakesTheSameFiles_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"model", "empty-model", "terrain", "level", "level-binary"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void cliNewMakesTheSameFiles()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.bin"));
        const testing::CliResult r = testing::runCli({QStringLiteral("new"), kind, out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray bytes = testing::readFile(out);
        const auto asset = format::readAssetFile(bytes);
        QVERIFY(asset);
        QCOMPARE(asset->write(), bytes);
        if (kind == QLatin1String("model") || kind == QLatin1String("empty-model"))
            QCOMPARE(bytes, document::newassets::model(kind == QLatin1String("model"))->write());
        QVERIFY(testing::runCli({QStringLiteral("validate"), QStringLiteral("--rules"), out}).exitCode == 0);
    }

    void cliNewRefusesWhatItCannotMake()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x"));
        QCOMPARE(testing::runCli({QStringLiteral("new"), QStringLiteral("castle"), out}).exitCode, 2);
        QCOMPARE(testing::runCli({QStringLiteral("new"), QStringLiteral("terrain"), out, QStringLiteral("--columns"),
                                  QStringLiteral("1")})
                     .exitCode,
                 1);
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TstFileNew)
#include "tst_filenew.moc"
