// HMP4 version 0 as a grid: which stored vertex sits at each point of the header's grid.
//
// MED wrote v0 terrains as a regular lattice (numverts_x columns, trisize apart, from the header
// offset) stored as a triangle mesh with packed 8-bit x/y, so a grid position is only exact to
// a packing step (ack4stuff_test.hmp: 6.684-unit cells on a 0.498-unit packing). A file
// whose vertices lie one per grid point, within that, can be sculpted as a grid; any other mesh
// (a hand-made one, a cut-out) stays a mesh.
#include "hmp/hmpfile.h"

#include <cmath>

namespace ackedit::format {

std::vector<int> HmpFile::meshGridVertices() const
{
    const HmpHeader &h = m_header;
    if (!m_isMesh || m_frames.empty() || m_columns < 2 || m_rows < 2
        || qint64(m_columns) * m_rows != h.numVerts)
        return {};
    const double cellX = h.triSizeX, cellY = h.triSizeY, scaleX = h.scale.x(), scaleY = h.scale.y();
    if (!(cellX > 0 && cellY > 0 && scaleX > 0 && scaleY > 0 && std::isfinite(cellX) && std::isfinite(cellY)
          && std::isfinite(scaleX) && std::isfinite(scaleY)))
        return {};
    // A vertex belongs to the point it is nearest to, if no further off than packing can explain
    // (a whole step: a writer may have truncated instead of rounding).
    const double slackX = scaleX + 1e-4 * cellX, slackY = scaleY + 1e-4 * cellY;
    const HmpFrame &frame = m_frames.front();
    std::vector<int> vertexOf(size_t(h.numVerts), -1);
    for (int i = 0; i < h.numVerts; ++i) {
        // Relative to the grid origin: the header offset, as for grid files (vertexPosition).
        const double x = scaleX * frame.packedX(size_t(i)), y = scaleY * frame.packedY(size_t(i));
        const double col = std::round(x / cellX), fromSouth = std::round(y / cellY);
        if (col < 0 || col >= m_columns || fromSouth < 0 || fromSouth >= m_rows
            || std::abs(x - col * cellX) > slackX || std::abs(y - fromSouth * cellY) > slackY)
            return {};
        const size_t point = size_t(m_rows - 1 - int(fromSouth)) * size_t(m_columns) + size_t(col);
        if (vertexOf[point] >= 0)
            return {}; // two vertices on one point (and so a point without one)
        vertexOf[point] = i;
    }
    return vertexOf;
}

std::vector<Eigen::Vector2f> HmpFile::meshGridUvs(const std::vector<int> &vertexOfPoint) const
{
    // v0 UVs are texels of the header's skin size, per triangle corner (mesh() maps them the
    // same way); a point takes the UV of the first corner on it.
    const double sw = m_header.skinWidth > 0 ? m_header.skinWidth : 1;
    const double sh = m_header.skinHeight > 0 ? m_header.skinHeight : 1;
    std::vector<Eigen::Vector2f> uvOfVertex(size_t(std::max(m_header.numVerts, 0)), Eigen::Vector2f(-1, -1));
    std::vector<uint8_t> seen(uvOfVertex.size(), 0);
    for (const HmpTriangle &t : m_triangles)
        for (int k = 0; k < 3; ++k) {
            if (t.v[k] >= uvOfVertex.size() || t.uv[k] >= m_skinVerts.size() || seen[t.v[k]])
                continue;
            const HmpSkinVertex &uv = m_skinVerts[t.uv[k]];
            uvOfVertex[t.v[k]] = {float((uv.u + 0.5) / sw), float((uv.v + 0.5) / sh)};
            seen[t.v[k]] = 1;
        }
    std::vector<Eigen::Vector2f> uvs;
    uvs.reserve(vertexOfPoint.size());
    for (const int v : vertexOfPoint)
        uvs.push_back(v >= 0 && size_t(v) < uvOfVertex.size() && seen[size_t(v)] ? uvOfVertex[size_t(v)]
                                                                                   : Eigen::Vector2f(0, 0));
    return uvs;
}

} // namespace ackedit::format
