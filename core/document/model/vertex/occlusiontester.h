#pragma once
// Whether a vertex is hidden behind the model's own triangles in a view: the segment from the near
// plane to the vertex along its line of sight is tested against the triangles that do not use the
// vertex (Moeller-Trumbore, two-sided). Triangles are binned once into a screen grid by their
// projected bounds, so a query tests only the few triangles around the vertex's pixel.
#include "model/vertex/viewdescription.h"

#include "common/trianglemesh.h"

#include <span>
#include <vector>

namespace ackedit::document {

class OcclusionTester
{
public:
    // `positions` and `triangles` must outlive the tester. Triangles with an index outside the
    // positions are ignored.
    OcclusionTester(const ViewDescription &view, std::span<const Eigen::Vector3f> positions,
                    std::span<const format::TriangleMesh::Triangle> triangles);

    // True when a triangle that does not use `vertex` covers it from the eye. A vertex behind the
    // eye, or outside the positions, counts as occluded (it cannot be seen).
    bool isOccluded(int vertex) const;

    // Hits closer than this fraction of the distance to the vertex before it do not occlude
    // (a vertex lying on another face, T-junctions).
    static constexpr float Tolerance = 1e-4f;

private:
    bool segmentHits(const Eigen::Vector3f &origin, const Eigen::Vector3f &toVertex, int vertex,
                     const format::TriangleMesh::Triangle &t) const;

    ViewDescription m_view;
    std::span<const Eigen::Vector3f> m_positions;
    std::span<const format::TriangleMesh::Triangle> m_triangles;
    int m_cellsX = 1, m_cellsY = 1;
    float m_cellSize = 1.0f;
    std::vector<int> m_cellStart;  // m_cellsX * m_cellsY + 1 entries into m_cellTriangles
    std::vector<int> m_cellTriangles;
    std::vector<int> m_everywhere; // triangles crossing the eye plane or covering most cells
};

} // namespace ackedit::document
