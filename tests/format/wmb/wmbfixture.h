#pragma once
// Hand-built WMB files for the WMB tests, written byte by byte from wmb.md (not by WmbFile, so
// reader and writer are checked against an independent source). Values are chosen so a test can
// recognise each field. Kinds:
//   wmb7Full()   non-BSP level: every object kind (+ an unknown type and WED's overflowing file
//                name), textures of every type, materials, a cube block, lightmaps, terrain
//                lightmaps, gaps between lists and trailing bytes
//   wmb7Bsp()    the same plus planes, nodes, leafs, clip nodes, bsp_blocks and PVS
//   wmb7Empty()  empty objects / textures / blocks lists, no lightmaps
//   wmb6Legacy() 17-list WMB6 with Quake-style cube geometry and a legacy 8-bit miptex
//   wmb2Quake()  16-list WMB2 with Quake's small BSP records
//   wmb7WithEmptyListAfter(n)  wmb7Full with an empty list right after the n-th list of the file
//   wmb7HugeTerrainLightmap()  wmb7Full with a terrain lightmap of 2^32 - 1 squared pixels
#include "io/bytereader.h"
#include "io/bytewriter.h"

#include <QByteArray>
#include <QList>
#include <QPair>

#include <array>

namespace wmbfixture {

using ackedit::format::ByteReader;
using ackedit::format::ByteWriter;

struct List
{
    int index;
    QByteArray data;
    QByteArray gapBefore; // bytes written before the list
};

// Header with `count` lists, then the lists in the given order, then `trailing`.
inline QByteArray assemble(const char *magic, int count, const QList<List> &lists, const QByteArray &trailing = {})
{
    ByteWriter w;
    w.bytes(QByteArray(magic, 4));
    w.zeros(8 * count);
    for (const List &l : lists) {
        w.bytes(l.gapBefore);
        w.patchU32(4 + 8 * l.index, quint32(w.pos()));
        w.patchU32(8 + 8 * l.index, quint32(l.data.size()));
        w.bytes(l.data);
    }
    w.bytes(trailing);
    return w.take();
}

inline void vec(ByteWriter &w, float x, float y, float z) { w.f32(x); w.f32(y); w.f32(z); }

inline QByteArray field(const QByteArray &text, int width)
{
    QByteArray f = text.left(width);
    f.append(width - f.size(), '\0');
    return f;
}

// Record list with uint32 count + offsets relative to the list start, `gap` after the table.
inline QByteArray offsetList(const QList<QByteArray> &records, const QByteArray &gap = {})
{
    ByteWriter w;
    w.u32(quint32(records.size()));
    qint64 at = 4 + 4 * records.size() + gap.size();
    for (const QByteArray &r : records) {
        w.u32(quint32(at));
        at += r.size();
    }
    w.bytes(gap);
    for (const QByteArray &r : records)
        w.bytes(r);
    return w.take();
}

// --- objects ---------------------------------------------------------------------------------

inline QByteArray info(int size = 60)
{
    ByteWriter w;
    w.u32(5);
    vec(w, 0, 0, 0);
    w.f32(45);           // azimuth
    w.f32(60);           // elevation
    w.u32(55);           // flags
    w.f32(7.35f);        // compiler version
    w.u8(2);             // gamma
    w.u8(0);             // lightmap size code
    w.u16(0);
    w.u32(0x939393);     // sun
    w.u32(0x303030);     // ambient
    w.u32(0xffffff);
    w.u32(0x3063ff);
    w.u32(0xff3030);
    w.u32(0);
    QByteArray out = w.take();
    if (size < out.size())
        return out.left(size);
    return out + QByteArray(size - out.size(), '\0');
}

inline QByteArray position()
{
    ByteWriter w;
    w.u32(1);
    vec(w, 1, 2, 3);
    vec(w, 90, 0, 0);
    w.u32(0);
    w.u32(0);
    w.bytes(field("pos_000", 20));
    return w.take();
}

inline QByteArray light()
{
    ByteWriter w;
    w.u32(2);
    vec(w, 10, 20, 30);
    vec(w, 100, 50.196f, 0);
    w.f32(500);
    w.u32(4);
    return w.take();
}

inline QByteArray oldEntity(const QByteArray &name = "old_000", const QByteArray &fileField = field("crate.mdl", 13),
                            const QByteArray &actionField = field("act_crate", 20))
{
    ByteWriter w;
    w.u32(3);
    vec(w, -64, 32, 16);
    vec(w, 180, 10, 5);
    vec(w, 1, 2, 0.5f);
    w.bytes(field(name, 20));
    w.bytes(fileField);
    w.bytes(actionField);
    w.zeros(3);
    for (int k = 1; k <= 8; ++k)
        w.f32(float(k));
    w.u32(0x200);  // PASSABLE
    w.f32(-10);    // ambient
    return w.take();
}

inline QByteArray sound()
{
    ByteWriter w;
    w.u32(4);
    vec(w, 0, 0, 64);
    w.f32(80);
    w.f32(0);
    w.f32(1);
    w.u32(4000);
    w.u32(0);
    w.bytes(field("wind.wav", 33));
    w.zeros(3);
    return w.take();
}

inline QByteArray path()
{
    ByteWriter w;
    w.u32(6);
    w.bytes(field("path_000", 20));
    w.f32(3);                  // nodes, as float
    w.zeros(12);
    w.u32(3 * 3 + 2 * 2);      // 12-byte units that follow
    vec(w, 0, 0, 0);
    vec(w, 100, 0, 0);
    vec(w, 100, 100, 0);
    for (int n = 0; n < 3; ++n)
        for (int k = 0; k < 6; ++k)
            w.f32(k == 0 ? float(n + 1) : 0.0f);
    for (int e = 1; e <= 2; ++e) {
        w.f32(float(e));
        w.f32(float(e + 1));
        w.f32(100);
        w.f32(0);
        w.f32(0);
        w.f32(0);
    }
    return w.take();
}

inline QByteArray entity()
{
    ByteWriter w;
    w.u32(7);
    vec(w, 5, 6, 7);
    vec(w, 45, 0, 0);
    vec(w, 1, 1, 1);
    w.bytes(field("entity_with_a_long_name_0001", 33));
    w.bytes(field("models/hero.mdl", 33));
    w.bytes(field("hero_act", 33));
    w.zeros(1);
    for (int k = 1; k <= 20; ++k)
        w.f32(0.5f * float(k));
    w.u32(0x20000100);
    w.f32(10);   // ambient
    w.f32(50);   // albedo
    w.i32(1);    // attached path
    w.i32(0);
    w.bytes(field("mat_hero", 33));
    w.bytes(field("pathLerche", 33));
    w.bytes(field("", 33));
    w.bytes(field("", 33));
    return w.take();
}

inline QByteArray region()
{
    ByteWriter w;
    w.u32(8);
    vec(w, -10, -10, -10);
    vec(w, 10, 10, 10);
    w.zeros(8);
    w.bytes(field("reg_000", 20));
    return w.take();
}

inline QByteArray unknownObject()
{
    ByteWriter w;
    w.u32(9);
    w.bytes(QByteArray(8, char(0xab)));
    return w.take();
}

// WED's overflow: "lotter_dummy.mdl" copied into the 13-byte file field runs into `action`.
inline QByteArray overflowingEntity()
{
    return oldEntity("dummy", QByteArray("lotter_dummy."), field("mdl", 20));
}

inline QByteArray objectsWmb7()
{
    return offsetList({info(), position(), light(), oldEntity(), sound(), path(), entity(), region(),
                       overflowingEntity(), unknownObject()},
                      QByteArray(4, '\0'));
}

// --- textures -----------------------------------------------------------------------------

inline QByteArray texture(const QByteArray &name, quint32 w, quint32 h, quint32 type, std::array<quint32, 3> mips,
                          const QByteArray &data)
{
    ByteWriter b;
    b.bytes(field(name, 16));
    b.u32(w);
    b.u32(h);
    b.u32(type);
    for (quint32 m : mips)
        b.u32(m);
    b.bytes(data);
    return b.take();
}

// Fills w*h pixels of `bpp` bytes with `pixel`, then the 3 mip levels.
inline QByteArray pixels(const QByteArray &pixel, int w, int h, bool mips, const QByteArray &second = {})
{
    QByteArray out;
    for (int level = 0; level <= (mips ? 3 : 0); ++level)
        for (int i = 0; i < (w >> level) * (h >> level); ++i)
            out += (level == 0 && i == 1 && !second.isEmpty()) ? second : pixel;
    return out;
}

inline std::array<quint32, 3> mipOffsets(quint32 bpp, quint32 w, quint32 h)
{
    const quint32 a = 40 + bpp * w * h, b = a + bpp * (w / 2) * (h / 2), c = b + bpp * (w / 4) * (h / 4);
    return {a, b, c};
}

inline QByteArray dxt1()
{
    ByteWriter w;
    w.bytes("DDS ");
    w.u32(124);
    w.u32(0x1007);   // caps | height | width | pixelformat
    w.u32(4);        // height
    w.u32(4);        // width
    w.zeros(4 * 3);  // pitch, depth, mip count
    w.zeros(4 * 11);
    w.u32(32);       // pixel format size (offset 76)
    w.u32(0x4);      // FOURCC
    w.bytes("DXT1");
    w.zeros(4 * 5);
    w.zeros(4 * 5);  // caps 1..4, reserved
    w.u16(0xf800);   // colour 0: red
    w.u16(0x001f);   // colour 1: blue
    w.u32(0x4);      // pixel 1 uses colour 1, all others colour 0
    return w.take();
}

inline QByteArray texturesWmb7()
{
    const QByteArray dds = dxt1();
    return offsetList({
        texture("tex565", 16, 16, 10, mipOffsets(2, 16, 16), pixels(QByteArray("\x00\xf8", 2), 16, 16, true, QByteArray("\xe0\x07", 2))),
        texture("tex888", 8, 8, 12, mipOffsets(3, 8, 8), pixels(QByteArray("\x10\x20\x30", 3), 8, 8, true)),
        texture("*tex8888", 8, 8, 13, mipOffsets(4, 8, 8), pixels(QByteArray("\x01\x02\x03\x04", 4), 8, 8, true)),
        texture("plain8888", 4, 4, 5, {0, 0, 0}, pixels(QByteArray("\x40\x50\x60\x70", 4), 4, 4, false)),
        texture("ddsdxt1", quint32(dds.size()), 1, 6, {0, 0, 0}, dds),
        texture("pal8", 8, 8, 8, mipOffsets(1, 8, 8), pixels(QByteArray("\x05", 1), 8, 8, true)),
    });
}

inline QByteArray palette(const QByteArray &header = QByteArray(16, '\0'), const QByteArray &extra = {})
{
    QByteArray out = header;
    for (int i = 0; i < 256; ++i) {
        out.append(char(i));
        out.append(char(255 - i));
        out.append(char(i / 2));
    }
    return out + extra;
}

// `surfaceFlags`: the low nibble is the surface type (11 = none, drawn by nothing).
inline QByteArray materials(int count = 2, quint16 surfaceFlags = 0)
{
    ByteWriter w;
    for (int i = 0; i < count; ++i) {
        vec(w, 1, 0, 0);
        w.f32(0);
        vec(w, 0, -1, 0);
        w.f32(0);
        w.u32(quint32(i));
        w.u16(surfaceFlags);
        w.u32(0);
        w.i8(0);
        w.u8(50);
        w.bytes(QByteArray("\0def", 4) + QByteArray(16, '\0'));
    }
    return w.take();
}

// --- geometry -------------------------------------------------------------------------------

// Unit cube of edge 64 around the origin: corners and outward-facing quads.
inline std::array<std::array<float, 3>, 8> cubeCorners()
{
    std::array<std::array<float, 3>, 8> c{};
    for (int i = 0; i < 8; ++i)
        c[size_t(i)] = {i & 1 ? 32.0f : -32.0f, i & 2 ? 32.0f : -32.0f, i & 4 ? 32.0f : -32.0f};
    return c;
}
inline std::array<std::array<int, 4>, 6> cubeQuadsOutward()
{
    return {{{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}}};
}
// Plane (index into planes()) and side of each quad above: side 1 when the outward normal is
// the negative plane normal.
inline std::array<std::array<int, 2>, 6> cubeQuadPlanes()
{
    return {{{4, 1}, {5, 0}, {2, 1}, {3, 0}, {0, 1}, {1, 0}}};
}

inline QByteArray blocks(int count = 1, quint32 skinFlags = 0x10000)
{
    ByteWriter w;
    w.u32(quint32(count));
    for (int b = 0; b < count; ++b) {
        vec(w, -32, -32, -32);
        vec(w, 32, 32, 32);
        w.i32(-128);
        w.u32(8);
        w.u32(12);
        w.u32(1);
        for (const auto &c : cubeCorners()) {
            vec(w, c[0], c[1], c[2]);
            w.f32(c[0] / 64.0f);
            w.f32(c[1] / 64.0f);
            w.f32(0.25f);
            w.f32(0.75f);
        }
        int face = 0;
        for (const auto &q : cubeQuadsOutward()) {
            // WMB winds inward: reverse each outward triangle.
            for (const std::array<int, 3> &t : {std::array<int, 3>{q[0], q[1], q[2]}, std::array<int, 3>{q[0], q[2], q[3]}}) {
                w.u16(quint16(t[0]));
                w.u16(quint16(t[2]));
                w.u16(quint16(t[1]));
                w.u16(0);
                w.u32(quint32(face));
            }
            ++face;
        }
        w.u16(0);      // texture
        w.u16(0);      // lightmap page
        w.u32(0);      // material
        w.f32(0);      // ambient
        w.f32(50);     // albedo
        w.u32(skinFlags); // FLAG1 by default; the low nibble is the surface type
    }
    return w.take();
}

inline QByteArray lightmaps(int pages = 1)
{
    QByteArray out;
    for (int i = 0; i < 256 * 256 * pages; ++i)
        out += QByteArray("\x10\x20\x30", 3);
    return out;
}

inline QByteArray terrainLightmaps()
{
    ByteWriter w;
    w.u32(1);
    w.u32(3);
    w.u32(2);
    w.u32(2);
    w.bytes(QByteArray(12, char(0x7f)));
    return w.take();
}

inline QByteArray legacy7(bool bsp)
{
    ByteWriter w;
    if (bsp) {
        vec(w, -32, -32, -32);
        vec(w, 32, 32, 32);
    } else {
        w.zeros(24);
    }
    w.zeros(12);
    if (bsp) {
        w.i32(0);
        w.i32(0);
        w.i32(1);
        w.i32(0);
        for (int v : {0, 0, 0, -16, -16, -16, -32, -32, -32, 0, 0, 0})
            w.i32(v);
        for (int v : {0, 0, 0, 16, 16, 16, 32, 32, 16, 0, 0, 0})
            w.i32(v);
        w.i32(2);
        w.i32(0);
        w.i32(6);
    } else {
        w.zeros(16 + 96);
        w.i32(-1);
        w.i32(-1);
        w.i32(0);
    }
    return w.take();
}

inline QByteArray leafs(bool bsp)
{
    ByteWriter w;
    auto leaf = [&](qint32 contents, qint32 pvs, qint32 first, qint32 count) {
        w.i32(contents);
        w.i32(pvs);
        for (int v : {-32, -32, -32})
            w.i16(qint16(v));
        for (int v : {32, 32, 32})
            w.i16(qint16(v));
        w.zeros(8);
        w.i32(first);
        w.i32(count);
    };
    leaf(-128, 0, 0, 0);
    if (bsp) {
        leaf(-256, 0, 0, 1);
        leaf(-256, 1, 0, 1);
    }
    return w.take();
}

inline QByteArray planes()
{
    ByteWriter w;
    for (int axis = 0; axis < 3; ++axis)
        for (float d : {-32.0f, 32.0f}) {
            vec(w, axis == 0, axis == 1, axis == 2);
            w.f32(d);
            w.i32(axis);
        }
    return w.take();
}

inline QByteArray nodes()
{
    ByteWriter w;
    w.u32(0);          // plane
    w.u32(0);
    for (int v : {-32, -32, -32, 32, 32, 32})
        w.i16(qint16(v));
    w.u32(0);
    w.i32(-2);         // leaf 1
    w.i32(-3);         // leaf 2
    w.u32(0);
    w.u32(6);
    return w.take();
}

inline QByteArray clipNodes()
{
    ByteWriter w;
    for (int i = 0; i < 2; ++i) {
        w.i32(i);
        w.i32(0);
        w.i32(i == 0 ? 1 : -1);
        w.i32(-128);
    }
    return w.take();
}

inline QByteArray wmb7Full(quint32 blockSkinFlags = 0x10000)
{
    return assemble("WMB7", 20,
                    {{15, objectsWmb7(), {}}, {14, legacy7(false), {}}, {17, blocks(1, blockSkinFlags), {}}, {6, materials(), {}},
                     {2, texturesWmb7(), QByteArray("\xee\xee", 2)}, {0, palette(), {}}, {16, lightmaps(), {}},
                     {19, terrainLightmaps(), {}}, {10, leafs(false), {}}},
                    QByteArray("\0\0\0\0", 4));
}

inline QByteArray wmb7Bsp()
{
    QByteArray pvs("\x03\x02", 2); // leaf 1 sees leaves 1+2, leaf 2 sees leaf 2
    ByteWriter bspBlocks;
    bspBlocks.u32(0);
    return assemble("WMB7", 20,
                    {{15, objectsWmb7(), {}}, {14, legacy7(true), {}}, {1, planes(), {}}, {17, blocks(), {}},
                     {6, materials(), {}}, {2, texturesWmb7(), {}}, {0, palette(), {}}, {16, lightmaps(), {}},
                     {19, terrainLightmaps(), {}}, {10, leafs(true), {}}, {5, nodes(), {}}, {9, clipNodes(), {}},
                     {11, bspBlocks.take(), {}}, {4, pvs, {}}},
                    QByteArray("\0\0", 2)); // PVS padding to 4 bytes
}

inline QByteArray wmb7Empty()
{
    return assemble("WMB7", 20,
                    {{15, offsetList({}), {}}, {14, legacy7(false), {}}, {17, blocks(0), {}}, {2, offsetList({}), {}},
                     {0, palette(), {}}, {10, leafs(false), {}}});
}

// Quake-style cube: vertices, edges (edge 0 unused), surfedges, faces (inward winding).
struct OldCube
{
    QByteArray vertices, edges, surfedges, faces;
};

inline OldCube oldCube(bool quake)
{
    OldCube out;
    ByteWriter v, e, s, f;
    for (const auto &c : cubeCorners())
        vec(v, c[0], c[1], c[2]);
    std::vector<std::array<int, 2>> edges{{0, 0}};
    qint32 surf = 0;
    int face = 0;
    for (const auto &q : cubeQuadsOutward()) {
        const std::array<int, 4> inward{q[0], q[3], q[2], q[1]};
        for (int k = 0; k < 4; ++k) {
            const int a = inward[size_t(k)], b = inward[size_t((k + 1) % 4)];
            int found = 0;
            for (size_t i = 1; i < edges.size(); ++i) {
                if (edges[i][0] == a && edges[i][1] == b)
                    found = int(i);
                else if (edges[i][0] == b && edges[i][1] == a)
                    found = -int(i);
            }
            if (!found) {
                edges.push_back({a, b});
                found = int(edges.size() - 1);
            }
            s.i32(found);
        }
        const auto plane = cubeQuadPlanes()[size_t(face)];
        f.u16(quake ? quint16(plane[0]) : 0); // WMB2: plane here; WMB3+: unused
        f.u16(quint16(plane[1]));
        f.u32(quint32(surf));
        f.u16(4);
        f.u16(0);             // texinfo
        f.u8(0);
        f.u8(255);
        f.u8(0);
        f.u8(0);
        f.i32(-1);
        if (!quake)
            f.u32(quint32(plane[0])); // WMB3+: plane index at +20
        surf += 4;
        ++face;
    }
    for (const auto &ed : edges) {
        if (quake) {
            e.u16(quint16(ed[0]));
            e.u16(quint16(ed[1]));
        } else {
            e.u32(quint32(ed[0]));
            e.u32(quint32(ed[1]));
        }
    }
    out.vertices = v.take();
    out.edges = e.take();
    out.surfedges = s.take();
    out.faces = f.take();
    return out;
}

inline QByteArray legacyPath()
{
    ByteWriter w;
    w.u32(6);
    w.bytes(field("path_old", 20));
    w.zeros(16);       // node count 0.0 + unused
    w.u32(2);          // two points
    vec(w, 1, 2, 3);
    vec(w, 4, 5, 6);
    return w.take();
}

inline QByteArray wmb6Legacy(quint16 surfaceFlags = 0)
{
    const OldCube cube = oldCube(false);
    const QByteArray miptex = texture("oldwood", 8, 8, 40, {104, 120, 124}, pixels(QByteArray("\x05", 1), 8, 8, true));
    ByteWriter palHeader;
    for (quint32 v : {0u, 0u, 7u, 0u})
        palHeader.u32(v);
    return assemble("WMB6", 17,
                    {{14, legacy7(false), {}}, {3, cube.vertices, {}}, {12, cube.edges, {}}, {13, cube.surfedges, {}},
                     {1, planes(), {}}, {7, cube.faces, {}}, {6, materials(1, surfaceFlags), {}}, {2, offsetList({miptex}), {}},
                     {0, palette(palHeader.take(), QByteArray(32, char(0x11))), {}}, {10, leafs(false), {}},
                     {15, offsetList({info(64), oldEntity(), legacyPath()}), QByteArray("\0\0", 2)}},
                    QByteArray(4, '\0'));
}

// A WMB2 level (or another 16-list version, `magic`) with `objects` as its object records.
inline QByteArray wmb2Quake(const char *magic = "WMB2", const QList<QByteArray> &objects = {info(56)})
{
    const OldCube cube = oldCube(true);
    ByteWriter node, leaf, clip, marks;
    node.i32(0);
    node.i16(-1);
    node.i16(-2);
    for (int v : {-32, -32, -32, 32, 32, 32})
        node.i16(qint16(v));
    node.u16(0);
    node.u16(6);
    for (int i = 0; i < 2; ++i) {
        leaf.i32(i == 0 ? -128 : -256);
        leaf.i32(-1);
        for (int v : {-32, -32, -32, 32, 32, 32})
            leaf.i16(qint16(v));
        leaf.u16(0);
        leaf.u16(i == 0 ? 0 : 6);
        leaf.u32(0x01020304);
    }
    clip.i32(0);
    clip.i16(-1);
    clip.i16(-2);
    for (int i = 0; i < 6; ++i)
        marks.u16(quint16(i));
    const QByteArray miptex = texture("brownwood", 8, 8, 40, {104, 120, 124}, pixels(QByteArray("\x07", 1), 8, 8, true));
    return assemble(magic, 16,
                    {{1, planes(), {}}, {10, leaf.take(), {}}, {3, cube.vertices, {}}, {5, node.take(), {}},
                     {6, materials(1), {}}, {7, cube.faces, {}}, {9, clip.take(), {}}, {11, marks.take(), {}},
                     {13, cube.surfedges, {}}, {12, cube.edges, {}}, {14, legacy7(false), {}},
                     {15, offsetList(objects, QByteArray(4, '\0')), {}}, {2, offsetList({miptex}), {}}});
}

inline constexpr int EmptyListIndex = 13; // a list wmb7Full does not use

// wmb7Full's lists in file order, with list EmptyListIndex (no bytes) placed right after the list at
// position `after` of that order (-1: right after the header, before every list).
inline QByteArray wmb7WithEmptyListAfter(int after)
{
    QList<List> lists{{15, objectsWmb7(), {}},     {14, legacy7(false), {}},
                      {17, blocks(1, 0x10000), {}}, {6, materials(), {}},
                      {2, texturesWmb7(), QByteArray("\xee\xee", 2)},
                      {0, palette(), {}},           {16, lightmaps(), {}},
                      {19, terrainLightmaps(), {}}, {10, leafs(false), {}}};
    lists.insert(after + 1, {EmptyListIndex, QByteArray(), {}});
    return assemble("WMB7", 20, lists, QByteArray("\0\0\0\0", 4));
}

// wmb7Full with a terrain lightmap of 0xffffffff x 0xffffffff pixels (issue 37: its size
// overflowed a 64-bit product; the list does not parse and is kept as bytes).
inline QByteArray wmb7HugeTerrainLightmap()
{
    QByteArray bytes = wmb7Full();
    ByteWriter sizes;
    sizes.u32(0xffffffffu);
    sizes.u32(0xffffffffu);
    const qint64 list = ByteReader::le<uint32_t>(bytes.constData() + 4 + 8 * 19); // list 19's offset
    bytes.replace(list + 8, 8, sizes.take()); // count, object, then width and height
    return bytes;
}

} // namespace wmbfixture
