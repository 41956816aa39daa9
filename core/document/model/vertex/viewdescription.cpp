#include "model/vertex/viewdescription.h"

#include <Eigen/Geometry>
#include <Eigen/LU>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

namespace {

// Right-handed view matrix: the camera looks down its -z (OpenGL convention).
Eigen::Matrix4f lookAt(const Eigen::Vector3f &eye, const Eigen::Vector3f &target, const Eigen::Vector3f &up)
{
    const Eigen::Vector3f f = (target - eye).normalized();
    const Eigen::Vector3f s = f.cross(up).normalized();
    const Eigen::Vector3f u = s.cross(f);
    Eigen::Matrix4f m = Eigen::Matrix4f::Identity();
    m.block<1, 3>(0, 0) = s.transpose();
    m.block<1, 3>(1, 0) = u.transpose();
    m.block<1, 3>(2, 0) = -f.transpose();
    m(0, 3) = -s.dot(eye);
    m(1, 3) = -u.dot(eye);
    m(2, 3) = f.dot(eye);
    return m;
}

} // namespace

ViewDescription::ViewDescription() = default;

ViewDescription::ViewDescription(const Eigen::Matrix4f &viewProjection, const Eigen::Vector2f &viewportSize)
    : m_viewProjection(viewProjection)
    , m_size(viewportSize)
{
    bool invertible = false;
    double det = 0.0;
    m_viewProjection.cast<double>().computeInverseAndDetWithCheck(m_inverse, det, invertible, 0.0);
    m_valid = invertible && std::isfinite(det) && m_size.x() > 0.0f && m_size.y() > 0.0f;
    if (!invertible)
        m_inverse.setIdentity();
}

ViewDescription ViewDescription::perspective(const Eigen::Vector3f &eye, const Eigen::Vector3f &target,
                                             const Eigen::Vector3f &up, float fovYDegrees,
                                             const Eigen::Vector2f &viewportSize, float n, float f)
{
    const float aspect = viewportSize.x() / viewportSize.y();
    const float t = 1.0f / std::tan(fovYDegrees * float(M_PI) / 360.0f);
    Eigen::Matrix4f p = Eigen::Matrix4f::Zero();
    p(0, 0) = t / aspect;
    p(1, 1) = t;
    p(2, 2) = -(f + n) / (f - n);
    p(2, 3) = -2.0f * f * n / (f - n);
    p(3, 2) = -1.0f;
    return ViewDescription(p * lookAt(eye, target, up), viewportSize);
}

ViewDescription ViewDescription::orthographic(const Eigen::Vector3f &eye, const Eigen::Vector3f &target,
                                              const Eigen::Vector3f &up, float height,
                                              const Eigen::Vector2f &viewportSize, float n, float f)
{
    const float aspect = viewportSize.x() / viewportSize.y();
    Eigen::Matrix4f p = Eigen::Matrix4f::Identity();
    p(0, 0) = 2.0f / (height * aspect);
    p(1, 1) = 2.0f / height;
    p(2, 2) = -2.0f / (f - n);
    p(2, 3) = -(f + n) / (f - n);
    return ViewDescription(p * lookAt(eye, target, up), viewportSize);
}

bool ViewDescription::isPerspective() const
{
    return m_viewProjection(3, 0) != 0.0f || m_viewProjection(3, 1) != 0.0f || m_viewProjection(3, 2) != 0.0f;
}

Eigen::Vector2f ViewDescription::pixelToNdc(const Eigen::Vector2f &pixel) const
{
    return Eigen::Vector2f(2.0f * pixel.x() / m_size.x() - 1.0f, 1.0f - 2.0f * pixel.y() / m_size.y());
}

Eigen::Vector2f ViewDescription::ndcToPixel(const Eigen::Vector2f &ndc) const
{
    return Eigen::Vector2f((ndc.x() + 1.0f) * 0.5f * m_size.x(), (1.0f - ndc.y()) * 0.5f * m_size.y());
}

std::optional<Eigen::Vector3f> ViewDescription::project(const Eigen::Vector3f &point) const
{
    const Eigen::Vector4f c = m_viewProjection * point.homogeneous();
    if (!(c.w() > 0.0f))
        return std::nullopt;
    const Eigen::Vector2f pixel = ndcToPixel(Eigen::Vector2f(c.x() / c.w(), c.y() / c.w()));
    return Eigen::Vector3f(pixel.x(), pixel.y(), c.z() / c.w());
}

Eigen::Vector3d ViewDescription::unproject(const Eigen::Vector2f &ndc, double ndcZ) const
{
    const Eigen::Vector4d p = m_inverse * Eigen::Vector4d(ndc.x(), ndc.y(), ndcZ, 1.0);
    return p.head<3>() / p.w();
}

PickRay ViewDescription::rayAt(const Eigen::Vector2f &pixel) const
{
    const Eigen::Vector2f ndc = pixelToNdc(pixel);
    const Eigen::Vector3d nearPoint = unproject(ndc, -1.0), farPoint = unproject(ndc, 1.0);
    PickRay ray;
    ray.origin = nearPoint.cast<float>();
    ray.direction = (farPoint - nearPoint).normalized().cast<float>();
    return ray;
}

std::optional<Eigen::Vector2f> ViewDescription::pixelOf(const PickRay &ray) const
{
    // A point well along the ray is in front of the eye even when the origin is the eye itself.
    const Eigen::Vector4f a = m_viewProjection * ray.origin.homogeneous();
    const Eigen::Vector4f d = m_viewProjection * Eigen::Vector4f(ray.direction.x(), ray.direction.y(),
                                                                 ray.direction.z(), 0.0f);
    // Perspective: the vanishing point of the direction; orthographic: w is constant and the
    // origin's pixel is the ray's pixel.
    if (isPerspective()) {
        if (!(d.w() > 0.0f))
            return std::nullopt;
        return ndcToPixel(Eigen::Vector2f(d.x() / d.w(), d.y() / d.w()));
    }
    if (!(a.w() > 0.0f))
        return std::nullopt;
    return ndcToPixel(Eigen::Vector2f(a.x() / a.w(), a.y() / a.w()));
}

Eigen::Vector3f ViewDescription::viewDirectionAt(const Eigen::Vector3f &point) const
{
    const Eigen::Vector4f c = m_viewProjection * point.homogeneous();
    // Through the point's own NDC position: the line of sight that ends at the point.
    const float w = std::abs(c.w()) > 0.0f ? c.w() : 1.0f;
    const Eigen::Vector2f ndc(c.x() / w, c.y() / w);
    return (unproject(ndc, 1.0) - unproject(ndc, -1.0)).normalized().cast<float>();
}

Frustum ViewDescription::frustum(const Eigen::Vector2f &corner1, const Eigen::Vector2f &corner2) const
{
    const Eigen::Vector2f a = pixelToNdc(corner1), b = pixelToNdc(corner2);
    return Frustum::fromClipRect(m_viewProjection, std::min(a.x(), b.x()), std::max(a.x(), b.x()),
                                 std::min(a.y(), b.y()), std::max(a.y(), b.y()));
}

Frustum ViewDescription::frustum() const
{
    return Frustum::fromClipRect(m_viewProjection, -1.0f, 1.0f, -1.0f, 1.0f);
}

} // namespace ackedit::document
