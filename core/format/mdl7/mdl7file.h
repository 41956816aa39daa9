#pragma once
// An MDL7 model (MED / Gamestudio A6..A8): header, bones, groups (skins, skin points, triangles,
// main vertices, frames), deformers after the last group, then the opaque entity and MED lumps.
// Positions are floats, so editing needs no repacking; the writer serialises the structure with
// the file's own record sizes.
#include "common/assetfile.h"
#include "common/repackreport.h"
#include "common/rgbaimage.h"
#include "mdl7/mdl7types.h"

#include <QByteArray>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace ackedit::format {

class ByteWriter;
class Mdl7File;
class Mdl7Skeleton;

// Parses an MDL7 file. Throws FormatError (offset, field, problem) on invalid input.
std::unique_ptr<Mdl7File> readMdl7(const QByteArray &data);

// Input of Mdl7File::create: float geometry, normalised UVs (v downwards), outward triangles.
// The file stores them as MED does: reversed (clockwise seen from outside), normals inward;
// mesh() turns both round again.
struct Mdl7BuildInput
{
    struct Skin
    {
        int type = 0x04;          // pixel type (+8 mips, sizes multiple of 8), 6 = DDS, 7 = external
        QByteArray name;          // display name, up to 16 characters
        RgbaImage image;          // pixel types
        QByteArray data;          // type 6: the DDS file; type 7: the file name (without NUL)
    };
    struct Frame
    {
        QByteArray name;
        std::vector<Eigen::Vector3f> positions; // one per main vertex (a complete frame), or none
        std::vector<Mdl7BoneTransform> transforms; // bone keys (MED writes them in group 0 only)
    };
    struct Weight
    {
        uint16_t bone = 0;
        uint32_t vertex = 0;
        float weight = 1.f;
    };
    struct Group
    {
        QByteArray name;
        std::vector<Eigen::Vector3f> positions;
        std::vector<uint16_t> vertexBones;       // empty or one per vertex (0xFFFF = none)
        std::vector<Eigen::Vector2f> uvs;
        std::vector<TriangleMesh::Triangle> triangles; // v into positions, uv into uvs, skin global or -1
        std::vector<Frame> frames;
        std::vector<Weight> weights;             // non-empty: a bone-weight deformer for the group
    };
    std::vector<Skin> skins;      // stored in group 0; triangles refer to them by index
    std::vector<Mdl7Bone> bones;  // parents must precede children
    std::vector<Group> groups;
};

class Mdl7File : public AssetFile
{
public:
    // How groupdata_size counts: normally the whole group; some older MED files leave out the
    // skins' pixel arrays. Detected per file and used for groups whose content changed.
    enum class GroupSizeConvention { Full, ExcludingPixels };

    Mdl7File() = default; // an empty model (no groups) with the modern record sizes

    // Builds a model with the modern record sizes (36, 28, 16, 68, 8, 26, 26, 26, 68, 24; 44-byte
    // triangles and 28-byte frame vertices when a group needs indices above 65535), area-weighted
    // normals for the main vertices and every frame. The result is written and parsed back, so it
    // is exactly what a reader sees. Throws FormatError on inconsistent input.
    static std::unique_ptr<Mdl7File> create(const Mdl7BuildInput &input);

    // --- AssetFile ---
    Kind kind() const override { return Kind::Model; }
    QString formatName() const override { return QStringLiteral("MDL7"); }
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    // The largest frame count of any group (groups normally agree; a group with fewer frames
    // shows its main vertices for the missing ones); 1 for a model without frames.
    int frameCount() const override;
    QStringList frameNames() const override;
    // Frames with bone transforms show the main vertices posed by the bones (isBonePosed()).
    TriangleMesh mesh(int frame) const override;
    int skinCount() const override;
    // Pixel skins decode (8-bit through palette(), grayscale without one); references resolve
    // to their target; DDS, external files and material-only skins give a null image.
    RgbaImage skinImage(int index) const override;
    std::unique_ptr<EmbeddedSkins> editableSkins() override; // *embeddedskins.cpp
    QString skinFileName(int index) const override;
    bool transform(const Eigen::Affine3f &t) override;
    std::unique_ptr<AssetFile> clone() const override { return std::unique_ptr<AssetFile>(new Mdl7File(*this)); }
    Eigen::Vector3f quantizationStep() const override { return Eigen::Vector3f::Zero(); }

