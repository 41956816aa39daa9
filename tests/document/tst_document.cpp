// Document: modified follows the undo stack's clean state; saving is atomic and a failed save
// leaves the file on disk untouched and the document modified.
#include "common_files.h"
#include "common_open.h"
#include "document.h"
#include "documentopen.h"
#include "fulldisk.h"
#include "newassets.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoCommand>
#include <QtTest>

using namespace ackedit;
using testing::readFile;

namespace {

// A minimal asset whose bytes are a string the commands edit.
class TextAsset : public format::AssetFile
{
public:
    QByteArray text;
    bool failWrite = false;
    Kind kind() const override { return Kind::Model; }
    QString formatName() const override { return QStringLiteral("TEXT"); }
    QByteArray write() const override
    {
        if (failWrite)
            throw format::FormatError(-1, QStringLiteral("vertices"), QStringLiteral("too many"));
        return text;
    }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    format::TriangleMesh mesh(int) const override { return {}; }
};

class AppendCommand : public QUndoCommand
{
public:
    AppendCommand(TextAsset *a, QByteArray s) : m_asset(a), m_suffix(std::move(s)) {}
    void redo() override { m_asset->text += m_suffix; }
    void undo() override { m_asset->text.chop(m_suffix.size()); }

private:
    TextAsset *m_asset;
    QByteArray m_suffix;
};

} // namespace

