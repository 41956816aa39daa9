#pragma once
// A TriangleMesh flattened for the GPU: one vertex per triangle corner (so UV seams need no
// vertex splitting), grouped by skin because each skin is drawn with its own material. Pure data,
// no Qt3D, so it is tested without a window.
#include "common/trianglemesh.h"

#include <QByteArray>
#include <QVector3D>

#include <vector>

namespace ackedit::widgets {

class MeshBuffers
{
public:
    // Interleaved per vertex: position xyz, normal xyz, texture coordinate st (GL conventions).
    static constexpr int FloatsPerVertex = 8;
    static constexpr int Stride = FloatsPerVertex * int(sizeof(float));

    struct Group
    {
        int skin = -1;             // index into the skins, -1 = untextured
        std::vector<float> data;   // FloatsPerVertex floats per corner
        int vertexCount() const { return int(data.size() / FloatsPerVertex); }
        QByteArray bytes() const;
    };

    // Triangles whose indices are out of range are skipped (counted in skippedTriangles());
    // a skin index outside [0, skinCount) draws untextured.
    static MeshBuffers build(const format::TriangleMesh &mesh, int skinCount);

    // The file's right-handed Z-up axes (X forward, Y left) to GL's Y-up: a proper rotation,
    // so triangle winding (outward faces) is preserved.
    static QVector3D toGl(const Eigen::Vector3f &v) { return QVector3D(-v.y(), v.z(), -v.x()); }

    const std::vector<Group> &groups() const { return m_groups; }
    bool isEmpty() const { return m_groups.empty(); }
    int vertexCount() const;
    int skippedTriangles() const { return m_skipped; }
    // Bounds in GL coordinates of the drawn triangles; only meaningful if !isEmpty().
    QVector3D boundsMin() const { return m_min; }
    QVector3D boundsMax() const { return m_max; }
    // Same groups, skins and vertex counts: the GPU buffers can be patched in place.
    bool sameLayout(const MeshBuffers &other) const;

private:
    std::vector<Group> m_groups; // sorted by skin
    int m_skipped = 0;
    QVector3D m_min, m_max;
};

} // namespace ackedit::widgets
