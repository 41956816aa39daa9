#pragma once
// Writes small MDL7 files byte by byte from a description, independently of Mdl7File's writer,
// so the reader is tested against bytes laid out from the format notes (mdl7.md).
#include "common/normaltable.h"
#include "common/pixelformat.h"
#include "io/bytewriter.h"

#include <Eigen/Geometry>
#include <QByteArray>

#include <array>
#include <vector>

namespace mdl7fixture {

using ackedit::format::ByteWriter;

struct Skin
{
    uint8_t type = 0;
    int width = 0;
    int height = 0;
    QByteArray name = "Skin";
    QByteArray data;   // DDS / external bytes; pixel skins get a generated block when empty
    QByteArray effect; // text incl. NUL, written when type has 0x20
};

enum class Shape { Tetra, Grid };

struct Spec
{
    uint16_t boneSize = 36;
    uint16_t triSize = 26;
    uint16_t mainSize = 26;
    uint16_t frameSize = 26;
    uint16_t skinSize = 28;        // > 28 adds trailing bytes to every skin header
    int groups = 1;
    int bones = 0;
    std::vector<Skin> skins;       // stored in group 0
    int frames = 2;                // frame 0 sparse (1 record), frame 1 complete; more: empty
    bool boneTransforms = false;   // one per bone in every frame
    bool deformers = false;        // one per group, after the last group
    QByteArray entLump;
    QByteArray medLump;
    bool excludePixels = false;    // groupdata_size without pixel arrays (older MED)
    Shape shape = Shape::Tetra;
};

// --- the geometry the fixture stores (tests compare against these) ---

inline int gridSide() { return 4; }

inline int vertexCount(const Spec &s) { return s.shape == Shape::Tetra ? 4 : gridSide() * gridSide(); }

inline Eigen::Vector3f position(const Spec &s, int group, int v)
{
    const Eigen::Vector3f offset(20.f * float(group), 0.f, 0.f);
    if (s.shape == Shape::Grid)
        return offset + Eigen::Vector3f(float(v % gridSide()) * 4.f, float(v / gridSide()) * 4.f, 0.f);
    static const Eigen::Vector3f tetra[4] = {{0, 0, 0}, {10, 0, 0}, {0, 10, 0}, {0, 0, 10}};
    return offset + tetra[v];
}

inline Eigen::Vector3f normal(const Spec &s, int v)
{
    if (s.shape == Shape::Grid)
        return Eigen::Vector3f::UnitZ();
    const Eigen::Vector3f centroid(2.5f, 2.5f, 2.5f);
    return (position(s, 0, v) - centroid).normalized();
}

// Outward winding ((v1-v0)x(v2-v0) points out of the tetrahedron / up for the grid): what
// mesh() returns. The file stores them as MED does, see stored().
inline std::vector<std::array<int, 3>> triangles(const Spec &s)
{
    if (s.shape == Shape::Tetra)
        return {{0, 2, 1}, {0, 1, 3}, {0, 3, 2}, {1, 2, 3}};
    std::vector<std::array<int, 3>> t;
    const int n = gridSide();
    for (int y = 0; y + 1 < n; ++y)
        for (int x = 0; x + 1 < n; ++x) {
            const int a = y * n + x, b = a + 1, c = a + n, d = c + 1;
            t.push_back({a, b, d});
            t.push_back({a, d, c});
        }
    return t;
}

// MED's convention, as every real file: triangles clockwise seen from outside (corners 0, 2, 1
// of the outward ones) and normals inward, agreeing with that winding.
inline std::array<int, 3> stored(const std::array<int, 3> &t) { return {t[0], t[2], t[1]}; }
inline Eigen::Vector3f storedNormal(const Spec &s, int v) { return -normal(s, v); }

inline Eigen::Vector2f uv(int v) { return Eigen::Vector2f(float(v % 2), float((v / 2) % 2)); }

inline uint32_t material(const Spec &s, int tri)
{
    return s.skins.empty() ? 0xFFFFFFFFu : uint32_t(tri) % uint32_t(s.skins.size());
}

inline uint32_t boneOf(const Spec &s, int v) { return s.bones > 0 ? uint32_t(v % s.bones) : 0xFFFFu; }

inline Eigen::Vector3f bonePosition(int b) { return b == 0 ? Eigen::Vector3f(0, 0, 5) : Eigen::Vector3f(0, 0.5f * float(b), 1); }

// Frame 0 moves vertex 1 up by 1; frame 1 lists every vertex scaled by 1.5.
inline Eigen::Vector3f framePosition(const Spec &s, int group, int frame, int v)
{
    if (frame == 0)
        return position(s, group, v) + (v == 1 ? Eigen::Vector3f(0, 0, 1) : Eigen::Vector3f::Zero());
    if (frame == 1)
        return position(s, group, v) * 1.5f;
    return position(s, group, v);
}

// Row-major, row vectors: identity rotation, translation (frame, bone + 0.5, 0) in m[12..14].
inline std::array<float, 16> boneMatrix(int frame, int bone)
{
    std::array<float, 16> m{};
    m[0] = m[5] = m[10] = m[15] = 1.f;
    m[12] = float(frame);
    m[13] = float(bone) + 0.5f;
    return m;
}

// Where mesh(frame) shows vertex v: the frame's record if it has one, else the main vertex moved
// by its bone's pose. The fixture's transforms are translations and bone b's parent is b - 1, so
// the pose adds the translations of bones 0..b (docs/formats/mdl7-bones.md: chained to the root).
inline Eigen::Vector3f shownPosition(const Spec &s, int group, int frame, int v)
{
    const bool recorded = frame == 1 || (frame == 0 && v == 1);
    if (recorded || !s.boneTransforms || s.bones == 0)
        return framePosition(s, group, frame, v);
    Eigen::Vector3f p = position(s, group, v);
    for (int b = 0; b <= int(boneOf(s, v)); ++b)
        p += Eigen::Vector3f(boneMatrix(frame, b)[12], boneMatrix(frame, b)[13], boneMatrix(frame, b)[14]);
    return p;
}

inline QByteArray materialRecord()
{
    ByteWriter w;
    for (float f : {1.f, 0.5f, 0.25f, 0.f, /*ambient*/ 0.f, 0.f, 0.f, 0.9f, /*specular*/ 0.f, 0.f, 1.f, 0.f,
                    /*emissive*/ 0.f, 0.f, 0.f, 0.f, /*power*/ 10.f})
        w.f32(f);
    return w.take();
}

inline QByteArray pixelBlock(const Skin &skin)
{
    const qint64 n = ackedit::format::pixelBlockSize(skin.type & 0x0F, skin.width, skin.height);
    QByteArray b(n, '\0');
    for (qint64 i = 0; i < n; ++i)
        b[i] = char((i * 37 + 11) & 0xFF);
    return b;
}

// Sizes above a known layout get trailing filler bytes (0xA5) that a reader must keep.
inline void vertexRecord(ByteWriter &w, int size, const Eigen::Vector3f &p, uint32_t index, const Eigen::Vector3f &n)
{
    w.f32(p.x());
    w.f32(p.y());
    w.f32(p.z());
    int understood = 0;
    if (size >= 28) {
        w.u32(index);
        w.f32(n.x()); w.f32(n.y()); w.f32(n.z());
        understood = 28;
    } else if (size >= 26) {
        w.u16(uint16_t(index));
        w.f32(n.x()); w.f32(n.y()); w.f32(n.z());
        understood = 26;
    } else {
        w.u16(uint16_t(index));
        w.u8(uint8_t(ackedit::format::NormalTable::nearestIndex(n)));
        w.u8(0);
        understood = 16;
    }
    w.bytes(QByteArray(size - understood, '\xA5'));
}

inline void triangleRecord(ByteWriter &w, int size, const std::array<int, 3> &tri, uint32_t mat)
{
    int understood = 0;
    if (size >= 44) {
        for (int k : tri) w.u32(uint32_t(k));
        for (int k : tri) w.u32(uint32_t(k));
        w.u32(mat);
        for (int k = 0; k < 3; ++k) w.u32(0xFFFFFFFFu);
        w.u32(0xFFFFFFFFu);
        understood = 44;
    } else {
        for (int k : tri) w.u16(uint16_t(k));
        for (int k : tri) w.u16(uint16_t(k));
        understood = 12;
        if (size >= 16) {
            w.u32(mat);
            understood = 16;
        }
        if (size >= 26) {
            for (int k = 0; k < 3; ++k) w.u16(0xFFFF);
            w.u32(0xFFFFFFFFu);
            understood = 26;
        }
    }
    w.bytes(QByteArray(size - understood, '\xA5'));
}

inline QByteArray build(const Spec &s)
{
    ByteWriter w;
    w.bytes("MDL7");
    w.i32(0);
    w.u32(uint32_t(s.bones));
    w.u32(uint32_t(s.groups));
    w.u32(0); // mdl7data_size, patched
    w.i32(int32_t(s.entLump.size()));
    w.i32(int32_t(s.medLump.size()));
    for (uint16_t v : {s.boneSize, s.skinSize, uint16_t(16), uint16_t(68), uint16_t(8), s.triSize, s.mainSize,
                       s.frameSize, uint16_t(68), uint16_t(24)})
        w.u16(v);

    for (int b = 0; b < s.bones; ++b) {
        w.u16(b == 0 ? 0xFFFF : uint16_t(b - 1));
        w.u16(0);
        const Eigen::Vector3f p = bonePosition(b);
        w.f32(p.x()); w.f32(p.y()); w.f32(p.z());
        if (s.boneSize > 16)
            w.fixedString("bone" + QByteArray::number(b), s.boneSize - 16);
    }

    const int nv = vertexCount(s);
    const auto tris = triangles(s);
    for (int g = 0; g < s.groups; ++g) {
        const qint64 start = w.pos();
        w.u8(1);
        w.u8(s.deformers ? 1 : 0);
        w.u8(s.deformers ? 1 : 0);
        w.u8(0);
        const qint64 sizeAt = w.pos();
        w.i32(0);
        w.fixedString("group" + QByteArray::number(g), 16);
        const std::vector<Skin> skins = g == 0 ? s.skins : std::vector<Skin>{};
        w.i32(int32_t(skins.size()));
        w.i32(nv);
        w.i32(int32_t(tris.size()));
        w.i32(nv);
        w.i32(s.frames);
        qint64 pixels = 0;
        for (const Skin &skin : skins) {
            w.u8(skin.type);
            w.zeros(3);
            w.i32(skin.width);
            w.i32(skin.height);
            w.fixedString(skin.name, 16);
            w.bytes(QByteArray(s.skinSize - 28, '\xA5'));
            const int base = skin.type & 7;
            if (ackedit::format::PixelType::isPixelArray(base)) {
                const QByteArray block = skin.data.isEmpty() ? pixelBlock(skin) : skin.data;
                w.bytes(block);
                pixels += block.size();
            } else if (base == 6 || base == 7) {
                w.bytes(skin.data);
            }
            if (skin.type & 0x10)
                w.bytes(materialRecord());
            if (skin.type & 0x20) {
                w.i32(int32_t(skin.effect.size()));
                w.bytes(skin.effect);
            }
        }
        for (int v = 0; v < nv; ++v) {
            w.f32(uv(v).x());
            w.f32(uv(v).y());
        }
        for (size_t t = 0; t < tris.size(); ++t)
            triangleRecord(w, s.triSize, stored(tris[t]), material(s, int(t)));
        for (int v = 0; v < nv; ++v)
            vertexRecord(w, s.mainSize, position(s, g, v), boneOf(s, v), storedNormal(s, v));
        for (int f = 0; f < s.frames; ++f) {
            w.fixedString("frame" + QByteArray::number(f), 16);
            const int records = f == 0 ? 1 : f == 1 ? nv : 0;
            w.u32(uint32_t(records));
            w.u32(s.boneTransforms ? uint32_t(s.bones) : 0u);
            for (int r = 0; r < records; ++r) {
                const int v = f == 0 ? 1 : r;
                vertexRecord(w, s.frameSize, framePosition(s, g, f, v), uint32_t(v), storedNormal(s, v));
            }
            for (int b = 0; s.boneTransforms && b < s.bones; ++b) {
                for (int i = 0; i < 16; ++i)
                    w.f32(boneMatrix(f, b)[size_t(i)]);
                w.u16(uint16_t(b));
                w.u16(0);
            }
        }
        const qint64 full = w.pos() - start;
        w.patchI32(sizeAt, int32_t(s.excludePixels ? full - pixels : full));
    }

    for (int g = 0; s.deformers && g < s.groups; ++g) {
        const qint64 start = w.pos();
        w.u8(0);
        w.u8(0);
        w.u16(0);
        w.i32(g);
        w.i32(s.bones);
        const qint64 sizeAt = w.pos();
        w.i32(0);
        for (int b = 0; b < s.bones; ++b) {
            w.i32(b);
            w.fixedString("bone" + QByteArray::number(b), 20);
            std::vector<int> verts;
            for (int v = 0; v < nv; ++v)
                if (int(boneOf(s, v)) == b)
                    verts.push_back(v);
            w.i32(int32_t(verts.size()));
            for (int v : verts) {
                w.i32(v);
                w.f32(1.f);
            }
        }
        w.patchI32(sizeAt, int32_t(w.pos() - start));
    }
    w.patchU32(16, uint32_t(w.pos()));
    w.bytes(s.entLump);
    w.bytes(s.medLump);
    return w.take();
}

// Byte offsets inside a fixture built by build() (for "only these bytes changed" checks).
struct Offsets
{
    qint64 group = 0;                 // group header
    std::vector<std::pair<qint64, qint64>> skinImages; // (start, size) of each skin's image bytes
    qint64 skinPoints = 0;
    qint64 triangles = 0;
    qint64 vertices = 0;
    std::vector<qint64> frames;       // frame headers
    qint64 end = 0;                   // after the group
};

inline Offsets offsets(const Spec &s, int group)
{
    Offsets o;
    qint64 at = 48 + qint64(s.bones) * s.boneSize;
    const int nv = vertexCount(s);
    const qint64 nt = qint64(triangles(s).size());
    for (int g = 0; g <= group; ++g) {
        o = Offsets();
        o.group = at;
        at += 44;
        for (const Skin &skin : g == 0 ? s.skins : std::vector<Skin>{}) {
            at += s.skinSize;
            const int base = skin.type & 7;
            qint64 size = 0;
            if (ackedit::format::PixelType::isPixelArray(base))
                size = ackedit::format::pixelBlockSize(skin.type & 0x0F, skin.width, skin.height);
            else if (base == 6 || base == 7)
                size = skin.data.size();
            o.skinImages.push_back({at, size});
            at += size;
            if (skin.type & 0x10)
                at += 68;
            if (skin.type & 0x20)
                at += 4 + skin.effect.size();
        }
        o.skinPoints = at;
        at += qint64(nv) * 8;
        o.triangles = at;
        at += nt * s.triSize;
        o.vertices = at;
        at += qint64(nv) * s.mainSize;
        for (int f = 0; f < s.frames; ++f) {
            o.frames.push_back(at);
            const int records = f == 0 ? 1 : f == 1 ? nv : 0;
            at += 24 + qint64(records) * s.frameSize + (s.boneTransforms ? qint64(s.bones) * 68 : 0);
        }
        o.end = at;
    }
    return o;
}

// A fixture with every feature at once: bones + transforms, 2 groups with deformers, every skin
// kind, both lumps.
inline std::vector<Skin> allSkinKinds()
{
    QByteArray dds("DDS ");
    dds.append(QByteArray(124, '\x07'));
    return {
        {0x00, 8, 8, "pal8", {}, {}},
        {0x02, 8, 4, "rgb565", {}, {}},
        {0x0A, 16, 8, "rgb565mip", {}, {}},
        {0x04, 4, 4, "rgb888", {}, {}},
        {0x0C, 8, 8, "rgb888mip", {}, {}},
        {0x05, 4, 2, "argb8888", {}, {}},
        {0x0D, 8, 16, "argb8888mip", {}, {}},
        {0x03, 4, 4, "argb4444", {}, {}},
        {0x01, 0, 0, "reference", {}, {}},
        {0x06, int(dds.size()), 1, "dds", dds, {}},
        {0x07, 12, 1, "SixteenCharName!", QByteArray("carpet1.pcx", 12), {}},
        {0x10, 0, 0, "materialonly", {}, {}},
        {0x1C, 8, 8, "rgb888mipmat", {}, {}},
        {0x17, 9, 1, "extmat", QByteArray("tex.tga", 8) + QByteArray(1, '\0'), {}},
        {0x27, 8, 1, "exteffect", QByteArray("a.bmp", 6) + QByteArray(2, '\0'), QByteArray("alphatest.fx", 13)},
        {0x3D, 8, 8, "everything", {}, QByteArray("terrain.fx", 11)},
        {0x16, int(dds.size()), 1, "ddsmat", dds, {}},
    };
}

inline Spec everything()
{
    Spec s;
    s.groups = 2;
    s.bones = 3;
    s.skins = allSkinKinds();
    s.frames = 3;
    s.boneTransforms = true;
    s.deformers = true;
    s.entLump = QByteArray("\x01\x00\x00\x00\x08\x00\x00\x00entity!!", 16);
    s.medLump = QByteArray("\x05\x00\x00\x00\x0c\x00\x00\x00MBI\x00", 12) + QByteArray("Joint_1");
    return s;
}

// A two-bone model with one 8x8 RGB565 skin whose records have the given sizes: the record layouts
// real MED versions wrote (tri 12..44, vertex 16..28, bone 16..48 bytes).
inline Spec withSizes(uint16_t tri, uint16_t mainV, uint16_t frameV, uint16_t bone = 36)
{
    Spec s;
    s.triSize = tri;
    s.mainSize = mainV;
    s.frameSize = frameV;
    s.boneSize = bone;
    s.bones = 2;
    s.boneTransforms = true;
    s.skins = {{0x05, 8, 8, "Skin1", {}, {}}};
    return s;
}

} // namespace mdl7fixture
