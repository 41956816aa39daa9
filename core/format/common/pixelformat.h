#pragma once
// Skin / texture pixel type codes shared by MDL3..7, HMP4..7, WMB7 and WAD7 (see
// ../shared/formats/common.md): bits 0..2 the base format, bit 3 three extra mip levels.
#include "common/rgbaimage.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace ackedit::format {

namespace PixelType {
enum Base : int {
    Palette8 = 0,
    Reference = 1, // MDL7: reuse another skin's image
    Rgb565 = 2,
    Argb4444 = 3,  // D3D A4R4G4B4; no real file uses it (untested against real data)
    Rgb888 = 4,    // bytes B, G, R
    Argb8888 = 5,  // bytes B, G, R, A
    Dds = 6,       // embedded DDS file; width holds its byte count
    External = 7,  // external file name; width holds its length including the NUL
};
constexpr int MipFlag = 8;
inline int base(int type) { return type & 7; }
inline bool hasMips(int type) { return (type & MipFlag) != 0; }
// True for the base types stored as a plain pixel array (0, 2, 3, 4, 5).
bool isPixelArray(int type);
int bytesPerPixel(int type); // 0 for non-pixel types
// Whether the pixel type stores alpha: ARGB4444 and ARGB8888 (a DDS skin's own header decides:
// ddsHasAlpha); palette, RGB565 and RGB888 do not.
bool hasAlpha(int type);
QString name(int type);      // "RGB565+mip", "DDS", ...
} // namespace PixelType

// Bytes of a pixel block of `type` (with mip levels if the flag is set), or -1 if `type` is not a
// pixel array or the size overflows / is negative.
qint64 pixelBlockSize(int type, qint64 width, qint64 height);

// Decodes the base level. `palette` is used for 8-bit images (grayscale when null).
RgbaImage decodePixels(int type, int width, int height, QByteArrayView block,
                       const Palette *palette = nullptr);

// Encodes `image` in `type`, regenerating the three mip levels (mipLevel with factors 2, 4, 8)
// when the type has them. 8-bit images pick the nearest palette entry.
QByteArray encodePixels(int type, const RgbaImage &image, const Palette *palette = nullptr);

// Mip level `factor` (2, 4, 8) the way MED computes it: each level directly from the base image
// as the truncated average of factor x factor blocks (sizes divided by factor, rounded down).
// It reproduces the stored mips of the corpus byte for byte (MDL5 ARGB8888, MDL7 RGB888/8888),
// where a chained, rounded 2x2 filter differs in about a quarter of the bytes.
RgbaImage mipLevel(const RgbaImage &image, int factor);

// Mip level 2 (kept for callers that halve an image once).
RgbaImage downsample(const RgbaImage &image);

} // namespace ackedit::format
