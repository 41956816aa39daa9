#include "model/vertex/softselection.h"

#include "model/vertex/pointtree.h"
#include "model/vertex/vertexadjacency.h"
#include "model/vertex/vertexgrid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>

namespace ackedit::document {

namespace {

constexpr float Infinity = std::numeric_limits<float>::infinity();
// A k-d tree query costs about as much as visiting this many grid points (measured on the
// BM_SoftSelection cases).
constexpr int64_t GatherCost = 48;
} // namespace

std::vector<WeightedVertex> SoftSelection::compute(std::span<const Eigen::Vector3f> positions,
                                                   const VertexSelection &selection,
                                                   const SoftSelectionSettings &settings,
                                                   const VertexAdjacency *adjacency)
{
    const int n = int(std::min<size_t>(positions.size(), size_t(selection.vertexCount())));
    std::vector<int> selected = selection.indices();
    selected.erase(std::lower_bound(selected.begin(), selected.end(), n), selected.end());

    std::vector<WeightedVertex> out;
    const float radius = settings.radius;
    if (!(radius > 0.0f) || !std::isfinite(radius) || selected.empty()) {
        out.reserve(selected.size());
        for (int v : selected)
            out.push_back({v, 1.0f});
        return out;
    }
    std::vector<float> distance(size_t(n), Infinity);
    if (settings.distance == SoftDistance::Surface && adjacency && adjacency->vertexCount() >= n)
        nearestAlongEdges(positions.first(size_t(n)), selected, *adjacency, radius, distance);
    else
        nearestEuclidean(positions.first(size_t(n)), selected, selection, radius, distance);

    for (int v = 0; v < n; ++v) {
        if (selection.contains(v)) {
            out.push_back({v, 1.0f});
        } else if (distance[size_t(v)] <= radius) {
            const float w = falloffWeight(settings.falloff, distance[size_t(v)] / radius);
            if (w > 0.0f)
                out.push_back({v, w});
        }
    }
    return out;
}

void SoftSelection::nearestEuclidean(std::span<const Eigen::Vector3f> positions, const std::vector<int> &selected,
                                     const VertexSelection &selection, float radius, std::vector<float> &distance)
{
    // Only unselected vertices within the radius of the selection's bounds can be reached.
    Eigen::Vector3f lo = Eigen::Vector3f::Constant(Infinity), hi = -lo;
    for (int v : selected) {
        if (positions[size_t(v)].allFinite()) {
            lo = lo.cwiseMin(positions[size_t(v)]);
            hi = hi.cwiseMax(positions[size_t(v)]);
        }
    }
    lo.array() -= radius;
    hi.array() += radius;
    std::vector<int> candidates;
    for (size_t v = 0; v < positions.size(); ++v) {
        const Eigen::Vector3f &p = positions[v];
        if (p.x() >= lo.x() && p.y() >= lo.y() && p.z() >= lo.z() && p.x() <= hi.x() && p.y() <= hi.y()
            && p.z() <= hi.z() && !selection.contains(int(v)))
            candidates.push_back(int(v));
    }
    if (candidates.empty())
        return;

    // Two ways to the same exact distances, whichever visits fewer points: each selected vertex
    // scatters its distance to the candidates in the grid cells around it (cheap when the radius
    // holds few vertices, as with a scattered selection), or each candidate gathers its nearest
    // selected vertex from a k-d tree (cheap when many selected vertices crowd the radius, as with
    // one selected region and a large radius).
    const VertexGrid grid(positions, candidates, radius);
    int64_t scatterCost = 0;
    for (int v : selected)
        scatterCost += grid.countAround(positions[size_t(v)]);
    if (scatterCost <= int64_t(candidates.size()) * GatherCost) {
        std::vector<float> best(grid.vertices().size(), Infinity);
        for (int v : selected)
            grid.forEachWithin(positions[size_t(v)], radius,
                               [&best](int slot, float d2) { best[size_t(slot)] = std::min(best[size_t(slot)], d2); });
        for (size_t slot = 0; slot < best.size(); ++slot) {
            if (best[slot] < Infinity)
                distance[size_t(grid.vertices()[slot])] = std::sqrt(best[slot]);
        }
        return;
    }
    std::vector<Eigen::Vector3f> points;
    points.reserve(selected.size());
    for (int v : selected)
        points.push_back(positions[size_t(v)]);
    const PointTree tree(points);
    const float radius2 = radius * radius;
    for (int v : candidates) {
        const float best = tree.nearestDistance2(positions[size_t(v)], radius2);
        if (best <= radius2)
            distance[size_t(v)] = std::sqrt(best);
    }
}

void SoftSelection::nearestAlongEdges(std::span<const Eigen::Vector3f> positions, const std::vector<int> &selected,
                                      const VertexAdjacency &adjacency, float radius, std::vector<float> &distance)
{
    // Dijkstra from all selected vertices at once, cut off at the radius.
    using Entry = std::pair<float, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    for (int v : selected) {
        distance[size_t(v)] = 0.0f;
        queue.push({0.0f, v});
    }
    while (!queue.empty()) {
        const auto [d, v] = queue.top();
        queue.pop();
        if (d > distance[size_t(v)])
            continue; // a stale entry
        for (int w : adjacency.neighbours(v)) {
            if (size_t(w) >= positions.size())
                continue;
            const float dw = d + (positions[size_t(v)] - positions[size_t(w)]).norm();
            if (dw <= radius && dw < distance[size_t(w)]) {
                distance[size_t(w)] = dw;
                queue.push({dw, w});
            }
        }
    }
}

} // namespace ackedit::document
