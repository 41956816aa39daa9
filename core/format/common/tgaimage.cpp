// Truevision TGA decoding (see tgaimage.h). The pixels are read as one stream of packets and
// placed by the origin bits, so memory is only the output image.
#include "common/tgaimage.h"

#include "io/bytereader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace ackedit::format {

namespace {

enum Kind { Mapped = 1, TrueColour = 2, Gray = 3 };

struct Header
{
    int idLength = 0;
    int mapType = 0;
    int imageType = 0;
    int mapFirst = 0;
    int mapLength = 0;
    int mapEntryBits = 0;
    int width = 0;
    int height = 0;
    int depth = 0;
    int descriptor = 0;

    Kind kind() const { return Kind(imageType & 3); } // 9, 10, 11 are 1, 2, 3 with RLE
    bool rle() const { return imageType >= 9; }
    bool alpha16() const { return (descriptor & 15) != 0; } // bit 15 of 16-bit colours is alpha
    int bytesPerPixel() const { return (depth + 7) / 8; }
};

using ColourMap = std::vector<std::array<uint8_t, 4>>;

bool colourBits(int bits) { return bits == 15 || bits == 16 || bits == 24 || bits == 32; }

bool depthFits(const Header &h)
{
    switch (h.kind()) {
    case Mapped: return h.depth == 8 || h.depth == 16;
    case TrueColour: return colourBits(h.depth);
    default: return h.depth == 8 || h.depth == 16;
    }
}

Header readHeader(ByteReader &r)
{
    Header h;
    h.idLength = r.u8(QStringLiteral("header.idLength"));
    h.mapType = r.u8(QStringLiteral("header.colorMapType"));
    h.imageType = r.u8(QStringLiteral("header.imageType"));
    h.mapFirst = r.u16(QStringLiteral("header.colorMapFirst"));
    h.mapLength = r.u16(QStringLiteral("header.colorMapLength"));
    h.mapEntryBits = r.u8(QStringLiteral("header.colorMapEntrySize"));
    r.skip(4, QStringLiteral("header.origin"));
    h.width = r.u16(QStringLiteral("header.width"));
    h.height = r.u16(QStringLiteral("header.height"));
    h.depth = r.u8(QStringLiteral("header.pixelDepth"));
    h.descriptor = r.u8(QStringLiteral("header.descriptor"));
    if (h.mapType > 1)
        r.failAt(1, QStringLiteral("header.colorMapType"), QStringLiteral("unknown colour map type %1 (0 none, 1 present)").arg(h.mapType));
    if (h.imageType == 0)
        r.failAt(2, QStringLiteral("header.imageType"), QStringLiteral("the file holds no image (type 0)"));
    if (!(h.imageType >= 1 && h.imageType <= 3) && !(h.imageType >= 9 && h.imageType <= 11))
        r.failAt(2, QStringLiteral("header.imageType"),
                 QStringLiteral("unsupported image type %1 (1, 2, 3, 9, 10 and 11 are read)").arg(h.imageType));
    if (h.width == 0 || h.height == 0 || h.width > MaxImageSide || h.height > MaxImageSide)
        r.failAt(12, QStringLiteral("header.width"), QStringLiteral("%1 x %2 pixels: none, or more than the %3 x %3 limit")
                                                         .arg(h.width).arg(h.height).arg(MaxImageSide));
    if (!depthFits(h))
        r.failAt(16, QStringLiteral("header.pixelDepth"),
                 QStringLiteral("%1 bits per pixel is not supported in image type %2").arg(h.depth).arg(h.imageType));
    if (h.kind() == Mapped && h.mapType != 1)
        r.failAt(1, QStringLiteral("header.colorMapType"), QStringLiteral("a colour-mapped image without a colour map"));
    if (h.kind() == Mapped && !colourBits(h.mapEntryBits))
        r.failAt(7, QStringLiteral("header.colorMapEntrySize"),
                 QStringLiteral("%1-bit colour map entries are not supported (15, 16, 24 or 32)").arg(h.mapEntryBits));
    return h;
}

// A colour of 15, 16, 24 or 32 bits (B, G, R, A in the file) to RGBA.
void colour(const uchar *p, int bits, bool alpha16, uint8_t *out)
{
    if (bits <= 16) { // ARRRRRGG GGGBBBBB
        const int v = p[0] | p[1] << 8;
        const auto expand = [](int c) { return uint8_t(c << 3 | c >> 2); };
        out[0] = expand(v >> 10 & 31);
        out[1] = expand(v >> 5 & 31);
        out[2] = expand(v & 31);
        out[3] = bits == 16 && alpha16 && !(v & 0x8000) ? 0 : 255;
        return;
    }
    out[0] = p[2];
    out[1] = p[1];
    out[2] = p[0];
    out[3] = bits == 32 ? p[3] : 255;
}

// The colour map of a colour-mapped image; that of any other image is skipped.
ColourMap readColourMap(ByteReader &r, const Header &h)
{
    if (h.mapType == 0)
        return {};
    const qint64 entryBytes = (h.mapEntryBits + 7) / 8;
    r.requireRecords(h.mapLength, entryBytes, QStringLiteral("colorMap"));
    if (h.kind() != Mapped) {
        r.skip(h.mapLength * entryBytes, QStringLiteral("colorMap"));
        return {};
    }
    ColourMap map(size_t(h.mapLength));
    for (auto &entry : map) {
        colour(reinterpret_cast<const uchar *>(r.ptr()), h.mapEntryBits, h.alpha16(), entry.data());
        r.advance(entryBytes);
    }
    return map;
}

// One pixel of the file to RGBA; false for a colour index outside the map.
bool decodePixel(const Header &h, const ColourMap &map, const uchar *p, uint8_t *out)
{
    switch (h.kind()) {
    case Mapped: {
        const int index = (h.depth == 8 ? p[0] : p[0] | p[1] << 8) - h.mapFirst;
        if (index < 0 || index >= int(map.size()))
            return false;
        std::memcpy(out, map[size_t(index)].data(), 4);
        return true;
    }
    case TrueColour:
        colour(p, h.depth, h.alpha16(), out);
        return true;
    default:
        out[0] = out[1] = out[2] = p[0];
        out[3] = h.depth == 16 ? p[1] : 255;
        return true;
    }
}

// Writers that leave the alpha byte unused write zeros there and no alpha bits in the
// descriptor; such an image would be invisible.
void opaqueIfAlphaUnused(const Header &h, RgbaImage &img)
{
    const bool alphaChannel = (h.kind() == TrueColour && h.depth == 32) || (h.kind() == Gray && h.depth == 16)
                              || (h.kind() == Mapped && h.mapEntryBits == 32);
    if (!alphaChannel || (h.descriptor & 15) != 0)
        return;
    for (size_t i = 3; i < img.pixels.size(); i += 4)
        if (img.pixels[i] != 0)
            return;
    for (size_t i = 3; i < img.pixels.size(); i += 4)
        img.pixels[i] = 255;
}

} // namespace

