#pragma once
// The texels of a skin's upload tiles (SkinTileGrid), RGBA8 rows top first, one byte array per
// tile, kept across paint updates: a change copies only the changed texels (and their copies in
// neighbours' gutters) into the tiles that hold them, so the data for a tile upload costs what
// was painted, not the tile. The arrays are implicitly shared with the uploads made from them;
// one still held by the renderer is copied once, on the next change (copy on write).
#include "skin/skintilegrid.h"

#include <QByteArray>
#include <QImage>
#include <QList>

namespace ackedit::document {

class SkinTileBuffers
{
public:
    SkinTileBuffers() = default;
    SkinTileBuffers(const QImage &skin, int maxTilesPerAxis, int singleUpTo = SkinTileGrid::SingleUpTo);

    const SkinTileGrid &grid() const { return m_grid; }
    const QByteArray &bytes(int tile) const { return m_tiles[tile]; }
    QImage tileImage(int tile) const; // a copy, to look at (tests)

    // `skin` (same size) changed inside `changed` (empty: anywhere): returns the tiles that
    // hold changed texels, their bytes updated.
    QList<int> update(const QImage &skin, const QRect &changed);

private:
    void copy(const QImage &rgba, int tile, const QRect &changed); // the texels of `changed`

    SkinTileGrid m_grid;
    QList<QByteArray> m_tiles;
};

} // namespace ackedit::document
