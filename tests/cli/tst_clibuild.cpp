// `ackedit-cli build` (issue 35 point 3) as a user runs it: a new WMPB level with a block and a
// light, grown with `level add`, builds into a WMB7 that ackedit reads and `validate --rules`
// passes; the stages and the summary are printed; --no-light and --lightmap-size reach the file;
// a WMB, a damaged source and bad options are refused with a non-zero exit and no file.
#include "cli/clirunner.h"
#include "common_files.h"

#include "formatregistry.h"
#include "wmb/wmbfile.h"

#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;

class TstCliBuild : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // new level-binary, then a box and a light added through `level add`.
    QString level()
    {
        const QString a = path(QStringLiteral("a.wmp")), b = path(QStringLiteral("b.wmp")), c = path(QStringLiteral("c.wmp"));
        if (runCli({QStringLiteral("new"), QStringLiteral("level-binary"), a}).exitCode != 0
            || runCli({QStringLiteral("level"), QStringLiteral("add"), a, b, QStringLiteral("block"), QStringLiteral("--at"),
                       QStringLiteral("0,0,0"), QStringLiteral("--size"), QStringLiteral("512,512,32")}).exitCode != 0
            || runCli({QStringLiteral("level"), QStringLiteral("add"), b, c, QStringLiteral("light"), QStringLiteral("--at"),
                       QStringLiteral("0,0,100")}).exitCode != 0)
            return {};
        return c;
    }

private slots:
    void buildsAValidWmb()
    {
        const QString source = level();
        QVERIFY(!source.isEmpty());
        const QString out = path(QStringLiteral("built.wmb"));
        const auto r = runCli({QStringLiteral("build"), source, out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *stage : {"Reading textures...", "Compiling blocks...", "Lighting...", "Writing..."})
            QVERIFY2(r.out.contains(QLatin1String(stage)), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("built.wmb: WMB7, 1 blocks, ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("lightmap pages of 256")));
        const auto v = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), out});
        QVERIFY2(v.out.contains(QLatin1String("0 error(s)")), qPrintable(v.out + v.err));
        const std::unique_ptr<ackedit::format::WmbFile> wmb = ackedit::format::readWmb(ackedit::testing::readFile(out));
        QCOMPARE(wmb->blocks().size(), size_t(1));
        QCOMPARE(wmb->objects().size(), size_t(2)); // INFO and the light
        // A 512-unit top face crosses the 236-unit grid lines twice each way: 9 pieces.
        QVERIFY(wmb->blocks()[0].triangles.size() > 12);
        QVERIFY(wmb->lightmapPages().size() >= 2);
    }

    void optionsReachTheFile()
    {
        const QString source = level();
        const QString out = path(QStringLiteral("dark.wmb"));
        const auto r = runCli({QStringLiteral("build"), source, out, QStringLiteral("--no-light"), QStringLiteral("--threads"),
                               QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(ackedit::format::readWmb(ackedit::testing::readFile(out))->lightmapPages().size(), size_t(1));
        const QString big = path(QStringLiteral("big.wmb"));
        const auto s = runCli({QStringLiteral("build"), source, big, QStringLiteral("--lightmap-size"), QStringLiteral("512"),
                               QStringLiteral("--extra"), QStringLiteral("2"), QStringLiteral("--ao"),
                               QStringLiteral("--soft-sun"), QStringLiteral("--model-shadows")});
        QVERIFY2(s.exitCode == 0, qPrintable(s.err));
        QCOMPARE(ackedit::format::readWmb(ackedit::testing::readFile(big))->lightmapSize(), 512);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("input");   // "level", "wmb", "damaged"
        QTest::addColumn<QString>("message");
        QTest::newRow("a wmb") << QStringList() << QStringLiteral("wmb") << QStringLiteral("not a level source");
        QTest::newRow("damaged") << QStringList() << QStringLiteral("damaged") << QString();
        QTest::newRow("page size") << QStringList{QStringLiteral("--lightmap-size"), QStringLiteral("300")}
                                   << QStringLiteral("level") << QStringLiteral("bad value for --lightmap-size");
        QTest::newRow("extra") << QStringList{QStringLiteral("--extra"), QStringLiteral("3")} << QStringLiteral("level")
                               << QStringLiteral("bad value for --extra");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--fast")} << QStringLiteral("level")
                                 << QStringLiteral("unknown option --fast");
    }
    void refusals()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, input);
        QFETCH(QString, message);
        QString source = level();
        if (input == QLatin1String("wmb")) {
            const QString built = path(QStringLiteral("first.wmb"));
            QCOMPARE(runCli({QStringLiteral("build"), source, built}).exitCode, 0);
            source = built;
        } else if (input == QLatin1String("damaged")) {
            QByteArray bytes = ackedit::testing::readFile(source);
            bytes.truncate(bytes.size() / 2);
            source = path(QStringLiteral("damaged.wmp"));
            ackedit::testing::writeFile(source, bytes);
        }
        const QString out = path(QStringLiteral("refused.wmb"));
        QFile::remove(out);
        const auto r = runCli(QStringList{QStringLiteral("build"), source, out} + extra);
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.exitCode > 0); // not a crash
        QVERIFY2(message.isEmpty() || r.err.contains(message), qPrintable(r.err));
        QVERIFY(!r.err.isEmpty());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TstCliBuild)
#include "tst_clibuild.moc"
