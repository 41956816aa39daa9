#include "orbitcamera.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

namespace {
constexpr float DegreesPerPixel = 0.4f;
constexpr float MinDistance = 1e-4f;

// The smallest eye-to-target distance that floats still resolve around `p`: closer, the eye
// rounds onto the target (a model of one point far from the origin), the view direction
// becomes zero and the view matrix NaN, so nothing is ever drawn. 1e-4 of the magnitude is
// some 800 float steps.
float resolvableDistance(const QVector3D &p)
{
    return std::max(MinDistance, 1e-4f * std::max({std::abs(p.x()), std::abs(p.y()), std::abs(p.z())}));
}
} // namespace

QVector3D OrbitCamera::eye() const
{
    const float yaw = qDegreesToRadians(m_yaw);
    const float pitch = qDegreesToRadians(m_pitch);
    const QVector3D offset(std::cos(pitch) * std::sin(yaw), std::sin(pitch), std::cos(pitch) * std::cos(yaw));
    return m_target + offset * m_distance;
}

QVector3D OrbitCamera::forward() const
{
    return (m_target - eye()).normalized();
}

QVector3D OrbitCamera::right() const
{
    const float yaw = qDegreesToRadians(m_yaw);
    return QVector3D(std::cos(yaw), 0.0f, -std::sin(yaw));
}

QVector3D OrbitCamera::up() const
{
    return QVector3D::crossProduct(right(), forward()).normalized();
}

void OrbitCamera::setOrthographic(bool orthographic)
{
    m_orthographic = orthographic;
    setAngles(m_yaw, m_pitch);
}

float OrbitCamera::viewHeight() const
{
    return 2.0f * m_distance * std::tan(qDegreesToRadians(FieldOfView) / 2.0f);
}

float OrbitCamera::nearPlane() const
{
    if (m_orthographic) // everything in front of and behind the eye: a 2D view shows the whole depth
        return -farPlane();
    // Close enough to zoom into the model, far enough to keep depth precision (also against a
    // far plane pushed out by a big scene).
    return std::max({m_distance * 0.01f, m_distance - 2.0f * m_radius, MinDistance, farPlane() * 1e-5f});
}

float OrbitCamera::farPlane() const
{
    const float framed = m_distance + 4.0f * m_radius;
    if (m_sceneRadius <= 0.0f)
        return framed;
    return std::max(framed, 1.01f * ((eye() - m_sceneCentre).length() + m_sceneRadius));
}

void OrbitCamera::setSceneBounds(const QVector3D &min, const QVector3D &max)
{
    m_sceneCentre = (min + max) / 2.0f;
    m_sceneRadius = (max - min).length() / 2.0f;
}

void OrbitCamera::setAngles(float yawDegrees, float pitchDegrees)
{
    m_yaw = std::fmod(yawDegrees, 360.0f);
    if (m_yaw < 0.0f)
        m_yaw += 360.0f;
    const float limit = m_orthographic ? 90.0f : 89.0f;
    m_pitch = std::clamp(pitchDegrees, -limit, limit);
}

void OrbitCamera::orbit(float dxPixels, float dyPixels)
{
    setAngles(m_yaw - dxPixels * DegreesPerPixel, m_pitch + dyPixels * DegreesPerPixel);
}

void OrbitCamera::fly(float forwardUnits, float rightUnits, float upUnits)
{
    m_target += forward() * forwardUnits + right() * rightUnits + up() * upUnits;
}

void OrbitCamera::look(float dxPixels, float dyPixels)
{
    const QVector3D from = eye();
    // The eye sits at target + offset(yaw, pitch) * distance: the view direction is the
    // opposite, so turning the view right is a smaller yaw and looking down a higher pitch.
    setAngles(m_yaw - dxPixels * DegreesPerPixel, m_pitch + dyPixels * DegreesPerPixel);
    m_target = from - (eye() - m_target); // the same eye, the new direction
}

void OrbitCamera::pan(float dxPixels, float dyPixels, int viewportHeightPixels)
{
    if (viewportHeightPixels <= 0)
        return;
    const float worldPerPixel = viewHeight() / float(viewportHeightPixels);
    m_target += (-right() * dxPixels + up() * dyPixels) * worldPerPixel;
}

void OrbitCamera::zoom(float steps)
{
    m_distance = std::max({m_distance * std::pow(0.85f, steps), m_radius * 1e-3f, resolvableDistance(m_target)});
}

void OrbitCamera::zoomAbout(float steps, float ndcX, float ndcY, float aspect)
{
    const float halfHeight = viewHeight() / 2.0f;
    const QVector3D offset = right() * (ndcX * halfHeight * aspect) + up() * (ndcY * halfHeight);
    const float before = m_distance;
    zoom(steps);
    m_target += offset * (1.0f - m_distance / before);
}

void OrbitCamera::setDistance(float distance)
{
    if (std::isfinite(distance))
        m_distance = std::max({distance, m_radius * 1e-3f, resolvableDistance(m_target)});
}

void OrbitCamera::frame(const QVector3D &boxMin, const QVector3D &boxMax, float aspect)
{
    std::vector<QVector3D> corners;
    for (int i = 0; i < 8; ++i)
        corners.emplace_back(i & 1 ? boxMax.x() : boxMin.x(), i & 2 ? boxMax.y() : boxMin.y(),
                             i & 4 ? boxMax.z() : boxMin.z());
    frame(corners, aspect);
}

void OrbitCamera::frame(const std::vector<QVector3D> &points, float aspect)
{
    if (points.empty())
        return;
    QVector3D min = points.front(), max = points.front();
    for (const QVector3D &p : points) {
        min = QVector3D(std::min(min.x(), p.x()), std::min(min.y(), p.y()), std::min(min.z(), p.z()));
        max = QVector3D(std::max(max.x(), p.x()), std::max(max.y(), p.y()), std::max(max.z(), p.z()));
    }
    m_target = (min + max) / 2.0f;
    // A point or a model far smaller than its distance from the origin still gets a view that
    // floats can express.
    m_radius = std::max((max - min).length() / 2.0f, resolvableDistance(m_target));
    // A margin of 8% of the view on each side.
    const float tanV = std::tan(qDegreesToRadians(FieldOfView) / 2.0f) * 0.92f;
    const float tanH = tanV * (aspect > 0.0f ? aspect : 1.0f);
    // The closest distance at which every point is inside the view, seen from the current
    // angles: tighter than fitting the bounding sphere or box, which waste space on long, flat
    // or scattered models.
    const QVector3D r = right(), u = up(), f = forward();
    float fit = 0.0f, nearest = 0.0f;
    for (const QVector3D &point : points) {
        const QVector3D p = point - m_target;
        // Beyond the target, seen from the eye; an orthographic view is as wide at every depth.
        const float depth = m_orthographic ? 0.0f : QVector3D::dotProduct(p, f);
        fit = std::max({fit, std::abs(QVector3D::dotProduct(p, r)) / tanH - depth,
                        std::abs(QVector3D::dotProduct(p, u)) / tanV - depth});
        nearest = std::max(nearest, -depth);
    }
    // Never inside the model (an orthographic view sees it whole from anywhere).
    const float outside = m_orthographic ? 0.0f : nearest + 0.1f * m_radius;
    m_distance = std::max({fit, outside, resolvableDistance(m_target)});
}

} // namespace ackedit::widgets
