#include "model/vertex/transformdrag.h"

#include <cmath>
#include <numbers>

namespace ackedit::document {

namespace {

constexpr float MinPivotDistance = 1.0f; // pixels: closer to the pivot, angle and ratio are noise
constexpr float EdgeOn = 1e-3f;          // |cos| between a ray and a plane seen edge-on

std::optional<Eigen::Vector3f> onPlane(const PickRay &ray, const Eigen::Vector3f &point, const Eigen::Vector3f &normal)
{
    const float denom = ray.direction.dot(normal);
    if (!(std::abs(denom) > EdgeOn * ray.direction.norm()))
        return std::nullopt;
    const float t = (point - ray.origin).dot(normal) / denom;
    if (!(t >= 0.0f) || !std::isfinite(t))
        return std::nullopt; // behind the eye, or NaN
    return ray.pointAt(t);
}

// Parameter s of the point pivot + s * axis closest to the ray's line.
std::optional<float> alongAxis(const PickRay &ray, const Eigen::Vector3f &pivot, const Eigen::Vector3f &axis)
{
    const Eigen::Vector3f w = pivot - ray.origin;
    const float a = axis.dot(axis), b = axis.dot(ray.direction), c = ray.direction.dot(ray.direction);
    const float d = axis.dot(w), e = ray.direction.dot(w);
    const float denom = a * c - b * b;
    if (!(denom > 1e-6f * a * c))
        return std::nullopt; // the axis points (almost) at the eye
    return (b * e - c * d) / denom;
}

float screenAngle(const Eigen::Vector2f &pixel, const Eigen::Vector2f &centre)
{
    // Pixel y runs down: flip it so the angle grows counter-clockwise on screen.
    return std::atan2(centre.y() - pixel.y(), pixel.x() - centre.x());
}

} // namespace

TransformDrag::TransformDrag(TransformKind kind, const ViewDescription &view, const Eigen::Vector3f &pivot,
                             const Eigen::Vector2f &startPixel)
    : m_kind(kind)
    , m_view(view)
    , m_pivot(pivot)
    , m_startPixel(startPixel)
    , m_pixel(startPixel)
{
    if (const auto projected = view.project(pivot))
        m_pivotPixel = projected->head<2>();
    if (m_pivotPixel)
        m_lastAngle = screenAngle(startPixel, *m_pivotPixel);
    evaluate();
}

void TransformDrag::setConstraint(TransformConstraint constraint)
{
    m_constraint = constraint;
    evaluate();
}

void TransformDrag::setSnap(const TransformSnap &snap)
{
    m_snap = snap;
    evaluate();
}

VertexTransform TransformDrag::update(const Eigen::Vector2f &pixel)
{
    m_pixel = pixel;
    if (m_pivotPixel && (pixel - *m_pivotPixel).norm() >= MinPivotDistance) {
        const float angle = screenAngle(pixel, *m_pivotPixel);
        // Unwrapped: the step since the last position, in (-pi, pi].
        float step = angle - m_lastAngle;
        const float pi = std::numbers::pi_v<float>;
        if (step > pi)
            step -= 2.0f * pi;
        else if (step <= -pi)
            step += 2.0f * pi;
        m_sweptAngle += step;
        m_lastAngle = angle;
    }
    evaluate();
    return m_current;
}

VertexTransform TransformDrag::update(const PickRay &ray)
{
    if (const auto pixel = m_view.pixelOf(ray))
        return update(*pixel);
    return m_current;
}

void TransformDrag::evaluate()
{
    const int axis = constraintAxisIndex(m_constraint);
    switch (m_kind) {
    case TransformKind::Translate: {
        const auto t = translationBetween(m_view.rayAt(m_startPixel), m_view.rayAt(m_pixel), m_pivot,
                                          m_view.viewDirectionAt(m_pivot), m_constraint);
        if (t)
            m_lastTranslation = *t;
        m_current = VertexTransform::translation(m_lastTranslation).snapped(m_snap);
        break;
    }
    case TransformKind::Rotate: {
        const Eigen::Vector3f towardViewer = -m_view.viewDirectionAt(m_pivot);
        if (!m_pivotPixel) {
            m_current = VertexTransform::rotation(towardViewer, 0.0f, m_pivot);
        } else if (axis < 0) {
            m_current = VertexTransform::rotation(towardViewer, m_sweptAngle, m_pivot).snapped(m_snap);
        } else {
            // Seen from behind the axis, the same sweep turns the other way round it.
            const Eigen::Vector3f a = Eigen::Vector3f::Unit(axis);
            const float sign = a.dot(towardViewer) < 0.0f ? -1.0f : 1.0f;
            m_current = VertexTransform::rotation(a, sign * m_sweptAngle, m_pivot).snapped(m_snap);
        }
        break;
    }
    case TransformKind::Scale: {
        float factor = 1.0f;
        if (m_pivotPixel) {
            const float from = (m_startPixel - *m_pivotPixel).norm();
            if (from >= MinPivotDistance)
                factor = (m_pixel - *m_pivotPixel).norm() / from;
        }
        factor = TransformSnap::snapped(factor, m_snap.scaleStep);
        const Eigen::Vector3f mask = constraintMask(m_constraint);
        Eigen::Vector3f factors;
        for (int i = 0; i < 3; ++i)
            factors[i] = mask[i] != 0.0f ? factor : 1.0f;
        m_current = VertexTransform::scaling(factors, m_pivot);
        break;
    }
    }
}

std::optional<Eigen::Vector3f> TransformDrag::translationBetween(const PickRay &from, const PickRay &to,
                                                                 const Eigen::Vector3f &pivot,
                                                                 const Eigen::Vector3f &viewDirection,
                                                                 TransformConstraint constraint)
{
    const int axis = constraintAxisIndex(constraint);
    if (isAxisConstraint(constraint)) {
        const Eigen::Vector3f a = Eigen::Vector3f::Unit(axis);
        const auto s0 = alongAxis(from, pivot, a), s1 = alongAxis(to, pivot, a);
        if (!s0 || !s1)
            return std::nullopt;
        Eigen::Vector3f t = Eigen::Vector3f::Zero(); // the other coordinates stay exactly 0
        t[axis] = *s1 - *s0;
        return t;
    }
    if (isPlaneConstraint(constraint)) {
        const Eigen::Vector3f n = Eigen::Vector3f::Unit(axis);
        auto p0 = onPlane(from, pivot, n), p1 = onPlane(to, pivot, n);
        if (!p0 || !p1) {
            // Seen edge-on: slide facing the camera, without the excluded coordinate.
            p0 = onPlane(from, pivot, viewDirection);
            p1 = onPlane(to, pivot, viewDirection);
        }
        if (!p0 || !p1)
            return std::nullopt;
        Eigen::Vector3f t = *p1 - *p0;
        t[axis] = 0.0f;
        return t;
    }
    const auto p0 = onPlane(from, pivot, viewDirection), p1 = onPlane(to, pivot, viewDirection);
    if (!p0 || !p1)
        return std::nullopt;
    return Eigen::Vector3f(*p1 - *p0);
}

} // namespace ackedit::document
