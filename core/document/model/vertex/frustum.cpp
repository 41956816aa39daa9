#include "model/vertex/frustum.h"

namespace ackedit::document {

Frustum::Frustum(const std::array<Eigen::Vector4f, 6> &planes)
    : m_planes(planes)
{
    for (Eigen::Vector4f &pl : m_planes) {
        const float n = pl.head<3>().norm();
        if (n > 0.0f)
            pl /= n;
    }
}

Frustum Frustum::fromClipRect(const Eigen::Matrix4f &m, float ndcLeft, float ndcRight, float ndcBottom,
                              float ndcTop)
{
    // Clip coordinates c = m * (p, 1); x/w >= l <=> x - l*w >= 0 for w > 0 (the near plane keeps
    // w > 0 for the perspective case), and likewise for the other sides.
    const Eigen::Vector4f x = m.row(0).transpose(), y = m.row(1).transpose();
    const Eigen::Vector4f z = m.row(2).transpose(), w = m.row(3).transpose();
    return Frustum({Eigen::Vector4f(x - ndcLeft * w), Eigen::Vector4f(ndcRight * w - x),
                    Eigen::Vector4f(y - ndcBottom * w), Eigen::Vector4f(ndcTop * w - y), Eigen::Vector4f(z + w),
                    Eigen::Vector4f(w - z)});
}

} // namespace ackedit::document
