#pragma once
// A terrain (HMP4 version 1, HMP5, HMP7 grid) being edited. The heights of frame 0 live as floats
// in a HeightGrid that the sculpt brushes edit in place (the document is their HeightTarget);
// prepareWrite() stores them into the HmpFile, whose writer repacks the heights to the full 16-bit
// range and recomputes the normals of changed vertices only, in the file's own format.
//
// Frames: only frame 0 is editable. Multi-frame terrains are rare (MED writes one frame; none of
// the corpus files has more) and the engine shows frame 0; one HeightTarget per frame would need
// a frame choice in every tool for no real use. Other frames are kept as read, and resampled
// along with frame 0 when the grid is resized.
//
// HMP4 version 0 files are meshes. One whose vertices lie on the header's grid (as MED wrote
// them, HmpFile::meshGridVertices) is edited here through that mapping: its heights are sculpted,
// its size and x/y stay. Any other mesh is refused by createFor() (the model editor opens it).
#include "document.h"
#include "skin/skinedits.h"
#include "skin/skinmanagement.h"
#include "terrain/heighttarget.h"

#include <Eigen/Core>

#include <memory>
#include <vector>

namespace ackedit::format {
class HmpFile;
}

namespace ackedit::document {

class TerrainDocument : public Document, public HeightTarget
{
    Q_OBJECT
public:
    TerrainDocument(std::unique_ptr<format::HmpFile> hmp, QString fileName, QObject *parent = nullptr);
    ~TerrainDocument() override;

    // The document for a grid HMP; null (and `asset` untouched) for anything else.
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);
    // A new untitled flat HMP7 terrain: columns x rows vertices (2..4097), square cells of
    // `cellSize`, every height `baseHeight`. Null and `error` set on bad arguments.
    static std::unique_ptr<TerrainDocument> createNew(int columns, int rows, float cellSize, float baseHeight,
                                                      QString *error = nullptr);

    format::HmpFile *hmp() const;
    // An HMP4 v0 mesh laid out as a grid: only its heights can change (New, Resize and Import
    // must keep its size and cell size, see fixedSizeReason()).
    bool isMeshTerrain() const { return !m_vertexOfPoint.empty(); }
    // Why a terrain of another size cannot replace this one; empty when it can.
    QString fixedSizeReason() const;
    // The skin UV of each grid point when the file stores its own (a mesh terrain: its texels
    // may run across the grid in any direction); empty when the grid spans its skin 0..1.
    const std::vector<Eigen::Vector2f> &gridUvs() const { return m_gridUvs; }

    // ---- HeightTarget ----
    HeightGrid &grid() override { return m_grid; }
    const HeightGrid &grid() const { return m_grid; }
    // Called by commands after they changed heights in `rect`: emits heightsEdited(rect). The
    // document keeps no normals (12 bytes per vertex on a 4097² terrain is 200 MB): views derive
    // them from the grid (HeightGrid::normal) for what they draw, one vertex around `rect`.
    void heightsChanged(const QRect &rect) override;

    // ---- whole-terrain edits, one undo step each; false and `error` (for the user) when refused ----
    // MED's New Terrain: columns x rows points `cellSize` apart, every height `baseHeight`.
    bool newTerrain(int columns, int rows, float cellSize, float baseHeight, QString *error = nullptr);
    // Every frame resampled to columns x rows points over the same extent.
    bool resize(int columns, int rows, QString *error = nullptr);
    // The heights of an image file, black at `blackHeight` and white at `whiteHeight`; `keepSize`
    // samples it onto the present grid, otherwise the grid takes the image's size.
    bool importHeightmap(const QString &fileName, float blackHeight, float whiteHeight, bool keepSize,
                         QString *error = nullptr);

    // ---- whole-terrain state (new, import, resize; see TerrainReplaceCommand) ----
    struct State
    {
        std::shared_ptr<const format::HmpFile> file; // the structure; frame 0's heights may lag
        HeightGrid grid;                      // the truth for frame 0
    };
    State state() const;
    // The state after resampling every frame to columns x rows vertices over the same world
    // extent (the cell size adapts). Null `file` if the format cannot hold that size.
    State resizedState(int columns, int rows) const;
    // The state with `grid` as frame 0 (its size and cell size; the offset is recentred like
    // MED). Other frames are resampled to its size. Null `file` if the format cannot hold it.
    State stateWithGrid(HeightGrid grid) const;

    // The heightmap as a 16-bit grayscale PNG, [lowest, highest] height mapped to 0..65535.
    bool exportHeightmap(const QString &fileName, QString *error) const;

    // The working image of terrain skin `skin` for the skin painter (see ModelDocument::skinCanvas);
    // saving stores edited skins in their own pixel format. New/import/resize keep the skins.
    SkinCanvas *skinCanvas(int skin) { return m_skinEdits.canvas(skin); }
    const SkinEdits &skinEdits() const { return m_skinEdits; }
    // Save painted 8-bit skins dithered onto their palette (SkinEdits::setDitherPalette).
    void setDitherPaletteSkins(bool dither) { m_skinEdits.setDitherPalette(dither); }
    // Skin management (add, import, duplicate, delete, move, resize), one undo step each.
    SkinManagement *skinManagement() { return &m_skinManagement; }

protected:
    void prepareWrite() override;

signals:
    // Heights inside `rect` (x = column, y = row) changed; the grid's size did not.
    void heightsEdited(const QRect &rect);
    // The whole terrain was replaced (size, cell size or structure may differ): re-read all.
    void terrainReset();
    void skinChanged(int skin, const QRect &changed); // pixels of one skin changed (painting, its undo or redo)
    void skinsChanged(); // skins added, removed, reordered or resized

private:
    friend class TerrainReplaceCommand; // the one way a whole state is swapped in, undoably
    // Replaces the terrain by `state` (an exact copy); emits terrainReset().
    void setState(const State &state);
    // Why a terrain of another size cannot be stored, in words for the user.
    QString cannotHoldMessage() const;
    // Grid-ordered heights of a mesh terrain in the file's vertex order.
    std::vector<float> fileOrder(const std::vector<float> &gridHeights) const;
    void mapMeshGrid();
    // Grid of `frame` (cell size and offset from the header); a mesh terrain's heights go
    // through m_vertexOfPoint, which mapMeshGrid() must have set.
    HeightGrid gridOf(const format::HmpFile &hmp, int frame) const;

    SkinEdits m_skinEdits;
    SkinManagement m_skinManagement;
    HeightGrid m_grid;
    std::vector<int> m_vertexOfPoint;       // mesh terrains: the file's vertex at each grid point
    std::vector<Eigen::Vector2f> m_gridUvs; // mesh terrains: the skin UV at each grid point
};

} // namespace ackedit::document
