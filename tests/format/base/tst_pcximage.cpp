// The PCX decoder: every depth it reads from files written here with known pixels (RLE and raw,
// runs across scanlines, padding, the window), and damaged files that must give FormatError.
#include "common/pcximage.h"
#include "testimages.h"

#include <QtTest>
#include <functional>

using namespace ackedit::format;
using testimages::Pcx;
using testimages::rgba;

namespace {

// Entry i is (i, 255 - i, 37 i mod 256), so every index decodes to a colour of its own.
QByteArray testPalette()
{
    QByteArray p;
    for (int i = 0; i < 256; ++i)
        p.append(char(i)).append(char(255 - i)).append(char(i * 37));
    return p;
}

std::array<int, 4> paletteColour(int i) { return {i, 255 - i, (i * 37) & 255, 255}; }

// 16 EGA colours: entry i is (16 i, 255 - 16 i, 8 i).
QByteArray testEga()
{
    QByteArray p;
    for (int i = 0; i < 16; ++i)
        p.append(char(16 * i)).append(char(255 - 16 * i)).append(char(8 * i));
    return p;
}

std::array<int, 4> egaColour(int i) { return {16 * i, 255 - 16 * i, 8 * i, 255}; }

// An 8-bit image whose indices come from `index(x, y)`; padding bytes are 0xEE.
Pcx indexed(int w, int h, int bytesPerLine, const std::function<int(int, int)> &index)
{
    Pcx p;
    p.width = w;
    p.height = h;
    p.bytesPerLine = bytesPerLine;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < p.lineBytes(); ++x)
            p.scanlines.append(char(x < w ? index(x, y) : 0xEE));
    p.palette = testPalette();
    return p;
}

// Runs, a row of one value and indices >= 0xC0 (which RLE must write as runs of one).
int pattern(int x, int y) { return y == 1 ? 200 : (x < 3 ? 7 : 0xC5 + x + y); }

QByteArray smallIndexedFile() { return writePcx(indexed(5, 3, 0, pattern)); }

// A 3 x 2 true-colour image in planes: pixel (x, y) is (40 x + 1, 100 y + 2, 0xC0 + x, 10 + x + y).
Pcx rgbPlanes(int planes)
{
    Pcx p;
    p.planes = planes;
    p.width = 3;
    p.height = 2;
    for (int y = 0; y < 2; ++y)
        for (int c = 0; c < planes; ++c)
            for (int x = 0; x < p.lineBytes(); ++x) {
                const int values[4] = {40 * x + 1, 100 * y + 2, 0xC0 + x, 10 + x + y};
                p.scanlines.append(char(x < 3 ? values[c] : 0));
            }
    return p;
}

} // namespace

