// MDL7 editing: vertex moves with normal recomputation, triangles, UVs, skins, bones and the
// global transform. Edits touch only their records (and derived sizes in the writer).
#include "common/ddsimage.h"
#include "common/movedindex.h"
#include "common/normaltable.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"
#include "mdl7/mdl7pixels.h"

#include <Eigen/LU>

namespace ackedit::format {

using namespace mdl7layout;

namespace {

bool triangleValid(const Mdl7Triangle &t, size_t n) { return t.v[0] < n && t.v[1] < n && t.v[2] < n; }

} // namespace

// Marks every vertex that shares a triangle with a marked vertex in `seeds`.
std::vector<char> Mdl7File::neighbourhood(const Mdl7Group &g, const std::vector<char> &seeds)
{
    std::vector<char> out(g.vertices.size(), 0);
    for (const Mdl7Triangle &t : g.triangles) {
        if (!triangleValid(t, g.vertices.size()))
            continue;
        if (seeds[t.v[0]] || seeds[t.v[1]] || seeds[t.v[2]])
            out[t.v[0]] = out[t.v[1]] = out[t.v[2]] = 1;
    }
    return out;
}

void Mdl7File::dropLumps()
{
    // The lumps hold precomputed engine / MED data for the old geometry (mdl7.md).
    m_entityLump.clear();
    m_medLump.clear();
}

void Mdl7File::setVertexNormal(Mdl7Vertex &v, const Eigen::Vector3f &n, uint16_t recordSize) const
{
    if (vertexLayout(recordSize) == Vertex::Packed16) {
        v.normalIndex = uint8_t(NormalTable::nearestIndex(n));
        v.normal = NormalTable::normal(v.normalIndex);
    } else {
        v.normal = n;
    }
}

void Mdl7File::recomputeNormals(int group, int frame, const std::vector<char> &affected)
{
    Mdl7Group &g = m_groups[size_t(group)];
    std::vector<Eigen::Vector3f> positions;
    frameGeometry(group, frame, nullptr, &positions, nullptr);
    std::vector<Eigen::Vector3f> sums(positions.size(), Eigen::Vector3f::Zero());
    for (const Mdl7Triangle &t : g.triangles) {
        if (!triangleValid(t, positions.size()) || !(affected[t.v[0]] || affected[t.v[1]] || affected[t.v[2]]))
            continue;
        // Area-weighted face normal of the stored (clockwise) winding: inward, as MED stores them.
        const Eigen::Vector3f n = (positions[t.v[1]] - positions[t.v[0]]).cross(positions[t.v[2]] - positions[t.v[0]]);
        for (uint32_t v : t.v)
            sums[v] += n;
    }
    auto normalFor = [&](uint32_t v, Eigen::Vector3f &out) {
        const float len = sums[v].norm();
        if (!(len > 0.f))
            return false; // no (or only degenerate) triangles: keep the stored normal
        out = sums[v] / len;
        return true;
    };
    Eigen::Vector3f n;
    if (frame < 0 || size_t(frame) >= g.frames.size()) {
        for (size_t v = 0; v < g.vertices.size(); ++v)
            if (affected[v] && normalFor(uint32_t(v), n))
                setVertexNormal(g.vertices[v], n, m_sizes.mainVertex);
        return;
    }
    for (Mdl7Vertex &fv : g.frames[size_t(frame)].vertices())
        if (fv.index < g.vertices.size() && affected[fv.index] && normalFor(fv.index, n))
            setVertexNormal(fv, n, m_sizes.frameVertex);
}

bool Mdl7File::setVertexPosition(int group, int vertex, const Eigen::Vector3f &position)
{
    return setVertexPositions(group, {{vertex, position}});
}

bool Mdl7File::setVertexPositions(int group, const std::vector<std::pair<int, Eigen::Vector3f>> &moves)
{
    if (!validIndex(group, m_groups.size()))
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    for (const auto &m : moves)
        if (!validIndex(m.first, g.vertices.size()))
            return false;
    std::vector<char> moved(g.vertices.size(), 0);
    for (const auto &m : moves) {
        g.vertices[size_t(m.first)].position = m.second;
        moved[size_t(m.first)] = 1;
    }
    recomputeNormals(group, -1, neighbourhood(g, moved));
    dropLumps();
    return true;
}

bool Mdl7File::setFrameVertexPosition(int group, int frame, int record, const Eigen::Vector3f &position)
{
    if (!validIndex(group, m_groups.size()))
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    if (!validIndex(frame, g.frames.size()) || !validIndex(record, g.frames[size_t(frame)].vertices().size()))
        return false;
    Mdl7Vertex &fv = g.frames[size_t(frame)].vertices()[size_t(record)];
    fv.position = position;
    if (fv.index < g.vertices.size()) {
        std::vector<char> moved(g.vertices.size(), 0);
        moved[fv.index] = 1;
        recomputeNormals(group, frame, neighbourhood(g, moved));
    }
    dropLumps();
    return true;
}

bool Mdl7File::setSkinPoint(int group, int index, const Eigen::Vector2f &uv)
{
    if (!validIndex(group, m_groups.size()) || !validIndex(index, m_groups[size_t(group)].skinPoints.size()))
        return false;
    m_groups[size_t(group)].skinPoints[size_t(index)].uv = uv;
    return true;
}

bool Mdl7File::setTriangles(int group, const std::vector<Mdl7Triangle> &triangles)
{
    if (!validIndex(group, m_groups.size()))
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    const size_t nv = g.vertices.size();
    // Vertices of triangles that appear, disappear or change have a new neighbourhood.
    std::vector<char> affected(nv, 0);
    auto mark = [&](const Mdl7Triangle &t) {
        for (uint32_t v : t.v)
            if (v < nv)
                affected[v] = 1;
    };
    bool geometryChanged = false;
    for (size_t i = 0; i < std::max(triangles.size(), g.triangles.size()); ++i) {
        const bool inOld = i < g.triangles.size(), inNew = i < triangles.size();
        if (inOld && inNew && g.triangles[i].sameGeometry(triangles[i]))
            continue;
        geometryChanged = true;
        if (inOld)
            mark(g.triangles[i]);
        if (inNew)
            mark(triangles[i]);
    }
    g.triangles = triangles;
    if (!geometryChanged)
        return true; // only UV / material indices changed: normals and lumps stay valid
    recomputeNormals(group, -1, affected);
    for (size_t f = 0; f < g.frames.size(); ++f)
        recomputeNormals(group, int(f), affected);
    dropLumps();
    return true;
}

bool Mdl7File::setSkinImage(int globalIndex, const RgbaImage &image)
{
    const auto loc = skinLocation(globalIndex);
    if (!loc || image.isNull() || image.pixels.size() != size_t(image.width) * size_t(image.height) * 4)
        return false;
    Mdl7Skin &s = m_groups[size_t(loc->first)].skins[size_t(loc->second)];
    const int type = s.type & 0x0F;
    if (type == PixelType::Dds) {
        // Saved as uncompressed 32-bit DDS (common/ddsimage.h): DXT would lose the painting again.
        s.image = writeDdsRgba(image, ddsHasMips(s.image));
        s.width = int32_t(s.image.size());
        return true;
    }
    if (!PixelType::isPixelArray(type) || s.width <= 0 || s.height <= 0)
        return false; // DDS, external, reference or material-only: nothing to re-encode
    if (PixelType::hasMips(type) && (image.width % 8 || image.height % 8))
        return false;
    if (pixelBlockSize(type, image.width, image.height) < 0)
        return false;
    s.image = encodeMdl7Pixels(type, image, m_palette ? &*m_palette : nullptr);
    s.width = image.width;
    s.height = image.height;
    return true;
}

bool Mdl7File::setBone(int index, const Mdl7Bone &bone)
{
    if (!validIndex(index, m_bones.size()))
        return false;
    if (bone.parent != 0xFFFF && bone.parent >= index)
        return false; // parents must precede their children
    Mdl7Bone b = bone;
    const int nameWidth = std::max(0, int(m_sizes.bone) - BoneMin);
    b.name = b.name.left(nameWidth);
    b.name.append(nameWidth - b.name.size(), '\0');
    m_bones[size_t(index)] = b;
    return true;
}

std::vector<int> Mdl7File::affectedByMove(int group, const std::vector<int> &vertices) const
{
    std::vector<int> out;
    if (!validIndex(group, m_groups.size()))
        return out;
    const Mdl7Group &g = m_groups[size_t(group)];
    std::vector<char> seeds(g.vertices.size(), 0);
    for (int v : vertices)
        if (validIndex(v, g.vertices.size()))
            seeds[size_t(v)] = 1;
    const std::vector<char> around = neighbourhood(g, seeds);
    for (size_t v = 0; v < g.vertices.size(); ++v)
        if (seeds[v] || around[v])
            out.push_back(int(v));
    return out;
}

bool Mdl7File::setVertexRecords(int group, const std::vector<std::pair<int, Mdl7Vertex>> &records)
{
    if (!validIndex(group, m_groups.size()))
        return false;
    Mdl7Group &g = m_groups[size_t(group)];
    for (const auto &r : records)
        if (!validIndex(r.first, g.vertices.size()))
            return false;
    for (const auto &r : records)
        g.vertices[size_t(r.first)] = r.second;
    return true;
}

bool Mdl7File::setFrameVertexRecords(int group, int frame, const std::vector<std::pair<int, Mdl7Vertex>> &records)
{
    if (!validIndex(group, m_groups.size()) || !validIndex(frame, m_groups[size_t(group)].frames.size()))
        return false;
    auto &list = m_groups[size_t(group)].frames[size_t(frame)].vertices();
    for (const auto &r : records)
        if (!validIndex(r.first, list.size()))
            return false;
    for (const auto &r : records)
        list[size_t(r.first)] = r.second;
    return true;
}

void Mdl7File::setLumps(const QByteArray &entity, const QByteArray &med)
{
    m_entityLump = entity;
    m_medLump = med;
}

bool Mdl7File::transform(const Eigen::Affine3f &t)
{
    const Eigen::Matrix3f linear = t.linear();
    Eigen::Matrix3f inverse;
    bool invertible = false;
    linear.computeInverseWithCheck(inverse, invertible);
    const Eigen::Matrix3f normalMatrix = invertible ? Eigen::Matrix3f(inverse.transpose()) : linear;

    auto transformVertex = [&](Mdl7Vertex &v, uint16_t recordSize) {
        v.position = t * v.position;
        if (vertexLayout(recordSize) == Vertex::Packed16) {
            if (v.normalIndex < NormalTable::Count) // out-of-range indices stay unknown
                setVertexNormal(v, (normalMatrix * NormalTable::normal(v.normalIndex)).normalized(), recordSize);
        } else if (!v.normal.isZero()) {
            v.normal = (normalMatrix * v.normal).normalized();
        }
    };

    for (Mdl7Group &g : m_groups) {
        for (Mdl7Vertex &v : g.vertices)
            transformVertex(v, m_sizes.mainVertex);
        for (Mdl7Frame &f : g.frames) {
            for (Mdl7Vertex &v : f.vertices())
                transformVertex(v, m_sizes.frameVertex);
            // Row-vector matrices (v' = v M): the column-vector linear part is the transposed
            // upper 3x3. Conjugating with the transform (A' = L A L^-1, t' = L t + c - A' c)
            // keeps the animation in the new space, so posed frames move exactly like the rest
            // mesh; a uniform scale leaves the rotation alone and scales the translation.
            for (Mdl7BoneTransform &bt : f.transforms()) {
                Eigen::Matrix3f a;
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        a(i, j) = bt.m[size_t(j * 4 + i)];
                if (invertible)
                    a = linear * a * inverse;
                const Eigen::Vector3f translation =
                    linear * Eigen::Vector3f(bt.m[12], bt.m[13], bt.m[14]) + t.translation() - a * t.translation();
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        bt.m[size_t(j * 4 + i)] = a(i, j);
                bt.m[12] = translation.x();
                bt.m[13] = translation.y();
                bt.m[14] = translation.z();
            }
        }
    }
    // A mirror turns the winding over (the normals above stay on their side of the surface):
    // swap corners to keep the file's clockwise-from-outside convention.
    if (linear.determinant() < 0.f) {
        for (Mdl7Group &g : m_groups) {
            for (Mdl7Triangle &tri : g.triangles) {
                std::swap(tri.v[1], tri.v[2]);
                std::swap(tri.st[1], tri.st[2]);
                std::swap(tri.st2[1], tri.st2[2]);
            }
        }
    }
    // Root bones sit in model space; children are offsets relative to their parent.
    for (Mdl7Bone &b : m_bones)
        b.position = b.parent == 0xFFFF ? Eigen::Vector3f(t * b.position) : Eigen::Vector3f(linear * b.position);
    dropLumps();
    return true;
}

} // namespace ackedit::format
