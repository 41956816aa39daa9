// RecoveryStore: copies of modified documents written beside a per-instance lock, removed on
// request, and offered as orphans only once the instance that wrote them is gone.
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"
#include "fulldisk.h"
#include "document.h"
#include "model/modeldocument.h"
#include "recovery/recoverystore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoCommand>
#include <QtTest>

using namespace ackedit;
using document::RecoveryEntry;
using document::RecoveryStore;
using testing::readFile;

namespace {

class TextAsset : public format::AssetFile
{
public:
    QByteArray text;
    Kind kind() const override { return Kind::Terrain; }
    QString formatName() const override { return QStringLiteral("TEXT"); }
    QByteArray write() const override { return text; }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    format::TriangleMesh mesh(int) const override { return {}; }
};

class SetTextCommand : public QUndoCommand
{
public:
    SetTextCommand(TextAsset *a, QByteArray after) : QUndoCommand(QStringLiteral("Set Text")), m_asset(a), m_before(a->text), m_after(std::move(after)) {}
    void redo() override { m_asset->text = m_after; }
    void undo() override { m_asset->text = m_before; }

private:
    TextAsset *m_asset;
    QByteArray m_before, m_after;
};

struct TextDocument
{
    TextAsset *asset;
    std::unique_ptr<document::Document> doc;
    explicit TextDocument(const QString &name)
    {
        auto owned = std::make_unique<TextAsset>();
        asset = owned.get();
        asset->text = "original";
        doc = std::make_unique<document::Document>(std::move(owned), name);
    }
    void edit(const QByteArray &text) { doc->undoStack()->push(new SetTextCommand(asset, text)); }
};

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}

// A lock file as QLockFile writes it ("pid\napp name\nhost name\n"), for an instance id.
void writeLock(const QString &folder, const QString &instance, qint64 pid, const QString &appName)
{
    QVERIFY(testing::writeFile(QDir(folder).filePath(QStringLiteral("instance-%1.lock").arg(instance)),
                               QStringLiteral("%1\n%2\n\n").arg(pid).arg(appName).toUtf8()));
}

// A copy as another instance would have left it.
void writeForeignCopy(const QString &folder, const QString &instance, const QString &original)
{
    const QString data = instance + QStringLiteral("-1.dat");
    QVERIFY(testing::writeFile(QDir(folder).filePath(data), "recovered"));
    QJsonObject json{{QStringLiteral("data"), data},
                     {QStringLiteral("originalPath"), original},
                     {QStringLiteral("format"), QStringLiteral("TEXT")},
                     {QStringLiteral("kind"), QStringLiteral("terrain")},
                     {QStringLiteral("time"), QStringLiteral("2026-01-02T03:04:05.000Z")},
                     {QStringLiteral("undoText"), QStringLiteral("Raise")}};
    QVERIFY(testing::writeFile(QDir(folder).filePath(instance + QStringLiteral("-1.json")), QJsonDocument(json).toJson()));
}

} // namespace

