#pragma once
// "New terrain" on an open terrain: replaces it by a flat grid of columns x rows vertices with
// square cells of `cellSize` at `baseHeight`, keeping the file's format (HMP4/5/7) and skins.
// (A new terrain in a new document is TerrainDocument::createNew.)
#include "terrain/terrainreplacecommand.h"

namespace ackedit::document {

class TerrainNewCommand : public TerrainReplaceCommand
{
public:
    TerrainNewCommand(TerrainDocument *document, int columns, int rows, float cellSize, float baseHeight,
                      QUndoCommand *parent = nullptr);
};

} // namespace ackedit::document
