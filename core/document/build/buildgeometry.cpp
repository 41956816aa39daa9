#include "build/buildgeometry.h"

#include "wmp/wmpbrush.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::document::build {

namespace {

using Polygon = std::vector<Eigen::Vector3d>;

constexpr double Epsilon = 1e-6;

// `polygon` split by the plane axis · x = at into the part below and the part above (either may
// be empty); corners on the plane go to both.
std::pair<Polygon, Polygon> split(const Polygon &polygon, const Eigen::Vector3d &axis, double at)
{
    Polygon below, above;
    const size_t n = polygon.size();
    for (size_t i = 0; i < n; ++i) {
        const Eigen::Vector3d &p = polygon[i], &q = polygon[(i + 1) % n];
        const double dp = axis.dot(p) - at, dq = axis.dot(q) - at;
        if (dp <= Epsilon)
            below.push_back(p);
        if (dp >= -Epsilon)
            above.push_back(p);
        if ((dp < -Epsilon && dq > Epsilon) || (dp > Epsilon && dq < -Epsilon)) {
            const Eigen::Vector3d cut = p + (q - p) * (dp / (dp - dq));
            below.push_back(cut);
            above.push_back(cut);
        }
    }
    if (below.size() < 3)
        below.clear();
    if (above.size() < 3)
        above.clear();
    return {below, above};
}

} // namespace

double snapDistance(double distance)
{
    return std::round(distance * 2.0) / 2.0;
}

BuildBlock blockFromPlanes(const std::vector<FacePlane> &planes, bool snap)
{
    // WmpBrush intersects planes given as three points p1, p2, p3 with outward normal
    // (p3 - p1) x (p2 - p1): p1 on the plane, p3 - p1 = a and p2 - p1 = b with a x b = normal.
    std::vector<std::array<Eigen::Vector3d, 3>> points;
    points.reserve(planes.size());
    for (const FacePlane &plane : planes) {
        const Eigen::Vector3d n = plane.normal.normalized();
        const double d = (snap ? snapDistance(plane.distance) : plane.distance) / plane.normal.norm();
        const Eigen::Vector3d a = n.unitOrthogonal(), b = n.cross(a);
        const Eigen::Vector3d p1 = n * d;
        points.push_back({p1, p1 + b, p1 + a});
    }
    const format::WmpBrush::Result brush = format::WmpBrush::fromPlanes(points);
    BuildBlock block;
    block.problems = brush.problems;
    for (const format::WmpBrush::Polygon &polygon : brush.polygons) {
        BuildFace face;
        face.face = polygon.face;
        for (int v : polygon.vertices)
            face.polygon.push_back(brush.vertices[size_t(v)]);
        block.faces.push_back(std::move(face));
    }
    return block;
}

bool planeOf(const std::vector<Eigen::Vector3d> &polygon, FacePlane *plane)
{
    if (polygon.size() < 3)
        return false;
    // Newell's normal: robust for any convex (or slightly non-planar) polygon.
    Eigen::Vector3d normal = Eigen::Vector3d::Zero();
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();
    for (size_t i = 0; i < polygon.size(); ++i) {
        const Eigen::Vector3d &p = polygon[i], &q = polygon[(i + 1) % polygon.size()];
        normal += p.cross(q);
        centre += p;
    }
    if (normal.norm() < Epsilon)
        return false;
    plane->normal = normal.normalized();
    plane->distance = plane->normal.dot(centre / double(polygon.size()));
    return true;
}

std::array<Eigen::Vector3d, 2> lightmapAxes(const Eigen::Vector3d &normal)
{
    // The axis the normal has most of is the one the lightmap does not run along.
    int dominant = 0;
    normal.cwiseAbs().maxCoeff(&dominant);
    return {Eigen::Vector3d::Unit((dominant + 1) % 3), Eigen::Vector3d::Unit((dominant + 2) % 3)};
}

std::vector<Polygon> cutIntoPieces(const Polygon &polygon, const Eigen::Vector3d &normal, double size)
{
    std::vector<Polygon> pieces{polygon};
    if (polygon.size() < 3 || !(size > 0))
        return pieces;
    for (const Eigen::Vector3d &axis : lightmapAxes(normal)) {
        double low = std::numeric_limits<double>::max(), high = std::numeric_limits<double>::lowest();
        for (const Eigen::Vector3d &p : polygon) {
            low = std::min(low, axis.dot(p));
            high = std::max(high, axis.dot(p));
        }
        std::vector<Polygon> next;
        for (Polygon rest : pieces) {
            // WED cuts on the world grid of `size` (tust_map01's 512-unit floor: -256..-236,
            // -236..0, 0..236, 236..256), not from each face's own corner.
            for (double at = (std::floor(low / size) + 1) * size; at < high - Epsilon; at += size) {
                if (at <= low + Epsilon)
                    continue;
                auto [below, above] = split(rest, axis, at);
                if (!below.empty())
                    next.push_back(std::move(below));
                rest = std::move(above);
                if (rest.empty())
                    break;
            }
            if (!rest.empty())
                next.push_back(std::move(rest));
        }
        pieces = std::move(next);
    }
    return pieces;
}

std::vector<std::array<int, 3>> fanTriangles(int count)
{
    std::vector<std::array<int, 3>> out;
    for (int i = 1; i + 1 < count; ++i)
        out.push_back({0, i, i + 1});
    return out;
}

double polygonArea(const Polygon &polygon)
{
    Eigen::Vector3d twice = Eigen::Vector3d::Zero();
    for (size_t i = 0; i < polygon.size(); ++i)
        twice += polygon[i].cross(polygon[(i + 1) % polygon.size()]);
    return twice.norm() / 2.0;
}

} // namespace ackedit::document::build
