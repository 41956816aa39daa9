#pragma once
// The terrain sculptor: a viewport showing the document's height grid, the tool panel dock, and
// the sculpt brush as the viewport's tool (it gets pick rays, never widget coordinates, so it is
// driven the same way by tests). The sculpting itself is document::TerrainSculptTool (core):
// a press on the terrain starts a stroke (one undo step), moves add dabs spaced along the path
// (Grab: lift along the vertical), release ends it, Esc cancels it exactly. This class turns
// input into those calls and draws the brush outline; [ and ] or Ctrl+wheel change the radius. The viewport is patched, not rebuilt: every change of heights
// uploads only the rows it touched (positions and the normals the document recomputed around
// them), coalesced to once per event-loop pass.
#include "editors/documenteditor.h"
#include "viewport/viewport.h"

#include "terrain/terraindocument.h"
#include "terrain/brushsettings.h"
#include "terrain/terrainsculpttool.h"

#include <QPointer>
#include <QRect>

#include <memory>

namespace ackedit::document {
class SculptStroke;
}

namespace ackedit::widgets {

class SkinPaintDock;
class SkinUploader;
class TerrainToolPanel;
class TerrainView;

class TerrainEditor : public DocumentEditor, public ViewportTool
{
    Q_OBJECT
public:
    explicit TerrainEditor(document::TerrainDocument *document, QWidget *parent = nullptr);
    ~TerrainEditor() override;

    Viewport *viewport() const override { return m_viewport; }
    QList<QDockWidget *> dockWidgets() const override;
    // The sculpt brushes (the tool panel's), then the skin tools (the Skin dock's).
    QList<QAction *> toolBarActions() const override;
    QString statusText() const override;

    document::TerrainDocument *terrain() const { return m_terrain; }
    TerrainToolPanel *toolPanel() const { return m_panel; }
    SkinPaintDock *skinPaintDock() const { return m_skinDock; }
    SkinUploader *skinUploader() const { return m_skinUploader; }
    TerrainView *terrainView() const { return m_view; } // the chunks the viewport draws
    // Builds the chunks anew (TerrainView::setPreferredChunkCells changed); the camera stays.
    void rebuildView();
    bool isStrokeActive() const;
    // Undo memory of the last finished stroke (0 before the first, or when it changed nothing).
    qint64 lastStrokeBytes() const { return m_lastStrokeBytes; }

    // ---- ViewportTool ----
    bool mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    void mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool wheel(int angleDelta, Qt::KeyboardModifiers modifiers) override;
    bool keyPress(int key, Qt::KeyboardModifiers modifiers) override;
    void leave() override;

    // ---- the live view (public for tests) ----
    // Sends the pending changes to the viewport now (normally on the next event-loop pass).
    // Returns the vertex rectangle uploaded (empty if nothing was pending): the changed vertices
    // and the normals around them, in every chunk that draws some of them (TerrainView::upload).
    QRect flushViewUpdate();
    QRect lastUploadRect() const { return m_lastUpload; }
    // updateMeshPositions calls so far.
    int uploadCount() const { return m_uploadCount; }
    // Overlay segments as last sent (pairs of points); empty when hidden.
    const std::vector<Eigen::Vector3f> &brushOutline() const { return m_outline; }
    const std::vector<Eigen::Vector3f> &chunkGridLines() const { return m_chunkLines; }

public slots:
    // Dialogs for the whole-terrain operations (pushed as undoable commands).
    void newTerrain();
    void importHeightmap();
    void exportHeightmap();
    void resizeTerrain();

private:
    void heightsEdited(const QRect &rect);
    void terrainReset();
    void rebuildSkins(); // after skins were added, removed, reordered or resized
    void scheduleFlush();
    QList<QImage> currentSkins() const;
    void updateOutline(const ViewportRay &ray);
    void showOutlineAt(const Eigen::Vector3f &centre);
    void hideOutline();
    void updateChunkGrid();
    void finishStroke();
    void setInfo(const QString &text);

    document::TerrainDocument *m_terrain;
    Viewport *m_viewport;
    TerrainToolPanel *m_panel;
    SkinPaintDock *m_skinDock = nullptr;
    SkinUploader *m_skinUploader = nullptr;
    TerrainView *m_view = nullptr;
    std::unique_ptr<document::TerrainSculptTool> m_sculpt; // the stroke, its dabs and grab
    QRect m_pendingRows; // vertex rect whose positions/normals still have to reach the viewport
    bool m_flushScheduled = false;
    bool m_chunkGridDirty = false;
    QRect m_lastUpload;
    int m_uploadCount = 0;
    std::vector<Eigen::Vector3f> m_outline;
    Eigen::Vector3f m_outlineCentre = Eigen::Vector3f::Zero();
    std::vector<Eigen::Vector3f> m_chunkLines;
    qint64 m_lastStrokeBytes = 0;
    QString m_info;
};

} // namespace ackedit::widgets
