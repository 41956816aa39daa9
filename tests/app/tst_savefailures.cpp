// Issue 15, point 2: every way a save can fail, injected for real on generated MDL5, HMP7 and
// WMB7 files opened through the main window: a read-only folder, a target that is a folder, a
// full disk. Each failure names the file and the reason, leaves the document modified, the file's
// bytes (SHA-256) and the folder's entries as they were, and a later Save As to a good place
// succeeds. A file deleted or replaced during the session is saved over: Save writes what the
// document shows, atomically, and leaves nothing else behind; a file another program changed is
// only saved over after asking.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "fulldisk.h"
#include "readonlyfolder.h"

#include "document.h"
#include "documentmanager.h"
#include "formatregistry.h"
#include "mainwindow.h"
#include "model/modeldocument.h"
#include "scene/scenedocument.h"
#include "terrain/terraindocument.h"
#include "terrain/terrainresizecommand.h"

#include <QAction>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace ackedit;
using app::MainWindow;

namespace {

// A generated file of a real format: its name and bytes.
struct Generated
{
    QString name;
    QByteArray bytes;
};

Generated generated(const QString &kind)
{
    if (kind == QLatin1String("MDL5"))
        return {QStringLiteral("cube.mdl"), format::MdlFile::create(mdlfixture::cube("MDL5", -1, 3, 0))->write()};
    if (kind == QLatin1String("HMP7"))
        return {QStringLiteral("terrain.hmp"),
                format::HmpFile::create(QStringLiteral("HMP7"), 9, 7, 4.f, 3.f, hmptest::wave(9, 7),
                                        format::HmpSkin::fromImage(format::PixelType::Rgb565, hmptest::pattern(16, 8)))
                    ->write()};
    // wmb7Full() without its textures and lightmaps, small enough for the full disk.
    return {QStringLiteral("level.wmb"),
            wmbfixture::assemble("WMB7", 20,
                                 {{15, wmbfixture::objectsWmb7(), {}}, {14, wmbfixture::legacy7(false), {}},
                                  {17, wmbfixture::blocks(), {}}, {6, wmbfixture::materials(), {}},
                                  {0, wmbfixture::palette(), {}}, {10, wmbfixture::leafs(false), {}}})};
}

// One real, undoable edit that changes the saved bytes.
bool edit(document::Document *doc)
{
    if (auto *model = qobject_cast<document::ModelDocument *>(doc)) {
        return model->renameFrame(0, QStringLiteral("edited"));
    }
    if (auto *terrain = qobject_cast<document::TerrainDocument *>(doc)) {
        terrain->undoStack()->push(new document::TerrainResizeCommand(terrain, 10, 8));
        return true;
    }
    auto *scene = qobject_cast<document::SceneDocument *>(doc);
    if (!scene)
        return false;
    std::function<bool(document::NodeId)> renameFirst = [&](document::NodeId parent) {
        for (document::NodeId id : scene->children(parent)) {
            if (scene->canRename(id) && scene->rename(id, QStringLiteral("edited")))
                return true;
            if (renameFirst(id))
                return true;
        }
        return false;
    };
    return renameFirst(0);
}

QByteArray sha256(const QString &path)
{
    return QCryptographicHash::hash(testing::readFile(path), QCryptographicHash::Sha256).toHex();
}

// Everything in a folder, hidden entries (a temporary file left behind) included.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// File ▸ Save As… (its standard shortcut is empty on a plain X11 desktop, so not pressed).
void saveAs(const MainWindow &window)
{
    window.findChild<QAction *>(QStringLiteral("actionSaveAs"))->trigger();
}

// Shows the window, opens `path` in it and edits the document; nullptr if any step fails.
document::Document *openAndEdit(MainWindow &window, const QString &path)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.activateWindow(); // Xvfb has no window manager to do it; shortcuts need it
    if (!QTest::qWaitForWindowActive(&window) || !window.openFileAndWait(path))
        return nullptr;
    document::Document *doc = window.documents()->document(0);
    return doc && edit(doc) && doc->isModified() ? doc : nullptr;
}

const QStringList kinds{QStringLiteral("MDL5"), QStringLiteral("HMP7"), QStringLiteral("WMB7")};

} // namespace

