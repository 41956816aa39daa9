#include "skin/palettedither.h"

#include "common/assetfile.h"

#include <array>
#include <cstring>
#include <vector>

namespace ackedit::document {

namespace {

int nearestEntry(const format::Palette &palette, float r, float g, float b)
{
    int best = 0;
    float bestD = -1.f;
    for (int i = 0; i < 256; ++i) {
        const float dr = float(palette.rgb[size_t(i)][0]) - r, dg = float(palette.rgb[size_t(i)][1]) - g,
                    db = float(palette.rgb[size_t(i)][2]) - b;
        const float d = dr * dr + dg * dg + db * db;
        if (bestD < 0.f || d < bestD) {
            bestD = d;
            best = i;
        }
    }
    return best;
}

} // namespace

std::optional<format::Palette> skinPalette(const format::AssetFile &asset, int skin)
{
    const auto skins = asset.embeddedSkins();
    return skins ? skins->palette(skin) : std::nullopt;
}

QImage ditherToPalette(const QImage &source, const QImage &pristine, const format::Palette &palette)
{
    QImage image = source.convertToFormat(QImage::Format_RGBA8888);
    const QImage before = pristine.isNull() ? QImage() : pristine.convertToFormat(QImage::Format_RGBA8888);
    const int w = image.width(), h = image.height();
    const bool masked = !before.isNull() && before.size() == image.size();
    auto changed = [&](int x, int y) {
        return !masked || std::memcmp(image.constScanLine(y) + 4 * x, before.constScanLine(y) + 4 * x, 4) != 0;
    };
    // Errors of this row and the next, per channel, with a texel of margin on each side.
    std::vector<std::array<float, 3>> err(size_t(w + 2)), next(size_t(w + 2));
    for (int y = 0; y < h; ++y) {
        std::fill(next.begin(), next.end(), std::array<float, 3>{0.f, 0.f, 0.f});
        const bool leftToRight = (y % 2) == 0;
        const int step = leftToRight ? 1 : -1;
        uchar *row = image.scanLine(y);
        for (int i = 0; i < w; ++i) {
            const int x = leftToRight ? i : w - 1 - i;
            if (!changed(x, y))
                continue; // error reaching an unpainted texel is dropped
            uchar *p = row + 4 * x;
            const std::array<float, 3> &e = err[size_t(x + 1)];
            const float want[3] = {float(p[0]) + e[0], float(p[1]) + e[1], float(p[2]) + e[2]};
            const auto &got = palette.rgb[size_t(nearestEntry(palette, want[0], want[1], want[2]))];
            for (int c = 0; c < 3; ++c) {
                const float q = want[c] - float(got[size_t(c)]);
                p[c] = got[size_t(c)];
                err[size_t(x + 1 + step)][size_t(c)] += q * 7.f / 16.f;
                next[size_t(x + 1 - step)][size_t(c)] += q * 3.f / 16.f;
                next[size_t(x + 1)][size_t(c)] += q * 5.f / 16.f;
                next[size_t(x + 1 + step)][size_t(c)] += q * 1.f / 16.f;
            }
        }
        std::swap(err, next);
    }
    return image;
}

} // namespace ackedit::document
