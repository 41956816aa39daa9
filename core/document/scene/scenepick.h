#pragma once
// Picking level nodes by a ray against their surfaces (issue 34 point 3): a block is hit where
// the ray crosses one of its faces (WED selects a block by clicking its faces, not a marker), an
// entity drawn as its model where the ray crosses the model's triangles. Gui-free, driven by
// rays, so the views and the tests share it.
#include "common/trianglemesh.h"
#include "model/vertex/pickray.h"
#include "model/vertex/viewdescription.h"
#include "scene/scenedocument.h"

#include <Eigen/Geometry>

#include <functional>
#include <optional>
#include <vector>

namespace ackedit::document {

// Where along `ray` (t ≥ 0, in ray units) it first crosses triangle a, b, c (either side).
std::optional<float> rayTriangle(const PickRay &ray, const Eigen::Vector3f &a, const Eigen::Vector3f &b,
                                 const Eigen::Vector3f &c);

// Where along `ray` it first crosses a convex polygon (fanned from its first corner).
std::optional<float> rayPolygon(const PickRay &ray, const std::vector<Eigen::Vector3f> &polygon);

// Where along `ray` it first crosses `mesh` placed by `placement` (a model drawn for an entity);
// the ray goes into the model's own frame, so the mesh is not copied.
std::optional<float> rayMesh(const PickRay &ray, const format::TriangleMesh &mesh, const Eigen::Affine3f &placement);

struct SceneHit
{
    NodeId id = 0;        // 0: nothing hit
    float distance = 0.f; // along the ray
    int face = -1;        // a block's face (SceneDocument::blockPolygons' numbering), -1 if none
};

// Whether a node (with what is below it) takes part: the views leave hidden nodes out
// (SceneVisibility::isVisible). Empty: every node does.
using NodeFilter = std::function<bool(NodeId)>;

// The block of `doc` whose faces `ray` crosses first (SceneDocument::blockPolygons).
SceneHit pickBlock(const SceneDocument &doc, const PickRay &ray, const NodeFilter &shown = {});

// The nodes a box selection from pixel `a` to pixel `b` takes: every node without children
// but the level and empty groups (entities, lights, sounds, positions, path nodes, regions,
// blocks) whose place
// (SceneDocument::worldPosition) is in front of the eye and inside the box, in tree order.
QList<NodeId> nodesInRect(const SceneDocument &doc, const ViewDescription &view, const Eigen::Vector2f &a,
                          const Eigen::Vector2f &b, const NodeFilter &shown = {});

} // namespace ackedit::document
