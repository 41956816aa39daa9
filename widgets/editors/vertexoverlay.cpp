#include "editors/vertexoverlay.h"

#include "editors/vertextool.h"
#include "mdl7/mdl7file.h"
#include "model/mdl7modeldocument.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "viewport/viewport.h"

#include <QUndoStack>

#include <Eigen/Geometry>

namespace ackedit::widgets {

using document::TransformConstraint;

const QColor VertexOverlay::Unselected(16, 16, 16);
const QColor VertexOverlay::Selected(255, 160, 0);
const QColor VertexOverlay::Bone(240, 240, 140);
const QColor VertexOverlay::Outline(0, 0, 0);

namespace {

const QColor AxisColors[3] = {QColor(230, 60, 60), QColor(90, 220, 90), QColor(80, 130, 255)};
const QColor CursorColor(255, 80, 200);
const QString CursorKey = QStringLiteral("vertex-cursor");

} // namespace

QString VertexOverlay::pointsKey() { return QStringLiteral("vertex-points"); }
QString VertexOverlay::axisKey() { return QStringLiteral("vertex-axis"); }
QString VertexOverlay::bonesKey() { return QStringLiteral("vertex-bones"); }

VertexOverlay::VertexOverlay(document::ModelDocument *document, document::ModelSelection *selection,
                             VertexTool *tool, Viewport *viewport, std::function<int()> currentFrame, QObject *parent)
    : QObject(parent), m_document(document), m_selection(selection), m_tool(tool), m_viewport(viewport),
      m_currentFrame(std::move(currentFrame))
{
    connect(selection, &document::ModelSelection::changed, this, &VertexOverlay::recolour);
    connect(selection, &document::ModelSelection::softSettingsChanged, this, &VertexOverlay::recolour);
    connect(document, &document::ModelDocument::verticesChanged, this, &VertexOverlay::verticesChanged);
    connect(document, &document::ModelDocument::framesChanged, this, &VertexOverlay::rebuild);
    connect(document, &document::ModelDocument::geometryReset, this, &VertexOverlay::rebuild);
    connect(tool, &VertexTool::transformStateChanged, this, [this] {
        updateAxis();
        if (!m_tool->isTransforming())
            recolour(); // soft weights follow the moved positions
    });
    connect(tool, &VertexTool::settingsChanged, this, &VertexOverlay::updateCursor);
    // Undo and redo move vertices, and soft weights depend on where they are.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_tool->isTransforming())
            recolour();
    });
    rebuild();
}

void VertexOverlay::rebuild()
{
    m_shownFrame = m_currentFrame();
    const std::vector<Eigen::Vector3f> &positions = m_document->positions(m_shownFrame);
    m_colors.assign(positions.size(), Unselected);
    m_viewport->setPointOverlay(pointsKey(), positions, m_colors, DotPixels, false, Outline);
    recolour();
    updateBones();
    updateCursor();
}

void VertexOverlay::showPose(const std::vector<Eigen::Vector3f> &positions)
{
    if (positions.size() == m_colors.size())
        m_viewport->updatePointOverlay(pointsKey(), 0, positions, {});
}

void VertexOverlay::recolour()
{
    const int n = int(m_document->positions(m_shownFrame).size());
    std::vector<QColor> colors(size_t(n), Unselected);
    for (const auto &w : m_selection->weights(m_shownFrame)) {
        if (w.vertex < n)
            colors[size_t(w.vertex)] = m_selection->contains(w.vertex) ? Selected : Viewport::weightColor(w.weight);
    }
    if (colors == m_colors)
        return;
    m_colors = std::move(colors);
    m_viewport->updatePointOverlay(pointsKey(), 0, {}, m_colors);
}

void VertexOverlay::verticesChanged(int frame, int first, int count)
{
    if (frame != -1 && frame != m_shownFrame)
        return;
    const std::vector<Eigen::Vector3f> &positions = m_document->positions(m_shownFrame);
    if (first < 0 || count <= 0 || size_t(first + count) > positions.size())
        return;
    m_viewport->updatePointOverlay(pointsKey(), first,
                                   std::vector<Eigen::Vector3f>(positions.begin() + first, positions.begin() + first + count),
                                   {});
}

float VertexOverlay::extent() const
{
    const Eigen::AlignedBox3f box = m_document->bounds();
    return box.isEmpty() ? 1.0f : std::max(box.sizes().maxCoeff(), 1e-3f);
}

void VertexOverlay::updateAxis()
{
    m_axis.clear();
    const TransformConstraint c = m_tool->constraint();
    const int axis = document::constraintAxisIndex(c);
    if (m_tool->isTransforming() && axis >= 0) {
        // An axis constraint draws its axis; a plane constraint the two axes in the plane.
        const Eigen::Vector3f pivot = m_tool->transformPivot();
        const float half = extent() * 2.0f;
        QColor color = AxisColors[axis];
        for (int i = 0; i < 3; ++i) {
            if (document::isAxisConstraint(c) ? i != axis : i == axis)
                continue;
            m_axis.push_back(pivot - half * Eigen::Vector3f::Unit(i));
            m_axis.push_back(pivot + half * Eigen::Vector3f::Unit(i));
            color = AxisColors[i];
        }
        if (document::isPlaneConstraint(c))
            color = AxisColors[axis];
        m_viewport->setOverlayLines(axisKey(), m_axis, color, true);
        return;
    }
    m_viewport->setOverlayLines(axisKey(), {}, QColor());
}

void VertexOverlay::updateCursor()
{
    const Eigen::Vector3f c = m_tool->cursor();
    const float arm = extent() * 0.04f;
    std::vector<Eigen::Vector3f> lines;
    for (int i = 0; i < 3; ++i) {
        lines.push_back(c - arm * Eigen::Vector3f::Unit(i));
        lines.push_back(c + arm * Eigen::Vector3f::Unit(i));
    }
    m_viewport->setOverlayLines(CursorKey, lines, CursorColor, true);
}

void VertexOverlay::updateBones()
{
    m_bones.clear();
    const auto *mdl7 = qobject_cast<const document::Mdl7ModelDocument *>(m_document);
    if (mdl7 && !mdl7->mdl7()->bones().empty()) {
        // Rest joints: each bone's position is relative to its parent's (parents come first);
        // the frame's pose moves each joint with its own bone.
        const auto &bones = mdl7->mdl7()->bones();
        const std::vector<Eigen::Affine3f> poses = mdl7->mdl7()->bonePoses(std::max(m_shownFrame, 0));
        std::vector<Eigen::Vector3f> rest(bones.size()), posed(bones.size());
        for (size_t b = 0; b < bones.size(); ++b) {
            const size_t parent = bones[b].parent;
            rest[b] = bones[b].position + (parent < b ? rest[parent] : Eigen::Vector3f::Zero());
            posed[b] = b < poses.size() ? Eigen::Vector3f(poses[b] * rest[b]) : rest[b];
            if (parent < b) {
                m_bones.push_back(posed[parent]);
                m_bones.push_back(posed[b]);
            }
        }
    }
    m_viewport->setOverlayLines(bonesKey(), m_bones, Bone, true);
}

} // namespace ackedit::widgets
