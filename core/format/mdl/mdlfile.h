#pragma once
// The old Gamestudio model formats MDL2, MDL3, MDL4, MDL5 and Quake's IDPO (version 6), which
// MDL2 shares its layout with. The structure is kept as read (lossless); positions are edited as
// floats and the writer repacks them (one global scale/offset, see common.md).
#include "common/assetfile.h"
#include "common/packing.h"
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
    bool setFrameName(int frame, const QString &name);
    bool isWordPacked(int frame) const;
    // The stored frame / pose an editor frame index refers to (-1, -1 if out of range).
    std::pair<int, int> framePose(int frame) const;

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

private:
    struct Layout; // byte offsets of every section (validation messages)
    struct Repacked;

    MdlFile() = default;
    const MdlSimpleFrame *pose(int frame) const;
    MdlSimpleFrame *pose(int frame);
    void rebuildPoseIndex();
    void detectNormalConvention();
    bool frameIsWord(const MdlFrame &frame) const;
    Repacked repack() const;
    void computeLayout(Layout &layout) const;

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