    // --- structure (read-only; edit through the setters below) ---
    int32_t version() const { return m_version; }
    const Mdl7RecordSizes &recordSizes() const { return m_sizes; }
    const std::vector<Mdl7Bone> &bones() const { return m_bones; }
    const std::vector<Mdl7Group> &groups() const { return m_groups; }
    const std::vector<Mdl7Deformer> &deformers() const { return m_deformers; }
    const QByteArray &entityLump() const { return m_entityLump; }
    const QByteArray &medLump() const { return m_medLump; }
    // Bytes between the last deformer and mdl7data_size, and after the MED lump. Both are empty
    // in every real file; kept verbatim if present.
    const QByteArray &unparsedModelData() const { return m_gap; }
    const QByteArray &trailingData() const { return m_tail; }
    GroupSizeConvention groupSizeConvention() const { return m_groupSizeConvention; }
    // Offset where the model data ends (after the deformers), as the writer would compute it.
    qint64 modelDataSize() const;

    // Global skin index (counted over all groups in file order) -> (group, index in group).
    std::optional<std::pair<int, int>> skinLocation(int globalIndex) const;
    const Mdl7Skin *skin(int globalIndex) const;
    static Mdl7Material decodeMaterial(const QByteArray &record, int colorValueSize);
    // The external file name of a type-7 skin (empty for other kinds).
    static QByteArray externalFileName(const Mdl7Skin &skin);

    // --- bone animation (docs/formats/mdl7-bones.md); posing never changes stored data ---
    // Whether `frame` takes its shape from bone transforms (some group's frame carries one). Its
    // geometry is then the main vertices posed by the bones, overridden by the frame's own vertex
    // records (if any); editing such a frame means editing bones, not frame vertex records.
    bool isBonePosed(int frame) const;
    // Model-space pose of every bone in `frame`, column vectors (p' = pose * p); all identity
    // when the frame is not bone-posed.
    std::vector<Eigen::Affine3f> bonePoses(int frame) const;
    // The positions of one group's main vertices as mesh(frame) shows them; empty for a group
    // that does not exist.
    std::vector<Eigen::Vector3f> posedPositions(int group, int frame) const;
    // The affine map that takes each of a group's main vertices from rest to `frame` (identity
    // where the frame is not bone-posed or the vertex follows no bone).
    std::vector<Eigen::Affine3f> vertexPoses(int group, int frame) const;

    // 8-bit skins carry no palette; the document layer may supply the level's palette.
    void setPalette(const std::optional<Palette> &palette) { m_palette = palette; }
    const std::optional<Palette> &palette() const { return m_palette; }

    // --- editing. Each returns false (and changes nothing) for out-of-range arguments. ---
    // Moves main vertices; recomputes the normals of every vertex sharing a triangle with a
    // moved one. Geometry edits drop the entity and MED lumps (they hold precomputed data).
    bool setVertexPosition(int group, int vertex, const Eigen::Vector3f &position);
    bool setVertexPositions(int group, const std::vector<std::pair<int, Eigen::Vector3f>> &moves);
    // Moves the position of record `record` of a frame; recomputes the normals of that frame's
    // records whose vertex shares a triangle with the moved one.
    bool setFrameVertexPosition(int group, int frame, int record, const Eigen::Vector3f &position);
    bool setSkinPoint(int group, int index, const Eigen::Vector2f &uv);
    // Replaces a group's triangles (file convention: clockwise seen from outside); recomputes
    // normals of vertices whose triangles changed (inward, as MED stores them).
    bool setTriangles(int group, const std::vector<Mdl7Triangle> &triangles);
    // Re-encodes a pixel skin in its own type, regenerating the mips the way MED does (see
    // mdl7pixels.h), so re-setting a decoded 888/8888 skin gives back its exact bytes. 8-bit skins
    // use palette() (grayscale without one). The size may change; mipmapped types need multiples
    // of 8. A DDS skin becomes an uncompressed 32-bit DDS (mips kept if it had them). Returns
    // false for external, reference and image-less skins.
    bool setSkinImage(int globalIndex, const RgbaImage &image);
    bool setBone(int index, const Mdl7Bone &bone);

