#pragma once
// Vertices of a model moved to new positions: one step of a vertex drag (the steps of one drag
// share a stroke id and merge into one undo step; see stroke/stroke.h) or a typed transform.
// A TilePatchCommand over the document's position tiles: it keeps the first "before" and the
// latest "after" of every tile its steps touched, including the tiles of vertices that share a
// triangle with a moved one (their normals change with it), so undo restores the exact bytes.
#include "mergeids.h"
#include "stroke/tilepatchcommand.h"

#include <Eigen/Core>

#include <vector>

namespace ackedit::document {

class ModelDocument;

class VertexMoveCommand : public stroke::TilePatchCommand
{
public:
    static constexpr int MergeId = VertexMoveMergeId;

    // New positions of some vertices of one position set (ModelDocument::positionSet), in that
    // set's coordinates; `vertices` ascending.
    struct SetEdit
    {
        int set = 0;
        std::vector<int> vertices;
        std::vector<Eigen::Vector3f> positions;
    };

    // `tiles`: the tiles the edits touch (tilesFor(), computed once per drag); empty = computed here.
    VertexMoveCommand(ModelDocument *document, int strokeId, std::vector<SetEdit> edits, const QString &name,
                      std::vector<int> tiles = {}, QUndoCommand *parent = nullptr);

    // The tiles a move of `vertices` in `set` touches: theirs and those of every vertex sharing a
    // triangle with one of them, ascending.
    static std::vector<int> tilesFor(const ModelDocument &document, int set, const std::vector<int> &vertices);
};

} // namespace ackedit::document
