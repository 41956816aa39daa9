// Autosave and the recovery offer inside one process: copies are written for modified documents
// only when they changed, go away on save, on undo back to the saved state, on a deliberate close
// and at a normal end; copies an ended instance left are offered and restored, discarded or kept.
#include "app/fakeasset.h"
#include "app/movedmodel.h"
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"

#include "autosaver.h"
#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "model/modeldocument.h"
#include "recovery/recoverystore.h"
#include "recoverydialog.h"

#include <QDir>
#include <QPushButton>
#include <QTreeWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>

using namespace ackedit;
using app::MainWindow;
using Choice = app::Prompts::RecoveryChoice;
using testing::installPrompts;
using testing::readFile;

namespace {

// A model whose bytes are a text the commands change.
class TextModel : public testing::FakeModel
{
public:
    QByteArray text = "original";
    QByteArray write() const override { return text; }
};

class SetText : public QUndoCommand
{
public:
    SetText(TextModel *model, QByteArray after) : QUndoCommand(QStringLiteral("Set text")), m_model(model), m_before(model->text), m_after(std::move(after)) {}
    void redo() override { m_model->text = m_after; }
    void undo() override { m_model->text = m_before; }

private:
    TextModel *m_model;
    QByteArray m_before, m_after;
};

struct Opened
{
    document::Document *doc;
    TextModel *model;
    void edit(const QByteArray &text) { doc->undoStack()->push(new SetText(model, text)); }
};

Opened openText(MainWindow &window, const QString &path)
{
    auto model = std::make_unique<TextModel>();
    TextModel *raw = model.get();
    return {window.openAsset(std::move(model), path), raw};
}

// Writes the copies due and waits until they are on disk.
int autosave(app::Autosaver *autosaver)
{
    const int started = autosaver->autosaveNow();
    autosaver->waitForWrites();
    return started;
}

// The recovery folder's files other than lock files, sorted.
QStringList copies(const QString &folder)
{
    QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    files.removeIf([](const QString &name) { return name.endsWith(QLatin1String(".lock")); });
    return files;
}

QString corpusModel()
{
    return testing::corpusDir() + QStringLiteral("/mdl5/flw_golem.mdl");
}

const Eigen::Vector3f moveBy(1, 2, 3);

// A copy of `original`, moved and left in `folder` by a store that is then gone, as after a crash.
void leaveOrphan(const QString &folder, const QString &userFile)
{
    QString error;
    std::unique_ptr<document::Document> doc = ackedit::testing::openFile(userFile, &error);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(qobject_cast<document::ModelDocument *>(doc.get())->transformAll(Eigen::Affine3f(Eigen::Translation3f(moveBy)), QStringLiteral("Move"), &error));
    document::RecoveryStore gone(folder);
    QVERIFY2(gone.write(*doc, &error), qPrintable(error));
}

// The user's copy of the corpus model, with a moved copy of it left in `folder` as an orphan.
QString userFileWithOrphan(QTemporaryDir &dir, const QString &folder)
{
    const QString user = dir.filePath(QStringLiteral("golem.mdl"));
    if (!QFile::copy(corpusModel(), user))
        return QString();
    leaveOrphan(folder, user);
    return user;
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

    QString folder() const { return app::Autosaver::defaultFolder(); }

private Q_SLOTS:
    void init()
    {
        m_settings.clear();
        QDir(folder()).removeRecursively();
    }

    void copiesFollowTheDocumentsState()
    {
        QTemporaryDir dir;
        const QString aPath = dir.filePath(QStringLiteral("a.mdl")), bPath = dir.filePath(QStringLiteral("b.mdl"));
        QVERIFY(testing::writeFile(aPath, "original") && testing::writeFile(bPath, "original"));
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        app::Autosaver *autosaver = window.autosaver();
        QCOMPARE(autosaver->intervalSeconds(), 60);
        Opened a = openText(window, aPath), b = openText(window, bPath);
        QCOMPARE(autosave(autosaver), 0); // nothing modified

        a.edit("a1");
        QCOMPARE(autosave(autosaver), 1);
        const QString id = autosaver->store()->instanceId();
        QCOMPARE(copies(folder()), (QStringList{id + QStringLiteral("-1.json"), id + QStringLiteral("-1.mdl")}));
        QCOMPARE(readFile(QDir(folder()).filePath(id + QStringLiteral("-1.mdl"))), QByteArray("a1"));
        QCOMPARE(autosave(autosaver), 0); // unchanged since

        a.edit("a2");
        b.edit("b1");
        QCOMPARE(autosave(autosaver), 2);
        QCOMPARE(readFile(QDir(folder()).filePath(id + QStringLiteral("-1.mdl"))), QByteArray("a2"));
        QCOMPARE(readFile(aPath), QByteArray("original")); // the user's files: never autosaved
        QCOMPARE(readFile(bPath), QByteArray("original"));

        // Saved: a's copy goes, b's stays.
        QVERIFY(window.saveDocument(window.documents()->indexOf(a.doc)));
        QCOMPARE(readFile(aPath), QByteArray("a2"));
        QCOMPARE(copies(folder()), (QStringList{id + QStringLiteral("-2.json"), id + QStringLiteral("-2.mdl")}));

        // Undone back to the saved state: nothing to recover.
        a.edit("a3");
        QCOMPARE(autosave(autosaver), 1);
        a.doc->undoStack()->undo();
        QCOMPARE(copies(folder()).size(), 2);
        QCOMPARE(autosave(autosaver), 0);

        // Closed without saving, deliberately: b's copy goes too.
        prompts->answer = app::Prompts::SaveChoice::Discard;
        QVERIFY(window.closeDocument(window.documents()->indexOf(b.doc)));
        QCOMPARE(copies(folder()), QStringList());
        QCOMPARE(readFile(bPath), QByteArray("original"));
    }

    // A write that fails on the worker thread is reported on the GUI thread and retried on the
    // next tick, though the document did not change again.
    void failedWriteIsReportedAndRetried()
    {
        QTemporaryDir dir;
        MainWindow window;
        app::Autosaver *autosaver = window.autosaver();
        QSignalSpy failures(autosaver, &app::Autosaver::failed);
        Opened a = openText(window, dir.filePath(QStringLiteral("a.mdl")));
        a.edit("a1");
        // A folder where the copy's file goes: the atomic write cannot replace it.
        const QString blocker = QDir(folder()).filePath(autosaver->store()->instanceId() + QStringLiteral("-1.mdl"));
        QVERIFY(QDir().mkpath(blocker));
        QCOMPARE(autosave(autosaver), 1);
        QTRY_COMPARE(failures.size(), 1);
        QVERIFY2(failures[0][0].toString().contains(QStringLiteral("-1.mdl")), qPrintable(failures[0][0].toString()));
        QVERIFY(window.statusMessage().contains(QStringLiteral("-1.mdl")));
        QVERIFY(QDir(blocker).removeRecursively());
        QCOMPARE(autosave(autosaver), 1);
        QCOMPARE(readFile(blocker), QByteArray("a1"));
        QCOMPARE(failures.size(), 1);
    }

    void normalEndRemovesCopies()
    {
        QTemporaryDir dir;
        {
            MainWindow window;
            Opened a = openText(window, dir.filePath(QStringLiteral("a.mdl")));
            a.edit("a1");
            QCOMPARE(autosave(window.autosaver()), 1);
            QCOMPARE(copies(folder()).size(), 2);
        }
        QCOMPARE(copies(folder()), QStringList());
        QCOMPARE(QDir(folder()).entryList(QDir::Files), QStringList()); // the instance lock too
    }

    void timerWritesEveryIntervalAndZeroTurnsItOff()
    {
        QTemporaryDir dir;
        QSettings().setValue(app::Autosaver::intervalKey(), 1);
        {
            MainWindow window;
            QCOMPARE(window.autosaver()->intervalSeconds(), 1);
            Opened a = openText(window, dir.filePath(QStringLiteral("a.mdl")));
            a.edit("a1");
            QTRY_COMPARE_WITH_TIMEOUT(copies(folder()).size(), 2, 5000);
        }
        QSettings().setValue(app::Autosaver::intervalKey(), 0);
        MainWindow window;
        QCOMPARE(window.autosaver()->intervalSeconds(), 0);
        Opened a = openText(window, dir.filePath(QStringLiteral("a.mdl")));
        a.edit("a1");
        QTest::qWait(1500);
        QCOMPARE(copies(folder()), QStringList());
    }

    void nothingLeftNothingAsked()
    {
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        QCOMPARE(window.offerRecovery(), 0);
        QVERIFY(prompts->recoveryOffers.isEmpty());
    }

    // Restore: the document opens under the original name, modified; Save writes the recovered
    // state there, byte for byte what saving the same edit gives.
    void restoreOpensModifiedAndSavesToTheOriginal()
    {
        if (!QFileInfo::exists(corpusModel()))
            QSKIP("corpus not present");
        QTemporaryDir dir;
        const QString user = userFileWithOrphan(dir, folder());
        QVERIFY(!user.isEmpty());
        const QByteArray expected = testing::savedAfterMove(corpusModel(), dir.filePath(QStringLiteral("reference.mdl")), moveBy);
        QVERIFY(!expected.isEmpty() && expected != readFile(user));

        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->recoveryAnswer = Choice::Restore;
        QCOMPARE(window.offerRecovery(), 1);
        QCOMPARE(prompts->recoveryOffers.size(), 1);
        QCOMPARE(prompts->recoveryOffers[0].size(), 1);
        QCOMPARE(prompts->recoveryOffers[0][0].originalPath, user);
        QCOMPARE(prompts->recoveryOffers[0][0].undoText, QStringLiteral("Move"));
        QCOMPARE(window.documents()->count(), 1);
        document::Document *doc = window.documents()->document(0);
        QCOMPARE(doc->fileName(), user);
        QVERIFY(doc->isModified());
        QVERIFY(window.tabs()->tabText(0).endsWith(QLatin1Char('*')));
        QVERIFY(prompts->errors.isEmpty());
        // The orphan is gone; this instance holds the copy now.
        const QString id = window.autosaver()->store()->instanceId();
        QCOMPARE(copies(folder()), (QStringList{id + QStringLiteral("-1.json"), id + QStringLiteral("-1.mdl")}));
        QCOMPARE(readFile(QDir(folder()).filePath(id + QStringLiteral("-1.mdl"))), expected);

        QVERIFY(window.saveDocument(0));
        QCOMPARE(readFile(user), expected);
        QVERIFY(!doc->isModified());
        QCOMPARE(copies(folder()), QStringList());
    }

    void discardDeletesAndKeepKeeps()
    {
        if (!QFileInfo::exists(corpusModel()))
            QSKIP("corpus not present");
        QTemporaryDir dir;
        const QString user = userFileWithOrphan(dir, folder());
        QVERIFY(!user.isEmpty());
        const QStringList left = copies(folder());
        QCOMPARE(left.size(), 2);
        {
            MainWindow window;
            testing::TestPrompts *prompts = installPrompts(window);
            prompts->recoveryAnswer = Choice::Keep;
            QCOMPARE(window.offerRecovery(), 0);
            QCOMPARE(prompts->recoveryOffers.size(), 1);
            QCOMPARE(window.documents()->count(), 0);
        }
        QCOMPARE(copies(folder()), left);
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->recoveryAnswer = Choice::Discard;
        QCOMPARE(window.offerRecovery(), 0);
        QCOMPARE(prompts->recoveryOffers.size(), 1); // kept, so offered again
        QCOMPARE(window.documents()->count(), 0);
        QCOMPARE(copies(folder()), QStringList());
        QCOMPARE(readFile(user), readFile(corpusModel()));
    }

    // The dialog the real Prompts show: one row per copy, each button gives its choice.
    void dialogListsCopiesAndAnswersWithItsButtons_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<Choice>("choice");
        QTest::newRow("restore") << QStringLiteral("restoreButton") << Choice::Restore;
        QTest::newRow("discard") << QStringLiteral("discardButton") << Choice::Discard;
        QTest::newRow("keep") << QStringLiteral("keepButton") << Choice::Keep;
    }

    void dialogListsCopiesAndAnswersWithItsButtons()
    {
        QFETCH(QString, button);
        QFETCH(Choice, choice);
        document::RecoveryEntry a, b;
        a.originalPath = QStringLiteral("/levels/a.wmb");
        a.undoText = QStringLiteral("Move entity");
        a.time = QDateTime::currentDateTimeUtc();
        b.kind = QStringLiteral("terrain");
        b.undoText = QStringLiteral("Raise");
        app::RecoveryDialog dialog({a, b});
        QCOMPARE(dialog.list()->topLevelItemCount(), 2);
        QCOMPARE(dialog.list()->topLevelItem(0)->text(0), QStringLiteral("/levels/a.wmb"));
        QCOMPARE(dialog.list()->topLevelItem(0)->text(2), QStringLiteral("Move entity"));
        QVERIFY(dialog.list()->topLevelItem(1)->text(0).contains(QStringLiteral("terrain")));
        QCOMPARE(dialog.choice(), Choice::Keep); // closed without a button: nothing is lost
        dialog.show();
        QTest::mouseClick(dialog.findChild<QPushButton *>(button), Qt::LeftButton);
        QCOMPARE(dialog.choice(), choice);
        QVERIFY(!dialog.isVisible());
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
