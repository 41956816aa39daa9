#pragma once
// Small PCX, TGA and DDS writers for the image decoder tests: the files are built from known bytes
// in every variant the decoders read, so a decode can be compared pixel for pixel.
#include "common/rgbaimage.h"
#include "io/bytewriter.h"
#include "io/formaterror.h"

#include <QByteArray>
#include <array>

namespace testimages {

using ackedit::format::ByteWriter;

struct Pcx
{
    int version = 5;
    int encoding = 1; // 1 RLE, 0 raw
    int bits = 8;
    int planes = 1;
    int width = 1;
    int height = 1;
    int bytesPerLine = 0; // 0: the smallest even count
    int xmin = 0;
    int ymin = 0;
    bool runsAcrossLines = false;
    QByteArray scanlines; // decoded rows, each `planes` blocks of bytesPerLine bytes
    QByteArray ega;       // header palette, 48 bytes (zeros when empty)
    QByteArray palette;   // 768 bytes written after the 0x0C marker; none when empty

    int lineBytes() const
    {
        if (bytesPerLine)
            return bytesPerLine;
        const int bytes = (width * bits + 7) / 8;
        return bytes + bytes % 2;
    }
};

// PCX RLE: runs of up to 63 equal bytes, and bytes >= 0xC0 always as a run (they would read as
// a run header). Runs stop at the end of each `lineBytes` unless `acrossLines`.
inline QByteArray pcxRle(const QByteArray &raw, qint64 lineBytes, bool acrossLines)
{
    QByteArray out;
    for (qint64 i = 0; i < raw.size();) {
        const qint64 lineEnd = acrossLines ? raw.size() : (i / lineBytes + 1) * lineBytes;
        qint64 n = 1;
        while (n < 63 && i + n < lineEnd && raw[i + n] == raw[i])
            ++n;
        if (n > 1 || uint8_t(raw[i]) >= 0xC0)
            out.append(char(0xC0 | n));
        out.append(raw[i]);
        i += n;
    }
    return out;
}

inline QByteArray writePcx(const Pcx &p)
{
    ByteWriter w;
    w.u8(0x0A);
    w.u8(uint8_t(p.version));
    w.u8(uint8_t(p.encoding));
    w.u8(uint8_t(p.bits));
    w.u16(uint16_t(p.xmin));
    w.u16(uint16_t(p.ymin));
    w.u16(uint16_t(p.xmin + p.width - 1));
    w.u16(uint16_t(p.ymin + p.height - 1));
    w.u16(72);
    w.u16(72);
    w.bytes(p.ega.isEmpty() ? QByteArray(48, '\0') : p.ega);
    w.u8(0);
    w.u8(uint8_t(p.planes));
    w.u16(uint16_t(p.lineBytes()));
    w.u16(1);
    w.zeros(128 - 70);
    const qint64 lineBytes = qint64(p.lineBytes()) * p.planes;
    w.bytes(p.encoding ? pcxRle(p.scanlines, lineBytes, p.runsAcrossLines) : p.scanlines);
    if (!p.palette.isEmpty()) {
        w.u8(0x0C);
        w.bytes(p.palette);
    }
    return w.take();
}

struct Tga
{
    int imageType = 2;
    int depth = 24;
    int width = 1;
    int height = 1;
    int descriptor = 0x20; // alpha bits | 0x10 right to left | 0x20 top to bottom
    QByteArray id;
    int mapType = 0;
    int mapFirst = 0;
    int mapLength = 0;
    int mapEntryBits = 0;
    QByteArray map;    // mapLength entries of mapEntryBits
    QByteArray pixels; // file order, depth / 8 bytes each
    bool runsAcrossLines = true;
    bool footer = false; // TGA 2.0 footer with the "TRUEVISION-XFILE." signature
};

// TGA RLE: a run packet for two or more equal pixels, raw packets (up to 128) otherwise.
inline QByteArray tgaRle(const QByteArray &pixels, int bpp, int width, bool acrossLines)
{
    const qint64 count = pixels.size() / bpp;
    const auto px = [&](qint64 i) { return pixels.mid(i * bpp, bpp); };
    QByteArray out;
    for (qint64 i = 0; i < count;) {
        const qint64 end = acrossLines ? count : (i / width + 1) * width;
        qint64 n = 1;
        while (n < 128 && i + n < end && px(i + n) == px(i))
            ++n;
        if (n > 1) {
            out.append(char(0x80 | (n - 1)));
            out.append(px(i));
        } else {
            while (n < 128 && i + n < end && (i + n + 1 >= end || px(i + n + 1) != px(i + n)))
                ++n;
            out.append(char(n - 1));
            out.append(pixels.mid(i * bpp, n * bpp));
        }
        i += n;
    }
    return out;
}

inline QByteArray writeTga(const Tga &t)
{
    ByteWriter w;
    w.u8(uint8_t(t.id.size()));
    w.u8(uint8_t(t.mapType));
    w.u8(uint8_t(t.imageType));
    w.u16(uint16_t(t.mapFirst));
    w.u16(uint16_t(t.mapLength));
    w.u8(uint8_t(t.mapEntryBits));
    w.u16(0);
    w.u16(0);
    w.u16(uint16_t(t.width));
    w.u16(uint16_t(t.height));
    w.u8(uint8_t(t.depth));
    w.u8(uint8_t(t.descriptor));
    w.bytes(t.id);
    w.bytes(t.map);
    const int bpp = (t.depth + 7) / 8;
    w.bytes(t.imageType >= 9 ? tgaRle(t.pixels, bpp, t.width, t.runsAcrossLines) : t.pixels);
    if (t.footer) {
        w.u32(0); // no extension area
        w.u32(0); // no developer area
        w.bytes(QByteArrayView("TRUEVISION-XFILE.\0", 18));
    }
    return w.take();
}

// A DDS header (128 bytes) of a w x h image; `pfFlags` 0x4 for a FourCC, 0x40 (| 0x1 alpha) for
// masked RGB of `bits`.
inline QByteArray ddsHeader(int w, int h, quint32 pfFlags, const QByteArray &fourCC, quint32 bits = 0,
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

inline std::array<int, 4> rgba(const ackedit::format::RgbaImage &img, int x, int y)
{
    const uint8_t *p = img.pixel(x, y);
    return {p[0], p[1], p[2], p[3]};
}

// The FormatError `read` throws; an empty one (no field, offset -1) when it throws none, which
// any comparison of its field then reports.
template<typename Read> ackedit::format::FormatError errorOf(Read read)
{
    try {
        read();
    } catch (const ackedit::format::FormatError &e) {
        return e;
    }
    return {};
}

// Decodes every strict prefix of `file` and `file` with each byte set to 0x00 and to 0xFF. Each
// must decode or throw FormatError (a crash or another exception fails the test). Returns how
// many prefixes decoded.
template<typename Decode> int decodeDamaged(const QByteArray &file, Decode decode)
{
    int decodedPrefixes = 0;
    for (qsizetype n = 0; n < file.size(); ++n) {
        try {
            decode(file.first(n));
            ++decodedPrefixes;
        } catch (const ackedit::format::FormatError &) {
        }
    }
    for (qsizetype i = 0; i < file.size(); ++i) {
        for (char value : {'\x00', '\xff'}) {
            QByteArray damaged = file;
            damaged[i] = value;
            try {
                decode(damaged);
            } catch (const ackedit::format::FormatError &) {
            }
        }
    }
    return decodedPrefixes;
}

} // namespace testimages
