// WAD2 (Gamestudio) and WAD7 archives: fixtures (wadfixtures.h), decode, byte-identical round trips,
// texture replacement touching only its lump and the directory, hostile input, the real corpus.
#include "wad/wadfile.h"

#include "common_corpus.h"
#include "format/wad/wadfixtures.h"
#include "io/bytewriter.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QtTest>

using namespace ackedit::format;
using namespace wadfixture;

namespace {

struct DirEntry
{
    quint32 offset, size;
};

std::vector<DirEntry> directory(const QByteArray &bytes)
{
    quint32 count, dir;
    std::memcpy(&count, bytes.constData() + 4, 4);
    std::memcpy(&dir, bytes.constData() + 8, 4);
    std::vector<DirEntry> out;
    for (quint32 i = 0; i < count; ++i) {
        DirEntry e;
        std::memcpy(&e.offset, bytes.constData() + dir + 32 * i, 4);
        std::memcpy(&e.size, bytes.constData() + dir + 32 * i + 4, 4);
        out.push_back(e);
    }
    return out;
}

bool hasFatal(const std::vector<ValidationIssue> &issues, QString *first = nullptr)
{
    for (const ValidationIssue &i : issues)
        if (i.fatal) {
            if (first)
                *first = i.where.toString();
            return true;
        }
    return false;
}

} // namespace

