#pragma once
// The old Gamestudio model formats MDL2, MDL3, MDL4, MDL5 and Quake's IDPO (version 6), which
// MDL2 shares its layout with. The structure is kept as read (lossless); positions are edited as
// floats and the writer repacks them (one global scale/offset, see common.md).
#include "common/assetfile.h"
#include "common/packing.h"
#include "common/repackreport.h"
#include "mdl/mdldata.h"

#include <memory>
#include <optional>
#include <utility>

namespace ackedit::format {

class MdlFile : public AssetFile
{
public:
    enum class Version { Mdl2, Mdl3, Mdl4, Mdl5, Idpo };

    // Parses any of the five magics. Throws FormatError{offset, field, problem}.
    static std::unique_ptr<MdlFile> read(const QByteArray &data);
    // Builds a file from scratch (positions are packed by the writer, normals computed from the
    // outward triangles) and returns it as read back by read(). Throws FormatError on bad input.
    static std::unique_ptr<MdlFile> create(const MdlBuildInput &input);

    // ---- AssetFile ----
    Kind kind() const override { return Kind::Model; }
    QString formatName() const override;
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    int frameCount() const override { return int(m_poseIndex.size()); }
    QStringList frameNames() const override;
    TriangleMesh mesh(int frame) const override;
    int skinCount() const override { return int(m_skins.size()); }
    RgbaImage skinImage(int index) const override;
    std::unique_ptr<EmbeddedSkins> editableSkins() override; // *embeddedskins.cpp
    bool transform(const Eigen::Affine3f &t) override;
    std::unique_ptr<AssetFile> clone() const override { return std::unique_ptr<AssetFile>(new MdlFile(*this)); }
    // The scale of the packing write() will use (the header's unless positions changed).
    Eigen::Vector3f quantizationStep() const override { return writePacking().scale; }

    // ---- structure ----
    Version version() const { return m_version; }
    bool isQuakeLayout() const { return m_version == Version::Mdl2 || m_version == Version::Idpo; }
    // Every MDL2..5 / IDPO file winds its triangles clockwise seen from outside ((v1-v0)x(v2-v0)
    // points inward; mesh() reverses them). Gamestudio files store normals inward too (they
    // agree with the winding); Quake-made IDPO files store them outward. Decided per IDPO file
    // from the stored normals; MDL2..5 always use the Gamestudio convention.
    bool hasOutwardNormals() const { return m_outwardNormals; }
    const MdlHeader &header() const { return m_header; }
    const std::vector<MdlSkin> &skins() const { return m_skins; }
    const std::vector<MdlSkinVertex> &skinVertices() const { return m_uvs; }
    const std::vector<MdlTriangle> &triangles() const { return m_triangles; }
    const std::vector<MdlFrame> &frames() const { return m_frames; } // as stored (with groups)
    const QByteArray &trailingData() const { return m_tail; }        // e.g. a QMEX block
    int vertexCount() const { return m_vertexCount; }
    Packing packing() const;      // the header's scale / offset
    Packing writePacking() const; // what write() will pack with
    // Width / height UVs refer to (the first skin's, or the header's).
    int uvWidth() const;
    int uvHeight() const;

    // ---- frames: a frame group's poses count as frames of their own ----
    const std::vector<Eigen::Vector3f> &positions(int frame) const;
    bool setPositions(int frame, const std::vector<Eigen::Vector3f> &positions);
    bool setVertex(int frame, int index, const Eigen::Vector3f &position);
    // Names are Latin-1, at most maxFrameNameLength() characters, no NUL; others are refused.
    bool setFrameName(int frame, const QString &name);
    // The 16-byte name field as stored (bytes after the NUL included), for exact undo of a rename.
    QByteArray rawFrameName(int frame) const;
    bool setRawFrameName(int frame, const QByteArray &raw);
    bool isWordPacked(int frame) const;
    // The stored frame / pose an editor frame index refers to (-1, -1 if out of range).
    std::pair<int, int> framePose(int frame) const;

