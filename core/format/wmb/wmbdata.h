#pragma once
// Plain data records of a WMB (compiled level) file, one struct per record kind of
// ../shared/formats/wmb.md. Every field the file stores is kept (also the "unused" ones and
// compiler garbage) so that an unedited file serialises back to the same bytes. Items a tree view
// shows carry a stable `id` that WmbFile assigns when reading and never reuses.
#include <Eigen/Core>
#include <QByteArray>
#include <QString>

#include <array>
#include <vector>

namespace ackedit::format {

// Header slots: Quake lump numbering with the entities lump replaced by the palette.
namespace WmbList {
enum : int {
    Palette = 0, Planes = 1, Textures = 2, Vertices = 3, Pvs = 4, Nodes = 5, Materials = 6,
    Faces = 7, Lighting = 8, ClipNodes = 9, Leafs = 10, BspBlocks = 11, Edges = 12, SurfEdges = 13,
    Models = 14, Objects = 15, Lightmaps = 16, Blocks = 17, Legacy8 = 18, TerrainLightmaps = 19,
    MaxLists = 20
};
QString name(int list); // "palettes", "planes", ... (the docs' names)
} // namespace WmbList

// Where each list sits in the file. Lists are written in the original file order with the
// original gap bytes between them; a list that overlaps another one (a compiler bug seen with
// lightmaps_terrain) or is empty with a non-zero offset is an "alias" whose offset follows the
// list it points into.
struct WmbLayout
{
    enum class Placement { Absent, Own, Alias };
    struct Anchor
    {
        int list = -1;        // own list the alias points into; -1: absolute offset kept
        qint64 delta = 0;     // from that list's start (or from its end when fromEnd)
        bool fromEnd = false;
    };

    QByteArray magic;                         // "WMB7", ...
    int listCount = 20;                       // 16 (WMB2..4), 17 or 19 (WMB6), 20 (WMB7)
    std::array<quint32, WmbList::MaxLists> offset{};  // as read (informational; the writer recomputes)
    std::array<quint32, WmbList::MaxLists> length{};
    std::array<Placement, WmbList::MaxLists> placement{};
    std::array<Anchor, WmbList::MaxLists> anchor{};
    std::vector<int> order;                   // own lists in file order
    std::array<QByteArray, WmbList::MaxLists> gapBefore; // bytes between the previous list (or header) and this one
    QByteArray trailing;                      // bytes after the last list
};

// Palette list (#0): 16-byte header, 256 RGB entries, and (WMB4/6) unknown tables after it.
struct WmbPaletteList
{
    QByteArray header;  // 16 bytes (zeros in WMB7; 0,0,7,0 as uint32 in WMB4/6)
    QByteArray rgb;     // 768 bytes, R, G, B per entry
    QByteArray extra;   // anything after the palette, kept verbatim
};

struct WmbPlane
{
    quint32 id = 0;
    Eigen::Vector3f normal = Eigen::Vector3f::Zero();
    float dist = 0;
    qint32 type = 0; // 0..2 axial X/Y/Z, 3..5 mostly X/Y/Z
};

// Texture record (WAD7 lump layout). `type` is a pixel type code, or 40 in old compilers'
// Quake miptex where the slot holds the offset of level 0.
struct WmbTexture
{
    quint32 id = 0;
    QByteArray name;                 // raw 16-byte field
    quint32 width = 0;               // DDS / external: byte count of the data
    quint32 height = 0;
    quint32 type = 0;
    std::array<quint32, 3> mipOffsets{}; // offsets of mip levels 1..3 from the record start
    QByteArray data;                 // pixel block (with mips), DDS bytes or external name
    QByteArray tail;                 // bytes after the data up to the next record

