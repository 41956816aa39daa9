// Overlay lines and points, markers, the ground grid and render modes.
#include "viewport.h"

#include "colorcubematerial.h"
#include "lineentity.h"
#include "markerentity.h"
#include "meshbuffers.h"
#include "meshentity.h"
#include "pointentity.h"
#include "viewportprivate.h"

#include <Qt3DCore/QEntity>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QLayer>

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

namespace {

const QColor GridColor(105, 110, 120);
constexpr double MaxGridLines = 400.0; // per axis: past that the lines are drawn coarser
constexpr double MinGridPixels = 8.0;   // a 2D view's grid lines are never closer than this

} // namespace

bool Viewport::Private::fileBounds(Eigen::Vector3f &min, Eigen::Vector3f &max) const
{
    QVector3D glMin, glMax;
    if (!sceneBounds(glMin, glMax))
        return false;
    const Eigen::Vector3f a = MeshBuffers::fromGl(glMin), b = MeshBuffers::fromGl(glMax);
    min = a.cwiseMin(b);
    max = a.cwiseMax(b);
    return true;
}

float Viewport::Private::defaultMarkerSize() const
{
    Eigen::Vector3f min, max;
    bool any = fileBounds(min, max);
    for (const ViewportMarker &m : markers) {
        min = any ? min.cwiseMin(m.position) : m.position;
        max = any ? max.cwiseMax(m.position) : m.position;
        any = true;
    }
    const float diagonal = any ? (max - min).norm() : 0.0f;
    return diagonal > 0.0f ? diagonal * 0.02f : 1.0f;
}

void Viewport::Private::rebuildMarkers()
{
    if (!markerEntity && markers.isEmpty())
        return;
    if (!markerEntity) // made on first use: an empty buffer makes Qt3D warn on every frame
        markerEntity = new MarkerEntity(root);
    markerEntity->setMarkers(markers, selectedMarkers, defaultMarkerSize());
}

void Viewport::Private::rebuildGrid()
{
    if (gridVisible && planView) {
        rebuildPlanGrid();
        return;
    }
    if (!gridVisible) {
        if (grid)
            grid->setEnabled(false);
        return;
    }
    Eigen::Vector3f min(-1, -1, 0), max(1, 1, 0);
    fileBounds(min, max);
    // In doubles and whole cells: far from the origin a float step finer than the coordinates'
    // resolution never advances (a one-point model at x = 250000 looped until memory ran out).
    const double magnitude = std::max({std::abs(double(min.x())), std::abs(double(max.x())),
                                       std::abs(double(min.y())), std::abs(double(max.y()))});
    const double extent = std::max({double(max.x()) - min.x(), double(max.y()) - min.y(), magnitude * 1e-4, 1e-3});
    // A round spacing giving 10 to 100 cells over the scene.
    const double step = gridStep > 0 && extent / gridStep <= MaxGridLines ? double(gridStep)
                                                                           : std::pow(10.0, std::floor(std::log10(extent / 10.0)));
    // The grid's extent in cells, one cell of margin around the scene.
    const double x0 = std::floor(min.x() / step) - 1, x1 = std::ceil(max.x() / step) + 1;
    const double y0 = std::floor(min.y() / step) - 1, y1 = std::ceil(max.y() / step) + 1;
    if (!std::isfinite(x0 + x1 + y0 + y1)) { // a vertex at infinity: no grid rather than no end
        if (grid)
            grid->setEnabled(false);
        return;
    }
    setGridLines(0, 1, 0.0f, step, x0, x1, y0, y1);
}

void Viewport::Private::setGridLines(int a, int b, float depthValue, double step, double a0, double a1, double b0,
                                     double b1)
{
    const int depth = 3 - a - b;
    const auto point = [&](double u, double v) {
        Eigen::Vector3f p;
        p[a] = float(u * step);
        p[b] = float(v * step);
        p[depth] = depthValue;
        return MeshBuffers::toGl(p);
    };
    std::vector<QVector3D> points;
    for (double u = a0; u <= a1; ++u) {
        points.push_back(point(u, b0));
        points.push_back(point(u, b1));
    }
    for (double v = b0; v <= b1; ++v) {
        points.push_back(point(a0, v));
        points.push_back(point(a1, v));
    }
    if (!grid)
        grid = new LineEntity(root);
    grid->setEnabled(true);
    grid->setSegments(points, GridColor);
}

