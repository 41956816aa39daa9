#pragma once
// One HMP skin. HMP4: type + pixels sized by the header; HMP5: type, width, height + pixels;
// HMP7: type, width, height + an MDL7-like body (image, material record if 0x10, effect text if
// 0x20). All bytes are kept as read.
#include "common/pixelformat.h"
#include "common/rgbaimage.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace ackedit::format {

struct HmpSkin
{
    static constexpr int MaterialFlag = 0x10;  // HMP7: a 68-byte material record follows
    static constexpr int EffectFlag = 0x20;    // HMP7: int32 length + effect text follows
    static constexpr int MaterialSize = 68;

    int32_t type = PixelType::Rgb565;
    int32_t width = 0;       // HMP4: the header's skin size (not stored per skin)
    int32_t height = 0;
    QByteArray data;         // pixels with mips, DDS file, or external name incl. NUL
    QByteArray material;     // MaterialSize bytes when type has MaterialFlag
    QByteArray effect;       // effect text incl. NUL when type has EffectFlag

    int imageKind() const { return type & 0x0f; }   // pixel type incl. mip bit, 1, 6 or 7
    bool isPixelArray() const { return PixelType::isPixelArray(imageKind()); }
    bool isDds() const { return imageKind() == PixelType::Dds; }
    bool isExternal() const { return imageKind() == PixelType::External; }
    bool isReference() const { return imageKind() == PixelType::Reference; }
    bool hasMaterial() const { return (type & MaterialFlag) != 0; }
    bool hasEffect() const { return (type & EffectFlag) != 0; }

    // "RGB565+mip 256x256", "external terrain.pcx", "DDS 699168 bytes" (+ " +material" ...).
    QString description() const;
    QString externalName() const;   // text of an external skin up to the NUL
    QString effectText() const;     // text of the effect block up to the NUL
    RgbaImage image() const;        // decoded pixel array (8-bit as grayscale), else null

    // Re-encodes `img` in this skin's own pixel type (mips regenerated). False if the skin is
    // not a pixel array or a mip type gets a size that is not a multiple of 8.
    bool setImage(const RgbaImage &img);

    static HmpSkin fromImage(int type, const RgbaImage &img); // pixel array; null data if invalid
    static HmpSkin externalFile(const QByteArray &fileName);   // type 7, width = length + 1
    static HmpSkin ddsFile(const QByteArray &dds);             // type 6, width = byte count
};

} // namespace ackedit::format
