#include "model/uv/uvtransform.h"

#include <cmath>
#include <numbers>

namespace ackedit::document {

Eigen::Vector2d UvTransform::centre(const UvRecords &records, const std::vector<int> &which)
{
    Eigen::AlignedBox2d box;
    for (int r : which)
        if (r >= 0 && r < records.count())
            box.extend(records.normalised(r));
    return box.isEmpty() ? Eigen::Vector2d(Eigen::Vector2d::Zero()) : Eigen::Vector2d(box.center());
}

Eigen::Affine2d UvTransform::translation(const Eigen::Vector2d &delta)
{
    return Eigen::Affine2d(Eigen::Translation2d(delta));
}

Eigen::Affine2d UvTransform::rotation(const Eigen::Vector2d &centre, double degrees, const Eigen::Vector2d &texelSize)
{
    const Eigen::Vector2d size(texelSize.x() > 0 ? texelSize.x() : 1.0, texelSize.y() > 0 ? texelSize.y() : 1.0);
    // Exact quarter turns (no sine/cosine rounding), so four of them give the start back.
    const double turns = degrees / 90.0;
    Eigen::Matrix2d r;
    if (turns == std::round(turns)) {
        const int q = ((int(turns) % 4) + 4) % 4;
        const double c[4] = {1, 0, -1, 0}, s[4] = {0, 1, 0, -1};
        r << c[q], -s[q], s[q], c[q];
    } else {
        r = Eigen::Rotation2Dd(degrees * std::numbers::pi / 180.0).toRotationMatrix();
    }
    const Eigen::Matrix2d m = size.cwiseInverse().asDiagonal() * r * size.asDiagonal();
    Eigen::Affine2d t = Eigen::Affine2d::Identity();
    t.linear() = m;
    t.translation() = centre - m * centre;
    return t;
}

Eigen::Affine2d UvTransform::scaling(const Eigen::Vector2d &centre, const Eigen::Vector2d &factor)
{
    Eigen::Affine2d t = Eigen::Affine2d::Identity();
    t.linear() = factor.asDiagonal();
    t.translation() = centre - factor.cwiseProduct(centre);
    return t;
}

Eigen::Affine2d UvTransform::mirror(const Eigen::Vector2d &centre, int axis)
{
    Eigen::Vector2d f(1.0, 1.0);
    f[axis == 1 ? 1 : 0] = -1.0;
    return scaling(centre, f);
}

} // namespace ackedit::document