class TestSaveFailures : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void fixturesFitTheFullDisk()
    {
        // The full-disk case places each file on a 64 KiB tmpfs before filling it.
        for (const QString &kind : kinds)
            QVERIFY2(generated(kind).bytes.size() < 32 * 1024, qPrintable(kind));
    }

    void failedSaveKeepsEverything_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("failure");
        QTest::addColumn<QString>("reason"); // what the error must say after the file name
        for (const QString &kind : kinds) {
            const QByteArray k = kind.toLatin1();
            QTest::newRow(k + " read-only folder") << kind << QStringLiteral("read-only folder") << QString();
            QTest::newRow(k + " Save As into a read-only folder")
                << kind << QStringLiteral("save as into a read-only folder") << QString();
            QTest::newRow(k + " Save As onto a folder")
                << kind << QStringLiteral("save as onto a folder") << QStringLiteral("directory");
            QTest::newRow(k + " file replaced by a folder")
                << kind << QStringLiteral("file replaced by a folder") << QStringLiteral("directory");
            QTest::newRow(k + " disk full") << kind << QStringLiteral("disk full")
                                            << QStringLiteral("No space left on device");
        }
    }

    void failedSaveKeepsEverything()
    {
        QFETCH(QString, kind);
        QFETCH(QString, failure);
        QFETCH(QString, reason);
        const Generated file = generated(kind);

        // Where the file lives (`path`), the file a failed save must not touch (`target`) and
        // the folder that must not gain or lose an entry.
        std::unique_ptr<testing::ReadOnlyFolder> readOnly;
        std::unique_ptr<testing::FullDisk> disk;
        QTemporaryDir dir;
        QString path = dir.filePath(file.name);
        if (failure.contains(QLatin1String("read-only folder"))) {
            readOnly = std::make_unique<testing::ReadOnlyFolder>();
            QVERIFY(testing::writeFile(readOnly->writablePath(file.name), file.bytes));
            ACKEDIT_REQUIRE_READ_ONLY_FOLDER(*readOnly);
            path = readOnly->filePath(file.name);
            // The system's reason: root is refused by the read-only mount, others by the mode.
            reason = ::geteuid() == 0 ? QStringLiteral("Read-only file system") : QStringLiteral("Permission denied");
        } else if (failure == QLatin1String("disk full")) {
            disk = std::make_unique<testing::FullDisk>();
            ACKEDIT_REQUIRE_FULL_DISK(*disk);
            QVERIFY(disk->fillAfter(file.name, file.bytes));
            path = disk->filePath(file.name);
        } else {
            QVERIFY(testing::writeFile(path, file.bytes));
        }
        const QString folder = QFileInfo(path).absolutePath();

        MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        document::Document *doc = openAndEdit(window, path);
        QVERIFY2(doc, qPrintable(prompts->errors.join(QLatin1Char('\n'))));

        QString target = path;
        if (failure == QLatin1String("save as into a read-only folder")) {
            target = readOnly->filePath(QStringLiteral("new.") + QFileInfo(file.name).suffix());
            prompts->saveAnswer = target;
        } else if (failure == QLatin1String("save as onto a folder")) {
            target = dir.filePath(QStringLiteral("taken.") + QFileInfo(file.name).suffix());
            QVERIFY(QDir().mkdir(target));
            prompts->saveAnswer = target;
        } else if (failure == QLatin1String("file replaced by a folder")) {
            QVERIFY(QFile::remove(path));
            QVERIFY(QDir().mkdir(path));
        }
        const QByteArray hashBefore = sha256(target);
        const QStringList entriesBefore = entries(folder);
        const QStringList insideBefore = entries(target); // a folder's contents, else empty

        if (failure.startsWith(QLatin1String("save as")))
            saveAs(window);
        else
            QTest::keySequence(&window, QKeySequence::Save);

        QCOMPARE(prompts->errors.size(), 1);
        const QString error = prompts->errors.first();
        QVERIFY2(error.contains(target + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.count(target) == 1, qPrintable(error)); // named once, then the reason
        QVERIFY2(error.contains(reason, Qt::CaseInsensitive), qPrintable(error + QStringLiteral(" / expected: ") + reason));
        QCOMPARE(window.statusMessage(), error);
        QVERIFY(doc->isModified());
        QCOMPARE(doc->fileName(), path);
        QCOMPARE(window.tabs()->tabText(0), file.name + QLatin1Char('*'));
        QCOMPARE(sha256(target), hashBefore);
        QCOMPARE(QFileInfo(target).isDir(), failure.contains(QLatin1String("folder")) && !readOnly);
        QCOMPARE(entries(folder), entriesBefore); // no temporary file left behind
        QCOMPARE(entries(target), insideBefore);
        if (readOnly || disk)
            QCOMPARE(testing::readFile(path), file.bytes);

        // A later Save As to a good place succeeds and the document is clean.
        QTemporaryDir good;
        const QString goodPath = good.filePath(file.name);
        prompts->saveAnswer = goodPath;
        saveAs(window);
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->fileName(), goodPath);
        QCOMPARE(window.tabs()->tabText(0), file.name);
        QCOMPARE(entries(good.path()), QStringList{file.name});
        const QByteArray saved = testing::readFile(goodPath);
        QVERIFY(saved != file.bytes); // the edit reached the file
        QVERIFY(format::readAssetFile(saved));
    }

    void vanishedFileIsSavedAgain_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("replaced"); // by another program's file; else deleted
        for (const QString &kind : kinds) {
            QTest::newRow(qPrintable(kind + QStringLiteral(" deleted"))) << kind << false;
            QTest::newRow(qPrintable(kind + QStringLiteral(" replaced"))) << kind << true;
        }
    }

    // Save writes what the document shows: a file deleted meanwhile is created again, a file
    // another program replaced (a new inode, as an atomic save makes) is replaced in turn.
    void vanishedFileIsSavedAgain()
    {
        QFETCH(QString, kind);
        QFETCH(bool, replaced);
        const Generated file = generated(kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(file.name);
        QVERIFY(testing::writeFile(path, file.bytes));

        MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        document::Document *doc = openAndEdit(window, path);
        QVERIFY2(doc, qPrintable(prompts->errors.join(QLatin1Char('\n'))));

        QVERIFY(QFile::remove(path));
        if (replaced) {
            const QString other = dir.filePath(QStringLiteral("other.tmp"));
            QVERIFY(testing::writeFile(other, QByteArray(5000, 'x')));
            QVERIFY(QFile::rename(other, path));
        }
        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY2(prompts->errors.isEmpty(), qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        // Another program's file is only replaced after asking; a deleted one is just written.
        QCOMPARE(prompts->overwriteChangedQuestions, replaced ? QStringList{path} : QStringList());
        QVERIFY(!doc->isModified());
        QCOMPARE(entries(dir.path()), QStringList{file.name});
        const QByteArray saved = testing::readFile(path);
        QVERIFY(saved != file.bytes);
        QVERIFY(format::readAssetFile(saved));

        // Our own save is no change "by another program": the next save does not ask.
        QVERIFY(edit(doc));
        QTest::keySequence(&window, QKeySequence::Save);
        QVERIFY(!doc->isModified());
        QCOMPARE(prompts->overwriteChangedQuestions.size(), replaced ? 1 : 0);

        // The same bytes as a save of the same document elsewhere: ours, complete.
        QTemporaryDir copy;
        prompts->saveAnswer = copy.filePath(file.name);
        QVERIFY(window.saveDocumentAs(0));
        QCOMPARE(testing::readFile(copy.filePath(file.name)), testing::readFile(path));
    }

    void fileChangedByAnotherProgramIsKeptOnNo_data()
    {
        QTest::addColumn<QString>("kind");
        for (const QString &kind : kinds)
            QTest::newRow(qPrintable(kind)) << kind;
    }

    // Answering No to "changed by another program" saves nothing: their file stays, the document
    // stays modified, and Save As elsewhere still works.
    void fileChangedByAnotherProgramIsKeptOnNo()
    {
        QFETCH(QString, kind);
        const Generated file = generated(kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(file.name);
        QVERIFY(testing::writeFile(path, file.bytes));
        MainWindow window;
        testing::TestPrompts *prompts = testing::installPrompts(window);
        document::Document *doc = openAndEdit(window, path);
        QVERIFY2(doc, qPrintable(prompts->errors.join(QLatin1Char('\n'))));
        const QByteArray theirs = file.bytes + QByteArray(100, 'x'); // appended to in place
        QVERIFY(testing::writeFile(path, theirs));

        prompts->overwriteChangedAnswer = false;
        QTest::keySequence(&window, QKeySequence::Save);
        QCOMPARE(prompts->overwriteChangedQuestions, QStringList{path});
        QVERIFY(prompts->errors.isEmpty());
        QVERIFY2(window.statusMessage().contains(QStringLiteral("changed by another program")),
                 qPrintable(window.statusMessage()));
        QVERIFY(doc->isModified());
        QCOMPARE(testing::readFile(path), theirs);
        QCOMPARE(entries(dir.path()), QStringList{file.name});

        QTemporaryDir good;
        prompts->saveAnswer = good.filePath(file.name);
        saveAs(window);
        QVERIFY(!doc->isModified());
        QCOMPARE(testing::readFile(path), theirs);
    }
};

QTEST_MAIN(TestSaveFailures)
#include "tst_savefailures.moc"
