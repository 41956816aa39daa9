#pragma once
// One sculpt dab as an undo command: a TilePatchCommand over the terrain's height tiles
// (HeightTarget::TileSize vertices square) whose edit applies the brush. Every dab of a stroke is
// pushed with the same stroke id and merges into the stroke's first command (one undo step,
// first "before" and latest "after" of each touched tile; see stroke/tilepatchcommand.h).
#include "mergeids.h"
#include "stroke/tilepatchcommand.h"
#include "terrain/heighttarget.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptdab.h"

#include <memory>

namespace ackedit::document {

class SculptCommand : public stroke::TilePatchCommand
{
public:
    static constexpr int MergeId = SculptMergeId; // the project-wide list: mergeids.h
    static constexpr int TileSize = HeightTarget::TileSize;

    SculptCommand(HeightTarget *target, int strokeId, std::shared_ptr<SculptBrush> brush,
                  const SculptDab &dab, QUndoCommand *parent = nullptr);

    HeightTarget *target() const { return static_cast<HeightTarget *>(patchTarget()); }
};

} // namespace ackedit::document
