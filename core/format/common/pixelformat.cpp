#include "common/pixelformat.h"

#include <limits>
#include <vector>

namespace ackedit::format {

Palette Palette::grayscale()
{
    Palette p;
    for (int i = 0; i < 256; ++i)
        p.rgb[i][0] = p.rgb[i][1] = p.rgb[i][2] = uint8_t(i);
    return p;
}

namespace PixelType {

bool isPixelArray(int type)
{
    const int b = base(type);
    return b == Palette8 || b == Rgb565 || b == Argb4444 || b == Rgb888 || b == Argb8888;
}

bool hasAlpha(int type)
{
    return base(type) == Argb4444 || base(type) == Argb8888;
}

int bytesPerPixel(int type)
{
    switch (base(type)) {
    case Palette8: return 1;
    case Rgb565:
    case Argb4444: return 2;
    case Rgb888: return 3;
    case Argb8888: return 4;
    default: return 0;
    }
}

QString name(int type)
{
    static const char *const names[8] = {"8-bit", "reference", "RGB565", "ARGB4444",
                                         "RGB888", "ARGB8888", "DDS", "external"};
    QString n = QString::fromLatin1(names[base(type)]);
    if (hasMips(type) && isPixelArray(type))
        n += QStringLiteral("+mip");
    return n;
}

} // namespace PixelType

qint64 pixelBlockSize(int type, qint64 width, qint64 height)
{
    if (!PixelType::isPixelArray(type) || width < 0 || height < 0)
        return -1;
    // Guard against overflow from hostile sizes: no real skin is larger than 16k x 16k.
    if (width > (1 << 16) || height > (1 << 16))
        return -1;
    const qint64 bpp = PixelType::bytesPerPixel(type);
    qint64 total = bpp * width * height;
    if (PixelType::hasMips(type)) {
        for (int level = 1; level <= 3; ++level)
            total += bpp * (width >> level) * (height >> level);
    }
    return total;
}

static inline uint8_t expand5(uint32_t v) { return uint8_t((v << 3) | (v >> 2)); }
static inline uint8_t expand6(uint32_t v) { return uint8_t((v << 2) | (v >> 4)); }
static inline uint8_t expand4(uint32_t v) { return uint8_t((v << 4) | v); }

RgbaImage decodePixels(int type, int width, int height, QByteArrayView block, const Palette *palette)
{
    RgbaImage img;
    const int bpp = PixelType::bytesPerPixel(type);
    if (bpp == 0 || width <= 0 || height <= 0 || block.size() < qint64(bpp) * width * height)
        return img;
    img = RgbaImage(width, height);
    const Palette gray = Palette::grayscale();
    const Palette &pal = palette ? *palette : gray;
    const auto *src = reinterpret_cast<const uint8_t *>(block.constData());
    uint8_t *dst = img.pixels.data();
    const size_t count = size_t(width) * size_t(height);
    for (size_t i = 0; i < count; ++i, dst += 4) {
        switch (PixelType::base(type)) {
        case PixelType::Palette8: {
            const uint8_t *c = pal.rgb[src[i]];
            dst[0] = c[0]; dst[1] = c[1]; dst[2] = c[2]; dst[3] = 255;
            break;
        }
        case PixelType::Rgb565: {
            const uint32_t w = src[2 * i] | (src[2 * i + 1] << 8);
            dst[0] = expand5(w >> 11); dst[1] = expand6((w >> 5) & 63); dst[2] = expand5(w & 31); dst[3] = 255;
            break;
        }
        case PixelType::Argb4444: {
            const uint32_t w = src[2 * i] | (src[2 * i + 1] << 8);
            dst[0] = expand4((w >> 8) & 15); dst[1] = expand4((w >> 4) & 15); dst[2] = expand4(w & 15);
            dst[3] = expand4(w >> 12);
            break;
        }
        case PixelType::Rgb888:
            dst[0] = src[3 * i + 2]; dst[1] = src[3 * i + 1]; dst[2] = src[3 * i]; dst[3] = 255;
            break;
        case PixelType::Argb8888:
            dst[0] = src[4 * i + 2]; dst[1] = src[4 * i + 1]; dst[2] = src[4 * i]; dst[3] = src[4 * i + 3];
            break;
        }
    }
    return img;
}

static int nearestPaletteIndex(const Palette &pal, const uint8_t *rgba)
{
    int best = 0;
    int bestDist = std::numeric_limits<int>::max();
    for (int i = 0; i < 256; ++i) {
        const int dr = pal.rgb[i][0] - rgba[0], dg = pal.rgb[i][1] - rgba[1], db = pal.rgb[i][2] - rgba[2];
        const int d = dr * dr + dg * dg + db * db;
        if (d < bestDist) {
            bestDist = d;
            best = i;
            if (d == 0)
                break;
        }
    }
    return best;
}

namespace {

// The nearest entries of recently seen colours (direct-mapped by a hash of RGB): skins repeat
// their colours, and the full search costs 256 distances per texel (a 1024² skin with mips took
// 0.3 s). Same answer as nearestPaletteIndex for every colour.
class NearestEntryCache
{
public:
    explicit NearestEntryCache(const Palette &pal) : m_pal(pal), m_keys(Slots, 0xFFFFFFFFu), m_index(Slots, 0) {}
    int nearest(const uint8_t *rgba)
    {
        const uint32_t key = uint32_t(rgba[0]) << 16 | uint32_t(rgba[1]) << 8 | uint32_t(rgba[2]);
        const size_t slot = (key * 2654435761u) >> (32 - SlotBits);
        if (m_keys[slot] != key) {
            m_keys[slot] = key;
            m_index[slot] = uint8_t(nearestPaletteIndex(m_pal, rgba));
        }
        return m_index[slot];
    }

private:
    static constexpr int SlotBits = 14;
    static constexpr size_t Slots = size_t(1) << SlotBits;
    const Palette &m_pal;
    std::vector<uint32_t> m_keys;
    std::vector<uint8_t> m_index;
};

} // namespace

static void encodeLevel(int type, const RgbaImage &img, QByteArray &out, NearestEntryCache &cache)
{
    const size_t count = size_t(img.width) * size_t(img.height);
    const uint8_t *p = img.pixels.data();
    for (size_t i = 0; i < count; ++i, p += 4) {
        switch (PixelType::base(type)) {
        case PixelType::Palette8:
            out.append(char(cache.nearest(p)));
            break;
        case PixelType::Rgb565: {
            const uint16_t w = uint16_t(((p[0] >> 3) << 11) | ((p[1] >> 2) << 5) | (p[2] >> 3));
            out.append(char(w & 0xff)); out.append(char(w >> 8));
            break;
        }
        case PixelType::Argb4444: {
            const uint16_t w = uint16_t(((p[3] >> 4) << 12) | ((p[0] >> 4) << 8) | ((p[1] >> 4) << 4) | (p[2] >> 4));
            out.append(char(w & 0xff)); out.append(char(w >> 8));
            break;
        }
        case PixelType::Rgb888:
            out.append(char(p[2])); out.append(char(p[1])); out.append(char(p[0]));
            break;
        case PixelType::Argb8888:
            out.append(char(p[2])); out.append(char(p[1])); out.append(char(p[0])); out.append(char(p[3]));
            break;
        }
    }
}

RgbaImage mipLevel(const RgbaImage &image, int factor)
{
    if (factor <= 0)
        return {};
    RgbaImage out(image.width / factor, image.height / factor);
    const int area = factor * factor;
    for (int y = 0; y < out.height; ++y) {
        for (int x = 0; x < out.width; ++x) {
            for (int c = 0; c < 4; ++c) {
                int sum = 0;
                for (int dy = 0; dy < factor; ++dy)
                    for (int dx = 0; dx < factor; ++dx)
                        sum += image.pixel(factor * x + dx, factor * y + dy)[c];
                out.pixel(x, y)[c] = uint8_t(sum / area);
            }
        }
    }
    return out;
}

RgbaImage downsample(const RgbaImage &image) { return mipLevel(image, 2); }

QByteArray encodePixels(int type, const RgbaImage &image, const Palette *palette)
{
    QByteArray out;
    if (!PixelType::isPixelArray(type) || image.isNull())
        return out;
    const Palette gray = Palette::grayscale();
    const Palette &pal = palette ? *palette : gray;
    out.reserve(pixelBlockSize(type, image.width, image.height));
    NearestEntryCache cache(pal);
    encodeLevel(type, image, out, cache);
    if (PixelType::hasMips(type)) {
        for (int factor : {2, 4, 8})
            encodeLevel(type, mipLevel(image, factor), out, cache);
    }
    return out;
}

} // namespace ackedit::format
