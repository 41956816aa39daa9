#pragma once
// Plain data records of an MDL7 model (see ../shared/formats/mdl7.md). Every field the file
// stores is kept, including unused bytes, raw fixed-length names and the trailing bytes of
// records larger than the layout we understand, so an unedited model writes back byte-identical.
#include "common/sharedbytes.h"
#include "common/storedrecords.h"

#include <Eigen/Core>
#include <QByteArray>
#include <QByteArrayView>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace ackedit::format {

// The ten *_stc_size fields of the header, in file order. Every record is stepped by these.
struct Mdl7RecordSizes
{
    uint16_t bone = 36;          // 36 (name[20]), 16 (no name), 48 (name[32])
    uint16_t skin = 28;
    uint16_t colorValue = 16;
    uint16_t material = 68;
    uint16_t skinPoint = 8;
    uint16_t triangle = 26;      // 12, 16, 26, 44 (32-bit indices)
    uint16_t mainVertex = 26;    // 26 (float normal), 16 (normal index)
    uint16_t frameVertex = 26;   // 26, 16, 28 (32-bit index)
    uint16_t boneTransform = 68;
    uint16_t frame = 24;

    bool operator==(const Mdl7RecordSizes &) const = default;
};

struct Mdl7Bone
{
    uint16_t parent = 0xFFFF;  // 0xFFFF = root; parents precede children
    uint16_t unused = 0;
    Eigen::Vector3f position = Eigen::Vector3f::Zero(); // relative to the parent (roots: model)
    QByteArray name;           // raw field of bone_stc_size - 16 bytes (20 in the usual record)
};

struct Mdl7Skin
{
    enum Flag : uint8_t { MaterialFlag = 0x10, EffectFlag = 0x20 };

    uint8_t type = 0;          // low 3 bits: PixelType base; 8 = mips; 0x10 material; 0x20 effect
    QByteArray unused = QByteArray(3, '\0'); // header bytes 1..3
    int32_t width = 0;         // DDS: byte count; external: name length incl. NUL; reference: target
    int32_t height = 0;
    QByteArray name;           // raw 16-byte display name (may have no NUL)
    QByteArray headerExtra;    // skin_stc_size - 28 trailing header bytes
    SharedBytes image;         // pixel block with mips / DDS file / external name incl. NUL
                               // (as read: a slice of the file's bytes, written back as is)
    QByteArray material;       // raw material record (material_stc_size bytes) if MaterialFlag
    QByteArray effect;         // effect text incl. its NUL if EffectFlag (length field = size)

    bool hasMaterial() const { return (type & MaterialFlag) != 0; }
    bool hasEffect() const { return (type & EffectFlag) != 0; }
};

// Decoded view of a material record: Diffuse, Ambient, Specular, Emissive colours (r, g, b, a)
// and the specular power. Opacity is stored in ambient.a.
struct Mdl7Material
{
    std::array<Eigen::Vector4f, 4> colors{Eigen::Vector4f::Zero(), Eigen::Vector4f::Zero(),
                                          Eigen::Vector4f::Zero(), Eigen::Vector4f::Zero()};
    float power = 0.f;
    bool valid = false;        // false if the record is too short to hold all fields
};

struct Mdl7SkinPoint
{
    Eigen::Vector2f uv = Eigen::Vector2f::Zero(); // s, t; t grows downwards
    QByteArray extra;          // skinpoint_stc_size - 8 trailing bytes
};

struct Mdl7Triangle
{
    static constexpr uint32_t NoMaterial = 0xFFFFFFFFu;
    std::array<uint32_t, 3> v{};   // group main-vertex indices
    std::array<uint32_t, 3> st{};  // group skin-point indices (0xFFFF / 0xFFFFFFFF = none)
    uint32_t material = NoMaterial; // model-global skin index (absent in 12-byte records)
    std::array<uint32_t, 3> st2{0xFFFF, 0xFFFF, 0xFFFF}; // second skin set (26/44-byte records)
    uint32_t material2 = NoMaterial;
    QByteArray extra;              // trailing bytes beyond the understood layout

    bool sameGeometry(const Mdl7Triangle &o) const { return v == o.v; }
};

// One main vertex or frame vertex record. The uint16/uint32 at offset 12 is the bone index for
// main vertices (0xFFFF = none) and the replaced main vertex for frame vertices.
struct Mdl7Vertex
{
    Eigen::Vector3f position = Eigen::Vector3f::Zero(); // absolute, also in frames
    uint32_t index = 0xFFFF;
    // Unit normal. Stored as floats in 26/28-byte records; 16-byte records store normalIndex and
    // the reader fills `normal` from the table (out-of-range indices give +Z).
    Eigen::Vector3f normal = Eigen::Vector3f::Zero();
    uint8_t normalIndex = 0;   // 16-byte records only; 0..161 (171..179 seen in real files)
    uint8_t padding = 0;       // 16-byte records only
    QByteArray extra;          // trailing bytes beyond the understood layout
};

