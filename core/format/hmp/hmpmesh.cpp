// HMP geometry: the display mesh and the stored-normal encoding.
//
// Stored normals point DOWN (hmp.md "Normals"): HMP4/5 keep the table index nearest to -n_up,
// HMP7 keeps nx = trunc(-127 n_up.x), ny = trunc(-127 n_up.y). A grid vertex normal is the
// normalised sum of the unit normals of the (up to six) mesh triangles around it: with that,
// every stored HMP7 normal of the corpus is reproduced except a handful at float rounding
// boundaries (e.g. 45365 of 45369 interior vertices of libgamestudio_terrain.hmp).
#include "hmp/hmpfile.h"

#include "common/normaltable.h"

#include <algorithm>
#include <cmath>

namespace ackedit::format {

namespace {

// MED truncates towards zero (324 of 324 interior normals of corpus hmp7/conflict_heaven.hmp
// match exactly; rounding matches 111).
uint8_t encodeComponent(float up)
{
    const float v = std::clamp(-127.f * up, -127.f, 127.f);
    return uint8_t(int8_t(int(v)));
}

// Normalised sum of the UNIT normals of the triangles around each vertex (each face counts
// once, as MED does for grids; invalid indices are skipped).
std::vector<Eigen::Vector3f> unitFaceSumNormals(const std::vector<Eigen::Vector3f> &positions,
                                                const std::vector<std::array<uint32_t, 3>> &triangles)
{
    std::vector<Eigen::Vector3f> sums(positions.size(), Eigen::Vector3f::Zero());
    for (const auto &t : triangles) {
        if (t[0] >= positions.size() || t[1] >= positions.size() || t[2] >= positions.size())
            continue;
        const Eigen::Vector3f n = (positions[t[1]] - positions[t[0]]).cross(positions[t[2]] - positions[t[0]]);
        const float len = n.norm();
        if (!(len > 0.f) || !std::isfinite(len))
            continue;
        for (uint32_t v : t)
            sums[v] += n / len;
    }
    for (Eigen::Vector3f &n : sums) {
        const float len = n.norm();
        n = len > 0.f && std::isfinite(len) ? Eigen::Vector3f(n / len) : Eigen::Vector3f::UnitZ();
    }
    return sums;
}

} // namespace

Eigen::Vector3f HmpFile::gridNormalUp(const std::vector<float> &h, int col, int row) const
{
    // The six neighbours in counter-clockwise order seen from above (x east, y north = row - 1):
    // E, NE, N, W, SW, S. Consecutive pairs span exactly the triangles of mesh() that touch the
    // vertex (cells are split along their SW-NE diagonal).
    static constexpr int dc[6] = {1, 1, 0, -1, -1, 0};
    static constexpr int dr[6] = {0, -1, -1, 0, 1, 1};
    const float tx = m_header.triSizeX, ty = m_header.triSizeY;
    const float h0 = h[size_t(row) * size_t(m_columns) + size_t(col)];
    Eigen::Vector3f nb[6];
    bool has[6];
    for (int k = 0; k < 6; ++k) {
        const int c = col + dc[k], r = row + dr[k];
        has[k] = c >= 0 && r >= 0 && c < m_columns && r < m_rows;
        if (has[k])
            nb[k] = Eigen::Vector3f(float(dc[k]) * tx, float(-dr[k]) * ty, h[size_t(r) * size_t(m_columns) + size_t(c)] - h0);
    }
    Eigen::Vector3f sum = Eigen::Vector3f::Zero();
    for (int k = 0; k < 6; ++k) {
        const int next = (k + 1) % 6;
        if (!has[k] || !has[next])
            continue;
        const Eigen::Vector3f n = nb[k].cross(nb[next]);
        const float len = n.norm();
        if (len > 0.f)
            sum += n / len; // unweighted: each face counts once, whatever its area (as MED)
    }
    const float len = sum.norm();
    if (!(len > 0.f) || !sum.allFinite())
        return Eigen::Vector3f::UnitZ();
    return sum / len;
}

std::vector<Eigen::Vector3f> HmpFile::gridNormalsUp(const std::vector<float> &h) const
{
    std::vector<Eigen::Vector3f> normals(h.size(), Eigen::Vector3f::UnitZ());
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c)
            normals[size_t(r) * size_t(m_columns) + size_t(c)] = gridNormalUp(h, c, r);
    return normals;
}

