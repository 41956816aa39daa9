// libFuzzer target for the external skin decoders (DDS, PCX, TGA): the input is read through
// readImageFile as a .tga, a .pcx and a .dds file. Any input must decode or throw FormatError,
// and a decoded image must hold one RGBA pixel for each of at most 16384 x 16384.
#include "common/imagefile.h"
#include "io/formaterror.h"

#include <cstdio>
#include <cstdlib>

using namespace ackedit::format;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const char *name : {"skin.tga", "skin.pcx", "skin.dds"}) {
        try {
            const RgbaImage img = readImageFile(bytes, QString::fromLatin1(name));
            if (!img.isNull() && (img.width > MaxImageSide || img.height > MaxImageSide
                                  || img.pixels.size() != size_t(img.width) * size_t(img.height) * 4)) {
                std::fprintf(stderr, "%s: decoded image of %d x %d with %zu bytes\n", name, img.width, img.height, img.pixels.size());
                std::abort();
            }
        } catch (const FormatError &) {
            // Rejected with a proper error: fine.
        }
    }
    return 0;
}
