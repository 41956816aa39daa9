#include "wmp/wmptexturemapping.h"

#include <array>
#include <cmath>

namespace ackedit::format {

namespace {

using Vec3 = Eigen::Vector3d;

struct AxisPair
{
    Vec3 normal, s, t;
};

// The six candidate face directions with their texture axes, in the order that decides ties
// (the first of equally good directions wins): floor, ceiling, walls facing +x/-x, +y/-y.
const std::array<AxisPair, 6> &axisPairs()
{
    static const std::array<AxisPair, 6> pairs{{
        {Vec3(0, 0, 1), Vec3(1, 0, 0), Vec3(0, -1, 0)},
        {Vec3(0, 0, -1), Vec3(1, 0, 0), Vec3(0, -1, 0)},
        {Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, -1)},
        {Vec3(-1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, -1)},
        {Vec3(0, 1, 0), Vec3(1, 0, 0), Vec3(0, 0, -1)},
        {Vec3(0, -1, 0), Vec3(1, 0, 0), Vec3(0, 0, -1)},
    }};
    return pairs;
}

// Index of the one non-zero component of a base axis.
int axisIndex(const Vec3 &v)
{
    return v.x() != 0 ? 0 : (v.y() != 0 ? 1 : 2);
}

} // namespace

WmpTextureMapping::Axes WmpTextureMapping::fromShiftRotateScale(const Vec3 &normal, double xOffset, double yOffset,
                                                                double angleDegrees, double xScale, double yScale)
{
    const auto &pairs = axisPairs();
    size_t best = 0;
    double bestDot = -2;
    for (size_t i = 0; i < pairs.size(); ++i) {
        const double d = normal.dot(pairs[i].normal);
        if (d > bestDot + 1e-9) {
            bestDot = d;
            best = i;
        }
    }
    Vec3 s = pairs[best].s, t = pairs[best].t;

    // Exact values for the right angles, so axis-aligned mappings stay exactly axis-aligned.
    double sinA = 0, cosA = 1;
    const double a = std::fmod(std::fmod(angleDegrees, 360.0) + 360.0, 360.0);
    if (a == 90) {
        sinA = 1;
        cosA = 0;
    } else if (a == 180) {
        cosA = -1;
    } else if (a == 270) {
        sinA = -1;
        cosA = 0;
    } else if (a != 0) {
        sinA = std::sin(a * M_PI / 180.0);
        cosA = std::cos(a * M_PI / 180.0);
    }
    // Rotate both axes in the plane of the two world axes they use.
    const int si = axisIndex(s), ti = axisIndex(t);
    for (Vec3 *v : {&s, &t}) {
        const double vs = (*v)[si], vt = (*v)[ti];
        (*v)[si] = cosA * vs - sinA * vt;
        (*v)[ti] = sinA * vs + cosA * vt;
    }

    Axes out;
    out.s.head<3>() = s / (xScale == 0 ? 1.0 : xScale);
    out.t.head<3>() = t / (yScale == 0 ? 1.0 : yScale);
    out.s[3] = xOffset;
    out.t[3] = yOffset;
    return out;
}

WmpTextureMapping::Axes WmpTextureMapping::axes(const WmpFace &face, const Vec3 &normal)
{
    if (face.hasAxes) {
        Axes out;
        out.s = face.sAxis;
        out.t = face.tAxis;
        return out;
    }
    return fromShiftRotateScale(normal, face.xOffset, face.yOffset, face.angle, face.xScale, face.yScale);
}

} // namespace ackedit::format
