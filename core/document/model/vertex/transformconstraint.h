#pragma once
// What a transform may change, as in Blender: an axis (X, Y, Z keys) moves, scales or rotates
// along/about that model axis only; a plane (Shift+X, Shift+Y, Shift+Z: "everything but that
// axis") keeps the excluded coordinate exactly.
#include <Eigen/Core>

namespace ackedit::document {

enum class TransformConstraint { None, X, Y, Z, PlaneYZ, PlaneZX, PlaneXY };

// The constraint for an axis key (0 = X, 1 = Y, 2 = Z), with Shift for the plane excluding it.
inline TransformConstraint constraintForAxis(int axis, bool excludeAxis)
{
    static constexpr TransformConstraint axes[3] = {TransformConstraint::X, TransformConstraint::Y,
                                                    TransformConstraint::Z};
    static constexpr TransformConstraint planes[3] = {TransformConstraint::PlaneYZ, TransformConstraint::PlaneZX,
                                                      TransformConstraint::PlaneXY};
    if (axis < 0 || axis > 2)
        return TransformConstraint::None;
    return excludeAxis ? planes[axis] : axes[axis];
}

inline bool isAxisConstraint(TransformConstraint c)
{
    return c == TransformConstraint::X || c == TransformConstraint::Y || c == TransformConstraint::Z;
}

inline bool isPlaneConstraint(TransformConstraint c)
{
    return c == TransformConstraint::PlaneYZ || c == TransformConstraint::PlaneZX || c == TransformConstraint::PlaneXY;
}

// The model axis (0..2) of an axis constraint, or the axis a plane constraint excludes (its
// normal); -1 for None.
inline int constraintAxisIndex(TransformConstraint c)
{
    switch (c) {
    case TransformConstraint::X:
    case TransformConstraint::PlaneYZ:
        return 0;
    case TransformConstraint::Y:
    case TransformConstraint::PlaneZX:
        return 1;
    case TransformConstraint::Z:
    case TransformConstraint::PlaneXY:
        return 2;
    case TransformConstraint::None:
        break;
    }
    return -1;
}

// Which coordinates a translation or scale may change: 1 for free, 0 for kept.
inline Eigen::Vector3f constraintMask(TransformConstraint c)
{
    const int axis = constraintAxisIndex(c);
    if (axis < 0)
        return Eigen::Vector3f::Ones();
    if (isAxisConstraint(c))
        return Eigen::Vector3f::Unit(axis);
    Eigen::Vector3f m = Eigen::Vector3f::Ones();
    m[axis] = 0.0f;
    return m;
}

} // namespace ackedit::document