struct Mdl7BoneTransform
{
    std::array<float, 16> m{}; // row-major 4x4, row vectors (v' = v * M), translation m[12..14]
    uint16_t bone = 0;
    uint16_t padding = 0;
    QByteArray extra;          // bonetrans_stc_size - 68 trailing bytes
};

// A hash over the records' vertex indices and positions (what "edited" compares).
size_t mdl7VertexHash(const std::vector<Mdl7Vertex> &vertices, size_t seed = 0);

// One frame: its header fields, the vertex records that replace main vertices (index = target)
// and the bone transforms that pose them. The reader leaves the records in the file's bytes
// (shared, not copied) and the first access to vertices() or transforms() decodes them, so
// opening a model with hundreds of frames costs about what its headers cost; a frame never
// decoded is unedited and the writer copies its stored bytes. The lazy decode mutates in const
// methods: not thread-safe (as MdlSimpleFrame).
class Mdl7Frame
{
public:
    QByteArray name;           // raw 16-byte field
    QByteArray headerExtra;    // frame_stc_size - 24 trailing header bytes

    const std::vector<Mdl7Vertex> &vertices() const { decode(); return m_vertices; }
    std::vector<Mdl7Vertex> &vertices() { decode(); return m_vertices; }
    const std::vector<Mdl7BoneTransform> &transforms() const { decode(); return m_transforms; }
    std::vector<Mdl7BoneTransform> &transforms() { decode(); return m_transforms; }
    size_t vertexCount() const { return m_stored.isPending() ? m_vertexCount : m_vertices.size(); }
    size_t transformCount() const { return m_stored.isPending() ? m_transformCount : m_transforms.size(); }

    // Still only the stored records (vertices, then transforms), written back as they are.
    bool isPending() const { return m_stored.isPending(); }
    // The positions or transforms differ from those the frame had when read, built or inserted
    // (a copy carries its source's state, so an unmoved copy is not edited). The save report's
    // "Edited" column; a frame never decoded is not edited.
    bool isEdited() const;
    // The current records become the unedited state (the reader's decode, the builder).
    void markUnedited() const { m_unedited = contentHash(); }
    QByteArrayView storedRecords() const { return m_stored.bytes(); }
    // The records at `offset` of `file`, which the caller has bounds-checked, stored with these
    // record sizes (framevertex_stc_size, bonetrans_stc_size).
    void setStored(const QByteArray &file, qint64 offset, size_t vertexCount, size_t transformCount,
                   int vertexSize, int transformSize);

private:
    void decode() const
    {
        if (m_stored.isPending())
            decodeStored();
    }
    void decodeStored() const;

    size_t contentHash() const; // over vertex indices and positions and transform matrices

    mutable StoredRecords m_stored; // released once decoded
    mutable std::optional<size_t> m_unedited; // contentHash() of the unedited state; none: empty
    size_t m_vertexCount = 0;
    size_t m_transformCount = 0;
    int m_vertexSize = 0;
    int m_transformSize = 0;
    mutable std::vector<Mdl7Vertex> m_vertices;
    mutable std::vector<Mdl7BoneTransform> m_transforms;
};

struct Mdl7Group
{
    uint8_t type = 1;          // 1 = triangle mesh
    uint8_t deformers = 0;     // deformer records of this group (stored after the last group)
    uint8_t maxWeights = 0;
    uint8_t unused = 0;
    int32_t dataSize = 0;      // groupdata_size as stored (rewritten only when the group changed)
    QByteArray name;           // raw 16-byte field
    std::vector<Mdl7Skin> skins;
    std::vector<Mdl7SkinPoint> skinPoints;
    std::vector<Mdl7Triangle> triangles;
    std::vector<Mdl7Vertex> vertices;
    std::vector<Mdl7Frame> frames;

    // mdl7VertexHash(vertices) as read or built: the frames that show main vertices (all of
    // them, under their own records) count as edited once these change. None: a new group.
    std::optional<size_t> uneditedVertices;

    // Sizes the reader measured (full group bytes, skin pixel-array bytes); -1 for new groups.
    // When the written group has the same sizes the stored groupdata_size is kept.
    qint64 readFullSize = -1;
    qint64 readPixelSize = -1;
};

struct Mdl7Weight
{
    int32_t vertex = 0;        // into the group's main vertices
    float weight = 0.f;
};

struct Mdl7DeformerElement
{
    int32_t bone = 0;
    QByteArray boneName;       // raw 20-byte field
    std::vector<Mdl7Weight> weights;
};

struct Mdl7Deformer
{
    uint8_t version = 0;
    uint8_t type = 0;          // 0 = bone weights (the only type parsed; others kept opaque)
    QByteArray unused = QByteArray(2, '\0');
    int32_t group = 0;
    int32_t elementCount = 0;  // as stored; written as elements.size() for type 0
    std::vector<Mdl7DeformerElement> elements; // type 0 only
    QByteArray body;           // bytes after the elements (type 0) or the whole body (others)
};

} // namespace ackedit::format
