#pragma once
// Plain records of the MDL2/MDL3/MDL4/MDL5 and Quake IDPO (version 6) model files, kept exactly as
// read so an unedited file serialises back to the same bytes (see shared/formats/mdl5.md, idpo.md).
// Floats that are only carried (eye position, times, bounding radius) are kept as raw bits: some
// exporters leave garbage there (denormals, NaN patterns) and a float round trip must not touch it.
#include "common/packing.h"
#include "common/rgbaimage.h"
#include "common/sharedbytes.h"
#include "common/storedrecords.h"

#include <Eigen/Core>
#include <QByteArray>
#include <QByteArrayView>
#include <QVarLengthArray>

#include <cstdint>
#include <vector>

namespace ackedit::format {

// The 84-byte header. Counts are the values read; the writer derives them from the structure.
struct MdlHeader
{
    QByteArray ident;              // "MDL2".."MDL5", "IDPO"
    int32_t version = 0;           // 0 (MDL2..5), 6 (IDPO)
    uint32_t scale[3] = {};        // packing scale, float bits
    uint32_t offset[3] = {};       // packing offset / Quake translate, float bits
    uint32_t radius = 0;           // bounding radius, float bits
    uint32_t eye[3] = {};          // eye position (garbage in some MDL5), float bits
    int32_t numSkins = 0;
    int32_t skinWidth = 0;         // MDL2/3/4/IDPO: size of every skin; MDL5: unused (0)
    int32_t skinHeight = 0;
    int32_t numVerts = 0;
    int32_t numTris = 0;
    int32_t numFrames = 0;
    int32_t numSkinVerts = 0;      // MDL3/4/5: UV record count; MDL2/IDPO: synctype (kept raw)
    int32_t flags = 0;
    uint32_t last = 0;             // MDL: unused4 / numbones; IDPO: float size (kept raw)
};

// One skin entry. `type` is the type / Quake group word: 0 = 8-bit, 1 = Quake skin group
// (IDPO/MDL2 only), >= 2 a Gamestudio pixel type code (common.md). As read, the pixel bytes are
// slices of the file's bytes (no copy; written back as they are); an edit assigns new bytes.
struct MdlSkin
{
    int32_t type = 0;
    int32_t width = 0;             // MDL5: the skin's own fields; others: the header size
    int32_t height = 0;
    SharedBytes data;              // pixel block incl. mip levels (MDL5 types 6/7: raw bytes)
    std::vector<uint32_t> timeBits; // skin group: cumulative display times (float bits)
    std::vector<SharedBytes> images; // skin group: one 8-bit image per entry

    bool isGroup() const { return type == 1 && !images.empty(); }
};

// Texture coordinate in texels of the first skin. MDL3/4/5: int16 s, t (onSeam unused);
// MDL2/IDPO: int32 onseam, s, t.
struct MdlSkinVertex
{
    int32_t onSeam = 0;
    int32_t s = 0;
    int32_t t = 0;
    bool operator==(const MdlSkinVertex &) const = default;
};

// MDL3/4/5: uint16 v[3], uv[3]. MDL2/IDPO: int32 facesfront, v[3] (uv = v, one UV per vertex).
struct MdlTriangle
{
    int32_t facesFront = 1;
    int32_t v[3] = {};
    int32_t uv[3] = {};
    bool operator==(const MdlTriangle &) const = default;
};

// A packed vertex: bytes 0..255 (frame type 0) or words 0..65535 (type 2), normal index, pad.
struct MdlVertex
{
    uint16_t x = 0, y = 0, z = 0;
    uint8_t normal = 0;
    uint8_t pad = 0;               // word records only (always 0 in real files, kept anyway)
    uint16_t operator[](int axis) const { return axis == 0 ? x : axis == 1 ? y : z; }
    bool operator==(const MdlVertex &) const = default;
};

// One pose: packed values as read, plus the decoded float positions editors work on. The reader
// leaves the vertex records in the file's bytes (shared, not copied) and the first access to
// packed() or positions() decodes them, so opening a model with hundreds of frames costs about
// what its first frame costs. The lazy decode mutates in const methods: not thread-safe.
class MdlSimpleFrame
{
public:
    MdlVertex bboxMin, bboxMax;
    QByteArray name;               // raw 16-byte field (garbage after the NUL kept)
    bool added = false;            // made by MdlFile::insertFrame, not read (see the writer)

