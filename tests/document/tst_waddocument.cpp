// WadDocument: textures renamed, replaced, duplicated, added and deleted as undoable commands on
// generated WAD7 and WAD2 archives. Each edit does what it says and touches nothing else; undo
// gives back the original bytes, redo the edited ones; refused edits push nothing.
#include "format/wad/wadfixtures.h"

#include "documentfactory.h"
#include "formatregistry.h"
#include "wad/waddocument.h"
#include "wad/wadfile.h"

#include <QSignalSpy>
#include <QTest>

using namespace ackedit;
using document::WadDocument;

namespace {

std::unique_ptr<WadDocument> open(const QByteArray &bytes)
{
    std::unique_ptr<document::Document> doc =
        document::createDocument(format::readAssetFile(bytes), QStringLiteral("/tmp/t.wad"));
    auto *wad = qobject_cast<WadDocument *>(doc.get());
    if (!wad)
        return nullptr;
    doc.release();
    return std::unique_ptr<WadDocument>(wad);
}

QByteArray bytesOf(WadDocument &doc)
{
    QByteArray bytes;
    QString error;
    if (!doc.serialise(&bytes, &error))
        qWarning("%s", qPrintable(error));
    return bytes;
}

QStringList names(const WadDocument &doc)
{
    QStringList out;
    for (int i = 0; i < doc.textureCount(); ++i)
        out << doc.textureName(i);
    return out;
}

// Undo to the start gives the original bytes, redo to the end the edited ones.
void checkUndoRedo(WadDocument &doc, const QByteArray &original)
{
    const QByteArray edited = bytesOf(doc);
    QVERIFY(edited != original);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QCOMPARE(bytesOf(doc), original);
    QVERIFY(!doc.isModified());
    while (doc.undoStack()->canRedo())
        doc.undoStack()->redo();
    QCOMPARE(bytesOf(doc), edited);
    // What was written reads back as a valid archive.
    const auto reread = format::readAssetFile(edited);
    for (const auto &issue : reread->validate())
        QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
}

} // namespace

class TestWadDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void archives_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("WAD7") << wadfixture::wad7Fixture().bytes;
        QTest::newRow("WAD2") << wadfixture::wad2Fixture(true).bytes;
        QTest::newRow("WAD2 no palette") << wadfixture::wad2Fixture(false).bytes;
    }

    void opensAsWadDocument()
    {
        auto doc = open(wadfixture::wad7Fixture().bytes);
        QVERIFY(doc);
        QCOMPARE(doc->textureCount(), 6);
        QCOMPARE(bytesOf(*doc), wadfixture::wad7Fixture().bytes);
    }

    void rename_data() { archives_data(); }
    void rename()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        QVERIFY(doc);
        QSignalSpy changed(doc.get(), &WadDocument::texturesChanged);
        const QStringList before = names(*doc);
        QString error;
        QVERIFY2(doc->renameTexture(1, QStringLiteral("brick_ä"), &error), qPrintable(error));
        QCOMPARE(doc->textureName(1), QStringLiteral("brick_ä"));
        QCOMPARE(changed.count(), 1);
        QStringList expected = before;
        expected[1] = QStringLiteral("brick_ä");
        QCOMPARE(names(*doc), expected);
        // Both copies of the name (directory entry and texture record) change, nothing else.
        const auto reread = format::readWad(bytesOf(*doc));
        QCOMPARE(reread->textureName(1), QStringLiteral("brick_ä"));
        QCOMPARE(reread->lumpName(reread->lumpIndexOfTexture(1)), QStringLiteral("brick_ä"));
        QCOMPARE(reread->skinImage(1), format::readWad(bytes)->skinImage(1));
        QCOMPARE(bytesOf(*doc).size(), bytes.size());
        checkUndoRedo(*doc, bytes);
        QCOMPARE(changed.count(), 3);
    }

    void refusedNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << QString();
        QTest::newRow("16 characters") << QStringLiteral("abcdefghijklmnop");
        QTest::newRow("not Latin-1") << QStringLiteral("stone\u4e00");
        QTest::newRow("taken, other case") << QStringLiteral("RGB565MIP");
    }

    // A refused name says why and changes nothing.
    void refusedNames()
    {
        QFETCH(QString, name);
        auto doc = open(wadfixture::wad7Fixture().bytes);
        QString error;
        QVERIFY(!doc->renameTexture(0, name, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(doc->undoStack()->count(), 0);
        error.clear();
        QVERIFY(!doc->addTexture(name, wadfixture::testImage(8, 8, 1, true), 0, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(bytesOf(*doc), wadfixture::wad7Fixture().bytes);
    }

    void replace_data() { archives_data(); }
    void replace()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        // 565-exact colours at a new size: the texture decodes to exactly this image.
        const format::RgbaImage image = wadfixture::testImage(32, 16, 9, true);
        const int texture = doc->wad()->texturePixelType(0) == (format::PixelType::Rgb565 | format::PixelType::MipFlag) ? 0 : 1;
        QString error;
        QVERIFY2(doc->replaceTexture(texture, image, &error), qPrintable(error));
        QCOMPARE(doc->wad()->skinImage(texture), image);
        QCOMPARE(format::readWad(bytesOf(*doc))->skinImage(texture), image);
        checkUndoRedo(*doc, bytes);
    }

    void replaceRefusesSizesTheTypeCannotStore()
    {
        auto doc = open(wadfixture::wad7Fixture().bytes);
        QString error;
        QVERIFY(!doc->replaceTexture(1, wadfixture::testImage(12, 8, 1, true), &error)); // mipmapped: multiple of 8
        QVERIFY2(error.contains(QStringLiteral("divisible by 8")), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(bytesOf(*doc), wadfixture::wad7Fixture().bytes);
    }

    void duplicate_data() { archives_data(); }
    void duplicate()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        const int count = doc->textureCount();
        const QString name = doc->textureName(0);
        QString error;
        QVERIFY2(doc->duplicateTexture(0, &error), qPrintable(error));
        QCOMPARE(doc->textureCount(), count + 1);
        QCOMPARE(doc->textureName(1), (name + QStringLiteral("_2")).right(15));
        QCOMPARE(doc->wad()->skinImage(1), doc->wad()->skinImage(0));
        QVERIFY2(doc->duplicateTexture(0, &error), qPrintable(error)); // the next free number
        QCOMPARE(doc->textureName(1), (name + QStringLiteral("_3")).right(15));
        const auto reread = format::readWad(bytesOf(*doc));
        QCOMPARE(reread->skinCount(), count + 2);
        QCOMPARE(reread->skinImage(2), reread->skinImage(0));
        checkUndoRedo(*doc, bytes);
    }

    void add_data() { archives_data(); }
    void add()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        const int count = doc->textureCount();
        const format::RgbaImage image = wadfixture::testImage(16, 8, 5, true);
        QString error;
        const int like = doc->wad()->texturePixelType(0) == (format::PixelType::Rgb565 | format::PixelType::MipFlag) ? 0 : 1;
        QVERIFY2(doc->addTexture(QStringLiteral("newtex"), image, like, &error), qPrintable(error));
        QCOMPARE(doc->textureCount(), count + 1);
        QCOMPARE(doc->textureName(count), QStringLiteral("newtex"));
        QCOMPARE(doc->wad()->texturePixelType(count), doc->wad()->texturePixelType(like));
        QCOMPARE(doc->wad()->skinImage(count), image);
        QCOMPARE(format::readWad(bytesOf(*doc))->skinImage(count), image);
        checkUndoRedo(*doc, bytes);
    }

    void addRefusesAnImageTheTypeCannotStore()
    {
        auto doc = open(wadfixture::wad7Fixture().bytes);
        QString error;
        QVERIFY(!doc->addTexture(QStringLiteral("odd"), wadfixture::testImage(10, 8, 1, true), 1, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(doc->textureCount(), 6);
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(bytesOf(*doc), wadfixture::wad7Fixture().bytes);
    }

    void remove_data() { archives_data(); }
    void remove()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        const QStringList before = names(*doc);
        QString error;
        QVERIFY2(doc->deleteTexture(0, &error), qPrintable(error));
        QCOMPARE(names(*doc), before.mid(1));
        QVERIFY(!doc->deleteTexture(before.size() - 1, &error)); // no such texture any more
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(format::readWad(bytesOf(*doc))->skinCount(), before.size() - 1);
        checkUndoRedo(*doc, bytes);
    }

    // Every edit in a row, undone step by step: each undo gives the bytes before that step.
    void mixedSequenceUndoesStepByStep_data() { archives_data(); }
    void mixedSequenceUndoesStepByStep()
    {
        QFETCH(QByteArray, bytes);
        auto doc = open(bytes);
        QList<QByteArray> states{bytes};
        QString error;
        const int like = doc->wad()->texturePixelType(0) == (format::PixelType::Rgb565 | format::PixelType::MipFlag) ? 0 : 1;
        QVERIFY(doc->duplicateTexture(1, &error));
        states << bytesOf(*doc);
        QVERIFY(doc->deleteTexture(0, &error));
        states << bytesOf(*doc);
        QVERIFY(doc->addTexture(QStringLiteral("added"), wadfixture::testImage(8, 8, 2, true), like - (like > 0), &error));
        states << bytesOf(*doc);
        QVERIFY(doc->renameTexture(doc->textureCount() - 1, QStringLiteral("renamed"), &error));
        states << bytesOf(*doc);
        QVERIFY(doc->deleteTexture(doc->textureCount() - 1, &error));
        states << bytesOf(*doc);
        for (int i = states.size() - 2; i >= 0; --i) {
            doc->undoStack()->undo();
            QCOMPARE(bytesOf(*doc), states[i]);
        }
        for (int i = 1; i < states.size(); ++i) {
            doc->undoStack()->redo();
            QCOMPARE(bytesOf(*doc), states[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TestWadDocument)
#include "tst_waddocument.moc"
