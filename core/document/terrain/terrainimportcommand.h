#pragma once
// Import a heightmap image (8- or 16-bit grayscale PNG; other images are converted to gray) as
// the terrain's frame 0: gray 0 becomes minHeight, full white maxHeight. With `keepSize` the
// image is resampled to the terrain's current vertex count; otherwise the terrain takes one
// vertex per pixel (keeping the cell size; other frames are resampled to match).
#include "terrain/terrainreplacecommand.h"

#include <QImage>

#include <memory>

namespace ackedit::document {

class TerrainImportCommand : public TerrainReplaceCommand
{
public:
    TerrainImportCommand(TerrainDocument *document, const QImage &image, float minHeight, float maxHeight,
                         bool keepSize, QUndoCommand *parent = nullptr);

    // Reads `fileName`; null with `error` set when it cannot be read or does not fit the terrain.
    static std::unique_ptr<TerrainImportCommand> fromFile(TerrainDocument *document, const QString &fileName,
                                                          float minHeight, float maxHeight, bool keepSize,
                                                          QString *error);
};

} // namespace ackedit::document
