#pragma once
// What the vertex tool draws over the model: every vertex of the shown frame as a dot (selected
// ones highlighted, vertices a soft selection moves in the Viewport::weightColor ramp), the 3D
// cursor, the constraint axis of a transform in progress, and the bones of an MDL7 model as lines
// between their joints. Edits patch only the dots of the vertices they moved
// (Viewport::updatePointOverlay, logged in bufferUploads()).
#include <Eigen/Core>

#include <QColor>
#include <QObject>

#include <functional>
#include <vector>

namespace ackedit::document {
class ModelDocument;
class ModelSelection;
}

namespace ackedit::widgets {

class Viewport;
class VertexTool;

class VertexOverlay : public QObject
{
    Q_OBJECT
public:
    static constexpr float DotPixels = 5.0f;
    static const QColor Unselected;
    static const QColor Selected;
    static const QColor Bone;
    static const QColor Outline; // rings the light dots (selected, bones): they show on yellow skins

    VertexOverlay(document::ModelDocument *document, document::ModelSelection *selection, VertexTool *tool,
                  Viewport *viewport, std::function<int()> currentFrame, QObject *parent = nullptr);

    // The dots' colours as last sent, one per vertex (for tests).
    const std::vector<QColor> &colors() const { return m_colors; }
    // Line overlays as last sent (pairs of points; empty when hidden).
    const std::vector<Eigen::Vector3f> &axisLines() const { return m_axis; }
    const std::vector<Eigen::Vector3f> &boneLines() const { return m_bones; }

    static QString pointsKey();
    static QString axisKey();
    static QString bonesKey();

    // The dots at a pose the editor shows between two frames (playback blends): the dots move
    // with the mesh instead of staying at the current frame's places. rebuild() or the next
    // pose puts them back.
    void showPose(const std::vector<Eigen::Vector3f> &positions);

public Q_SLOTS:
    // The editor shows another frame, or the frames changed: every dot and the bones again.
    void rebuild();

private:
    void recolour();
    void verticesChanged(int frame, int first, int count);
    void updateAxis();
    void updateCursor();
    void updateBones();
    float extent() const;

    document::ModelDocument *m_document;
    document::ModelSelection *m_selection;
    VertexTool *m_tool;
    Viewport *m_viewport;
    std::function<int()> m_currentFrame;
    int m_shownFrame = -1;
    std::vector<QColor> m_colors;
    std::vector<Eigen::Vector3f> m_axis;
    std::vector<Eigen::Vector3f> m_bones;
};

} // namespace ackedit::widgets
