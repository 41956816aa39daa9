// ackedit-cli's level texturing (issue 34 point 6, headless): `level textures` lists the textures
// of the WADs a level names (found beside it as the editor finds them) and the face textures no
// WAD has; `level texture` puts a texture on every face of the given blocks (a group: the blocks
// inside it) and `level add ... block --texture` makes a block with one; the output reads back
// with it, changes only those blocks, and validates. WMB blocks are compiled: refused, nothing
// written. On the corpus: the first block of every text WMP and WMPB takes a texture.
#include "cli/clirunner.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextdiff.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"

#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;
using ackedit::testing::writeFile;
using ackedit::testing::wmpFixture5;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Node ids and kinds as `level list` prints them.
QList<std::pair<QString, QString>> nodesOf(const QString &file)
{
    QList<std::pair<QString, QString>> out;
    const auto r = runCli({QStringLiteral("level"), QStringLiteral("list"), file});
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out.append({line.section(QLatin1Char('\t'), 0, 0), line.section(QLatin1Char('\t'), 1, 1)});
    return out;
}

QStringList blockIds(const QString &file)
{
    QStringList ids;
    for (const auto &[id, kind] : nodesOf(file)) {
        if (kind == QLatin1String("block"))
            ids << id;
    }
    return ids;
}

} // namespace

