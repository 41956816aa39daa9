#pragma once
// The geometry step of Build (issue 35): what WED's map compiler does to a block's faces before
// they become WMB7 triangles, measured on the corpus pairs (../shared/formats/wmb.md, docs/formats):
//   - every face plane keeps its normal and has its distance rounded to the nearest 0.5 unit; the
//     block's vertices are computed again from those planes (integer-grid levels stay exact, off-
//     grid ones move by up to 0.39 units, as WED's WMBs do);
//   - a lightmapped face is cut into pieces at most PieceSize units across along its lightmap
//     axes, and each piece is fan-triangulated; faces without a lightmap are fanned whole.
// Plain functions of numbers: no document, no Qt types, so every case is checked on known blocks.
#include <Eigen/Core>

#include <QStringList>

#include <array>
#include <vector>

namespace ackedit::document::build {

// A face plane: normal · x = distance on it, the normal pointing out of the block.
struct FacePlane
{
    Eigen::Vector3d normal = Eigen::Vector3d::UnitZ();
    double distance = 0;
};

// One face of a block as Build sees it: a convex polygon (outward winding) on plane `face`.
struct BuildFace
{
    int face = -1;                        // index into the planes given
    std::vector<Eigen::Vector3d> polygon; // outward winding ((v1-v0)x(v2-v0) points out)
};

struct BuildBlock
{
    std::vector<BuildFace> faces;
    QStringList problems; // user text: not closed, degenerate faces (the block is still built)
};

// WED's snapping: the nearest multiple of 0.5 (ties away from zero).
double snapDistance(double distance);

// The block bounded by `planes` after snapping each plane's distance (snap = false: as given).
// A plane that bounds nothing (it lies outside the others) gives no face and a problem; planes
// that enclose no finite volume give no faces and a problem.
BuildBlock blockFromPlanes(const std::vector<FacePlane> &planes, bool snap = true);

// The plane through a convex polygon (outward winding), for sources that store vertices (text
// WMP 5.x/6.x, WMPB): false for fewer than three points or a polygon without area.
bool planeOf(const std::vector<Eigen::Vector3d> &polygon, FacePlane *plane);

// The largest piece of a lightmapped face, in units along each lightmap axis (14.75 texels of
// 16 units, measured on WED's lightmapped WMB7 triangles).
constexpr double PieceSize = 236.0;

// The two world axes a face's lightmap runs along: those of the two coordinates its normal has
// least of (a floor maps onto X and Y, a wall facing X onto Y and Z), as Quake-family compilers
// and WED's lightmaps do.
std::array<Eigen::Vector3d, 2> lightmapAxes(const Eigen::Vector3d &normal);

// `polygon` (convex, outward) cut by planes across each lightmap axis at the world coordinates
// that are multiples of `size` (as WED cuts: on a world grid, not from the face's corner), so
// that every piece spans at most `size` along both axes. A polygon that crosses no grid line comes
// back whole. Every piece is convex, keeps the winding, and the pieces cover the polygon exactly.
std::vector<std::vector<Eigen::Vector3d>> cutIntoPieces(const std::vector<Eigen::Vector3d> &polygon,
                                                         const Eigen::Vector3d &normal, double size = PieceSize);

// Fan triangulation of a convex polygon of `count` corners: (0,1,2), (0,2,3), ...
std::vector<std::array<int, 3>> fanTriangles(int count);

// Area of a planar polygon (any winding).
double polygonArea(const std::vector<Eigen::Vector3d> &polygon);

} // namespace ackedit::document::build
