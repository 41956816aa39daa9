#pragma once
// What a SculptCommand edits: a height grid plus a change notification. The terrain document
// implements it (writing through the grid and emitting its change signal in heightsChanged());
// commands never talk to views. The object must outlive the commands that refer to it (the
// document owns its undo stack, so that holds), and its address is the target's identity for
// merging strokes: one HeightTarget per editable grid (e.g. per frame of an animated terrain).
//
// For the stroke machinery the grid is a TilePatchTarget of TileSize x TileSize vertex tiles.
#include "stroke/tilepatchtarget.h"
#include "terrain/heightgrid.h"

#include <QRect>

namespace ackedit::document {

class HeightTarget : public stroke::TilePatchTarget
{
public:
    static constexpr int TileSize = 16;

    virtual HeightGrid &grid() = 0;
    const HeightGrid &grid() const { return const_cast<HeightTarget *>(this)->grid(); }
    // Heights inside `rect` (vertex columns/rows) were changed by a command (do, undo or redo).
    virtual void heightsChanged(const QRect &rect) = 0;

    // Tile `key` = ty * tilesAcross + tx, clipped to the grid.
    QRect tileRect(int key) const;
    int tileAt(int column, int row) const;
    // The tiles a rectangle of vertices overlaps, ascending.
    std::vector<int> tilesOf(const QRect &vertices) const;

    // ---- TilePatchTarget ----
    quint64 tileLayout() const override;
    qsizetype tileBytes(int tile) const override;
    void readTile(int tile, char *dst) const override;
    void writeTile(int tile, const char *src) override;
    void tilesPatched(const QRect &changed) override { heightsChanged(changed); }
};

} // namespace ackedit::document
