// ackedit-cli's contract with scripts: exit 2 on bad usage, 1 on invalid input with a message
// naming the file, offset and field, never a crash.
#include "cli/clirunner.h"

#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;

class TstCliUsage : public QObject
{
    Q_OBJECT
private slots:
    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no arguments") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("explode")};
        QTest::newRow("info without file") << QStringList{QStringLiteral("info")};
        QTest::newRow("roundtrip without output") << QStringList{QStringLiteral("roundtrip"), QStringLiteral("a.mdl")};
        QTest::newRow("transform bad scale")
            << QStringList{QStringLiteral("transform"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("--scale"), QStringLiteral("x")};
        QTest::newRow("export-obj bad frame")
            << QStringList{QStringLiteral("export-obj"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("--frame"), QStringLiteral("-3")};
    }
    void badUsage()
    {
        QFETCH(QStringList, args);
        const auto r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("usage:")), qPrintable(r.err));
    }

    void missingFile()
    {
        const auto r = runCli({QStringLiteral("info"), QStringLiteral("/nonexistent/x.mdl")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("/nonexistent/x.mdl: cannot open")), qPrintable(r.err));
    }

    void unknownBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("offset 0x0000: magic:");
        QTest::newRow("text") << QByteArray("hello world") << QStringLiteral("offset 0x0000: magic:");
        QTest::newRow("truncated MDL5 header") << QByteArray("MDL5\0\0\0\0", 8) << QStringLiteral("offset 0x");
        QTest::newRow("truncated HMP7 header") << QByteArray("HMP7") << QStringLiteral("offset 0x");
        QTest::newRow("truncated WMB7 header") << QByteArray("WMB7\1\2") << QStringLiteral("offset 0x");
    }
    void unknownBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        for (const QString &cmd : {QStringLiteral("info"), QStringLiteral("validate"), QStringLiteral("dump")}) {
            const auto r = runCli({cmd, path});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith(path + QStringLiteral(": ")), qPrintable(r.err));
            QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TstCliUsage)
#include "tst_cliusage.moc"
