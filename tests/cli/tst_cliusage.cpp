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
        // The line names the file, then says in plain words what is wrong, then the detail.
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("lead");
        QTest::addColumn<QString>("expected");
        const QString damaged = QStringLiteral("The file is damaged or truncated: ");
        const QString unknown = QStringLiteral("This is not a 3D GameStudio file that ackedit knows: ");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("The file is empty (0 bytes)\n") << QString();
        QTest::newRow("text") << QByteArray("hello world") << unknown
                              << QStringLiteral("offset 0x0000: magic: starts with \"hello wo\"");
        QTest::newRow("Half-Life model") << QByteArray("IDST\x0a\0\0\0", 8)
                                         << QStringLiteral("This is a Half-Life model (IDST), not a 3D GameStudio model: ")
                                         << QStringLiteral("offset 0x0000: magic: starts with \"IDST\"");
        QTest::newRow("Half-Life WAD") << QByteArray("WAD3\x01\0\0\0", 8)
                                       << QStringLiteral("This is a Half-Life texture WAD (WAD3), not a 3D GameStudio WAD")
                                       << QStringLiteral("offset 0x0000: magic: starts with \"WAD3\"");
        QTest::newRow("truncated MDL5 header") << QByteArray("MDL5\0\0\0\0", 8) << damaged << QStringLiteral("offset 0x");
        QTest::newRow("truncated HMP7 header") << QByteArray("HMP7") << damaged << QStringLiteral("offset 0x");
        QTest::newRow("truncated WMB7 header") << QByteArray("WMB7\1\2") << damaged << QStringLiteral("offset 0x");
        QTest::newRow("cut inside the tag") << QByteArray("WMB") << damaged << QStringLiteral("offset 0x0000: magic:");
    }
    void unknownBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, lead);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const QList<QStringList> commands = {
            {QStringLiteral("info"), path},
            {QStringLiteral("validate"), path},
            {QStringLiteral("dump"), path},
            {QStringLiteral("sculpt"), path, dir.filePath(QStringLiteral("out.hmp")), QStringLiteral("--brush"), QStringLiteral("raise"),
             QStringLiteral("--at"), QStringLiteral("0,0"), QStringLiteral("--radius"), QStringLiteral("5"),
             QStringLiteral("--strength"), QStringLiteral("1")},
            {QStringLiteral("frames"), QStringLiteral("list"), path},
            {QStringLiteral("frames"), QStringLiteral("rename"), path, dir.filePath(QStringLiteral("out.mdl")),
             QStringLiteral("0"), QStringLiteral("x")},
            {QStringLiteral("repack-report"), path}};
        for (const QStringList &command : commands) {
            const auto r = runCli(command);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith(path + QStringLiteral(": ") + lead), qPrintable(r.err));
            QVERIFY2(r.err.contains(expected), qPrintable(r.err));
            QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TstCliUsage)
#include "tst_cliusage.moc"
