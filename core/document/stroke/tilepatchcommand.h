#pragma once
// One edit of a stroke (a sculpt dab, a vertex drag step, a paint dab) as an undo command. Every
// edit of a stroke is pushed with the same merge id and stroke id; QUndoStack merges them into the
// stroke's first command, so a stroke is one undo step.
//
// The command keeps, for every tile its edits touched, the FIRST "before" (as it was before the
// stroke) and the LATEST "after". Undo writes the befores, redo the afters: values, never inverse
// arithmetic, so both are exact, and memory is proportional to the touched tiles (bytes()).
// The first redo() (run by QUndoStack::push) runs the edit; later redos copy the afters back. An
// edit that touches no tile makes the command obsolete, so QUndoStack drops it.
#include "stroke/tilepatchtarget.h"
#include "undomemory.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ackedit::document::stroke {

class TilePatchCommand : public QUndoCommand, public UndoMemory
{
public:
    // `mergeId`: the command family's id from mergeids.h; `name`: what History shows (with the
    // undo memory after it).
    TilePatchCommand(int mergeId, TilePatchTarget *target, int strokeId, std::unique_ptr<TilePatchEdit> edit,
                     const QString &name, QUndoCommand *parent = nullptr);
    ~TilePatchCommand() override;

    int id() const override { return m_mergeId; }
    // Accepts only a command of the same family, target, stroke id and tile layout.
    bool mergeWith(const QUndoCommand *other) override;
    void redo() override;
    void undo() override;

    TilePatchTarget *patchTarget() const { return m_target; }
    int strokeId() const { return m_strokeId; }
    // Union of the regions the merged edits changed.
    QRect changedRect() const { return m_changed; }
    int tileCount() const { return int(m_tiles.size()); }
    // Memory held for undo/redo: tile payloads, tile records, allocator headers, the command and
    // QUndoCommand's private part (estimated). Proportional to the touched tiles.
    qint64 bytes() const;
    // bytes() for people: "12 KB", "1.2 MB".
    static QString formatBytes(qint64 bytes);
    qint64 undoBytes() const override { return bytes(); }
    // True when every stored after equals its before bit for bit (e.g. a drag brought back).
    bool changesNothing() const;
    // Esc: the next undo() restores the befores and marks the command obsolete, so QUndoStack
    // deletes it and the stack is left as it was before the stroke.
    void cancelOnUndo() { m_cancelled = true; }

private:
    struct Tile
    {
        int key = 0;
        qsizetype size = 0;            // bytes of one copy
        std::unique_ptr<char[]> data;  // the before, then the after
        char *before() const { return data.get(); }
        char *after() const { return data.get() + size; }
    };

    void writeBack(bool after);
    // "Raise terrain (1.2 MB)" in the History view; the Undo action keeps the plain name.
    void updateText();

    int m_mergeId;
    TilePatchTarget *m_target;
    int m_strokeId;
    std::unique_ptr<TilePatchEdit> m_edit; // only until the first redo
    QString m_name;
    quint64 m_layout = 0;
    std::vector<Tile> m_tiles; // sorted by key
    QRect m_changed;
    bool m_cancelled = false;
};

} // namespace ackedit::document::stroke
