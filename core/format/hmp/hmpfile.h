#pragma once
// HMP4 (version 0 mesh and version 1 grid), HMP5 and HMP7 terrains (../shared/formats/hmp.md).
// The structure is kept as read (lossless). Heights are edited as floats; the writer repacks them
// (one z scale/offset for all frames, full 0..65535 range) only when they changed, and recomputes
// stored normals (MED's algorithm, see hmpmesh.cpp) only around changed vertices.
//
// Grid order: index = row * columns() + col, row 0 is the NORTH edge (max y), col 0 the west
// edge (min x):  x = offset.x + col * cellSize.x,  y = offset.y + (rows - 1 - row) * cellSize.y.
// HMP4 version 0 is an MDL3-like mesh instead: "index" is then the stored vertex index (its
// order is free) and positions come from its packed x/y bytes.
#include "common/assetfile.h"
#include "hmp/hmpdata.h"
#include "hmp/hmpskin.h"

#include <memory>
#include <optional>

namespace ackedit::format {

class HmpFile : public AssetFile
{
public:
    // Parses HMP4/HMP5/HMP7. Throws FormatError{offset, field, problem}.
    static std::unique_ptr<HmpFile> read(const QByteArray &data);

    // A new single-frame grid terrain ("HMP4" writes version 1, "HMP5" version 2, "HMP7"
    // version 0), centred on the origin as MED does. `heights` is row-major, row 0 = north.
    // HMP4 skins must be pixel arrays (their size goes into the header). The result is the
    // file as read back from its own bytes (heights quantised). Throws FormatError.
    static std::unique_ptr<HmpFile> create(const QString &version, int columns, int rows,
                                           float cellSizeX, float cellSizeY,
                                           const std::vector<float> &heights,
                                           const std::optional<HmpSkin> &skin = std::nullopt);

    // ---- AssetFile ----
    Kind kind() const override { return Kind::Terrain; }
    QString formatName() const override { return QString::fromLatin1(m_header.ident); }
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    int frameCount() const override { return int(m_frames.size()); }
    QStringList frameNames() const override;
    // The raw 16-byte name field of `frame` (empty for an invalid frame), without decoding it.
    QByteArray frameName(int frame) const;
    // Grids: two triangles per cell wound upward, UVs 0..1 over the grid (v = 0 at the north
    // row), normals from the heights. HMP4 v0: its own triangles, flipped to face up.
    TriangleMesh mesh(int frame) const override;
    // The skin a grid terrain is drawn with: the first pixel skin, else skin 0; -1 without skins.
    int displaySkin() const;
    int skinCount() const override { return int(m_skins.size()); }
    RgbaImage skinImage(int index) const override;
    std::unique_ptr<EmbeddedSkins> editableSkins() override; // *embeddedskins.cpp
    // Only axis-aligned scales (positive in x/y, nonzero in z; HMP4 v0 also positive z) plus a
    // translation: rotations and shears are rejected (returns false), as HMP has no way to
    // store a rotated grid. x/y scale the cell size, z the heights; translation z moves the
    // heights, translation x/y is stored in offset x/y (the engine centres terrains anyway).
    bool transform(const Eigen::Affine3f &t) override;
    // Per-axis scale of the packing write() will use (z reflects edited heights).
    Eigen::Vector3f quantizationStep() const override;

    // ---- structure ----
    const HmpHeader &header() const { return m_header; }
    int version() const { return m_header.version; }
    bool isMesh() const { return m_isMesh; }                // HMP4 version 0
    const std::vector<HmpSkin> &skins() const { return m_skins; }
    // Packed records as read; edited heights are packed (and normals re-derived) by write().
    // Decodes every frame still pending (the columns are filled on first use).
    const std::vector<HmpFrame> &frames() const;
    // True while a frame holds nothing but its stored records: never decoded, heights never
    // set (an unedited frame costs nothing per sample). False for an invalid frame.
    bool isPending(int frame) const;
    const std::vector<HmpSkinVertex> &skinVertices() const { return m_skinVerts; }
    const std::vector<HmpTriangle> &triangles() const { return m_triangles; }
    const QByteArray &trailingData() const { return m_trailing; }

    // ---- grid / terrain editing ----
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int vertexCount() const { return m_header.numVerts; }
    Eigen::Vector2f cellSize() const { return {m_header.triSizeX, m_header.triSizeY}; }
    std::vector<float> heights(int frame) const;                   // empty if frame is invalid (a fresh copy)
    float height(int frame, int index) const;                      // 0 if out of range
    // False (nothing changed) on a bad frame / index / size or a non-finite value.
    bool setHeights(int frame, const std::vector<float> &heights);
    bool setHeight(int frame, int index, float h);
    // World position of a vertex (grid formula; HMP4 v0: its packed x/y).
    Eigen::Vector3f vertexPosition(int frame, int index) const;
    Eigen::Vector3f gridPosition(int frame, int col, int row) const;
    // HMP4 v0 laid out as a grid (hmpmeshgrid.cpp): the stored vertex at each point of the
    // header's grid (index = row * columns() + col, row 0 north), when the vertices of frame 0
    // lie one per point (within a packing step); empty for other meshes and for grids.
    std::vector<int> meshGridVertices() const;
    // The skin UV (0..1, as mesh() maps v0 texels) of each point of `vertexOfPoint`: that of the
    // first triangle corner on its vertex, (0, 0) for a vertex no triangle uses.
    std::vector<Eigen::Vector2f> meshGridUvs(const std::vector<int> &vertexOfPoint) const;
    // Appends a frame (grids only) with the given heights; returns its index or -1.
    int addFrame(const QByteArray &name, const std::vector<float> &heights);
    bool setFrameName(int frame, const QByteArray &name);
    // Replaces the whole grid (grids only): columns x rows vertices with the given cell size and
    // one height vector per existing frame. The new grid keeps the old one's centre (a centred
    // file stays on MED's formulas for scale/offset x/y), HMP4's packed x/y are regenerated, the
    // bounding radius follows when it was set, and every normal is recomputed on write. Skins
    // and everything else stay. False (nothing changed) on a mesh file, a bad size, a wrong
    // number of frames or heights, or a non-finite value.
    bool resizeGrid(int columns, int rows, float cellSizeX, float cellSizeY,
                    const std::vector<std::vector<float>> &frameHeights);

