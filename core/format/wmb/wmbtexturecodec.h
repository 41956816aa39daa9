#pragma once
// Textures list (#2): uint32 count, uint32 offsets relative to the list start, texture records
// (name[16], width, height, type, three mip offsets, data) each followed by its tail bytes.
#include "io/bytereader.h"
#include "wmb/wmbfile.h"

namespace ackedit::format {

class WmbTextureCodec
{
public:
    static void read(ByteReader &r, WmbFile &file);
    static QByteArray write(const WmbFile &file);
    // Bytes of `data` a record of this header holds: the pixel block for pixel types, -1 when
    // the type has no fixed size (DDS, external, unknown: the data runs to the next record).
    static qint64 dataSize(const WmbTexture &texture);
    // The standard offsets of mip levels 1..3 for a pixel type (what WED writes).
    static std::array<quint32, 3> standardMipOffsets(int pixelType, quint32 width, quint32 height);
};

} // namespace ackedit::format
