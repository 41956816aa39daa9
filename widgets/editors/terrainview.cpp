#include "editors/terrainview.h"

#include "hmp/hmpfile.h"
#include "model/vertex/frustum.h"
#include "terrain/terraindocument.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

using document::HeightGrid;

namespace {

enum Side { West, East, North, South };

// The vertices a chunk spanning [lo, hi] takes at stride s: lo, lo + s, ... and always hi.
int sampleCount(int lo, int hi, int s)
{
    return (hi - lo + s - 1) / s + 1;
}

int sampleAt(int lo, int hi, int s, int i)
{
    return std::min(lo + i * s, hi);
}

// Indices of the samples inside [a, b] (a clipped range of [lo, hi]); empty when first > last.
std::pair<int, int> samplesWithin(int lo, int hi, int s, int a, int b)
{
    const int n = sampleCount(lo, hi, s);
    int first = (a - lo + s - 1) / s;
    if (lo + first * s >= hi)
        first = n - 1;
    const int last = b >= hi ? n - 1 : (b - lo) / s;
    return {first, last};
}

int &preferredCells()
{
    static int cells = 0;
    return cells;
}

} // namespace

void TerrainView::setPreferredChunkCells(int cells)
{
    int size = 16; // the power of two nearest above, within 16..256
    while (size < cells && size < 256)
        size *= 2;
    preferredCells() = cells > 0 ? size : 0;
}

int TerrainView::preferredChunkCells()
{
    return preferredCells();
}

TerrainView::TerrainView(Viewport *viewport, const document::TerrainDocument *terrain, QObject *parent)
    : QObject(parent), m_viewport(viewport), m_terrain(terrain)
{
    connect(m_viewport, &Viewport::cameraChanged, this, &TerrainView::scheduleLevelOfDetail);
}

TerrainView::~TerrainView()
{
    clear();
}

void TerrainView::clear()
{
    // The first chunk owns the textures the others draw with: it goes last.
    for (auto it = m_chunks.rbegin(); m_viewport && it != m_chunks.rend(); ++it)
        m_viewport->removeMesh(it->mesh);
    m_chunks.clear();
}

Viewport::MeshId TerrainView::skinMesh() const
{
    return m_chunks.empty() ? -1 : m_chunks.front().mesh;
}

qsizetype TerrainView::drawnVertexCount() const
{
    qsizetype n = 0;
    for (const Chunk &c : m_chunks)
        n += qsizetype(sampleCount(c.rect.left(), c.rect.right(), c.stride))
             * sampleCount(c.rect.top(), c.rect.bottom(), c.stride);
    return n;
}

void TerrainView::setMaxStride(int stride)
{
    m_maxStride = std::max(stride, 0);
    updateLevelOfDetail();
}

void TerrainView::rebuild(const QList<QImage> &skins)
{
    clear();
    const HeightGrid &g = m_terrain->grid();
    if (g.columns() < 2 || g.rows() < 2)
        return;
    std::tie(m_lowest, m_highest) = g.heightRange();
    const int cells = std::max(g.columns(), g.rows()) - 1;
    const auto perSide = [cells](int chunkCells) { return (cells + chunkCells - 1) / chunkCells; };
    m_chunkCells = preferredChunkCells() > 0 ? preferredChunkCells() : MinChunkCells;
    while (preferredChunkCells() == 0 && perSide(m_chunkCells) > PreferredChunksPerSide
           && m_chunkCells < PreferredMaxChunkCells)
        m_chunkCells *= 2;
    while (perSide(m_chunkCells) > MaxChunksPerSide)
        m_chunkCells *= 2;
    // Everything starts at the coarsest stride (a few vertices per chunk, so adding is cheap and
    // the view frames the whole terrain); the camera then picks the detail.
    for (int top = 0; top < g.rows() - 1; top += m_chunkCells)
        for (int left = 0; left < g.columns() - 1; left += m_chunkCells) {
            Chunk chunk;
            chunk.rect = QRect(QPoint(left, top), QPoint(std::min(left + m_chunkCells, g.columns() - 1),
                                                          std::min(top + m_chunkCells, g.rows() - 1)));
            chunk.stride = m_chunkCells;
            const format::TriangleMesh mesh = buildChunk(chunk);
            chunk.mesh = m_chunks.empty() ? m_viewport->addMesh(mesh, skins)
                                          : m_viewport->addMeshSharingSkins(mesh, m_chunks.front().mesh);
            m_chunks.push_back(chunk);
        }
    updateLevelOfDetail();
}

