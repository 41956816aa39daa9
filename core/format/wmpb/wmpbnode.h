#pragma once
// The decoded form of one binary WMP scene node and its class data (wmp.md sections 2.2, 2.3).
// A WmpbNode is a value: read it with WmpbFile::node(id), change fields, hand it back with
// WmpbFile::setNode(); only the elements whose decoded value changed are re-encoded.
//
// Every field of every fixed part is here (also the ones that are always 0), so encoding a
// decoded node reproduces it exactly. Text fields hold the text up to the first NUL; an element
// whose text did not change keeps its stored bytes. A field whose element is absent in the file
// decodes to its default (empty text, empty array), and is only written when it is set to
// something else.
#include <Eigen/Core>
#include <QByteArray>
#include <QString>

#include <array>
#include <variant>
#include <vector>

namespace ackedit::format {

enum class WmpbClass : quint8 {
    Level = 0x01,
    Group = 0x03,      // "object"
    Block = 0x04,
    Start = 0x15,      // position marker
    Light = 0x25,
    OldEntity = 0x35,  // 8 skills, compiles to WMB type 3
    Entity = 0x45,     // 20 skills, compiles to WMB type 7
    Sound = 0x55,
    Path = 0x65,
    Region = 0x75,
};

QString wmpbClassLabel(quint8 classCode); // "level", "group", "block", "entity (8 skills)", ... or "class 0xNN"

// A kind-3 element: 4 bytes.
struct WmpbColour
{
    quint8 index = 0, r = 0, g = 0, b = 0;
    bool operator==(const WmpbColour &) const = default;
};

struct WmpbLevelData // class data id 4
{
    quint32 reserved0 = 0, reserved1 = 0;
    quint32 unknown30 = 30;            // always 30 (also in text WMPs) [meaning unverified]
    float sunAzimuth = 0.f;            // degrees
    float sunElevation = 60.f;         // degrees
    std::vector<WmpbColour> unknown4;  // id 4 kind 3, one element of zeros in real files
    QString script;                    // id 5, e.g. "..\main.c"
    QString paletteFile;               // id 6, e.g. "palette.pcx"
    std::vector<WmpbColour> fog;       // id 1 kind 3, four entries (index 0..3)
    std::vector<WmpbColour> sun;       // id 2 kind 3 (one)
    std::vector<WmpbColour> ambient;   // id 3 kind 3 (one)
};

struct WmpbFace // one face record (block data id 18) of a block
{
    quint32 number = 0;       // 0..F-1
    quint32 flags = 0;        // surface type / passable bits as in WMB
    float ambient = 0.f;
    float albedo = 50.f;
    QString texture;          // id 3
    std::vector<Eigen::Vector2d> uvs;  // id 7: explicit UVs, one per polygon vertex (imported meshes)
    std::vector<double> axes;          // id 5: 8 doubles, s xyz, s offset, t xyz, t offset
    std::vector<double> mapping;       // id 9: 5 doubles, x offset, y offset, angle, x scale, y scale
    bool operator==(const WmpbFace &) const;
};

struct WmpbBlockData // class data id 2
{
    quint32 number = 0;       // block number, 0..blocks-1 in tree order in real files
    quint32 flags = 0;
    QString name;             // id 3 (rare: the node usually carries the name)
    QString material;         // id 8
    std::vector<Eigen::Vector3d> vertices;          // id 1, local to the block node
    std::vector<std::vector<quint16>> polygons;     // id 17; vertex order faces INTO the block
    std::vector<WmpbFace> faces;                    // id 18, one per polygon
};

struct WmpbStartData // class data id 6
{
    quint32 type = 1, reserved = 0;
    QString name;
};

struct WmpbLightData // class data id 7 (no child elements)
{
    quint32 type = 2;
    quint32 flags = 0;        // copied to the WMB light
    quint32 red = 255, green = 255, blue = 255;
    float range = 200.f;
};

struct WmpbSoundData // class data id 8
{
    quint32 type = 4, reserved0 = 0;
    quint32 volume = 50;
    quint32 reserved1 = 0;
    quint32 unknown1 = 1;     // 1 in the sample [unverified]
    quint32 range = 2000;
    QString file;             // id 11
};

struct WmpbEntityData // class data id 9
{
    quint32 type = 3;
    quint32 flags = 0;        // the WMB flag word
    quint32 subtypeWord = 0x200; // node subtype << 8
    float ambient = 0.f;
    float albedo = 50.f;
    QString name;             // id 3
    QString file;             // id 11
    QString action;           // id 12
    std::vector<double> skills; // id 11 kind 2: count + doubles (8 or 20)
    QString material;         // id 8
    QString attachedPath;     // id 13
    QByteArray strings;       // id 15 raw: two zero bytes, then string1 (string2 layout unverified)
};

struct WmpbPathEdge
{
    quint32 from = 0, to = 0;                  // 0-based node indices
    std::array<double, 4> values{1, 0, 0, 0};  // always 1, 0, 0, 0 [meaning unverified]
    bool operator==(const WmpbPathEdge &) const;
};

struct WmpbPathData // class data id 10
{
    quint32 type = 6, reserved = 0;
    QString name;                              // id 3
    std::vector<Eigen::Vector3d> points;       // id 1, relative to the path node
    quint32 skillsPerNode = 6;                 // id 13: count, per-node count, values
    std::vector<double> nodeSkills;            // points.size() * skillsPerNode values
    std::vector<WmpbPathEdge> edges;           // id 15
};

// Gives `path` these points (relative to the path node). Kept nodes keep their skills, new ones
// get zeros; edges to nodes that go are dropped; each new node is linked from the one before it,
// and a closed path (an edge from its last node back to the first) stays closed through the new
// last node.
void setPathPoints(WmpbPathData &path, std::vector<Eigen::Vector3d> points);

struct WmpbRegionData // class data id 11
{
    quint32 type = 8, reserved = 0;
    std::vector<double> box;  // id 9 kind 0: min xyz, max xyz, absolute coordinates
    QString name;             // id 3
};

using WmpbClassData = std::variant<std::monostate, WmpbLevelData, WmpbBlockData, WmpbStartData,
                                   WmpbLightData, WmpbSoundData, WmpbEntityData, WmpbPathData,
                                   WmpbRegionData>;

struct WmpbNode
{
    quint32 id = 0;           // stable id; not stored in the file
    quint8 classCode = quint8(WmpbClass::Group);
    quint8 subtype = 0;       // entities: 1 sprite, 2 model, 3 map entity; blocks 1 or 2
    quint16 childCount = 0;   // as stored; kept in step with the children by structural edits
    quint32 reserved = 0;
    QString className;        // id 2: "level", "object", "block", "model", ...
    QString name;             // id 3 (lights and sounds have none)
    Eigen::Vector3d position = Eigen::Vector3d::Zero();  // relative to the parent
    // Three angles in RADIANS. Not pan/tilt/roll: the orientation is Rz(a0) * Rx(a1) * Ry(a2)
    // (see WmpbFile::rotation / engineAngles); with a1 = a2 = 0, a0 is the pan.
    Eigen::Vector3d angles = Eigen::Vector3d::Zero();
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    WmpbClassData data;       // monostate for groups (and unknown class data, kept verbatim)
    std::vector<quint32> children; // ids of the child scene nodes, in file order (read only)

