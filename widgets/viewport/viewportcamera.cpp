// The camera of a view: orbit angles and distance, 2D plan views and presets, the camera state
// the tools' maths takes, and framing (all, a box, held).
#include "viewport.h"

#include "meshentity.h"
#include "viewportprivate.h"

#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>

#include <algorithm>

namespace ackedit::widgets {

void Viewport::setCameraAngles(float yawDegrees, float pitchDegrees)
{
    d->orbit.setAngles(yawDegrees, pitchDegrees);
    d->applyCamera();
}

document::ViewDescription Viewport::viewDescription() const
{
    const QSize size = renderWidget()->size();
    return document::ViewDescription(cameraState().fileViewProjection(),
                                     Eigen::Vector2f(float(std::max(size.width(), 1)), float(std::max(size.height(), 1))));
}

void Viewport::setCameraDistance(float distance)
{
    d->orbit.setDistance(distance);
    d->applyCamera();
}

void Viewport::setPlanView(std::optional<ViewPreset> preset)
{
    d->planView = preset;
    d->orbit.setOrthographic(preset.has_value());
    setFlying(false);
    if (preset) {
        const bool touched = d->cameraTouched; // a new 2D view still frames the content added next
        d->planView.reset();                   // let the preset through once
        setViewPreset(*preset);
        d->planView = preset;
        d->cameraTouched = touched;
    }
    d->rebuildGrid();
    d->applyCamera();
}

std::optional<Viewport::ViewPreset> Viewport::planView() const
{
    return d->planView;
}

void Viewport::setViewPreset(ViewPreset preset)
{
    if (d->planView) // a 2D view keeps its axis
        return;
    // Yaw 0 looks along file +X (GL -Z); yaw 90 puts the eye at file -Y. Top and bottom use yaw
    // 90 so that file +X points right on screen.
    switch (preset) {
    case ViewPreset::Front: d->orbit.setAngles(180.0f, 0.0f); break;
    case ViewPreset::Back: d->orbit.setAngles(0.0f, 0.0f); break;
    case ViewPreset::Right: d->orbit.setAngles(90.0f, 0.0f); break;
    case ViewPreset::Left: d->orbit.setAngles(270.0f, 0.0f); break;
    case ViewPreset::Top: d->orbit.setAngles(90.0f, 90.0f); break;
    case ViewPreset::Bottom: d->orbit.setAngles(90.0f, -90.0f); break;
    }
    d->cameraTouched = true;
    d->applyCamera();
}

Viewport::CameraState Viewport::cameraState() const
{
    Qt3DRender::QCamera *camera = d->window->camera();
    CameraState state;
    state.eye = MeshBuffers::fromGl(camera->position());
    state.target = MeshBuffers::fromGl(camera->viewCenter());
    state.up = MeshBuffers::fromGl(camera->upVector());
    state.nearPlane = camera->nearPlane();
    state.farPlane = camera->farPlane();
    state.fieldOfView = camera->fieldOfView();
    state.orthographic = d->orbit.isOrthographic();
    state.viewHeight = d->orbit.viewHeight();
    state.viewProjection = camera->projectionMatrix() * camera->viewMatrix();
    return state;
}

Eigen::Matrix4f Viewport::CameraState::fileViewProjection() const
{
    Eigen::Matrix4f vp;
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            vp(r, c) = viewProjection(r, c);
    // The file's (x, y, z) are GL's (-y, z, -x).
    Eigen::Matrix4f toGl = Eigen::Matrix4f::Zero();
    toGl(0, 1) = -1.0f;
    toGl(1, 2) = 1.0f;
    toGl(2, 0) = -1.0f;
    toGl(3, 3) = 1.0f;
    return vp * toGl;
}

void Viewport::frameAll()
{
    std::vector<QVector3D> points;
    for (const auto &entry : d->meshes) {
        if (entry.second.unframed)
            continue;
        const std::vector<float> &v = entry.second.entity->buffers().vertices();
        for (size_t i = 0; i + 2 < v.size(); i += MeshBuffers::FloatsPerVertex)
            points.emplace_back(v[i], v[i + 1], v[i + 2]);
    }
    for (const ViewportMarker &m : d->markers)
        points.push_back(MeshBuffers::toGl(m.position));
    if (points.empty())
        return;
    const float aspect = d->window->height() > 0 ? float(d->window->width()) / float(d->window->height()) : 1.0f;
    d->orbit.frame(points, aspect);
    d->cameraTouched = false;
    d->applyCamera();
}

void Viewport::holdCamera()
{
    d->cameraTouched = true;
}

void Viewport::frameBox(const Eigen::Vector3f &min, const Eigen::Vector3f &max)
{
    // A point object is drawn as a marker around its position: framing the point alone put the
    // eye inside the marker, whose colour then filled the view. Frame every marker in the box
    // whole, with a few marker sizes of its surroundings.
    Eigen::Vector3f lo = min, hi = max;
    const float standard = d->defaultMarkerSize();
    float largest = 0.0f;
    for (const ViewportMarker &m : d->markers) {
        if (!((m.position.array() >= min.array()).all() && (m.position.array() <= max.array()).all()))
            continue;
        const float size = m.size > 0.0f ? m.size : standard;
        lo = lo.cwiseMin(m.position - Eigen::Vector3f::Constant(size / 2.0f));
        hi = hi.cwiseMax(m.position + Eigen::Vector3f::Constant(size / 2.0f));
        largest = std::max(largest, size);
    }
    const Eigen::Vector3f centre = (lo + hi) / 2.0f;
    const Eigen::Vector3f half = ((hi - lo) / 2.0f).cwiseMax(Eigen::Vector3f::Constant(2.0f * largest));
    const float aspect = d->window->height() > 0 ? float(d->window->width()) / float(d->window->height()) : 1.0f;
    d->orbit.frame(MeshBuffers::toGl(centre - half), MeshBuffers::toGl(centre + half), aspect);
    d->cameraTouched = true;
    d->applyCamera();
}

} // namespace ackedit::widgets