format::TriangleMesh TerrainView::buildChunk(Chunk &chunk) const
{
    const HeightGrid &g = m_terrain->grid();
    const QRect r = chunk.rect;
    const int s = chunk.stride;
    const int nc = sampleCount(r.left(), r.right(), s), nr = sampleCount(r.top(), r.bottom(), s);
    const int skin = m_terrain->hmp()->displaySkin();
    const float uScale = 1.0f / float(g.columns() - 1), vScale = 1.0f / float(g.rows() - 1);
    const std::vector<Eigen::Vector2f> &pointUvs = m_terrain->gridUvs(); // a mesh terrain's own

    format::TriangleMesh mesh;
    const size_t count = size_t(nc) * size_t(nr) + 2 * size_t(nc + nr);
    mesh.positions.reserve(count);
    mesh.normals.reserve(count);
    mesh.uvs.reserve(count);
    const auto addVertex = [&](int col, int row, float drop) {
        mesh.positions.push_back(g.vertexPosition(col, row) - Eigen::Vector3f(0, 0, drop));
        mesh.normals.push_back(g.normal(col, row));
        if (pointUvs.size() != g.heights().size())
            mesh.uvs.emplace_back(float(col) * uScale, float(row) * vScale);
        else
            mesh.uvs.push_back(pointUvs[size_t(row) * size_t(g.columns()) + size_t(col)]);
    };
    for (int j = 0; j < nr; ++j)
        for (int i = 0; i < nc; ++i)
            addVertex(sampleAt(r.left(), r.right(), s, i), sampleAt(r.top(), r.bottom(), s, j), 0.0f);
    const auto addTriangle = [&](uint32_t a, uint32_t b, uint32_t c) {
        format::TriangleMesh::Triangle t;
        t.v = t.uv = {a, b, c};
        t.skin = skin;
        mesh.triangles.push_back(t);
    };
    mesh.triangles.reserve(size_t(nc - 1) * size_t(nr - 1) * 2 + 4 * size_t(nc + nr));
    for (int j = 0; j + 1 < nr; ++j)
        for (int i = 0; i + 1 < nc; ++i) {
            const uint32_t nw = uint32_t(j * nc + i), ne = nw + 1, sw = nw + uint32_t(nc), se = sw + 1;
            addTriangle(sw, se, ne); // as HmpFile::mesh and HeightGrid::cellTriangles
            addTriangle(sw, ne, nw);
        }

    // Skirts on inner borders, deep enough to cover the gap to a coarser or finer neighbour
    // (never more than the chunk's height range plus a cell).
    float lo = g.height(r.left(), r.top()), hi = lo;
    for (int row = r.top(); row <= r.bottom(); ++row) {
        const float *h = g.rowData(row);
        for (int col = r.left(); col <= r.right(); ++col) {
            lo = std::min(lo, h[col]);
            hi = std::max(hi, h[col]);
        }
    }
    const float cell = std::max(g.cellSizeX(), g.cellSizeY());
    chunk.skirtDepth = std::isfinite(hi - lo) ? std::min(hi - lo, 4.0f * float(s) * cell) + 0.05f * cell : cell;
    const bool present[4] = {r.left() > 0, r.right() < g.columns() - 1, r.top() > 0, r.bottom() < g.rows() - 1};
    for (int side = West; side <= South; ++side) {
        chunk.skirtStart[side] = -1;
        if (!present[side])
            continue;
        const bool vertical = side == West || side == East;
        const int n = vertical ? nr : nc;
        const uint32_t start = uint32_t(mesh.positions.size());
        chunk.skirtStart[side] = int(start);
        for (int k = 0; k < n; ++k) {
            const int col = vertical ? (side == West ? r.left() : r.right()) : sampleAt(r.left(), r.right(), s, k);
            const int row = vertical ? sampleAt(r.top(), r.bottom(), s, k) : (side == North ? r.top() : r.bottom());
            addVertex(col, row, chunk.skirtDepth);
        }
        for (int k = 0; k + 1 < n; ++k) {
            const int i = vertical ? (side == West ? 0 : nc - 1) : k, j = vertical ? k : (side == North ? 0 : nr - 1);
            const int i2 = vertical ? i : k + 1, j2 = vertical ? k + 1 : j;
            const uint32_t a = uint32_t(j * nc + i), b = uint32_t(j2 * nc + i2);
            addTriangle(a, b, start + uint32_t(k + 1));
            addTriangle(a, start + uint32_t(k + 1), start + uint32_t(k));
        }
    }
    return mesh;
}

