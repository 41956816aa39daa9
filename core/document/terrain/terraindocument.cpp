#include "terrain/terraindocument.h"

#include "hmp/hmpfile.h"
#include "terrain/heightmapimage.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace ackedit::document {

TerrainDocument::TerrainDocument(std::unique_ptr<format::HmpFile> hmp, QString fileName, QObject *parent)
    : Document(std::move(hmp), std::move(fileName), parent)
    , m_skinEdits([this] { return asset(); })
    , m_skinManagement(this, &m_skinEdits, [this] { emit skinsChanged(); })
{
    m_skinEdits.setPatchedHandler([this](int skin, const QRect &changed) { emit skinChanged(skin, changed); });
    mapMeshGrid();
    m_grid = gridOf(*this->hmp(), 0);
}

void TerrainDocument::mapMeshGrid()
{
    m_vertexOfPoint = hmp()->meshGridVertices();
    m_gridUvs = m_vertexOfPoint.empty() ? std::vector<Eigen::Vector2f>() : hmp()->meshGridUvs(m_vertexOfPoint);
}

QString TerrainDocument::fixedSizeReason() const
{
    return isMeshTerrain()
               ? tr("An HMP4 mesh terrain keeps its size and cell size: only its heights can change.")
               : QString();
}

std::vector<float> TerrainDocument::fileOrder(const std::vector<float> &gridHeights) const
{
    if (gridHeights.size() != m_vertexOfPoint.size())
        return gridHeights; // a grid file, or heights the file will refuse anyway
    std::vector<float> heights(gridHeights.size());
    for (size_t p = 0; p < gridHeights.size(); ++p)
        heights[size_t(m_vertexOfPoint[p])] = gridHeights[p];
    return heights;
}

TerrainDocument::~TerrainDocument()
{
    // Sculpt commands refer to this object as their HeightTarget: drop them while it is whole.
    undoStack()->clear();
}

std::unique_ptr<Document> TerrainDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    auto *hmp = dynamic_cast<format::HmpFile *>(asset.get());
    if (!hmp || hmp->frameCount() < 1 || hmp->columns() < 2 || hmp->rows() < 2
        || (hmp->isMesh() && hmp->meshGridVertices().empty()))
        return nullptr;
    asset.release();
    return std::make_unique<TerrainDocument>(std::unique_ptr<format::HmpFile>(hmp), fileName);
}

std::unique_ptr<TerrainDocument> TerrainDocument::createNew(int columns, int rows, float cellSize, float baseHeight,
                                                            QString *error)
{
    try {
        if (columns < 2 || rows < 2 || qint64(columns) * rows > (qint64(1) << 26))
            throw format::FormatError(-1, QStringLiteral("columns"), tr("a terrain needs at least 2 × 2 and at most 8192 × 8192 vertices"));
        const std::vector<float> heights(size_t(columns) * size_t(rows), baseHeight);
        auto hmp = format::HmpFile::create(QStringLiteral("HMP7"), columns, rows, cellSize, cellSize, heights);
        return std::make_unique<TerrainDocument>(std::move(hmp), QString());
    } catch (const format::FormatError &e) {
        if (error)
            *error = tr("Cannot create the terrain: %1").arg(e.problem);
    } catch (const std::bad_alloc &) {
        if (error)
            *error = tr("Cannot create the terrain: not enough memory");
    }
    return nullptr;
}

format::HmpFile *TerrainDocument::hmp() const
{
    return static_cast<format::HmpFile *>(asset());
}

HeightGrid TerrainDocument::gridOf(const format::HmpFile &hmp, int frame) const
{
    const format::HmpHeader &h = hmp.header();
    HeightGrid grid(hmp.columns(), hmp.rows(), h.triSizeX, h.triSizeY, h.offset.x(), h.offset.y());
    std::vector<float> heights = hmp.heights(frame);
    if (heights.size() != grid.heights().size())
        return grid;
    if (hmp.isMesh()) {
        if (m_vertexOfPoint.size() != heights.size())
            return grid;
        for (size_t p = 0; p < heights.size(); ++p)
            grid.heights()[p] = heights[size_t(m_vertexOfPoint[p])];
        return grid;
    }
    grid.heights() = std::move(heights);
    return grid;
}

void TerrainDocument::heightsChanged(const QRect &rect)
{
    emit heightsEdited(rect);
}

TerrainDocument::State TerrainDocument::state() const
{
    return {std::make_shared<const format::HmpFile>(*hmp()), m_grid};
}

void TerrainDocument::setState(const State &state)
{
    if (!state.file)
        return;
    *hmp() = *state.file;
    mapMeshGrid();
    m_grid = state.grid;
    emit terrainReset();
}

TerrainDocument::State TerrainDocument::resizedState(int columns, int rows) const
{
    return stateWithGrid(m_grid.resampled(columns, rows));
}

TerrainDocument::State TerrainDocument::stateWithGrid(HeightGrid grid) const
{
    const bool sameShape = grid.columns() == m_grid.columns() && grid.rows() == m_grid.rows()
                           && grid.cellSizeX() == m_grid.cellSizeX() && grid.cellSizeY() == m_grid.cellSizeY();
    if (!sameShape && isMeshTerrain())
        return {}; // see fixedSizeReason()
    auto file = std::make_shared<format::HmpFile>(*hmp());
    if (sameShape) {
        if (!file->setHeights(0, isMeshTerrain() ? fileOrder(grid.heights()) : grid.heights()))
            return {};
        grid.setOffset(m_grid.offsetX(), m_grid.offsetY());
        return {std::move(file), std::move(grid)};
    }
    std::vector<std::vector<float>> frames;
    frames.reserve(size_t(file->frameCount()));
    frames.push_back(grid.heights());
    for (int f = 1; f < file->frameCount(); ++f)
        frames.push_back(gridOf(*file, f).resampled(grid.columns(), grid.rows()).heights());
    if (!file->resizeGrid(grid.columns(), grid.rows(), grid.cellSizeX(), grid.cellSizeY(), frames))
        return {};
    grid.setOffset(file->header().offset.x(), file->header().offset.y());
    return {std::move(file), std::move(grid)};
}

bool TerrainDocument::exportHeightmap(const QString &fileName, QString *error) const
{
    const auto [lo, hi] = m_grid.heightRange();
    return HeightmapImage::save(m_grid, fileName, lo, hi, error);
}

void TerrainDocument::prepareWrite()
{
    m_skinEdits.storeInto(*asset());
    // Heights the file holds already (bit for bit, NaN included) are not stored again: an
    // unedited terrain writes back byte-identical even when its header decodes to non-finite ones.
    const std::vector<float> mapped = isMeshTerrain() ? fileOrder(m_grid.heights()) : std::vector<float>();
    const std::vector<float> &heights = isMeshTerrain() ? mapped : m_grid.heights();
    const std::vector<float> held = hmp()->heights(0);
    const auto sameBits = [](float a, float b) { return std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b); };
    if (std::equal(heights.begin(), heights.end(), held.begin(), held.end(), sameBits))
        return;
    if (!hmp()->setHeights(0, heights))
        throw format::FormatError(-1, QStringLiteral("heights"), tr("the terrain has invalid (non-finite) heights"));
}

} // namespace ackedit::document
