#pragma once
// One sculpt dab as an undo command. Every dab of a stroke is pushed with the same merge id and
// stroke id; QUndoStack merges them into the stroke's first command, so a stroke is one undo step.
//
// Storage is by tiles of TileSize x TileSize vertices: a command keeps, for every tile its dabs
// touched, the FIRST "before" (the heights before the stroke) and the LATEST "after". Undo writes
// the befores, redo the afters: values, never inverse arithmetic, so both are exact. Memory is
// proportional to the touched area (bytes()).
//
// The first redo() (run by QUndoStack::push) applies the brush to the target's grid; later redos
// only copy the stored afters back. A dab that touches no vertex makes the command obsolete, so
// QUndoStack drops it.
#include "mergeids.h"
#include "terrain/heighttarget.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptdab.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ackedit::document {

class SculptCommand : public QUndoCommand
{
public:
    // TODO(lead): move into the shared enum of merge ids in commands/ once it exists.
    static constexpr int MergeId = SculptMergeId; // the project-wide list: commands/mergeids.h
    static constexpr int TileSize = 16;

    SculptCommand(tools::HeightTarget *target, int strokeId, std::shared_ptr<tools::SculptBrush> brush,
                  const tools::SculptDab &dab, QUndoCommand *parent = nullptr);
    ~SculptCommand() override;

    int id() const override { return MergeId; }
    // Accepts only a SculptCommand of the same target and stroke id (on a grid of the same size).
    bool mergeWith(const QUndoCommand *other) override;
    void redo() override;
    void undo() override;

    tools::HeightTarget *target() const { return m_target; }
    int strokeId() const { return m_strokeId; }
    // Union of the vertex rectangles the merged dabs changed.
    QRect changedRect() const { return m_changed; }
    int tileCount() const { return int(m_tiles.size()); }
    // Memory held for undo/redo: tile payloads, tile records, allocator headers, the command
    // object and QUndoCommand's private part (estimated). Proportional to the touched tiles.
    // The History view shows it after the brush name.
    qint64 bytes() const;
    // bytes() for people: "12 KB", "1.2 MB".
    static QString formatBytes(qint64 bytes);
    // True when every stored after equals its before bit for bit (e.g. a grab dragged back to 0).
    bool changesNothing() const;
    // Esc: the next undo() restores the befores and marks the command obsolete, so QUndoStack
    // deletes it and the stack is left as it was before the stroke.
    void cancelOnUndo() { m_cancelled = true; }

private:
    struct Tile
    {
        int key = 0;   // ty * tilesX + tx
        int count = 0; // vertices in the tile (border tiles are clipped to the grid)
        std::unique_ptr<float[]> data; // count befores, then count afters
        float *before() const { return data.get(); }
        float *after() const { return data.get() + count; }
    };

    QRect tileRect(int key) const;
    void copyOut(const QRect &rect, float *dst) const;
    void copyIn(const QRect &rect, const float *src) const;
    bool gridMatches() const;
    void writeBack(bool after);
    // "Raise terrain (1.2 MB)" in the History view; the Undo action keeps the plain name.
    void updateText();

    tools::HeightTarget *m_target;
    int m_strokeId;
    std::shared_ptr<tools::SculptBrush> m_brush; // only until the first redo
    tools::SculptDab m_dab;
    QString m_name;
    int m_columns = 0; // grid size the tiles refer to
    int m_rows = 0;
    std::vector<Tile> m_tiles; // sorted by key
    QRect m_changed;
    bool m_cancelled = false;
};

} // namespace ackedit::document
