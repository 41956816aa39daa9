#pragma once
// Turntable camera maths (GL coordinates, Y up): a target point, a distance and yaw/pitch
// angles. Knows nothing about Qt3D or events, so the viewport only maps mouse deltas onto it
// and tests check the maths directly.
#include <QVector3D>

#include <vector>

namespace ackedit::widgets {

class OrbitCamera
{
public:
    static constexpr float FieldOfView = 45.0f; // vertical, degrees

    QVector3D target() const { return m_target; }
    float distance() const { return m_distance; }
    float yaw() const { return m_yaw; }
    float pitch() const { return m_pitch; }
    float sceneRadius() const { return m_radius; }
    // Orthographic (WED's 2D views): the view is `viewHeight()` units high wherever the eye is,
    // zoom scales that height, and the clip range spans the whole scene on both sides of the eye.
    bool isOrthographic() const { return m_orthographic; }
    void setOrthographic(bool orthographic);
    // The height of the view at the target's depth (the whole view when orthographic).
    float viewHeight() const;

    QVector3D eye() const;
    QVector3D forward() const; // unit vector from the eye to the target
    QVector3D right() const;
    QVector3D up() const;
    float nearPlane() const;
    // Reaches past the framed box and past everything in the scene bounds (setSceneBounds).
    float farPlane() const;

    // The default looks at a model's front (file +X is GL -Z) from its front-left and 30 degrees
    // above: the view is ~30 degrees or more off every axis plane, so a flat sheet, floor or
    // wall lying in any of them is never seen edge-on.
    static constexpr float DefaultYaw = 215.0f;
    static constexpr float DefaultPitch = 30.0f;

    // Yaw 0 looks along -Z; pitch is the elevation above the target (clamped to ±89; ±90 when
    // orthographic, so a top view looks straight down).
    void setAngles(float yawDegrees, float pitchDegrees);
    // Dragging right turns the model right, dragging down shows more of its top.
    void orbit(float dxPixels, float dyPixels);
    // Moves the target so the point under the cursor follows it (at the target's depth).
    void pan(float dxPixels, float dyPixels, int viewportHeightPixels);
    // Positive steps move closer; each step is about 15%.
    void zoom(float steps);
    // Zooms as zoom() while the point under normalised device coordinates (x, y), on the plane
    // through the target facing the eye, stays under them (the cursor of a 2D view).
    void zoomAbout(float steps, float ndcX, float ndcY, float aspect);
    // The eye moves along its line to the target to `distance` (not closer than zoom goes).
    void setDistance(float distance);
    // Fly camera: moves the eye and the target together, `forwardUnits` along the view direction,
    // `rightUnits` to the right and `upUnits` up (GL units), so the view walks through a level.
    void fly(float forwardUnits, float rightUnits, float upUnits);
    // Fly camera: turns the view about the eye (the eye stays, the target swings round it);
    // mouse right turns right, mouse down looks down.
    void look(float dxPixels, float dyPixels);
    // Fits the box (GL coordinates) into a view of the given aspect ratio (width / height)
    // without changing the angles: as close as possible with every corner in view.
    void frame(const QVector3D &boxMin, const QVector3D &boxMax, float aspect);
    // The same for a cloud of points (GL coordinates), e.g. every vertex of the scene; the target
    // becomes the centre of their bounds.
    void frame(const std::vector<QVector3D> &points, float aspect);
    // Everything drawn (GL coordinates), so framing a small part of a big level or terrain does
    // not clip the rest of it away behind a far plane fitted to that part.
    void setSceneBounds(const QVector3D &min, const QVector3D &max);

private:
    QVector3D m_target;
    float m_distance = 10.0f;
    float m_yaw = DefaultYaw;
    float m_pitch = DefaultPitch;
    float m_radius = 1.0f;
    QVector3D m_sceneCentre;
    float m_sceneRadius = 0.0f; // 0: no scene bounds given
    bool m_orthographic = false;
};

} // namespace ackedit::widgets
