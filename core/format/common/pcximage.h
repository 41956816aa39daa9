#pragma once
// ZSoft PCX (versions 0, 2, 3, 4, 5), the format of many MDL7 external skins, which Qt cannot read:
// - 8 bits x 1 plane with the 256-colour palette after a 0x0C marker at the end of the file,
// - 8 bits x 3 planes (RGB) or 4 planes (RGBA),
// - 16 colours with the header (EGA) palette: 4 bits x 1 plane, or 1 bit x 2..4 planes,
// - monochrome (1 bit x 1 plane) as black and white.
// RLE (encoding 1) or raw (encoding 0); the window xmin..xmax, ymin..ymax gives the size.
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

// Throws FormatError (offset, field, problem) on a damaged, truncated or unsupported file.
RgbaImage readPcx(const QByteArray &pcx);

// The 256-colour palette of an 8-bit PCX (the engine's palette.pcx: the palette of 8-bit skins).
// Throws FormatError when the file is damaged or not an 8-bit, one-plane PCX.
Palette readPcxPalette(const QByteArray &pcx);

// True when `bytes` start with a plausible PCX header: manufacturer 0x0A, a known version,
// encoding, depth and plane count, and a window that is not inverted.
bool looksLikePcx(const QByteArray &bytes);

} // namespace ackedit::format
