#pragma once
// Truevision TGA, a format of MDL7 external skins that Qt reads only with an extra plugin:
// - type 1 colour-mapped (8 or 16-bit indices; map entries of 15, 16, 24 or 32 bits),
// - type 2 true colour of 15, 16 (bit 15 is alpha when the descriptor names an alpha bit),
//   24 or 32 bits (alpha),
// - type 3 grayscale of 8 bits, or 16 bits (gray and alpha),
// - types 9, 10 and 11: the same with RLE packets, which may run on into the next row.
// Rows bottom to top unless descriptor bit 5 is set; right to left when bit 4 is set. The ID
// field, a colour map of a true-colour image, and the TGA 2.0 extension and footer are skipped.
// 32-bit pixels whose alpha is all zero while the descriptor names no alpha bits are opaque
// (writers that leave the fourth byte unused).
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

// Throws FormatError (offset, field, problem) on a damaged, truncated or unsupported file.
RgbaImage readTga(const QByteArray &tga);

// True when `bytes` end with the TGA 2.0 footer signature "TRUEVISION-XFILE.". Older TGA files
// have no magic at all: only their suffix tells.
bool hasTgaFooter(const QByteArray &bytes);

} // namespace ackedit::format
