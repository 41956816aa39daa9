// writeFileAtomically, the one writer behind every save: it writes or replaces a file, and on a
// real full disk (issue 12: a small file became an empty file and the save "succeeded") it
// fails with the system's reason, leaving the original bytes or no file at all.
#include "io/atomicfile.h"

#include "common_files.h"
#include "fulldisk.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::format::writeFileAtomically;
using ackedit::testing::FullDisk;
using ackedit::testing::readFile;

namespace {

const QString NoSpace = QStringLiteral("No space left on device");

// Bytes that differ from any other call with another seed.
QByteArray pattern(qsizetype size, char seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(seed + i * 7);
    return bytes;
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

// Sizes around QFileDevice's 16 KiB write buffer: at or under it the bytes used to be written
// only by commit()'s flush, whose failure Qt 6.4 ignores. With a little space left, a large
// write is short without an error, which used to be reported as "Unknown error".
void addSizes()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("leaveFree");
    QTest::newRow("1 byte") << 1 << 0;
    QTest::newRow("4476 bytes (the issue's HMP)") << 4476 << 0;
    QTest::newRow("16 KiB, the buffer") << 16384 << 0;
    QTest::newRow("16 KiB + 1") << 16385 << 0;
    QTest::newRow("100 KB, more than the disk") << 100000 << 0;
    QTest::newRow("16 KiB, 8 KiB free") << 16384 << 8192;
    QTest::newRow("100 KB, 8 KiB free") << 100000 << 8192;
}

} // namespace

class TstAtomicFile : public QObject
{
    Q_OBJECT
private slots:
    void createsAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.bin"));
        QString error;
        QVERIFY2(writeFileAtomically(path, pattern(100, 'a'), &error), qPrintable(error));
        QCOMPARE(readFile(path), pattern(100, 'a'));
        QVERIFY2(writeFileAtomically(path, pattern(40000, 'b'), &error), qPrintable(error));
        QCOMPARE(readFile(path), pattern(40000, 'b'));
        QVERIFY2(writeFileAtomically(path, QByteArray(), &error), qPrintable(error));
        QCOMPARE(QFileInfo(path).size(), 0);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("a.bin")});
    }

    void missingDirectoryIsAnError()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("no/such/a.bin")), pattern(10, 'a'), &error));
        QVERIFY2(error.contains(QStringLiteral("No such file or directory")), qPrintable(error));
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("no/such/b.bin")), pattern(10, 'a'), nullptr));
    }

    void fullDiskKeepsTheOriginal_data() { addSizes(); }
    void fullDiskKeepsTheOriginal()
    {
        QFETCH(int, size);
        QFETCH(int, leaveFree);
        FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QString path = disk.filePath(QStringLiteral("small.hmp"));
        const QByteArray original = pattern(3000, 'o');
        QVERIFY(disk.fillAfter(QStringLiteral("small.hmp"), original, leaveFree));

        QString error;
        QVERIFY(!writeFileAtomically(path, pattern(size, 'n'), &error));
        QVERIFY2(error.contains(NoSpace), qPrintable(error));
        QCOMPARE(sha256(readFile(path)), sha256(original));
        QCOMPARE(disk.files(), (QStringList{QStringLiteral("filler"), QStringLiteral("small.hmp")}));
    }

    void fullDiskCreatesNoNewFile_data() { addSizes(); }
    void fullDiskCreatesNoNewFile()
    {
        QFETCH(int, size);
        QFETCH(int, leaveFree);
        FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        QVERIFY(disk.fill(leaveFree));

        const QString path = disk.filePath(QStringLiteral("new.hmp"));
        QString error;
        QVERIFY(!writeFileAtomically(path, pattern(size, 'n'), &error));
        QVERIFY2(error.contains(NoSpace), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(disk.files(), QStringList{QStringLiteral("filler")});
    }
};

QTEST_GUILESS_MAIN(TstAtomicFile)
#include "tst_atomicfile.moc"
