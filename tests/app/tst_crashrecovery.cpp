// Issue 15, "nothing lost": the real `ackedit` opens three models and edits each
// (--test-edit), autosaves them every second, and is killed with SIGKILL; a main window
// started afterwards with the same settings and data folders offers all three. Restore gives
// documents that save exactly the bytes the same edit saves; Keep offers them again next time;
// Discard deletes them. The user's files are untouched until the user saves. Issue 32, point 9:
// the same for six kinds of document made by our own writers (no corpus needed): a model, a
// terrain, a text WMP, a WMPB, a WMB and a WAD, each with its kind's test edit (testedit.h).
#include "app/movedmodel.h"
#include "app/testprompts.h"
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"

#include "autosaver.h"
#include "document.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "newassets.h"
#include "recovery/recoverystore.h"
#include "testedit.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;
using app::MainWindow;
using Choice = app::Prompts::RecoveryChoice;
using testing::installPrompts;
using testing::readFile;

namespace {

// Three model formats, each with its own writer.
const char *const models[] = {"mdl7/morbius_humanoid.mdl", "mdl5/flw_golem.mdl", "mdl3/ack4stuff_player.mdl"};
const Eigen::Vector3f moveBy(1.5f, -2.0f, 3.25f);

QString corpusFile(const char *name)
{
    return testing::corpusDir() + QLatin1Char('/') + QLatin1String(name);
}

// Sidecars in `folder` of documents with an edit (autosave copies only edited documents; the
// child's only edit is its test edit).
int editedCopies(const QString &folder)
{
    int n = 0;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QJsonObject json = QJsonDocument::fromJson(readFile(dir.filePath(name))).object();
        if (!json.value(QLatin1String("undoText")).toString().isEmpty())
            ++n;
    }
    return n;
}

// One file of each kind the editor edits, made by our own writers: name and bytes.
QList<QPair<QString, QByteArray>> sixKinds()
{
    return {
        {QStringLiteral("cube.mdl"), format::MdlFile::create(mdlfixture::cube("MDL5", 0, 3))->write()},
        {QStringLiteral("land.hmp"), document::newassets::terrain(33, 33, 16.f, 0.f, nullptr)->write()},
        {QStringLiteral("text.wmp"), testing::wmpFixture6()},
        {QStringLiteral("binary.wmp"), wmpbfixture::everyKindLevel()},
        {QStringLiteral("level.wmb"), wmbfixture::wmb7Full()},
        {QStringLiteral("tiles.wad"), wadfixture::wad7Fixture().bytes},
    };
}

// What saving `bytes` (as file `name`) after the test edit writes, in this process.
QByteArray savedAfterTestEdit(const QString &folder, const QString &name, const QByteArray &bytes, const Eigen::Vector3f &by)
{
    const QString path = QDir(folder).filePath(QStringLiteral("reference-") + name);
    QString error;
    std::unique_ptr<document::Document> doc;
    if (testing::writeFile(path, bytes))
        doc = ackedit::testing::openFile(path, &error);
    if (!doc || !app::applyTestEdit(doc.get(), by, &error) || !doc->save(&error)) {
        qWarning("reference for %s: %s", qPrintable(name), qPrintable(error));
        return QByteArray();
    }
    return readFile(path);
}

} // namespace