RgbaImage readTga(const QByteArray &tga)
{
    ByteReader r(tga);
    const Header h = readHeader(r);
    r.skip(h.idLength, QStringLiteral("imageId"));
    const ColourMap map = readColourMap(r, h);
    const int bpp = h.bytesPerPixel();
    const qint64 pixels = qint64(h.width) * h.height;
    // Refuse what the data cannot hold before allocating: an RLE packet gives at most 128 pixels.
    if (h.rle() ? pixels > 128 * r.remaining() : pixels > r.remaining() / bpp)
        r.fail(QStringLiteral("image data"), QStringLiteral("%1 bytes cannot hold %2 x %3 pixels of %4 bytes (file truncated?)")
                                                 .arg(r.remaining()).arg(h.width).arg(h.height).arg(bpp));
    RgbaImage img(h.width, h.height);
    const bool rightToLeft = h.descriptor & 0x10, topDown = h.descriptor & 0x20;
    const QString field = QStringLiteral("image data");
    for (qint64 i = 0; i < pixels;) {
        qint64 count = pixels - i;
        bool repeat = false;
        if (h.rle()) {
            const uint8_t packet = r.u8(field);
            count = std::min<qint64>((packet & 0x7F) + 1, count); // a packet may end past the image
            repeat = packet & 0x80;
        }
        const qint64 bytes = repeat ? bpp : count * bpp;
        r.require(bytes, field);
        const auto *data = reinterpret_cast<const uchar *>(r.ptr());
        uint8_t rgba[4];
        for (qint64 k = 0; k < count; ++k) {
            const qint64 at = repeat ? 0 : k * bpp;
            if ((k == 0 || !repeat) && !decodePixel(h, map, data + at, rgba))
                r.failAt(r.pos() + at, field, QStringLiteral("colour index outside the colour map (%1 entries from %2)")
                                                  .arg(h.mapLength).arg(h.mapFirst));
            const qint64 col = (i + k) % h.width, row = (i + k) / h.width;
            std::memcpy(img.pixel(int(rightToLeft ? h.width - 1 - col : col), int(topDown ? row : h.height - 1 - row)), rgba, 4);
        }
        r.advance(bytes);
        i += count;
    }
    opaqueIfAlphaUnused(h, img);
    return img;
}

bool hasTgaFooter(const QByteArray &bytes)
{
    return bytes.endsWith(QByteArrayView("TRUEVISION-XFILE.\0", 18));
}

} // namespace ackedit::format
