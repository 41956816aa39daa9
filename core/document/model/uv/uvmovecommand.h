#pragma once
// UV records of a model set to new values: one step of a UV drag (the steps of one drag share a
// stroke id and merge into one undo step, stroke/stroke.h) or a one-shot UV transform. A
// TilePatchCommand over the document's UvTarget: it keeps the first "before" and the latest
// "after" of the record tiles it touched (values, not arithmetic), so undo and redo are exact.
#include "mergeids.h"
#include "stroke/tilepatchcommand.h"

#include <Eigen/Core>

#include <vector>

namespace ackedit::document {

class ModelDocument;

class UvMoveCommand : public stroke::TilePatchCommand
{
public:
    static constexpr int MergeId = UvMoveMergeId;

    // `records` ascending, `values` as stored (UvRecords::fromNormalised); `tiles` as
    // UvTarget::tilesFor(records) (empty: computed here).
    UvMoveCommand(ModelDocument *document, int strokeId, std::vector<int> records, std::vector<Eigen::Vector2d> values,
                  const QString &name, std::vector<int> tiles = {}, QUndoCommand *parent = nullptr);
};

} // namespace ackedit::document
