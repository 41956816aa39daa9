#include "skin/skintilebuffers.h"

#include <algorithm>
#include <cstring>

namespace ackedit::document {

SkinTileBuffers::SkinTileBuffers(const QImage &skin, int maxTilesPerAxis, int singleUpTo)
    : m_grid(skin.size(), maxTilesPerAxis, singleUpTo)
{
    if (skin.isNull())
        return;
    const QImage rgba = skin.convertToFormat(QImage::Format_RGBA8888);
    for (int i = 0; i < m_grid.count(); ++i) {
        m_tiles.append(QByteArray(qsizetype(m_grid.textureBytes()), Qt::Uninitialized));
        copy(rgba, i, rgba.rect());
    }
}

QImage SkinTileBuffers::tileImage(int tile) const
{
    const QSize s = m_grid.textureSize();
    return QImage(reinterpret_cast<const uchar *>(m_tiles[tile].constData()), s.width(), s.height(),
                  QImage::Format_RGBA8888)
        .copy();
}

QList<int> SkinTileBuffers::update(const QImage &skin, const QRect &changed)
{
    if (skin.size() != m_grid.skinSize())
        return {};
    const QImage rgba = skin.convertToFormat(QImage::Format_RGBA8888);
    const QRect inside = changed.isEmpty() ? rgba.rect() : changed.intersected(rgba.rect());
    if (inside.isEmpty())
        return {};
    const QList<int> tiles = m_grid.tilesHolding(inside);
    for (int i : tiles)
        copy(rgba, i, inside);
    return tiles;
}

void SkinTileBuffers::copy(const QImage &rgba, int tile, const QRect &changed)
{
    const QSize size = m_grid.textureSize();
    const QPoint origin = m_grid.textureOrigin(tile);
    const int w = rgba.width(), h = rgba.height();
    char *out = m_tiles[tile].data(); // detaches from an upload still held
    for (int row = 0; row < size.height(); ++row) {
        const int y = SkinTileGrid::wrap(origin.y() + row, h);
        if (y < changed.top() || y > changed.bottom())
            continue;
        const uchar *in = rgba.constScanLine(y);
        char *target = out + qsizetype(row) * size.width() * 4;
        // Every copy of the changed columns along the row: the skin repeats every w texels.
        for (int base = origin.x() - SkinTileGrid::wrap(origin.x(), w); base < origin.x() + size.width(); base += w) {
            const int from = std::max(base + changed.left(), origin.x());
            const int to = std::min(base + changed.right() + 1, origin.x() + size.width());
            if (from < to)
                std::memcpy(target + 4 * (from - origin.x()), in + 4 * (from - base), size_t(to - from) * 4);
        }
    }
}

} // namespace ackedit::document
