#pragma once
// One HMP frame (../shared/formats/hmp.md "Frames"): its header fields and vertex records.
#include "common/storedrecords.h"

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <vector>

namespace ackedit::format {

// One frame: header fields kept raw, vertex records either still in the file's bytes (pending:
// shared, never copied) or decoded into columns. HmpFile decodes a frame on first use; a
// pending frame is unedited by definition and writes its stored records back as they are.
struct HmpFrame
{
    // Vertex record layouts: HMP4 v0 (uint8 x, y, z, normal), HMP4 v1 (uint16 x, y, z, uint8
    // normal, pad), HMP5/HMP7 (uint16 z, uint8 normal + pad or int8 nx, ny).
    enum class Layout : uint8_t { Mesh4, Grid8, Grid4 };

    int32_t type = 2;            // 2 for grids, 0 for HMP4 v0
    QByteArray bboxMin;          // 8 bytes (HMP4 v0: 4), kept verbatim
    QByteArray bboxMax;
    QByteArray name;             // raw char[16]
    // Decoded columns (empty while pending).
    std::vector<uint16_t> x;     // HMP4 only: packed x (v0: byte)
    std::vector<uint16_t> y;     // HMP4 only: packed y (v0: byte)
    std::vector<uint16_t> z;     // packed height (v0: byte)
    std::vector<uint8_t> n0;     // HMP4/5: normal index; HMP7: int8 nx
    std::vector<uint8_t> n1;     // HMP4 v1/HMP5: pad byte; HMP7: int8 ny; v0: unused
    // True when bbox z was the frame's packed z min/max as read (or the frame is new): the
    // writer then keeps it that way after a repack; otherwise the bytes stay as they are.
    // Set when a read frame is decoded (it depends on the stored records only).
    bool bboxTracksHeights = false;

    // `count` records of `layout` at `offset` of `file`, which the caller has bounds-checked.
    void setStored(const QByteArray &file, qint64 offset, size_t count, Layout layout);
    bool isPending() const { return m_stored.isPending(); }
    QByteArrayView storedRecords() const { return m_stored.bytes(); }
    // Fills the columns from the stored records and releases them (no-op unless pending).
    void decode();
    // Columns replaced wholesale (resize): forget the stored records without decoding them.
    void discardStored();
    // Packed values in either state (index checked by the caller).
    uint16_t packedX(size_t i) const;
    uint16_t packedY(size_t i) const;
    uint16_t packedZ(size_t i) const;
    // hmpDecode(offset, scale, z) of every vertex into `out` (vertex count values).
    void decodeHeights(float offset, float scale, float *out) const;

private:
    const char *record(size_t i) const;

    StoredRecords m_stored;      // released once decoded
    Layout m_layout = Layout::Grid4;
    size_t m_count = 0;
};

} // namespace ackedit::format
