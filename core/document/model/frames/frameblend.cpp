#include "model/frames/frameblend.h"

namespace ackedit::document {

std::vector<Eigen::Vector3f> blendPositions(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b,
                                            float t)
{
    std::vector<Eigen::Vector3f> out;
    if (a.size() != b.size())
        return out;
    out.resize(a.size());
    for (size_t i = 0; i < a.size(); ++i)
        out[i] = a[i] + t * (b[i] - a[i]);
    return out;
}

std::vector<float> interpolationSteps(int count)
{
    std::vector<float> steps;
    for (int i = 1; i <= count; ++i)
        steps.push_back(float(i) / float(count + 1));
    return steps;
}

} // namespace ackedit::document
