// MDL7 consistency checks. Fatal: indices the engine would follow out of range. Non-fatal: quirks
// real files have (normal indices 171..179, odd mip sizes, groupdata_size conventions).
#include "common/fixedstring.h"
#include "common/normaltable.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"

#include <map>

namespace ackedit::format {

using namespace mdl7layout;

namespace {

// Collects issues, at most a few per kind so hostile files cannot produce millions; the rest
// is summarised in one issue per kind.
class IssueList
{
public:
    void add(const QString &kind, const QString &field, const QString &problem, bool fatal)
    {
        int &n = m_counts[kind];
        ++n;
        if (n <= Cap)
            m_issues.push_back({FormatError(-1, field, problem), fatal});
        else
            m_fatalOverflow[kind] = m_fatalOverflow[kind] || fatal;
    }
    std::vector<ValidationIssue> take()
    {
        for (const auto &[kind, count] : m_counts) {
            if (count > Cap)
                m_issues.push_back({FormatError(-1, kind, QStringLiteral("%1 more issues of this kind").arg(count - Cap)),
                                    m_fatalOverflow[kind]});
        }
        return std::move(m_issues);
    }

private:
    static constexpr int Cap = 20;
    std::vector<ValidationIssue> m_issues;
    std::map<QString, int> m_counts;
    std::map<QString, bool> m_fatalOverflow;
};

QString field(const QString &prefix, const char *name, qint64 i)
{
    return QStringLiteral("%1%2[%3]").arg(prefix, QLatin1String(name)).arg(i);
}

bool isNone(uint32_t index) { return index == 0xFFFFu || index == 0xFFFFFFFFu; }

} // namespace

std::vector<ValidationIssue> Mdl7File::validate() const
{
    IssueList issues;
    const uint32_t numBones = uint32_t(m_bones.size());
    const uint32_t totalSkins = uint32_t(skinCount());
    if (m_groups.empty())
        issues.add(QStringLiteral("groups"), QStringLiteral("header.groups_num"),
                   QStringLiteral("the model has no groups"), true);

    for (size_t b = 0; b < m_bones.size(); ++b) {
        const uint16_t parent = m_bones[b].parent;
        if (parent != 0xFFFF && parent >= b)
            issues.add(QStringLiteral("bone.parent"), field(QString(), "bone", qint64(b)) + QStringLiteral(".parent"),
                       QStringLiteral("parent %1 does not precede the bone").arg(parent), true);
    }

    int globalSkin = 0;
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        const Mdl7Group &g = m_groups[gi];
        const QString gp = field(QString(), "group", qint64(gi)) + QLatin1Char('.');
        const uint32_t nv = uint32_t(g.vertices.size());
        const uint32_t nst = uint32_t(g.skinPoints.size());
        if (g.type != 1)
            issues.add(QStringLiteral("group.typ"), gp + QStringLiteral("typ"),
                       QStringLiteral("group type %1 (only 1 = triangle mesh is known)").arg(g.type), false);

        for (size_t si = 0; si < g.skins.size(); ++si, ++globalSkin) {
            const Mdl7Skin &s = g.skins[si];
            const auto sp = [&] { return field(QString(), "skin", globalSkin) + QLatin1Char('.'); };
            const int base = PixelType::base(s.type);
            if (base == PixelType::Reference && (s.width < 0 || uint32_t(s.width) >= totalSkins || s.width == globalSkin))
                issues.add(QStringLiteral("skin.reference"), sp() + QStringLiteral("width"),
                           QStringLiteral("reference to skin %1 does not name another skin").arg(s.width), false);
            if (PixelType::isPixelArray(base) && PixelType::hasMips(s.type) && (s.width % 8 || s.height % 8))
                issues.add(QStringLiteral("skin.mips"), sp() + QStringLiteral("width"),
                           QStringLiteral("mipmapped size %1 x %2 is not a multiple of 8").arg(s.width).arg(s.height), false);
            if (base == PixelType::External && !s.image.view().endsWith('\0'))
                issues.add(QStringLiteral("skin.filename"), sp() + QStringLiteral("filename"),
                           QStringLiteral("external file name has no terminating NUL"), false);
            if (base == PixelType::Dds && !s.image.view().startsWith("DDS "))
                issues.add(QStringLiteral("skin.dds"), sp() + QStringLiteral("dds"),
                           QStringLiteral("embedded data does not start with 'DDS '"), false);
        }

        const bool hasMaterial = triangleLayout(m_sizes.triangle) != Triangle::Short12;
        const bool hasSecondSet = triangleLayout(m_sizes.triangle) == Triangle::Short26
                                  || triangleLayout(m_sizes.triangle) == Triangle::Wide44;
        for (size_t ti = 0; ti < g.triangles.size(); ++ti) {
            const Mdl7Triangle &t = g.triangles[ti];
            const auto tp = [&] { return gp + field(QString(), "triangle", qint64(ti)) + QLatin1Char('.'); };
            for (int k = 0; k < 3; ++k) {
                if (t.v[size_t(k)] >= nv)
                    issues.add(QStringLiteral("triangle.v"), tp() + QStringLiteral("v[%1]").arg(k),
                               QStringLiteral("vertex %1 >= numverts %2").arg(t.v[size_t(k)]).arg(nv), true);
                // 0xFFFF marks "no UV" (groups without skin points use it).
                if (t.st[size_t(k)] >= nst && !isNone(t.st[size_t(k)]))
                    issues.add(QStringLiteral("triangle.st"), tp() + QStringLiteral("st[%1]").arg(k),
                               QStringLiteral("skin point %1 >= num_stpts %2").arg(t.st[size_t(k)]).arg(nst), true);
                if (hasSecondSet && t.st2[size_t(k)] >= nst && !isNone(t.st2[size_t(k)]))
                    issues.add(QStringLiteral("triangle.st2"), tp() + QStringLiteral("st2[%1]").arg(k),
                               QStringLiteral("skin point %1 >= num_stpts %2").arg(t.st2[size_t(k)]).arg(nst), true);
            }
            // No real file has a material outside the model's skins (corpus and 928 files).
            if (hasMaterial && t.material != Mdl7Triangle::NoMaterial && t.material >= totalSkins)
                issues.add(QStringLiteral("triangle.material"), tp() + QStringLiteral("material"),
                           QStringLiteral("skin %1 >= total skins %2").arg(t.material).arg(totalSkins), true);
            if (hasSecondSet && t.material2 != Mdl7Triangle::NoMaterial && t.material2 >= totalSkins)
                issues.add(QStringLiteral("triangle.material2"), tp() + QStringLiteral("material2"),
                           QStringLiteral("skin %1 >= total skins %2").arg(t.material2).arg(totalSkins), true);
        }

        const bool packedNormals = vertexLayout(m_sizes.mainVertex) == Vertex::Packed16;
        for (size_t vi = 0; vi < g.vertices.size(); ++vi) {
            const Mdl7Vertex &v = g.vertices[vi];
            const auto vp = [&] { return gp + field(QString(), "vertex", qint64(vi)) + QLatin1Char('.'); };
            if (!isNone(v.index) && v.index >= numBones)
                issues.add(QStringLiteral("vertex.bone"), vp() + QStringLiteral("bone"),
                           QStringLiteral("bone %1 >= bones_num %2").arg(v.index).arg(numBones), true);
            if (packedNormals && v.normalIndex >= NormalTable::Count)
                issues.add(QStringLiteral("vertex.normal"), vp() + QStringLiteral("normal"),
                           QStringLiteral("normal index %1 > 161 (seen in real files; read as +Z)").arg(v.normalIndex),
                           false);
        }

        const bool packedFrameNormals = vertexLayout(m_sizes.frameVertex) == Vertex::Packed16;
        for (size_t fi = 0; fi < g.frames.size(); ++fi) {
            const Mdl7Frame &f = g.frames[fi];
            const auto fp = [&] { return gp + field(QString(), "frame", qint64(fi)) + QLatin1Char('.'); };
            for (size_t vi = 0; vi < f.vertices().size(); ++vi) {
                const Mdl7Vertex &v = f.vertices()[vi];
                const auto vp = [&] { return fp() + field(QString(), "vertex", qint64(vi)) + QLatin1Char('.'); };
                if (v.index >= nv)
                    issues.add(QStringLiteral("frame.vertex.index"), vp() + QStringLiteral("index"),
                               QStringLiteral("target vertex %1 >= numverts %2").arg(v.index).arg(nv), true);
                if (packedFrameNormals && v.normalIndex >= NormalTable::Count)
                    issues.add(QStringLiteral("frame.vertex.normal"), vp() + QStringLiteral("normal"),
                               QStringLiteral("normal index %1 > 161 (read as +Z)").arg(v.normalIndex), false);
            }
            for (size_t ti = 0; ti < f.transforms().size(); ++ti) {
                if (f.transforms()[ti].bone >= numBones)
                    issues.add(QStringLiteral("frame.transform.bone"),
                               fp() + field(QString(), "transform", qint64(ti)) + QStringLiteral(".bone"),
                               QStringLiteral("bone %1 >= bones_num %2").arg(f.transforms()[ti].bone).arg(numBones), true);
            }
        }

        if (g.readFullSize >= 0 && g.dataSize != g.readFullSize && g.dataSize != g.readFullSize - g.readPixelSize)
            issues.add(QStringLiteral("group.groupdata_size"), gp + QStringLiteral("groupdata_size"),
                       QStringLiteral("%1 matches neither the group size %2 nor the size without pixels %3")
                           .arg(g.dataSize).arg(g.readFullSize).arg(g.readFullSize - g.readPixelSize),
                       false);
    }

