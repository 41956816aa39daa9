// ZSoft PCX decoding (see pcximage.h). Scanlines are decoded one at a time from the RLE stream,
// so memory is the output image plus one scanline.
#include "common/pcximage.h"

#include "io/bytereader.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace ackedit::format {

namespace {

constexpr qint64 HeaderSize = 128;
constexpr qint64 PaletteSize = 769; // 0x0C marker + 256 RGB entries

struct Header
{
    int version = 0;
    int encoding = 0;
    int bits = 0;         // bits per pixel in one plane
    int planes = 0;
    int bytesPerLine = 0; // of one plane, padding included
    int width = 0;
    int height = 0;
    uint8_t ega[16][3] = {};
};

bool knownVersion(int v) { return v == 0 || v == 2 || v == 3 || v == 4 || v == 5; }

bool supportedDepth(int bits, int planes)
{
    if (bits == 8)
        return planes == 1 || planes == 3 || planes == 4;
    if (bits == 4)
        return planes == 1;
    return bits == 1 && planes >= 1 && planes <= 4;
}

Header readHeader(ByteReader &r)
{
    Header h;
    r.require(HeaderSize, QStringLiteral("header"));
    if (r.u8(QStringLiteral("header.manufacturer")) != 0x0A)
        r.failAt(0, QStringLiteral("header.manufacturer"), QStringLiteral("not a PCX file (the first byte is not 0x0A)"));
    h.version = r.u8(QStringLiteral("header.version"));
    if (!knownVersion(h.version))
        r.failAt(1, QStringLiteral("header.version"), QStringLiteral("unknown version %1 (0, 2, 3, 4 and 5 exist)").arg(h.version));
    h.encoding = r.u8(QStringLiteral("header.encoding"));
    if (h.encoding > 1)
        r.failAt(2, QStringLiteral("header.encoding"), QStringLiteral("unknown encoding %1 (1 is RLE, 0 raw)").arg(h.encoding));
    h.bits = r.u8(QStringLiteral("header.bitsPerPixel"));
    const int xmin = r.u16(QStringLiteral("header.xmin")), ymin = r.u16(QStringLiteral("header.ymin"));
    const int xmax = r.u16(QStringLiteral("header.xmax")), ymax = r.u16(QStringLiteral("header.ymax"));
    if (xmax < xmin)
        r.failAt(8, QStringLiteral("header.xmax"), QStringLiteral("xmax %1 is left of xmin %2").arg(xmax).arg(xmin));
    if (ymax < ymin)
        r.failAt(10, QStringLiteral("header.ymax"), QStringLiteral("ymax %1 is above ymin %2").arg(ymax).arg(ymin));
    h.width = xmax - xmin + 1;
    h.height = ymax - ymin + 1;
    if (h.width > MaxImageSide || h.height > MaxImageSide)
        r.failAt(8, QStringLiteral("header.xmax"), QStringLiteral("%1 x %2 pixels exceed the %3 x %3 limit")
                                                       .arg(h.width).arg(h.height).arg(MaxImageSide));
    r.skip(4, QStringLiteral("header.dpi"));
    std::memcpy(h.ega, r.ptr(), sizeof h.ega);
    r.advance(sizeof h.ega);
    r.skip(1, QStringLiteral("header.reserved"));
    h.planes = r.u8(QStringLiteral("header.planes"));
    if (!supportedDepth(h.bits, h.planes))
        r.failAt(3, QStringLiteral("header.bitsPerPixel"),
                 QStringLiteral("%1 bits x %2 planes is not a supported depth").arg(h.bits).arg(h.planes));
    h.bytesPerLine = r.u16(QStringLiteral("header.bytesPerLine"));
    if (qint64(h.bytesPerLine) * 8 < qint64(h.width) * h.bits)
        r.failAt(66, QStringLiteral("header.bytesPerLine"), QStringLiteral("%1 bytes per line cannot hold the %2 pixels of a row")
                                                                .arg(h.bytesPerLine).arg(h.width));
    return h;
}

bool paletteAtEnd(const Header &h) { return h.bits == 8 && h.planes == 1; }

Palette readPalette(const QByteArray &pcx, const Header &h)
{
    Palette p;
    if (paletteAtEnd(h)) {
        const qint64 at = pcx.size() - PaletteSize;
        if (at < HeaderSize || uint8_t(pcx[at]) != 0x0C)
            throw FormatError(std::max(at, qint64(0)), QStringLiteral("palette"),
                              QStringLiteral("the 256-colour palette (0x0C and 768 bytes) is missing at the end (file truncated?)"));
        std::memcpy(p.rgb, pcx.constData() + at + 1, 768);
    } else if (h.bits == 1 && h.planes == 1) {
        // Monochrome: black and white; the header palette of such files is often all zero.
        std::memset(p.rgb[1], 255, 3);
    } else {
        std::memcpy(p.rgb, h.ega, sizeof h.ega);
    }
    return p;
}

// The pixel bytes: RLE pairs (0xC0 | count, value) and literal bytes below 0xC0. It is read as one
// stream because some writers let a run go on into the next scanline.
class PixelStream
{
public:
    PixelStream(ByteReader &r, bool rle) : m_r(r), m_rle(rle) {}

