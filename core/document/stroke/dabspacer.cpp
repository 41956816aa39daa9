#include "stroke/dabspacer.h"

#include <algorithm>

namespace ackedit::document::stroke {

void DabSpacer::start(const Eigen::Vector2f &start, float spacing)
{
    m_last = start;
    m_spacing = std::max(spacing, 1e-6f);
}

std::vector<Eigen::Vector2f> DabSpacer::advanceTo(const Eigen::Vector2f &to)
{
    std::vector<Eigen::Vector2f> dabs;
    const Eigen::Vector2f delta = to - m_last;
    const float length = delta.norm();
    if (!(length >= m_spacing))
        return dabs; // also NaN
    const int steps = int(length / m_spacing);
    const Eigen::Vector2f dir = delta / length;
    dabs.reserve(size_t(steps));
    for (int i = 1; i <= steps; ++i)
        dabs.push_back(m_last + dir * (m_spacing * float(i)));
    m_last += dir * (m_spacing * float(steps));
    return dabs;
}

} // namespace ackedit::document::stroke
