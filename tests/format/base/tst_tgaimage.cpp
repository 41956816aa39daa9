// The TGA decoder: every image type and depth it reads from files written here with known
// pixels (RLE runs across rows, both origins, right to left, colour maps, 16-bit, grayscale),
// and damaged files that must give FormatError.
#include "common/tgaimage.h"
#include "testimages.h"

#include <QtTest>

using namespace ackedit::format;
using testimages::rgba;
using testimages::Tga;
using Rgba = std::array<int, 4>;

namespace {

constexpr int W = 5, H = 3;

int expand5(int v) { return v << 3 | v >> 2; }

// The picture every true-colour file holds, as displayed: row 1 and the start of row 2 are one
// colour, so RLE has runs across a row. Channels are 5-bit values so 15/16-bit store them exactly;
// alpha is 0 or 255 for 16 bits and varied for 32.
Rgba picture(int x, int y, int depth)
{
    if (y == 1 || (y == 2 && x < 2))
        return {expand5(3), expand5(30), expand5(9), 255};
    const int alpha = depth == 32 ? 40 * x + y + 1 : ((x + y) % 2 ? 255 : 0);
    return {expand5((7 * x + y) & 31), expand5((x + 5 * y) & 31), expand5(31 - x), depth == 16 || depth == 32 ? alpha : 255};
}

QByteArray encodeColour(const Rgba &c, int depth)
{
    QByteArray out;
    if (depth <= 16) {
        const int v = (c[0] >> 3) << 10 | (c[1] >> 3) << 5 | c[2] >> 3 | (depth == 16 && c[3] ? 0x8000 : 0);
        return out.append(char(v & 0xff)).append(char(v >> 8));
    }
    out.append(char(c[2])).append(char(c[1])).append(char(c[0]));
    return depth == 32 ? out.append(char(c[3])) : out;
}

// Lays `pixel(x, y)` (display coordinates) out in the file's row and column order.
QByteArray fileOrder(int descriptor, const std::function<QByteArray(int, int)> &pixel)
{
    QByteArray out;
    for (int row = 0; row < H; ++row)
        for (int col = 0; col < W; ++col)
            out.append(pixel(descriptor & 0x10 ? W - 1 - col : col, descriptor & 0x20 ? row : H - 1 - row));
    return out;
}

Tga sized(int type, int depth)
{
    Tga t;
    t.imageType = type;
    t.depth = depth;
    t.width = W;
    t.height = H;
    return t;
}

Tga trueColourTga(int type, int depth, int descriptor)
{
    Tga t = sized(type, depth);
    t.descriptor = descriptor;
    t.pixels = fileOrder(descriptor, [&](int x, int y) { return encodeColour(picture(x, y, depth), depth); });
    return t;
}

// Colour-mapped: index of (x, y) is mapFirst + (x + 2 y) % 6; entry e is colour(e).
Rgba mapColour(int entry, int bits)
{
    return {expand5(entry * 5), expand5(31 - entry), expand5(entry * 2), bits == 32 ? 30 * entry + 5 : 255};
}

Tga mappedTga(int type, int depth, int entryBits)
{
    Tga t = sized(type, depth);
    t.mapType = 1;
    t.mapFirst = 3;
    t.mapLength = 6;
    t.mapEntryBits = entryBits;
    for (int e = 0; e < 6; ++e)
        t.map.append(encodeColour(mapColour(e, entryBits), entryBits));
    t.pixels = fileOrder(t.descriptor, [&](int x, int y) {
        const int index = 3 + (x + 2 * y) % 6;
        return depth == 8 ? QByteArray(1, char(index)) : QByteArray::fromHex("0000").replace(0, 1, QByteArray(1, char(index)));
    });
    return t;
}

Tga grayTga(int type, int depth)
{
    Tga t = sized(type, depth);
    t.pixels = fileOrder(t.descriptor, [&](int x, int y) {
        QByteArray p(1, char(y == 1 ? 77 : 50 * x + y));
        return depth == 16 ? p.append(char(20 * x + 3)) : p;
    });
    return t;
}

Rgba grayAt(int x, int y, int depth)
{
    const int g = y == 1 ? 77 : 50 * x + y;
    return {g, g, g, depth == 16 ? 20 * x + 3 : 255};
}

} // namespace

