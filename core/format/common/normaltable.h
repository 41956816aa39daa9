#pragma once
// The 162-entry vertex normal table shared by MDL2..5, IDPO, HMP4 and HMP5.
#include <Eigen/Core>

namespace ackedit::format {

struct NormalTable
{
    static constexpr int Count = 162;
    // The unit vector of `index`; out-of-range indices (seen in real files) give +Z.
    static Eigen::Vector3f normal(int index);
    // The entry with the largest dot product with `direction` (the first one on a tie); by table
    // lookup, always the same index as nearestIndexBruteForce().
    static int nearestIndex(const Eigen::Vector3f &direction);
    // The same by comparing all 162 entries: the definition nearestIndex() is tested against, and
    // its fallback for inputs whose float dot products lose precision (tiny, huge, not finite).
    static int nearestIndexBruteForce(const Eigen::Vector3f &direction);
};

} // namespace ackedit::format
