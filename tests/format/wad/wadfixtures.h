#pragma once
// WAD2 and WAD7 archives written the way Gamestudio lays them out (header, lumps back to back,
// directory), with textures of every pixel type and the images they must decode to.
#include "common/pixelformat.h"
#include "common/rgbaimage.h"
#include "io/bytewriter.h"

#include <QByteArray>

#include <vector>

namespace wadfixture {

using namespace ackedit::format;

struct LumpSpec
{
    QByteArray name;
    quint8 type;          // directory type byte
    QByteArray content;   // complete lump bytes
};

// Assembles an archive the way Gamestudio lays it out: header, lumps back to back, directory.
inline QByteArray buildWad(const QByteArray &magic, const std::vector<LumpSpec> &lumps)
{
    ByteWriter w;
    w.bytes(magic);
    w.u32(quint32(lumps.size()));
    w.u32(0); // patched
    std::vector<quint32> offsets;
    for (const LumpSpec &l : lumps) {
        offsets.push_back(quint32(w.pos()));
        w.bytes(l.content);
    }
    w.patchU32(8, quint32(w.pos()));
    for (size_t i = 0; i < lumps.size(); ++i) {
        w.u32(offsets[i]);
        w.u32(quint32(lumps[i].content.size()));
        w.u32(quint32(lumps[i].content.size()));
        w.u8(lumps[i].type);
        w.u8(0);
        w.u16(0xFFFF);
        w.fixedString(lumps[i].name, 16);
    }
    return w.take();
}

inline Palette testPalette()
{
    Palette p;
    for (int i = 0; i < 256; ++i) {
        p.rgb[i][0] = uint8_t(i);
        p.rgb[i][1] = uint8_t(255 - i);
        p.rgb[i][2] = uint8_t((i * 7) & 255);
    }
    return p;
}

inline QByteArray paletteBytes(const Palette &p)
{
    return QByteArray(reinterpret_cast<const char *>(p.rgb), 768);
}

// Colours every format stores exactly (multiples of 17 for 4-bit, 565-exact values otherwise).
inline RgbaImage testImage(int w, int h, int seed, bool from565)
{
    RgbaImage img(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uint8_t *p = img.pixel(x, y);
            if (from565) {
                const int r5 = (x + seed) & 31, g6 = (y * 2 + seed) & 63, b5 = (x + y) & 31;
                p[0] = uint8_t((r5 << 3) | (r5 >> 2));
                p[1] = uint8_t((g6 << 2) | (g6 >> 4));
                p[2] = uint8_t((b5 << 3) | (b5 >> 2));
            } else {
                p[0] = uint8_t(x * 9 + seed);
                p[1] = uint8_t(y * 5 + seed);
                p[2] = uint8_t(x ^ y);
            }
            p[3] = 255;
        }
    return img;
}

// An 8-bit image whose pixels are exactly palette entries.
inline RgbaImage paletteImage(int w, int h, const Palette &pal)
{
    RgbaImage img(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int index = (x * 3 + y * 11) & 255;
            uint8_t *p = img.pixel(x, y);
            p[0] = pal.rgb[index][0]; p[1] = pal.rgb[index][1]; p[2] = pal.rgb[index][2]; p[3] = 255;
        }
    return img;
}

inline QByteArray textureRecord(const QByteArray &name, int w, int h, quint32 slot24, int type, const QByteArray &pixels)
{
    ByteWriter t;
    t.fixedString(name, 16);
    t.u32(quint32(w));
    t.u32(quint32(h));
    t.u32(slot24);
    const int bpp = PixelType::bytesPerPixel(type);
    quint32 offset = 40;
    for (int level = 0; level < 3; ++level) {
        offset += quint32(bpp * (w >> level) * (h >> level));
        t.u32(PixelType::hasMips(type) ? offset : 0);
    }
    t.bytes(pixels);
    return t.take();
}

struct Fixture
{
    QByteArray bytes;
    std::vector<RgbaImage> images; // per texture, what skinImage must return
};

inline Fixture wad7Fixture()
{
    const Palette pal = testPalette();
    Fixture f;
    std::vector<LumpSpec> lumps;
    lumps.push_back({"P", 0x40, paletteBytes(pal)});
    struct T { const char *name; int type; int w, h; };
    const T textures[] = {{"pal8mip", 8, 16, 8}, {"rgb565mip", 10, 16, 16}, {"rgb888mip", 12, 8, 16},
                          {"argb8888mip", 13, 24, 8}, {"plain565", 2, 5, 3}, {"*water", 10, 8, 8}};
    int seed = 0;
    for (const T &t : textures) {
        const RgbaImage img = t.type == 8 ? paletteImage(t.w, t.h, pal) : testImage(t.w, t.h, seed += 3, (t.type & 7) == 2);
        f.images.push_back(img);
        lumps.push_back({t.name, quint8(t.type),
                         textureRecord(t.name, t.w, t.h, quint32(t.type), t.type, encodePixels(t.type, img, &pal))});
    }
    f.bytes = buildWad("WAD7", lumps);
    return f;
}

inline Fixture wad2Fixture(bool withPalette)
{
    const Palette pal = testPalette();
    Fixture f;
    std::vector<LumpSpec> lumps;
    const RgbaImage a = testImage(16, 16, 4, true);
    lumps.push_back({"*water2", 0x54, textureRecord("*water2", 16, 16, 40, 10, encodePixels(10, a))});
    const RgbaImage b = paletteImage(8, 8, pal);
    lumps.push_back({"transparent", 0x44, textureRecord("transparent", 8, 8, 40, 8, encodePixels(8, b, &pal))});
    f.images = {a, b};
    if (withPalette)
        lumps.push_back({"palette", 0x40, paletteBytes(pal)});
    lumps.push_back({"other", 0x42, QByteArray("\x01\x02\x03\x04\x05", 5)});
    f.bytes = buildWad("WAD2", lumps);
    return f;
}

} // namespace wadfixture
