#pragma once
// Minimal DDS decoder for embedded textures (pixel type 6) and external skin files: DXT1, DXT3,
// DXT5 and uncompressed 16/24/32-bit RGB(A) with channel masks; base level only.
#include "common/rgbaimage.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace ackedit::format {

// Throws FormatError (offset, field, problem) on a damaged, truncated or unsupported file.
RgbaImage readDds(const QByteArray &dds);

// readDds with a null image instead of the error (embedded WMB textures).
RgbaImage decodeDds(const QByteArray &dds);

// An uncompressed 32-bit DDS (A8R8G8B8, what Direct3D loads as D3DFMT_A8R8G8B8) of `image`, with
// the full mip chain down to 1x1 when `mipmaps` (each level the 2x2 average of the one above).
// What a painted DDS skin is saved as: lossless for the painted pixels, at 4 bytes per texel
// instead of DXT's 0.5 or 1 (docs/formats/dds-skins.md says why).
QByteArray writeDdsRgba(const RgbaImage &image, bool mipmaps);

// What a DDS file holds, for messages: "DXT5 256x256, 9 mip levels", "32-bit RGBA 64x64".
QString ddsDescription(QByteArrayView dds);
// Whether the DDS file stores alpha: DXT3 and DXT5 always, DXT1 and uncompressed RGB when the
// pixel format's alpha flag (DDPF_ALPHAPIXELS) is set; false for anything not a DDS header.
bool ddsHasAlpha(QByteArrayView dds);
// Whether the DDS file stores more than its base level.
bool ddsHasMips(QByteArrayView dds);

} // namespace ackedit::format