class TstWadFile : public QObject
{
    Q_OBJECT
private slots:
    void fixtureRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("textures");
        QTest::newRow("WAD7 all types") << wad7Fixture().bytes << QStringLiteral("WAD7") << 6;
        QTest::newRow("WAD2 with palette") << wad2Fixture(true).bytes << QStringLiteral("WAD2") << 2;
        QTest::newRow("WAD2 no palette") << wad2Fixture(false).bytes << QStringLiteral("WAD2") << 2;
    }
    void fixtureRoundTrip()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        QFETCH(int, textures);
        const auto wad = readWad(bytes);
        QCOMPARE(wad->formatName(), format);
        QCOMPARE(wad->kind(), AssetFile::Kind::TextureArchive);
        QCOMPARE(wad->skinCount(), textures);
        QCOMPARE(wad->write(), bytes);
        QString fatal;
        QVERIFY2(!hasFatal(wad->validate(), &fatal), qPrintable(fatal));
        QVERIFY(wad->mesh(0).positions.empty());
        QVERIFY(wad->mesh(0).triangles.empty());
    }

    void decodeWad7()
    {
        const Fixture f = wad7Fixture();
        const auto wad = readWad(f.bytes);
        QVERIFY(wad->hasPaletteLump());
        QCOMPARE(wad->paletteLumpIndex(), 0);
        const int types[] = {8, 10, 12, 13, 2, 10};
        for (int i = 0; i < wad->skinCount(); ++i) {
            QCOMPARE(wad->texturePixelType(i), types[i]);
            QCOMPARE(wad->lumpIndexOfTexture(i), i + 1);
            const RgbaImage img = wad->skinImage(i);
            QVERIFY2(img == f.images[size_t(i)], qPrintable(wad->textureName(i)));
        }
        QCOMPARE(wad->textureName(5), QStringLiteral("*water"));
        QVERIFY(wad->skinImage(6).isNull());
        QVERIFY(wad->skinImage(-1).isNull());
    }

    void decodeWad2()
    {
        const Fixture f = wad2Fixture(false);
        const auto wad = readWad(f.bytes);
        QCOMPARE(wad->texturePixelType(0), 10);
        QCOMPARE(wad->texturePixelType(1), 8);
        QCOMPARE(wad->skinImage(0), f.images[0]);
        // No palette lump: 8-bit pixels use the caller's palette (the level's palette.pcx).
        QVERIFY(wad->skinImage(1) != f.images[1]);
        wad->setFallbackPalette(testPalette());
        QCOMPARE(wad->skinImage(1), f.images[1]);
        // A palette lump wins over the fallback.
        const auto withPal = readWad(wad2Fixture(true).bytes);
        QCOMPARE(withPal->skinImage(1), f.images[1]);
        QCOMPARE(withPal->lumps().back().content, WadLump::Content::Opaque);
    }

    void replaceTexture_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("texture");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        const QByteArray w7 = wad7Fixture().bytes, w2 = wad2Fixture(true).bytes;
        QTest::newRow("WAD7 8-bit same size") << w7 << 0 << 16 << 8;
        QTest::newRow("WAD7 565 grows") << w7 << 1 << 32 << 16;
        QTest::newRow("WAD7 888 shrinks") << w7 << 2 << 8 << 8;
        QTest::newRow("WAD7 8888 same size") << w7 << 3 << 24 << 8;
        QTest::newRow("WAD7 565 no mips odd size") << w7 << 4 << 7 << 3;
        QTest::newRow("WAD7 last lump grows") << w7 << 5 << 16 << 16;
        QTest::newRow("WAD2 16-bit grows") << w2 << 0 << 32 << 32;
        QTest::newRow("WAD2 8-bit same size") << w2 << 1 << 8 << 8;
    }
    void replaceTexture()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, texture);
        QFETCH(int, width);
        QFETCH(int, height);
        auto wad = readWad(bytes);
        const int lumpIndex = wad->lumpIndexOfTexture(texture);
        const int type = wad->texturePixelType(texture);
        const Palette pal = wad->palette();
        const RgbaImage img = (type & 7) == 0 ? paletteImage(width, height, pal) : testImage(width, height, 77, (type & 7) == 2);
        wad->replaceTexture(texture, img);
        const QByteArray out = wad->write();

        // The texture decodes to the new image; the lump holds the re-encoded record with mips.
        const auto again = readWad(out);
        QCOMPARE(again->skinImage(texture), img);
        QCOMPARE(again->texturePixelType(texture), type);
        const auto oldDir = directory(bytes), newDir = directory(out);
        QCOMPARE(newDir.size(), oldDir.size());
        const QByteArray record = out.mid(newDir[size_t(lumpIndex)].offset, newDir[size_t(lumpIndex)].size);
        QCOMPARE(record.mid(40), encodePixels(type, img, &pal));
        QCOMPARE(record.left(16), bytes.mid(oldDir[size_t(lumpIndex)].offset, 16)); // name kept

        // Every other lump is byte-identical, only moved; the directory entries differ only in
        // offset and size fields.
        for (size_t i = 0; i < oldDir.size(); ++i) {
            if (int(i) == lumpIndex)
                continue;
            QCOMPARE(out.mid(newDir[i].offset, newDir[i].size), bytes.mid(oldDir[i].offset, oldDir[i].size));
        }
        quint32 oldDirAt, newDirAt;
        std::memcpy(&oldDirAt, bytes.constData() + 8, 4);
        std::memcpy(&newDirAt, out.constData() + 8, 4);
        for (size_t i = 0; i < oldDir.size(); ++i) {
            QCOMPARE(out.mid(newDirAt + 32 * i + 12, 20), bytes.mid(oldDirAt + 32 * i + 12, 20));
            if (int(i) != lumpIndex) // size fields of untouched lumps unchanged
                QCOMPARE(out.mid(newDirAt + 32 * i + 4, 8), bytes.mid(oldDirAt + 32 * i + 4, 8));
        }
        QCOMPARE(out.left(8), bytes.left(8));
        if (int(newDir[size_t(lumpIndex)].size) == int(oldDir[size_t(lumpIndex)].size)) {
            // Same size: nothing outside the record body may change at all.
            const qint64 start = oldDir[size_t(lumpIndex)].offset + 40;
            QCOMPARE(out.size(), bytes.size());
            QCOMPARE(out.left(start), bytes.left(start));
            const qint64 end = oldDir[size_t(lumpIndex)].offset + oldDir[size_t(lumpIndex)].size;
            QCOMPARE(out.mid(end), bytes.mid(end));
        }
        QVERIFY(!hasFatal(again->validate()));
        // Writing the edited archive again is stable.
        QCOMPARE(again->write(), out);
    }

    void replaceTextureRejects()
    {
        auto wad = readWad(wad7Fixture().bytes);
        const QByteArray before = wad->write();
        QVERIFY_THROWS_EXCEPTION(FormatError, wad->replaceTexture(0, RgbaImage(12, 8)));  // mips need /8
        QVERIFY_THROWS_EXCEPTION(FormatError, wad->replaceTexture(0, RgbaImage()));
        QVERIFY_THROWS_EXCEPTION(FormatError, wad->replaceTexture(6, RgbaImage(8, 8)));
        QVERIFY_THROWS_EXCEPTION(FormatError, wad->replaceTexture(-1, RgbaImage(8, 8)));
        QVERIFY_THROWS_EXCEPTION(FormatError, wad->replaceTexture(1, RgbaImage(8192, 8)));
        QCOMPARE(wad->write(), before); // failed edits change nothing
    }

    void oddLayoutRoundTrips()
    {
        // A gap before a lump, the directory in the middle and trailing bytes: kept verbatim.
        const Palette pal = testPalette();
        const QByteArray tex = textureRecord("t", 8, 8, 10, 10, encodePixels(10, testImage(8, 8, 1, true)));
        ByteWriter w;
        w.bytes("WAD7");
        w.u32(2);
        w.u32(12 + 3); // directory right after a 3-byte gap
        w.bytes("gap");
        w.u32(12 + 3 + 64 + 1); w.u32(768); w.u32(768); w.u8(0x40); w.u8(0); w.u16(0xFFFF); w.fixedString("P", 16);
        w.u32(12 + 3 + 64 + 1 + 768); w.u32(quint32(tex.size())); w.u32(quint32(tex.size())); w.u8(10); w.u8(0); w.u16(0); w.fixedString("t", 16);
        w.bytes("x");
        w.bytes(paletteBytes(pal));
        w.bytes(tex);
        w.bytes("tail");
        const QByteArray bytes = w.take();
        auto wad = readWad(bytes);
        QCOMPARE(wad->write(), bytes);
        const auto issues = wad->validate();
        QVERIFY(!hasFatal(issues));
        QVERIFY(issues.size() >= 4); // gap, directory gap, padding 0, trailing
        // Replacing the texture keeps gaps and trailing bytes and moves nothing before it.
        wad->replaceTexture(0, testImage(16, 16, 2, true));
        const QByteArray out = wad->write();
        // Only the size fields of the texture's directory entry (bytes 51..58) change before it.
        const qint64 texStart = 12 + 3 + 64 + 1 + 768;
        QCOMPARE(out.left(51), bytes.left(51));
        QVERIFY(out.mid(51, 8) != bytes.mid(51, 8));
        QCOMPARE(out.mid(59, texStart - 59), bytes.mid(59, texStart - 59));
        QVERIFY(out.endsWith("tail"));
        QCOMPARE(readWad(out)->skinImage(0), testImage(16, 16, 2, true));
    }

    void validateFindsProblems()
    {
        QByteArray bytes = wad7Fixture().bytes;
        const auto dir = directory(bytes);
        // Corrupt the level-1 mip offset of texture 1 so the level lies outside the lump.
        const quint32 bad = 0x7fff0000;
        std::memcpy(bytes.data() + dir[2].offset + 28, &bad, 4);
        auto wad = readWad(bytes);
        QVERIFY(hasFatal(wad->validate()));
        QCOMPARE(wad->write(), bytes); // still lossless

        // A palette lump of the wrong size is fatal; the WAD2 without palette is only a note.
        const auto wad2 = readWad(wad2Fixture(false).bytes);
        const auto issues = wad2->validate();
        QVERIFY(!hasFatal(issues));
        bool paletteNote = false;
        for (const auto &i : issues)
            paletteNote |= i.where.field == QStringLiteral("palette");
        QVERIFY(paletteNote);
    }

    void infoAndJson()
    {
        const auto wad = readWad(wad7Fixture().bytes);
        const QString info = wad->infoText();
        QVERIFY(info.contains(QStringLiteral("WAD7")));
        QVERIFY(info.contains(QStringLiteral("rgb565mip")));
        QVERIFY(info.contains(QStringLiteral("RGB565+mip")));
        QVERIFY(info.contains(QStringLiteral("palette")));
        QVERIFY(info.contains(QStringLiteral("24x8")));
        const QJsonObject small = wad->toJson(false);
        QCOMPARE(small[QStringLiteral("lumpCount")].toInt(), 7);
        const QJsonArray lumps = small[QStringLiteral("lumps")].toArray();
        QCOMPARE(lumps[2].toObject()[QStringLiteral("texture")].toObject()[QStringLiteral("width")].toInt(), 16);
        QVERIFY(!lumps[2].toObject()[QStringLiteral("texture")].toObject().contains(QStringLiteral("pixels")));
        const QJsonObject full = wad->toJson(true);
        QVERIFY(full[QStringLiteral("lumps")].toArray()[2].toObject()[QStringLiteral("texture")].toObject().contains(QStringLiteral("pixels")));
    }

    void rejectsBadHeaders_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("wrong magic") << QByteArray("WAD3\0\0\0\0\x0c\0\0\0", 12);
        QTest::newRow("directory past end") << QByteArray("WAD7\x01\0\0\0\xff\0\0\0", 12);
        QTest::newRow("count too big") << QByteArray("WAD7\xff\xff\xff\x0f\x0c\0\0\0", 12);
        QByteArray overlap = wad7Fixture().bytes;
        const auto dir = directory(overlap);
        quint32 dirAt;
        std::memcpy(&dirAt, overlap.constData() + 8, 4);
        std::memcpy(overlap.data() + dirAt + 32 * 2, &dir[1].offset, 4); // lump 2 starts where lump 1 does
        QTest::newRow("overlapping lumps") << overlap;
        QByteArray shortTexture = wad7Fixture().bytes;
        const quint32 tiny = 20;
        std::memcpy(shortTexture.data() + dirAt + 32 * 1 + 4, &tiny, 4);
        QTest::newRow("texture shorter than header") << shortTexture;
    }
    void rejectsBadHeaders()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY_THROWS_EXCEPTION(FormatError, readWad(bytes));
    }

    void truncationAndCorruptionNeverCrash()
    {
        for (const QByteArray &bytes : {wad7Fixture().bytes, wad2Fixture(true).bytes}) {
            int rejected = 0;
            for (qsizetype len = 0; len < bytes.size(); len += (len < 64 ? 1 : 37)) {
                try {
                    readWad(bytes.left(len));
                } catch (const FormatError &) {
                    ++rejected;
                }
            }
            QVERIFY(rejected > 0);
            QRandomGenerator rng(1234);
            for (int round = 0; round < 400; ++round) {
                QByteArray broken = bytes;
                for (int k = 0; k < 4; ++k) {
                    // Mostly hit the header and directory, where damage changes the structure.
                    const qsizetype at = rng.bounded(2) ? rng.bounded(qint32(12)) : bytes.size() - 1 - rng.bounded(qint32(bytes.size() < 300 ? bytes.size() : 300));
                    broken[at] = char(rng.bounded(256));
                }
                try {
                    auto wad = readWad(broken);
                    QCOMPARE(wad->write(), broken);
                    wad->validate();
                    wad->infoText();
                    wad->toJson(true);
                    for (int i = 0; i < wad->skinCount(); ++i)
                        wad->skinImage(i);
                } catch (const FormatError &) {
                }
            }
        }
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wad2"), QStringLiteral("wad7")}, {QStringLiteral(".wad")});
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        if (files.isEmpty())
            QTest::newRow("no corpus") << QString();
    }
    void corpus()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const auto wad = readWad(bytes);
        QCOMPARE(wad->write(), bytes);
        QString fatal;
        QVERIFY2(!hasFatal(wad->validate(), &fatal), qPrintable(fatal));
        QCOMPARE(wad->formatName(), QFileInfo(path).dir().dirName().toUpper());
        QVERIFY(wad->skinCount() > 0);
        for (int i = 0; i < wad->skinCount(); ++i) {
            const RgbaImage img = wad->skinImage(i);
            QVERIFY2(!img.isNull(), qPrintable(wad->textureName(i)));
            QCOMPARE(img.width, int(wad->lumps()[size_t(wad->lumpIndexOfTexture(i))].texture.width));
        }
        // Re-encoding a texture with its own pixels reproduces the stored base level exactly
        // (mips are regenerated, so only the base level is compared).
        auto edited = readWad(bytes);
        edited->replaceTexture(0, edited->skinImage(0));
        const auto dirOld = directory(bytes), dirNew = directory(edited->write());
        const int lump = wad->lumpIndexOfTexture(0);
        const WadTexture &t = wad->lumps()[size_t(lump)].texture;
        const qint64 base = pixelBlockSize(wad->texturePixelType(0) & 7, t.width, t.height);
        QCOMPARE(dirNew[size_t(lump)].size, dirOld[size_t(lump)].size);
        QCOMPARE(edited->write().mid(dirNew[size_t(lump)].offset, 40 + base), bytes.mid(dirOld[size_t(lump)].offset, 40 + base));
    }

    void corpusWad2Is565()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // The Gamestudio 0x54 lumps are RGB565: the marble texture comes out grey (as 555 it
        // would be strongly tinted).
        QFile file(ackedit::testing::corpusDir() + QStringLiteral("/wad2/conflict_wok.wad"));
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("conflict_wok.wad not in the corpus");
        const auto wad = readWad(file.readAll());
        int marble = -1;
        for (int i = 0; i < wad->skinCount(); ++i)
            if (wad->textureName(i) == QStringLiteral("marble"))
                marble = i;
        QVERIFY(marble >= 0);
        const RgbaImage img = wad->skinImage(marble);
        double sum[3] = {0, 0, 0};
        for (int i = 0; i < img.width * img.height; ++i)
            for (int c = 0; c < 3; ++c)
                sum[c] += img.pixels[size_t(i) * 4 + c];
        const double n = img.width * img.height;
        QVERIFY(std::abs(sum[0] - sum[1]) / n < 12);
        QVERIFY(std::abs(sum[1] - sum[2]) / n < 12);
    }
};

QTEST_GUILESS_MAIN(TstWadFile)
#include "tst_wadfile.moc"
