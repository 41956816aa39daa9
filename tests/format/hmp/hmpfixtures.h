#pragma once
// Fixture builders shared by the HMP tests: terrains made by HmpFile::create, and an HMP4
// version 0 (MDL3-like mesh) file written by hand byte for byte, so the reader is checked
// against bytes our own writer did not produce.
#include "hmp/hmpfile.h"
#include "io/bytewriter.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>
#include <vector>

namespace hmptest {

using namespace ackedit::format;

// A smooth bumpy surface with a slope, row 0 = north.
inline std::vector<float> wave(int cols, int rows, float amp = 10.f, float base = 0.f)
{
    std::vector<float> h(size_t(cols) * size_t(rows));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            h[size_t(r) * size_t(cols) + size_t(c)] =
                base + amp * std::sin(c * 0.7f) * std::cos(r * 0.5f) + 0.3f * float(c) - 0.2f * float(r);
    return h;
}

inline RgbaImage pattern(int w, int h, int seed = 0)
{
    RgbaImage img(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uint8_t *p = img.pixel(x, y);
            p[0] = uint8_t(x * 255 / std::max(1, w - 1));
            p[1] = uint8_t(y * 255 / std::max(1, h - 1));
            p[2] = uint8_t((x ^ y) * 16 + seed * 40);
            p[3] = uint8_t(255 - seed * 30);
        }
    return img;
}

// HMP4 version 0: 3 x 3 vertices stored y-fastest from the south-west corner (as MED did), 8
// triangles wound downward, 9 UVs, one 8x8 RGB565 skin, two type-0 frames. With `onGrid` false
// the centre vertex sits on its west neighbour's place: a mesh that is not a grid.
inline QByteArray hmp4Mesh(bool onGrid = true)
{
    ByteWriter w;
    w.bytes(QByteArrayLiteral("HMP4"));
    w.i32(0);
    for (float v : {1.f, 1.f, 0.5f, -1.f, -1.f, 2.f})
        w.f32(v);
    w.f32(2.83f);           // bounding radius
    w.f32(1.f);             // trisize x, y
    w.f32(1.f);
    w.f32(3.f);             // numverts_x
    w.i32(1);               // numskins
    w.i32(8);
    w.i32(8);
    w.i32(9);               // numverts
    w.i32(8);               // numtris
    w.i32(2);               // numframes
    w.i32(9);               // numskinverts
    w.i32(0);
    w.i32(0);
    w.i32(2);               // skin: RGB565 from the header size
    for (int i = 0; i < 64; ++i)
        w.u16(uint16_t(i * 1021));
    for (int cx = 0; cx < 3; ++cx)
        for (int cy = 0; cy < 3; ++cy) {
            w.i16(int16_t(cx * 3));
            w.i16(int16_t(7 - cy * 3));
        }
    for (int cx = 0; cx < 2; ++cx)
        for (int cy = 0; cy < 2; ++cy) {
            const uint16_t a = uint16_t(cx * 3 + cy), b = a + 1, c = a + 3, d = a + 4;
            for (uint16_t v : {a, b, c})
                w.u16(v);
            for (uint16_t v : {a, b, c})
                w.u16(v);
            for (uint16_t v : {b, d, c})
                w.u16(v);
            for (uint16_t v : {b, d, c})
                w.u16(v);
        }
    const uint8_t z[2][9] = {{0, 10, 20, 30, 255, 40, 50, 60, 70}, {5, 15, 25, 35, 200, 45, 55, 65, 75}};
    for (int f = 0; f < 2; ++f) {
        w.i32(0);
        const uint8_t lo = f == 0 ? 0 : 5, hi = f == 0 ? 255 : 200;
        for (uint8_t b : {uint8_t(0), uint8_t(0), lo, uint8_t(0), uint8_t(2), uint8_t(2), hi, uint8_t(0)})
            w.u8(b);
        w.fixedString(f == 0 ? QByteArrayLiteral("Frame1") : QByteArrayLiteral("Frame2"), 16);
        for (int i = 0; i < 9; ++i) {
            w.u8(uint8_t(i == 4 && !onGrid ? 0 : i / 3));
            w.u8(uint8_t(i % 3));
            w.u8(z[f][i]);
            w.u8(84); // (0, 0, -1): HMP normals point down
        }
    }
    return w.take();
}

// HMP7 with one skin of every kind the format has.
inline std::unique_ptr<HmpFile> hmp7AllSkins()
{
    auto f = HmpFile::create(QStringLiteral("HMP7"), 9, 7, 4.f, 3.f, wave(9, 7),
                             HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 8)));
    f->addSkin(HmpSkin::fromImage(PixelType::Rgb888 | PixelType::MipFlag, pattern(16, 16, 1)));
    f->addSkin(HmpSkin::fromImage(PixelType::Argb8888 | PixelType::MipFlag, pattern(8, 8, 2)));
    f->addSkin(HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag, pattern(16, 8, 3)));
    f->addSkin(HmpSkin::ddsFile(QByteArrayLiteral("DDS |\0\0\0fake dds payload")));
    f->addSkin(HmpSkin::externalFile(QByteArrayLiteral("terrain.pcx")));
    HmpSkin material = HmpSkin::fromImage(PixelType::Rgb565 | HmpSkin::MaterialFlag, pattern(8, 8, 4));
    material.material = QByteArray(HmpSkin::MaterialSize, '\0');
    const float m[17] = {1, 0.5f, 0.7f, 0, 0.2f, 0.2f, 0.2f, 0.9f, 0, 0, 1, 1, 0, 0, 0, 1, 10};
    std::memcpy(material.material.data(), m, sizeof m);
    f->addSkin(material);
    HmpSkin effect = HmpSkin::externalFile(QByteArrayLiteral("detail.tga"));
    effect.type |= HmpSkin::EffectFlag;
    effect.effect = QByteArrayLiteral("terrain.fx") + QByteArray(1, '\0');
    f->addSkin(effect);
    HmpSkin reference;
    reference.type = PixelType::Reference;
    reference.width = 0;
    f->addSkin(reference);
    return f;
}

// Every fixture kind, as bytes.
inline std::vector<std::pair<const char *, QByteArray>> allFixtures()
{
    std::vector<std::pair<const char *, QByteArray>> out;
    out.emplace_back("HMP4 v0 mesh", hmp4Mesh());
    out.emplace_back("HMP4 v1", HmpFile::create(QStringLiteral("HMP4"), 6, 5, 2.f, 3.f, wave(6, 5),
                                                HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8)))->write());
    out.emplace_back("HMP5", HmpFile::create(QStringLiteral("HMP5"), 5, 6, 1.5f, 1.5f, wave(5, 6),
                                             HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag, pattern(8, 8)))->write());
    out.emplace_back("HMP7 all skins", hmp7AllSkins()->write());
    auto animated = HmpFile::create(QStringLiteral("HMP7"), 4, 4, 1.f, 1.f, wave(4, 4));
    animated->addFrame(QByteArrayLiteral("Frame1"), wave(4, 4, 20.f, 3.f));
    animated->addFrame(QByteArrayLiteral("Frame2"), wave(4, 4, 5.f, -8.f));
    out.emplace_back("HMP7 animated", animated->write());
    return out;
}

} // namespace hmptest
