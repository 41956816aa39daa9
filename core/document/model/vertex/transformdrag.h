#pragma once
// Turns a mouse drag in a view into a VertexTransform, as Blender's G/R/S do:
//   Translate: the point under the cursor slides on a plane through the pivot facing the camera;
//              with an axis constraint, along that axis (the point of the axis line closest to
//              the cursor ray); with a plane constraint, on that plane (ray-plane intersection).
//   Rotate:    by the angle the cursor sweeps around the pivot's pixel, about the view axis
//              (counter-clockwise on screen turns the model counter-clockwise as seen), or about
//              the constraint's axis (a plane constraint rotates about the axis it excludes),
//              signed so the model follows the cursor.
//   Scale:     by the ratio of the cursor's screen distance from the pivot's pixel now and at the
//              press; uniform, or only along the constraint's axis, or only in its plane.
// The transform always runs from the press to the latest position, so changing the constraint
// or the snap mid-drag re-evaluates it. Feed every mouse move to update() in order: rotation
// counts whole turns from the successive positions.
#include "model/vertex/transformconstraint.h"
#include "model/vertex/transformsnap.h"
#include "model/vertex/vertextransform.h"
#include "model/vertex/viewdescription.h"

#include <optional>

namespace ackedit::document {

class TransformDrag
{
public:
    // `pivot`: the selection centre (VertexSelection::centroid) or the 3D cursor. `startPixel`:
    // where the press (or the G/R/S key) happened.
    TransformDrag(TransformKind kind, const ViewDescription &view, const Eigen::Vector3f &pivot,
                  const Eigen::Vector2f &startPixel);

    TransformKind kind() const { return m_kind; }
    Eigen::Vector3f pivot() const { return m_pivot; }
    // The pivot's pixel; nothing when the pivot is behind the eye (rotate and scale then give no
    // change).
    std::optional<Eigen::Vector2f> pivotPixel() const { return m_pivotPixel; }

    void setConstraint(TransformConstraint constraint);
    TransformConstraint constraint() const { return m_constraint; }
    void setSnap(const TransformSnap &snap);
    TransformSnap snap() const { return m_snap; }

    // The transform from the press to the cursor at `pixel`.
    VertexTransform update(const Eigen::Vector2f &pixel);
    // The same from a pick ray through the cursor (a ray from the eye or the near plane).
    VertexTransform update(const PickRay &ray);
    // The transform at the latest position (no change before the first update).
    VertexTransform current() const { return m_current; }

    // The translation that carries the point under ray `from` to the point under ray `to`, both
    // taken on the surface a translation drag slides on (see the top), through `pivot`;
    // `viewDirection` is the line of sight at the pivot. Nothing when that surface is seen edge-on
    // or the axis points at the eye (the caller keeps the last value).
    static std::optional<Eigen::Vector3f> translationBetween(const PickRay &from, const PickRay &to,
                                                             const Eigen::Vector3f &pivot,
                                                             const Eigen::Vector3f &viewDirection,
                                                             TransformConstraint constraint);

private:
    void evaluate(); // m_current from the press, the latest pixel, constraint and snap

    TransformKind m_kind;
    ViewDescription m_view;
    Eigen::Vector3f m_pivot;
    Eigen::Vector2f m_startPixel;
    Eigen::Vector2f m_pixel;
    std::optional<Eigen::Vector2f> m_pivotPixel;
    TransformConstraint m_constraint = TransformConstraint::None;
    TransformSnap m_snap;
    Eigen::Vector3f m_lastTranslation = Eigen::Vector3f::Zero();
    float m_lastAngle = 0.0f; // screen angle of the previous position about the pivot's pixel
    float m_sweptAngle = 0.0f; // counter-clockwise on screen, whole turns included
    VertexTransform m_current;
};

} // namespace ackedit::document
