#pragma once
// The UV points the 2D skin view shows for some triangles of a model's mesh, for picking UV
// records: the nearest point to the cursor, the points in a box, and islands (points connected
// through the shown triangles). Points are the mesh's UV indices, so an IDPO on-seam vertex used
// by front and back triangles is two points (at s and at s + skinwidth/2) of one record, and the
// front and back halves of a Quake skin stay separate islands. Qt-free.
#include "model/uv/uvrecords.h"

#include <Eigen/Geometry>

#include <vector>

namespace ackedit::format {
struct TriangleMesh;
}

namespace ackedit::document {

class UvPicker
{
public:
    struct Point
    {
        Eigen::Vector2f uv; // normalised, as drawn
        int record = -1;
        int island = -1;
    };

    UvPicker() = default;
    // `triangles`: indices into mesh.triangles of the shown triangles.
    UvPicker(const format::TriangleMesh &mesh, const std::vector<int> &triangles, const UvRecords &records);

    const std::vector<Point> &points() const { return m_points; }
    // The point nearest to `uv` whose distance, measured after scaling both axes by `scale`
    // (e.g. widget pixels per normalised unit), is at most `radius`; -1 if none.
    int nearest(const Eigen::Vector2f &uv, const Eigen::Vector2f &scale, float radius) const;
    // Records of the points inside `box` (normalised), ascending, no repeats.
    std::vector<int> recordsIn(const Eigen::AlignedBox2f &box) const;
    // Records of every point of the island of point `point` / of shown triangle `triangle`
    // (index into mesh.triangles), ascending.
    std::vector<int> islandOfPoint(int point) const;
    std::vector<int> islandOfTriangle(int triangle) const;

private:
    std::vector<int> islandRecords(int island) const;

    std::vector<Point> m_points;
    std::vector<std::pair<int, int>> m_trianglePoint; // (mesh triangle, its first corner's point)
};

} // namespace ackedit::document