void Viewport::Private::rebuildPlanGrid()
{
    Eigen::Vector3f min = Eigen::Vector3f::Constant(-1), max = Eigen::Vector3f::Constant(1);
    fileBounds(min, max);
    // The plane's two axes and its depth axis in file coordinates, from the view's direction.
    const Eigen::Vector3f forward = MeshBuffers::fromGl(orbit.forward());
    int depth = 0;
    forward.cwiseAbs().maxCoeff(&depth);
    const int a = depth == 0 ? 1 : 0, b = depth == 2 ? 1 : 2;
    // What the view shows, so panning never runs off the grid.
    const float halfHeight = orbit.viewHeight() / 2.0f;
    const float aspect = window->height() > 0 ? float(window->width()) / float(window->height()) : 1.0f;
    const Eigen::Vector3f centre = MeshBuffers::fromGl(orbit.target());
    const Eigen::Vector3f reach = Eigen::Vector3f::Constant(halfHeight * std::max(aspect, 1.0f));
    min = min.cwiseMin(centre - reach);
    max = max.cwiseMax(centre + reach);
    const double extent = std::max(double(max[a]) - min[a], double(max[b]) - min[b]);
    double step = gridStep > 0 ? double(gridStep) : std::pow(10.0, std::floor(std::log10(std::max(extent, 1e-3) / 10.0)));
    // Drawn coarser when zoomed out (lines at least MinGridPixels apart, at most MaxGridLines);
    // snapping keeps the step.
    const double unitsPerPixel = orbit.viewHeight() / std::max(1, window->height());
    while (extent / step > MaxGridLines || step / unitsPerPixel < MinGridPixels)
        step *= 2.0;
    const double a0 = std::floor(min[a] / step), a1 = std::ceil(max[a] / step);
    const double b0 = std::floor(min[b] / step), b1 = std::ceil(max[b] / step);
    if (!std::isfinite(a0 + a1 + b0 + b1)) {
        if (grid)
            grid->setEnabled(false);
        return;
    }
    // Behind everything the view shows, so the scene's lines draw over it.
    setGridLines(a, b, forward[depth] > 0 ? max[depth] + 1.0f : min[depth] - 1.0f, step, a0, a1, b0, b1);
}

void Viewport::Private::placeOverlay(Qt3DCore::QEntity *entity, bool onTop)
{
    Qt3DRender::QLayer *want = onTop ? onTopLayer : overlayLayer;
    Qt3DRender::QLayer *other = onTop ? overlayLayer : onTopLayer;
    if (entity->components().contains(other))
        entity->removeComponent(other);
    if (!entity->components().contains(want))
        entity->addComponent(want);
}

PointEntity::View Viewport::Private::pointView() const
{
    PointEntity::View view;
    view.eye = orbit.eye();
    view.right = orbit.right();
    view.up = orbit.up();
    view.forward = orbit.forward();
    const qreal height = window->height() * window->devicePixelRatio();
    if (height > 0)
        view.worldPerPixel = float(2.0 * std::tan(qDegreesToRadians(OrbitCamera::FieldOfView) / 2.0) / height);
    return view;
}

void Viewport::Private::refreshPointViews()
{
    if (pointOverlays.empty())
        return;
    const PointEntity::View view = pointView();
    for (auto &overlay : pointOverlays)
        logUpload(0, 0, overlay.second->setView(view), overlay.first);
}

void Viewport::setOverlayLines(const QString &key, const std::vector<Eigen::Vector3f> &segments, const QColor &color,
                               bool onTop)
{
    d->setLineOverlay(key, segments, color, onTop, LineEntity::Primitive::Lines);
}

void Viewport::setOverlayTriangles(const QString &key, const std::vector<Eigen::Vector3f> &triangles,
                                   const QColor &color, bool onTop)
{
    d->setLineOverlay(key, triangles, color, onTop, LineEntity::Primitive::Triangles);
}

void Viewport::Private::setLineOverlay(const QString &key, const std::vector<Eigen::Vector3f> &points,
                                       const QColor &color, bool onTop, LineEntity::Primitive primitive)
{
    auto it = overlays.find(key);
    const size_t least = primitive == LineEntity::Primitive::Lines ? 2 : 3;
    if (points.size() < least || (it != overlays.end() && it->second->primitive() != primitive)) {
        if (it != overlays.end()) {
            delete it->second;
            overlays.erase(it);
            it = overlays.end();
        }
        if (points.size() < least)
            return;
    }
    if (it == overlays.end())
        it = overlays.emplace(key, new LineEntity(root, primitive)).first;
    placeOverlay(it->second, onTop);
    // Depth-tested lines are lifted a little above the surface they lie on, so the depth test
    // keeps them visible on the terrain but hidden behind hills.
    QVector3D min(-1, -1, -1), max(1, 1, 1);
    sceneBounds(min, max);
    const QVector3D lift(0.0f, onTop ? 0.0f : std::max((max - min).length() * 0.0015f, 1e-4f), 0.0f);
    std::vector<QVector3D> gl;
    gl.reserve(points.size());
    for (const Eigen::Vector3f &p : points)
        gl.push_back(MeshBuffers::toGl(p) + lift);
    it->second->setSegments(gl, color);
}

