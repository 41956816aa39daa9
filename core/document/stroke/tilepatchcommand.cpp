#include "stroke/tilepatchcommand.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cstring>

namespace ackedit::document::stroke {

TilePatchCommand::TilePatchCommand(int mergeId, TilePatchTarget *target, int strokeId,
                                   std::unique_ptr<TilePatchEdit> edit, const QString &name, QUndoCommand *parent)
    : QUndoCommand(name, parent), m_mergeId(mergeId), m_target(target), m_strokeId(strokeId),
      m_edit(std::move(edit)), m_name(name)
{
}

TilePatchCommand::~TilePatchCommand() = default;

QString TilePatchCommand::formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

void TilePatchCommand::updateText()
{
    // QUndoCommand::setText: the part before '\n' is text() (History view), the rest actionText().
    setText(QCoreApplication::translate("UndoCommands", "%1 (%2)").arg(m_name, formatBytes(bytes()))
            + QLatin1Char('\n') + m_name);
}

void TilePatchCommand::redo()
{
    if (!m_edit) {
        writeBack(true);
        return;
    }
    // First run: snapshot the tiles the edit can touch, run it, keep the results.
    const std::unique_ptr<TilePatchEdit> edit = std::move(m_edit);
    m_layout = m_target->tileLayout();
    const std::vector<int> keys = edit->tiles();
    if (keys.empty()) {
        setObsolete(true);
        return;
    }
    m_tiles.reserve(keys.size());
    for (int key : keys) {
        Tile tile;
        tile.key = key;
        tile.size = m_target->tileBytes(key);
        tile.data.reset(new char[size_t(tile.size) * 2]);
        m_target->readTile(key, tile.before());
        m_tiles.push_back(std::move(tile));
    }
    m_changed = edit->apply();
    for (Tile &tile : m_tiles)
        m_target->readTile(tile.key, tile.after());
    updateText();
    m_target->tilesPatched(m_changed);
}

void TilePatchCommand::undo()
{
    writeBack(false);
    if (m_cancelled)
        setObsolete(true);
}

void TilePatchCommand::writeBack(bool after)
{
    if (m_tiles.empty())
        return;
    if (m_target->tileLayout() != m_layout) {
        // Cannot happen through the stack (a resize is itself a command); never write out of range.
        qWarning("TilePatchCommand: the target's layout changed, nothing restored");
        return;
    }
    for (const Tile &tile : m_tiles)
        m_target->writeTile(tile.key, after ? tile.after() : tile.before());
    m_target->tilesPatched(m_changed);
}

bool TilePatchCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const TilePatchCommand *>(other);
    if (!o || o->m_mergeId != m_mergeId || o->m_target != m_target || o->m_strokeId != m_strokeId)
        return false;
    if (o->m_tiles.empty())
        return true; // an edit that changed nothing: absorb it
    if (m_tiles.empty())
        m_layout = o->m_layout;
    else if (o->m_layout != m_layout)
        return false;
    // QUndoStack deletes `other` right after a successful merge, so its tiles can be moved.
    auto *src = const_cast<TilePatchCommand *>(o);
    bool anyNew = false;
    for (Tile &tile : src->m_tiles) {
        auto it = std::lower_bound(m_tiles.begin(), m_tiles.end(), tile.key,
                                   [](const Tile &t, int key) { return t.key < key; });
        if (it != m_tiles.end() && it->key == tile.key) {
            std::memcpy(it->after(), tile.after(), size_t(tile.size)); // latest after
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
            if (b != src->m_tiles.end() && !b->data)
                ++b;
            else if (b == src->m_tiles.end() || (a != m_tiles.end() && a->key < b->key))
                merged.push_back(std::move(*a++));
            else
                merged.push_back(std::move(*b++));
        }
        m_tiles = std::move(merged);
    }
    src->m_tiles.clear();
    m_changed |= o->m_changed;
    if (anyNew)
        updateText();
    return true;
}

qint64 TilePatchCommand::bytes() const
{
    // Each tile's payload is one heap block; count a typical 16-byte allocator header for it, and
    // QUndoCommand's private part with its text and action text.
    constexpr qint64 blockOverhead = 16;
    constexpr qint64 undoCommandPrivate = 96;
    qint64 total = qint64(sizeof(*this)) + undoCommandPrivate + 4 * qint64(text().size())
                   + qint64(m_tiles.capacity()) * qint64(sizeof(Tile));
    for (const Tile &tile : m_tiles)
        total += qint64(tile.size) * 2 + blockOverhead;
    return total;
}

bool TilePatchCommand::changesNothing() const
{
    return std::all_of(m_tiles.begin(), m_tiles.end(),
                       [](const Tile &t) { return std::memcmp(t.before(), t.after(), size_t(t.size)) == 0; });
}

} // namespace ackedit::document::stroke
