#pragma once
// The model editor (MDL, IDPO): the model in a viewport with its skins, a frame selector and
// animation playback. Playback interpolates between frames (linear blend of positions and
// normals) and pushes the blended pose through Viewport::updateMeshPositions, so the mesh is
// patched in place, never rebuilt.
#include "editors/documenteditor.h"

#include <Eigen/Core>

#include <QElapsedTimer>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QTimer;
class QToolButton;

namespace ackedit::widgets {

class FrameSelector;

class ModelEditor : public DocumentEditor
{
    Q_OBJECT
public:
    explicit ModelEditor(document::Document *document, QWidget *parent = nullptr);
    ~ModelEditor() override;

    Viewport *viewport() const override { return m_viewport; }
    QString statusText() const override;
    int frameCount() const override { return m_frameCount; }
    int currentFrame() const override;
    // Stops playback and shows `frame` (wrapped into range).
    void setCurrentFrame(int frame) override;

    FrameSelector *frameSelector() const { return m_frames; }
    // One message per skin that cannot be drawn (also shown above the view).
    QStringList skinProblems() const { return m_skinProblems; }
    bool isPlaying() const;
    double fps() const;
    void setFps(double fps);
    // Shows the pose at a fractional frame time: frame floor(t) blended towards the next one
    // (the last frame blends into the first, as the animation loops).
    void showTime(double frameTime);
    double currentTime() const { return m_time; }

public Q_SLOTS:
    void setPlaying(bool playing);

private:
    struct Pose
    {
        std::vector<Eigen::Vector3f> positions, normals;
        bool valid = false;
    };
    const Pose &pose(int frame);
    void tick();

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
    std::vector<Pose> m_poses; // cached per frame, filled on first use
};

} // namespace ackedit::widgets
