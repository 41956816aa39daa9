#include "wmp/wmpbrush.h"

#include <Eigen/Geometry>
#include <cmath>

namespace ackedit::format {

namespace {

using Vec3 = Eigen::Vector3d;

struct Plane
{
    Vec3 n; // unit, outward
    double d = 0; // n.x = d on the plane; inside: n.x - d <= 0
    int face = -1;
};

// Sutherland-Hodgman clip of a convex polygon to the inside of `p`, with a tolerance band: points
// within eps of the plane count as on it and are kept, so nearly coplanar faces do not shave off
// slivers.
std::vector<Vec3> clip(const std::vector<Vec3> &poly, const Plane &p, double eps)
{
    std::vector<Vec3> out;
    const size_t n = poly.size();
    if (n == 0)
        return out;
    std::vector<double> dist(n);
    for (size_t i = 0; i < n; ++i)
        dist[i] = p.n.dot(poly[i]) - p.d;
    for (size_t i = 0; i < n; ++i) {
        const size_t j = (i + 1) % n;
        const double di = dist[i], dj = dist[j];
        if (di <= eps)
            out.push_back(poly[i]);
        // Crossing strictly from one side of the band to the other: t is well conditioned.
        if ((di < -eps && dj > eps) || (di > eps && dj < -eps)) {
            const double t = di / (di - dj);
            out.push_back(poly[i] + (poly[j] - poly[i]) * t);
        }
    }
    return out;
}

// Removes consecutive duplicates (within tol) and vertices on a straight line between their
// neighbours.
void simplify(std::vector<Vec3> &poly, double tol)
{
    bool changed = true;
    while (changed && poly.size() >= 3) {
        changed = false;
        for (size_t i = 0; i < poly.size() && poly.size() >= 3; ++i) {
            const Vec3 &prev = poly[(i + poly.size() - 1) % poly.size()];
            const Vec3 &cur = poly[i];
            const Vec3 &next = poly[(i + 1) % poly.size()];
            const double span = (next - prev).norm();
            const bool duplicate = (cur - prev).norm() <= tol;
            const bool collinear = span > tol && (cur - prev).cross(next - prev).norm() / span <= tol * 0.5;
            if (duplicate || collinear) {
                poly.erase(poly.begin() + long(i));
                changed = true;
                break;
            }
        }
    }
    if (poly.size() < 3)
        poly.clear();
}

double area(const std::vector<Vec3> &poly)
{
    Vec3 sum = Vec3::Zero();
    for (size_t i = 1; i + 1 < poly.size(); ++i)
        sum += (poly[i] - poly[0]).cross(poly[i + 1] - poly[0]);
    return 0.5 * sum.norm();
}

} // namespace

WmpBrush::Result WmpBrush::fromPlanes(const std::vector<std::array<Vec3, 3>> &planePoints)
{
    Result result;
    if (int(planePoints.size()) > kMaxPlanes) {
        result.bounded = false;
        result.problems << QStringLiteral("%1 planes: more than %2, not intersected").arg(planePoints.size()).arg(kMaxPlanes);
        return result;
    }
    double extent = 1.0;
    for (const auto &pts : planePoints)
        for (const Vec3 &p : pts)
            extent = std::max(extent, p.cwiseAbs().maxCoeff());
    if (!std::isfinite(extent) || extent > 1e9) {
        result.bounded = false;
        result.problems << QStringLiteral("coordinates too large to intersect");
        return result;
    }
    // Tolerances relative to the size of the numbers: WED stores 6 decimals and its plane points
    // carry float noise (39.999989 for 40).
    const double eps = std::max(1e-4, extent * 1e-6);
    const double weld = eps * 10;
    const double huge = extent * 1000 + 1e4;

    std::vector<Plane> planes;
    for (size_t f = 0; f < planePoints.size(); ++f) {
        const auto &pts = planePoints[f];
        const Vec3 n = (pts[2] - pts[0]).cross(pts[1] - pts[0]);
        const double len = n.norm();
        if (!(len > 1e-9 * extent * extent) || !std::isfinite(len)) {
            result.problems << QStringLiteral("face %1: the three points are collinear").arg(f);
            continue;
        }
        Plane p;
        p.n = n / len;
        p.d = p.n.dot(pts[0]);
        p.face = int(f);
        bool duplicate = false;
        for (const Plane &q : planes) {
            if (q.n.dot(p.n) > 1.0 - 1e-9 && std::abs(q.d - p.d) <= eps) {
                duplicate = true;
                result.problems << QStringLiteral("face %1: same plane as face %2").arg(f).arg(q.face);
                break;
            }
        }
        if (!duplicate)
            planes.push_back(p);
    }

    std::vector<std::pair<int, std::vector<Vec3>>> polys;
    for (const Plane &p : planes) {
        // A huge square on the plane, counter-clockwise seen from outside (u x v = n).
        Vec3 axis = Vec3::UnitX();
        const Vec3 a = p.n.cwiseAbs();
        if (a.y() <= a.x() && a.y() <= a.z())
            axis = Vec3::UnitY();
        else if (a.z() <= a.x() && a.z() <= a.y())
            axis = Vec3::UnitZ();
        const Vec3 u = p.n.cross(axis).normalized();
        const Vec3 v = p.n.cross(u);
        const Vec3 c = p.n * p.d;
        std::vector<Vec3> poly{c - huge * u - huge * v, c + huge * u - huge * v, c + huge * u + huge * v,
                               c - huge * u + huge * v};
        for (const Plane &q : planes) {
            if (&q == &p)
                continue;
            poly = clip(poly, q, eps);
            if (poly.size() < 3)
                break;
        }
        simplify(poly, weld);
        if (poly.size() < 3 || area(poly) <= weld * weld) {
            result.problems << QStringLiteral("face %1: does not bound the block (dropped)").arg(p.face);
            continue;
        }
        for (const Vec3 &x : poly) {
            if (x.cwiseAbs().maxCoeff() > huge * 0.5) {
                result.bounded = false;
                result.problems << QStringLiteral("the planes do not enclose a finite volume");
                result.polygons.clear();
                result.vertices.clear();
                return result;
            }
        }
        polys.emplace_back(p.face, std::move(poly));
    }

    // Weld: faces meeting at a corner must share the very same vertex.
    for (auto &[face, poly] : polys) {
        Polygon out;
        out.face = face;
        for (const Vec3 &x : poly) {
            int found = -1;
            for (size_t k = 0; k < result.vertices.size(); ++k) {
                if ((result.vertices[k] - x).norm() <= weld) {
                    found = int(k);
                    break;
                }
            }
            if (found < 0) {
                found = int(result.vertices.size());
                result.vertices.push_back(x);
            }
            if (out.vertices.empty() || (out.vertices.back() != found && out.vertices.front() != found))
                out.vertices.push_back(found);
        }
        if (out.vertices.size() >= 3)
            result.polygons.push_back(std::move(out));
    }
    if (result.polygons.size() < 4) {
        result.bounded = false;
        result.problems << QStringLiteral("fewer than 4 faces bound the block");
        result.polygons.clear();
        result.vertices.clear();
    }
    return result;
}

WmpBrush::Result WmpBrush::fromFaces(const std::vector<Vec3> &vertices, const std::vector<std::vector<int>> &inwardFaces)
{
    Result result;
    result.vertices = vertices;
    for (size_t f = 0; f < inwardFaces.size(); ++f) {
        Polygon p;
        p.face = int(f);
        const std::vector<int> &face = inwardFaces[f];
        for (auto it = face.rbegin(); it != face.rend(); ++it) {
            if (*it < 0 || *it >= int(vertices.size()))
                continue;
            if (p.vertices.empty() || (p.vertices.back() != *it && p.vertices.front() != *it))
                p.vertices.push_back(*it);
        }
        if (p.vertices.size() < 3) {
            result.problems << QStringLiteral("face %1: fewer than 3 distinct vertices").arg(f);
            continue;
        }
        result.polygons.push_back(std::move(p));
    }
    return result;
}

std::vector<std::array<int, 3>> WmpBrush::triangulate(const Polygon &polygon)
{
    std::vector<std::array<int, 3>> out;
    for (size_t i = 1; i + 1 < polygon.vertices.size(); ++i)
        out.push_back({polygon.vertices[0], polygon.vertices[i], polygon.vertices[i + 1]});
    return out;
}

} // namespace ackedit::format
