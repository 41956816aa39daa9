// validate(): index ranges, counts, skin sizes and normal indices, each issue with the byte
// offset of the record it is about. Quirks that real files have are marked non-fatal.
#include "mdl/mdlfile.h"

#include "common/normaltable.h"
#include "common/pixelformat.h"

namespace ackedit::format {

struct MdlFile::Layout
{
    std::vector<qint64> skin;      // start of each skin (its type word)
    qint64 uvs = 0;
    qint64 triangles = 0;
    std::vector<qint64> frame;     // start of each stored frame (its type word)
    std::vector<qint64> poseVerts; // start of each pose's vertex array (flat frame order)
    qint64 tail = 0;
};

void MdlFile::computeLayout(Layout &l) const
{
    const bool quake = isQuakeLayout();
    qint64 at = 84;
    for (const MdlSkin &s : m_skins) {
        l.skin.push_back(at);
        at += m_version == Version::Mdl5 ? 12 : 4;
        if (s.isGroup()) {
            at += 4 + 4 * qint64(s.timeBits.size());
            for (const SharedBytes &img : s.images)
                at += img.size();
        } else {
            at += s.data.size();
        }
    }
    l.uvs = at;
    at += qint64(m_uvs.size()) * (quake ? 12 : 4);
    l.triangles = at;
    at += qint64(m_triangles.size()) * (quake ? 16 : 12);
    for (const MdlFrame &f : m_frames) {
        l.frame.push_back(at);
        const qint64 v = frameIsWord(f) ? 8 : 4;
        at += 4;
        if (f.group)
            at += 4 + 8 + 4 * qint64(f.timeBits.size());
        for (const MdlSimpleFrame &p : f.poses) {
            at += 2 * v + 16;
            l.poseVerts.push_back(at);
            at += v * qint64(p.vertexCount());
        }
    }
    l.tail = at;
}

std::vector<ValidationIssue> MdlFile::validate() const
{
    std::vector<ValidationIssue> issues;
    auto add = [&issues](qint64 at, const QString &field, const QString &problem, bool fatal) {
        issues.push_back({FormatError(at, field, problem), fatal});
    };
    Layout l;
    computeLayout(l);
    const bool quake = isQuakeLayout();
    const QString name = formatName();

    // Header.
    const int expectedVersion = m_version == Version::Idpo ? 6 : 0;
    if (m_header.version != expectedVersion)
        add(4, QStringLiteral("header.version"),
            QStringLiteral("%1 instead of %2").arg(m_header.version).arg(expectedVersion), false);
    const Packing pk = packing();
    if (!pk.scale.allFinite() || !pk.offset.allFinite())
        add(8, QStringLiteral("header.scale"), QStringLiteral("packing scale or offset is not a finite number"), true);
    if (m_frames.empty())
        add(68, QStringLiteral("header.numframes"), QStringLiteral("the model has no frames"), true);
    if (!quake && m_vertexCount > 65535)
        add(60, QStringLiteral("header.numverts"),
            QStringLiteral("%1 vertices cannot all be reached by 16-bit triangle indices").arg(m_vertexCount), false);

    // Skins.
    for (size_t i = 0; i < m_skins.size(); ++i) {
        const MdlSkin &s = m_skins[i];
        const QString field = QStringLiteral("skin[%1]").arg(i);
        if (s.isGroup())
            continue;
        const bool pixels = s.type < 16 && PixelType::isPixelArray(s.type);
        if (pixels && (s.width <= 0 || s.height <= 0))
            add(l.skin[i] + 4, field + QStringLiteral(".width"),
                QStringLiteral("skin of %1x%2 pixels has no image").arg(s.width).arg(s.height), true);
        if (pixels && PixelType::hasMips(s.type) && (s.width % 8 != 0 || s.height % 8 != 0))
            add(l.skin[i] + 4, field + QStringLiteral(".width"),
                QStringLiteral("mipmapped skin size %1x%2 is not a multiple of 8").arg(s.width).arg(s.height), false);
        if ((m_version == Version::Mdl3 || m_version == Version::Mdl4) && !(s.type == 0 || s.type == 2 || s.type == 3))
            add(l.skin[i], field + QStringLiteral(".type"),
                QStringLiteral("type %1 (%2) is not known to be read from %3 files")
                    .arg(s.type).arg(PixelType::name(s.type), name), false);
    }

    // Texture coordinates: int16 in MDL3/4/5 can only be violated by edits.
    if (quake && m_uvs.size() != size_t(m_vertexCount))
        add(l.uvs, QStringLiteral("skinvertices"),
            QStringLiteral("%1 texture coordinates for %2 vertices").arg(m_uvs.size()).arg(m_vertexCount), true);

    // Triangles.
    const qint64 triSize = quake ? 16 : 12;
    for (size_t i = 0; i < m_triangles.size(); ++i) {
        const MdlTriangle &t = m_triangles[i];
        const qint64 at = l.triangles + qint64(i) * triSize;
        const QString field = QStringLiteral("triangle[%1]").arg(i);
        for (int k = 0; k < 3; ++k) {
            if (t.v[k] < 0 || t.v[k] >= m_vertexCount)
                add(at + (quake ? 4 + 4 * k : 2 * k), field + QStringLiteral(".v[%1]").arg(k),
                    QStringLiteral("vertex index %1 out of range (0..%2)").arg(t.v[k]).arg(m_vertexCount - 1), true);
            if (!quake && (t.uv[k] < 0 || t.uv[k] >= int(m_uvs.size())))
                add(at + 6 + 2 * k, field + QStringLiteral(".uv[%1]").arg(k),
                    QStringLiteral("texture coordinate index %1 out of range (0..%2)").arg(t.uv[k]).arg(int(m_uvs.size()) - 1), true);
        }
        if (quake && t.facesFront != 0 && t.facesFront != 1)
            add(at, field + QStringLiteral(".facesfront"), QStringLiteral("value %1 (expected 0 or 1)").arg(t.facesFront), false);
    }

    // Frames.
    size_t flat = 0;
    for (size_t f = 0; f < m_frames.size(); ++f) {
        const MdlFrame &frame = m_frames[f];
        const QString field = QStringLiteral("frame[%1]").arg(f);
        if (!quake) {
            const int expected = m_version == Version::Mdl3 ? 0 : 2;
            if (frame.type != expected)
                add(l.frame[f], field + QStringLiteral(".type"),
                    QStringLiteral("%1-packed frame in a %2 file (real files use type %3)")
                        .arg(frame.type == 2 ? QStringLiteral("word") : QStringLiteral("byte"), name).arg(expected), false);
        }
        for (qsizetype p = 0; p < frame.poses.size(); ++p, ++flat) {
            const MdlSimpleFrame &pose = frame.poses[p];
            const QString pf = frame.group ? field + QStringLiteral(".pose[%1]").arg(p) : field;
            const qint64 vsize = frameIsWord(frame) ? 8 : 4;
            int badNormals = 0;
            qint64 firstBad = -1;
            MdlVertex lo, hi;
            lo.x = lo.y = lo.z = 65535;
            for (size_t i = 0; i < pose.packed().size(); ++i) {
                const MdlVertex &v = pose.packed()[i];
                if (v.normal >= NormalTable::Count && badNormals++ == 0)
                    firstBad = qint64(i);
                lo.x = std::min(lo.x, v.x); lo.y = std::min(lo.y, v.y); lo.z = std::min(lo.z, v.z);
                hi.x = std::max(hi.x, v.x); hi.y = std::max(hi.y, v.y); hi.z = std::max(hi.z, v.z);
            }
            if (badNormals > 0)
                add(l.poseVerts[flat] + firstBad * vsize + (vsize == 8 ? 6 : 3),
                    pf + QStringLiteral(".vertex[%1].normal").arg(firstBad),
                    QStringLiteral("%1 normal indices above 161 (shown as +Z, recomputed on edit)").arg(badNormals), false);
            const bool bboxOk = pose.packed().empty()
                                || (pose.bboxMin.x == lo.x && pose.bboxMin.y == lo.y && pose.bboxMin.z == lo.z
                                    && pose.bboxMax.x == hi.x && pose.bboxMax.y == hi.y && pose.bboxMax.z == hi.z);
            if (!bboxOk)
                add(l.poseVerts[flat] - 16 - 2 * vsize, pf + QStringLiteral(".bboxmin"),
                    QStringLiteral("bounding box does not match the vertices (ignored; recomputed on edit)"), false);
            for (size_t i = 0; i < pose.positions().size(); ++i)
                if (!pose.positions()[i].allFinite()) {
                    add(-1, pf + QStringLiteral(".vertex[%1]").arg(i), QStringLiteral("position is not a finite number"), true);
                    break;
                }
        }
    }
    if (!m_tail.isEmpty())
        add(l.tail, QStringLiteral("trailing"),
            QStringLiteral("%1 bytes after the last frame%2 (kept verbatim)")
                .arg(m_tail.size())
                .arg(m_tail.startsWith("QMEX") ? QStringLiteral(" (QMEX block)") : QString()), false);
    return issues;
}

} // namespace ackedit::format
