#include "terrain/terrainnewcommand.h"

#include <QCoreApplication>

#include <cmath>

namespace ackedit::document {

namespace {

TerrainDocument::State flatState(const TerrainDocument *document, int columns, int rows, float cellSize,
                                 float baseHeight)
{
    if (columns < 2 || rows < 2 || !(cellSize > 0.0f) || !std::isfinite(cellSize) || !std::isfinite(baseHeight))
        return {};
    return document->stateWithGrid(HeightGrid(columns, rows, cellSize, cellSize, 0.0f, 0.0f, baseHeight));
}

} // namespace

TerrainNewCommand::TerrainNewCommand(TerrainDocument *document, int columns, int rows, float cellSize,
                                     float baseHeight, QUndoCommand *parent)
    : TerrainReplaceCommand(document, flatState(document, columns, rows, cellSize, baseHeight),
                            QCoreApplication::translate("UndoCommands", "New terrain %1 × %2").arg(columns).arg(rows),
                            parent)
{
}

} // namespace ackedit::document
