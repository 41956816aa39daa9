// The level settings of a text WMP (`level 0`: work file, palette, nexus, sun azimuth and
// elevation, script, colour lines): each setter changes exactly the tokens of its value, spells
// numbers like the line it replaces, keeps an unchanged value's bytes, reads back, and refuses
// what the file cannot hold without changing anything.
#include "common_corpus.h"
#include "format/wmp/wmptexteditcheck.h"
#include "format/wmp/wmptextfixtures.h"
#include "wmp/wmptextfile.h"

#include <QFile>
#include <QtTest>
#include <cmath>

using namespace ackedit::format;
using namespace ackedit::testing;
using LevelFile = WmpTextFile::LevelFile;

namespace {

// A map entity piece (as corpus flw_l4_pol.wmp): no level section, the root is a block.
QByteArray fixtureWithoutLevel()
{
    QList<QByteArray> l{"// WMP2", "// ACKWED V 5.46.01", "// Created 26.10.2006", "", "version 510", "",
                        "blocks 1", "entities 0", "objects 1", ""};
    l << "block 0 {" << "\tvertices 4" << "\tfaces 4" << "\t-10 -10 0   10 -10 0   0 10 0" << "\t0 0 20"
      << "\t3  0 1 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" << "\t3  0 3 1 : glass 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t3  1 3 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" << "\t3  2 3 0 : stone 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t{" << "\t\t0000" << "\t\tndef" << "\t\t0" << "\t}" << "}" << "";
    l << "object 0 {" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tblock 0" << "}";
    return wmpJoin(l, "\r\n");
}

QByteArray fixture(int generation)
{
    return generation == 4 ? wmpFixture4() : generation == 5 ? wmpFixture5() : wmpFixture6();
}

} // namespace

