#pragma once
// Gamestudio texture archives: WAD7 (A6 and later) and the older Gamestudio WAD2. Both use
// Quake's WAD2 container (12-byte header, lumps, 32-byte directory entries); see
// ../shared/formats/wad.md. Textures are listed as skins; lumps that are neither textures nor
// palettes are kept verbatim.
#include "common/assetfile.h"
#include "common/pixelformat.h"
#include "wad/wadlump.h"

#include <memory>
#include <optional>
#include <vector>

namespace ackedit::format {

class WadFile : public AssetFile
{
public:
    enum class Variant { Wad2, Wad7 };

    // Lump type bytes with a fixed meaning.
    static constexpr quint8 TypePalette = 0x40;  // '@': 256 x RGB
    static constexpr quint8 TypeMiptex8 = 0x44;  // 'D': WAD2 Quake miptex, 8-bit
    static constexpr quint8 TypeMiptex16 = 0x54; // 'T': WAD2 Gamestudio miptex, RGB565

    // --- AssetFile ---
    Kind kind() const override { return Kind::TextureArchive; }
    QString formatName() const override;
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    TriangleMesh mesh(int frame) const override;
    int skinCount() const override { return int(m_textureLumps.size()); }
    RgbaImage skinImage(int index) const override;
    QString skinName(int index) const override { return textureName(index); }

    // --- archive structure ---
    Variant variant() const { return m_variant; }
    const std::vector<WadLump> &lumps() const { return m_lumps; }
    int lumpIndexOfTexture(int textureIndex) const; // -1 if out of range
    QString textureName(int textureIndex) const;
    QString lumpName(int lumpIndex) const;

    // The pixel type code a texture is stored in (WAD2 lumps map to 8 = 8-bit+mip or
    // 10 = RGB565+mip); -1 if the lump is no decodable texture.
    int texturePixelType(int textureIndex) const;
    QString lumpTypeName(int lumpIndex) const;

    // The palette 8-bit textures are decoded with: the archive's palette lump, else the fallback
    // (a level palette the caller supplies), else grayscale.
    Palette palette() const;
    bool hasPaletteLump() const { return paletteLumpIndex() >= 0; }
    int paletteLumpIndex() const;
    void setFallbackPalette(const Palette &palette) { m_fallbackPalette = palette; }

    // --- editing ---
    // Re-encodes texture `textureIndex` from `image` in the lump's own pixel type, regenerating
    // the three mip levels; width/height follow the image. The directory offsets and sizes are
    // rebuilt on write; no other lump changes. Throws FormatError when the image cannot be
    // stored (null, not a multiple of 8 for mipmapped types, too large, no texture at index).
    void replaceTexture(int textureIndex, const RgbaImage &image);

    // Lump-level edits for the document's undo commands: a lump replaced whole, or removed with
    // its place in the file and put back exactly there (so undo gives the original bytes).
    struct PlacedLump
    {
        WadLump lump;
        int lumpIndex = -1;
        int layoutPosition = -1; // index into the file's region order; -1: not placed (size 0)
    };
    void setLump(int lumpIndex, WadLump lump);
    PlacedLump takeLump(int lumpIndex);
    void placeLump(const PlacedLump &placed);
    // Where a new lump that will have index `lumpIndex` goes in the file: right after the
    // nearest placed lump before it (or before the first region when there is none).
    int layoutPositionForNewLump(int lumpIndex) const;

private:
    friend std::unique_ptr<WadFile> readWad(const QByteArray &data);

    // Where the pixels of mip level 0 start inside the record, and its bytes per pixel.
    qint64 baseLevelOffset(const WadLump &lump) const;
    void rebuildTextureIndex();

    Variant m_variant = Variant::Wad7;
    QByteArray m_magic;                 // "WAD2" / "WAD7"
    quint32 m_directoryOffsetRead = 0;  // as read (the writer recomputes it)
    std::vector<WadLump> m_lumps;
    // File order of the regions after the header: lump indices, -1 for the directory.
    // Lumps of size 0 are not placed; they keep their offset field as read.
    std::vector<int> m_layout;
    QByteArray m_directoryGap;          // bytes between the region before the directory and it
    QByteArray m_trailing;              // bytes after the last region
    std::vector<int> m_textureLumps;    // texture index -> lump index
    std::optional<Palette> m_fallbackPalette;
};

// Reads a WAD2 or WAD7 archive. Throws FormatError on anything structurally invalid.
std::unique_ptr<WadFile> readWad(const QByteArray &data);

} // namespace ackedit::format
