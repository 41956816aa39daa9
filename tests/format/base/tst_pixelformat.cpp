// Pixel type codes: sizes with mip levels, decode/encode round trips of every base format.
#include "common/ddsimage.h"
#include "common/pixelformat.h"

#include <QtTest>

using namespace ackedit::format;

class TstPixelFormat : public QObject
{
    Q_OBJECT
private slots:
    // One known pixel in both directions for every pixel format (issue 37: red and blue of
    // ARGB4444 swapped in both decode and encode passed every round trip). Bytes as stored,
    // the pixel as RGBA.
    void knownPixelBothWays_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QList<int>>("rgba");
        // 8-bit: index 7 of a palette whose entry 7 is (10, 200, 30); no other entry is near it.
        QTest::newRow("8-bit palette") << int(PixelType::Palette8) << QByteArray("\x07", 1) << QList<int>{10, 200, 30, 255};
        // RGB565: red 31 in bits 11-15, green 32 in 5-10, blue 1 in 0-4 (little-endian word 0xFC01).
        QTest::newRow("RGB565") << int(PixelType::Rgb565) << QByteArray("\x01\xfc", 2) << QList<int>{255, 130, 8, 255};
        // ARGB4444: alpha 0xC in bits 12-15, red 0xF in 8-11, green 0x8 in 4-7, blue 0x1 in 0-3.
        QTest::newRow("ARGB4444") << int(PixelType::Argb4444) << QByteArray("\x81\xcf", 2) << QList<int>{255, 0x88, 0x11, 0xcc};
        QTest::newRow("RGB888 (B, G, R)") << int(PixelType::Rgb888) << QByteArray("\x10\x20\x30", 3) << QList<int>{0x30, 0x20, 0x10, 255};
        QTest::newRow("ARGB8888 (B, G, R, A)") << int(PixelType::Argb8888) << QByteArray("\x10\x20\x30\x40", 4)
                                              << QList<int>{0x30, 0x20, 0x10, 0x40};
    }
    void knownPixelBothWays()
    {
        QFETCH(int, type);
        QFETCH(QByteArray, bytes);
        QFETCH(QList<int>, rgba);
        Palette palette = Palette::grayscale();
        for (int i = 0; i < 256; ++i)
            palette.rgb[i][0] = palette.rgb[i][1] = palette.rgb[i][2] = uint8_t(i < 128 ? 0 : 255);
        palette.rgb[7][0] = 10;
        palette.rgb[7][1] = 200;
        palette.rgb[7][2] = 30;
        const RgbaImage decoded = decodePixels(type, 1, 1, bytes, &palette);
        QCOMPARE(decoded.width, 1);
        QCOMPARE((QList<int>{decoded.pixels[0], decoded.pixels[1], decoded.pixels[2], decoded.pixels[3]}), rgba);
        RgbaImage image(1, 1);
        image.pixels = {uint8_t(rgba[0]), uint8_t(rgba[1]), uint8_t(rgba[2]), uint8_t(rgba[3])};
        QCOMPARE(encodePixels(type, image, &palette), bytes);
    }

    // The DDS a painted skin is saved as: A8R8G8B8, each texel stored B, G, R, A after the
    // 128-byte header, masks naming that order; read back as the same pixel.
    void ddsWrittenKnownPixel()
    {
        RgbaImage image(1, 1);
        image.pixels = {0x30, 0x20, 0x10, 0x40};
        const QByteArray dds = writeDdsRgba(image, false);
        QCOMPARE(dds.size(), 128 + 4);
        QCOMPARE(dds.mid(128, 4), QByteArray("\x10\x20\x30\x40", 4));
        const auto le32 = [&dds](int at) {
            return quint32(uint8_t(dds[at])) | quint32(uint8_t(dds[at + 1])) << 8 | quint32(uint8_t(dds[at + 2])) << 16
                   | quint32(uint8_t(dds[at + 3])) << 24;
        };
        QCOMPARE(le32(88), 32u);          // bits per pixel
        QCOMPARE(le32(92), 0x00ff0000u);  // red mask
        QCOMPARE(le32(96), 0x0000ff00u);  // green mask
        QCOMPARE(le32(100), 0x000000ffu); // blue mask
        QCOMPARE(le32(104), 0xff000000u); // alpha mask
        const RgbaImage back = readDds(dds);
        QCOMPARE(back.pixels, image.pixels);
    }

    void blockSize_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("565 16x16") << 2 << 16 << 16 << qint64(512);
        QTest::newRow("565+mip 64x64") << 10 << 64 << 64 << qint64(2 * 64 * 64 * 85 / 64);
        QTest::newRow("888 3x5") << 4 << 3 << 5 << qint64(45);
        QTest::newRow("8888+mip 64x128") << 13 << 64 << 128 << qint64(4 * (64 * 128 + 32 * 64 + 16 * 32 + 8 * 16));
        QTest::newRow("DDS is not a pixel array") << 6 << 100 << 1 << qint64(-1);
        QTest::newRow("external is not a pixel array") << 7 << 12 << 1 << qint64(-1);
        QTest::newRow("hostile size") << 5 << 1000000 << 1000000 << qint64(-1);
    }
    void blockSize()
    {
        QFETCH(int, type);
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(qint64, expected);
        QCOMPARE(pixelBlockSize(type, w, h), expected);
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("type");
        for (int t : {2, 3, 4, 5, 10, 11, 12, 13})
            QTest::newRow(qPrintable(PixelType::name(t))) << t;
    }
    void roundTrip()
    {
        QFETCH(int, type);
        // Colours exactly representable in every format survive encode -> decode -> encode.
        RgbaImage img(16, 8);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 16; ++x) {
                uint8_t *p = img.pixel(x, y);
                p[0] = uint8_t(x * 17); p[1] = uint8_t(y * 34); p[2] = uint8_t(255 - x * 17); p[3] = 255;
            }
        const QByteArray encoded = encodePixels(type, img);
        QCOMPARE(qint64(encoded.size()), pixelBlockSize(type, 16, 8));
        const RgbaImage decoded = decodePixels(type, 16, 8, encoded);
        QCOMPARE(decoded.width, 16);
        // The base level survives exactly; mip levels are regenerated from the (expanded) pixels.
        const qint64 base = pixelBlockSize(type & 7, 16, 8);
        const QByteArray again = encodePixels(type, decoded);
        QCOMPARE(again.size(), encoded.size());
        QCOMPARE(again.left(base), encoded.left(base));
    }

    void channelOrder()
    {
        // RGB888 is stored B, G, R; RGB565 red sits in the top bits.
        const QByteArray bgr("\x10\x20\x30", 3);
        const RgbaImage a = decodePixels(PixelType::Rgb888, 1, 1, bgr);
        QCOMPARE(int(a.pixels[0]), 0x30);
        QCOMPARE(int(a.pixels[2]), 0x10);
        const QByteArray red("\x00\xf8", 2);
        const RgbaImage b = decodePixels(PixelType::Rgb565, 1, 1, red);
        QCOMPARE(int(b.pixels[0]), 255);
        QCOMPARE(int(b.pixels[1]), 0);
        QCOMPARE(int(b.pixels[2]), 0);
    }

    // Every format's mips are MED's: each level straight from the base image, truncated
    // f x f averages (a chained, rounded 2x2 filter gives other bytes here).
    void mipsAreTruncatedBoxesOfTheBase()
    {
        RgbaImage img(8, 8);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                for (int c = 0; c < 4; ++c)
                    img.pixel(x, y)[c] = uint8_t((x * 37 + y * 91 + c * 53) % 256);
        const QByteArray block = encodePixels(PixelType::Argb8888 | PixelType::MipFlag, img);
        QCOMPARE(block.size(), pixelBlockSize(PixelType::Argb8888 | PixelType::MipFlag, 8, 8));
        qint64 at = 8 * 8 * 4;
        for (int f : {2, 4, 8}) {
            for (int y = 0; y < 8 / f; ++y)
                for (int x = 0; x < 8 / f; ++x) {
                    int sum[4] = {};
                    for (int dy = 0; dy < f; ++dy)
                        for (int dx = 0; dx < f; ++dx)
                            for (int c = 0; c < 4; ++c)
                                sum[c] += img.pixel(f * x + dx, f * y + dy)[c];
                    const char *p = block.constData() + at + 4 * (y * (8 / f) + x); // B, G, R, A
                    QCOMPARE(uint8_t(p[0]), uint8_t(sum[2] / (f * f)));
                    QCOMPARE(uint8_t(p[1]), uint8_t(sum[1] / (f * f)));
                    QCOMPARE(uint8_t(p[2]), uint8_t(sum[0] / (f * f)));
                    QCOMPARE(uint8_t(p[3]), uint8_t(sum[3] / (f * f)));
                }
            at += 4 * (8 / f) * (8 / f);
        }
        QCOMPARE(at, block.size());
    }

    // 8-bit encoding picks the nearest palette entry for every texel (a cache of recent colours
    // must not change the answer): 64k random colours, many repeated, against a brute-force search.
    void paletteEncodingIsTheNearestEntry()
    {
        Palette pal;
        quint32 seed = 12345;
        auto next = [&seed] { seed = seed * 1664525u + 1013904223u; return uint8_t(seed >> 24); };
        for (auto &e : pal.rgb)
            for (auto &c : e)
                c = next();
        RgbaImage img(256, 256);
        for (size_t i = 0; i < img.pixels.size(); i += 4) {
            const bool repeat = i > 4000 && (next() & 1);
            for (int c = 0; c < 4; ++c)
                img.pixels[i + size_t(c)] = repeat ? img.pixels[i - 4000 + size_t(c)] : next();
        }
        const QByteArray block = encodePixels(PixelType::Palette8, img, &pal);
        QCOMPARE(block.size(), qsizetype(256 * 256));
        for (int i = 0; i < 256 * 256; ++i) {
            const uint8_t *p = img.pixels.data() + size_t(i) * 4;
            int best = 0, bestD = 1 << 30;
            for (int k = 0; k < 256; ++k) {
                const int dr = pal.rgb[k][0] - p[0], dg = pal.rgb[k][1] - p[1], db = pal.rgb[k][2] - p[2];
                const int d = dr * dr + dg * dg + db * db;
                if (d < bestD) {
                    bestD = d;
                    best = k;
                }
            }
            if (uchar(block[i]) != best)
                QFAIL(qPrintable(QStringLiteral("texel %1: entry %2, nearest is %3").arg(i).arg(uchar(block[i])).arg(best)));
        }
    }

    void shortBlockGivesNullImage()
    {
        QVERIFY(decodePixels(PixelType::Argb8888, 4, 4, QByteArray(10, 0)).isNull());
    }
};

QTEST_GUILESS_MAIN(TstPixelFormat)
#include "tst_pixelformat.moc"
