#pragma once
// Minimal DDS decoder for embedded textures (pixel type 6) and external skin files: DXT1, DXT3,
// DXT5 and uncompressed 16/24/32-bit RGB(A) with channel masks; base level only. Anything else
// gives a null image.
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

RgbaImage decodeDds(const QByteArray &dds);

} // namespace ackedit::format
