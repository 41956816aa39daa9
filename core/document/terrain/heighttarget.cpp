#include "terrain/heighttarget.h"

#include <cstring>

namespace ackedit::document {

namespace {
int tilesAcross(int columns)
{
    return (columns + HeightTarget::TileSize - 1) / HeightTarget::TileSize;
}
} // namespace

QRect HeightTarget::tileRect(int key) const
{
    const HeightGrid &g = grid();
    const int across = tilesAcross(g.columns());
    const int tx = key % across, ty = key / across;
    return QRect(tx * TileSize, ty * TileSize, TileSize, TileSize) & g.bounds();
}

int HeightTarget::tileAt(int column, int row) const
{
    return (row / TileSize) * tilesAcross(grid().columns()) + column / TileSize;
}

std::vector<int> HeightTarget::tilesOf(const QRect &vertices) const
{
    std::vector<int> keys;
    const QRect r = vertices & grid().bounds();
    if (r.isEmpty())
        return keys;
    for (int ty = r.top() / TileSize; ty <= r.bottom() / TileSize; ++ty)
        for (int tx = r.left() / TileSize; tx <= r.right() / TileSize; ++tx)
            keys.push_back(tileAt(tx * TileSize, ty * TileSize));
    return keys;
}

quint64 HeightTarget::tileLayout() const
{
    return (quint64(quint32(grid().columns())) << 32) | quint32(grid().rows());
}

qsizetype HeightTarget::tileBytes(int tile) const
{
    const QRect r = tileRect(tile);
    return qsizetype(r.width()) * r.height() * qsizetype(sizeof(float));
}

void HeightTarget::readTile(int tile, char *dst) const
{
    const QRect r = tileRect(tile);
    const size_t rowBytes = size_t(r.width()) * sizeof(float);
    for (int row = r.top(); row <= r.bottom(); ++row, dst += rowBytes)
        std::memcpy(dst, grid().rowData(row) + r.left(), rowBytes);
}

void HeightTarget::writeTile(int tile, const char *src)
{
    const QRect r = tileRect(tile);
    const size_t rowBytes = size_t(r.width()) * sizeof(float);
    for (int row = r.top(); row <= r.bottom(); ++row, src += rowBytes)
        std::memcpy(grid().rowData(row) + r.left(), src, rowBytes);
}

} // namespace ackedit::document
