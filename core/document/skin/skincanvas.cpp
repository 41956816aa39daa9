#include "skin/skincanvas.h"

#include <cstring>

namespace ackedit::document {

SkinCanvas::SkinCanvas(const QImage &image)
    : m_image(image.convertToFormat(QImage::Format_RGBA8888))
{
}

void SkinCanvas::replaceImage(const QImage &image)
{
    m_image = image.convertToFormat(QImage::Format_RGBA8888);
    ++m_generation;
}

QRect SkinCanvas::tileRect(int tile) const
{
    if (tile < 0 || tile >= tilesAcross() * tilesDown())
        return {};
    const int tx = tile % tilesAcross(), ty = tile / tilesAcross();
    return QRect(tx * TileSize, ty * TileSize, TileSize, TileSize).intersected(m_image.rect());
}

std::vector<int> SkinCanvas::tilesIn(const QRect &rect) const
{
    std::vector<int> out;
    const QRect r = rect.intersected(m_image.rect());
    if (r.isEmpty())
        return out;
    for (int ty = r.top() / TileSize; ty <= r.bottom() / TileSize; ++ty)
        for (int tx = r.left() / TileSize; tx <= r.right() / TileSize; ++tx)
            out.push_back(ty * tilesAcross() + tx);
    return out;
}

quint64 SkinCanvas::tileLayout() const
{
    return (quint64(m_generation) << 40) ^ (quint64(quint32(width())) << 20) ^ quint64(quint32(height()));
}

qsizetype SkinCanvas::tileBytes(int tile) const
{
    const QRect r = tileRect(tile);
    return qsizetype(r.width()) * r.height() * 4;
}

void SkinCanvas::readTile(int tile, char *dst) const
{
    const QRect r = tileRect(tile);
    const qsizetype row = qsizetype(r.width()) * 4;
    for (int y = r.top(); y <= r.bottom(); ++y, dst += row)
        std::memcpy(dst, m_image.constScanLine(y) + qsizetype(r.left()) * 4, size_t(row));
}

void SkinCanvas::writeTile(int tile, const char *src)
{
    const QRect r = tileRect(tile);
    const qsizetype row = qsizetype(r.width()) * 4;
    for (int y = r.top(); y <= r.bottom(); ++y, src += row)
        std::memcpy(m_image.scanLine(y) + qsizetype(r.left()) * 4, src, size_t(row));
}

void SkinCanvas::tilesPatched(const QRect &changed)
{
    if (m_patched)
        m_patched(changed);
}

} // namespace ackedit::document
