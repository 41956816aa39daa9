#pragma once
// Generated MDL fixtures for the MDL tests: a cube whose frames grow and twist (frame 2 is the
// largest in every axis, so frame 0 lies strictly inside the global bounds), skins whose colours
// every pixel type represents exactly, and helpers to locate records in the written bytes.
#include "mdl/mdlfile.h"

#include "common/pixelformat.h"

#include <Eigen/Geometry>

#include <cmath>
#include <set>

namespace mdlfixture {

using namespace ackedit::format;

inline bool isQuake(const QByteArray &format) { return format == "MDL2" || format == "IDPO"; }

inline std::vector<Eigen::Vector3f> cubePositions(int frame)
{
    std::vector<Eigen::Vector3f> out;
    const float s = 0.8f + 0.2f * float(frame);
    const Eigen::Matrix3f rot = Eigen::AngleAxisf(0.17f * float(frame), Eigen::Vector3f::UnitZ()).toRotationMatrix();
    for (int i = 0; i < 8; ++i) {
        const Eigen::Vector3f p((i & 1) ? 10.f : -10.f, (i & 2) ? 6.f : -6.f, (i & 4) ? 8.f : -8.f);
        out.push_back(rot * (p * s) + Eigen::Vector3f(0.f, 0.f, 0.1f * float(frame)));
    }
    return out;
}

// 12 triangles, wound so that (v1-v0)x(v2-v0) points away from the centre (outward).
inline std::vector<MdlTriangle> cubeTriangles()
{
    static const int quads[6][4] = {{0, 1, 3, 2}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}};
    const std::vector<Eigen::Vector3f> p = cubePositions(0);
    std::vector<MdlTriangle> tris;
    int uv = 0;
    for (const auto &q : quads) {
        for (const auto &idx : {std::array<int, 3>{q[0], q[1], q[2]}, std::array<int, 3>{q[0], q[2], q[3]}}) {
            MdlTriangle t;
            for (int k = 0; k < 3; ++k)
                t.v[k] = idx[size_t(k)];
            const Eigen::Vector3f n = (p[size_t(t.v[1])] - p[size_t(t.v[0])]).cross(p[size_t(t.v[2])] - p[size_t(t.v[0])]);
            const Eigen::Vector3f c = (p[size_t(t.v[0])] + p[size_t(t.v[1])] + p[size_t(t.v[2])]) / 3.f;
            if (n.dot(c) < 0.f)
                std::swap(t.v[1], t.v[2]);
            for (int k = 0; k < 3; ++k)
                t.uv[k] = (uv++) % 14;
            t.facesFront = int(tris.size() % 2);
            tris.push_back(t);
        }
    }
    return tris;
}

// A palette whose entries 0..127 are black and 128..255 white: a mid grey has no entry of its own
// (for palette rounding and dithering tests).
inline Palette blackAndWhite()
{
    Palette p;
    for (int i = 0; i < 256; ++i)
        p.rgb[size_t(i)][0] = p.rgb[size_t(i)][1] = p.rgb[size_t(i)][2] = i < 128 ? 0 : 255;
    return p;
}

// Colours exact in every pixel type: channels 0 or 255 (8-bit: grayscale levels).
inline RgbaImage pattern(int w, int h, int type, int seed = 0)
{
    RgbaImage img(w, h);
    const bool gray = PixelType::base(type) == PixelType::Palette8;
    const bool alpha = PixelType::base(type) == PixelType::Argb4444 || PixelType::base(type) == PixelType::Argb8888;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uint8_t *p = img.pixel(x, y);
            if (gray) {
                p[0] = p[1] = p[2] = uint8_t((x * 16 + y * 3 + seed * 7) & 255);
            } else {
                p[0] = ((x + seed) & 1) ? 255 : 0;
                p[1] = (y & 1) ? 255 : 0;
                p[2] = ((x >> 1) & 1) ? 255 : 0;
            }
            p[3] = alpha ? (((x >> 2) & 1) ? 255 : 0) : 255;
        }
    return img;
}

