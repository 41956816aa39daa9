// ackedit-cli's writes on a real full disk (issue 12): `transform` onto a full tmpfs used to print
// "4476 bytes written", exit 0 and leave an empty file; it must fail with the system's reason and
// keep the original. And `roundtrip` fails (exit 3) when the output differs from the input.
#include "cli/clirunner.h"
#include "clicommands.h"
#include "common_files.h"
#include "fulldisk.h"
#include "hmp/hmpfile.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using ackedit::testing::FullDisk;
using ackedit::testing::readFile;
using ackedit::testing::runCli;

namespace {

// A generated HMP7 terrain of n x n heights (no corpus needed).
QByteArray terrain(int n)
{
    std::vector<float> heights;
    for (int i = 0; i < n * n; ++i)
        heights.push_back(float(std::sin(i * 0.3)) * 40.f);
    return ackedit::format::HmpFile::create(QStringLiteral("HMP7"), n, n, 8.f, 8.f, heights)->write();
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace

class TstCliSave : public QObject
{
    Q_OBJECT
private slots:
    void transformOntoAFullDisk_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("leaveFree");
        QTest::addColumn<bool>("inPlace");
        // 65 x 65 heights make a file over the 16 KiB write buffer, 9 x 9 one well under it.
        QTest::newRow("small, in place (the issue)") << 9 << 0 << true;
        QTest::newRow("small, new file") << 9 << 0 << false;
        QTest::newRow("large, in place, 8 KiB free") << 65 << 8192 << true;
        QTest::newRow("large, new file, 8 KiB free") << 65 << 8192 << false;
    }
    void transformOntoAFullDisk()
    {
        QFETCH(int, n);
        QFETCH(int, leaveFree);
        QFETCH(bool, inPlace);
        FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QByteArray original = terrain(n);
        QCOMPARE(original.size() > 16384, n > 9); // both sides of the write buffer
        const QString input = disk.filePath(QStringLiteral("terrain.hmp"));
        const QString output = inPlace ? input : disk.filePath(QStringLiteral("scaled.hmp"));
        QVERIFY(disk.fillAfter(QStringLiteral("terrain.hmp"), original, leaveFree));

        const auto r = runCli({QStringLiteral("transform"), input, output, QStringLiteral("--scale"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(output + QStringLiteral(": cannot write: No space left on device")), qPrintable(r.err));
        QVERIFY2(!r.out.contains(QStringLiteral("written")), qPrintable(r.out));
        QCOMPARE(sha256(readFile(input)), sha256(original));
        if (!inPlace)
            QVERIFY(!QFile::exists(output));
    }

    // No real file is known whose write-back differs (every reader keeps what it does not
    // model), so the verdict that decides the exit code is checked directly.
    void roundtripVerdictDecidesTheExitCode()
    {
        using ackedit::cli::Differs;
        using ackedit::cli::Ok;
        const QByteArray bytes = terrain(9);
        QCOMPARE(ackedit::cli::roundtripVerdict(bytes, bytes), Ok);
        QByteArray changed = bytes;
        changed[changed.size() / 2] = char(changed[changed.size() / 2] ^ 1);
        QCOMPARE(ackedit::cli::roundtripVerdict(bytes, changed), Differs);
        QCOMPARE(ackedit::cli::roundtripVerdict(bytes, bytes.left(bytes.size() - 1)), Differs);
        QCOMPARE(ackedit::cli::roundtripVerdict(bytes, bytes + '\0'), Differs);
    }
};

QTEST_GUILESS_MAIN(TstCliSave)
#include "tst_clisave.moc"