void Viewport::setPointOverlay(const QString &key, const std::vector<Eigen::Vector3f> &points,
                               const std::vector<QColor> &colors, float pixelSize, bool onTop,
                               const QColor &outline)
{
    auto it = d->pointOverlays.find(key);
    if (points.empty()) {
        if (it != d->pointOverlays.end()) {
            delete it->second;
            d->pointOverlays.erase(it);
        }
        return;
    }
    if (it == d->pointOverlays.end()) {
        if (!d->pointMaterial)
            d->pointMaterial = new ColorCubeMaterial(d->root);
        auto *entity = new PointEntity(d->pointMaterial, d->root);
        entity->setView(d->pointView());
        it = d->pointOverlays.emplace(key, entity).first;
    }
    d->placeOverlay(it->second, onTop);
    std::vector<QVector3D> gl;
    gl.reserve(points.size());
    for (const Eigen::Vector3f &p : points)
        gl.push_back(MeshBuffers::toGl(p));
    d->logUpload(0, 0, it->second->setPoints(gl, colors, pixelSize, !onTop, outline), key);
}

void Viewport::updatePointOverlay(const QString &key, int first, const std::vector<Eigen::Vector3f> &points,
                                  const std::vector<QColor> &colors)
{
    const auto it = d->pointOverlays.find(key);
    if (it == d->pointOverlays.end())
        return;
    std::vector<QVector3D> gl;
    gl.reserve(points.size());
    for (const Eigen::Vector3f &p : points)
        gl.push_back(MeshBuffers::toGl(p));
    const auto range = it->second->updatePoints(first, gl, colors);
    if (range.second > 0)
        d->logUpload(0, range.first, range.second, key);
}

std::vector<Eigen::Vector3f> Viewport::pointOverlay(const QString &key) const
{
    std::vector<Eigen::Vector3f> out;
    const auto it = d->pointOverlays.find(key);
    if (it == d->pointOverlays.end())
        return out;
    out.reserve(it->second->points().size());
    for (const QVector3D &p : it->second->points())
        out.push_back(MeshBuffers::fromGl(p));
    return out;
}

QColor Viewport::weightColor(float weight)
{
    const float w = std::isfinite(weight) ? std::clamp(weight, 0.0f, 1.0f) : 0.0f;
    // Hue 240 degrees (blue) at 0 down to 0 (red) at 1, fully saturated and bright.
    return QColor::fromHsvF((1.0f - w) * (240.0f / 360.0f), 1.0f, 1.0f).toRgb();
}

void Viewport::setMarkers(const QList<ViewportMarker> &markers)
{
    d->markers = markers;
    d->rebuildMarkers();
}

void Viewport::setSelectedMarkers(const QList<quint32> &ids)
{
    if (ids == d->selectedMarkers)
        return;
    d->selectedMarkers = ids;
    d->rebuildMarkers();
}

QList<quint32> Viewport::selectedMarkers() const
{
    return d->selectedMarkers;
}

void Viewport::setRenderMode(RenderMode mode)
{
    d->renderMode = mode;
    for (auto &entry : d->meshes)
        entry.second.entity->setRenderMode(mode);
}

void Viewport::setBackFaceCulling(bool on)
{
    d->backFaceCulling = on;
    for (auto &entry : d->meshes)
        entry.second.entity->setBackFaceCulling(on);
}

bool Viewport::backFaceCulling() const
{
    return d->backFaceCulling;
}

Viewport::RenderMode Viewport::renderMode() const
{
    return d->renderMode;
}

void Viewport::setGridStep(float step)
{
    d->gridStep = std::isfinite(step) && step > 0 ? step : 0.0f;
    d->rebuildGrid();
}

float Viewport::gridStep() const
{
    return d->gridStep;
}

void Viewport::setGridVisible(bool visible)
{
    d->gridVisible = visible;
    d->rebuildGrid();
}

bool Viewport::isGridVisible() const
{
    return d->gridVisible;
}

int Viewport::drawCount() const
{
    int n = 0;
    for (const auto &entry : d->meshes)
        n += entry.second.entity->drawCount();
    if (d->markerEntity)
        n += d->markerEntity->isEnabled();
    for (const auto &overlay : d->overlays)
        n += overlay.second->isEnabled();
    for (const auto &overlay : d->pointOverlays)
        n += overlay.second->isEnabled();
    if (d->grid)
        n += d->grid->isEnabled();
    return n;
}

} // namespace ackedit::widgets