inline MdlBuildInput cube(const QByteArray &format, int skinType, int frames = 3, int frameType = -1)
{
    MdlBuildInput in;
    in.format = format;
    in.frameType = frameType;
    if (skinType >= 0) {
        for (int s = 0; s < 2; ++s) {
            MdlBuildSkin skin;
            skin.type = skinType;
            if (skinType == 1 && isQuake(format)) {
                skin.groupImages = {pattern(16, 8, 0, s), pattern(16, 8, 0, s + 1), pattern(16, 8, 0, s + 2)};
                skin.groupTimes = {0.1f, 0.25f, 0.5f};
            } else {
                // MDL5 skins carry their own size: make the second one differ.
                skin.image = pattern(format == "MDL5" && s == 1 ? 8 : 16, 8, skinType, s);
            }
            in.skins.push_back(skin);
        }
    } else {
        in.skinWidth = 16;
        in.skinHeight = 8;
    }
    in.triangles = cubeTriangles();
    if (isQuake(format)) {
        for (int i = 0; i < 8; ++i)
            in.uvs.push_back({i % 2, (i * 5) % 8, (i * 3) % 8});
    } else {
        for (int i = 0; i < 14; ++i)
            in.uvs.push_back({0, (i * 5) % 16 - (i == 13 ? 20 : 0), (i * 3) % 8});
    }
    for (int f = 0; f < frames; ++f)
        in.frames.push_back({QByteArray("frame") + QByteArray::number(f), cubePositions(f)});
    return in;
}

// Two separate quads (two UV islands) on a 16x16 RGB565 skin: vertices and skin vertices 0-3 at
// texels 1..4, 4-7 at texels 10..13; one frame. For UV editing tests.
inline MdlBuildInput twoQuads(const QByteArray &format = "MDL3")
{
    MdlBuildInput in;
    in.format = format;
    MdlBuildSkin skin;
    skin.type = 2;
    skin.image = pattern(16, 16, 2);
    in.skins.push_back(skin);
    std::vector<Eigen::Vector3f> p;
    for (int q = 0; q < 2; ++q) {
        const int o = q == 0 ? 1 : 10;
        for (const auto &[ds, dt] : {std::pair{0, 0}, {3, 0}, {3, 3}, {0, 3}})
            in.uvs.push_back({0, o + ds, o + dt});
        for (int i = 0; i < 4; ++i)
            p.emplace_back(float(i & 1) + 3.f * float(q), float(i >> 1), float(q));
        for (const auto &c : {std::array{0, 1, 2}, std::array{0, 2, 3}}) {
            MdlTriangle t;
            for (int k = 0; k < 3; ++k)
                t.v[k] = t.uv[k] = 4 * q + c[size_t(k)];
            in.triangles.push_back(t);
        }
    }
    in.frames.push_back({"base", p});
    return in;
}

// A wavy sheet of n x n vertices (one UV per vertex, 16 x 16 texel skin size), frame f lifted by f:
// a model with many vertices whose neighbourhoods are small, for edit and upload tests.
inline MdlBuildInput grid(const QByteArray &format, int n, int frames = 2)
{
    MdlBuildInput in;
    in.format = format;
    in.skinWidth = 16;
    in.skinHeight = 16;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            in.uvs.push_back({0, x * 15 / std::max(n - 1, 1), y * 15 / std::max(n - 1, 1)});
    for (int y = 0; y + 1 < n; ++y)
        for (int x = 0; x + 1 < n; ++x) {
            const int i = y * n + x;
            MdlTriangle a, b;
            a.v[0] = a.uv[0] = i;
            a.v[1] = a.uv[1] = i + 1;
            a.v[2] = a.uv[2] = i + n + 1;
            b.v[0] = b.uv[0] = i;
            b.v[1] = b.uv[1] = i + n + 1;
            b.v[2] = b.uv[2] = i + n;
            in.triangles.push_back(a);
            in.triangles.push_back(b);
        }
    for (int f = 0; f < frames; ++f) {
        std::vector<Eigen::Vector3f> p;
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                p.emplace_back(float(x), float(y), float(f) + 0.25f * float((x * 7 + y * 3) % 5));
        in.frames.push_back({QByteArray("wave") + QByteArray::number(f + 1), p});
    }
    return in;
}

