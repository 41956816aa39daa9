#include "common/ddsimage.h"

#include "io/formaterror.h"

#include <algorithm>
#include <cstring>

namespace ackedit::format {

namespace {

quint32 le32(const uchar *p) { return quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24; }
quint32 le16(const uchar *p) { return quint32(p[0]) | quint32(p[1]) << 8; }

void rgb565(quint32 c, uint8_t *out)
{
    const quint32 r = (c >> 11) & 31, g = (c >> 5) & 63, b = c & 31;
    out[0] = uint8_t((r << 3) | (r >> 2));
    out[1] = uint8_t((g << 2) | (g >> 4));
    out[2] = uint8_t((b << 3) | (b >> 2));
    out[3] = 255;
}

// One 8-byte colour block; `threeColour` allows DXT1's 1-bit-alpha mode.
void colourBlock(const uchar *b, bool dxt1, uint8_t colours[4][4])
{
    const quint32 c0 = le16(b), c1 = le16(b + 2);
    rgb565(c0, colours[0]);
    rgb565(c1, colours[1]);
    if (c0 > c1 || !dxt1) {
        for (int k = 0; k < 3; ++k) {
            colours[2][k] = uint8_t((2 * colours[0][k] + colours[1][k] + 1) / 3);
            colours[3][k] = uint8_t((colours[0][k] + 2 * colours[1][k] + 1) / 3);
        }
        colours[2][3] = colours[3][3] = 255;
    } else {
        for (int k = 0; k < 3; ++k)
            colours[2][k] = uint8_t((colours[0][k] + colours[1][k]) / 2);
        colours[2][3] = 255;
        colours[3][0] = colours[3][1] = colours[3][2] = colours[3][3] = 0;
    }
}

int shiftOf(quint32 mask)
{
    int s = 0;
    while (mask && !(mask & 1)) {
        mask >>= 1;
        ++s;
    }
    return s;
}

uint8_t channel(quint32 pixel, quint32 mask)
{
    if (!mask)
        return 255;
    const quint64 v = (pixel & mask) >> shiftOf(mask);
    const quint64 max = mask >> shiftOf(mask); // 64 bits: a 32-bit mask times 255 overflows
    return uint8_t((v * 255 + max / 2) / max);
}

// DXT1/3/5 blocks of 4 x 4 pixels; the data is known to hold them all.
RgbaImage decodeBlocks(const uchar *data, quint32 width, quint32 height, int format)
{
    const qint64 bw = (width + 3) / 4, bh = (height + 3) / 4;
    const qint64 blockBytes = format == 1 ? 8 : 16;
    RgbaImage img{int(width), int(height)};
    for (qint64 by = 0; by < bh; ++by) {
        for (qint64 bx = 0; bx < bw; ++bx) {
            const uchar *b = data + (by * bw + bx) * blockBytes;
            uint8_t alpha[16];
            std::memset(alpha, 255, sizeof alpha);
            if (format == 3) {
                for (int i = 0; i < 16; ++i) {
                    const int nib = (b[i / 2] >> ((i & 1) * 4)) & 15;
                    alpha[i] = uint8_t(nib * 17);
                }
            } else if (format == 5) {
                const int a0 = b[0], a1 = b[1];
                int table[8] = {a0, a1};
                if (a0 > a1) {
                    for (int k = 1; k < 7; ++k)
                        table[k + 1] = ((7 - k) * a0 + k * a1 + 3) / 7;
                } else {
                    for (int k = 1; k < 5; ++k)
                        table[k + 1] = ((5 - k) * a0 + k * a1 + 2) / 5;
                    table[6] = 0;
                    table[7] = 255;
                }
                quint64 idx = 0;
                for (int k = 0; k < 6; ++k)
                    idx |= quint64(b[2 + k]) << (8 * k);
                for (int i = 0; i < 16; ++i)
                    alpha[i] = uint8_t(table[(idx >> (3 * i)) & 7]);
            }
            const uchar *cb = format == 1 ? b : b + 8;
            uint8_t colours[4][4];
            colourBlock(cb, format == 1, colours);
            const quint32 indices = le32(cb + 4);
            for (int i = 0; i < 16; ++i) {
                const qint64 x = bx * 4 + (i & 3), y = by * 4 + (i >> 2);
                if (x >= width || y >= height)
                    continue;
                uint8_t *p = img.pixel(int(x), int(y));
                std::memcpy(p, colours[(indices >> (2 * i)) & 3], 4);
                if (format != 1)
                    p[3] = alpha[i];
            }
        }
    }
    return img;
}

struct Masks
{
    quint32 r, g, b, a;
    bool hasAlpha;
};

// Uncompressed 16/24/32-bit pixels with channel masks; the data is known to hold them all.
RgbaImage decodeMasked(const uchar *data, quint32 width, quint32 height, qint64 bpp, const Masks &m)
{
    RgbaImage img{int(width), int(height)};
    for (quint32 y = 0; y < height; ++y) {
        for (quint32 x = 0; x < width; ++x) {
            const uchar *s = data + (qint64(y) * width + x) * bpp;
            quint32 px = 0;
            for (qint64 k = 0; k < bpp; ++k)
                px |= quint32(s[k]) << (8 * k);
            uint8_t *p = img.pixel(int(x), int(y));
            p[0] = channel(px, m.r);
            p[1] = channel(px, m.g);
            p[2] = channel(px, m.b);
            p[3] = m.hasAlpha ? channel(px, m.a) : 255;
        }
    }
    return img;
}

QString fourCCText(quint32 fourCC)
{
    QString text;
    for (int k = 0; k < 4; ++k) {
        const char c = char(fourCC >> (8 * k));
        text += c >= 0x20 && c < 0x7f ? QChar::fromLatin1(c) : QLatin1Char('?');
    }
    return text;
}

} // namespace

RgbaImage readDds(const QByteArray &dds)
{
    if (!dds.startsWith("DDS "))
        throw FormatError(0, QStringLiteral("magic"), QStringLiteral("not a DDS file (no \"DDS \" at the start)"));
    if (dds.size() < 128)
        throw FormatError(dds.size(), QStringLiteral("header"),
                          QStringLiteral("the 128-byte header is cut off after %1 bytes").arg(dds.size()));
    const auto *h = reinterpret_cast<const uchar *>(dds.constData());
    const quint32 height = le32(h + 12), width = le32(h + 16);
    const quint32 pfFlags = le32(h + 80), fourCC = le32(h + 84), bits = le32(h + 88);
    if (width == 0 || height == 0 || width > MaxImageSide || height > MaxImageSide)
        throw FormatError(12, QStringLiteral("header.height"), QStringLiteral("%1 x %2 pixels: none, or more than the %3 x %3 limit")
                                                                   .arg(width).arg(height).arg(MaxImageSide));
    const uchar *data = h + 128;
    const qint64 available = dds.size() - 128;
    const auto requireData = [&](qint64 bytes) {
        if (bytes > available)
            throw FormatError(128, QStringLiteral("image data"), QStringLiteral("%1 x %2 pixels need %3 bytes but only %4 are left (file truncated?)")
                                                                     .arg(width).arg(height).arg(bytes).arg(available));
    };

    if (pfFlags & 0x4) {
        int format = 0;
        if (fourCC == le32(reinterpret_cast<const uchar *>("DXT1")))
            format = 1;
        else if (fourCC == le32(reinterpret_cast<const uchar *>("DXT3")))
            format = 3;
        else if (fourCC == le32(reinterpret_cast<const uchar *>("DXT5")))
            format = 5;
        if (!format)
            throw FormatError(84, QStringLiteral("header.pixelFormat.fourCC"),
                              QStringLiteral("unsupported compression \"%1\" (DXT1, DXT3 and DXT5 are read)").arg(fourCCText(fourCC)));
        requireData(qint64((width + 3) / 4) * ((height + 3) / 4) * (format == 1 ? 8 : 16));
        return decodeBlocks(data, width, height, format); // allocated only now the data is known to be there
    }
    if ((pfFlags & 0x40) == 0 || (bits != 16 && bits != 24 && bits != 32))
        throw FormatError(80, QStringLiteral("header.pixelFormat"),
                          QStringLiteral("unsupported pixel format (flags 0x%1, %2 bits): DXT1/3/5 and 16/24/32-bit RGB are read")
                              .arg(pfFlags, 0, 16).arg(bits));
    requireData(qint64(width) * height * (bits / 8));
    const Masks masks{le32(h + 92), le32(h + 96), le32(h + 100), le32(h + 104), (pfFlags & 0x1) != 0};
    return decodeMasked(data, width, height, bits / 8, masks);
}

RgbaImage decodeDds(const QByteArray &dds)
{
    try {
        return readDds(dds);
    } catch (const FormatError &) {
        return {};
    }
}

namespace {

void putLe32(QByteArray &out, qsizetype at, quint32 v)
{
    for (int k = 0; k < 4; ++k)
        out[at + k] = char((v >> (8 * k)) & 0xff);
}

// Half size (at least 1), each texel the rounded mean of the 2x2 (or 2x1, 1x2) block above it.
RgbaImage halve(const RgbaImage &src)
{
    RgbaImage dst(std::max(1, src.width / 2), std::max(1, src.height / 2));
    for (int y = 0; y < dst.height; ++y)
        for (int x = 0; x < dst.width; ++x)
            for (int c = 0; c < 4; ++c) {
                int sum = 0, n = 0;
                for (int dy = 0; dy < 2; ++dy)
                    for (int dx = 0; dx < 2; ++dx) {
                        const int sx = std::min(src.width - 1, 2 * x + dx), sy = std::min(src.height - 1, 2 * y + dy);
                        sum += src.pixel(sx, sy)[c];
                        ++n;
                    }
                dst.pixel(x, y)[c] = uint8_t((sum + n / 2) / n);
            }
    return dst;
}

} // namespace

QByteArray writeDdsRgba(const RgbaImage &image, bool mipmaps)
{
    if (image.isNull())
        return {};
    int levels = 1;
    if (mipmaps)
        for (int w = image.width, h = image.height; w > 1 || h > 1; w = std::max(1, w / 2), h = std::max(1, h / 2))
            ++levels;
    QByteArray out(128, '\0');
    out.replace(0, 4, "DDS ");
    putLe32(out, 4, 124);                                  // header size
    putLe32(out, 8, 0x1 | 0x2 | 0x4 | 0x8 | 0x1000 | (levels > 1 ? 0x20000 : 0)); // caps, height, width, pitch, pixel format, mips
    putLe32(out, 12, quint32(image.height));
    putLe32(out, 16, quint32(image.width));
    putLe32(out, 20, quint32(image.width) * 4);            // pitch
    putLe32(out, 28, quint32(levels));
    putLe32(out, 76, 32);                                  // pixel format size
    putLe32(out, 80, 0x1 | 0x40);                          // alpha pixels, RGB
    putLe32(out, 88, 32);
    putLe32(out, 92, 0x00ff0000);
    putLe32(out, 96, 0x0000ff00);
    putLe32(out, 100, 0x000000ff);
    putLe32(out, 104, 0xff000000);
    putLe32(out, 108, 0x1000 | (levels > 1 ? 0x8 | 0x400000 : 0)); // texture (+ complex, mipmap)
    RgbaImage level = image;
    for (int l = 0; l < levels; ++l) {
        QByteArray bytes(qsizetype(level.width) * level.height * 4, '\0');
        for (size_t i = 0; i < level.pixels.size(); i += 4) {
            bytes[qsizetype(i)] = char(level.pixels[i + 2]);     // B
            bytes[qsizetype(i) + 1] = char(level.pixels[i + 1]); // G
            bytes[qsizetype(i) + 2] = char(level.pixels[i]);     // R
            bytes[qsizetype(i) + 3] = char(level.pixels[i + 3]); // A
        }
        out += bytes;
        if (l + 1 < levels)
            level = halve(level);
    }
    return out;
}

bool ddsHasAlpha(QByteArrayView dds)
{
    if (dds.size() < 128 || !dds.startsWith("DDS "))
        return false;
    const auto *h = reinterpret_cast<const uchar *>(dds.constData());
    const quint32 pf = le32(h + 80), fourCC = le32(h + 84);
    if ((pf & 0x4) && (fourCC == le32(reinterpret_cast<const uchar *>("DXT3"))
                       || fourCC == le32(reinterpret_cast<const uchar *>("DXT5"))))
        return true;
    return (pf & 0x1) != 0;
}

bool ddsHasMips(QByteArrayView dds)
{
    if (dds.size() < 128 || !dds.startsWith("DDS "))
        return false;
    const auto *h = reinterpret_cast<const uchar *>(dds.constData());
    return (le32(h + 8) & 0x20000) != 0 && le32(h + 28) > 1;
}

QString ddsDescription(QByteArrayView dds)
{
    if (dds.size() < 128 || !dds.startsWith("DDS "))
        return QStringLiteral("not a DDS file");
    const auto *h = reinterpret_cast<const uchar *>(dds.constData());
    const quint32 height = le32(h + 12), width = le32(h + 16), pf = le32(h + 80);
    const QString kind = (pf & 0x4) ? fourCCText(le32(h + 84)) : QStringLiteral("%1-bit RGB%2").arg(le32(h + 88)).arg((pf & 0x1) ? QStringLiteral("A") : QString());
    const quint32 mips = ddsHasMips(dds) ? le32(h + 28) : 1;
    return QStringLiteral("%1 %2x%3, %4 mip level(s)").arg(kind).arg(width).arg(height).arg(mips);
}

} // namespace ackedit::format