class TstDocument : public QObject
{
    Q_OBJECT
private slots:
    void modifiedFollowsUndoStack()
    {
        auto asset = std::make_unique<TextAsset>();
        TextAsset *raw = asset.get();
        document::Document doc(std::move(asset), QStringLiteral("x.txt"));
        QSignalSpy spy(&doc, &document::Document::modifiedChanged);
        QVERIFY(!doc.isModified());
        doc.undoStack()->push(new AppendCommand(raw, "ab"));
        QVERIFY(doc.isModified());
        QCOMPARE(raw->text, QByteArray("ab"));
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified());
        QCOMPARE(raw->text, QByteArray());
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(0).at(0).toBool(), true);
        QCOMPARE(spy.at(1).at(0).toBool(), false);
    }

    void saveMakesCleanAndWritesBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        auto asset = std::make_unique<TextAsset>();
        TextAsset *raw = asset.get();
        document::Document doc(std::move(asset), path);
        doc.undoStack()->push(new AppendCommand(raw, "hello"));
        QString error;
        QVERIFY2(doc.save(&error), qPrintable(error));
        QVERIFY(!doc.isModified());
        QCOMPARE(readFile(path), QByteArray("hello"));
        // Undo past the saved state makes it modified again.
        doc.undoStack()->undo();
        QVERIFY(doc.isModified());
    }

    void failedWriteLeavesFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        QVERIFY(testing::writeFile(path, QByteArray("original")));
        auto asset = std::make_unique<TextAsset>();
        TextAsset *raw = asset.get();
        document::Document doc(std::move(asset), path);
        doc.undoStack()->push(new AppendCommand(raw, "changed"));
        raw->failWrite = true;
        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY2(error.contains(QStringLiteral("too many")), qPrintable(error));
        QVERIFY(doc.isModified());
        QCOMPARE(readFile(path), QByteArray("original"));
    }

    void unwritableTargetReportsError()
    {
        auto asset = std::make_unique<TextAsset>();
        TextAsset *raw = asset.get();
        document::Document doc(std::move(asset), QStringLiteral("/nonexistent-dir/a.txt"));
        doc.undoStack()->push(new AppendCommand(raw, "x"));
        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY(!error.isEmpty());
        QVERIFY(doc.isModified());
    }

    // Issue 12: on a full disk a small file was replaced by an empty one, the save reported
    // success and the document became clean.
    void fullDiskSaveFailsAndKeepsEverything()
    {
        testing::FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QString path = disk.filePath(QStringLiteral("a.txt"));
        const QByteArray original(3000, 'o');
        QVERIFY(disk.fillAfter(QStringLiteral("a.txt"), original));
        auto asset = std::make_unique<TextAsset>();
        TextAsset *raw = asset.get();
        raw->text = original;
        document::Document doc(std::move(asset), path);
        doc.undoStack()->push(new AppendCommand(raw, QByteArray(1500, 'n')));
        QSignalSpy saved(&doc, &document::Document::saved);

        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot save ") + path + QStringLiteral(": No space left on device")),
                 qPrintable(error));
        QVERIFY(doc.isModified());
        QVERIFY(!doc.undoStack()->isClean());
        QCOMPARE(saved.count(), 0);
        QCOMPARE(readFile(path), original);
        QCOMPARE(disk.files(), (QStringList{QStringLiteral("a.txt"), QStringLiteral("filler")}));

        // Nothing was lost: the same document saves to a disk with room.
        QTemporaryDir elsewhere;
        const QString good = elsewhere.filePath(QStringLiteral("a.txt"));
        QVERIFY2(doc.saveAs(good, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        QCOMPARE(readFile(good), original + QByteArray(1500, 'n'));
    }

    void saveAsRenames()
    {
        QTemporaryDir dir;
        auto asset = std::make_unique<TextAsset>();
        document::Document doc(std::move(asset), QString());
        QSignalSpy spy(&doc, &document::Document::fileNameChanged);
        const QString path = dir.filePath(QStringLiteral("new.txt"));
        QString error;
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        QCOMPARE(doc.fileName(), path);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.displayName(), QStringLiteral("new.txt"));
    }

    void openReportsParseErrors()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.mdl"));
        QVERIFY(testing::writeFile(path, QByteArray("garbage")));
        QString error;
        QVERIFY(!ackedit::testing::openFile(path, &error));
        QVERIFY2(error.startsWith(QStringLiteral("This is not a 3D GameStudio file that ackedit knows.\n") + path
                                  + QStringLiteral(": offset 0x0000: magic: starts with \"garbage\"")),
                 qPrintable(error));
        QVERIFY(!ackedit::testing::openFile(dir.filePath(QStringLiteral("missing.mdl")), &error));
        QVERIFY(error.contains(QStringLiteral("Cannot open")));
    }

    // The one open path words a failure twice: for a message box and for one line of stderr.
    void openDocumentGivesBothMessages()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.mdl"));
        QVERIFY(testing::writeFile(path, QByteArray("garbage")));
        document::OpenedDocument bad = document::openDocument(path);
        QVERIFY(!bad.document);
        QVERIFY2(bad.error.contains(QLatin1Char('\n')), qPrintable(bad.error));
        QVERIFY2(!bad.errorLine.contains(QLatin1Char('\n')), qPrintable(bad.errorLine));
        QVERIFY2(bad.errorLine.startsWith(path + QStringLiteral(": This is not a 3D GameStudio file")),
                 qPrintable(bad.errorLine));

        const QString missing = dir.filePath(QStringLiteral("missing.mdl"));
        document::OpenedDocument gone = document::openDocument(missing);
        QVERIFY(!gone.document);
        QVERIFY2(gone.errorLine.startsWith(missing + QStringLiteral(": cannot open: ")), qPrintable(gone.errorLine));

        // A good file opens, named by its path, clean.
        const QString good = dir.filePath(QStringLiteral("good.mdl"));
        QVERIFY(testing::writeFile(good, document::newassets::model(true)->write()));
        document::OpenedDocument opened = document::openDocument(good);
        QVERIFY2(opened.document, qPrintable(opened.error));
        QVERIFY(opened.error.isEmpty() && opened.errorLine.isEmpty());
        QCOMPARE(opened.document->fileName(), good);
        QVERIFY(!opened.document->isModified());
    }
};

QTEST_GUILESS_MAIN(TstDocument)
#include "tst_document.moc"
