// WmpTextFile: the block mesh with texture coordinates.
#include "wmp/wmptextfile.h"

#include "wmp/wmptexturemapping.h"

namespace ackedit::format {

void WmpTextFile::setTextureSize(const QString &texture, int width, int height)
{
    m_textureSizes.insert(texture.toLower(), {width, height});
}

TriangleMesh WmpTextFile::mesh(int frame) const
{
    TriangleMesh mesh;
    if (frame != 0)
        return mesh;
    bool anyHidden = false;
    for (size_t bi = 0; bi < m_blocks.size(); ++bi) {
        const WmpBlock &b = m_blocks[bi];
        if (b.objectIndex < 0)
            continue; // not part of the level
        const uint32_t owner = m_objects[size_t(b.objectIndex)].id;
        const WmpBrush::Result geo = blockGeometry(int(bi));
        for (const WmpBrush::Polygon &p : geo.polygons) {
            // Own vertices per polygon so every face shades flat.
            Eigen::Vector3d normal = Eigen::Vector3d::Zero();
            for (const auto &tri : WmpBrush::triangulate(p))
                normal += (geo.vertices[size_t(tri[1])] - geo.vertices[size_t(tri[0])])
                              .cross(geo.vertices[size_t(tri[2])] - geo.vertices[size_t(tri[0])]);
            if (normal.norm() > 0)
                normal.normalize();
            const WmpFace *face = (p.face >= 0 && size_t(p.face) < b.faces.size()) ? &b.faces[size_t(p.face)] : nullptr;
            std::pair<int, int> size{128, 128};
            WmpTextureMapping::Axes axes;
            if (face) {
                size = m_textureSizes.value(face->texture.toLower(), size);
                // The compiled WMBs show the projection applies to world coordinates (every face
                // of 12 level pairs, docs/formats/wmp-text.md).
                axes = WmpTextureMapping::axes(*face, normal);
            }
            const uint32_t base = uint32_t(mesh.positions.size());
            for (int v : p.vertices) {
                const Eigen::Vector3d &w = geo.vertices[size_t(v)];
                mesh.positions.push_back(w.cast<float>());
                mesh.normals.push_back(normal.cast<float>());
                const Eigen::Vector2d texel = face ? axes.texel(w) : Eigen::Vector2d::Zero();
                mesh.uvs.push_back(Eigen::Vector2f(float(texel.x() / std::max(1, size.first)),
                                                   float(texel.y() / std::max(1, size.second))));
            }
            const int skin = face ? face->textureIndex : -1;
            const bool none = face && (face->flags & 0xF) == TriangleMesh::SurfaceNone;
            anyHidden = anyHidden || none;
            for (size_t k = 1; k + 1 < p.vertices.size(); ++k) {
                TriangleMesh::Triangle t;
                t.v = {base, base + uint32_t(k), base + uint32_t(k + 1)};
                t.uv = t.v; // one UV per vertex
                t.skin = skin;
                mesh.triangles.push_back(t);
                mesh.hidden.push_back(none ? 1 : 0);
                mesh.owners.push_back(owner);
            }
        }
    }
    if (!anyHidden)
        mesh.hidden.clear();
    return mesh;
}

} // namespace ackedit::format
