#pragma once
// What a viewport knows about its camera, for tools that work headlessly from pixels and rays:
// the view-projection matrix (model space -> OpenGL clip space, so normalised device coordinates
// run -1..1 in x, y and z, near plane at z = -1, clip w > 0 in front of the eye) and the viewport
// size in pixels.
// Pixels: continuous coordinates, (0, 0) is the top-left corner of the viewport and (width,
// height) the bottom-right one; x runs right, y runs DOWN (as widget mouse positions do). The
// centre of the top-left pixel is (0.5, 0.5).
#include "model/vertex/frustum.h"
#include "model/vertex/pickray.h"

#include <Eigen/Core>

#include <optional>

namespace ackedit::document {

class ViewDescription
{
public:
    ViewDescription(); // identity matrix, 1 x 1 pixels
    ViewDescription(const Eigen::Matrix4f &viewProjection, const Eigen::Vector2f &viewportSize);

    // A perspective camera at `eye` looking at `target` (`up` need not be orthogonal to the view
    // direction), vertical field of view in degrees, aspect ratio from the viewport size.
    static ViewDescription perspective(const Eigen::Vector3f &eye, const Eigen::Vector3f &target,
                                       const Eigen::Vector3f &up, float fovYDegrees,
                                       const Eigen::Vector2f &viewportSize, float nearPlane, float farPlane);
    // An orthographic camera: `height` model units fit the viewport's height.
    static ViewDescription orthographic(const Eigen::Vector3f &eye, const Eigen::Vector3f &target,
                                        const Eigen::Vector3f &up, float height,
                                        const Eigen::Vector2f &viewportSize, float nearPlane, float farPlane);

    const Eigen::Matrix4f &viewProjection() const { return m_viewProjection; }
    // Kept in double: rays are unprojected from it, and float loses the direction's digits.
    const Eigen::Matrix4d &inverseViewProjection() const { return m_inverse; }
    Eigen::Vector2f viewportSize() const { return m_size; }
    // False when the matrix cannot be inverted or the viewport has no area: rays are then garbage.
    bool isValid() const { return m_valid; }
    // True for a perspective projection (clip w depends on the position).
    bool isPerspective() const;

    Eigen::Vector2f pixelToNdc(const Eigen::Vector2f &pixel) const;
    Eigen::Vector2f ndcToPixel(const Eigen::Vector2f &ndc) const;

    // Pixel x, y of a model-space point and its normalised device depth z (-1 near .. 1 far;
    // smaller is closer). Nothing when the point is at or behind the eye (clip w <= 0).
    std::optional<Eigen::Vector3f> project(const Eigen::Vector3f &point) const;

    // The ray through a pixel: origin on the near plane, unit direction away from the eye.
    PickRay rayAt(const Eigen::Vector2f &pixel) const;
    // The pixel a ray points at (the inverse of rayAt for a ray from the eye or the near plane);
    // nothing when the ray's direction points away from the view.
    std::optional<Eigen::Vector2f> pixelOf(const PickRay &ray) const;
    // Unit direction from the eye towards `point` (the view direction for an orthographic view).
    Eigen::Vector3f viewDirectionAt(const Eigen::Vector3f &point) const;

    // The volume seen through a pixel rectangle given by two opposite corners (any order),
    // between the near and far planes. An empty rectangle gives an empty (flat) volume.
    Frustum frustum(const Eigen::Vector2f &corner1, const Eigen::Vector2f &corner2) const;
    // The whole view volume.
    Frustum frustum() const;

private:
    Eigen::Vector3d unproject(const Eigen::Vector2f &ndc, double ndcZ) const;

    Eigen::Matrix4f m_viewProjection = Eigen::Matrix4f::Identity();
    Eigen::Matrix4d m_inverse = Eigen::Matrix4d::Identity();
    Eigen::Vector2f m_size = Eigen::Vector2f::Ones();
    bool m_valid = true;
};

} // namespace ackedit::document
