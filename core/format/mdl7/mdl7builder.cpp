// Mdl7File::create: builds a model from float geometry, UVs, outward triangles and skins with the
// record sizes modern MED writes (triangles reversed, normals inward: MED's convention), then
// parses the written bytes back.
#include "common/fixedstring.h"
#include "common/packing.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"
#include "mdl7/mdl7pixels.h"

#include <map>

namespace ackedit::format {

namespace {

[[noreturn]] void fail(const QString &field, const QString &problem) { throw FormatError(-1, field, problem); }

QByteArray fixed(const QByteArray &text, int width)
{
    QByteArray out = text.left(width);
    out.append(width - out.size(), '\0');
    return out;
}

std::vector<std::array<uint32_t, 3>> indexTriangles(const Mdl7BuildInput::Group &g)
{
    std::vector<std::array<uint32_t, 3>> out;
    out.reserve(g.triangles.size());
    for (const auto &t : g.triangles)
        out.push_back(t.v);
    return out;
}

Mdl7Skin buildSkin(const Mdl7BuildInput::Skin &in, int index)
{
    const QString field = QStringLiteral("skin[%1]").arg(index);
    Mdl7Skin s;
    s.type = uint8_t(in.type);
    s.name = fixed(in.name, 16);
    const int base = PixelType::base(in.type);
    if ((in.type & ~0x0F) != 0)
        fail(field, QStringLiteral("type 0x%1: material and effect blocks are not built").arg(in.type, 2, 16, QLatin1Char('0')));
    if (PixelType::isPixelArray(base)) {
        if (in.image.isNull() || in.image.pixels.size() != size_t(in.image.width) * size_t(in.image.height) * 4)
            fail(field, QStringLiteral("pixel skin without a valid image"));
        if (PixelType::hasMips(in.type) && (in.image.width % 8 || in.image.height % 8))
            fail(field, QStringLiteral("mipmapped skins need sizes that are multiples of 8"));
        if (pixelBlockSize(in.type, in.image.width, in.image.height) < 0)
            fail(field, QStringLiteral("image too large"));
        s.image = encodeMdl7Pixels(in.type, in.image);
        s.width = in.image.width;
        s.height = in.image.height;
    } else if (base == PixelType::Dds || base == PixelType::External) {
        QByteArray data = in.data;
        if (base == PixelType::External)
            data.append('\0'); // width counts the terminator
        s.image = data;
        if (s.image.isEmpty())
            fail(field, QStringLiteral("empty DDS data"));
        s.type = uint8_t(base); // the mip bit means nothing here
        s.width = int32_t(s.image.size());
        s.height = 1;
    } else {
        fail(field, QStringLiteral("reference skins are not built"));
    }
    return s;
}

// One element per weighted bone, in bone order, each listing its vertices in input order.
Mdl7Deformer buildDeformer(const Mdl7BuildInput::Group &src, int group, const std::vector<Mdl7Bone> &bones,
                           const QString &gp)
{
    Mdl7Deformer d;
    d.group = group;
    std::map<uint16_t, Mdl7DeformerElement> elements;
    for (size_t i = 0; i < src.weights.size(); ++i) {
        const Mdl7BuildInput::Weight &w = src.weights[i];
        if (w.bone >= bones.size() || w.vertex >= src.positions.size())
            fail(gp + QStringLiteral("weight[%1]").arg(i), QStringLiteral("bone or vertex out of range"));
        Mdl7DeformerElement &e = elements[w.bone];
        e.bone = w.bone;
        e.boneName = fixed(cString(bones[w.bone].name), 20);
        e.weights.push_back({int32_t(w.vertex), w.weight});
    }
    for (auto &[bone, e] : elements)
        d.elements.push_back(std::move(e));
    d.elementCount = int32_t(d.elements.size());
    return d;
}

uint8_t maxWeightsPerVertex(const std::vector<Mdl7BuildInput::Weight> &weights)
{
    std::map<uint32_t, int> perVertex;
    int most = 0;
    for (const auto &w : weights)
        most = std::max(most, ++perVertex[w.vertex]);
    return uint8_t(std::min(most, 255));
}

} // namespace

std::unique_ptr<Mdl7File> Mdl7File::create(const Mdl7BuildInput &in)
{
    Mdl7File f;
    if (in.groups.empty())
        fail(QStringLiteral("groups"), QStringLiteral("a model needs at least one group"));
    bool wide = false;
    for (const auto &g : in.groups)
        wide = wide || g.positions.size() > 0xFFFF || g.uvs.size() > 0xFFFF;
    if (wide) { // 32-bit indices in triangles and frame vertices
        f.m_sizes.triangle = 44;
        f.m_sizes.frameVertex = 28;
    }
    const uint32_t noSt = wide ? 0xFFFFFFFFu : 0xFFFFu;

    for (size_t b = 0; b < in.bones.size(); ++b) {
        Mdl7Bone bone = in.bones[b];
        if (bone.parent != 0xFFFF && bone.parent >= b)
            fail(QStringLiteral("bone[%1].parent").arg(b), QStringLiteral("parents must precede their children"));
        bone.name = fixed(bone.name, f.m_sizes.bone - mdl7layout::BoneMin);
        f.m_bones.push_back(bone);
    }

    const int totalSkins = int(in.skins.size());
    for (size_t gi = 0; gi < in.groups.size(); ++gi) {
        const Mdl7BuildInput::Group &src = in.groups[gi];
        const QString gp = QStringLiteral("group[%1].").arg(gi);
        Mdl7Group g;
        g.name = fixed(src.name, 16);
        if (gi == 0)
            for (int s = 0; s < totalSkins; ++s)
                g.skins.push_back(buildSkin(in.skins[size_t(s)], s));
        for (const Eigen::Vector2f &uv : src.uvs)
            g.skinPoints.push_back({uv, {}});
        const size_t nv = src.positions.size();
        for (size_t t = 0; t < src.triangles.size(); ++t) {
            const auto &st = src.triangles[t];
            Mdl7Triangle tri;
            for (int k = 0; k < 3; ++k) {
                if (st.v[size_t(k)] >= nv)
                    fail(gp + QStringLiteral("triangle[%1].v[%2]").arg(t).arg(k), QStringLiteral("vertex out of range"));
                tri.v[size_t(k)] = st.v[size_t(k)];
                if (src.uvs.empty()) {
                    tri.st[size_t(k)] = noSt;
                } else {
                    if (st.uv[size_t(k)] >= src.uvs.size())
                        fail(gp + QStringLiteral("triangle[%1].st[%2]").arg(t).arg(k), QStringLiteral("UV out of range"));
                    tri.st[size_t(k)] = st.uv[size_t(k)];
                }
                tri.st2[size_t(k)] = noSt;
            }
            if (st.skin >= totalSkins)
                fail(gp + QStringLiteral("triangle[%1].material").arg(t), QStringLiteral("skin out of range"));
            tri.material = st.skin < 0 ? Mdl7Triangle::NoMaterial : uint32_t(st.skin);
            // MED stores triangles clockwise seen from outside: reverse the outward input.
            std::swap(tri.v[1], tri.v[2]);
            std::swap(tri.st[1], tri.st[2]);
            std::swap(tri.st2[1], tri.st2[2]);
            g.triangles.push_back(tri);
        }
        if (!src.vertexBones.empty() && src.vertexBones.size() != nv)
            fail(gp + QStringLiteral("vertexBones"), QStringLiteral("needs one entry per vertex"));
        const auto indexTris = indexTriangles(src);
        const auto normals = vertexNormals(src.positions, indexTris);
        for (size_t v = 0; v < nv; ++v) {
            Mdl7Vertex vx;
            vx.position = src.positions[v];
            vx.index = src.vertexBones.empty() ? 0xFFFFu : src.vertexBones[v];
            if (vx.index != 0xFFFF && vx.index >= in.bones.size())
                fail(gp + QStringLiteral("vertex[%1].bone").arg(v), QStringLiteral("bone out of range"));
            vx.normal = -normals[v]; // MED's convention: inward, agreeing with the stored winding
            g.vertices.push_back(vx);
        }
        g.uneditedVertices = mdl7VertexHash(g.vertices);
        for (size_t fi = 0; fi < src.frames.size(); ++fi) {
            const auto &sf = src.frames[fi];
            const QString fp = gp + QStringLiteral("frame[%1]").arg(fi);
            if (!sf.positions.empty() && sf.positions.size() != nv)
                fail(fp, QStringLiteral("a frame needs one position per vertex, or none"));
            Mdl7Frame frame;
            frame.name = fixed(sf.name, 16);
            const auto frameNormals = vertexNormals(sf.positions, indexTris);
            for (size_t v = 0; v < sf.positions.size(); ++v) {
                Mdl7Vertex fv;
                fv.position = sf.positions[v];
                fv.index = uint32_t(v);
                fv.normal = -frameNormals[v];
                frame.vertices().push_back(fv);
            }
            for (size_t t = 0; t < sf.transforms.size(); ++t) {
                Mdl7BoneTransform bt = sf.transforms[t];
                if (bt.bone >= in.bones.size())
                    fail(fp + QStringLiteral(".transform[%1].bone").arg(t), QStringLiteral("bone out of range"));
                bt.padding = 0;
                bt.extra.clear();
                frame.transforms().push_back(bt);
            }
            frame.markUnedited();
            g.frames.push_back(std::move(frame));
        }
        if (!src.weights.empty()) {
            f.m_deformers.push_back(buildDeformer(src, int(gi), f.m_bones, gp));
            g.deformers = 1;
            g.maxWeights = maxWeightsPerVertex(src.weights);
        }
        f.m_groups.push_back(std::move(g));
    }
    return readMdl7(f.write());
}

} // namespace ackedit::format