    // ---- frame structure (mdlframes.cpp; rules and evidence: docs/formats/mdl-frames.md) ----
    // 15: the 16-byte field keeps its NUL, which Quake-derived readers copy with strcpy.
    static int maxFrameNameLength() { return 15; }
    // Word-packed frames (type 2) exist in MDL4 and MDL5 only; MDL3 readers force byte packing
    // and the Quake layout (MDL2, IDPO) reads a nonzero type as a frame group.
    bool supportsWordFrames() const { return m_version == Version::Mdl4 || m_version == Version::Mdl5; }
    // Switches a frame between byte and word records. One global scale/offset serves all frames,
    // so the step is range / 255 while any frame is byte-packed. Refused (false) for word where
    // supportsWordFrames() is false; byte is a no-op in the Quake layout.
    bool setWordPacked(int frame, bool word);
    // A new pose with `positions` (one per vertex, finite) before editor frame `at` (frameCount()
    // appends): a simple frame of the neighbouring frame's packing, or, when `at` is a pose of a
    // Quake frame group other than its first, a pose of that group (display time halfway between
    // its neighbours). Packed with the current packing, so a pose on the grid inside the bounds
    // (a copy of another frame) leaves the other frames' bytes unchanged; otherwise write()
    // repacks as for any vertex edit.
    bool insertFrame(int at, const QString &name, const std::vector<Eigen::Vector3f> &positions);
    // Removes one pose (a group's last pose removes the group); refuses the model's last frame.
    bool removeFrame(int frame);
    // Moves frame `from` so that it ends up at index `to` (the other frames keep their order). A
    // simple frame moves between stored frames, never into a group; a group's pose moves only
    // inside its group (display times stay with their slots). Refused otherwise.
    bool moveFrame(int from, int to);
    // What removing a frame took out, so that restoreFrame() puts back the exact bytes.
    struct TakenFrame
    {
        int stored = -1;    // index in frames()
        int pose = 0;       // pose inside a frame group
        bool whole = false; // the stored frame went (a simple frame, or a group's only pose)
        MdlFrame frame;     // whole: the stored frame; else the pose with its display time
    };
    std::optional<TakenFrame> takeFrame(int frame);
    bool restoreFrame(const TakenFrame &taken);

    // What write() would store (mdlrepackreport.cpp). Throws FormatError where write() would.
    RepackReport repackReport() const;

    // ---- triangles (the validator's quick fix) ----
    // Takes triangle `index` out; vertices, their stored normals and the UV records stay as
    // they are (a degenerate triangle or one with out-of-range indices added nothing to a
    // normal; a UV record no triangle uses any more is still a valid record).
    std::optional<MdlTriangle> takeTriangle(int index);
    bool insertTriangle(int index, const MdlTriangle &triangle);

    // ---- skins ----
    void setPalette(const Palette &palette) { m_palette = palette; }
    const Palette *palette() const { return m_palette ? &*m_palette : nullptr; }
    int skinGroupSize(int skin) const; // images in a Quake skin group, 1 otherwise
    RgbaImage skinGroupImage(int skin, int image) const;
    // Re-encodes in the skin's own type (mips regenerated). MDL5 skins may change size; the
    // others must keep the header's size. Returns false if the skin cannot take the image.
    bool setSkinImage(int index, const RgbaImage &image);
    bool setSkinGroupImage(int skin, int image, const RgbaImage &rgba);
    bool setSkinVertex(int index, const MdlSkinVertex &uv);

