#include "scene/axishandles.h"

#include <algorithm>
#include <array>
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

std::vector<Eigen::Vector3f> AxisHandles::arrow(int axis) const
{
    const float pixel = length / LengthPixels;
    const Eigen::Vector3f along = Eigen::Vector3f::Unit(axis);
    const Eigen::Vector3f u = Eigen::Vector3f::Unit((axis + 1) % 3), v = Eigen::Vector3f::Unit((axis + 2) % 3);
    const float headStart = length - HeadLengthPixels * pixel;
    // The four corners of a square of half-width `half` around the axis at distance `at`, in
    // turn around it (u, v, -u, -v quarter turns).
    const auto ring = [&](float at, float half) {
        const Eigen::Vector3f c = centre + at * along;
        return std::array<Eigen::Vector3f, 4>{c + half * (u + v), c + half * (v - u), c - half * (u + v), c + half * (u - v)};
    };
    std::vector<Eigen::Vector3f> out;
    const auto quad = [&out](const Eigen::Vector3f &a, const Eigen::Vector3f &b, const Eigen::Vector3f &c,
                             const Eigen::Vector3f &d) { out.insert(out.end(), {a, b, c, a, c, d}); };
    const auto base = ring(0.0f, ShaftPixels / 2 * pixel), shaftEnd = ring(headStart, ShaftPixels / 2 * pixel);
    const auto head = ring(headStart, HeadPixels / 2 * pixel);
    for (int i = 0; i < 4; ++i) {
        const int j = (i + 1) % 4;
        quad(base[i], base[j], shaftEnd[j], shaftEnd[i]);       // the shaft's sides
        out.insert(out.end(), {head[i], head[j], tip(axis)});   // the head's sides
    }
    quad(head[3], head[2], head[1], head[0]); // the head's base, facing the centre
    return out;
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