class TstPcxImage : public QObject
{
    Q_OBJECT
private slots:
    void indexed8_data()
    {
        QTest::addColumn<int>("encoding");
        QTest::addColumn<int>("bytesPerLine");
        QTest::addColumn<bool>("acrossLines");
        QTest::newRow("rle, even padding") << 1 << 0 << false;
        QTest::newRow("rle, runs across scanlines") << 1 << 0 << true;
        QTest::newRow("rle, odd padding") << 1 << 9 << true;
        QTest::newRow("raw") << 0 << 0 << false;
        QTest::newRow("raw, odd padding") << 0 << 7 << false;
    }
    void indexed8()
    {
        QFETCH(int, encoding);
        QFETCH(int, bytesPerLine);
        QFETCH(bool, acrossLines);
        Pcx p = indexed(5, 3, bytesPerLine, pattern);
        p.encoding = encoding;
        p.runsAcrossLines = acrossLines;
        const RgbaImage img = readPcx(writePcx(p));
        QCOMPARE(img.width, 5);
        QCOMPARE(img.height, 3);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 5; ++x)
                QCOMPARE(rgba(img, x, y), paletteColour(pattern(x, y)));
    }
    void runAcrossScanlines()
    {
        // 3 x 4 pixels of one index, padding too: the whole image is one run of 16 bytes.
        Pcx p = indexed(3, 4, 4, [](int, int) { return 9; });
        p.scanlines.fill(9);
        p.runsAcrossLines = true;
        const QByteArray file = writePcx(p);
        QCOMPARE(file.size(), 128 + 2 + 769);
        QCOMPARE(uint8_t(file[128]), uint8_t(0xC0 | 16));
        const RgbaImage img = readPcx(file);
        QCOMPARE(img.height, 4);
        QCOMPARE(rgba(img, 2, 3), paletteColour(9));
        QCOMPARE(rgba(img, 0, 0), paletteColour(9));
    }
    void trueColour_data()
    {
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("encoding");
        QTest::newRow("rgb rle") << 3 << 1;
        QTest::newRow("rgb raw") << 3 << 0;
        QTest::newRow("rgba rle") << 4 << 1;
    }
    void trueColour()
    {
        QFETCH(int, planes);
        QFETCH(int, encoding);
        Pcx p = rgbPlanes(planes);
        p.encoding = encoding;
        const RgbaImage img = readPcx(writePcx(p));
        QCOMPARE(img.width, 3);
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 3; ++x)
                QCOMPARE(rgba(img, x, y), (std::array<int, 4>{40 * x + 1, 100 * y + 2, 0xC0 + x, planes == 4 ? 10 + x + y : 255}));
    }
    void ega4Bit()
    {
        // 5 x 2 pixels, two per byte (high nibble first), 3 bytes padded to 4.
        Pcx p;
        p.bits = 4;
        p.width = 5;
        p.height = 2;
        p.ega = testEga();
        p.scanlines = QByteArray::fromHex("01234500" "fedcba00");
        const RgbaImage img = readPcx(writePcx(p));
        QCOMPARE(rgba(img, 0, 0), egaColour(0));
        QCOMPARE(rgba(img, 3, 0), egaColour(3));
        QCOMPARE(rgba(img, 4, 0), egaColour(4));
        QCOMPARE(rgba(img, 0, 1), egaColour(15));
        QCOMPARE(rgba(img, 4, 1), egaColour(11));
    }
    void egaPlanar()
    {
        // 1 bit x 4 planes, 10 pixels wide: plane p holds bit p of the index. Index of pixel x is
        // x in row 0 and 15 - x in row 1; every 16-colour entry but a few appears.
        Pcx p;
        p.bits = 1;
        p.planes = 4;
        p.width = 10;
        p.height = 2;
        p.ega = testEga();
        for (int y = 0; y < 2; ++y)
            for (int plane = 0; plane < 4; ++plane) {
                int bits = 0;
                for (int x = 0; x < 10; ++x)
                    bits |= (((y ? 15 - x : x) >> plane) & 1) << (15 - x);
                p.scanlines.append(char(bits >> 8)).append(char(bits & 0xff));
            }
        const RgbaImage img = readPcx(writePcx(p));
        for (int x = 0; x < 10; ++x) {
            QCOMPARE(rgba(img, x, 0), egaColour(x));
            QCOMPARE(rgba(img, x, 1), egaColour(15 - x));
        }
    }
    void monochrome()
    {
        Pcx p;
        p.bits = 1;
        p.width = 10;
        p.height = 1;
        p.scanlines = QByteArray::fromHex("a5c0"); // 1010 0101 11
        const RgbaImage img = readPcx(writePcx(p));
        const std::array<int, 4> white{255, 255, 255, 255}, black{0, 0, 0, 255};
        QCOMPARE(rgba(img, 0, 0), white);
        QCOMPARE(rgba(img, 1, 0), black);
        QCOMPARE(rgba(img, 7, 0), white);
        QCOMPARE(rgba(img, 9, 0), white);
        QCOMPARE(rgba(img, 4, 0), black);
    }
    void window()
    {
        // The size comes from xmin..xmax, ymin..ymax, wherever the window starts.
        Pcx p = indexed(2, 3, 0, [](int x, int y) { return x + 10 * y; });
        p.xmin = 100;
        p.ymin = 7;
        const RgbaImage img = readPcx(writePcx(p));
        QCOMPARE(img.width, 2);
        QCOMPARE(img.height, 3);
        QCOMPARE(rgba(img, 1, 2), paletteColour(21));
    }

    void damaged_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("field");
        const QByteArray good = smallIndexedFile();
        const auto patched = [&](int at, QByteArray bytes) { return QByteArray(good).replace(at, bytes.size(), bytes); };
        QTest::newRow("empty") << QByteArray() << QStringLiteral("header");
        QTest::newRow("short header") << good.first(100) << QStringLiteral("header");
        QTest::newRow("not pcx") << patched(0, "\x0b") << QStringLiteral("header.manufacturer");
        QTest::newRow("version 1") << patched(1, "\x01") << QStringLiteral("header.version");
        QTest::newRow("encoding 2") << patched(2, "\x02") << QStringLiteral("header.encoding");
        QTest::newRow("xmax < xmin") << patched(4, QByteArray::fromHex("0a00")) << QStringLiteral("header.xmax");
        QTest::newRow("ymax < ymin") << patched(6, QByteArray::fromHex("0a00")) << QStringLiteral("header.ymax");
        QTest::newRow("16385 wide") << patched(8, QByteArray::fromHex("0040")) << QStringLiteral("header.xmax");
        QTest::newRow("2 bits (CGA)") << patched(3, "\x02") << QStringLiteral("header.bitsPerPixel");
        QTest::newRow("8 bits x 2 planes") << patched(65, "\x02") << QStringLiteral("header.bitsPerPixel");
        QTest::newRow("bytesPerLine < width") << patched(66, QByteArray::fromHex("0400")) << QStringLiteral("header.bytesPerLine");
        QTest::newRow("no palette marker") << patched(good.size() - 769, "\x0b") << QStringLiteral("palette");
        QTest::newRow("palette cut off") << good.chopped(1) << QStringLiteral("palette");
        QTest::newRow("data runs into the palette") << patched(66, QByteArray::fromHex("4000")) << QStringLiteral("image data");
        // 16384 x 16384 would be 1 GiB of RGBA: refused from the data size, before allocating.
        QTest::newRow("huge window") << patched(8, QByteArray::fromHex("ff3fff3f")).replace(66, 2, QByteArray::fromHex("0040"))
                                     << QStringLiteral("image data");
    }
    void damaged()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, field);
        const FormatError e = testimages::errorOf([&] { readPcx(file); });
        QCOMPARE(e.field, field);
        QVERIFY2(!e.problem.isEmpty() && e.offset >= 0, qPrintable(e.toString()));
    }
    void hugeWindowRefusedBeforeDecoding()
    {
        QByteArray file = smallIndexedFile();
        file.replace(8, 4, QByteArray::fromHex("ff3fff3f"));
        file.replace(66, 2, QByteArray::fromHex("0040"));
        const FormatError e = testimages::errorOf([&] { readPcx(file); });
        QVERIFY2(e.problem.contains(QLatin1String("cannot hold 16384 scanlines")), qPrintable(e.problem));
    }
    void everyPrefixAndByteDamage_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::newRow("8-bit rle") << smallIndexedFile();
        Pcx raw = indexed(5, 3, 7, pattern);
        raw.encoding = 0;
        QTest::newRow("8-bit raw") << writePcx(raw);
        QTest::newRow("rgb rle") << writePcx(rgbPlanes(3));
        QTest::newRow("rgba rle") << writePcx(rgbPlanes(4));
    }
    void everyPrefixAndByteDamage()
    {
        QFETCH(QByteArray, file);
        QVERIFY(!readPcx(file).isNull());
        // No strict prefix holds a whole image: each one is refused, none crashes.
        QCOMPARE(testimages::decodeDamaged(file, readPcx), 0);
    }
    void sniffing()
    {
        QVERIFY(looksLikePcx(smallIndexedFile()));
        QVERIFY(looksLikePcx(writePcx(rgbPlanes(3))));
        QVERIFY(!looksLikePcx(smallIndexedFile().first(127)));
        QVERIFY(!looksLikePcx(QByteArray(200, '\x0a')));
        QByteArray inverted = smallIndexedFile();
        inverted[8] = 0;
        inverted[4] = 5;
        QVERIFY(!looksLikePcx(inverted));
    }
};

QTEST_GUILESS_MAIN(TstPcxImage)
#include "tst_pcximage.moc"
