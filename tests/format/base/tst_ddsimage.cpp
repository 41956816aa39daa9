// The DDS decoder (embedded WMB textures of type 6, external skin files): DXT1 (both colour
// modes), DXT3, DXT5 and uncompressed 32/24/16-bit data with channel masks; bad input gives a
// FormatError from readDds and a null image from decodeDds.
#include "common/ddsimage.h"
#include "testimages.h"

#include <QtTest>

using namespace ackedit::format;

namespace {

using testimages::ddsHeader;

void pixelIs(const RgbaImage &img, int x, int y, std::array<int, 4> rgba)
{
    QVERIFY(!img.isNull());
    const uint8_t *p = img.pixel(x, y);
    QCOMPARE((std::array<int, 4>{p[0], p[1], p[2], p[3]}), rgba);
}

} // namespace

class TstDdsImage : public QObject
{
    Q_OBJECT
private slots:
    void dxt1FourColours()
    {
        ByteWriter d;
        d.u16(0xf800); // red
        d.u16(0x001f); // blue; c0 > c1: four-colour mode
        d.u32(0b11100100); // pixels 0..3 use colours 0, 1, 2, 3
        const RgbaImage img = decodeDds(ddsHeader(4, 4, 0x4, "DXT1") + d.take());
        QCOMPARE(img.width, 4);
        pixelIs(img, 0, 0, {255, 0, 0, 255});
        pixelIs(img, 1, 0, {0, 0, 255, 255});
        pixelIs(img, 2, 0, {170, 0, 85, 255}); // 2/3 red + 1/3 blue
        pixelIs(img, 3, 0, {85, 0, 170, 255});
    }
    void dxt1Transparent()
    {
        ByteWriter d;
        d.u16(0x001f);
        d.u16(0xf800); // c0 <= c1: three colours + transparent
        d.u32(0b11100100);
        const RgbaImage img = decodeDds(ddsHeader(4, 4, 0x4, "DXT1") + d.take());
        pixelIs(img, 2, 0, {127, 0, 127, 255});
        pixelIs(img, 3, 0, {0, 0, 0, 0});
    }
    void dxt3()
    {
        ByteWriter d;
        d.u32(0xf0);   // alpha: pixel 0 = 0, pixel 1 = 15
        d.u32(0);
        d.u16(0x07e0); // green
        d.u16(0x0000);
        d.u32(0);
        const RgbaImage img = decodeDds(ddsHeader(4, 4, 0x4, "DXT3") + d.take());
        pixelIs(img, 0, 0, {0, 255, 0, 0});
        pixelIs(img, 1, 0, {0, 255, 0, 255});
    }
    void dxt5()
    {
        ByteWriter d;
        d.u8(255);     // alpha0
        d.u8(0);       // alpha1 -> 8-entry table
        d.u8(0b001000); // pixel 0 index 0 (255), pixel 1 index 1 (0)
        d.zeros(5);
        d.u16(0xffff);
        d.u16(0xffff);
        d.u32(0);
        const RgbaImage img = decodeDds(ddsHeader(4, 4, 0x4, "DXT5") + d.take());
        pixelIs(img, 0, 0, {255, 255, 255, 255});
        pixelIs(img, 1, 0, {255, 255, 255, 0});
    }
    void uncompressed()
    {
        ByteWriter d;
        d.u32(0x80102030); // A=0x80 R=0x10 G=0x20 B=0x30 in 0xAARRGGBB
        d.zeros(4 * 3);
        const RgbaImage img = decodeDds(ddsHeader(2, 2, 0x41, {}, 32, {0xff0000, 0xff00, 0xff, 0xff000000}) + d.take());
        pixelIs(img, 0, 0, {0x10, 0x20, 0x30, 0x80});
        ByteWriter s;
        s.u16(0xf800);
        s.zeros(2);
        const RgbaImage img16 = decodeDds(ddsHeader(2, 1, 0x40, {}, 16, {0xf800, 0x07e0, 0x001f, 0}) + s.take());
        pixelIs(img16, 0, 0, {255, 0, 0, 255});
    }
    void fullWidthMask()
    {
        // A 32-bit mask times 255 overflows 32-bit arithmetic (alpha came out 0).
        ByteWriter d;
        d.u32(0xffffffff);
        const RgbaImage img = decodeDds(ddsHeader(1, 1, 0x41, {}, 32, {0xff0000, 0xff00, 0xff, 0xffffffff}) + d.take());
        pixelIs(img, 0, 0, {255, 255, 255, 255});
    }
    void errors_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no magic") << QByteArray(200, 'x') << QStringLiteral("magic") << QStringLiteral("not a DDS file");
        QTest::newRow("short header") << ddsHeader(4, 4, 0x4, "DXT1").first(100) << QStringLiteral("header") << QStringLiteral("cut off");
        QTest::newRow("no pixels") << ddsHeader(0, 4, 0x4, "DXT1") + QByteArray(8, 0) << QStringLiteral("header.height") << QStringLiteral("0 x 4");
        QTest::newRow("too wide") << ddsHeader(16385, 4, 0x4, "DXT1") + QByteArray(8, 0) << QStringLiteral("header.height") << QStringLiteral("16385 x 4");
        QTest::newRow("ATI2") << ddsHeader(4, 4, 0x4, "ATI2") + QByteArray(16, 0) << QStringLiteral("header.pixelFormat.fourCC")
                              << QStringLiteral("\"ATI2\"");
        QTest::newRow("8-bit") << ddsHeader(4, 4, 0x40, {}, 8) + QByteArray(16, 0) << QStringLiteral("header.pixelFormat")
                               << QStringLiteral("8 bits");
        QTest::newRow("no block data") << ddsHeader(4, 4, 0x4, "DXT1") << QStringLiteral("image data") << QStringLiteral("need 8 bytes");
        QTest::newRow("size lies") << ddsHeader(16384, 16384, 0x4, "DXT5") + QByteArray(16, 0) << QStringLiteral("image data")
                                   << QStringLiteral("need 268435456 bytes");
    }
    void errors()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, field);
        QFETCH(QString, problem);
        const FormatError e = testimages::errorOf([&] { readDds(file); });
        QCOMPARE(e.field, field);
        QVERIFY2(e.problem.contains(problem), qPrintable(e.problem));
        QVERIFY(decodeDds(file).isNull());
    }
    void invalid()
    {
        QVERIFY(decodeDds(QByteArray()).isNull());
        QVERIFY(decodeDds(QByteArray(200, 'x')).isNull());
        QVERIFY(decodeDds(ddsHeader(4, 4, 0x4, "DXT1")).isNull());        // no block data
        QVERIFY(decodeDds(ddsHeader(4, 4, 0x4, "ATI2") + QByteArray(16, 0)).isNull()); // unsupported
        QVERIFY(decodeDds(ddsHeader(16384, 16384, 0x4, "DXT5") + QByteArray(16, 0)).isNull()); // size lies
        QVERIFY(decodeDds(ddsHeader(0, 4, 0x4, "DXT1") + QByteArray(8, 0)).isNull());
    }
};

QTEST_GUILESS_MAIN(TstDdsImage)
#include "tst_ddsimage.moc"
