// WmpbFile: world transforms and the block mesh.
#include "wmpb/wmpbfile.h"

#include "wmpb/wmpbnodedecoder.h"

#include <Eigen/Geometry>
#include <algorithm>
#include <cmath>
#include <functional>

namespace ackedit::format {

namespace {

Eigen::Affine3d localTransform(const WmpbNode &n)
{
    Eigen::Affine3d t = Eigen::Affine3d::Identity();
    t.translate(n.position);
    t.linear() = WmpbFile::rotation(n.angles) * n.scale.asDiagonal();
    return t;
}

} // namespace

Eigen::Matrix3d WmpbFile::rotation(const Eigen::Vector3d &a)
{
    // The three stored angles are NOT pan/tilt/roll: the node turns by a[0] about Z, then by a[1]
    // about its X axis, then by a[2] about its Y axis (all right-handed). Verified against the
    // compiled WMB of 184 entities/positions (19 with tilt or roll): decomposing this matrix as
    // Rz(pan)*Ry(-tilt)*Rx(roll) gives exactly the pan/tilt/roll the compiler wrote.
    return (Eigen::AngleAxisd(a.x(), Eigen::Vector3d::UnitZ()) * Eigen::AngleAxisd(a.y(), Eigen::Vector3d::UnitX())
            * Eigen::AngleAxisd(a.z(), Eigen::Vector3d::UnitY()))
        .toRotationMatrix();
}

Eigen::Vector3d WmpbFile::engineAngles(const Eigen::Vector3d &a)
{
    // Engine convention (common.md): R = Rz(pan) * Ry(-tilt) * Rx(roll), positive tilt = nose up.
    const Eigen::Matrix3d r = rotation(a);
    const double tilt = std::asin(std::clamp(r(2, 0), -1.0, 1.0));
    const double pan = std::atan2(r(1, 0), r(0, 0));
    const double roll = std::atan2(r(2, 1), r(2, 2));
    Eigen::Vector3d deg(pan, tilt, roll);
    deg *= 180.0 / 3.14159265358979323846;
    for (int i = 0; i < 3; ++i) {
        deg[i] = std::fmod(deg[i], 360.0);
        if (deg[i] < 0)
            deg[i] += 360.0; // the compiler writes 0..360 (330, not -30)
        if (deg[i] >= 360.0)
            deg[i] -= 360.0;
    }
    return deg;
}

Eigen::Affine3d WmpbFile::worldTransform(quint32 id) const
{
    std::vector<quint32> chain;
    for (quint32 n = id; n != 0; n = parentId(n))
        chain.push_back(n);
    Eigen::Affine3d t = Eigen::Affine3d::Identity();
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        t = t * localTransform(node(*it));
    return t;
}

QStringList WmpbFile::textureNames() const
{
    QStringList names;
    for (const auto &[element, depth] : nodesInOrder()) {
        const WmpbNode n = WmpbNodeDecoder::decode(*element);
        if (const auto *b = std::get_if<WmpbBlockData>(&n.data))
            for (const WmpbFace &f : b->faces)
                if (!names.contains(f.texture))
                    names << f.texture;
    }
    return names;
}

TriangleMesh WmpbFile::mesh(int frame) const
{
    TriangleMesh mesh;
    if (frame != 0)
        return mesh;
    const QStringList textures = textureNames();
    const WmpbElement *root = rootElement();
    if (!root)
        return mesh;
    // Texture axes apply to world coordinates for blocks directly under the level (582 corners
    // of 3 compiled levels agree) but to the block's own vertex coordinates for blocks inside
    // groups (252 corners, the only sample with grouped blocks).
    bool anyHidden = false;
    std::function<void(const WmpbElement &, const Eigen::Affine3d &, bool)> visit =
        [&](const WmpbElement &e, const Eigen::Affine3d &parent, bool inGroup) {
            const WmpbNode n = WmpbNodeDecoder::decode(e);
            const Eigen::Affine3d world = parent * localTransform(n);
            if (const auto *b = std::get_if<WmpbBlockData>(&n.data)) {
                const uint32_t base = uint32_t(mesh.positions.size());
                std::vector<Eigen::Vector3d> worldVerts;
                worldVerts.reserve(b->vertices.size());
                for (const Eigen::Vector3d &v : b->vertices) {
                    worldVerts.push_back(world * v);
                    mesh.positions.push_back(worldVerts.back().cast<float>());
                }
                for (size_t p = 0; p < b->polygons.size(); ++p) {
                    const std::vector<quint16> &poly = b->polygons[p];
                    bool valid = poly.size() >= 3;
                    for (quint16 v : poly)
                        valid = valid && v < worldVerts.size();
                    if (!valid)
                        continue; // validate() reports it
                    const WmpbFace *face = p < b->faces.size() ? &b->faces[p] : nullptr;
                    const int skin = face ? int(textures.indexOf(face->texture)) : -1;
                    QSize size(128, 128);
                    if (face)
                        size = m_textureSizes.value(face->texture.toLower(), size);
                    const uint32_t uvBase = uint32_t(mesh.uvs.size());
                    for (size_t c = 0; c < poly.size(); ++c) {
                        Eigen::Vector2d uv = Eigen::Vector2d::Zero();
                        if (face && face->uvs.size() == poly.size()) {
                            uv = face->uvs[c]; // explicit UVs of imported meshes [unverified scaling]
                        } else if (face && face->axes.size() == 8) {
                            const Eigen::Vector3d &w = inGroup ? b->vertices[poly[c]] : worldVerts[poly[c]];
                            const auto &a = face->axes;
                            uv.x() = (w.x() * a[0] + w.y() * a[1] + w.z() * a[2] + a[3]) / std::max(1, size.width());
                            uv.y() = (w.x() * a[4] + w.y() * a[5] + w.z() * a[6] + a[7]) / std::max(1, size.height());
                        }
                        mesh.uvs.push_back(uv.cast<float>());
                    }
                    const bool none = face && (face->flags & 0xF) == TriangleMesh::SurfaceNone;
                    anyHidden = anyHidden || none;
                    // The file's polygons face inward: reverse them while fanning.
                    for (size_t k = 1; k + 1 < poly.size(); ++k) {
                        TriangleMesh::Triangle t;
                        t.v = {base + poly[0], base + poly[k + 1], base + poly[k]};
                        t.uv = {uvBase, uvBase + uint32_t(k + 1), uvBase + uint32_t(k)};
                        t.skin = skin;
                        mesh.triangles.push_back(t);
                        mesh.hidden.push_back(none ? 1 : 0);
                        mesh.owners.push_back(e.uid);
                    }
                }
            }
            const bool group = n.nodeClass() == WmpbClass::Group;
            for (const WmpbElement &c : e.children)
                if (c.isSceneNode())
                    visit(c, world, inGroup || group);
        };
    visit(*root, Eigen::Affine3d::Identity(), false);
    if (!anyHidden)
        mesh.hidden.clear();
    return mesh;
}

} // namespace ackedit::format
