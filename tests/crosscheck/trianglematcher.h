#pragma once
// Matches two triangle soups up to vertex order within a tolerance, independent of triangle order
// and winding: each triangle of `a` must find an unused triangle of `b` whose corners match.
#include <Eigen/Core>

#include <array>
#include <cmath>
#include <unordered_map>
#include <vector>

namespace ackedit::testing {

using Tri = std::array<Eigen::Vector3f, 3>;

struct MatchResult
{
    size_t matched = 0;
    size_t unmatched = 0;
    float worstError = 0.f; // largest per-axis corner distance among matched triangles
    size_t sameWinding = 0; // matched with the corners in the same cyclic order (diagnostic only)
};

inline bool cornersMatch(const Tri &a, const Tri &b, float tol, float *err, bool *sameWinding = nullptr)
{
    // Try the 6 corner permutations (winding may be reversed, start corner may differ); the first
    // three keep the cyclic order.
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    for (int i = 0; i < 6; ++i) {
        const auto &p = perms[i];
        float e = 0.f;
        for (int c = 0; c < 3; ++c)
            e = std::max(e, (a[c] - b[p[c]]).cwiseAbs().maxCoeff());
        if (e <= tol) {
            *err = e;
            if (sameWinding)
                *sameWinding = i < 3;
            return true;
        }
    }
    return false;
}

inline MatchResult matchTriangles(const std::vector<Tri> &a, const std::vector<Tri> &b, float tol)
{
    const float cell = std::max(tol * 4.f, 1e-3f);
    auto key = [cell](const Eigen::Vector3f &c, int dx, int dy, int dz) {
        const long long x = (long long)std::floor(c.x() / cell) + dx;
        const long long y = (long long)std::floor(c.y() / cell) + dy;
        const long long z = (long long)std::floor(c.z() / cell) + dz;
        return (x * 73856093LL) ^ (y * 19349663LL) ^ (z * 83492791LL);
    };
    auto centroid = [](const Tri &t) { return Eigen::Vector3f((t[0] + t[1] + t[2]) / 3.f); };
    std::unordered_multimap<long long, size_t> index;
    for (size_t i = 0; i < b.size(); ++i)
        index.emplace(key(centroid(b[i]), 0, 0, 0), i);
    std::vector<bool> used(b.size(), false);
    MatchResult r;
    for (const Tri &t : a) {
        const Eigen::Vector3f c = centroid(t);
        bool found = false;
        for (int dx = -1; dx <= 1 && !found; ++dx)
            for (int dy = -1; dy <= 1 && !found; ++dy)
                for (int dz = -1; dz <= 1 && !found; ++dz) {
                    auto range = index.equal_range(key(c, dx, dy, dz));
                    for (auto it = range.first; it != range.second; ++it) {
                        float e = 0.f;
                        bool same = false;
                        if (!used[it->second] && cornersMatch(t, b[it->second], tol, &e, &same)) {
                            used[it->second] = true;
                            r.worstError = std::max(r.worstError, e);
                            r.sameWinding += same;
                            found = true;
                            break;
                        }
                    }
                }
        found ? ++r.matched : ++r.unmatched;
    }
    return r;
}

} // namespace ackedit::testing