    // ---- skins ----
    // Re-encodes in the skin's own type with mips. HMP4 skins share the header size: a new size
    // is accepted only when there is a single skin and the file is a grid (v0 UVs are texels).
    // A DDS skin becomes an uncompressed 32-bit DDS (mips kept if it had them).
    bool setSkinImage(int index, const RgbaImage &image);
    // Replaces / adds / removes a whole skin (HMP4: pixel arrays of the header size only;
    // HMP5: no material/effect flags). False if the skin does not fit this version.
    bool setSkin(int index, const HmpSkin &skin);
    bool addSkin(const HmpSkin &skin);
    bool removeSkin(int index);
    bool skinFits(const HmpSkin &skin) const;
    // ---- skin structure (hmpskins.cpp). HMP7 reference skins (type 1) name their target by
    // index in `width`: every structure edit renumbers them, and removeSkin() refuses a skin
    // another one refers to. Grid UVs are normalised, so sizes never touch them. ----
    // Inserts before `at` (skinCount() appends) with addSkin's rules.
    bool insertSkin(int at, const HmpSkin &skin);
    bool moveSkin(int from, int to);
    // Empty if skin `index` can be removed, else why not.
    QString checkRemoveSkin(int index) const;
    // HMP4 grids: every skin replaced by `skins` of the new header size (same count). False for
    // HMP5/7 (own sizes: use setSkin) and HMP4 meshes (their UVs are texels of the header size).
    bool setSharedSkinSize(int width, int height, const std::vector<HmpSkin> &skins);

private:
    // What write() serialises: the header and frames after repacking edited heights.
    struct Baked
    {
        HmpHeader header;
        std::vector<HmpFrame> frames;
    };
    Baked bake() const;
    QByteArray serialise(const Baked &baked) const;
    int maxPacked() const { return m_isMesh ? 255 : 65535; }
    int vertexRecordSize() const;       // bytes per vertex record
    bool heightsNeedRepack() const;
    // z packing the writer uses: the header's if it already spans the heights exactly.
    std::pair<float, float> writeScaleOffsetZ() const; // (scale, offset)
    // Stored-normal encoding of `frame` from heights `h` for the vertices flagged in `which`.
    void encodeNormals(HmpFrame &frame, const std::vector<float> &h, const std::vector<uint8_t> &which) const;
    std::vector<Eigen::Vector3f> gridNormalsUp(const std::vector<float> &h) const;
    Eigen::Vector3f gridNormalUp(const std::vector<float> &h, int col, int row) const;
    std::vector<uint8_t> changedNeighbourhood(int frame, const std::vector<float> &h) const;
    // The heights of a frame without edited heights (and the reference of a read frame): its
    // stored packed z decoded with the header's packing, then every z transform since.
    std::vector<float> derivedHeights(size_t frame) const;
    float derivedHeight(size_t frame, size_t index) const;
    float transformedZ(float z) const;
    // A decoded copy of frame f (this file's frame stays as it is).
    HmpFrame decodedFrame(size_t frame) const;
    std::vector<Eigen::Vector3f> meshPositions(int frame, const std::vector<float> &h) const;

    HmpHeader m_header;
    bool m_isMesh = false;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<HmpSkin> m_skins;
    std::vector<HmpSkinVertex> m_skinVerts;
    std::vector<HmpTriangle> m_triangles;
    // Decoded on first use, also through const accessors (frames()).
    mutable std::vector<HmpFrame> m_frames;
    QByteArray m_trailing;

    // Edited heights per frame; empty while the frame's heights are its derivedHeights(). Only
    // a frame with edited heights holds floats: an unedited file holds nothing per sample.
    std::vector<std::vector<float>> m_heights;
    // Whether the stored normals of a frame belong to its derivedHeights() (the reference the
    // writer compares with); 0 for a new or resized frame: all its normals are computed.
    std::vector<uint8_t> m_hasReference;
    // (scale, translation) of z of every transform() since reading, in order: applied to the
    // decoded packed z they reproduce the heights and reference as transform() moved them,
    // rounding for rounding, without a float copy per sample.
    std::vector<std::pair<float, float>> m_zTransforms;
    bool m_allNormalsStale = false;     // set by a transform that changes slopes
};

// Convenience entry point (throws FormatError).
std::unique_ptr<HmpFile> readHmp(const QByteArray &data);

} // namespace ackedit::format