    WmpbClass nodeClass() const { return WmpbClass(classCode); }
    // A node with the defaults WED writes for `cls` (class name, data element, skills ...).
    static WmpbNode make(WmpbClass cls, const QString &name = QString());
    // A block node holding a box of `size` centred on its origin, every face `texture`: the
    // vertices and inward faces WED writes for a box, texture axes by the face's main axis.
    static WmpbNode box(const Eigen::Vector3d &size, const QString &texture, const QString &name = QString());
};

// Face records for a block that has none (WED draws such a block with its default texture):
// one per polygon, numbered in order, `texture`, the axes WED gives a new box's face of that
// facing (floor/ceiling s = +x, t = -y; walls facing x: s = +y, t = -z; facing y: s = +x, t = -z).
std::vector<WmpbFace> defaultFaces(const WmpbBlockData &block, const QString &texture);

// Bit-exact comparisons (so -0.0 vs 0.0 and NaN payloads count as changes).
bool sameBits(double a, double b);
bool sameBits(float a, float b);
bool sameBits(const Eigen::Vector3d &a, const Eigen::Vector3d &b);
bool sameBits(const std::vector<double> &a, const std::vector<double> &b);
bool sameBits(const std::vector<Eigen::Vector3d> &a, const std::vector<Eigen::Vector3d> &b);

} // namespace ackedit::format
