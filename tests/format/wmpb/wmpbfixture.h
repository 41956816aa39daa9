#pragma once
// A binary WMP written byte by byte, independent of the library's writer: every node class,
// nested groups, a block with explicit UVs, optional entity elements and unknown elements.
// Layout follows ../shared/formats/wmp.md section 2 (the same order WED writes).
#include "io/bytewriter.h"

#include <QByteArray>
#include <array>
#include <initializer_list>
#include <vector>

namespace wmpbfixture {

using ackedit::format::ByteWriter;

struct El
{
    quint8 id = 0, kind = 0;
    QByteArray payload; // leaf payload or container fixed part
    std::vector<El> kids;
};

inline QByteArray serialise(const El &e)
{
    QByteArray body = e.payload;
    for (const El &k : e.kids)
        body += serialise(k);
    ByteWriter w;
    w.u8(e.id);
    w.u8(e.kind);
    w.u8(quint8(e.kind + 1));
    w.u8(0);
    w.u32(quint32(body.size() + 8));
    w.bytes(body);
    return w.take();
}

inline QByteArray text(const char *s)
{
    return QByteArray(s) + QByteArray(1, '\0');
}

inline QByteArray u32s(std::initializer_list<quint32> v)
{
    ByteWriter w;
    for (quint32 x : v)
        w.u32(x);
    return w.take();
}

inline QByteArray f64s(const std::vector<double> &v)
{
    ByteWriter w;
    for (double x : v)
        w.f64(x);
    return w.take();
}

inline QByteArray f32s(std::initializer_list<float> v)
{
    ByteWriter w;
    for (float x : v)
        w.f32(x);
    return w.take();
}

inline El node(quint8 cls, quint8 subtype, const char *className, const char *name, std::vector<double> pos,
               std::vector<El> rest)
{
    El n{1, 5, QByteArray(), {}};
    ByteWriter f;
    f.u8(cls);
    f.u8(subtype);
    int children = 0;
    for (const El &r : rest)
        children += (r.id == 1 && r.kind == 5) ? 1 : 0;
    f.u16(quint16(children));
    f.u32(0);
    n.payload = f.take();
    n.kids.push_back({2, 1, text(className), {}});
    if (name)
        n.kids.push_back({3, 1, text(name), {}});
    n.kids.push_back({1, 0, f64s(pos), {}});
    n.kids.push_back({3, 0, f64s({0, 0, 0}), {}});
    n.kids.push_back({5, 0, f64s({1, 1, 1}), {}});
    for (El &r : rest)
        n.kids.push_back(std::move(r));
    return n;
}

// Cube corners: bit 0 -> x, bit 1 -> y, bit 2 -> z, each +-16.
inline std::array<double, 3> cubeCorner(int i)
{
    return {i & 1 ? 16.0 : -16.0, i & 2 ? 16.0 : -16.0, i & 4 ? 16.0 : -16.0};
}

// OUTWARD quads (+X, -X, +Y, -Y, +Z, -Z); the file stores them reversed (inward), like WED.
inline const std::array<std::array<quint16, 4>, 6> &cubeOutwardQuads()
{
    static const std::array<std::array<quint16, 4>, 6> q{{{1, 3, 7, 5}, {0, 4, 6, 2}, {2, 6, 7, 3},
                                                          {0, 1, 5, 4}, {4, 5, 7, 6}, {0, 2, 3, 1}}};
    return q;
}

inline El cubeBlock()
{
    ByteWriter verts;
    verts.u32(8);
    for (int i = 0; i < 8; ++i)
        for (double c : cubeCorner(i))
            verts.f64(c);
    ByteWriter polys;
    polys.u32(6);
    for (const auto &q : cubeOutwardQuads()) {
        polys.u16(4);
        for (int k = 3; k >= 0; --k)
            polys.u16(q[size_t(k)]);
    }
    El data{2, 5, u32s({0, 0x10000}), {}};
    data.kids.push_back({8, 1, text("matBlock"), {}});
    data.kids.push_back({1, 2, verts.take(), {}});
    data.kids.push_back({17, 2, polys.take(), {}});
    const char *textures[6] = {"stone", "stone", "wood", "stone", "grass", "stone"};
    for (quint32 f = 0; f < 6; ++f) {
        ByteWriter fixed;
        fixed.u32(f);
        fixed.u32(f == 1 ? 0x40 : 0);
        fixed.f32(0.f);
        fixed.f32(50.f);
        El face{18, 2, fixed.take(), {}};
        face.kids.push_back({3, 1, text(textures[f]), {}});
        if (f == 0) // explicit UVs, as imported meshes carry them
            face.kids.push_back({7, 2, u32s({4}) + f64s({0, 0, 1, 0, 1, 1, 0, 1}), {}});
        face.kids.push_back({5, 2, f64s({1, 0, 0, 0, 0, -1, 0, 0}), {}});
        face.kids.push_back({9, 2, f64s({0, 0, 0, 1, 1}), {}});
        data.kids.push_back(std::move(face));
    }
    return node(0x04, 1, "block", "box", {0, 50, 0}, {data});
}

inline std::vector<double> range(int n, double start)
{
    std::vector<double> v;
    for (int i = 0; i < n; ++i)
        v.push_back(start + i);
    return v;
}

// Header counts: 11 nodes (root, outer, box, inner, crate, light, sound, start, path, region,
// flare), 1 block, 2 groups, 8 "entities".
inline QByteArray everyKindLevel()
{
    El header{1, 4, u32s({710, 2, 11, 1, 8, 0}), {{1, 1, text("file created: 01.02.2003, wmpio (1.30)\n"), {}}}};
    QByteArray pal(768, '\0');
    for (int i = 0; i < 768; ++i)
        pal[i] = char(i / 3);
    El settings{2, 4, QByteArray(), {{10, 1, pal, {}}, {4, 1, text("C:\\wads\\level.wad"), {}}, {7, 1, text("textures"), {}}}};

    El levelData{4, 5, u32s({0, 0, 30}) + f32s({45.f, 60.f}), {}};
    levelData.kids = {{4, 3, QByteArray(4, '\0'), {}},
                      {5, 1, text("..\\main.c"), {}},
                      {6, 1, text("palette.pcx"), {}},
                      {1, 3, QByteArray("\x00\xff\xff\xff", 4), {}},
                      {1, 3, QByteArray("\x01\x32\x64\xff", 4), {}},
                      {1, 3, QByteArray("\x02\xff\x32\x32", 4), {}},
                      {1, 3, QByteArray("\x03\x00\x00\x00", 4), {}},
                      {2, 3, QByteArray("\x00\x96\x96\x96", 4), {}},
                      {3, 3, QByteArray("\x00\x32\x32\x32", 4), {}}};

    El crateData{9, 5, u32s({3, 0x20001, 0x200}) + f32s({100.f, 50.f}), {}};
    crateData.kids = {{3, 1, text("crate_mdl_001"), {}},
                      {11, 1, text("crate.mdl"), {}},
                      {12, 1, text("act_crate"), {}},
                      {11, 2, u32s({8}) + f64s(range(8, 1)), {}}};
    El crate = node(0x35, 2, "model", "crate_mdl_001", {5, 6, 7}, {crateData});
    El inner = node(0x03, 0, "object", "inner", {0, 0, 10}, {crate});
    El outer = node(0x03, 0, "object", "outer", {100, 0, 0}, {cubeBlock(), inner, El{30, 2, QByteArray("xyz"), {}}});

    El light = node(0x25, 0, "light", nullptr, {0, 0, 64}, {El{7, 5, u32s({2, 1, 255, 128, 0}) + f32s({300.f}), {}}});
    El sound = node(0x55, 0, "sound", nullptr, {-10, 0, 0},
                    {El{8, 5, u32s({4, 0, 50, 0, 1, 1000}), {{11, 1, text("wind.wav"), {}}}}});
    El start = node(0x15, 0, "start", "pos_000", {1, 2, 3}, {El{6, 5, u32s({1, 0}), {{3, 1, text("pos_000"), {}}}}});

    ByteWriter edges;
    edges.u32(2);
    for (quint32 e = 0; e < 2; ++e) {
        edges.u32(e);
        edges.u32(e + 1);
        edges.bytes(f64s({1, 0, 0, 0}));
    }
    El pathData{10, 5, u32s({6, 0}), {}};
    pathData.kids = {{3, 1, text("path_000"), {}},
                     {1, 2, u32s({3}) + f64s({0, 0, 0, 100, 0, 0, 100, 100, 0}), {}},
                     {13, 2, u32s({3, 6}) + f64s(range(18, 0)), {}},
                     {15, 2, edges.take(), {}}};
    El path = node(0x65, 0, "path", "path_000", {200, 0, 0}, {pathData});
    El region = node(0x75, 0, "region", "reg_000", {0, 0, 0},
                     {El{11, 5, u32s({8, 0}), {{9, 0, f64s({-64, -64, -32, 64, 64, 32}), {}}, {3, 1, text("reg_000"), {}}}}});

    El flareData{9, 5, u32s({3, 0x200, 0x100}) + f32s({-10.f, 50.f}), {}};
    flareData.kids = {{3, 1, text("flare_001"), {}},
                      {11, 1, text("flare.tga"), {}},
                      {11, 2, u32s({20}) + f64s(range(20, 0.5)), {}},
                      {8, 1, text("matSprite"), {}},
                      {13, 1, text("path_000"), {}},
                      {15, 1, QByteArray("\0\0hello\0", 8), {}}};
    El flare = node(0x45, 1, "model", "flare_001", {0, -50, 0}, {flareData});

    El root = node(0x01, 0, "level", "Root", {0, 0, 0}, {levelData, outer, light, sound, start, path, region, flare});
    return QByteArray("WMPB") + serialise(header) + serialise(settings) + serialise(root);
}

// Issue 37's minimised fuzz finding: the level; a group holding a node of a class the reader does
// not name (0x02) that holds two blocks; a third block beside the group.
inline QByteArray unknownClassLevel()
{
    // objects 6 (level, group, the unknown node, 3 blocks), blocks 3, entities 6 - 3 - 1 = 2.
    El header{1, 4, u32s({710, 2, 6, 3, 2, 0}), {{1, 1, text("file created: 01.02.2003, wmpio (1.30)\n"), {}}}};
    QByteArray pal(768, '\0');
    for (int i = 0; i < 768; ++i)
        pal[i] = char(i / 3);
    El settings{2, 4, QByteArray(), {{10, 1, pal, {}}, {4, 1, text("C:\\wads\\level.wad"), {}}}};
    El levelData{4, 5, u32s({0, 0, 30}) + f32s({45.f, 60.f}), {}};
    levelData.kids = {{4, 3, QByteArray(4, '\0'), {}}, {5, 1, text("main.c"), {}}, {6, 1, text("palette.pcx"), {}}};
    El unknown = node(0x02, 0, "thing", "thing", {0, 0, 0}, {cubeBlock(), cubeBlock()});
    El group = node(0x03, 0, "object", "group", {10, 0, 0}, {unknown});
    El root = node(0x01, 0, "level", "Root", {0, 0, 0}, {levelData, group, cubeBlock()});
    return QByteArray("WMPB") + serialise(header) + serialise(settings) + serialise(root);
}

} // namespace wmpbfixture
