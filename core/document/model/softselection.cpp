#include "model/softselection.h"

#include "model/vertexadjacency.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>

namespace ackedit::document::tools {

namespace {

constexpr float Infinity = std::numeric_limits<float>::infinity();
constexpr int CellsPerRadius = 2;     // grid cell = radius / 2
constexpr int64_t MaxCells = 1 << 20; // a small radius over a large selection coarsens the grid

struct Offset
{
    int dx, dy, dz;
    float lowerBound2; // no point of that cell is closer than this (squared), in cell units^2
};

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
    // The selected points go into a uniform grid over their bounds; each vertex near those bounds
    // then visits the grid cells in order of their least possible distance and stops as soon as
    // no cell left can hold a closer point.
    Eigen::Vector3f lo = positions[size_t(selected.front())], hi = lo;
    for (int v : selected) {
        lo = lo.cwiseMin(positions[size_t(v)]);
        hi = hi.cwiseMax(positions[size_t(v)]);
    }
    if (!lo.allFinite() || !hi.allFinite())
        return;
    float cell = radius / float(CellsPerRadius);
    Eigen::Array3i dims;
    for (;;) {
        dims = ((hi - lo) / cell).array().floor().cast<int>() + 1;
        if (int64_t(dims.x()) * dims.y() * dims.z() <= MaxCells)
            break;
        cell *= 2.0f;
    }
    // A point within the radius can lie up to ceil(radius / cell) + 1 cells away (the query sits
    // anywhere in its own cell).
    const float ratio = radius / cell;
    const int reach = int(std::ceil(ratio)) + 1;

    // Counting sort of the selected points by cell; the points are copied so a cell's points
    // are contiguous in memory.
    auto cellOf = [&](const Eigen::Vector3f &p) {
        return ((p - lo) / cell).array().floor().cast<int>().eval();
    };
    auto linear = [&](const Eigen::Array3i &c) { return (int64_t(c.z()) * dims.y() + c.y()) * dims.x() + c.x(); };
    const int64_t cells = int64_t(dims.x()) * dims.y() * dims.z();
    std::vector<int> start(size_t(cells) + 1, 0);
    std::vector<int> cellIndex(selected.size());
    for (size_t i = 0; i < selected.size(); ++i) {
        const Eigen::Array3i c = cellOf(positions[size_t(selected[i])]).min(dims - 1).max(0);
        cellIndex[i] = int(linear(c));
        ++start[size_t(cellIndex[i]) + 1];
    }
    for (int64_t i = 0; i < cells; ++i)
        start[size_t(i) + 1] += start[size_t(i)];
    std::vector<Eigen::Vector3f> points(selected.size());
    {
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (size_t i = 0; i < selected.size(); ++i)
            points[size_t(fill[size_t(cellIndex[i])]++)] = positions[size_t(selected[i])];
    }

    // Neighbour cells by their least distance from any point of the query's cell.
    std::vector<Offset> offsets;
    const float ratio2 = ratio * ratio;
    for (int dz = -reach; dz <= reach; ++dz)
        for (int dy = -reach; dy <= reach; ++dy)
            for (int dx = -reach; dx <= reach; ++dx) {
                auto gap = [](int d) { return float(std::max(std::abs(d) - 1, 0)); };
                const float lb = gap(dx) * gap(dx) + gap(dy) * gap(dy) + gap(dz) * gap(dz);
                if (lb <= ratio2 * 1.0001f)
                    offsets.push_back({dx, dy, dz, lb});
            }
    std::stable_sort(offsets.begin(), offsets.end(),
                     [](const Offset &a, const Offset &b) { return a.lowerBound2 < b.lowerBound2; });

    const float radius2 = radius * radius;
    const float cell2 = cell * cell;
    const Eigen::Vector3f boxLo = lo.array() - radius, boxHi = hi.array() + radius;
    for (size_t v = 0; v < positions.size(); ++v) {
        const Eigen::Vector3f &p = positions[v];
        if (!(p.x() >= boxLo.x() && p.y() >= boxLo.y() && p.z() >= boxLo.z() && p.x() <= boxHi.x()
              && p.y() <= boxHi.y() && p.z() <= boxHi.z())
            || selection.contains(int(v)))
            continue;
        const Eigen::Array3i c = cellOf(p);
        float best = Infinity;
        for (const Offset &o : offsets) {
            if (o.lowerBound2 * cell2 > std::min(best, radius2))
                break;
            const Eigen::Array3i q(c.x() + o.dx, c.y() + o.dy, c.z() + o.dz);
            if ((q < 0).any() || (q >= dims).any())
                continue;
            const int64_t k = linear(q);
            for (int i = start[size_t(k)]; i < start[size_t(k) + 1]; ++i)
                best = std::min(best, (p - points[size_t(i)]).squaredNorm());
        }
        if (best <= radius2)
            distance[v] = std::sqrt(best);
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

} // namespace ackedit::document::tools
