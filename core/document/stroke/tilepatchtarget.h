#pragma once
// What a stroke edits in place, seen as numbered tiles: blocks of a height grid, of a frame's
// vertex positions or of a skin's pixels. A TilePatchCommand copies a tile out before an edit
// touches it for the first time in its stroke and again after each edit, and writes those
// copies back on undo and redo, so undo memory grows with the tiles touched, never with the
// size of what is edited.
//
// The object's address is the target's identity for merging strokes; it must outlive the
// commands that refer to it (documents own their undo stacks, so that holds).
#include <QRect>
#include <QtGlobal>

#include <vector>

namespace ackedit::document::stroke {

class TilePatchTarget
{
public:
    virtual ~TilePatchTarget() = default;

    // Changes whenever tile numbering changes meaning (grid resized, vertices added, skin
    // resized): commands recorded under another layout restore nothing.
    virtual quint64 tileLayout() const = 0;
    virtual qsizetype tileBytes(int tile) const = 0;
    virtual void readTile(int tile, char *dst) const = 0;
    virtual void writeTile(int tile, const char *src) = 0;
    // The data inside `changed` (the target's own units: vertex columns/rows, pixels, frame and
    // vertex ranges) was written by a command (do, undo or redo): update what derives from it and
    // tell the views.
    virtual void tilesPatched(const QRect &changed) = 0;
};

// One edit of a stroke (a dab, a drag step): which tiles it may write, then the writing.
class TilePatchEdit
{
public:
    virtual ~TilePatchEdit() = default;
    // Tiles apply() may change, sorted ascending, without repeats.
    virtual std::vector<int> tiles() const = 0;
    // Changes the target; returns the changed region (empty: nothing changed).
    virtual QRect apply() = 0;
};

} // namespace ackedit::document::stroke