class TstCliLevelTexture : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString input(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        return writeFile(path, bytes) ? path : QString();
    }

    static bool validates(const QString &file) { return ackedit::testing::validatesWithRules(file); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void texturesListsTheWadsBesideTheLevel()
    {
        using namespace wadfixture;
        const QString level = input(QStringLiteral("list/level.wmp"), wmpFixture5());
        QVERIFY(!level.isEmpty());
        const RgbaImage stone = testImage(16, 16, 3, true), other = testImage(8, 8, 5, true);
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("list/TILES.wad")),
                          buildWad("WAD7", {{"stone", 10, textureRecord("stone", 16, 16, 10, 10, encodePixels(10, stone))},
                                            {"bricks", 10, textureRecord("bricks", 8, 8, 10, 10, encodePixels(10, other))}})));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("textures"), level});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].startsWith(QLatin1String("stone\t16x16\tused\t")), qPrintable(lines[0]));
        QVERIFY(lines[0].endsWith(QLatin1String("TILES.wad")));
        QVERIFY2(lines[1].startsWith(QLatin1String("bricks\t8x8\tunused\t")), qPrintable(lines[1]));
        QCOMPARE(lines[2], QStringLiteral("sky\t-\tused\tnot in any WAD"));
        QCOMPARE(lines[3], QStringLiteral("glass\t-\tused\tnot in any WAD"));
        QVERIFY(r.err.isEmpty());

        // Without the WAD: the face textures, and the missing WAD named on stderr.
        const QString alone = input(QStringLiteral("alone/level.wmp"), wmpFixture5());
        const auto missing = runCli({QStringLiteral("level"), QStringLiteral("textures"), alone});
        QCOMPARE(missing.exitCode, 0);
        QCOMPARE(missing.out.count(QLatin1String("not in any WAD")), 3);
        QVERIFY2(missing.err.contains(QLatin1String("tiles.wad not found")), qPrintable(missing.err));
    }

    void textureBlocksOfEachSource_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text WMP") << wmpFixture5();
        QTest::newRow("WMPB") << wmpbfixture::everyKindLevel();
    }
    void textureBlocksOfEachSource()
    {
        QFETCH(QByteArray, bytes);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' '));
        const QString in = input(tag + QStringLiteral(".wmp"), bytes);
        // A second block, made with a texture of its own.
        const QString two = m_dir.filePath(tag + QStringLiteral(".2.wmp"));
        const auto added = runCli({QStringLiteral("level"), QStringLiteral("add"), in, two, QStringLiteral("block"),
                                   QStringLiteral("--at"), QStringLiteral("300,0,0"), QStringLiteral("--texture"),
                                   QStringLiteral("GLASS")});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QStringList blocks = blockIds(two);
        QVERIFY(blocks.size() >= 2);
        const QByteArray before = readAll(two);
        QVERIFY(before.contains("GLASS"));

        const QString out = m_dir.filePath(tag + QStringLiteral(".3.wmp"));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("texture"), two, out, QStringLiteral("marble_02"), blocks.first()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("1 block(s) textured marble_02")), qPrintable(r.out));
        QVERIFY(validates(out));
        const QByteArray after = readAll(out);
        QVERIFY(after.contains("marble_02"));
        QVERIFY(after.contains("GLASS")); // the other block keeps its texture
        if (tag == QLatin1String("textWMP")) {
            // Only the first block's face lines: six faces, five of them stone and one sky.
            const auto diff = ackedit::testing::wmpDiffLines(before, after);
            QCOMPARE(diff.removed.size(), 6);
            QCOMPARE(diff.added.size(), 6);
            for (const QByteArray &line : diff.added)
                QVERIFY(line.contains(": marble_02 "));
        }
    }

    // --face N: one face of one block; in a text WMP only that face's texture word changes.
    void textureOneFace_data() { textureBlocksOfEachSource_data(); }
    void textureOneFace()
    {
        QFETCH(QByteArray, bytes);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' '));
        const QString in = input(tag + QStringLiteral(".face.wmp"), bytes);
        const QString block = blockIds(in).value(0);
        QVERIFY(!block.isEmpty());
        const QString out = m_dir.filePath(tag + QStringLiteral(".face.out.wmp"));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("texture"), in, out, QStringLiteral("marble_02"), block,
                               QStringLiteral("--face"), QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("face 1 of block %1 textured marble_02").arg(block)), qPrintable(r.out));
        QVERIFY(validates(out));
        const QByteArray before = readAll(in), after = readAll(out);
        QCOMPARE(after.count("marble_02"), 1);
        if (tag == QLatin1String("textWMP")) {
            const auto diff = ackedit::testing::wmpDiffLines(before, after);
            QCOMPARE(diff.removed, QList<QByteArray>{"\t4  1 0 4 5 : stone 0 0 0 1 1 : 0000 0 50 ndef\r\n"});
            QCOMPARE(diff.added, QList<QByteArray>{"\t4  1 0 4 5 : marble_02 0 0 0 1 1 : 0000 0 50 ndef\r\n"});
        }
        // A face the block has not, and --face with several blocks: refused, nothing written.
        const QString refused = m_dir.filePath(tag + QStringLiteral(".face.refused"));
        const auto far = runCli({QStringLiteral("level"), QStringLiteral("texture"), in, refused, QStringLiteral("marble_02"), block,
                                 QStringLiteral("--face"), QStringLiteral("99")});
        QCOMPARE(far.exitCode, 1);
        QVERIFY2(far.err.contains(QLatin1String("no face 99")), qPrintable(far.err));
        const auto two = runCli({QStringLiteral("level"), QStringLiteral("texture"), in, refused, QStringLiteral("marble_02"), block,
                                 block, QStringLiteral("--face"), QStringLiteral("0")});
        QCOMPARE(two.exitCode, 2);
        QVERIFY(!QFile::exists(refused));
    }

    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("texture");
        QTest::addColumn<QString>("problem");
        QTest::newRow("WMB blocks are compiled") << wmbfixture::wmb7Full() << QStringLiteral("stone") << QStringLiteral("compiled");
        QTest::newRow("name with a blank") << wmpFixture5() << QStringLiteral("two words") << QStringLiteral("texture");
    }
    void refusalsWriteNothing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, texture);
        QFETCH(QString, problem);
        const QString in = input(QStringLiteral("refused.in"), bytes);
        const QString out = m_dir.filePath(QStringLiteral("refused.out"));
        QStringList ids;
        for (const auto &[id, kind] : nodesOf(in))
            ids << id;
        const auto r = runCli(QStringList{QStringLiteral("level"), QStringLiteral("texture"), in, out, texture} + ids);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(problem), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void corpusBlocksTakeATexture()
    {
        if (!ackedit::testing::hasCorpus())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        const QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wmp"), QStringLiteral("wmpb")}, {QStringLiteral(".wmp")});
        int done = 0;
        for (const QString &file : files) {
            const QStringList blocks = blockIds(file);
            if (blocks.isEmpty())
                continue;
            const QString out = m_dir.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".tex.wmp"));
            const auto r = runCli({QStringLiteral("level"), QStringLiteral("texture"), file, out, QStringLiteral("ackedit_tex"), blocks.first()});
            QVERIFY2(r.exitCode == 0, qPrintable(file + r.err));
            QVERIFY2(validates(out), qPrintable(file));
            QVERIFY2(readAll(out).contains("ackedit_tex"), qPrintable(file));
            QCOMPARE(blockIds(out).size(), blocks.size());
            ++done;
        }
        qInfo("%d corpus levels with blocks took a texture on their first block", done);
        QVERIFY(done >= 15);
    }
};

QTEST_GUILESS_MAIN(TstCliLevelTexture)
#include "tst_clileveltexture.moc"
