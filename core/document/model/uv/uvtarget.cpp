#include "model/uv/uvtarget.h"

#include "model/modeldocument.h"

#include <algorithm>
#include <cstring>

namespace ackedit::document {

UvRecords &UvTarget::mutableRecords() const
{
    if (!m_records)
        m_records = UvRecords::read(*m_document->asset());
    return *m_records;
}

const UvRecords &UvTarget::records() const { return mutableRecords(); }

bool UvTarget::apply(const std::vector<int> &records, const std::vector<Eigen::Vector2d> &values)
{
    if (records.size() != values.size())
        return false;
    UvRecords &r = mutableRecords();
    bool ok = true;
    for (size_t i = 0; i < records.size(); ++i)
        ok = r.write(*m_document->asset(), records[i], values[i]) && ok;
    return ok;
}

std::vector<int> UvTarget::tilesFor(const std::vector<int> &records)
{
    std::vector<int> tiles;
    for (int r : records)
        if (r >= 0)
            tiles.push_back(r / TileRecords);
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

quint64 UvTarget::tileLayout() const
{
    // Record numbering: kind and count (skin management that rescales texel UVs keeps both).
    const UvRecords &r = records();
    return (quint64(r.kind()) << 32) | quint64(quint32(r.count()));
}

qsizetype UvTarget::tileBytes(int tile) const
{
    const int n = records().count();
    const int first = tile * TileRecords;
    if (tile < 0 || first >= n)
        return 0;
    return qsizetype(std::min(TileRecords, n - first)) * qsizetype(2 * sizeof(double));
}

void UvTarget::readTile(int tile, char *dst) const
{
    const qsizetype bytes = tileBytes(tile);
    if (bytes > 0)
        std::memcpy(dst, records().values()[size_t(tile * TileRecords)].data(), size_t(bytes));
}

void UvTarget::writeTile(int tile, const char *src)
{
    const qsizetype bytes = tileBytes(tile);
    const int count = int(bytes / qsizetype(2 * sizeof(double)));
    std::vector<int> records;
    std::vector<Eigen::Vector2d> values;
    for (int i = 0; i < count; ++i) {
        double v[2];
        std::memcpy(v, src + size_t(i) * sizeof(v), sizeof(v));
        records.push_back(tile * TileRecords + i);
        values.emplace_back(v[0], v[1]);
    }
    apply(records, values);
}

void UvTarget::tilesPatched(const QRect &changed)
{
    if (!changed.isEmpty())
        emit m_document->uvsChanged(changed.left(), changed.width());
}

} // namespace ackedit::document