    // ---- skin structure (mdlskins.cpp). UVs are texels of uvWidth() x uvHeight(): MDL2-4 and
    // IDPO the header's size, which every skin shares; MDL5 the first skin's own size (assimp and
    // our reader). An edit that changes that size scales the UVs to keep the mapping (s * new /
    // old, rounded); undo restores them with setSkinVertices(). ----
    // A skin of `like`'s type (a Quake skin group keeps its display times) holding `images`, one
    // per group image (one otherwise), all of one size. None if the type cannot take them.
    std::optional<MdlSkin> encodeSkin(const MdlSkin &like, const std::vector<RgbaImage> &images) const;
    // A skin this kind can store: a type of this version (groups only in the Quake layout; DDS and
    // external names only in MDL5), a block of the right size, and (not MDL5) the header's size;
    // a file without skins and without a header size takes the skin's size. Empty if it fits,
    // else why not.
    QString checkSkin(const MdlSkin &skin) const;
    // Inserts `skin` before index `at` (skinCount() appends).
    bool insertSkin(int at, const MdlSkin &skin);
    // Takes skin `index` out. An MDL5 left without skins measures its UVs in the header's size
    // (0 in real files): editors keep one skin there.
    std::optional<MdlSkin> takeSkin(int index);
    // Moves skin `from` to index `to`; the others keep their order.
    bool moveSkin(int from, int to);
    // Replaces skin `index` (MDL5: any size; the others: the header's size).
    bool replaceSkin(int index, const MdlSkin &skin);
    // MDL2-4 / IDPO: every skin replaced by `skins` (same count, each `width` x `height`), the
    // header size follows and the UVs scale with it. False for MDL5 (skins have their own sizes).
    bool setSharedSkinSize(int width, int height, const std::vector<MdlSkin> &skins);
    // Every UV at once (same count), for exact undo of a rescale.
    bool setSkinVertices(const std::vector<MdlSkinVertex> &uvs);

private:
    // uvWidth() x uvHeight() where they are pixels (0 x 0 when an MDL5's first skin is not).
    std::pair<int, int> uvPixelSize() const;
    // Scales the pixel UVs from one UV size to another (no-op when equal or either is empty).
    void scaleSkinVertices(int fromWidth, int fromHeight, int toWidth, int toHeight);
    struct Layout; // byte offsets of every section (validation messages)
    struct Repacked
    {
        bool changed = false;          // something is quantized anew (an edit or a packing change)
        Packing packing;
        uint32_t radiusBits = 0;
        std::vector<MdlFrame> frames;  // filled only when changed
        std::vector<char> poseEdited;  // flat pose order: some position differs from its stored value
    };

    MdlFile() = default;
    const MdlSimpleFrame *pose(int frame) const;
    MdlSimpleFrame *pose(int frame);
    void rebuildPoseIndex();
    void detectNormalConvention();
    bool frameIsWord(const MdlFrame &frame) const;
    Repacked repack() const;
    // The bounds of the stored records (as read, or as inserted) decoded with `packing`.
    Bounds storedBounds(const Packing &packing) const;
    // Every position of every frame encodes into its record's range under `packing`.
    bool fitsPacking(const Packing &packing) const;
    void computeLayout(Layout &layout) const;
    std::vector<std::array<uint32_t, 3>> triangleCorners() const;
    uint32_t addedPosesRadius() const;
    static void coverAddedPoses(const MdlFrame &group, MdlVertex &lo, MdlVertex &hi);
    // Geometric vertex normals of `positions` in the file's stored convention (see
    // hasOutwardNormals()).
    std::vector<Eigen::Vector3f> storedNormals(const std::vector<Eigen::Vector3f> &positions) const;
    MdlSimpleFrame packedPose(const QByteArray &name, const std::vector<Eigen::Vector3f> &positions, bool word) const;

    Version m_version = Version::Mdl5;
    MdlHeader m_header;
    std::vector<MdlSkin> m_skins;
    std::vector<MdlSkinVertex> m_uvs;
    std::vector<MdlTriangle> m_triangles;
    std::vector<MdlFrame> m_frames;
    QByteArray m_tail;
    int m_vertexCount = 0;
    bool m_outwardNormals = false; // Quake-made IDPO (see hasOutwardNormals)
    bool m_forceRepack = false; // built by create(): nothing packed yet
    std::vector<std::pair<int, int>> m_poseIndex;
    std::optional<Palette> m_palette;
};

// Entry point used by the format registry. Throws FormatError.
std::unique_ptr<MdlFile> readMdl(const QByteArray &data);

} // namespace ackedit::format