    // --- skin structure (mdl7skins.cpp). Skins are numbered over all groups in file order;
    // triangles (material, material2) and reference skins (width) name skins by that number, so
    // every edit renumbers them. UVs are normalised: sizes never touch them. ---
    // A skin of `like`'s type (flags, name, material and effect kept) holding `image`; none for
    // skins without pixels of their own (references, external names, material-only).
    std::optional<Mdl7Skin> encodeSkin(const Mdl7Skin &like, const RgbaImage &image) const;
    // Empty if this model can store `skin` (a pixel block, DDS or name of the size its fields
    // say; a reference to an existing skin; a material record of the model's size), else why not.
    QString checkSkin(const Mdl7Skin &skin) const;
    // Inserts before global index `at` in the group holding skin `at` (skinCount() appends to the
    // group of the last skin, or group 0). A reference in `skin` uses the numbering after it.
    bool insertSkin(int at, const Mdl7Skin &skin);
    // Replaces a skin in place (a new size, a re-encoded image).
    bool replaceSkin(int index, const Mdl7Skin &skin);
    // What removing a skin took out: triangles that selected it select no skin (0xFFFFFFFF)
    // until restoreSkin() puts it back with the exact bytes.
    struct TakenSkin
    {
        int index = -1;
        int group = 0;
        int local = 0;
        Mdl7Skin skin;
        std::vector<std::array<int, 3>> users; // group, triangle, set (0: material, 1: material2)
    };
    // Refused (none, `why` set) while another skin is a reference to it.
    std::optional<TakenSkin> takeSkin(int index, QString *why = nullptr);
    bool restoreSkin(const TakenSkin &taken);
    // Moves skin `from` to global index `to` inside its group (the model's numbering follows);
    // refused across groups (the skin would change group, and the undo could not tell).
    bool moveSkin(int from, int to);

    // --- names and triangles (mdl7parts.cpp; the validator's quick fixes) ---
    // Display names live in raw fixed fields: a skin's and a group's 16 bytes, a bone's
    // bone_stc_size - 16 bytes and, for a bone, the 20-byte name of every deformer element that
    // weights vertices by it (so the two keep agreeing). setName() writes Latin-1 `text` (at most
    // the field width) and zeroes the bytes after it; rawNames() / setRawNames() give back the
    // fields exactly (the bone's first, then its deformer elements' in file order).
    enum class NamedPart { Skin, Group, Bone };
    int nameWidth(NamedPart part) const;
    bool setName(NamedPart part, int index, const QByteArray &text);
    std::vector<QByteArray> rawNames(NamedPart part, int index) const;
    bool setRawNames(NamedPart part, int index, const std::vector<QByteArray> &raw);
    // Takes triangle `index` out of a group's triangle list; the vertices, their normals, the
    // skin points and everything else stay as stored (a degenerate triangle or one with
    // out-of-range indices added nothing to a normal). Geometry edit: the lumps go.
    std::optional<Mdl7Triangle> takeTriangle(int group, int index);
    bool insertTriangle(int group, int index, const Mdl7Triangle &triangle);

    // For exact undo: the records a vertex move will touch (the moved vertices and every vertex
    // sharing a triangle with them), and raw setters that restore records and lumps as they were,
    // with no normal recomputation and no lump dropping.
    std::vector<int> affectedByMove(int group, const std::vector<int> &vertices) const;
    bool setVertexRecords(int group, const std::vector<std::pair<int, Mdl7Vertex>> &records);
    bool setFrameVertexRecords(int group, int frame, const std::vector<std::pair<int, Mdl7Vertex>> &records);
    void setLumps(const QByteArray &entity, const QByteArray &med);

    // --- frame structure (mdl7frames.cpp; rules and evidence: docs/formats/mdl-frames.md) ---
    // Frames are model-wide: editor frame f is frame f of every group that has one. A model whose
    // groups store no frames shows one frame (the main vertices); inserting into it first stores
    // that frame as an empty, unnamed frame in every group, and removing down to that frame alone
    // takes it out again, so insert + remove gives back the original bytes. Structural edits and
    // new vertex records drop the entity and MED lumps like geometry edits (the MED lump of
    // wichtelwald_player holds per-frame bone data); commands restore them with setLumps().
    //
    // 15: the 16-byte field keeps its NUL (no real frame name is longer than 11 characters).
    static int maxFrameNameLength() { return 15; }
    // Whether some group stores frames (false: frame 0 is the main vertices, nothing to rename).
    bool hasStoredFrames() const;
    // Renames frame `frame` in every group that has it. Latin-1, at most maxFrameNameLength().
    bool setFrameName(int frame, const QString &name);
    // The name fields of frame `frame` in every group, as stored, for exact undo of a rename
    // (empty for groups without that frame).
    std::vector<QByteArray> rawFrameNames(int frame) const;
    bool setRawFrameNames(int frame, const std::vector<QByteArray> &raw);
    // A new frame before editor frame `at` (frameCount() appends) in every group. `positions`
    // holds one list per group: empty (the frame shows the main vertices) or one position per
    // main vertex. Vertex records are written only where a position differs from the main vertex
    // (frames may be sparse; a complete frame would cost a record per vertex), in vertex order,
    // normals computed. A group with fewer than `at` frames is skipped if it needs no records;
    // if it does, the insert is refused.
    bool insertFrame(int at, const QString &name, const std::vector<std::vector<Eigen::Vector3f>> &positions);
    // A copy of frame `from` (records and bone transforms of every group) before editor frame `at`.
    bool duplicateFrame(int from, int at, const QString &name);
    // Removes frame `frame` from every group that has it; refuses the model's last frame.
    bool removeFrame(int frame);
    // Moves frame `from` to index `to` in every group (the others keep their order). Refused if a
    // group has some but not all frames between the two.
    bool moveFrame(int from, int to);
    // What removing a frame took out, so that restoreFrame() puts back the exact bytes.
    struct TakenFrame
    {
        int frame = -1;
        std::vector<std::optional<Mdl7Frame>> groups; // per group; none where it had no such frame
        bool baseDropped = false; // the stored base frame went too (the model had no frames)
    };
    std::optional<TakenFrame> takeFrame(int frame);
    bool restoreFrame(const TakenFrame &taken);

