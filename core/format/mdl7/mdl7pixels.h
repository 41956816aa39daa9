#pragma once
// Skin pixel encoding the way MED writes it. MED computes each mip level directly from the base
// image as the truncated average of f x f blocks (f = 2, 4, 8); that reproduces every mipmapped
// skin of the corpus byte for byte, while a chained, rounded 2x2 filter differs by up to 2.
#include "common/rgbaimage.h"

#include <QByteArray>

namespace ackedit::format {

// The base level of `image` in `type` plus, if the type has mips, the three MED-style levels.
// `palette` is used for 8-bit types (grayscale when null).
QByteArray encodeMdl7Pixels(int type, const RgbaImage &image, const Palette *palette = nullptr);

// Level `factor` (2, 4, 8) of `image`: truncated average of factor x factor blocks.
RgbaImage medMipLevel(const RgbaImage &image, int factor);

} // namespace ackedit::format
