#include "terrain/terrainimportcommand.h"

#include "terrain/heightmapimage.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>

#include <cmath>

namespace ackedit::document {

namespace {

TerrainDocument::State imported(const TerrainDocument *document, const QImage &image, float minHeight,
                                float maxHeight, bool keepSize)
{
    if (image.isNull() || !std::isfinite(minHeight) || !std::isfinite(maxHeight))
        return {};
    const HeightGrid &current = document->grid();
    HeightmapImportOptions options;
    options.minHeight = minHeight;
    options.maxHeight = maxHeight;
    options.cellSizeX = current.cellSizeX();
    options.cellSizeY = current.cellSizeY();
    if (keepSize) {
        options.columns = current.columns();
        options.rows = current.rows();
    }
    HeightGrid grid = HeightmapImage::fromImage(image, options);
    if (grid.columns() < 2 || grid.rows() < 2)
        return {};
    return document->stateWithGrid(std::move(grid));
}

} // namespace

TerrainImportCommand::TerrainImportCommand(TerrainDocument *document, const QImage &image, float minHeight,
                                           float maxHeight, bool keepSize, QUndoCommand *parent)
    : TerrainReplaceCommand(document, imported(document, image, minHeight, maxHeight, keepSize),
                            QCoreApplication::translate("UndoCommands", "Import heightmap"), parent)
{
}

std::unique_ptr<TerrainImportCommand> TerrainImportCommand::fromFile(TerrainDocument *document,
                                                                     const QString &fileName, float minHeight,
                                                                     float maxHeight, bool keepSize, QString *error)
{
    QImageReader reader(fileName);
    const QImage image = reader.read();
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("TerrainImportCommand", "Cannot read %1: %2")
                         .arg(QFileInfo(fileName).fileName(), reader.errorString());
        return nullptr;
    }
    auto command = std::make_unique<TerrainImportCommand>(document, image, minHeight, maxHeight, keepSize);
    if (!command->isValid()) {
        if (error)
            *error = QCoreApplication::translate("TerrainImportCommand",
                                                 "%1: a %2 × %3 heightmap does not fit this terrain")
                         .arg(QFileInfo(fileName).fileName())
                         .arg(image.width())
                         .arg(image.height());
        return nullptr;
    }
    return command;
}

} // namespace ackedit::document
