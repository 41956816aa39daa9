#pragma once
// One move, rotation or scale of vertices, as a value: the result of a mouse drag
// (TransformDrag) or of typed values in the dock. A vertex with soft-selection weight w moves to
//   original + w * (transformed - original),
// so weight 1 follows the transform and weight 0 stays. Coordinates a transform does not change
// (the other two of an axis move, the axis of a rotation about X/Y/Z, a factor of exactly 1) are
// kept bit for bit.
#include "model/vertex/softselection.h"
#include "model/vertex/transformsnap.h"

#include <Eigen/Core>
#include <Eigen/Geometry>

#include <span>

namespace ackedit::document {

enum class TransformKind { Translate, Rotate, Scale };

class VertexTransform
{
public:
    VertexTransform() = default; // no change (a zero translation)

    static VertexTransform translation(const Eigen::Vector3f &delta);
    // `angle` in radians, counter-clockwise seen from the tip of `axis` (right-hand rule) about
    // the line through `pivot`. A zero axis gives no change.
    static VertexTransform rotation(const Eigen::Vector3f &axis, float angle, const Eigen::Vector3f &pivot);
    // Per-axis factors about `pivot`.
    static VertexTransform scaling(const Eigen::Vector3f &factors, const Eigen::Vector3f &pivot);

    TransformKind kind() const { return m_kind; }
    Eigen::Vector3f translationVector() const { return m_translation; }
    Eigen::Vector3f axis() const { return m_axis; } // unit length
    float angle() const { return m_angle; }
    Eigen::Vector3f factors() const { return m_factors; }
    Eigen::Vector3f pivot() const { return m_pivot; }
    bool isIdentity() const;

    // The same transform with its amount snapped (translation, angle or factors).
    VertexTransform snapped(const TransformSnap &snap) const;

    // Where `p` goes at full weight, and at weight `weight`.
    Eigen::Vector3f map(const Eigen::Vector3f &p) const { return p + delta(p); }
    Eigen::Vector3f apply(const Eigen::Vector3f &p, float weight) const { return p + weight * delta(p); }
    // For each affected vertex i: out[i] = apply(originals[i], affected[i].weight). `originals`
    // and `out` run parallel to `affected` (the vertex indices are the caller's business); the
    // shortest of the three decides how many are written.
    void apply(std::span<const WeightedVertex> affected, std::span<const Eigen::Vector3f> originals,
               std::span<Eigen::Vector3f> out) const;
    // The same, written into a whole frame: positions[affected[i].vertex] = apply(originals[i], w).
    void applyInPlace(std::span<const WeightedVertex> affected, std::span<const Eigen::Vector3f> originals,
                      std::span<Eigen::Vector3f> positions) const;
    // The same map as an affine transform (for VertexDrag::step): coordinates this transform
    // keeps get an exact unit row and no offset, so t * p keeps them bit for bit.
    Eigen::Affine3f affine() const;

private:
    Eigen::Vector3f delta(const Eigen::Vector3f &p) const
    {
        if (m_kind == TransformKind::Translate)
            return m_translation;
        return (m_linear * (p - m_pivot) + m_pivot - p).cwiseProduct(m_mask);
    }
    void update(); // m_linear and m_mask from the parameters

    TransformKind m_kind = TransformKind::Translate;
    Eigen::Vector3f m_translation = Eigen::Vector3f::Zero();
    Eigen::Vector3f m_axis = Eigen::Vector3f::UnitZ();
    float m_angle = 0.0f;
    Eigen::Vector3f m_factors = Eigen::Vector3f::Ones();
    Eigen::Vector3f m_pivot = Eigen::Vector3f::Zero();
    Eigen::Matrix3f m_linear = Eigen::Matrix3f::Identity();
    Eigen::Vector3f m_mask = Eigen::Vector3f::Ones(); // 0 for coordinates that must not change
};

} // namespace ackedit::document
