#pragma once
// Affine maps of normalised UV space (u right, v down) for UV edits: about a centre, with angles
// measured on the skin as drawn (texelSize = the skin's width and height), so a rotation of a
// non-square skin's UVs stays a rotation of what the painter sees.
#include "model/uv/uvrecords.h"

#include <Eigen/Geometry>

#include <vector>

namespace ackedit::document {

struct UvTransform
{
    // Centre of the bounds of the records' normalised positions (zero for none): mirroring maps
    // the bounds onto themselves, so texel UVs stay whole texels.
    static Eigen::Vector2d centre(const UvRecords &records, const std::vector<int> &which);
    static Eigen::Affine2d translation(const Eigen::Vector2d &delta);
    // Clockwise on screen (v runs down) for positive degrees.
    static Eigen::Affine2d rotation(const Eigen::Vector2d &centre, double degrees, const Eigen::Vector2d &texelSize);
    static Eigen::Affine2d scaling(const Eigen::Vector2d &centre, const Eigen::Vector2d &factor);
    // axis 0: mirror U (left-right), 1: mirror V (up-down).
    static Eigen::Affine2d mirror(const Eigen::Vector2d &centre, int axis);
};

} // namespace ackedit::document
