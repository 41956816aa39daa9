#pragma once
// Optional dithering of painted 8-bit skins (issue 14: "palette skins to the nearest palette
// entry, optionally dithered"): Floyd-Steinberg error diffusion onto the skin's palette, applied
// on save before the format library picks each texel's entry. Only texels that differ from the
// skin as read are dithered, and error flows only between those, so unpainted texels keep their
// entries exactly.
#include "common/rgbaimage.h"

#include <QImage>

#include <optional>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::document {

// The palette skin `skin` is stored with when it is an 8-bit skin (the model's palette, or
// grayscale where the file has none, as the format library decodes it); nullopt otherwise.
std::optional<format::Palette> skinPalette(const format::AssetFile &asset, int skin);

// `image` with every texel that differs from `pristine` (same size; a null pristine: every texel)
// replaced by a palette colour, the quantisation error diffused to the right and below
// (7/16, 3/16, 5/16, 1/16, serpentine rows). Alpha is kept as is.
QImage ditherToPalette(const QImage &image, const QImage &pristine, const format::Palette &palette);

} // namespace ackedit::document
