#pragma once
// Plain records of an HMP4 / HMP5 / HMP7 terrain, kept exactly as read so an unedited file
// serialises back byte-identically (see ../shared/formats/hmp.md).
#include "hmp/hmpframe.h"

#include <Eigen/Core>
#include <QByteArray>

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace ackedit::format {

// The 84-byte header. Counts (numskins, numverts, numframes, ...) are rewritten from the actual
// records on write; everything else is written as stored.
struct HmpHeader
{
    QByteArray ident;                               // "HMP4", "HMP5" or "HMP7"
    int32_t version = 0;                            // HMP4: 0 (mesh) or 1 (grid); HMP5: 2; HMP7: 0
    Eigen::Vector3f scale = Eigen::Vector3f::Ones();
    Eigen::Vector3f offset = Eigen::Vector3f::Zero();
    float boundingRadius = 0.f;
    float triSizeX = 1.f;
    float triSizeY = 1.f;
    float numVertsX = 2.f;                          // a float in the file
    int32_t numSkins = 0;
    int32_t skinWidth = 0;                          // HMP4 only: the size of every skin
    int32_t skinHeight = 0;
    int32_t numVerts = 0;
    int32_t numTris = 0;                            // HMP4 v0 only
    int32_t numFrames = 0;
    int32_t numSkinVerts = 0;                       // HMP4 v0 only
    int32_t flags = 0;
    int32_t unused = 0;
};

// HMP4 version 0 texture coordinate, in texels of the header's skin size (MDL3 layout).
struct HmpSkinVertex
{
    int16_t u = 0;
    int16_t v = 0;
};

// HMP4 version 0 triangle (MDL3 layout). Stored winding gives a downward normal.
struct HmpTriangle
{
    std::array<uint16_t, 3> v{};
    std::array<uint16_t, 3> uv{};
};

// value = offset + scale * packed, evaluated in double and rounded once (the reader, the writer's
// "unchanged?" test and the tests all use this one definition).
inline float hmpDecode(float offset, float scale, uint32_t packed)
{
    return float(double(offset) + double(scale) * double(packed));
}

// Bitwise float equality: "unchanged" must also hold for NaN values read from a hostile file.
inline bool hmpSameBits(float a, float b)
{
    uint32_t x, y;
    std::memcpy(&x, &a, 4);
    std::memcpy(&y, &b, 4);
    return x == y;
}

} // namespace ackedit::format
