#include "scene/axishandles.h"

#include <algorithm>
#include <cmath>

namespace ackedit::document {

namespace {

// Distance from `p` to the segment a-b (2D).
float segmentDistance(const Eigen::Vector2f &p, const Eigen::Vector2f &a, const Eigen::Vector2f &b)
{
    const Eigen::Vector2f ab = b - a;
    const float t = std::clamp((p - a).dot(ab) / std::max(ab.squaredNorm(), 1e-12f), 0.0f, 1.0f);
    return (a + t * ab - p).norm();
}

} // namespace

std::optional<AxisHandles> AxisHandles::at(const ViewDescription &view, const Eigen::Vector3f &centre)
{
    const std::optional<Eigen::Vector3f> projected = view.project(centre);
    if (!view.isValid() || !projected)
        return std::nullopt;
    // The model length of LengthPixels at the centre's depth: the ray through a pixel that far to
    // the right meets the plane through the centre that faces the eye.
    const PickRay side = view.rayAt(projected->head<2>() + Eigen::Vector2f(LengthPixels, 0.0f));
    const Eigen::Vector3f normal = view.viewDirectionAt(centre);
    const float along = side.direction.dot(normal);
    if (std::abs(along) < 1e-6f)
        return std::nullopt;
    const float t = (centre - side.origin).dot(normal) / along;
    const float length = (side.pointAt(t) - centre).norm();
    if (!(length > 0.0f) || !std::isfinite(length))
        return std::nullopt;
    return AxisHandles{centre, length};
}

std::optional<Eigen::Vector3f> AxisHandles::centreOf(const SceneDocument &document, const QList<NodeId> &ids)
{
    Eigen::Vector3d sum = Eigen::Vector3d::Zero();
    int count = 0;
    for (NodeId id : ids) {
        Eigen::Vector3d at;
        if (document.worldPosition(id, &at)) {
            sum += at;
            ++count;
        }
    }
    if (count == 0)
        return std::nullopt;
    return (sum / double(count)).cast<float>();
}

int AxisHandles::axisAt(const ViewDescription &view, const Eigen::Vector2f &pixel) const
{
    const std::optional<Eigen::Vector3f> base = view.project(centre);
    if (!base || (pixel - base->head<2>()).norm() < InnerPixels)
        return -1;
    int best = -1;
    float bestDistance = PickPixels;
    for (int axis = 0; axis < 3; ++axis) {
        const std::optional<Eigen::Vector3f> end = view.project(tip(axis));
        if (!end || (end->head<2>() - base->head<2>()).norm() < PickPixels)
            continue;
        const float d = segmentDistance(pixel, base->head<2>(), end->head<2>());
        if (d <= bestDistance) {
            bestDistance = d;
            best = axis;
        }
    }
    return best;
}

} // namespace ackedit::document
