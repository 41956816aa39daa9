#pragma once
// A WMB7 "simple level" made from scratch (no BSP tree), the list set WED's compiler writes for
// one (../shared/formats/wmb.md, "What a writer must get right"): palette, legacy7 (the non-BSP
// template), one leaf, objects, textures (RGB565 with mipmaps, as WED stores them), blocks,
// lightmap pages and an empty lightmaps_terrain list, in WED's file order. Build (issue 35) fills
// the records; WmbFile's own writer serialises them, so a built level reads back like any other.
#include "common/rgbaimage.h"
#include "wmb/wmbfile.h"

#include <memory>
#include <vector>

namespace ackedit::format {

struct WmbSimpleLevel
{
    struct Texture
    {
        QByteArray name; // up to 15 bytes (the 16-byte field keeps a NUL)
        RgbaImage image;
    };
    QByteArray palette;                 // 768 RGB bytes; empty: zeros (type-10 textures use none)
    std::vector<WmbObject> objects;     // the INFO object first, as WED writes them
    std::vector<Texture> textures;
    std::vector<WmbBlock> blocks;
    int lightmapSize = 256;             // 256, 512 or 1024: the page edge
    std::vector<QByteArray> lightmapPages; // lightmapSize² × 3 BGR bytes each
};

// The level as a WmbFile (ids assigned). Throws FormatError naming the record that cannot be
// stored (a page of the wrong size, a texture name too long or an empty image).
std::unique_ptr<WmbFile> makeSimpleWmb(const WmbSimpleLevel &level);

} // namespace ackedit::format