std::vector<Eigen::Vector3f> HmpFile::meshPositions(int frame, const std::vector<float> &h) const
{
    const HmpFrame &fr = m_frames[size_t(frame)];
    std::vector<Eigen::Vector3f> positions(h.size());
    for (size_t i = 0; i < h.size(); ++i) {
        if (m_isMesh) {
            positions[i] = {hmpDecode(m_header.offset.x(), m_header.scale.x(), fr.packedX(i)),
                            hmpDecode(m_header.offset.y(), m_header.scale.y(), fr.packedY(i)), h[i]};
        } else {
            const int col = int(i % size_t(m_columns)), row = int(i / size_t(m_columns));
            positions[i] = {float(double(m_header.offset.x()) + double(col) * double(m_header.triSizeX)),
                            float(double(m_header.offset.y()) + double(m_rows - 1 - row) * double(m_header.triSizeY)),
                            h[i]};
        }
    }
    return positions;
}

std::vector<uint8_t> HmpFile::changedNeighbourhood(int frame, const std::vector<float> &h) const
{
    if (m_allNormalsStale || !m_hasReference[size_t(frame)])
        return std::vector<uint8_t>(h.size(), 1);
    std::vector<uint8_t> changed(h.size(), 0), which(h.size(), 0);
    if (m_heights[size_t(frame)].empty())
        return which; // the heights are the reference itself
    const std::vector<float> ref = derivedHeights(size_t(frame));
    bool any = false;
    for (size_t i = 0; i < h.size(); ++i) {
        if (!hmpSameBits(h[i], ref[i])) {
            changed[i] = 1;
            any = true;
        }
    }
    if (!any)
        return which;
    if (m_isMesh) {
        // A vertex normal depends on every vertex of its triangles.
        for (const HmpTriangle &t : m_triangles) {
            if (t.v[0] >= h.size() || t.v[1] >= h.size() || t.v[2] >= h.size())
                continue;
            if (changed[t.v[0]] || changed[t.v[1]] || changed[t.v[2]])
                which[t.v[0]] = which[t.v[1]] = which[t.v[2]] = 1;
        }
        for (size_t i = 0; i < h.size(); ++i)
            which[i] |= changed[i];
        return which;
    }
    // A normal depends on the six neighbours around it: mark the 3x3 block (a superset).
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            if (!changed[size_t(r) * size_t(m_columns) + size_t(c)])
                continue;
            for (int rr = std::max(r - 1, 0); rr <= std::min(r + 1, m_rows - 1); ++rr)
                for (int cc = std::max(c - 1, 0); cc <= std::min(c + 1, m_columns - 1); ++cc)
                    which[size_t(rr) * size_t(m_columns) + size_t(cc)] = 1;
        }
    return which;
}

void HmpFile::encodeNormals(HmpFrame &frame, const std::vector<float> &h, const std::vector<uint8_t> &which) const
{
    if (std::find(which.begin(), which.end(), uint8_t(1)) == which.end())
        return;
    if (m_isMesh) {
        // v0 triangles are stored wound downward, like its normals: use them as they are.
        std::vector<Eigen::Vector3f> positions(h.size());
        for (size_t i = 0; i < h.size(); ++i)
            positions[i] = {hmpDecode(m_header.offset.x(), m_header.scale.x(), frame.x[i]),
                            hmpDecode(m_header.offset.y(), m_header.scale.y(), frame.y[i]), h[i]};
        std::vector<std::array<uint32_t, 3>> tris;
        tris.reserve(m_triangles.size());
        for (const HmpTriangle &t : m_triangles)
            tris.push_back({t.v[0], t.v[1], t.v[2]});
        const std::vector<Eigen::Vector3f> normals = unitFaceSumNormals(positions, tris);
        for (size_t i = 0; i < h.size(); ++i) {
            if (which[i])
                frame.n0[i] = uint8_t(NormalTable::nearestIndex(normals[i]));
        }
        return;
    }
    const bool hmp7 = m_header.ident == "HMP7";
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            const size_t i = size_t(r) * size_t(m_columns) + size_t(c);
            if (!which[i])
                continue;
            const Eigen::Vector3f up = gridNormalUp(h, c, r);
            if (hmp7) {
                frame.n0[i] = encodeComponent(up.x());
                frame.n1[i] = encodeComponent(up.y());
            } else {
                frame.n0[i] = uint8_t(NormalTable::nearestIndex(-up));
            }
        }
}

