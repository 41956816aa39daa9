#pragma once
// The terrain as the viewport draws it: square chunks of the height grid, one mesh each, built
// at a level of detail chosen from the camera distance, and at the coarsest one when the chunk is
// out of view, so what is uploaded and drawn grows with what is on screen, not with the terrain.
// A chunk at stride s takes every s-th vertex (and its last row and column); chunks on both sides
// of a border may differ in stride, so inner borders carry a skirt (the border vertices again,
// lowered) that hides the cracks. The first chunk owns the skin textures; the others share them
// (Viewport::addMeshSharingSkins).
//
// Nothing is copied from the document beyond the GPU vertices of the chunks: positions, UVs and
// normals (HeightGrid::normal) are derived from the height grid when a chunk is (re)built or
// patched, so only the vertices drawn cost more than the grid's one float per sample.
#include "viewport/viewport.h"

#include <QObject>
#include <QPointer>
#include <QRect>

#include <vector>

namespace ackedit::document {
class Frustum;
class TerrainDocument;
} // namespace ackedit::document

namespace ackedit::widgets {

class TerrainView : public QObject
{
    Q_OBJECT
public:
    // Cells per chunk side: 64, doubled up to 256 while there are more than 8 x 8 chunks (each
    // chunk costs the renderer a fixed amount of memory), and beyond only to stay within 16 x 16.
    static constexpr int MinChunkCells = 64;
    static constexpr int PreferredChunksPerSide = 8;
    static constexpr int PreferredMaxChunkCells = 256;
    static constexpr int MaxChunksPerSide = 16;
    // The coarsest stride whose cells still span at most this many pixels is chosen.
    static constexpr float TargetCellPixels = 4.0f;
    // A chunk counts as in view when its box reaches into the view volume widened to this many
    // half-widths and half-heights (1 = the screen's edges), so a small turn of the camera shows
    // no coarse chunk at the edges before the detail follows.
    static constexpr float InViewMargin = 1.25f;

    // Cells per chunk side chosen in Edit ▸ Preferences for the terrains built from now on
    // (rebuild): a power of two from 16 to 256, doubled only while the terrain would have more
    // than MaxChunksPerSide chunks a side; 0 = the automatic choice above (the default).
    static void setPreferredChunkCells(int cells);
    static int preferredChunkCells();

    TerrainView(Viewport *viewport, const document::TerrainDocument *terrain, QObject *parent = nullptr);
    ~TerrainView() override;

    // Removes every chunk and builds the terrain anew (open, new/resize/import, skins changed).
    void rebuild(const QList<QImage> &skins);
    // Re-uploads the vertices of vertex rectangle `rect` (x = column, y = row) in every chunk
    // that draws some of them: one range per chunk row, or one band when most of a chunk's
    // columns changed. Returns the number of updateMeshPositions calls.
    int upload(const QRect &rect);
    // Chooses each chunk's stride from the current camera; rebuilds the chunks whose stride
    // changed. Runs by itself (coalesced) when the camera moves.
    void updateLevelOfDetail();
    // Caps the stride (1 = full detail everywhere); 0 = no cap.
    void setMaxStride(int stride);

    Viewport::MeshId skinMesh() const; // the chunk whose skins the others share (-1 when empty)
    int chunkCells() const { return m_chunkCells; }
    int chunkCount() const { return int(m_chunks.size()); }
    int stride(int chunk) const { return m_chunks[size_t(chunk)].stride; }
    Viewport::MeshId chunkMesh(int chunk) const { return m_chunks[size_t(chunk)].mesh; }
    QRect chunkRect(int chunk) const { return m_chunks[size_t(chunk)].rect; } // its vertices
    qsizetype drawnVertexCount() const; // grid vertices of every chunk at its stride, no skirts

private:
    struct Chunk
    {
        QRect rect; // vertex rectangle, shared borders included
        int stride = 1;
        Viewport::MeshId mesh = -1;
        float skirtDepth = 0.0f;
        int skirtStart[4] = {-1, -1, -1, -1}; // west, east, north, south: first skirt position
    };
    format::TriangleMesh buildChunk(Chunk &chunk) const;
    int chooseStride(const Chunk &chunk, const Viewport::CameraState &camera, float pixelsPerUnit,
                     const document::Frustum &inView) const;
    void clear();
    void scheduleLevelOfDetail();

    QPointer<Viewport> m_viewport; // may go first when the editor is torn down
    const document::TerrainDocument *m_terrain;
    std::vector<Chunk> m_chunks;
    int m_chunkCells = MinChunkCells;
    int m_maxStride = 0;
    float m_lowest = 0.0f, m_highest = 0.0f;
    bool m_lodScheduled = false;
};

} // namespace ackedit::widgets
