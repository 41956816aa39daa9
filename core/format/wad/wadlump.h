#pragma once
// One lump of a WAD2/WAD7 archive: its 32-byte directory entry (every raw field kept) and its
// content, parsed as a texture record or a palette where the type says so, else kept opaque.
#include <QByteArray>

#include <array>
#include <cstdint>

namespace ackedit::format {

// The 40-byte texture record header (Quake miptex layout) plus the bytes after it.
struct WadTexture
{
    QByteArray name;        // raw 16-byte field (bytes after the NUL kept)
    quint32 width = 0;
    quint32 height = 0;
    quint32 slot24 = 0;     // WAD7: the pixel type code; WAD2: offset of mip level 0 (40)
    std::array<quint32, 3> mipOffsets{}; // offsets of levels 1..3 from the record start
    QByteArray body;        // everything after the 40-byte header: the pixel levels (+ any extra)
};

struct WadLump
{
    enum class Content { Opaque, Palette, Texture };

    // Directory entry. The file offset and the on-disk size are derived when writing.
    quint32 offset = 0;            // as read (rebuilt by the writer)
    quint32 uncompressedSize = 0;  // equals the disk size in every real file; kept as read
    quint8 type = 0;
    quint8 compression = 0;
    quint16 padding = 0xFFFF;      // 0xFFFF in every Gamestudio entry, 0 from Quake tools
    QByteArray name;               // raw 16-byte field

    Content content = Content::Opaque;
    QByteArray raw;                // Opaque and Palette content
    WadTexture texture;            // Texture content

    // Bytes between the previous region of the file (header, lump or directory) and this lump;
    // empty in real files, kept so odd archives still round-trip.
    QByteArray gapBefore;

    qint64 diskSize() const { return content == Content::Texture ? 40 + texture.body.size() : raw.size(); }
};

} // namespace ackedit::format
