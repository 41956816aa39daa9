// Level geometry as a TriangleMesh: WMB7 blocks and the old Quake-style faces
// (vertices + edges + surfedges + texinfo), both turned from WMB's inward winding to outward.
#include "wmb/wmbfile.h"

#include <cstdlib>

namespace ackedit::format {

namespace {

// Surface types in the low nibble of a material's flags (wmb.md): 11 is drawn by nothing.
constexpr quint32 kSurfaceNone = TriangleMesh::SurfaceNone;

} // namespace

TriangleMesh WmbFile::mesh(int frame) const
{
    TriangleMesh m;
    if (frame != 0)
        return m;
    const int textureCount = int(m_textures.size());
    // Lightmap page coordinates per block vertex and a page per triangle, when the level has pages.
    const bool lightmapped = !m_lightmapPages.empty();
    bool anyHidden = false;
    auto markHidden = [&m, &anyHidden](bool hidden) {
        m.hidden.push_back(hidden ? 1 : 0);
        anyHidden = anyHidden || hidden;
    };

    for (const WmbBlock &blk : m_blocks) {
        const uint32_t base = uint32_t(m.positions.size());
        for (const WmbBlockVertex &v : blk.vertices) {
            m.positions.push_back(v.position);
            m.uvs.push_back(v.uv); // texture repeats; v already runs down the image rows
            if (lightmapped)
                m.lightmapUvs.push_back(v.lightmapUv); // page 0..1, rows top first like the page
        }
        for (const WmbBlockTriangle &t : blk.triangles) {
            if (t.v[0] >= blk.vertices.size() || t.v[1] >= blk.vertices.size() || t.v[2] >= blk.vertices.size())
                continue;
            TriangleMesh::Triangle tri;
            // WMB triangles face into the block: swap two corners for outward winding.
            tri.v = {base + t.v[0], base + t.v[2], base + t.v[1]};
            tri.uv = tri.v;
            if (t.skin < blk.skins.size() && blk.skins[t.skin].texture < textureCount)
                tri.skin = blk.skins[t.skin].texture;
            m.triangles.push_back(tri);
            markHidden(t.skin < blk.skins.size() && (blk.skins[t.skin].flags & 0xF) == kSurfaceNone);
            if (lightmapped) {
                // Surface types 3 (flat), 5 (sky) and 11 (none) carry no lightmap.
                int page = -1;
                if (t.skin < blk.skins.size()) {
                    const WmbBlockSkin &skin = blk.skins[t.skin];
                    const quint32 type = skin.flags & 0xF;
                    if (skin.lightmap < m_lightmapPages.size() && type != 3 && type != 5 && type != kSurfaceNone)
                        page = skin.lightmap;
                }
                m.lightmapPages.push_back(page);
            }
        }
    }

    if (m_faces.empty() || m_vertices.empty()) {
        if (!anyHidden)
            m.hidden.clear();
        return m;
    }
    const uint32_t base = uint32_t(m.positions.size());
    m.positions.insert(m.positions.end(), m_vertices.begin(), m_vertices.end());
    if (lightmapped) // old-style faces draw without lightmap
        m.lightmapUvs.resize(m.positions.size(), Eigen::Vector2f::Zero());
    std::vector<uint32_t> corners;
    for (const WmbFace &f : m_faces) {
        corners.clear();
        bool ok = qint64(f.firstEdge) + f.edgeCount <= qint64(m_surfEdges.size()) && f.edgeCount >= 3;
        for (quint32 k = 0; ok && k < f.edgeCount; ++k) {
            const qint64 e = m_surfEdges[size_t(f.firstEdge + k)];
            const qint64 index = e < 0 ? -e : e;
            if (index >= qint64(m_edges.size())) {
                ok = false;
                break;
            }
            // A negative surfedge uses the edge reversed: its second vertex starts the side.
            const quint32 v = m_edges[size_t(index)].v[e < 0 ? 1 : 0];
            if (v >= m_vertices.size())
                ok = false;
            else
                corners.push_back(v);
        }
        if (!ok)
            continue;
        int skin = -1;
        float sw = 1, th = 1;
        const WmbMaterial *tex = f.texinfo < m_materials.size() ? &m_materials[f.texinfo] : nullptr;
        if (tex && tex->texture < quint32(textureCount)) {
            skin = int(tex->texture);
            const WmbTexture &t = m_textures[tex->texture];
            if (t.pixelType() >= 0 && t.width > 0 && t.height > 0) {
                sw = float(t.width);
                th = float(t.height);
            }
        }
        // Quake texinfo: texel coordinates from the s/t axes, divided by the texture size.
        const uint32_t uvBase = uint32_t(m.uvs.size());
        for (uint32_t v : corners) {
            const Eigen::Vector3f &p = m_vertices[v];
            Eigen::Vector2f uv = Eigen::Vector2f::Zero();
            if (tex) {
                uv[0] = (p.dot(Eigen::Vector3f(tex->s[0], tex->s[1], tex->s[2])) + tex->s[3]) / sw;
                uv[1] = (p.dot(Eigen::Vector3f(tex->t[0], tex->t[1], tex->t[2])) + tex->t[3]) / th;
            }
            m.uvs.push_back(uv);
        }
        for (size_t i = 1; i + 1 < corners.size(); ++i) {
            TriangleMesh::Triangle tri;
            tri.v = {base + corners[0], base + corners[i + 1], base + corners[i]};
            tri.uv = {uvBase, uvBase + uint32_t(i + 1), uvBase + uint32_t(i)};
            tri.skin = skin;
            m.triangles.push_back(tri);
            markHidden(tex && (tex->surfaceFlags & 0xF) == kSurfaceNone);
            if (lightmapped)
                m.lightmapPages.push_back(-1);
        }
    }
    if (!anyHidden)
        m.hidden.clear();
    return m;
}

} // namespace ackedit::format
