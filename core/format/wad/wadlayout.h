#pragma once
// Fixed sizes of a WAD2/WAD7 archive (see ../shared/formats/wad.md): one home for the reader,
// the writer and the info text.
#include <QtGlobal>

namespace ackedit::format::wadlayout {

constexpr qint64 HeaderSize = 12;        // magic, lump count, directory offset
constexpr qint64 EntrySize = 32;         // one directory entry
constexpr qint64 TextureHeaderSize = 40; // name[16], width, height, four mip offsets

} // namespace ackedit::format::wadlayout
