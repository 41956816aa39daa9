// Placeholders for the parts of the Viewport interface that are not implemented yet, so code
// written against the interface links. Each function moves to viewport.cpp (or its own file)
// when it is implemented; this file disappears when it is empty.
#include "viewport.h"

namespace ackedit::widgets {

void Viewport::updateMeshPositions(MeshId, int, const std::vector<Eigen::Vector3f> &,
                                   const std::vector<Eigen::Vector3f> &) {}
void Viewport::setOverlayLines(const QString &, const std::vector<Eigen::Vector3f> &, const QColor &) {}
void Viewport::setMarkers(const QList<ViewportMarker> &) {}
void Viewport::setSelectedMarkers(const QList<quint32> &) {}
QList<quint32> Viewport::selectedMarkers() const { return {}; }
void Viewport::setRenderMode(RenderMode) {}
Viewport::RenderMode Viewport::renderMode() const { return RenderMode::Textured; }
void Viewport::setGridVisible(bool) {}
bool Viewport::isGridVisible() const { return false; }
void Viewport::frameBox(const Eigen::Vector3f &, const Eigen::Vector3f &) {}
ViewportRay Viewport::rayAt(const QPointF &) const { return {}; }
void Viewport::setTool(ViewportTool *) {}
ViewportTool *Viewport::tool() const { return nullptr; }

} // namespace ackedit::widgets