// Two frames on an exact grid (the given step, offset 0): frame 0 spans 0..range steps in every
// axis (range = 255 for bytes, 65535 for MDL4/MDL5 words), frame 1 is the box 40..200 steps.
inline QByteArray gridCube(const QByteArray &format, float step)
{
    MdlBuildInput in = cube(format, 2, 2);
    const float range = format == "MDL4" || format == "MDL5" ? 65535.f : 255.f;
    for (int i = 0; i < 8; ++i) {
        const Eigen::Vector3f corner(float(i & 1), float((i >> 1) & 1), float((i >> 2) & 1));
        in.frames[0].positions[size_t(i)] = corner * range * step;
        in.frames[1].positions[size_t(i)] = (Eigen::Vector3f::Constant(40.f) + corner * 160.f) * step;
    }
    return MdlFile::create(in)->write();
}

// Offsets of each skin's pixel blocks (a group's images) in a file written from cube(); `end`
// receives where the skins end.
inline std::vector<std::vector<qint64>> skinBlockOffsets(const MdlFile &file, qint64 *end = nullptr)
{
    std::vector<std::vector<qint64>> out;
    qint64 at = 84;
    for (const MdlSkin &s : file.skins()) {
        at += file.version() == MdlFile::Version::Mdl5 ? 12 : 4;
        out.emplace_back();
        if (s.isGroup()) {
            at += 4 + 4 * qint64(s.images.size());
            for (const auto &img : s.images) {
                out.back().push_back(at);
                at += img.size();
            }
        } else {
            out.back().push_back(at);
            at += s.data.size();
        }
    }
    if (end)
        *end = at;
    return out;
}

// Byte offset of frame `f`'s type word in a file written from cube() (no frame groups).
inline qint64 frameOffset(const MdlFile &file, int f)
{
    const bool quake = file.isQuakeLayout();
    qint64 at = 0;
    skinBlockOffsets(file, &at);
    at += qint64(file.skinVertices().size()) * (quake ? 12 : 4);
    at += qint64(file.triangles().size()) * (quake ? 16 : 12);
    for (int i = 0; i < f; ++i) {
        const qint64 v = (!quake && file.frames()[size_t(i)].type == 2) ? 8 : 4;
        at += 4 + 2 * v + 16 + v * file.vertexCount();
    }
    return at;
}

// Offsets where two byte arrays differ (over the shorter one's length).
inline std::set<qint64> diffOffsets(const QByteArray &a, const QByteArray &b)
{
    std::set<qint64> out;
    for (qint64 i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i])
            out.insert(i);
    return out;
}

// Largest deviation of `got` from `want` in units of `step` per axis (0.5 = half a step).
inline float stepsOff(const std::vector<Eigen::Vector3f> &got, const std::vector<Eigen::Vector3f> &want,
                      const Eigen::Vector3f &step, const Eigen::Vector3f &offset, uint32_t maxValue)
{
    float worst = 0.f;
    for (size_t i = 0; i < got.size() && i < want.size(); ++i)
        for (int a = 0; a < 3; ++a) {
            // float decode (offset + scale * packed) and the float-rounded scale add at most ~2 ulps of
            // the magnitudes involved (for word packing about 0.02 of a step)
            const float ulps = 2.f * std::numeric_limits<float>::epsilon()
                               * (std::abs(offset[a]) + std::abs(step[a]) * float(maxValue) + std::abs(want[i][a]));
            const float d = std::max(0.f, std::abs(got[i][a] - want[i][a]) - ulps);
            worst = std::max(worst, d / step[a]);
        }
    return worst;
}

} // namespace mdlfixture