int TerrainView::upload(const QRect &rect)
{
    const HeightGrid &g = m_terrain->grid();
    int calls = 0;
    std::vector<Eigen::Vector3f> pos, nrm;
    const auto send = [&](Viewport::MeshId mesh, int first) {
        m_viewport->updateMeshPositions(mesh, first, pos, nrm);
        pos.clear();
        nrm.clear();
        ++calls;
    };
    const auto add = [&](int col, int row, float drop) {
        pos.push_back(g.vertexPosition(col, row) - Eigen::Vector3f(0, 0, drop));
        nrm.push_back(g.normal(col, row));
    };
    for (const Chunk &chunk : m_chunks) {
        const QRect r = chunk.rect, hit = rect & r;
        if (hit.isEmpty())
            continue;
        const int s = chunk.stride;
        const int nc = sampleCount(r.left(), r.right(), s);
        const auto [i0, i1] = samplesWithin(r.left(), r.right(), s, hit.left(), hit.right());
        const auto [j0, j1] = samplesWithin(r.top(), r.bottom(), s, hit.top(), hit.bottom());
        if (i0 > i1 || j0 > j1)
            continue; // no vertex this chunk draws at its stride changed
        // A narrow rectangle goes up row by row (its own vertices only); a wide one as one band.
        const bool band = (i1 - i0 + 1) * 2 > nc;
        const int first = band ? 0 : i0, last = band ? nc - 1 : i1;
        for (int j = j0; j <= j1; ++j) {
            for (int i = first; i <= last; ++i)
                add(sampleAt(r.left(), r.right(), s, i), sampleAt(r.top(), r.bottom(), s, j), 0.0f);
            if (!band)
                send(chunk.mesh, j * nc + first);
        }
        if (band)
            send(chunk.mesh, j0 * nc);
        // The skirts follow the border vertices they hang from.
        const std::pair<int, int> along[4] = {{j0, j1}, {j0, j1}, {i0, i1}, {i0, i1}};
        const bool touched[4] = {hit.left() == r.left(), hit.right() == r.right(), hit.top() == r.top(),
                                 hit.bottom() == r.bottom()};
        for (int side = West; side <= South; ++side) {
            if (chunk.skirtStart[side] < 0 || !touched[side])
                continue;
            const bool vertical = side == West || side == East;
            for (int k = along[side].first; k <= along[side].second; ++k) {
                const int col = vertical ? (side == West ? r.left() : r.right()) : sampleAt(r.left(), r.right(), s, k);
                const int row = vertical ? sampleAt(r.top(), r.bottom(), s, k) : (side == North ? r.top() : r.bottom());
                add(col, row, chunk.skirtDepth);
            }
            send(chunk.mesh, chunk.skirtStart[side] + along[side].first);
        }
    }
    return calls;
}

void TerrainView::scheduleLevelOfDetail()
{
    if (m_lodScheduled)
        return;
    m_lodScheduled = true;
    QTimer::singleShot(0, this, [this] { updateLevelOfDetail(); });
}

int TerrainView::chooseStride(const Chunk &chunk, const Viewport::CameraState &camera, float pixelsPerUnit,
                              const document::Frustum &inView) const
{
    const HeightGrid &g = m_terrain->grid();
    const Eigen::Vector3f a = g.vertexPosition(chunk.rect.left(), chunk.rect.bottom());
    const Eigen::Vector3f b = g.vertexPosition(chunk.rect.right(), chunk.rect.top());
    const Eigen::Vector3f lo(std::min(a.x(), b.x()), std::min(a.y(), b.y()), m_lowest);
    const Eigen::Vector3f hi(std::max(a.x(), b.x()), std::max(a.y(), b.y()), m_highest);
    const int cap = m_maxStride > 0 ? std::min(m_maxStride, m_chunkCells) : m_chunkCells;
    if (!inView.mayIntersectBox(lo, hi))
        return cap; // behind the camera or beside the view, however close
    const Eigen::Vector3f nearest = camera.eye.cwiseMax(lo).cwiseMin(hi);
    const float distance = (camera.eye - nearest).norm();
    const float cellPixels = std::min(g.cellSizeX(), g.cellSizeY()) * pixelsPerUnit / std::max(distance, 1e-6f);
    int stride = 1;
    while (stride * 2 <= cap && float(stride * 2) * cellPixels <= TargetCellPixels)
        stride *= 2;
    return stride;
}

void TerrainView::updateLevelOfDetail()
{
    m_lodScheduled = false;
    if (m_chunks.empty())
        return;
    const Viewport::CameraState camera = m_viewport->cameraState();
    const float halfAngle = 0.5f * camera.fieldOfView * float(EIGEN_PI) / 180.0f;
    const float pixelsPerUnit = float(std::max(m_viewport->height(), 64)) / (2.0f * std::tan(halfAngle));
    const auto inView = document::Frustum::fromClipRect(camera.fileViewProjection(), -InViewMargin,
                                                               InViewMargin, -InViewMargin, InViewMargin);
    for (Chunk &chunk : m_chunks) {
        const int stride = chooseStride(chunk, camera, pixelsPerUnit, inView);
        if (stride == chunk.stride)
            continue;
        chunk.stride = stride;
        m_viewport->updateMesh(chunk.mesh, buildChunk(chunk));
    }
}

} // namespace ackedit::widgets
