#pragma once
// Minimal DDS decoder for embedded textures (pixel type 6) and external skin files: DXT1, DXT3,
// DXT5 and uncompressed 16/24/32-bit RGB(A) with channel masks; base level only.
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

// Throws FormatError (offset, field, problem) on a damaged, truncated or unsupported file.
RgbaImage readDds(const QByteArray &dds);

// readDds with a null image instead of the error (embedded WMB textures).
RgbaImage decodeDds(const QByteArray &dds);

} // namespace ackedit::format
