#pragma once
// Orientation figures of a display mesh (MDL and MDL7 corpus tests): is it closed, its signed
// volume, and how many vertex normals agree with the outward face normals around them.
#include "common/trianglemesh.h"

#include <Eigen/Geometry>
#include <QString>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <utility>
#include <vector>

namespace meshorientation {

struct Figures
{
    bool closed = false;      // every edge (by vertex index) shared by exactly two triangles
    double volume = 0.0;      // sum of v0.(v1 x v2) / 6: positive for an outward closed mesh
    double boxVolume = 0.0;   // of the used vertices' bounding box
    int vertices = 0;         // used by a triangle, with a non-zero normal and face normal
    int agreeing = 0;         // of those, normal . (sum of adjacent face normals) > 0

    // A solid: closed and not a flat, double-sided sheet (those have a volume near 0).
    bool isSolid() const { return closed && std::abs(volume) >= 0.01 * boxVolume && boxVolume > 0.0; }
};

inline Figures measure(const ackedit::format::TriangleMesh &m)
{
    Figures f;
    std::map<std::pair<uint32_t, uint32_t>, int> edges;
    std::vector<Eigen::Vector3f> faceSum(m.positions.size(), Eigen::Vector3f::Zero());
    std::vector<char> used(m.positions.size(), 0);
    for (const auto &t : m.triangles) {
        const Eigen::Vector3f &a = m.positions[t.v[0]], &b = m.positions[t.v[1]], &c = m.positions[t.v[2]];
        f.volume += double(a.dot(b.cross(c))) / 6.0;
        const Eigen::Vector3f n = (b - a).cross(c - a);
        for (int k = 0; k < 3; ++k) {
            const uint32_t p = t.v[size_t(k)], q = t.v[size_t((k + 1) % 3)];
            ++edges[{std::min(p, q), std::max(p, q)}];
            faceSum[p] += n;
            used[p] = 1;
        }
    }
    f.closed = !edges.empty();
    for (const auto &e : edges)
        f.closed = f.closed && e.second == 2;
    Eigen::Vector3f lo = Eigen::Vector3f::Constant(std::numeric_limits<float>::max());
    Eigen::Vector3f hi = -lo;
    for (size_t i = 0; i < m.positions.size(); ++i) {
        if (!used[i])
            continue;
        lo = lo.cwiseMin(m.positions[i]);
        hi = hi.cwiseMax(m.positions[i]);
        if (i >= m.normals.size() || m.normals[i].isZero() || faceSum[i].isZero())
            continue;
        ++f.vertices;
        f.agreeing += m.normals[i].dot(faceSum[i]) > 0.f;
    }
    if (hi.x() >= lo.x()) {
        const Eigen::Vector3f d = hi - lo;
        f.boxVolume = double(d.x()) * double(d.y()) * double(d.z());
    }
    return f;
}

// The corpus check shared by the MDL and MDL7 tests: a solid must be outward (positive volume,
// at least 80 % of its vertex normals agreeing with the faces). Counts the solids it checked.
inline void checkOutwardIfSolid(const QString &name, const ackedit::format::TriangleMesh &mesh, int *solids)
{
    const Figures f = measure(mesh);
    qDebug("%-44s closed %d volume %14.1f agreeing normals %d/%d", qPrintable(name), int(f.closed), f.volume,
           f.agreeing, f.vertices);
    if (!f.isSolid())
        return;
    ++*solids;
    QVERIFY2(f.volume > 0.0, qPrintable(name));
    QVERIFY2(f.agreeing * 10 >= f.vertices * 8, qPrintable(name));
}

} // namespace meshorientation
