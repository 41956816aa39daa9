#pragma once
// The editable UV records of a model, as its file stores them (docs/formats/uv-editing.md):
//   MDL3/4/5   skin vertices, int16 texel s, t; triangles index them per corner.
//   MDL2/IDPO  one skin vertex per vertex, int32 texel s, t and an on-seam flag; a back-facing
//              triangle (facesfront 0) draws an on-seam vertex at s + skinwidth/2.
//   MDL7       float skin points (s, t normalised, t down) per group; triangles index them per
//              corner. Record numbers run through the groups in file order.
// Values are kept as doubles in the file's own units (texels or normalised floats): a double
// holds every int32 and every float exactly, so undo tiles and saved values are exact.
//
// The record numbering is the one format::TriangleMesh::uvs uses (mesh(frame) of MdlFile and
// Mdl7File), minus the seam-shifted copies and MDL7's "no UV" fallback: recordOfMeshUv() maps a
// drawn UV back to the record it shows.
#include <Eigen/Core>

#include <cstdint>
#include <vector>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

class UvRecords
{
public:
    enum class Kind { None, Pixel16, QuakePixel, Float };

    UvRecords() = default;
    // The records of an MdlFile or Mdl7File; Kind::None (no records) for anything else.
    static UvRecords read(const format::AssetFile &asset);

    Kind kind() const { return m_kind; }
    bool isPixel() const { return m_kind == Kind::Pixel16 || m_kind == Kind::QuakePixel; }
    int count() const { return int(m_values.size()); }
    const Eigen::Vector2d &value(int record) const { return m_values[size_t(record)]; }
    const std::vector<Eigen::Vector2d> &values() const { return m_values; }
    // Pixel kinds: the texel size UVs refer to (MdlFile::uvWidth/uvHeight); floats: 1 x 1.
    Eigen::Vector2d unitSize() const { return m_unit; }

    // The normalised position mesh() draws for a value ((s + 0.5) / width for texels; for IDPO
    // the front-facing position), and back: the nearest value the field can hold (texels rounded
    // to whole numbers and clamped to int16 / int32; floats rounded to float).
    Eigen::Vector2d toNormalised(const Eigen::Vector2d &value) const;
    Eigen::Vector2d fromNormalised(const Eigen::Vector2d &uv) const;
    Eigen::Vector2d normalised(int record) const { return toNormalised(value(record)); }

    // The record a mesh UV index shows (-1: none, e.g. MDL7's fallback for a group without
    // UVs); `seamShifted` set when it is the on-seam copy drawn at s + skinwidth/2.
    int recordOfMeshUv(uint32_t meshUv, bool *seamShifted = nullptr) const;

    // Stores `value` (already representable, see fromNormalised) as record `record` of `asset`
    // (the file these records were read from) and here. False for out-of-range records or a
    // value the field cannot hold. IDPO on-seam flags are kept as they are.
    bool write(format::AssetFile &asset, int record, const Eigen::Vector2d &value);

private:
    Kind m_kind = Kind::None;
    std::vector<Eigen::Vector2d> m_values;
    Eigen::Vector2d m_unit{1.0, 1.0};
    std::vector<int> m_groupFirst; // MDL7: first record of each group
};

} // namespace ackedit::document