    static constexpr quint32 LegacyMiptex = 40;
    // Pixel type code that decodes `data`: `type` itself, or for legacy miptex the code implied
    // by the level-1 offset (1 byte/pixel = 8-bit+mip, 2 = 565+mip, ...); -1 if unknown.
    int pixelType() const;
};

// Materials list (#6), 64-byte Quake-style texinfo plus material name.
struct WmbMaterial
{
    quint32 id = 0;
    std::array<float, 4> s{}; // s axis xyz, s offset
    std::array<float, 4> t{}; // t axis xyz, t offset
    quint32 texture = 0;
    quint16 surfaceFlags = 0;
    quint32 userFlags = 0;    // unaligned at +38
    qint8 ambient = 0;
    quint8 albedo = 0;
    QByteArray name;          // raw 20-byte field ("\0def" = default)
};

// Old geometry (#7): WMB3+ 24 bytes; WMB2 20 bytes (Quake dface_t). WMB2 stores the plane
// index in the first field; WMB3+ moved it to a uint32 at +20 and leave the first field 0
// (WED 4/5.0x) or uninitialised (A5.2x/A6 compilers).
struct WmbFace
{
    quint32 id = 0;
    quint16 head = 0;         // WMB2: plane index; WMB3+: unused
    quint16 side = 0;         // 1: the face looks along the negative plane normal
    quint32 firstEdge = 0;    // into surfedges
    quint16 edgeCount = 0;
    quint16 texinfo = 0;      // into materials
    std::array<quint8, 4> light{}; // light type, base light, light[2]
    qint32 lightOffset = -1;
    quint32 plane = 0;        // WMB3+: plane index
    quint32 planeIndex(bool quake) const { return quake ? head : plane; }
};

struct WmbEdge
{
    std::array<quint32, 2> v{}; // WMB2: stored as uint16
};

// BSP node (#5): WMB3+ 40 bytes; WMB2 24 bytes (Quake dnode_t).
struct WmbNode
{
    quint32 id = 0;
    quint32 plane = 0;
    quint32 unknown1 = 0;
    std::array<qint16, 3> mins{};
    std::array<qint16, 3> maxs{};
    quint32 unknown2 = 0;
    std::array<qint32, 2> children{}; // >= 0 node, < 0 leaf -(child+1)
    quint32 firstFace = 0;
    quint32 faceCount = 0;
};

// BSP leaf (#10): WMB3+ 36 bytes; WMB2 28 bytes (Quake dleaf_t, ambient levels in unknown[0]).
struct WmbLeaf
{
    quint32 id = 0;
    qint32 contents = 0;
    qint32 pvsOffset = -1;
    std::array<qint16, 3> mins{};
    std::array<qint16, 3> maxs{};
    std::array<quint32, 2> unknown{};
    qint32 firstBlock = 0;  // into bsp_blocks
    qint32 blockCount = 0;
};

// Clip node (#9): WMB3+ 16 bytes; WMB2 8 bytes (children as int16).
struct WmbClipNode
{
    quint32 id = 0;
    qint32 plane = 0;
    qint32 unknown = 0;
    std::array<qint32, 2> children{};
};

// legacy7 (#14): the 160-byte model / hull record.
struct WmbModel
{
    quint32 id = 0;
    std::array<float, 6> bounds{};        // mins, maxs
    std::array<qint32, 3> origin{};
    std::array<qint32, 4> headNodes{};
    std::array<std::array<qint32, 3>, 4> hullMins{};
    std::array<std::array<qint32, 3>, 4> hullMaxs{};
    qint32 visLeafs = -1;
    qint32 firstFace = -1;
    qint32 faceCount = 0;
};

// WMB7 geometry (#17).
struct WmbBlockVertex
{
    Eigen::Vector3f position = Eigen::Vector3f::Zero();
    Eigen::Vector2f uv = Eigen::Vector2f::Zero();         // texture repeats
    Eigen::Vector2f lightmapUv = Eigen::Vector2f::Zero(); // lightmap page 0..1
};

struct WmbBlockTriangle
{
    std::array<quint16, 3> v{}; // inward winding
    quint16 skin = 0;
    quint32 face = 0;           // level-wide running polygon number
};

struct WmbBlockSkin
{
    quint16 texture = 0;
    quint16 lightmap = 0;
    quint32 material = 0;
    float ambient = 0;
    float albedo = 0;
    quint32 flags = 0; // bits 0-3 surface type, 4 detail, 6 passable, 14 smooth, 16-23 FLAG1..8
};

struct WmbBlock
{
    quint32 id = 0;
    Eigen::Vector3f mins = Eigen::Vector3f::Zero();
    Eigen::Vector3f maxs = Eigen::Vector3f::Zero();
    qint32 content = -128;
    std::vector<WmbBlockVertex> vertices;
    std::vector<WmbBlockTriangle> triangles;
    std::vector<WmbBlockSkin> skins;
};

struct WmbLightmapPage
{
    quint32 id = 0;
    QByteArray bgr; // size x size x 3, B, G, R
};

struct WmbTerrainLightmap
{
    quint32 id = 0;
    quint32 object = 0;
    quint32 width = 0;
    quint32 height = 0;
    QByteArray bgr;
};

} // namespace ackedit::format
