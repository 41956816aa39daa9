#pragma once
// Texture projection of a text WMP face: the s and t axes (texels per world unit) and offsets
// (texels) with texel = dot(p, axis) + offset for a point p in WORLD coordinates.
//
// ACKWED 4.x and 5.x store Quake-style mapping (offset x/y in texels, rotation in degrees, scale
// x/y): the axes are the pair of world axes belonging to the face normal's dominant direction
// (floor/ceiling: x, -y; walls facing x: y, -z; walls facing y: x, -z), rotated by the angle and
// divided by the scales. ACKWED 6.x and WMPIO store the two axes with their offsets explicitly.
// Checked against the texture projections (materials list) of the compiled WMBs, see
// docs/formats/wmp-text.md "Texture coordinates".
#include "wmp/wmpnodes.h"

#include <Eigen/Core>

namespace ackedit::format {

class WmpTextureMapping
{
public:
    struct Axes
    {
        Eigen::Vector4d s = Eigen::Vector4d::Zero(); // x, y, z, offset
        Eigen::Vector4d t = Eigen::Vector4d::Zero();
        // Texel coordinates of a world point (u to the right, v down the image rows).
        Eigen::Vector2d texel(const Eigen::Vector3d &p) const
        {
            return {p.dot(s.head<3>()) + s[3], p.dot(t.head<3>()) + t[3]};
        }
    };

    // The projection of `face`; `normal` is the face plane's normal in world coordinates (either
    // direction: opposite normals select the same axis pair). Explicit 6.x axes are used as
    // stored; the Quake-style fields of 4.x/5.x faces are turned into axes.
    static Axes axes(const WmpFace &face, const Eigen::Vector3d &normal);

    // Quake-style mapping: dominant-axis pair for `normal`, rotated by `angleDegrees`, divided by
    // the scales (a scale of 0 counts as 1), offsets as given.
    static Axes fromShiftRotateScale(const Eigen::Vector3d &normal, double xOffset, double yOffset,
                                     double angleDegrees, double xScale, double yScale);
};

} // namespace ackedit::format