    // Sets positions of main vertices in one group's frame (vertex index, position), adding a
    // record (sorted by vertex, as MED writes them) where the frame has none. Normals of the
    // frame's records around the moved vertices are recomputed; neighbours without a record keep
    // showing the main vertex's normal. Refused (false) for bone-posed frames: their shape comes
    // from the bones, and a record would pin the vertex in every pose of the animation (edit the
    // main vertices, i.e. the rest pose, instead); also refused for a frame the group lacks.
    bool setFramePositions(int group, int frame, const std::vector<std::pair<int, Eigen::Vector3f>> &moves);
    // The record of main vertex `vertex` in a group's frame, if it has one.
    std::optional<Mdl7Vertex> frameRecord(int group, int frame, int vertex) const;
    // For exact undo: sets (value) or removes (none) the records of main vertices, inserting new
    // ones in vertex order; no normals recomputed, lumps untouched.
    bool setFrameRecords(int group, int frame, const std::vector<std::pair<int, std::optional<Mdl7Vertex>>> &records);

    // Positions are floats: every error is 0; frames carry names and bounds of mesh(frame).
    RepackReport repackReport() const;

private:
    friend std::unique_ptr<Mdl7File> readMdl7(const QByteArray &data);

    void dropLumps();
    const Mdl7Skin *resolvedSkin(int globalIndex) const; // references followed; null if none
    void recomputeNormals(int group, int frame, const std::vector<char> &affected);
    void setVertexNormal(Mdl7Vertex &vertex, const Eigen::Vector3f &normal, uint16_t recordSize) const;
    // Positions / normals of a group in `frame`: main vertices, posed by `skeleton` if given,
    // then overridden by the frame's records. Editing passes no skeleton: stored data is unposed.
    void frameGeometry(int group, int frame, const Mdl7Skeleton *skeleton, std::vector<Eigen::Vector3f> *positions,
                       std::vector<Eigen::Vector3f> *normals) const;
    void writeGroup(ByteWriter &w, const Mdl7Group &group) const;
    static std::vector<char> neighbourhood(const Mdl7Group &g, const std::vector<char> &seeds);
    // A record for main vertex `vertex` of group `group` at `position` (the main normal until
    // recomputed); false if the index does not fit the frame vertex record.
    bool newFrameRecord(int group, int vertex, const Eigen::Vector3f &position, Mdl7Vertex *out) const;
    Mdl7Frame emptyFrame(const QByteArray &name) const;
    bool isBareBase() const; // one empty unnamed frame in every group, as insertFrame stores it
    void storeBaseFrame();

    int32_t m_version = 0;
    Mdl7RecordSizes m_sizes;
    std::vector<Mdl7Bone> m_bones;
    std::vector<Mdl7Group> m_groups;
    std::vector<Mdl7Deformer> m_deformers;
    QByteArray m_gap;        // bytes between the last deformer and mdl7data_size (none seen)
    QByteArray m_entityLump;
    QByteArray m_medLump;
    QByteArray m_tail;       // bytes after the MED lump (none seen)
    GroupSizeConvention m_groupSizeConvention = GroupSizeConvention::Full;
    std::optional<Palette> m_palette;
    bool m_baseStored = false; // insertFrame stored the main-vertex frame of a frameless model
};

} // namespace ackedit::format
