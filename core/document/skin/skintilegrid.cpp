#include "skintilegrid.h"

#include <algorithm>

namespace ackedit::document {

namespace {

int tilesFor(int texels, int maxPerAxis, int singleUpTo)
{
    int n = 1;
    while (n < maxPerAxis && texels > singleUpTo * n)
        n *= 2;
    return std::min(n, std::max(1, maxPerAxis));
}

// Whether [a, a + aLength) and [b, b + bLength) share a value modulo `period`.
bool overlapsWrapped(int a, int aLength, int b, int bLength, int period)
{
    if (aLength >= period || bLength >= period)
        return aLength > 0 && bLength > 0;
    a = SkinTileGrid::wrap(a, period);
    b = SkinTileGrid::wrap(b, period);
    for (int shift : {-period, 0, period}) {
        if (a < b + shift + bLength && b + shift < a + aLength)
            return true;
    }
    return false;
}

} // namespace

int SkinTileGrid::wrap(int value, int period)
{
    const int m = value % period;
    return m < 0 ? m + period : m;
}

SkinTileGrid::SkinTileGrid(QSize skin, int maxPerAxis, int singleUpTo) : m_skin(skin)
{
    if (skin.isEmpty())
        return;
    m_columns = tilesFor(skin.width(), maxPerAxis, singleUpTo);
    m_rows = tilesFor(skin.height(), maxPerAxis, singleUpTo);
    if (count() == 1) {
        m_tile = skin;
        return;
    }
    m_tile = QSize((skin.width() + m_columns - 1) / m_columns, (skin.height() + m_rows - 1) / m_rows);
}

QSize SkinTileGrid::textureSize() const
{
    return m_tile + QSize(2 * gutter(), 2 * gutter());
}

qint64 SkinTileGrid::textureBytes() const
{
    const QSize s = textureSize();
    return qint64(s.width()) * s.height() * 4;
}

QRect SkinTileGrid::sourceRect(int index) const
{
    if (index < 0 || index >= count())
        return {};
    const QPoint corner((index % m_columns) * m_tile.width(), (index / m_columns) * m_tile.height());
    return QRect(corner, m_tile).intersected(QRect(QPoint(0, 0), m_skin));
}

QPoint SkinTileGrid::textureOrigin(int index) const
{
    return QPoint((index % m_columns) * m_tile.width() - gutter(), (index / m_columns) * m_tile.height() - gutter());
}

QList<int> SkinTileGrid::tilesHolding(const QRect &changed) const
{
    QList<int> tiles;
    const bool all = !changed.isValid() || changed.isEmpty();
    const QSize texture = textureSize();
    for (int i = 0; i < count(); ++i) {
        const QPoint o = textureOrigin(i);
        if (all
            || (overlapsWrapped(o.x(), texture.width(), changed.x(), changed.width(), m_skin.width())
                && overlapsWrapped(o.y(), texture.height(), changed.y(), changed.height(), m_skin.height())))
            tiles.append(i);
    }
    return tiles;
}

} // namespace ackedit::document