    // Deformers belong to the groups in order of the groups' `deformers` counts.
    size_t next = 0;
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        const Mdl7Group &g = m_groups[gi];
        int maxWeights = 0;
        std::map<int32_t, int> weightsPerVertex;
        for (int k = 0; k < g.deformers && next < m_deformers.size(); ++k, ++next) {
            const Mdl7Deformer &d = m_deformers[next];
            const auto dp = [&] { return field(QString(), "deformer", qint64(next)) + QLatin1Char('.'); };
            if (d.group < 0 || size_t(d.group) >= m_groups.size())
                issues.add(QStringLiteral("deformer.group"), dp() + QStringLiteral("group_index"),
                           QStringLiteral("group %1 does not exist").arg(d.group), true);
            else if (size_t(d.group) != gi)
                issues.add(QStringLiteral("deformer.group"), dp() + QStringLiteral("group_index"),
                           QStringLiteral("group %1, but the record follows group %2's count").arg(d.group).arg(gi), false);
            if (d.type != 0)
                issues.add(QStringLiteral("deformer.type"), dp() + QStringLiteral("type"),
                           QStringLiteral("unknown deformer type %1 (kept verbatim)").arg(d.type), false);
            for (size_t e = 0; e < d.elements.size(); ++e) {
                const Mdl7DeformerElement &el = d.elements[e];
                const auto ep = [&] { return dp() + field(QString(), "element", qint64(e)) + QLatin1Char('.'); };
                if (el.bone < 0 || uint32_t(el.bone) >= numBones)
                    issues.add(QStringLiteral("deformer.bone"), ep() + QStringLiteral("bone"),
                               QStringLiteral("bone %1 >= bones_num %2").arg(el.bone).arg(numBones), true);
                for (const Mdl7Weight &w : el.weights) {
                    if (w.vertex < 0 || uint32_t(w.vertex) >= g.vertices.size())
                        issues.add(QStringLiteral("deformer.vertex"), ep() + QStringLiteral("weight.vertex"),
                                   QStringLiteral("vertex %1 >= numverts %2").arg(w.vertex).arg(g.vertices.size()), true);
                    else
                        maxWeights = std::max(maxWeights, ++weightsPerVertex[w.vertex]);
                }
            }
        }
        if (g.deformers > 0 && maxWeights != g.maxWeights)
            issues.add(QStringLiteral("group.max_weights"), field(QString(), "group", qint64(gi)) + QStringLiteral(".max_weights"),
                       QStringLiteral("%1, but a vertex has %2 weights").arg(g.maxWeights).arg(maxWeights), false);
    }
    return issues.take();
}

} // namespace ackedit::format
