#pragma once
// A decoded image: 8-bit R, G, B, A per pixel, rows top to bottom. The format library has no
// QImage (Qt Gui is above this layer); the document layer wraps this into a QImage.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ackedit::format {

// The largest width or height the image file decoders accept (DDS, PCX, TGA): a bigger header is
// refused before anything is allocated (16384 x 16384 RGBA is already 1 GiB).
inline constexpr int MaxImageSide = 16384;

struct RgbaImage
{
    int width = 0;
    int height = 0;
    std::vector<uint8_t> pixels; // width * height * 4 bytes

    RgbaImage() = default;
    RgbaImage(int w, int h) : width(w), height(h), pixels(size_t(w) * size_t(h) * 4, 0) {}
    bool isNull() const { return width <= 0 || height <= 0; }
    uint8_t *pixel(int x, int y) { return pixels.data() + (size_t(y) * width + x) * 4; }
    const uint8_t *pixel(int x, int y) const { return pixels.data() + (size_t(y) * width + x) * 4; }
    bool operator==(const RgbaImage &o) const = default;
};

// 256 RGB entries (R, G, B order), the palette of 8-bit images.
struct Palette
{
    uint8_t rgb[256][3] = {};
    static Palette grayscale(); // fallback when a file carries no palette of its own
};

} // namespace ackedit::format
