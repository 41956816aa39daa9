// TerrainDocument's whole-terrain edits: each builds its replace command, refuses it with the
// reason when the format cannot hold the result, and otherwise pushes it as one undo step.
#include "terrain/terraindocument.h"

#include "terrain/terrainimportcommand.h"
#include "terrain/terrainnewcommand.h"
#include "terrain/terrainresizecommand.h"

#include <QUndoStack>

namespace ackedit::document {

QString TerrainDocument::cannotHoldMessage() const
{
    const QString reason = fixedSizeReason();
    return reason.isEmpty() ? tr("This file format cannot hold a terrain of that size.") : reason;
}

bool TerrainDocument::newTerrain(int columns, int rows, float cellSize, float baseHeight, QString *error)
{
    auto command = std::make_unique<TerrainNewCommand>(this, columns, rows, cellSize, baseHeight);
    if (!command->isValid())
        return refuse(error, cannotHoldMessage());
    undoStack()->push(command.release());
    return true;
}

bool TerrainDocument::resize(int columns, int rows, QString *error)
{
    if (columns == m_grid.columns() && rows == m_grid.rows())
        return true; // the same size: no step
    auto command = std::make_unique<TerrainResizeCommand>(this, columns, rows);
    if (!command->isValid())
        return refuse(error, cannotHoldMessage());
    undoStack()->push(command.release());
    return true;
}

bool TerrainDocument::importHeightmap(const QString &fileName, float blackHeight, float whiteHeight, bool keepSize,
                                      QString *error)
{
    std::unique_ptr<TerrainImportCommand> command =
        TerrainImportCommand::fromFile(this, fileName, blackHeight, whiteHeight, keepSize, error);
    if (!command)
        return false;
    undoStack()->push(command.release());
    return true;
}

} // namespace ackedit::document
