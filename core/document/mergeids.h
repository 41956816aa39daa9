#pragma once
// The one list of QUndoCommand merge ids, so two command families never collide.

namespace ackedit::document {

enum MergeId : int {
    SculptMergeId = 1001,
    SkinPaintMergeId = 1002,
    VertexMoveMergeId = 1003,
    SetPropertyMergeId = 1004,
    UvMoveMergeId = 1005,
};

} // namespace ackedit::document
