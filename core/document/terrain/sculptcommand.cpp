#include "terrain/sculptcommand.h"

#include <QCoreApplication>
#include <QLocale>
#include <QtGlobal>

#include <algorithm>
#include <cstring>

namespace ackedit::document {

namespace {

int tilesAcross(int columns)
{
    return (columns + SculptCommand::TileSize - 1) / SculptCommand::TileSize;
}

} // namespace

SculptCommand::SculptCommand(tools::HeightTarget *target, int strokeId, std::shared_ptr<tools::SculptBrush> brush,
                             const tools::SculptDab &dab, QUndoCommand *parent)
    : QUndoCommand(parent), m_target(target), m_strokeId(strokeId), m_brush(std::move(brush)), m_dab(dab)
{
    if (m_brush) {
        m_name = m_brush->name();
        setText(m_name);
    }
}

QString SculptCommand::formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

void SculptCommand::updateText()
{
    // QUndoCommand::setText: the part before '\n' is text() (History view), the rest actionText().
    setText(QCoreApplication::translate("UndoCommands", "%1 (%2)").arg(m_name, formatBytes(bytes()))
            + QLatin1Char('\n') + m_name);
}

SculptCommand::~SculptCommand() = default;

QRect SculptCommand::tileRect(int key) const
{
    const int across = tilesAcross(m_columns);
    const int tx = key % across, ty = key / across;
    return QRect(tx * TileSize, ty * TileSize, TileSize, TileSize) & QRect(0, 0, m_columns, m_rows);
}

void SculptCommand::copyOut(const QRect &rect, float *dst) const
{
    const tools::HeightGrid &grid = m_target->grid();
    for (int row = rect.top(); row <= rect.bottom(); ++row, dst += rect.width())
        std::memcpy(dst, grid.rowData(row) + rect.left(), size_t(rect.width()) * sizeof(float));
}

void SculptCommand::copyIn(const QRect &rect, const float *src) const
{
    tools::HeightGrid &grid = m_target->grid();
    for (int row = rect.top(); row <= rect.bottom(); ++row, src += rect.width())
        std::memcpy(grid.rowData(row) + rect.left(), src, size_t(rect.width()) * sizeof(float));
}

bool SculptCommand::gridMatches() const
{
    const tools::HeightGrid &grid = m_target->grid();
    return grid.columns() == m_columns && grid.rows() == m_rows;
}

void SculptCommand::redo()
{
    if (!m_brush) {
        writeBack(true);
        return;
    }
    // First run: snapshot the tiles the dab can touch, apply it, keep the results.
    std::shared_ptr<tools::SculptBrush> brush = std::move(m_brush);
    tools::HeightGrid &grid = m_target->grid();
    m_columns = grid.columns();
    m_rows = grid.rows();
    const tools::DabFootprint fp = brush->footprint(grid, m_dab);
    if (fp.isEmpty()) {
        setObsolete(true);
        return;
    }
    const int across = tilesAcross(m_columns);
    const QRect &r = fp.rect;
    for (int ty = r.top() / TileSize; ty <= r.bottom() / TileSize; ++ty) {
        for (int tx = r.left() / TileSize; tx <= r.right() / TileSize; ++tx) {
            const QRect rect = QRect(tx * TileSize, ty * TileSize, TileSize, TileSize) & grid.bounds();
            if (!fp.touches(rect))
                continue; // only the disc's corners, no vertex inside
            Tile tile;
            tile.key = ty * across + tx;
            tile.count = rect.width() * rect.height();
            tile.data.reset(new float[size_t(tile.count) * 2]);
            copyOut(rect, tile.before());
            m_tiles.push_back(std::move(tile)); // row by row, column by column: sorted by key
        }
    }
    m_changed = brush->apply(grid, m_dab);
    for (Tile &tile : m_tiles)
        copyOut(tileRect(tile.key), tile.after());
    updateText();
    m_target->heightsChanged(m_changed);
}

void SculptCommand::undo()
{
    writeBack(false);
    if (m_cancelled)
        setObsolete(true);
}

void SculptCommand::writeBack(bool after)
{
    if (m_tiles.empty())
        return;
    if (!gridMatches()) {
        // Cannot happen through the stack (a resize is itself a command); never write out of range.
        qWarning("SculptCommand: the grid changed size, heights not restored");
        return;
    }
    for (const Tile &tile : m_tiles)
        copyIn(tileRect(tile.key), after ? tile.after() : tile.before());
    m_target->heightsChanged(m_changed);
}

bool SculptCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const SculptCommand *>(other);
    if (!o || o->m_target != m_target || o->m_strokeId != m_strokeId)
        return false;
    if (o->m_tiles.empty())
        return true; // a dab that changed nothing: absorb it
    if (m_tiles.empty()) {
        m_columns = o->m_columns;
        m_rows = o->m_rows;
    } else if (o->m_columns != m_columns || o->m_rows != m_rows) {
        return false;
    }
    // QUndoStack deletes `other` right after a successful merge, so its tiles can be moved.
    auto *src = const_cast<SculptCommand *>(o);
    bool anyNew = false;
    for (Tile &tile : src->m_tiles) {
        auto it = std::lower_bound(m_tiles.begin(), m_tiles.end(), tile.key,
                                   [](const Tile &t, int key) { return t.key < key; });
        if (it != m_tiles.end() && it->key == tile.key) {
            std::memcpy(it->after(), tile.after(), size_t(tile.count) * sizeof(float)); // latest after
            tile.data.reset();
        } else {
            anyNew = true; // first touch in this stroke: keep its before
        }
    }
    if (anyNew) {
        // One linear merge of the two sorted lists, not one insertion per tile.
        std::vector<Tile> merged;
        merged.reserve(m_tiles.size() + src->m_tiles.size());
        auto a = m_tiles.begin(), b = src->m_tiles.begin();
        while (a != m_tiles.end() || b != src->m_tiles.end()) {
            if (b != src->m_tiles.end() && !b->data) {
                ++b;
            } else if (b == src->m_tiles.end() || (a != m_tiles.end() && a->key < b->key)) {
                merged.push_back(std::move(*a++));
            } else {
                merged.push_back(std::move(*b++));
            }
        }
        m_tiles = std::move(merged);
    }
    src->m_tiles.clear();
    m_changed |= o->m_changed;
    if (anyNew)
        updateText();
    return true;
}

qint64 SculptCommand::bytes() const
{
    // Each tile's payload is one heap block; count a typical 16-byte allocator header for it, and
    // QUndoCommand's private part with its text and action text.
    constexpr qint64 blockOverhead = 16;
    constexpr qint64 undoCommandPrivate = 96;
    qint64 total = qint64(sizeof(*this)) + undoCommandPrivate + 4 * qint64(text().size())
                   + qint64(m_tiles.capacity()) * qint64(sizeof(Tile));
    for (const Tile &tile : m_tiles)
        total += qint64(tile.count) * 2 * qint64(sizeof(float)) + blockOverhead;
    return total;
}

bool SculptCommand::changesNothing() const
{
    return std::all_of(m_tiles.begin(), m_tiles.end(), [](const Tile &t) {
        return std::memcmp(t.before(), t.after(), size_t(t.count) * sizeof(float)) == 0;
    });
}

} // namespace ackedit::document
