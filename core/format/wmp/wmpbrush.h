#pragma once
// Convex polygons of one WMP block. ACKWED 4.x blocks are intersections of half-spaces given by
// three points per face (outward normal (p3-p1)x(p2-p1)); 5.x/6.x blocks list vertices and
// inward-wound faces. Both come out as polygons with OUTWARD winding ((v1-v0)x(v2-v0) points out
// of the block), in the block's local coordinates.
#include <Eigen/Core>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace ackedit::format {

class WmpBrush
{
public:
    struct Polygon
    {
        std::vector<int> vertices; // into Result::vertices, outward winding
        int face = -1;             // the face (line) of the block it comes from
    };
    struct Result
    {
        std::vector<Eigen::Vector3d> vertices;
        std::vector<Polygon> polygons;
        QStringList problems; // degenerate or duplicate planes, unbounded brush, ...
        bool bounded = true;  // false: the planes do not enclose a finite volume (no polygons)
    };

    // More planes than this are not intersected (the work grows with the cube of the count;
    // real brushes have fewer than 40).
    static constexpr int kMaxPlanes = 256;

    static Result fromPlanes(const std::vector<std::array<Eigen::Vector3d, 3>> &planePoints);
    static Result fromFaces(const std::vector<Eigen::Vector3d> &vertices,
                            const std::vector<std::vector<int>> &inwardFaces);

    // Fan triangulation of a convex polygon: (0,1,2), (0,2,3), ...
    static std::vector<std::array<int, 3>> triangulate(const Polygon &polygon);
};

} // namespace ackedit::format
