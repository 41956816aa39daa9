// The DDS decoder (embedded WMB textures of type 6, external skin files): DXT1 (both colour
// modes), DXT3, DXT5 and uncompressed 32/24/16-bit data with channel masks; bad input gives a
// null image.
#include "common/ddsimage.h"
#include "io/bytewriter.h"

#include <QtTest>

using namespace ackedit::format;

namespace {

QByteArray header(int w, int h, quint32 pfFlags, const QByteArray &fourCC, quint32 bits = 0,
                  std::array<quint32, 4> masks = {})
{
    ByteWriter b;
    b.bytes("DDS ");
    b.u32(124);
    b.u32(0x1007);
    b.u32(quint32(h));
    b.u32(quint32(w));
    b.zeros(12 + 44);
    b.u32(32);
    b.u32(pfFlags);
    b.bytes(fourCC.isEmpty() ? QByteArray(4, '\0') : fourCC);
    b.u32(bits);
    for (quint32 m : masks)
        b.u32(m);
    b.zeros(20);
    return b.take();
}

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
        const RgbaImage img = decodeDds(header(4, 4, 0x4, "DXT1") + d.take());
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
        const RgbaImage img = decodeDds(header(4, 4, 0x4, "DXT1") + d.take());
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
        const RgbaImage img = decodeDds(header(4, 4, 0x4, "DXT3") + d.take());
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
        const RgbaImage img = decodeDds(header(4, 4, 0x4, "DXT5") + d.take());
        pixelIs(img, 0, 0, {255, 255, 255, 255});
        pixelIs(img, 1, 0, {255, 255, 255, 0});
    }
    void uncompressed()
    {
        ByteWriter d;
        d.u32(0x80102030); // A=0x80 R=0x10 G=0x20 B=0x30 in 0xAARRGGBB
        d.zeros(4 * 3);
        const RgbaImage img = decodeDds(header(2, 2, 0x41, {}, 32, {0xff0000, 0xff00, 0xff, 0xff000000}) + d.take());
        pixelIs(img, 0, 0, {0x10, 0x20, 0x30, 0x80});
        ByteWriter s;
        s.u16(0xf800);
        s.zeros(2);
        const RgbaImage img16 = decodeDds(header(2, 1, 0x40, {}, 16, {0xf800, 0x07e0, 0x001f, 0}) + s.take());
        pixelIs(img16, 0, 0, {255, 0, 0, 255});
    }
    void invalid()
    {
        QVERIFY(decodeDds(QByteArray()).isNull());
        QVERIFY(decodeDds(QByteArray(200, 'x')).isNull());
        QVERIFY(decodeDds(header(4, 4, 0x4, "DXT1")).isNull());        // no block data
        QVERIFY(decodeDds(header(4, 4, 0x4, "ATI2") + QByteArray(16, 0)).isNull()); // unsupported
        QVERIFY(decodeDds(header(16384, 16384, 0x4, "DXT5") + QByteArray(16, 0)).isNull()); // size lies
        QVERIFY(decodeDds(header(0, 4, 0x4, "DXT1") + QByteArray(8, 0)).isNull());
    }
};

QTEST_GUILESS_MAIN(TstDdsImage)
#include "tst_ddsimage.moc"
