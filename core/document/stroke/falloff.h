#pragma once
// Brush falloff curves: weight of a vertex at distance t = d / radius from the dab centre.
// All are 1 at the centre and 0 beyond the radius (t > 1); vertices with t <= 1 are inside.
//   Smooth:   1 - t^2 (3 - 2t)   (smoothstep; 0.5 at t = 0.5)
//   Linear:   1 - t
//   Constant: 1
//   Sharp:    (1 - t)^2          (peaked; 0.25 at t = 0.5)
namespace ackedit::document {

enum class Falloff { Smooth, Linear, Constant, Sharp };

inline float falloffWeight(Falloff curve, float t)
{
    if (!(t <= 1.0f))
        return 0.0f; // outside, or NaN
    if (t < 0.0f)
        t = 0.0f;
    switch (curve) {
    case Falloff::Smooth:
        return 1.0f - t * t * (3.0f - 2.0f * t);
    case Falloff::Linear:
        return 1.0f - t;
    case Falloff::Constant:
        return 1.0f;
    case Falloff::Sharp:
        return (1.0f - t) * (1.0f - t);
    }
    return 0.0f;
}

} // namespace ackedit::document