    void fill(uint8_t *out, qint64 n)
    {
        static const QString field = QStringLiteral("image data");
        for (qint64 i = 0; i < n;) {
            if (m_left == 0) {
                const uint8_t c = m_r.u8(field);
                const bool run = m_rle && c >= 0xC0;
                m_left = run ? c & 0x3F : 1;
                m_value = run ? m_r.u8(field) : c;
                continue;
            }
            const qint64 k = std::min(n - i, m_left);
            std::memset(out + i, m_value, size_t(k));
            i += k;
            m_left -= k;
        }
    }

private:
    ByteReader &m_r;
    bool m_rle;
    qint64 m_left = 0;
    uint8_t m_value = 0;
};

// One scanline (its planes one after the other) to RGBA.
void convertRow(const Header &h, const Palette &pal, const uint8_t *line, uint8_t *out)
{
    const int bpl = h.bytesPerLine;
    for (int x = 0; x < h.width; ++x, out += 4) {
        if (h.bits == 8 && h.planes >= 3) {
            out[0] = line[x];
            out[1] = line[bpl + x];
            out[2] = line[2 * bpl + x];
            out[3] = h.planes == 4 ? line[3 * bpl + x] : 255;
            continue;
        }
        int index = 0;
        if (h.bits == 8) {
            index = line[x];
        } else if (h.bits == 4) {
            index = (line[x / 2] >> (x % 2 ? 0 : 4)) & 15;
        } else {
            for (int p = 0; p < h.planes; ++p) // plane p holds bit p of the index
                index |= ((line[p * bpl + x / 8] >> (7 - x % 8)) & 1) << p;
        }
        std::memcpy(out, pal.rgb[index], 3);
        out[3] = 255;
    }
}

} // namespace

RgbaImage readPcx(const QByteArray &pcx)
{
    ByteReader header(pcx);
    const Header h = readHeader(header);
    const Palette pal = readPalette(pcx, h);
    // The pixel data ends where the palette begins.
    const QByteArray data = QByteArray::fromRawData(pcx.constData(), pcx.size() - (paletteAtEnd(h) ? PaletteSize : 0));
    ByteReader r(data);
    r.seek(HeaderSize, QStringLiteral("image data"));
    const qint64 lineBytes = qint64(h.bytesPerLine) * h.planes;
    // Refuse what the data cannot hold before allocating: an RLE pair gives at most 63 bytes.
    const qint64 most = h.encoding == 1 ? r.remaining() / 2 * 63 + 1 : r.remaining();
    if (lineBytes * h.height > most)
        r.fail(QStringLiteral("image data"), QStringLiteral("%1 bytes cannot hold %2 scanlines of %3 bytes (file truncated?)")
                                                 .arg(r.remaining()).arg(h.height).arg(lineBytes));
    std::vector<uint8_t> line(size_t(lineBytes), 0);
    RgbaImage img(h.width, h.height);
    PixelStream stream(r, h.encoding == 1);
    for (int y = 0; y < h.height; ++y) {
        stream.fill(line.data(), lineBytes);
        convertRow(h, pal, line.data(), img.pixel(0, y));
    }
    return img;
}

Palette readPcxPalette(const QByteArray &pcx)
{
    ByteReader header(pcx);
    const Header h = readHeader(header);
    if (!paletteAtEnd(h))
        throw FormatError(3, QStringLiteral("header.bitsPerPixel"),
                          QStringLiteral("%1 bits x %2 planes: not an 8-bit image, so it has no 256-colour palette")
                              .arg(h.bits).arg(h.planes));
    return readPalette(pcx, h);
}

bool looksLikePcx(const QByteArray &bytes)
{
    if (bytes.size() < HeaderSize)
        return false;
    const auto *b = reinterpret_cast<const uchar *>(bytes.constData());
    const auto u16 = [b](int at) { return b[at] | b[at + 1] << 8; };
    const bool knownBits = b[3] == 1 || b[3] == 2 || b[3] == 4 || b[3] == 8;
    return b[0] == 0x0A && knownVersion(b[1]) && b[2] <= 1 && knownBits && b[65] >= 1 && b[65] <= 4
        && u16(8) >= u16(4) && u16(10) >= u16(6);
}

} // namespace ackedit::format
