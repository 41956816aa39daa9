#pragma once
// Resize a terrain to columns x rows vertices: every frame is resampled (bilinear) over the same
// world extent, so the cell size adapts and the landscape keeps its shape.
#include "terrain/terrainreplacecommand.h"

namespace ackedit::document {

class TerrainResizeCommand : public TerrainReplaceCommand
{
public:
    TerrainResizeCommand(TerrainDocument *document, int columns, int rows, QUndoCommand *parent = nullptr);
};

} // namespace ackedit::document
