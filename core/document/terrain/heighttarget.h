#pragma once
// What a SculptCommand edits: a height grid plus a change notification. The terrain document
// implements it (writing through the grid and emitting its change signal in heightsChanged());
// commands never talk to views. The object must outlive the commands that refer to it (the
// document owns its undo stack, so that holds), and its address is the target's identity for
// merging strokes: one HeightTarget per editable grid (e.g. per frame of an animated terrain).
#include "terrain/heightgrid.h"

#include <QRect>

namespace ackedit::document::tools {

class HeightTarget
{
public:
    virtual ~HeightTarget() = default;
    virtual HeightGrid &grid() = 0;
    // Heights inside `rect` (vertex columns/rows) were changed by a command (do, undo or redo).
    virtual void heightsChanged(const QRect &rect) = 0;
};

} // namespace ackedit::document::tools