class TstWmpTextLevelSettings : public QObject
{
    Q_OBJECT

private slots:
    void lineIndices()
    {
        // The recorded lines are the level section's own (fixture 5: 6 value lines + 6 colours).
        const auto f = readWmpText(wmpFixture5());
        const WmpLevelInfo &l = f->level();
        QCOMPARE((std::vector<int>{l.workFileLine, l.paletteLine, l.nexusLine, l.azimuthLine, l.elevationLine, l.scriptLine}),
                 (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(l.colorLines, (std::vector<int>{6, 7, 8, 9, 10, 11}));
        QCOMPARE(readWmpText(wmpFixture4())->level().colorLines.size(), size_t(4));
    }

    // One setter per row; `eol` is the fixture's line end.
    void edit_data()
    {
        QTest::addColumn<int>("generation");
        QTest::addColumn<int>("which");
        QTest::addColumn<QByteArray>("removed");
        QTest::addColumn<QByteArray>("added");
        auto row = [](const char *name, int generation, int which, const char *removed, const char *added) {
            QTest::newRow(name) << generation << which << QByteArray(removed) << QByteArray(added);
        };
        row("4.x azimuth keeps 3 fixed decimals", 4, 0, "\t0.000", "\t90.500");
        row("5.x elevation trimmed", 5, 1, "\t60", "\t37.5");
        row("6.x azimuth negative", 6, 2, "\t0", "\t-45.25");
        row("5.x script", 5, 3, "\t<fix5.wdl>", "\t<main.wdl>");
        row("5.x no script is ndef", 5, 4, "\t<fix5.wdl>", "\t<ndef>");
        row("6.x script with a path", 6, 5, "\t<ndef>", "\t<..\\main.c>");
        row("4.x palette", 4, 6, "\t<WoKpal.pcx>", "\t<level pal.pcx>");
        row("5.x work file", 5, 7, "\t<fix5.$$w>", "\t<other.$$w>");
        row("5.x nexus", 5, 8, "\t30", "\t64");
        row("5.x colour 3, two values kept", 5, 9, "\t46.27450943 94.50980377 86.27451324",
            "\t50 94.50980377 86.27451324");
        row("5.x sun colour 8 decimals", 5, 10, "\t0 0 0", "\t100 50.19607843 0");
        row("6.x ambient colour keeps fixed width and -0", 6, 11, "\t-0.000000 -0.000000 -0.000000",
            "\t25.000000 -0.000000 0.000000");
        row("4.x fourth of four colours", 4, 12, "\t0 0 0", "\t10 20 30.50000000");
        // WED: whole numbers plain, others with exactly 8 decimals ("41.56862640" in flw_l3).
        row("5.x fog colour 1 keeps 8 decimals", 5, 13, "\t0 0 0", "\t12.50000000 0 100");
    }
    void edit()
    {
        QFETCH(int, generation);
        QFETCH(int, which);
        QFETCH(QByteArray, removed);
        QFETCH(QByteArray, added);
        const QByteArray data = fixture(generation);
        const QByteArray eol = generation == 4 ? "\n" : "\r\n";
        const auto f = readWmpText(data);
        const WmpLevelInfo level = f->level();
        switch (which) {
        case 0: f->setSun(90.5, level.elevation); break;
        case 1: f->setSun(level.azimuth, 37.5); break;
        case 2: f->setSun(-45.25, level.elevation); break;
        case 3: f->setLevelFile(LevelFile::Script, QStringLiteral("main.wdl")); break;
        case 4: f->setLevelFile(LevelFile::Script, QString()); break;
        case 5: f->setLevelFile(LevelFile::Script, QStringLiteral("..\\main.c")); break;
        case 6: f->setLevelFile(LevelFile::Palette, QStringLiteral("level pal.pcx")); break;
        case 7: f->setLevelFile(LevelFile::WorkFile, QStringLiteral("other.$$w")); break;
        case 8: f->setNexus(64); break;
        case 9: f->setLevelColor(2, Eigen::Vector3d(50, level.colors[2].y(), level.colors[2].z())); break;
        case 10: f->setLevelColor(4, Eigen::Vector3d(100, 100.0 * 128 / 255, 0)); break;
        case 11: f->setLevelColor(5, Eigen::Vector3d(25, -0.0, 0.0)); break;
        case 12: f->setLevelColor(3, Eigen::Vector3d(10, 20, 30.5)); break;
        case 13: f->setLevelColor(0, Eigen::Vector3d(12.5, 0, 100)); break;
        }
        checkWmpEdit(data, *f, {removed + eol}, {added + eol});

        // The value reads back from the written text.
        const auto again = readWmpText(f->write());
        const WmpLevelInfo &l = again->level();
        switch (which) {
        case 0: QCOMPARE(l.azimuth, 90.5); break;
        case 1: QCOMPARE(l.elevation, 37.5); break;
        case 2: QCOMPARE(l.azimuth, -45.25); break;
        case 3: QCOMPARE(l.script, QStringLiteral("main.wdl")); break;
        case 4: QCOMPARE(l.script, QStringLiteral("ndef")); break;
        case 5: QCOMPARE(l.script, QStringLiteral("..\\main.c")); break;
        case 6: QCOMPARE(l.palette, QStringLiteral("level pal.pcx")); break;
        case 7: QCOMPARE(l.workFile, QStringLiteral("other.$$w")); break;
        case 8: QCOMPARE(l.nexus, qint64(64)); break;
        case 9: QCOMPARE(l.colors[2], Eigen::Vector3d(50, 94.50980377, 86.27451324)); break;
        case 10: QVERIFY((l.colors[4] - Eigen::Vector3d(100, 100.0 * 128 / 255, 0)).norm() < 1e-8); break;
        case 11: QCOMPARE(l.colors[5], Eigen::Vector3d(25, 0, 0)); break;
        case 12: QCOMPARE(l.colors[3], Eigen::Vector3d(10, 20, 30.5)); break;
        case 13: QCOMPARE(l.colors[0], Eigen::Vector3d(12.5, 0, 100)); break;
        }
        // Nothing else of the level moved.
        if (which != 0 && which != 2)
            QCOMPARE(l.azimuth, level.azimuth);
        if (which != 1)
            QCOMPARE(l.elevation, level.elevation);
        QCOMPARE(l.colors.size(), level.colors.size());
    }

    void unchangedValuesKeepBytes_data()
    {
        QTest::addColumn<int>("generation");
        QTest::newRow("4.x") << 4;
        QTest::newRow("5.x") << 5;
        QTest::newRow("6.x") << 6;
    }
    void unchangedValuesKeepBytes()
    {
        QFETCH(int, generation);
        const QByteArray data = fixture(generation);
        const auto f = readWmpText(data);
        const WmpLevelInfo level = f->level();
        f->setSun(level.azimuth, level.elevation);
        f->setNexus(level.nexus);
        f->setLevelFile(LevelFile::Script, level.script);
        f->setLevelFile(LevelFile::Palette, level.palette);
        f->setLevelFile(LevelFile::WorkFile, level.workFile);
        for (size_t k = 0; k < level.colors.size(); ++k)
            f->setLevelColor(int(k), level.colors[k]);
        QCOMPARE(f->write(), data);
        // An edit and its reverse give the bytes back (these spellings are the generation's own).
        f->setSun(level.azimuth + 10, level.elevation - 10);
        f->setLevelColor(0, Eigen::Vector3d(1, 2, 3));
        QVERIFY(f->write() != data);
        f->setSun(level.azimuth, level.elevation);
        f->setLevelColor(0, level.colors[0]);
        QCOMPARE(f->write(), data);
    }

    void refused_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("fifth colour of a 4-line level") << 0;
        QTest::newRow("negative colour index") << 1;
        QTest::newRow("negative nexus") << 2;
        QTest::newRow("'>' in the script") << 3;
        QTest::newRow("empty palette") << 4;
        QTest::newRow("nan azimuth") << 5;
        QTest::newRow("huge elevation") << 6;
        QTest::newRow("comment in the work file") << 7;
        QTest::newRow("infinite colour") << 8;
    }
    void refused()
    {
        QFETCH(int, which);
        const QByteArray data = wmpFixture4();
        const auto f = readWmpText(data);
        try {
            switch (which) {
            case 0: f->setLevelColor(4, Eigen::Vector3d(1, 1, 1)); break;
            case 1: f->setLevelColor(-1, Eigen::Vector3d(1, 1, 1)); break;
            case 2: f->setNexus(-1); break;
            case 3: f->setLevelFile(LevelFile::Script, QStringLiteral("a>b.wdl")); break;
            case 4: f->setLevelFile(LevelFile::Palette, QString()); break;
            case 5: f->setSun(std::nan(""), 45); break;
            case 6: f->setSun(0, 1e300); break;
            case 7: f->setLevelFile(LevelFile::WorkFile, QStringLiteral("a//b.$$w")); break;
            case 8: f->setLevelColor(0, Eigen::Vector3d(INFINITY, 0, 0)); break;
            }
            QFAIL("edit accepted");
        } catch (const FormatError &e) {
            QVERIFY(e.field.startsWith(QStringLiteral("level")));
        }
        QCOMPARE(f->write(), data);
    }

    void noLevelSection()
    {
        const QByteArray data = fixtureWithoutLevel();
        const auto f = readWmpText(data);
        QCOMPARE(f->level().id, 0u);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setSun(10, 10));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setLevelFile(LevelFile::Script, QStringLiteral("x.wdl")));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setNexus(40));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setLevelColor(0, Eigen::Vector3d(1, 1, 1)));
        QCOMPARE(f->write(), data);
    }

    // Every corpus file with a level: sun, script and each colour line, one at a time; exactly
    // that line changes and the value reads back.
    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        if (!hasCorpus())
            return;
        for (const QString &file : corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")}))
            QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    }
    void corpus()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray data = in.readAll();
        const auto f = readWmpText(data);
        if (f->level().id == 0) {
            QVERIFY_THROWS_EXCEPTION(FormatError, f->setSun(1, 1));
            QSKIP("no level section (a map entity piece)");
        }
        const WmpLevelInfo level = f->level();
        const QByteArray eol = data.contains("\r\n") ? "\r\n" : "\n";
        int edits = 0;
        auto oneLine = [&](const std::function<void(WmpTextFile &)> &edit, const std::function<bool(const WmpLevelInfo &)> &ok) {
            const auto g = readWmpText(data);
            edit(*g);
            const QByteArray after = g->write();
            const WmpLineDiff d = wmpDiffLines(data, after);
            QCOMPARE(d.removed.size(), 1);
            QCOMPARE(d.added.size(), 1);
            QVERIFY(d.added.first().endsWith(eol) && d.added.first().startsWith('\t'));
            const auto again = readWmpText(after);
            QCOMPARE(again->write(), after);
            QVERIFY(ok(again->level()));
            ++edits;
        };
        oneLine([&](WmpTextFile &g) { g.setSun(level.azimuth + 90, level.elevation); },
                [&](const WmpLevelInfo &l) { return l.azimuth == level.azimuth + 90 && l.elevation == level.elevation; });
        oneLine([&](WmpTextFile &g) { g.setSun(level.azimuth, level.elevation - 15); },
                [&](const WmpLevelInfo &l) { return l.elevation == level.elevation - 15; });
        oneLine([&](WmpTextFile &g) { g.setLevelFile(LevelFile::Script, QStringLiteral("edited.wdl")); },
                [&](const WmpLevelInfo &l) { return l.script == QStringLiteral("edited.wdl"); });
        oneLine([&](WmpTextFile &g) { g.setNexus(level.nexus + 2); },
                [&](const WmpLevelInfo &l) { return l.nexus == level.nexus + 2; });
        for (size_t k = 0; k < level.colors.size(); ++k) {
            const Eigen::Vector3d c(12.5, level.colors[k].y(), 100.0 * 77 / 255);
            oneLine([&](WmpTextFile &g) { g.setLevelColor(int(k), c); },
                    [&](const WmpLevelInfo &l) { return (l.colors[k] - c).norm() < 1e-6 && l.colors.size() == level.colors.size(); });
        }
        QCOMPARE(edits, 4 + int(level.colors.size()));
    }
};

QTEST_GUILESS_MAIN(TstWmpTextLevelSettings)
#include "tst_wmptextlevelsettings.moc"
