#pragma once
// Soft selection (MED's soft move, Blender's proportional editing): every selected vertex has
// weight 1; any other vertex within `radius` of the nearest selected vertex gets
// falloffWeight(falloff, d / radius), with the terrain brushes' falloff curves. Distance is either
// straight-line in model space, or along the triangle edges (so the other leg of a model does not
// follow a moved knee). Computed once when a drag starts (and when the radius changes), not per
// mouse move.
#include "model/vertex/vertexselection.h"
#include "stroke/falloff.h"

#include <Eigen/Core>

#include <span>
#include <vector>

namespace ackedit::document {

class VertexAdjacency;

struct WeightedVertex
{
    int vertex = 0;
    float weight = 0.0f;
    bool operator==(const WeightedVertex &) const = default;
};

enum class SoftDistance {
    Euclidean, // straight line in model space
    Surface,   // shortest path along triangle edges (needs a VertexAdjacency)
};

struct SoftSelectionSettings
{
    float radius = 0.0f; // <= 0: no soft selection, only the selected vertices (weight 1)
    Falloff falloff = Falloff::Smooth;
    SoftDistance distance = SoftDistance::Euclidean;
};

class SoftSelection
{
public:
    // The vertices with weight > 0, sorted by vertex index. `positions` are the model's vertices
    // (the selection's vertexCount() of them; extra selected indices are ignored). Surface
    // distance without an adjacency falls back to Euclidean.
    static std::vector<WeightedVertex> compute(std::span<const Eigen::Vector3f> positions,
                                               const VertexSelection &selection,
                                               const SoftSelectionSettings &settings,
                                               const VertexAdjacency *adjacency = nullptr);

private:
    // Distance of each unselected vertex to the nearest selected one where it is within the
    // radius; +infinity elsewhere.
    static void nearestEuclidean(std::span<const Eigen::Vector3f> positions, const std::vector<int> &selected,
                                 const VertexSelection &selection, float radius, std::vector<float> &distance);
    static void nearestAlongEdges(std::span<const Eigen::Vector3f> positions, const std::vector<int> &selected,
                                  const VertexAdjacency &adjacency, float radius, std::vector<float> &distance);
};

} // namespace ackedit::document
