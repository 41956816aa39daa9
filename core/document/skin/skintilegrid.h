#pragma once
// How a skin is split into GPU textures so that painting uploads only the tiles it touched: Qt
// 6.4's Qt3D cannot update part of a texture, but it does replace a whole one correctly
// (docs/qt3d-texture-updates.md). A skin up to 512 texels a side is one texture; a bigger one
// gets up to 4 × 4 tiles of at least 512, one sampler each (the viewport's TiledSkinMaterial picks the tile per
// fragment). SkinTileBuffers holds the tiles' texels.
// Each tile texture carries a gutter of its neighbours' texels, wrapping round the skin's edges
// as the Repeat wrap does, so filtering across a tile border reads what one texture would.
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>

namespace ackedit::document {

class SkinTileGrid
{
public:
    static constexpr int MaxPerAxis = 4;  // 16 samplers: OpenGL 3.3's minimum per fragment stage
    static constexpr int Gutter = 8;      // clean filtering down to the 4th mip level
    // Texels a side kept in one texture (1 MB at most): smaller tiles send less per dab, but every
    // tile is a branch of the fragment shader, which llvmpipe pays for on every frame
    // (docs/qt3d-texture-updates.md has the measurements).
    static constexpr int SingleUpTo = 512;

    SkinTileGrid() = default;
    // `maxPerAxis` below MaxPerAxis tiles less (1: always one texture); `singleUpTo`: see SingleUpTo.
    explicit SkinTileGrid(QSize skin, int maxPerAxis = MaxPerAxis, int singleUpTo = SingleUpTo);

    QSize skinSize() const { return m_skin; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int count() const { return m_columns * m_rows; }
    bool isSingle() const { return count() == 1; }
    int gutter() const { return isSingle() ? 0 : Gutter; }
    QSize tileSize() const { return m_tile; }  // skin texels per tile (the last may show fewer)
    QSize textureSize() const;                // tile plus a gutter on every side
    qint64 textureBytes() const;              // RGBA8 bytes of one tile texture

    // The skin texels tile `index` shows (clipped to the skin).
    QRect sourceRect(int index) const;
    // Where tile `index`'s texture starts, in skin texels (the gutter makes it negative; it
    // wraps round the skin).
    QPoint textureOrigin(int index) const;
    // The tiles whose texture holds a texel of `changed` (in a gutter too); all for an empty rect.
    QList<int> tilesHolding(const QRect &changed) const;

    // `value` wrapped into [0, period), as the Repeat wrap maps a texel.
    static int wrap(int value, int period);

    friend bool operator==(const SkinTileGrid &a, const SkinTileGrid &b)
    {
        return a.m_skin == b.m_skin && a.m_columns == b.m_columns && a.m_rows == b.m_rows;
    }

private:
    QSize m_skin;
    int m_columns = 1;
    int m_rows = 1;
    QSize m_tile;
};

} // namespace ackedit::document