int HmpFile::displaySkin() const
{
    // Terrains often carry a DDS skin first (for the engine) and a pixel skin after it (for MED):
    // draw the first one the editor can decode.
    for (size_t i = 0; !m_isMesh && i < m_skins.size(); ++i) {
        if (m_skins[i].isPixelArray())
            return int(i);
    }
    return m_skins.empty() ? -1 : 0;
}

TriangleMesh HmpFile::mesh(int frame) const
{
    TriangleMesh m;
    if (frame < 0 || size_t(frame) >= m_frames.size())
        return m;
    const std::vector<float> h = heights(frame);
    m.positions = meshPositions(frame, h);
    const int skin = displaySkin();
    if (m_isMesh) {
        const double sw = m_header.skinWidth > 0 ? m_header.skinWidth : 1;
        const double sh = m_header.skinHeight > 0 ? m_header.skinHeight : 1;
        m.uvs.reserve(m_skinVerts.size());
        for (const HmpSkinVertex &uv : m_skinVerts)
            m.uvs.emplace_back(float((uv.u + 0.5) / sw), float((uv.v + 0.5) / sh));
        std::vector<std::array<uint32_t, 3>> up;
        for (const HmpTriangle &t : m_triangles) {
            if (t.v[0] >= h.size() || t.v[1] >= h.size() || t.v[2] >= h.size() || t.uv[0] >= m.uvs.size()
                || t.uv[1] >= m.uvs.size() || t.uv[2] >= m.uvs.size())
                continue; // validate() reports these
            TriangleMesh::Triangle tri;
            // Stored winding faces down; swap two corners so the surface faces up (outward).
            tri.v = {t.v[0], t.v[2], t.v[1]};
            tri.uv = {t.uv[0], t.uv[2], t.uv[1]};
            tri.skin = skin;
            m.triangles.push_back(tri);
            up.push_back(tri.v);
        }
        m.normals = unitFaceSumNormals(m.positions, up);
        return m;
    }
    const int cols = m_columns, rows = m_rows;
    m.uvs.reserve(h.size());
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m.uvs.emplace_back(cols > 1 ? float(c) / float(cols - 1) : 0.f, rows > 1 ? float(r) / float(rows - 1) : 0.f);
    m.triangles.reserve(size_t(std::max(cols - 1, 0)) * size_t(std::max(rows - 1, 0)) * 2);
    for (int r = 0; r + 1 < rows; ++r)
        for (int c = 0; c + 1 < cols; ++c) {
            const uint32_t nw = uint32_t(r * cols + c), ne = nw + 1;
            const uint32_t sw = uint32_t((r + 1) * cols + c), se = sw + 1;
            // Counter-clockwise seen from above (x east, y north): normals point up.
            for (const std::array<uint32_t, 3> &v : {std::array<uint32_t, 3>{sw, se, ne}, std::array<uint32_t, 3>{sw, ne, nw}}) {
                TriangleMesh::Triangle tri;
                tri.v = v;
                tri.uv = v;
                tri.skin = skin;
                m.triangles.push_back(tri);
            }
        }
    m.normals = gridNormalsUp(h);
    return m;
}

} // namespace ackedit::format
