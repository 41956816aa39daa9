#pragma once
// Skin pixel encoding for MDL7 skins: the mip filter is the shared MED one (mipLevel() in
// common/pixelformat.h); these wrappers only mask MDL7's material/effect flags off the type.
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

// The base level of `image` in `type` plus, if the type has mips, the three MED-style levels.
// `palette` is used for 8-bit types (grayscale when null).
QByteArray encodeMdl7Pixels(int type, const RgbaImage &image, const Palette *palette = nullptr);

// Level `factor` (2, 4, 8) of `image`: mipLevel(image, factor).
RgbaImage medMipLevel(const RgbaImage &image, int factor);

} // namespace ackedit::format