class TestCrashRecovery : public QObject
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_files;  // this test function's copies of the corpus models
    QStringList m_userFiles;

    // The editor and this process share the settings and data folders through XDG variables,
    // as two runs of the editor by one user do.
    QString recoveryFolder() const { return app::Autosaver::defaultFolder(); }

    // Starts ackedit on `files` with the test edit, waits until each has its recovery copy, and
    // kills it with SIGKILL.
    void crashWithEdits(const QStringList &files)
    {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationDirPath() + QStringLiteral("/ackedit"),
                    QStringList{QStringLiteral("--test-edit"),
                                QStringLiteral("%1,%2,%3").arg(moveBy.x()).arg(moveBy.y()).arg(moveBy.z())}
                        + files);
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(editedCopies(recoveryFolder()), int(files.size()), 60000);
        QCOMPARE(child.state(), QProcess::Running);
        child.kill(); // SIGKILL: no destructor, no close event
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    }

    // Starts ackedit on fresh copies of the models with a move applied to each, waits until all
    // three recovery copies hold the move, and kills it with SIGKILL.
    void crashWithThreeEdits()
    {
        QVERIFY(QDir(m_files).removeRecursively() || !QFileInfo::exists(m_files));
        QVERIFY(QDir().mkpath(m_files));
        m_userFiles.clear();
        for (const char *model : models) {
            const QString copy = QDir(m_files).filePath(QFileInfo(corpusFile(model)).fileName());
            QVERIFY(QFile::copy(corpusFile(model), copy));
            m_userFiles << copy;
        }
        crashWithEdits(m_userFiles);
        if (QTest::currentTestFailed())
            return;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(readFile(m_userFiles[i]), readFile(corpusFile(models[i]))); // autosave never wrote them
    }

    void skipWithoutCorpus()
    {
        for (const char *model : models) {
            if (!QFileInfo::exists(corpusFile(model)))
                QSKIP("corpus not present: the corpus models are left out (everyKindIsRestored runs)");
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        QVERIFY2(QFileInfo(QCoreApplication::applicationDirPath() + QStringLiteral("/ackedit")).isExecutable(),
                 "build the ackedit target");
        const QString config = m_root.filePath(QStringLiteral("config")), data = m_root.filePath(QStringLiteral("data"));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config)); // inherited by the child
        qputenv("XDG_DATA_HOME", QFile::encodeName(data));
        QStandardPaths::setTestModeEnabled(false);
        QCoreApplication::setOrganizationName(QStringLiteral("ackedit"));
        QCoreApplication::setApplicationName(QStringLiteral("ackedit"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config);
        QCOMPARE(recoveryFolder(), data + QStringLiteral("/ackedit/ackedit/recovery"));
        QSettings settings;
        settings.setValue(app::Autosaver::intervalKey(), 1);
        settings.sync();
        QCOMPARE(settings.fileName(), config + QStringLiteral("/ackedit/ackedit.conf")); // where the child reads it
        m_files = m_root.filePath(QStringLiteral("files"));
    }

    void init() { QDir(recoveryFolder()).removeRecursively(); }

    void restoreAfterSigkillGivesTheEditedBytes()
    {
        skipWithoutCorpus();
        crashWithThreeEdits();
        if (QTest::currentTestFailed())
            return;
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->recoveryAnswer = Choice::Restore;
        QCOMPARE(window.offerRecovery(), 3);
        QCOMPARE(prompts->recoveryOffers.size(), 1);
        QStringList offered;
        for (const document::RecoveryEntry &entry : prompts->recoveryOffers[0]) {
            offered << entry.originalPath;
            QCOMPARE(entry.undoText, QStringLiteral("Test Move"));
            QCOMPARE(entry.kind, QStringLiteral("model"));
        }
        offered.sort();
        QStringList expectedFiles = m_userFiles;
        expectedFiles.sort();
        QCOMPARE(offered, expectedFiles);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QCOMPARE(window.documents()->count(), 3);
        for (int i = 0; i < 3; ++i) {
            const document::Document *doc = window.documents()->document(i);
            QVERIFY(m_userFiles.contains(doc->fileName()));
            QVERIFY(doc->isModified());
        }
        for (int i = 0; i < 3; ++i) {
            QVERIFY(window.saveDocument(window.documents()->indexOfFile(m_userFiles[i])));
            const QByteArray reference = testing::savedAfterMove(corpusFile(models[i]), m_root.filePath(QStringLiteral("reference.mdl")), moveBy);
            QVERIFY(!reference.isEmpty() && reference != readFile(corpusFile(models[i])));
            QVERIFY2(readFile(m_userFiles[i]) == reference, models[i]);
        }
        // Everything saved: no copy is left to offer.
        QCOMPARE(editedCopies(recoveryFolder()), 0);
        QVERIFY(window.autosaver()->store()->orphans().isEmpty());
    }

    void keepOffersAgainAndDiscardDeletes()
    {
        skipWithoutCorpus();
        crashWithThreeEdits();
        if (QTest::currentTestFailed())
            return;
        {
            MainWindow window;
            testing::TestPrompts *prompts = installPrompts(window);
            prompts->recoveryAnswer = Choice::Keep;
            QCOMPARE(window.offerRecovery(), 0);
            QCOMPARE(prompts->recoveryOffers.size(), 1);
            QCOMPARE(prompts->recoveryOffers[0].size(), 3);
            QCOMPARE(window.documents()->count(), 0);
        }
        QCOMPARE(editedCopies(recoveryFolder()), 3);
        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->recoveryAnswer = Choice::Discard;
        QCOMPARE(window.offerRecovery(), 0);
        QCOMPARE(prompts->recoveryOffers.size(), 1);
        QCOMPARE(prompts->recoveryOffers[0].size(), 3); // kept, so offered again
        QCOMPARE(window.documents()->count(), 0);
        QCOMPARE(QDir(recoveryFolder()).entryList(QDir::Files), QStringList()); // bytes, sidecars and stale lock
        for (int i = 0; i < 3; ++i)
            QCOMPARE(readFile(m_userFiles[i]), readFile(corpusFile(models[i])));
        // Nothing left: the next start asks nothing.
        MainWindow next;
        testing::TestPrompts *nextPrompts = installPrompts(next);
        QCOMPARE(next.offerRecovery(), 0);
        QVERIFY(nextPrompts->recoveryOffers.isEmpty());
    }

    // Six kinds in one editor killed with SIGKILL: each is offered with its kind, restored as an
    // edited document, and saved to exactly the bytes the same edit saves here.
    void everyKindIsRestoredByteExactly()
    {
        QVERIFY(QDir(m_files).removeRecursively() || !QFileInfo::exists(m_files));
        QVERIFY(QDir().mkpath(m_files));
        QStringList files;
        QList<QByteArray> originals, references;
        for (const auto &[name, bytes] : sixKinds()) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            const QString path = QDir(m_files).filePath(name);
            QVERIFY(testing::writeFile(path, bytes));
            files << path;
            originals << bytes;
            references << savedAfterTestEdit(m_root.path(), name, bytes, moveBy);
            QVERIFY2(!references.last().isEmpty() && references.last() != bytes, qPrintable(name));
        }
        crashWithEdits(files);
        if (QTest::currentTestFailed())
            return;
        for (int i = 0; i < files.size(); ++i)
            QCOMPARE(readFile(files[i]), originals[i]); // autosave never wrote them

        MainWindow window;
        testing::TestPrompts *prompts = installPrompts(window);
        prompts->recoveryAnswer = Choice::Restore;
        QCOMPARE(window.offerRecovery(), 6);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        QStringList kinds;
        for (const document::RecoveryEntry &entry : prompts->recoveryOffers.value(0))
            kinds << entry.kind;
        kinds.sort();
        qInfo("offered kinds: %s", qPrintable(kinds.join(QLatin1Char(' '))));
        QCOMPARE(kinds.size(), 6);
        for (int i = 0; i < files.size(); ++i) {
            const int index = window.documents()->indexOfFile(files[i]);
            QVERIFY2(index >= 0, qPrintable(files[i]));
            QVERIFY(window.documents()->document(index)->isModified());
            QVERIFY(window.saveDocument(index));
            QVERIFY2(readFile(files[i]) == references[i], qPrintable(files[i]));
        }
        QCOMPARE(editedCopies(recoveryFolder()), 0);
        QVERIFY(window.autosaver()->store()->orphans().isEmpty());
    }
};

QTEST_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
