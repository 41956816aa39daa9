#include "common/ddsimage.h"

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
    const quint32 v = (pixel & mask) >> shiftOf(mask);
    const quint32 max = mask >> shiftOf(mask);
    return uint8_t((v * 255 + max / 2) / max);
}

} // namespace

RgbaImage decodeDds(const QByteArray &dds)
{
    if (dds.size() < 128 || !dds.startsWith("DDS "))
        return {};
    const auto *h = reinterpret_cast<const uchar *>(dds.constData());
    const quint32 height = le32(h + 12), width = le32(h + 16);
    const quint32 pfFlags = le32(h + 80), fourCC = le32(h + 84), bits = le32(h + 88);
    const quint32 rMask = le32(h + 92), gMask = le32(h + 96), bMask = le32(h + 100), aMask = le32(h + 104);
    if (width == 0 || height == 0 || width > MaxImageSide || height > MaxImageSide)
        return {};
    const uchar *data = h + 128;
    const qint64 available = dds.size() - 128;

    const bool isFourCC = (pfFlags & 0x4) != 0;
    if (isFourCC) {
        int format = 0;
        if (fourCC == le32(reinterpret_cast<const uchar *>("DXT1")))
            format = 1;
        else if (fourCC == le32(reinterpret_cast<const uchar *>("DXT3")))
            format = 3;
        else if (fourCC == le32(reinterpret_cast<const uchar *>("DXT5")))
            format = 5;
        if (!format)
            return {};
        const qint64 bw = (width + 3) / 4, bh = (height + 3) / 4;
        const qint64 blockBytes = format == 1 ? 8 : 16;
        if (bw * bh * blockBytes > available)
            return {};
        RgbaImage img{int(width), int(height)}; // only after the data is known to be there
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
    if ((pfFlags & 0x40) == 0 || (bits != 16 && bits != 24 && bits != 32))
        return {};
    const qint64 bpp = bits / 8;
    if (qint64(width) * height * bpp > available)
        return {};
    const bool hasAlpha = (pfFlags & 0x1) != 0;
    RgbaImage img{int(width), int(height)};
    for (quint32 y = 0; y < height; ++y) {
        for (quint32 x = 0; x < width; ++x) {
            const uchar *s = data + (qint64(y) * width + x) * bpp;
            quint32 px = 0;
            for (qint64 k = 0; k < bpp; ++k)
                px |= quint32(s[k]) << (8 * k);
            uint8_t *p = img.pixel(int(x), int(y));
            p[0] = channel(px, rMask);
            p[1] = channel(px, gMask);
            p[2] = channel(px, bMask);
            p[3] = hasAlpha ? channel(px, aMask) : 255;
        }
    }
    return img;
}

} // namespace ackedit::format