    const std::vector<MdlVertex> &packed() const { decode(); return m_packed; }
    std::vector<MdlVertex> &packed() { decode(); return m_packed; }
    const std::vector<Eigen::Vector3f> &positions() const { decode(); return m_positions; }
    std::vector<Eigen::Vector3f> &positions() { decode(); return m_positions; }
    int vertexCount() const { return m_stored.isPending() ? m_count : int(m_positions.size()); }

    // bboxMin / bboxMax from the packed values (normal bytes 0).
    void updateBounds(uint32_t maxValue);

    // Still only the stored records: unedited by definition, written back from storedRecords().
    bool isPending() const { return m_stored.isPending(); }
    QByteArrayView storedRecords() const { return m_stored.bytes(); }
    // `count` records (8-byte word or 4-byte byte records) at `offset` of `file`, which the
    // caller has bounds-checked; `packing` decodes them.
    void setStored(const QByteArray &file, qint64 offset, int count, bool word, const Packing &packing);

private:
    void decode() const
    {
        if (m_stored.isPending())
            decodeStored();
    }
    void decodeStored() const;

    mutable StoredRecords m_stored; // released once decoded
    int m_count = 0;
    bool m_word = false;
    Packing m_packing;
    mutable std::vector<MdlVertex> m_packed;
    mutable std::vector<Eigen::Vector3f> m_positions;
};

// The poses of a frame: almost always exactly one, so it is stored inline (no allocation per frame
// when a model with hundreds of frames is read).
using MdlPoses = QVarLengthArray<MdlSimpleFrame, 1>;

// A frame as stored: a type word and either one simple frame or (IDPO/MDL2, type != 0) a Quake
// frame group of several poses with their own bbox and display times.
struct MdlFrame
{
    int32_t type = 0;
    // The type the packed values were made for (as read, or as inserted). A frame whose type
    // changed since (MdlFile::setWordPacked) makes the writer check the global packing.
    int32_t packedType = 0;
    bool group = false;
    MdlVertex groupMin, groupMax;  // frame group only
    std::vector<uint32_t> timeBits; // frame group only (float bits)
    MdlPoses poses;                 // exactly one unless `group`
};

// ---- Input of MdlFile::create (fixtures, the demo generator, importers) ----

struct MdlBuildSkin
{
    int type = 2;                  // pixel type code; IDPO/MDL2: 0 = 8-bit, 1 = Quake skin group
    RgbaImage image;               // the image (not used for a skin group)
    std::vector<RgbaImage> groupImages; // type 1: the images of the group (8-bit)
    std::vector<float> groupTimes;      // type 1: cumulative display times, one per image
};

struct MdlBuildFrame
{
    QByteArray name;
    std::vector<Eigen::Vector3f> positions;
    int group = -1;                // IDPO/MDL2: consecutive frames with the same id >= 0 form a frame group
    float time = 0.1f;             // cumulative display time inside its frame group
};

struct MdlBuildInput
{
    QByteArray format = "MDL5";    // "MDL2", "MDL3", "MDL4", "MDL5" or "IDPO"
    std::vector<MdlBuildSkin> skins;
    int skinWidth = 0;             // MDL2/3/4/IDPO without skins: header size (UV normalisation)
    int skinHeight = 0;
    std::vector<MdlSkinVertex> uvs;     // texels; IDPO/MDL2: exactly one per vertex
    std::vector<MdlTriangle> triangles; // outward winding (stored reversed); IDPO/MDL2 ignore `uv`
    std::vector<MdlBuildFrame> frames;
    int frameType = -1;            // MDL3/4/5: 0 = byte, 2 = word packing; -1 = MDL3 byte, MDL4/5 word
    bool quakeWinding = false;     // IDPO: store normals outward, as Quake tools do (Gamestudio: inward)
    const Palette *palette = nullptr; // for encoding 8-bit skins (grayscale when null)
};

} // namespace ackedit::format
