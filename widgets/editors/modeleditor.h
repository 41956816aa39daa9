#pragma once
// The model editor (MDL2..MDL7, IDPO): the model in a viewport with its skins, a frame selector
// and animation playback. Playback blends positions between frames (document::blendPositions,
// the blend "insert interpolated frames" stores) and pushes the pose through
// Viewport::updateMeshPositions, so the mesh is patched in place, never rebuilt. Edits reach it
// as the document's verticesChanged: only the changed vertices and the normals around them are
// uploaded.
#include "docks/framesdock.h"
#include "editors/documenteditor.h"
#include "editors/playbackrange.h"
#include "common/trianglemesh.h"
#include "model/vertex/vertexnormals.h"

#include <Eigen/Core>

#include <QElapsedTimer>

#include <optional>
#include <vector>

class QDoubleSpinBox;
class QLabel;
class QTimer;
class QToolButton;

namespace ackedit::document {
class ModelDocument;
class ModelSelection;
}

namespace ackedit::widgets {

class FrameSelector;
class FramesDock;
class OnionSkin;
class SaveReportDock;
class TransformDock;
class VertexOverlay;
class VertexTool;
class SkinPaintDock;
class SkinPaintTool;
class SkinUploader;

class ModelEditor : public DocumentEditor, public FrameHost
{
    Q_OBJECT
public:
    explicit ModelEditor(document::ModelDocument *document, QWidget *parent = nullptr);

    document::ModelDocument *model() const { return m_model; }
    ~ModelEditor() override;

    Viewport *viewport() const override { return m_viewport; }
    QString statusText() const override;
    int frameCount() const override { return m_frameCount; }
    int currentFrame() const override;
    // Stops playback and shows `frame` (wrapped into range).
    void setCurrentFrame(int frame) override;
    void selectLocation(const document::FindingLocation &location) override; // modeleditorlocation.cpp

    QList<QDockWidget *> dockWidgets() const override;
    // The skin tools and Paint on Model (the Skin dock's), the Frames dock's actions.
    QList<QAction *> toolBarActions() const override;
    FrameSelector *frameSelector() const { return m_frames; }
    // Vertex editing: the selection, the viewport tool, its overlays and the Transform dock.
    document::ModelSelection *vertexSelection() const { return m_selection; }
    VertexTool *vertexTool() const { return m_vertexTool; }
    VertexOverlay *vertexOverlay() const { return m_vertexOverlay; }
    TransformDock *transformDock() const { return m_transformDock; }
    // One message per skin that cannot be drawn (also shown above the view).
    QStringList skinProblems() const { return m_skinProblems; }
    bool isPlaying() const override;
    double fps() const;
    void setFps(double fps);
    // Shows the pose at a fractional frame time: frame floor(t) blended towards the next one
    // (the last frame blends into the first, as the animation loops).
    void showTime(double frameTime);
    double currentTime() const { return m_time; }
    // The frames playback loops over (count 0: all); the Frames dock sets the current animation.
    void setPlaybackRange(int first, int count) override;
    PlaybackRange playbackRange() const { return m_range; }

    FramesDock *framesDock() const { return m_framesDock; }
    // The previous and next frames as ghosts (the Frames dock's toggle).
    OnionSkin *onionSkin() const { return m_onion; }
    SaveReportDock *saveReportDock() const { return m_saveReportDock; }
    SkinPaintDock *skinPaintDock() const { return m_skinDock; }
    SkinUploader *skinUploader() const { return m_skinUploader; }
    // Painting on the model in 3D (on while the Skin dock's "Paint on model" is checked).
    SkinPaintTool *skinPaintTool() const { return m_skinPaintTool; }

public Q_SLOTS:
    void setPlaying(bool playing);

private:
    // Normals of a frame, kept current around edits (built on first use).
    document::VertexNormals &normals(int frame);
    void tick();
    void verticesChanged(int frame, int first, int count);
    void rebuildFrames(); // after frames were added, removed, reordered or renamed
    void rebuildSkins();  // after skins were added, removed, reordered or resized, or another is shown
    // The mesh of `frame` as the view draws it: with the skin the Skin dock shows.
    format::TriangleMesh viewMesh(int frame) const;

    document::ModelDocument *m_model;
    Viewport *m_viewport = nullptr;
    FrameSelector *m_frames = nullptr;
    QToolButton *m_play = nullptr;
    QLabel *m_notice = nullptr;
    QStringList m_skinProblems;
    QDoubleSpinBox *m_fps = nullptr;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    double m_startTime = 0; // frame time when the clock started
    double m_time = 0;
    int m_meshId = 0;
    int m_frameCount = 1;
    size_t m_positionCount = 0;
    std::vector<std::optional<document::VertexNormals>> m_normals; // per frame, on first use
    int m_current = 0;     // the current frame: shown, listed, picked and edited
    int m_shownFrame = -1; // the frame whose positions the mesh shows unblended (-1: a blend)
    PlaybackRange m_range;
    FramesDock *m_framesDock = nullptr;
    OnionSkin *m_onion = nullptr;
    SaveReportDock *m_saveReportDock = nullptr;
    document::ModelSelection *m_selection = nullptr;
    VertexTool *m_vertexTool = nullptr;
    VertexOverlay *m_vertexOverlay = nullptr;
    TransformDock *m_transformDock = nullptr;
    SkinPaintDock *m_skinDock = nullptr;
    SkinUploader *m_skinUploader = nullptr;
    SkinPaintTool *m_skinPaintTool = nullptr;
};

} // namespace ackedit::widgets
