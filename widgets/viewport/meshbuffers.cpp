#include "meshbuffers.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cstring>
#include <map>

namespace ackedit::widgets {

namespace {

bool validTriangle(const format::TriangleMesh &mesh, const format::TriangleMesh::Triangle &t)
{
    for (uint32_t v : t.v) {
        if (v >= mesh.positions.size())
            return false;
    }
    return true;
}

// Area-weighted vertex normals for meshes that carry none (or a mismatching count).
std::vector<Eigen::Vector3f> computeNormals(const format::TriangleMesh &mesh)
{
    std::vector<Eigen::Vector3f> normals(mesh.positions.size(), Eigen::Vector3f::Zero());
    for (const auto &t : mesh.triangles) {
        if (!validTriangle(mesh, t))
            continue;
        const Eigen::Vector3f &a = mesh.positions[t.v[0]];
        const Eigen::Vector3f n = (mesh.positions[t.v[1]] - a).cross(mesh.positions[t.v[2]] - a);
        for (uint32_t v : t.v)
            normals[v] += n;
    }
    return normals;
}

} // namespace

QByteArray MeshBuffers::Group::bytes() const
{
    return QByteArray(reinterpret_cast<const char *>(data.data()), qsizetype(data.size() * sizeof(float)));
}

MeshBuffers MeshBuffers::build(const format::TriangleMesh &mesh, int skinCount)
{
    MeshBuffers out;
    const bool ownNormals = mesh.normals.size() == mesh.positions.size();
    const std::vector<Eigen::Vector3f> computed = ownNormals ? std::vector<Eigen::Vector3f>() : computeNormals(mesh);
    const std::vector<Eigen::Vector3f> &normals = ownNormals ? mesh.normals : computed;

    std::map<int, Group> groups;
    bool first = true;
    for (const auto &t : mesh.triangles) {
        if (!validTriangle(mesh, t)) {
            ++out.m_skipped;
            continue;
        }
        const int skin = (t.skin >= 0 && t.skin < skinCount) ? t.skin : -1;
        Group &group = groups[skin];
        group.skin = skin;
        const Eigen::Vector3f &a = mesh.positions[t.v[0]];
        Eigen::Vector3f face = (mesh.positions[t.v[1]] - a).cross(mesh.positions[t.v[2]] - a);
        face = face.squaredNorm() > 0.0f ? Eigen::Vector3f(face.normalized()) : Eigen::Vector3f::UnitZ();
        for (int c = 0; c < 3; ++c) {
            const QVector3D p = toGl(mesh.positions[t.v[c]]);
            Eigen::Vector3f n = normals[t.v[c]];
            n = n.squaredNorm() > 1e-12f ? Eigen::Vector3f(n.normalized()) : face;
            const QVector3D gn = toGl(n);
            Eigen::Vector2f uv = Eigen::Vector2f::Zero();
            if (t.uv[c] < mesh.uvs.size())
                uv = mesh.uvs[t.uv[c]];
            // Texture rows are uploaded top row first, so v (downwards, in rows) is GL's t as is.
            const float vertex[FloatsPerVertex] = {p.x(), p.y(), p.z(), gn.x(), gn.y(), gn.z(), uv.x(), uv.y()};
            group.data.insert(group.data.end(), std::begin(vertex), std::end(vertex));
            if (first) {
                out.m_min = out.m_max = p;
                first = false;
            } else {
                out.m_min = QVector3D(std::min(out.m_min.x(), p.x()), std::min(out.m_min.y(), p.y()),
                                      std::min(out.m_min.z(), p.z()));
                out.m_max = QVector3D(std::max(out.m_max.x(), p.x()), std::max(out.m_max.y(), p.y()),
                                      std::max(out.m_max.z(), p.z()));
            }
        }
    }
    for (auto &entry : groups)
        out.m_groups.push_back(std::move(entry.second));
    return out;
}

int MeshBuffers::vertexCount() const
{
    int n = 0;
    for (const Group &g : m_groups)
        n += g.vertexCount();
    return n;
}

bool MeshBuffers::sameLayout(const MeshBuffers &other) const
{
    if (m_groups.size() != other.m_groups.size())
        return false;
    for (size_t i = 0; i < m_groups.size(); ++i) {
        if (m_groups[i].skin != other.m_groups[i].skin
            || m_groups[i].data.size() != other.m_groups[i].data.size())
            return false;
    }
    return true;
}

} // namespace ackedit::widgets
