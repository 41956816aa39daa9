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

    // The editing commands read their options the same way and word the three problems alike.
    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const auto cmd = [](const char *name, QStringList options) {
            QStringList args = QString::fromLatin1(name).split(QLatin1Char(' '));
            args << QStringLiteral("in") << QStringLiteral("out") << options;
            return args;
        };
        QTest::newRow("sculpt: no value")
            << cmd("sculpt", {QStringLiteral("--brush"), QStringLiteral("raise"), QStringLiteral("--radius")})
            << QStringLiteral("ackedit-cli: --radius needs a value; sculpt takes");
        QTest::newRow("sculpt: bad brush") << cmd("sculpt", {QStringLiteral("--brush"), QStringLiteral("dig")})
                                           << QStringLiteral("ackedit-cli: bad value for --brush: dig");
        QTest::newRow("uv-transform: unknown")
            << cmd("uv-transform", {QStringLiteral("--skin"), QStringLiteral("0"), QStringLiteral("--spin"), QStringLiteral("1")})
            << QStringLiteral("ackedit-cli: unknown option --spin; uv-transform takes");
        QTest::newRow("uv-transform: bad mirror") << cmd("uv-transform", {QStringLiteral("--mirror"), QStringLiteral("w")})
                                                  << QStringLiteral("ackedit-cli: bad value for --mirror: w");
        QTest::newRow("paint: bad opacity") << cmd("paint", {QStringLiteral("--opacity"), QStringLiteral("2")})
                                            << QStringLiteral("ackedit-cli: bad value for --opacity: 2");
        QTest::newRow("paint: colour spelled both ways")
            << cmd("paint", {QStringLiteral("--colour"), QStringLiteral("#zz0000")})
            << QStringLiteral("ackedit-cli: bad value for --colour: #zz0000");
        QTest::newRow("frames interpolate: unknown")
            << cmd("frames interpolate", {QStringLiteral("--between"), QStringLiteral("0,1"), QStringLiteral("--many"), QStringLiteral("3")})
            << QStringLiteral("ackedit-cli: unknown option --many; frames interpolate takes");
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(message), qPrintable(r.err));
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