class TstRecoveryStore : public QObject
{
    Q_OBJECT
private slots:
    void writeStoresBytesAndSidecarNotTheUsersFile()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("level.hmp"));
        QVERIFY(testing::writeFile(user, "original"));
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        RecoveryStore store(folder);
        TextDocument text(user);
        text.edit("edited once");
        QString error;
        QVERIFY2(store.write(*text.doc, &error), qPrintable(error));
        QVERIFY(store.has(text.doc.get()));
        const QString base = store.instanceId() + QStringLiteral("-1");
        QCOMPARE(filesIn(folder), (QStringList{base + QStringLiteral(".hmp"), base + QStringLiteral(".json"),
                                               QStringLiteral("instance-%1.lock").arg(store.instanceId())}));
        QCOMPARE(readFile(QDir(folder).filePath(base + QStringLiteral(".hmp"))), QByteArray("edited once"));
        const QJsonObject json = QJsonDocument::fromJson(readFile(QDir(folder).filePath(base + QStringLiteral(".json")))).object();
        QCOMPARE(json.value(QLatin1String("originalPath")).toString(), user);
        QCOMPARE(json.value(QLatin1String("format")).toString(), QStringLiteral("TEXT"));
        QCOMPARE(json.value(QLatin1String("kind")).toString(), QStringLiteral("terrain"));
        QCOMPARE(json.value(QLatin1String("undoText")).toString(), QStringLiteral("Set Text"));
        QVERIFY(QDateTime::fromString(json.value(QLatin1String("time")).toString(), Qt::ISODateWithMs).isValid());
        QCOMPARE(readFile(user), QByteArray("original")); // never touched
        QVERIFY(text.doc->isModified());

        // A second write replaces the copy in place; a second document gets its own.
        text.edit("edited twice");
        QVERIFY2(store.write(*text.doc, &error), qPrintable(error));
        QCOMPARE(readFile(QDir(folder).filePath(base + QStringLiteral(".hmp"))), QByteArray("edited twice"));
        TextDocument other{QString()};
        other.edit("untitled");
        QVERIFY2(store.write(*other.doc, &error), qPrintable(error));
        QCOMPARE(filesIn(folder).size(), 5);
        QCOMPARE(readFile(QDir(folder).filePath(store.instanceId() + QStringLiteral("-2.dat"))), QByteArray("untitled"));
    }

    // Issue 37: a rewrite that fails (a full disk) leaves the last good copy offered, also when
    // the document's new name moves the copy to another suffix.
    void failedRewriteKeepsTheLastGoodCopy_data()
    {
        QTest::addColumn<bool>("renamed");
        QTest::newRow("same name") << false;
        QTest::newRow("saved under another suffix") << true;
    }
    void failedRewriteKeepsTheLastGoodCopy()
    {
        QFETCH(bool, renamed);
        testing::FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QString folder = disk.filePath(QStringLiteral("recovery"));
        auto store = std::make_unique<RecoveryStore>(folder);
        TextDocument text(QStringLiteral("/x/level.hmp"));
        const QByteArray v1(2048, '1');
        text.edit(v1);
        QString error;
        QVERIFY2(store->write(*text.doc, &error), qPrintable(error));
        QVERIFY(disk.fill());
        QTemporaryDir elsewhere; // not on the full disk
        if (renamed)
            QVERIFY2(text.doc->saveAs(elsewhere.filePath(QStringLiteral("level.wmp")), &error), qPrintable(error));
        text.edit(QByteArray(16384, '2'));
        QVERIFY(!store->write(*text.doc, &error));
        QVERIFY2(error.contains(QStringLiteral("recovery file")), qPrintable(error));
        // What a later start would offer (orphans() reads the same two files, once this
        // instance's lock is gone): the sidecar names v1's data file, which still holds v1.
        const QString base = store->instanceId() + QStringLiteral("-1");
        const QJsonObject json = QJsonDocument::fromJson(readFile(QDir(folder).filePath(base + QStringLiteral(".json")))).object();
        QCOMPARE(json.value(QLatin1String("originalPath")).toString(), QStringLiteral("/x/level.hmp"));
        QCOMPARE(json.value(QLatin1String("data")).toString(), base + QStringLiteral(".hmp"));
        QCOMPARE(readFile(QDir(folder).filePath(base + QStringLiteral(".hmp"))), v1);
    }

    // A rewrite under a new suffix that succeeds leaves one copy: the old-suffix bytes go once
    // the new ones and their sidecar are written.
    void rewriteUnderANewSuffixLeavesOneCopy()
    {
        QTemporaryDir dir;
        RecoveryStore store(dir.filePath(QStringLiteral("recovery")));
        TextDocument text(dir.filePath(QStringLiteral("level.hmp")));
        text.edit("one");
        QString error;
        QVERIFY2(store.write(*text.doc, &error), qPrintable(error));
        QVERIFY2(text.doc->saveAs(dir.filePath(QStringLiteral("level.wmp")), &error), qPrintable(error));
        text.edit("two");
        QVERIFY2(store.write(*text.doc, &error), qPrintable(error));
        const QString base = store.instanceId() + QStringLiteral("-1");
        QCOMPARE(filesIn(store.folder()), (QStringList{base + QStringLiteral(".json"), base + QStringLiteral(".wmp"),
                                                       QStringLiteral("instance-%1.lock").arg(store.instanceId())}));
        QCOMPARE(readFile(QDir(store.folder()).filePath(base + QStringLiteral(".wmp"))), QByteArray("two"));
    }

    void removeDeletesOnlyThatDocumentsCopy()
    {
        QTemporaryDir dir;
        RecoveryStore store(dir.path());
        TextDocument a(dir.filePath(QStringLiteral("a.hmp"))), b(dir.filePath(QStringLiteral("b.hmp")));
        a.edit("a");
        b.edit("b");
        QString error;
        QVERIFY(store.write(*a.doc, &error));
        QVERIFY(store.write(*b.doc, &error));
        store.remove(a.doc.get());
        QVERIFY(!store.has(a.doc.get()));
        const QString lock = QStringLiteral("instance-%1.lock").arg(store.instanceId());
        QCOMPARE(filesIn(dir.path()), (QStringList{store.instanceId() + QStringLiteral("-2.hmp"),
                                                   store.instanceId() + QStringLiteral("-2.json"), lock}));
        store.remove(a.doc.get()); // twice is harmless
        store.remove(b.doc.get());
        QCOMPARE(filesIn(dir.path()), QStringList{lock});
    }

    // A store's own copies, and those of another live instance, are never orphans; once that
    // instance is gone (its lock released as in a crash, files left behind) they are.
    // Stores made one after the other in one process (within the same millisecond) still have
    // ids of their own: they used to share one now and then, and with it a lock.
    void storesMadeAtOnceHaveTheirOwnIds()
    {
        QTemporaryDir dir;
        std::vector<std::unique_ptr<RecoveryStore>> stores;
        QSet<QString> ids;
        for (int i = 0; i < 50; ++i) {
            stores.push_back(std::make_unique<RecoveryStore>(dir.path()));
            ids.insert(stores.back()->instanceId());
        }
        QCOMPARE(ids.size(), 50);
    }

    void orphansOnlyOfInstancesThatAreGone()
    {
        // QLockFile also takes a lock whose process runs under another name than the one it wrote
        // (a renamed binary) for stale; the live owner's flock() must still protect it.
        QCoreApplication::setApplicationName(QStringLiteral("not-the-executable"));
        QTemporaryDir dir;
        RecoveryStore mine(dir.path());
        TextDocument a(dir.filePath(QStringLiteral("a.hmp")));
        a.edit("mine");
        QString error;
        QVERIFY(mine.write(*a.doc, &error));
        QVERIFY(mine.orphans().isEmpty());
        {
            RecoveryStore other(dir.path());
            QVERIFY(other.instanceId() != mine.instanceId());
            TextDocument b(dir.filePath(QStringLiteral("b.hmp")));
            b.edit("theirs");
            QVERIFY(other.write(*b.doc, &error));
            QVERIFY(mine.orphans().isEmpty()); // `other` holds its lock
        }
        const QList<RecoveryEntry> orphans = mine.orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans[0].originalPath, dir.filePath(QStringLiteral("b.hmp")));
        QCOMPARE(readFile(orphans[0].dataPath), QByteArray("theirs"));
        QCOMPARE(orphans[0].undoText, QStringLiteral("Set Text"));
        QCOMPARE(orphans[0].kind, QStringLiteral("terrain"));
    }

    void lockOfALiveProcessKeepsItsCopies()
    {
        QTemporaryDir dir;
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        if (!sleeper.waitForStarted())
            QSKIP("cannot start `sleep`");
        writeLock(dir.path(), QStringLiteral("live"), sleeper.processId(), QStringLiteral("sleep"));
        writeForeignCopy(dir.path(), QStringLiteral("live"), QStringLiteral("/x/live.hmp"));
        RecoveryStore store(dir.path());
        QVERIFY(store.orphans().isEmpty());
        sleeper.kill();
        sleeper.waitForFinished();
        const QList<RecoveryEntry> orphans = store.orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans[0].originalPath, QStringLiteral("/x/live.hmp"));
        QCOMPARE(orphans[0].time, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));
    }

    void deadPidOrMissingLockMakesOrphans()
    {
        QTemporaryDir dir;
        // A pid that cannot be running (above pid_max), and an instance without any lock file.
        writeLock(dir.path(), QStringLiteral("dead"), 0x7ffffff0, QStringLiteral("ackedit"));
        writeForeignCopy(dir.path(), QStringLiteral("dead"), QStringLiteral("/x/dead.hmp"));
        writeForeignCopy(dir.path(), QStringLiteral("nolock"), QStringLiteral("/x/nolock.hmp"));
        // Bytes without a sidecar, and a sidecar without bytes, are not offered.
        QVERIFY(testing::writeFile(dir.filePath(QStringLiteral("half-1.dat")), "x"));
        writeForeignCopy(dir.path(), QStringLiteral("nodata"), QStringLiteral("/x/nodata.hmp"));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("nodata-1.dat"))));
        RecoveryStore store(dir.path());
        QList<RecoveryEntry> orphans = store.orphans();
        QCOMPARE(orphans.size(), 2);
        QStringList originals{orphans[0].originalPath, orphans[1].originalPath};
        originals.sort();
        QCOMPARE(originals, (QStringList{QStringLiteral("/x/dead.hmp"), QStringLiteral("/x/nolock.hmp")}));

        QVERIFY(RecoveryStore::discard(orphans[0]));
        QVERIFY(!QFileInfo::exists(orphans[0].dataPath));
        QVERIFY(!QFileInfo::exists(orphans[0].sidecarPath));
        QCOMPARE(store.orphans().size(), 1); // kept for later: still offered
        QCOMPARE(store.orphans().size(), 1);
    }

    // Restoring reads the bytes through the format reader, names the document after the
    // original file and leaves it modified, so Save writes the recovered state there.
    void restoreOpensModifiedUnderTheOriginalName()
    {
        const QString model = testing::corpusDir() + QStringLiteral("/mdl7/morbius_humanoid.mdl");
        if (!QFileInfo::exists(model))
            QSKIP("corpus not present");
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        QVERIFY(QDir().mkpath(folder));
        writeForeignCopy(folder, QStringLiteral("gone"), dir.filePath(QStringLiteral("user.mdl")));
        QVERIFY(testing::writeFile(QDir(folder).filePath(QStringLiteral("gone-1.dat")), readFile(model)));
        RecoveryStore store(folder);
        const QList<RecoveryEntry> orphans = store.orphans();
        QCOMPARE(orphans.size(), 1);
        QString error;
        std::unique_ptr<document::Document> doc = RecoveryStore::restore(orphans[0], &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(doc->fileName(), dir.filePath(QStringLiteral("user.mdl")));
        QVERIFY(doc->isModified());
        QVERIFY(doc->save(&error));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("user.mdl"))), readFile(model));
        QVERIFY(!doc->isModified());

        // Unreadable bytes: an error naming the recovery file, no document.
        QVERIFY(testing::writeFile(orphans[0].dataPath, "GARBAGE"));
        QVERIFY(!RecoveryStore::restore(orphans[0], &error));
        QVERIFY2(error.contains(QStringLiteral("gone-1.dat")), qPrintable(error));
    }

    // How long one autosave of the largest corpus file of each kind takes, split into what runs
    // on the GUI thread (serialising) and the atomic file write; printed for the issue's note.
    void writeTimeOfLargestCorpusFiles_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *file : {"mdl7/itl_wterrb.mdl", "mdl5/flw_golem.mdl", "hmp5/ack4stuff_ter40x40.hmp",
                                 "hmp7/libgamestudio_terrain.hmp", "wmb7/wichtelwald_menulevel2.wmb",
                                 "wmp/flw_newintro.wmp", "wmpb/libgamestudio_test.wmp", "wad2/conflict_wok.wad"})
            QTest::newRow(file) << testing::corpusDir() + QLatin1Char('/') + QLatin1String(file);
    }

    void writeTimeOfLargestCorpusFiles()
    {
        QFETCH(QString, file);
        if (!QFileInfo::exists(file))
            QSKIP("corpus not present");
        QString error;
        std::unique_ptr<document::Document> doc = ackedit::testing::openFile(file, &error);
        QVERIFY2(doc, qPrintable(error));
        // Models are moved, so their writer repacks every frame as after a real edit.
        if (auto *model = qobject_cast<document::ModelDocument *>(doc.get()))
            QVERIFY2(model->transformAll(Eigen::Affine3f(Eigen::Translation3f(1, 2, 3)), QStringLiteral("Move"), &error),
                     qPrintable(error));
        QTemporaryDir dir;
        RecoveryStore store(dir.path());
        qint64 bestSerialise = std::numeric_limits<qint64>::max(), bestWrite = bestSerialise;
        qint64 worstSerialise = 0, worstWrite = 0;
        RecoveryStore::Pending pending;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            QVERIFY2(store.prepare(*doc, &pending, &error), qPrintable(error));
            const qint64 serialised = timer.nsecsElapsed();
            QVERIFY2(RecoveryStore::commit(pending, &error), qPrintable(error));
            const qint64 written = timer.nsecsElapsed() - serialised;
            bestSerialise = std::min(bestSerialise, serialised);
            bestWrite = std::min(bestWrite, written);
            worstSerialise = std::max(worstSerialise, serialised);
            worstWrite = std::max(worstWrite, written);
        }
        QCOMPARE(readFile(pending.dataPath).size(), pending.bytes.size());
        qInfo("%s (%lld bytes): serialise %.1f-%.1f ms, atomic write %.1f-%.1f ms (best-worst of 3)",
              qPrintable(QFileInfo(file).fileName()), qint64(pending.bytes.size()), bestSerialise / 1e6,
              worstSerialise / 1e6, bestWrite / 1e6, worstWrite / 1e6);
    }
};

QTEST_GUILESS_MAIN(TstRecoveryStore)
#include "tst_recoverystore.moc"