class TstTgaImage : public QObject
{
    Q_OBJECT
private slots:
    void trueColour_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("descriptor");
        for (int type : {2, 10})
            for (int depth : {15, 16, 24, 32}) {
                const int alphaBits = depth == 32 ? 8 : (depth == 16 ? 1 : 0);
                for (int origin : {0x00, 0x20, 0x10, 0x30}) {
                    const QByteArray name = QByteArray::number(type) + " " + QByteArray::number(depth) + (origin & 0x20 ? " top" : " bottom")
                                            + (origin & 0x10 ? " right-to-left" : "");
                    QTest::newRow(name.constData()) << type << depth << (origin | alphaBits);
                }
            }
    }
    void trueColour()
    {
        QFETCH(int, type);
        QFETCH(int, depth);
        QFETCH(int, descriptor);
        const RgbaImage img = readTga(writeTga(trueColourTga(type, depth, descriptor)));
        QCOMPARE(img.width, W);
        QCOMPARE(img.height, H);
        for (int y = 0; y < H; ++y)
            for (int x = 0; x < W; ++x)
                QCOMPARE(rgba(img, x, y), picture(x, y, depth));
    }
    void rleRunsWithinRows()
    {
        Tga t = trueColourTga(10, 24, 0x20);
        t.runsAcrossLines = false;
        const QByteArray within = writeTga(t);
        QVERIFY(within.size() > writeTga(trueColourTga(10, 24, 0x20)).size()); // the runs really differ
        const RgbaImage img = readTga(within);
        QCOMPARE(rgba(img, 4, 1), picture(4, 1, 24));
        QCOMPARE(rgba(img, 1, 2), picture(1, 2, 24));
    }
    void rlePacketPastTheEnd()
    {
        // A run packet of 128 pixels for a 2 x 1 image: the surplus is ignored.
        Tga t;
        t.imageType = 10;
        t.width = 2;
        QByteArray file = writeTga(t);
        file.append(char(0xFF)).append(QByteArray::fromHex("102030"));
        const RgbaImage img = readTga(file);
        QCOMPARE(rgba(img, 1, 0), (Rgba{0x30, 0x20, 0x10, 255}));
    }
    void sixteenBitAlphaOnlyWithAlphaBits()
    {
        // Bit 15 is alpha only when the descriptor names an alpha bit; many writers leave it 0.
        Tga t = trueColourTga(2, 16, 0x20);
        const RgbaImage noAlpha = readTga(writeTga(t));
        QCOMPARE(rgba(noAlpha, 0, 0)[3], 255);
        t.descriptor = 0x21;
        QCOMPARE(rgba(readTga(writeTga(t)), 0, 0)[3], 0);
    }
    void unusedAlphaByteIsOpaque()
    {
        Tga t = trueColourTga(2, 32, 0x20);
        for (qsizetype i = 3; i < t.pixels.size(); i += 4)
            t.pixels[i] = 0;
        const RgbaImage opaque = readTga(writeTga(t));
        QCOMPARE(rgba(opaque, 0, 0)[3], 255);
        QCOMPARE(rgba(opaque, 4, 2)[3], 255);
        t.descriptor = 0x28; // eight alpha bits: all zero means transparent
        QCOMPARE(rgba(readTga(writeTga(t)), 0, 0)[3], 0);
    }
    void colourMapped_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("entryBits");
        QTest::newRow("1, 8-bit index, 24-bit map") << 1 << 8 << 24;
        QTest::newRow("1, 8-bit index, 32-bit map") << 1 << 8 << 32;
        QTest::newRow("1, 8-bit index, 15-bit map") << 1 << 8 << 15;
        QTest::newRow("1, 8-bit index, 16-bit map") << 1 << 8 << 16;
        QTest::newRow("1, 16-bit index, 24-bit map") << 1 << 16 << 24;
        QTest::newRow("9, 8-bit index, 24-bit map") << 9 << 8 << 24;
        QTest::newRow("9, 16-bit index, 32-bit map") << 9 << 16 << 32;
    }
    void colourMapped()
    {
        QFETCH(int, type);
        QFETCH(int, depth);
        QFETCH(int, entryBits);
        const RgbaImage img = readTga(writeTga(mappedTga(type, depth, entryBits)));
        for (int y = 0; y < H; ++y)
            for (int x = 0; x < W; ++x) {
                Rgba expected = mapColour((x + 2 * y) % 6, entryBits);
                if (entryBits == 16)
                    expected[3] = 255; // no alpha bits in the descriptor
                QCOMPARE(rgba(img, x, y), expected);
            }
    }
    void grayscale_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("depth");
        QTest::newRow("3, 8 bits") << 3 << 8;
        QTest::newRow("3, 16 bits (alpha)") << 3 << 16;
        QTest::newRow("11, 8 bits") << 11 << 8;
        QTest::newRow("11, 16 bits (alpha)") << 11 << 16;
    }
    void grayscale()
    {
        QFETCH(int, type);
        QFETCH(int, depth);
        const RgbaImage img = readTga(writeTga(grayTga(type, depth)));
        for (int y = 0; y < H; ++y)
            for (int x = 0; x < W; ++x)
                QCOMPARE(rgba(img, x, y), grayAt(x, y, depth));
    }
    void skipsIdMapAndFooter()
    {
        // The ID field, a colour map in a true-colour image and the 2.0 footer are not pixels.
        Tga t = trueColourTga(10, 24, 0x20);
        t.id = "made by a test";
        t.mapType = 1;
        t.mapLength = 3;
        t.mapEntryBits = 24;
        t.map = QByteArray(9, '\x55');
        t.footer = true;
        const QByteArray file = writeTga(t);
        QVERIFY(hasTgaFooter(file));
        QVERIFY(!hasTgaFooter(writeTga(trueColourTga(10, 24, 0x20))));
        const RgbaImage img = readTga(file);
        QCOMPARE(rgba(img, 0, 0), picture(0, 0, 24));
        QCOMPARE(rgba(img, 4, 2), picture(4, 2, 24));
    }

    void damaged_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("field");
        QTest::addColumn<qint64>("offset");
        const QByteArray good = writeTga(trueColourTga(2, 24, 0x20));
        const auto patched = [](QByteArray file, int at, const QByteArray &bytes) { return file.replace(at, bytes.size(), bytes); };
        QTest::newRow("empty") << QByteArray() << QStringLiteral("header.idLength") << qint64(0);
        QTest::newRow("short header") << good.first(15) << QStringLiteral("header.height") << qint64(14);
        QTest::newRow("map type 2") << patched(good, 1, "\x02") << QStringLiteral("header.colorMapType") << qint64(1);
        QTest::newRow("type 0") << patched(good, 2, QByteArray(1, '\0')) << QStringLiteral("header.imageType") << qint64(2);
        QTest::newRow("type 8") << patched(good, 2, "\x08") << QStringLiteral("header.imageType") << qint64(2);
        QTest::newRow("type 32 (Huffman)") << patched(good, 2, "\x20") << QStringLiteral("header.imageType") << qint64(2);
        QTest::newRow("width 0") << patched(good, 12, QByteArray(2, '\0')) << QStringLiteral("header.width") << qint64(12);
        QTest::newRow("16385 high") << patched(good, 14, QByteArray::fromHex("0140")) << QStringLiteral("header.width") << qint64(12);
        QTest::newRow("12-bit true colour") << patched(good, 16, "\x0c") << QStringLiteral("header.pixelDepth") << qint64(16);
        QTest::newRow("24-bit gray") << patched(good, 2, "\x03") << QStringLiteral("header.pixelDepth") << qint64(16);
        const QByteArray mapped = writeTga(mappedTga(1, 8, 24));
        QTest::newRow("mapped without map") << patched(mapped, 1, QByteArray(1, '\0')) << QStringLiteral("header.colorMapType") << qint64(1);
        QTest::newRow("8-bit map entries") << patched(mapped, 7, "\x08") << QStringLiteral("header.colorMapEntrySize") << qint64(7);
        // The first pixels (top-down) have indices 3 and 4; the map holds 3..8.
        QTest::newRow("index below the map") << patched(mapped, 18 + 18, "\x02") << QStringLiteral("image data") << qint64(36);
        QTest::newRow("index past the map") << patched(mapped, 18 + 18 + 1, "\x09") << QStringLiteral("image data") << qint64(37);
        QTest::newRow("map cut off") << mapped.first(18 + 10) << QStringLiteral("colorMap") << qint64(18);
        QTest::newRow("id longer than the file") << patched(good, 0, "\xff") << QStringLiteral("imageId") << qint64(18);
        QTest::newRow("pixels cut off") << good.chopped(1) << QStringLiteral("image data") << qint64(18);
        const QByteArray rle = writeTga(trueColourTga(10, 24, 0x20));
        QTest::newRow("rle cut off") << rle.chopped(1) << QStringLiteral("image data") << qint64(rle.size() - 9); // in the last raw packet
        // 16384 x 16384 would be 1 GiB of RGBA: refused from the data size, before allocating.
        QTest::newRow("huge rle") << patched(rle, 12, QByteArray::fromHex("00400040")) << QStringLiteral("image data") << qint64(18);
    }
    void damaged()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, field);
        QFETCH(qint64, offset);
        const FormatError e = testimages::errorOf([&] { readTga(file); });
        QCOMPARE(e.field, field);
        QCOMPARE(e.offset, offset);
        QVERIFY(!e.problem.isEmpty());
    }
    void everyPrefixAndByteDamage_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::newRow("2, 24 bits") << writeTga(trueColourTga(2, 24, 0x20));
        QTest::newRow("10, 32 bits") << writeTga(trueColourTga(10, 32, 0x08));
        QTest::newRow("10, 16 bits") << writeTga(trueColourTga(10, 16, 0x01));
        QTest::newRow("9, 16-bit index") << writeTga(mappedTga(9, 16, 32));
        QTest::newRow("11, 16 bits") << writeTga(grayTga(11, 16));
    }
    void everyPrefixAndByteDamage()
    {
        QFETCH(QByteArray, file);
        QVERIFY(!readTga(file).isNull());
        // No strict prefix holds a whole image: each one is refused, none crashes.
        QCOMPARE(testimages::decodeDamaged(file, readTga), 0);
    }
};

QTEST_GUILESS_MAIN(TstTgaImage)
#include "tst_tgaimage.moc"
