#include "terrain/terrainresizecommand.h"

#include <QCoreApplication>

namespace ackedit::document {

namespace {

TerrainDocument::State resized(const TerrainDocument *document, int columns, int rows)
{
    if (columns < 2 || rows < 2)
        return {};
    return document->resizedState(columns, rows);
}

} // namespace

TerrainResizeCommand::TerrainResizeCommand(TerrainDocument *document, int columns, int rows, QUndoCommand *parent)
    : TerrainReplaceCommand(document, resized(document, columns, rows),
                            QCoreApplication::translate("UndoCommands", "Resize terrain to %1 × %2").arg(columns).arg(rows),
                            parent)
{
}

} // namespace ackedit::document
