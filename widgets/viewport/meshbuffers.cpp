#include "meshbuffers.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <map>

namespace ackedit::widgets {

namespace {

constexpr uint32_t NoUv = 0xFFFFFFFFu;    // uv index out of range: reads (0, 0)
constexpr uint32_t UnsetUv = 0xFFFFFFFEu; // position not referenced yet

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

QVector3D minOf(const QVector3D &a, const QVector3D &b)
{
    return QVector3D(std::min(a.x(), b.x()), std::min(a.y(), b.y()), std::min(a.z(), b.z()));
}

QVector3D maxOf(const QVector3D &a, const QVector3D &b)
{
    return QVector3D(std::max(a.x(), b.x()), std::max(a.y(), b.y()), std::max(a.z(), b.z()));
}

} // namespace

QByteArray MeshBuffers::Group::indexBytes() const
{
    return QByteArray(reinterpret_cast<const char *>(indices.data()), qsizetype(indices.size() * sizeof(uint32_t)));
}

QByteArray MeshBuffers::vertexBytes() const
{
    return QByteArray(reinterpret_cast<const char *>(m_vertices.data()), qsizetype(m_vertices.size() * sizeof(float)));
}

QByteArray MeshBuffers::lightmapUvBytes() const
{
    return QByteArray(reinterpret_cast<const char *>(m_lightmapUvs.data()),
                      qsizetype(m_lightmapUvs.size() * sizeof(float)));
}

int MeshBuffers::triangleCount() const
{
    int n = 0;
    for (const Group &g : m_groups)
        n += g.triangleCount();
    return n;
}

MeshBuffers MeshBuffers::build(const format::TriangleMesh &mesh, int skinCount, int lightmapCount)
{
    MeshBuffers out;
    const size_t positionCount = mesh.positions.size();
    std::vector<Eigen::Vector3f> normals =
        mesh.normals.size() == positionCount ? mesh.normals : computeNormals(mesh);
    const auto uvKey = [&](uint32_t uv) { return uv < mesh.uvs.size() ? uv : NoUv; };

    // Pass 1: the distinct uvs of each position. Most positions have one (kept in firstUv);
    // seams add (position, uv) pairs to `extra`.
    std::vector<uint32_t> firstUv(positionCount, UnsetUv);
    std::vector<std::pair<uint32_t, uint32_t>> extra;
    for (const auto &t : mesh.triangles) {
        if (!validTriangle(mesh, t)) {
            ++out.m_skipped;
            continue;
        }
        const Eigen::Vector3f &a = mesh.positions[t.v[0]];
        const Eigen::Vector3f face = (mesh.positions[t.v[1]] - a).cross(mesh.positions[t.v[2]] - a);
        for (int c = 0; c < 3; ++c) {
            const uint32_t p = t.v[c], key = uvKey(t.uv[c]);
            if (firstUv[p] == UnsetUv) {
                firstUv[p] = key;
                // A position without a usable normal takes its first face's.
                if (normals[p].squaredNorm() <= 1e-12f)
                    normals[p] = face.squaredNorm() > 0.0f ? Eigen::Vector3f(face) : Eigen::Vector3f::UnitZ();
            } else if (firstUv[p] != key) {
                extra.emplace_back(p, key);
            }
        }
    }
    std::sort(extra.begin(), extra.end());
    extra.erase(std::unique(extra.begin(), extra.end()), extra.end());

    // Vertices in position order.
    out.m_vertexStart.resize(positionCount + 1);
    const bool lightmapped = mesh.lightmapUvs.size() == positionCount && !mesh.lightmapPages.empty();
    size_t e = 0;
    bool first = true;
    const auto append = [&](uint32_t p, uint32_t key) {
        const QVector3D gp = toGl(mesh.positions[p]);
        const QVector3D gn = toGl(normals[p].normalized());
        const Eigen::Vector2f uv = key == NoUv ? Eigen::Vector2f::Zero() : mesh.uvs[key];
        // Texture rows are uploaded top row first, so v (downwards, in rows) is GL's t as is.
        const float vertex[FloatsPerVertex] = {gp.x(), gp.y(), gp.z(), gn.x(), gn.y(), gn.z(), uv.x(), uv.y()};
        out.m_vertices.insert(out.m_vertices.end(), std::begin(vertex), std::end(vertex));
        if (lightmapped) {
            out.m_lightmapUvs.push_back(mesh.lightmapUvs[p].x());
            out.m_lightmapUvs.push_back(mesh.lightmapUvs[p].y());
        }
        out.m_min = first ? gp : minOf(out.m_min, gp);
        out.m_max = first ? gp : maxOf(out.m_max, gp);
        first = false;
    };
    uint32_t count = 0;
    for (uint32_t p = 0; p < positionCount; ++p) {
        out.m_vertexStart[p] = count;
        if (firstUv[p] == UnsetUv)
            continue;
        append(p, firstUv[p]);
        ++count;
        for (; e < extra.size() && extra[e].first == p; ++e, ++count)
            append(p, extra[e].second);
    }
    out.m_vertexStart[positionCount] = count;

    // Pass 2: indices per (skin, lightmap page).
    const bool pages = mesh.lightmapPages.size() == mesh.triangles.size();
    std::map<std::pair<int, int>, Group> groups;
    for (size_t i = 0; i < mesh.triangles.size(); ++i) {
        const auto &t = mesh.triangles[i];
        if (!validTriangle(mesh, t))
            continue;
        const int skin = (t.skin >= 0 && t.skin < skinCount) ? t.skin : -1;
        int page = pages ? mesh.lightmapPages[i] : -1;
        if (!lightmapped || page < 0 || page >= lightmapCount)
            page = -1;
        Group &group = groups[{skin, page}];
        group.skin = skin;
        group.lightmap = page;
        for (int c = 0; c < 3; ++c) {
            const uint32_t p = t.v[c], key = uvKey(t.uv[c]);
            uint32_t v = out.m_vertexStart[p];
            if (key != firstUv[p]) {
                const auto it = std::lower_bound(extra.begin(), extra.end(), std::make_pair(p, key));
                v += 1 + uint32_t(it - std::lower_bound(extra.begin(), extra.end(), std::make_pair(p, 0u)));
            }
            group.indices.push_back(v);
        }
    }
    for (auto &entry : groups)
        out.m_groups.push_back(std::move(entry.second));
    return out;
}

bool MeshBuffers::sameLayout(const MeshBuffers &other) const
{
    if (m_vertexStart != other.m_vertexStart || m_groups.size() != other.m_groups.size()
        || m_lightmapUvs.size() != other.m_lightmapUvs.size())
        return false;
    for (size_t i = 0; i < m_groups.size(); ++i) {
        const Group &a = m_groups[i], &b = other.m_groups[i];
        if (a.skin != b.skin || a.lightmap != b.lightmap || a.indices != b.indices)
            return false;
    }
    return true;
}

std::pair<qint64, qint64> MeshBuffers::setPositions(int first, const std::vector<Eigen::Vector3f> &positions,
                                                    const std::vector<Eigen::Vector3f> &normals)
{
    const int begin = std::max(first, 0);
    const int end = std::min<qint64>(qint64(first) + qint64(positions.size()), positionCount());
    if (begin >= end)
        return {0, 0};
    const bool withNormals = normals.size() == positions.size();
    for (int p = begin; p < end; ++p) {
        const size_t i = size_t(p - first);
        const QVector3D gp = toGl(positions[i]);
        QVector3D gn;
        if (withNormals) {
            const Eigen::Vector3f n = normals[i];
            gn = toGl(n.squaredNorm() > 1e-12f ? Eigen::Vector3f(n.normalized()) : Eigen::Vector3f::UnitZ());
        }
        for (uint32_t v = m_vertexStart[size_t(p)]; v < m_vertexStart[size_t(p) + 1]; ++v) {
            float *out = m_vertices.data() + size_t(v) * FloatsPerVertex;
            out[0] = gp.x();
            out[1] = gp.y();
            out[2] = gp.z();
            if (withNormals) {
                out[3] = gn.x();
                out[4] = gn.y();
                out[5] = gn.z();
            }
            m_min = minOf(m_min, gp);
            m_max = maxOf(m_max, gp);
        }
    }
    const qint64 from = qint64(m_vertexStart[size_t(begin)]) * Stride;
    const qint64 to = qint64(m_vertexStart[size_t(end)]) * Stride;
    return {from, to - from};
}

bool MeshBuffers::coversPixels(bool asLines) const
{
    const auto at = [this](uint32_t v) {
        const float *p = m_vertices.data() + size_t(v) * FloatsPerVertex;
        return QVector3D(p[0], p[1], p[2]);
    };
    for (const Group &g : m_groups) {
        for (size_t i = 0; i + 2 < g.indices.size(); i += 3) {
            const QVector3D a = at(g.indices[i]), b = at(g.indices[i + 1]), c = at(g.indices[i + 2]);
            // Exact (QVector3D's == is; isNull() would call a small but real triangle empty).
            if (asLines ? (a != b || a != c) : QVector3D::crossProduct(b - a, c - a) != QVector3D())
                return true;
        }
    }
    return false;
}

std::vector<uint32_t> MeshBuffers::edgeIndices() const
{
    std::vector<uint64_t> keys;
    for (const Group &g : m_groups) {
        for (size_t i = 0; i + 2 < g.indices.size(); i += 3) {
            for (int c = 0; c < 3; ++c) {
                const uint32_t a = g.indices[i + size_t(c)], b = g.indices[i + size_t((c + 1) % 3)];
                keys.push_back(uint64_t(std::min(a, b)) << 32 | std::max(a, b));
            }
        }
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    std::vector<uint32_t> out;
    out.reserve(keys.size() * 2);
    for (uint64_t k : keys) {
        out.push_back(uint32_t(k >> 32));
        out.push_back(uint32_t(k));
    }
    return out;
}

} // namespace ackedit::widgets
