// LevelEditor's paths (issue 34 point 6): every shown path is drawn in every view as orange lines
// through its nodes with a dot on each (a WMB's path nodes are markers of their own, joined the
// same way, without dots), and WED's path mode: Add ▸ Path Nodes with a path selected makes each left click in
// a view append a node there (on the view's grid, as Add places nodes), one undo step per click,
// until Esc or a right click. The edit is SceneDocument::appendPathPoint, also `level add ...
// path-node`.
#include "editors/leveleditor.h"

#include "editors/levelmovetool.h"
#include "models/scenetreemodel.h"
#include "scene/sceneplacement.h"
#include "scene/sceneselection.h"
#include "viewport/viewport.h"

#include <QAction>

namespace ackedit::widgets {

using document::NodeId;
using document::NodeKind;

namespace {
const QString PathLines = QStringLiteral("level.paths");
const QString PathDots = QStringLiteral("level.pathNodes");
} // namespace

Eigen::Vector3d LevelEditor::placeAt(const View &view, const Eigen::Vector2f &pixel) const
{
    const document::ViewDescription description = view.tool->view();
    const Eigen::Vector3f target = view.viewport->cameraState().target;
    const document::PickRay ray = description.rayAt(pixel);
    std::optional<Eigen::Vector3d> onGrid;
    if (view.viewport->planView()) // on the view's plane through its centre: the depth stays the centre's
        onGrid = document::placementOnViewPlane(ray, target, m_gridStep);
    else
        onGrid = document::placementOnGrid(ray, target.z(), m_gridStep);
    return onGrid ? *onGrid : target.cast<double>();
}

std::vector<Eigen::Vector3d> LevelEditor::pathNodes(NodeId path) const
{
    std::vector<Eigen::Vector3d> points;
    if (m_document->pathPoints(path, &points))
        return points;
    for (NodeId child : m_document->children(path)) { // a WMB path: its nodes are nodes
        Eigen::Vector3f p;
        if (m_document->nodeKind(child) == NodeKind::PathNode && m_document->markerPosition(child, &p))
            points.push_back(p.cast<double>());
    }
    return points;
}

void LevelEditor::showPaths()
{
    std::vector<Eigen::Vector3f> segments, dots;
    QList<NodeId> stack = m_document->children(0);
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeLast();
        if (!isShown(id))
            continue;
        stack.append(m_document->children(id));
        if (m_document->nodeKind(id) != NodeKind::Path)
            continue;
        const std::vector<Eigen::Vector3d> points = pathNodes(id);
        // A WMB's path nodes are markers of their own: no dot over them.
        const bool nodesAreMarkers = !m_document->children(id).isEmpty();
        for (size_t i = 0; i < points.size(); ++i) {
            if (!nodesAreMarkers)
                dots.push_back(points[i].cast<float>());
            if (i > 0) {
                segments.push_back(points[i - 1].cast<float>());
                segments.push_back(points[i].cast<float>());
            }
        }
    }
    if (m_pathsShown && m_pathsShown->first == segments && m_pathsShown->second == dots)
        return; // nothing moved: no upload
    m_pathsShown.emplace(segments, dots);
    const QColor color = SceneTreeModel::kindColor(NodeKind::Path);
    for (const auto &view : m_views) {
        // Hidden behind walls in the 3D view, as the markers are; over the wireframe in 2D.
        const bool onTop = view->viewport->planView().has_value();
        view->viewport->setOverlayLines(PathLines, segments, color, onTop);
        view->viewport->setPointOverlay(PathDots, dots, {color}, 6.0f, onTop);
    }
}

bool LevelEditor::startPathNodes()
{
    const QList<NodeId> selected = selection();
    const NodeId path = selected.size() == 1 && m_document->takesPathPoints(selected.first()) ? selected.first() : 0;
    if (!path) {
        QString why;
        if (selected.size() == 1 && m_document->nodeKind(selected.first()) == NodeKind::Path)
            m_document->appendPathPoint(selected.first(), Eigen::Vector3d::Zero(), &why); // refused: says why
        m_note = why.isEmpty() ? tr("Select one path to add nodes to") : why;
        m_addPathNodes->setChecked(false);
        updateStatus();
        return false;
    }
    endFaceTexturing();
    m_pathTarget = path;
    for (const auto &view : m_views) {
        View *v = view.get();
        v->tool->setClickPlacer([this, v](const Eigen::Vector2f &pixel) { appendPathNodeAt(*v, pixel); },
                                [this] { endPathNodes(); });
    }
    m_addPathNodes->setChecked(true);
    m_modeHint = tr("Path mode: each click adds a node to %1; Esc or a right click ends").arg(m_document->nodeName(path));
    updateStatus();
    return true;
}

void LevelEditor::endPathNodes()
{
    if (!m_pathTarget)
        return;
    m_pathTarget = 0;
    for (const auto &view : m_views)
        view->tool->setClickPlacer({});
    m_addPathNodes->setChecked(false);
    m_modeHint.clear();
    updateStatus();
}

void LevelEditor::appendPathNodeAt(const View &view, const Eigen::Vector2f &pixel)
{
    if (!m_document->contains(m_pathTarget)) { // undone or removed since
        endPathNodes();
        return;
    }
    QString error;
    if (!m_document->appendPathPoint(m_pathTarget, placeAt(view, pixel), &error)) {
        endPathNodes();
        m_note = error;
        updateStatus();
    }
}

} // namespace ackedit::widgets
