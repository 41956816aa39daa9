#pragma once
// A TriangleMesh prepared for the GPU: one shared vertex array and an index list per draw batch.
// A vertex is a distinct (position, uv) pair, so UV seams split vertices but nothing else does;
// vertices are ordered by position index, so the vertices of positions [first, last) are one
// contiguous range of the vertex buffer and a partial update is one byte range. Batches group
// triangles by (skin, lightmap page) because each pair is drawn with its own material. Pure data,
// no Qt3D, so it is tested without a window.
#include "common/trianglemesh.h"

#include <QByteArray>
#include <QVector3D>

#include <utility>
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
        int skin = -1;                 // index into the skins, -1 = untextured
        int lightmap = -1;             // lightmap page, -1 = none
        std::vector<uint32_t> indices; // 3 per triangle, into the vertices
        int triangleCount() const { return int(indices.size() / 3); }
        QByteArray indexBytes() const;
    };

    // Triangles whose position indices are out of range are skipped (counted in
    // skippedTriangles()); an out-of-range uv reads (0, 0); a skin index outside [0, skinCount)
    // draws untextured, a lightmap page outside [0, lightmapCount) draws without lightmap.
    static MeshBuffers build(const format::TriangleMesh &mesh, int skinCount, int lightmapCount = 0);

    // The file's right-handed Z-up axes (X forward, Y left) to GL's Y-up: a proper rotation,
    // so triangle winding (outward faces) is preserved. fromGl is its inverse.
    static QVector3D toGl(const Eigen::Vector3f &v) { return QVector3D(-v.y(), v.z(), -v.x()); }
    static Eigen::Vector3f fromGl(const QVector3D &v) { return Eigen::Vector3f(-v.z(), -v.x(), v.y()); }

    const std::vector<Group> &groups() const { return m_groups; } // sorted by skin, then page
    const std::vector<float> &vertices() const { return m_vertices; }
    QByteArray vertexBytes() const;
    // Lightmap page coordinates, 2 floats per vertex; empty when the mesh has none.
    const std::vector<float> &lightmapUvs() const { return m_lightmapUvs; }
    QByteArray lightmapUvBytes() const;
    bool isEmpty() const { return m_groups.empty(); }
    int vertexCount() const { return int(m_vertices.size() / FloatsPerVertex); }
    int triangleCount() const;
    int positionCount() const { return int(m_vertexStart.size()) - 1; }
    int skippedTriangles() const { return m_skipped; }
    // The vertices of position p are [firstVertex(p), firstVertex(p + 1)).
    int firstVertex(int position) const { return int(m_vertexStart[size_t(position)]); }
    // Bounds in GL coordinates of the drawn triangles; only meaningful if !isEmpty().
    QVector3D boundsMin() const { return m_min; }
    QVector3D boundsMax() const { return m_max; }
    // Same vertices and the same batches: the GPU buffers can be patched in place.
    bool sameLayout(const MeshBuffers &other) const;

    // Writes positions [first, first + positions.size()) (file coordinates) and, if `normals`
    // has the same size, their normals into every vertex of those positions. Returns the byte
    // range of the vertex buffer that changed (offset, size); size 0 if nothing did.
    std::pair<qint64, qint64> setPositions(int first, const std::vector<Eigen::Vector3f> &positions,
                                           const std::vector<Eigen::Vector3f> &normals);

    // Whether drawing covers any pixel: false when every triangle has all its corners on one point
    // or line (no area); `asLines` (wireframe) asks whether some edge has a length.
    bool coversPixels(bool asLines) const;

    // Every edge of the drawn triangles once, as pairs of vertex indices (for wireframe).
    std::vector<uint32_t> edgeIndices() const;

private:
    std::vector<float> m_vertices;
    std::vector<float> m_lightmapUvs;
    std::vector<uint32_t> m_vertexStart; // per position + 1
    std::vector<Group> m_groups;
    int m_skipped = 0;
    QVector3D m_min, m_max;
};

} // namespace ackedit::widgets
