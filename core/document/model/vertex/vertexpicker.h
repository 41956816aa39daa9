#pragma once
// Click and box picking of model vertices in a view. Only vertices inside the view volume (in
// front of the near plane, before the far plane) can be picked. With `visibleOnly`, vertices
// hidden behind the model's triangles are skipped (OcclusionTester, built once by the
// constructor); without it, the triangles are not needed.
// Cheap to build: make one per click or per finished box, with the frame's current positions.
#include "model/vertex/frustum.h"
#include "model/vertex/occlusiontester.h"
#include "model/vertex/viewdescription.h"

#include "common/trianglemesh.h"

#include <memory>
#include <span>
#include <vector>

namespace ackedit::document {

class VertexPicker
{
public:
    // `positions` and `triangles` must outlive the picker.
    VertexPicker(const ViewDescription &view, std::span<const Eigen::Vector3f> positions,
                 std::span<const format::TriangleMesh::Triangle> triangles = {}, bool visibleOnly = false);
    ~VertexPicker();

    // The vertex whose projection is nearest to `pixel`, within `radius` pixels (inclusive);
    // among vertices at the same screen distance (within 1e-3 pixel) the one closest to the
    // camera. -1 when there is none.
    int pick(const Eigen::Vector2f &pixel, float radius) const;
    // The vertices inside `frustum` (and in the view volume), in increasing order.
    std::vector<int> inside(const Frustum &frustum) const;
    // The vertices seen through a pixel rectangle given by two opposite corners (box select).
    std::vector<int> inRect(const Eigen::Vector2f &corner1, const Eigen::Vector2f &corner2) const;
    // False for vertices outside the view volume, and (with visibleOnly) for hidden ones.
    bool isPickable(int vertex) const;

    const ViewDescription &view() const { return m_view; }
    bool visibleOnly() const { return m_occlusion != nullptr; }

private:
    ViewDescription m_view;
    Frustum m_viewVolume;
    std::span<const Eigen::Vector3f> m_positions;
    std::unique_ptr<OcclusionTester> m_occlusion;
};

} // namespace ackedit::document
