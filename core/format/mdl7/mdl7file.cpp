// MDL7 model: frames, merged mesh, skins and derived sizes.
#include "mdl7/mdl7file.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7layout.h"
#include "mdl7/mdl7skeleton.h"

#include <cstring>
#include <limits>

namespace ackedit::format {

using namespace mdl7layout;

int Mdl7File::frameCount() const
{
    size_t most = 0;
    for (const Mdl7Group &g : m_groups)
        most = std::max(most, g.frames.size());
    return most == 0 ? 1 : int(std::min<size_t>(most, size_t(std::numeric_limits<int>::max())));
}

QStringList Mdl7File::frameNames() const
{
    // The names of the group with the most frames (the first on ties); groups normally agree.
    const Mdl7Group *best = nullptr;
    for (const Mdl7Group &g : m_groups) {
        if (!best || g.frames.size() > best->frames.size())
            best = &g;
    }
    QStringList names;
    if (best) {
        for (const Mdl7Frame &f : best->frames)
            names << QString::fromLatin1(cString(f.name));
    }
    return names;
}

int Mdl7File::skinCount() const
{
    qint64 n = 0;
    for (const Mdl7Group &g : m_groups)
        n += qint64(g.skins.size());
    return int(std::min<qint64>(n, std::numeric_limits<int>::max()));
}

std::optional<std::pair<int, int>> Mdl7File::skinLocation(int globalIndex) const
{
    if (globalIndex < 0)
        return std::nullopt;
    int rest = globalIndex;
    for (size_t g = 0; g < m_groups.size(); ++g) {
        const int n = int(m_groups[g].skins.size());
        if (rest < n)
            return std::make_pair(int(g), rest);
        rest -= n;
    }
    return std::nullopt;
}

const Mdl7Skin *Mdl7File::skin(int globalIndex) const
{
    const auto loc = skinLocation(globalIndex);
    return loc ? &m_groups[size_t(loc->first)].skins[size_t(loc->second)] : nullptr;
}

Mdl7Material Mdl7File::decodeMaterial(const QByteArray &record, int colorValueSize)
{
    Mdl7Material m;
    const qint64 need = 4 * qint64(colorValueSize) + 4;
    if (colorValueSize < 16 || record.size() < need)
        return m;
    auto f32At = [&](qint64 at) {
        float v;
        std::memcpy(&v, record.constData() + at, sizeof v);
        return v;
    };
    for (int c = 0; c < 4; ++c) {
        const qint64 at = qint64(c) * colorValueSize;
        m.colors[size_t(c)] = Eigen::Vector4f(f32At(at), f32At(at + 4), f32At(at + 8), f32At(at + 12));
    }
    m.power = f32At(4 * qint64(colorValueSize));
    m.valid = true;
    return m;
}

QByteArray Mdl7File::externalFileName(const Mdl7Skin &skin)
{
    if (PixelType::base(skin.type) != PixelType::External)
        return {};
    return cString(skin.image.toByteArray());
}

const Mdl7Skin *Mdl7File::resolvedSkin(int index) const
{
    // Follow references (type 1: width names the reused skin), bounded against cycles.
    const Mdl7Skin *s = skin(index);
    for (int hops = 0; s && PixelType::base(s->type) == PixelType::Reference; ++hops) {
        if (hops > skinCount())
            return nullptr;
        s = skin(s->width);
    }
    return s;
}

QString Mdl7File::skinFileName(int index) const
{
    const Mdl7Skin *s = resolvedSkin(index);
    return s ? QString::fromLatin1(externalFileName(*s)) : QString();
}

RgbaImage Mdl7File::skinImage(int index) const
{
    const Mdl7Skin *s = resolvedSkin(index);
    if (!s || !PixelType::isPixelArray(s->type))
        return {};
    return decodePixels(s->type & 0x0F, s->width, s->height, s->image, m_palette ? &*m_palette : nullptr);
}

void Mdl7File::frameGeometry(int group, int frame, const Mdl7Skeleton *skeleton, std::vector<Eigen::Vector3f> *positions,
                             std::vector<Eigen::Vector3f> *normals) const
{
    const Mdl7Group &g = m_groups[size_t(group)];
    if (positions) {
        positions->clear();
        positions->reserve(g.vertices.size());
        for (const Mdl7Vertex &v : g.vertices)
            positions->push_back(v.position);
    }
    if (normals) {
        normals->clear();
        normals->reserve(g.vertices.size());
        for (const Mdl7Vertex &v : g.vertices)
            normals->push_back(v.normal);
    }
    if (skeleton)
        skeleton->apply(g, group, m_deformers, positions, normals);
    if (frame < 0 || size_t(frame) >= g.frames.size())
        return;
    // Records hold absolute positions: they win over the bone pose (no real file has both).
    for (const Mdl7Vertex &fv : g.frames[size_t(frame)].vertices()) {
        if (fv.index >= g.vertices.size())
            continue; // reported by validate()
        if (positions)
            (*positions)[fv.index] = fv.position;
        if (normals)
            (*normals)[fv.index] = fv.normal;
    }
}

bool Mdl7File::isBonePosed(int frame) const
{
    return Mdl7Skeleton(m_bones, m_groups, frame).isPosed();
}

std::vector<Eigen::Affine3f> Mdl7File::bonePoses(int frame) const
{
    return Mdl7Skeleton(m_bones, m_groups, frame).bonePoses();
}

std::vector<Eigen::Vector3f> Mdl7File::posedPositions(int group, int frame) const
{
    std::vector<Eigen::Vector3f> positions;
    if (group < 0 || size_t(group) >= m_groups.size())
        return positions;
    const Mdl7Skeleton skeleton(m_bones, m_groups, frame);
    frameGeometry(group, frame, skeleton.isPosed() ? &skeleton : nullptr, &positions, nullptr);
    return positions;
}

std::vector<Eigen::Affine3f> Mdl7File::vertexPoses(int group, int frame) const
{
    if (group < 0 || size_t(group) >= m_groups.size())
        return {};
    return Mdl7Skeleton(m_bones, m_groups, frame).vertexPoses(m_groups[size_t(group)], group, m_deformers);
}

TriangleMesh Mdl7File::mesh(int frame) const
{
    TriangleMesh m;
    const int totalSkins = skinCount();
    const bool hasMaterialField = triangleLayout(m_sizes.triangle) != Triangle::Short12;
    constexpr uint32_t MissingUv = std::numeric_limits<uint32_t>::max();
    bool missingUv = false;
    std::vector<Eigen::Vector3f> positions, normals;
    // One bone pose per call (not per group or vertex); none for frames without transforms.
    const Mdl7Skeleton skeleton(m_bones, m_groups, frame);
    const Mdl7Skeleton *pose = skeleton.isPosed() ? &skeleton : nullptr;
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        const Mdl7Group &g = m_groups[gi];
        const uint32_t base = uint32_t(m.positions.size());
        const uint32_t uvBase = uint32_t(m.uvs.size());
        frameGeometry(int(gi), frame, pose, &positions, &normals);
        m.positions.insert(m.positions.end(), positions.begin(), positions.end());
        // MED stores normals inward (with its clockwise winding); the mesh is outward.
        for (const Eigen::Vector3f &n : normals)
            m.normals.push_back(-n);
        for (const Mdl7SkinPoint &p : g.skinPoints)
            m.uvs.push_back(p.uv);
        for (const Mdl7Triangle &t : g.triangles) {
            if (t.v[0] >= g.vertices.size() || t.v[1] >= g.vertices.size() || t.v[2] >= g.vertices.size())
                continue; // invalid indices are reported by validate(), never drawn
            // Stored clockwise seen from outside: corners 0, 2, 1 give the outward winding.
            TriangleMesh::Triangle out;
            for (int k = 0; k < 3; ++k) {
                const size_t c = size_t(k == 0 ? 0 : 3 - k);
                out.v[size_t(k)] = base + t.v[c];
                if (t.st[c] < g.skinPoints.size()) {
                    out.uv[size_t(k)] = uvBase + t.st[c];
                } else {
                    out.uv[size_t(k)] = MissingUv; // 0xFFFF: the group has no UVs
                    missingUv = true;
                }
            }
            // 12-byte records have no material: the entity's first skin applies.
            if (!hasMaterialField)
                out.skin = totalSkins > 0 ? 0 : -1;
            else
                out.skin = t.material < uint32_t(totalSkins) ? int(t.material) : -1;
            m.triangles.push_back(out);
        }
    }
    if (missingUv) {
        const uint32_t fallback = uint32_t(m.uvs.size());
        m.uvs.push_back(Eigen::Vector2f::Zero());
        for (auto &t : m.triangles)
            for (auto &uv : t.uv)
                if (uv == MissingUv)
                    uv = fallback;
    }
    return m;
}

qint64 Mdl7File::modelDataSize() const
{
    const Mdl7RecordSizes &s = m_sizes;
    qint64 total = HeaderSize + qint64(m_bones.size()) * s.bone;
    for (const Mdl7Group &g : m_groups) {
        total += GroupHeaderSize;
        for (const Mdl7Skin &skin : g.skins) {
            total += s.skin + skin.image.size();
            if (skin.hasMaterial())
                total += s.material;
            if (skin.hasEffect())
                total += 4 + skin.effect.size();
        }
        total += qint64(g.skinPoints.size()) * s.skinPoint + qint64(g.triangles.size()) * s.triangle
                 + qint64(g.vertices.size()) * s.mainVertex;
        for (const Mdl7Frame &f : g.frames)
            total += s.frame + qint64(f.vertexCount()) * s.frameVertex
                     + qint64(f.transformCount()) * s.boneTransform;
    }
    for (const Mdl7Deformer &d : m_deformers) {
        total += DeformerHeaderSize + d.body.size();
        if (d.type == 0)
            for (const Mdl7DeformerElement &e : d.elements)
                total += DeformerElementHeaderSize + qint64(e.weights.size()) * WeightSize;
    }
    return total + m_gap.size();
}

} // namespace ackedit::format
