// HMP description for the CLI: infoText, toJson and validate.
#include "hmp/hmpfile.h"

#include "common/fixedstring.h"

#include <QJsonArray>

#include <cmath>
#include <cstring>

namespace ackedit::format {

namespace {

QJsonArray vec(const Eigen::Vector3f &v) { return {double(v.x()), double(v.y()), double(v.z())}; }

std::pair<float, float> range(const std::vector<float> &h)
{
    float lo = 0.f, hi = 0.f;
    bool first = true;
    for (float z : h) {
        if (!std::isfinite(z))
            continue;
        lo = first ? z : std::min(lo, z);
        hi = first ? z : std::max(hi, z);
        first = false;
    }
    return {lo, hi};
}

QJsonObject materialJson(const QByteArray &raw)
{
    QJsonObject m;
    if (raw.size() < HmpSkin::MaterialSize)
        return m;
    float v[17];
    std::memcpy(v, raw.constData(), sizeof v);
    const char *names[4] = {"diffuse", "ambient", "specular", "emissive"};
    for (int c = 0; c < 4; ++c)
        m.insert(QLatin1String(names[c]),
                 QJsonArray{double(v[4 * c]), double(v[4 * c + 1]), double(v[4 * c + 2]), double(v[4 * c + 3])});
    m.insert(QLatin1String("power"), double(v[16]));
    return m;
}

qint64 skinBytes(const HmpSkin &s, bool hmp4)
{
    qint64 n = hmp4 ? 4 : 12;
    n += s.data.size();
    if (!hmp4 && s.hasMaterial())
        n += HmpSkin::MaterialSize;
    if (!hmp4 && s.hasEffect())
        n += 4 + s.effect.size();
    return n;
}

} // namespace

QString HmpFile::infoText() const
{
    QString t;
    const auto [lo, hi] = [this] {
        float l = 0.f, h = 0.f;
        bool first = true;
        for (int f = 0; f < frameCount(); ++f) {
            const auto [fl, fh] = range(heights(f));
            l = first ? fl : std::min(l, fl);
            h = first ? fh : std::max(h, fh);
            first = false;
        }
        return std::pair<float, float>(l, h);
    }();
    t += QStringLiteral("Format: %1 (version %2%3)\n")
             .arg(formatName())
             .arg(m_header.version)
             .arg(m_isMesh ? QStringLiteral(", MDL3-like mesh") : QStringLiteral(", height grid"));
    t += QStringLiteral("Grid: %1 x %2 vertices (%3)\n").arg(m_columns).arg(m_rows).arg(m_header.numVerts);
    t += QStringLiteral("Cell size: %1 x %2\n").arg(double(m_header.triSizeX)).arg(double(m_header.triSizeY));
    if (!m_isMesh && !m_frames.empty()) {
        const Eigen::Vector3f nw = vertexPosition(0, 0), se = vertexPosition(0, m_header.numVerts - 1);
        t += QStringLiteral("Extent: x %1 .. %2, y %3 .. %4\n")
                 .arg(double(nw.x())).arg(double(se.x())).arg(double(se.y())).arg(double(nw.y()));
    }
    if (m_isMesh)
        t += QStringLiteral("Triangles: %1, skin vertices: %2\n").arg(m_triangles.size()).arg(m_skinVerts.size());
    t += QStringLiteral("Height range: %1 .. %2 (step %3)\n")
             .arg(double(lo)).arg(double(hi)).arg(double(quantizationStep().z()));
    t += QStringLiteral("Frames: %1\n").arg(m_frames.size());
    const QStringList names = frameNames();
    for (int i = 0; i < names.size(); ++i)
        t += QStringLiteral("  %1: \"%2\"\n").arg(i).arg(names[i]);
    t += QStringLiteral("Skins: %1\n").arg(m_skins.size());
    for (size_t i = 0; i < m_skins.size(); ++i)
        t += QStringLiteral("  %1: %2\n").arg(i).arg(m_skins[i].description());
    if (!m_trailing.isEmpty())
        t += QStringLiteral("Trailing bytes: %1\n").arg(m_trailing.size());
    return t;
}

QJsonObject HmpFile::toJson(bool full) const
{
    const HmpHeader &h = m_header;
    QJsonObject o;
    o.insert(QLatin1String("format"), formatName());
    QJsonObject hj;
    hj.insert(QLatin1String("version"), h.version);
    hj.insert(QLatin1String("scale"), vec(h.scale));
    hj.insert(QLatin1String("offset"), vec(h.offset));
    hj.insert(QLatin1String("boundingradius"), double(h.boundingRadius));
    hj.insert(QLatin1String("trisize_x"), double(h.triSizeX));
    hj.insert(QLatin1String("trisize_y"), double(h.triSizeY));
    hj.insert(QLatin1String("numverts_x"), double(h.numVertsX));
    hj.insert(QLatin1String("numskins"), int(m_skins.size()));
    hj.insert(QLatin1String("skinwidth"), h.skinWidth);
    hj.insert(QLatin1String("skinheight"), h.skinHeight);
    hj.insert(QLatin1String("numverts"), h.numVerts);
    hj.insert(QLatin1String("numtris"), m_isMesh ? int(m_triangles.size()) : h.numTris);
    hj.insert(QLatin1String("numframes"), int(m_frames.size()));
    hj.insert(QLatin1String("numskinverts"), m_isMesh ? int(m_skinVerts.size()) : h.numSkinVerts);
    hj.insert(QLatin1String("flags"), h.flags);
    hj.insert(QLatin1String("unused"), h.unused);
    o.insert(QLatin1String("header"), hj);
    o.insert(QLatin1String("columns"), m_columns);
    o.insert(QLatin1String("rows"), m_rows);
    o.insert(QLatin1String("mesh"), m_isMesh);

    QJsonArray skins;
    for (const HmpSkin &s : m_skins) {
        QJsonObject sj;
        sj.insert(QLatin1String("type"), s.type);
        sj.insert(QLatin1String("kind"), PixelType::name(s.imageKind()));
        sj.insert(QLatin1String("width"), s.width);
        sj.insert(QLatin1String("height"), s.height);
        sj.insert(QLatin1String("bytes"), int(s.data.size()));
        if (s.isExternal())
            sj.insert(QLatin1String("filename"), s.externalName());
        if (s.hasMaterial())
            sj.insert(QLatin1String("material"), materialJson(s.material));
        if (s.hasEffect())
            sj.insert(QLatin1String("effect"), s.effectText());
        if (full)
            sj.insert(QLatin1String("data"), QString::fromLatin1(s.data.toBase64()));
        skins.append(sj);
    }
    o.insert(QLatin1String("skins"), skins);

    if (m_isMesh && full) {
        QJsonArray uvs, tris;
        for (const HmpSkinVertex &uv : m_skinVerts)
            uvs.append(QJsonArray{uv.u, uv.v});
        for (const HmpTriangle &t : m_triangles)
            tris.append(QJsonArray{t.v[0], t.v[1], t.v[2], t.uv[0], t.uv[1], t.uv[2]});
        o.insert(QLatin1String("skinvertices"), uvs);
        o.insert(QLatin1String("triangles"), tris);
    }

    QJsonArray frames;
    for (size_t f = 0; f < m_frames.size(); ++f) {
        const HmpFrame &fr = m_frames[f];
        const std::vector<float> h = heights(int(f));
        QJsonObject fj;
        fj.insert(QLatin1String("name"), latin1Text(fr.name));
        fj.insert(QLatin1String("type"), fr.type);
        fj.insert(QLatin1String("bboxmin"), QString::fromLatin1(fr.bboxMin.toHex()));
        fj.insert(QLatin1String("bboxmax"), QString::fromLatin1(fr.bboxMax.toHex()));
        const auto [lo, hi] = range(h);
        fj.insert(QLatin1String("heightrange"), QJsonArray{double(lo), double(hi)});
        if (full) {
            const HmpFrame d = decodedFrame(f);
            QJsonArray heights, packed, normals;
            for (size_t i = 0; i < d.z.size(); ++i) {
                heights.append(double(h[i]));
                packed.append(d.z[i]);
                if (formatName() == QLatin1String("HMP7"))
                    normals.append(QJsonArray{int(int8_t(d.n0[i])), int(int8_t(d.n1[i]))});
                else
                    normals.append(d.n0[i]);
            }
            fj.insert(QLatin1String("heights"), heights);
            fj.insert(QLatin1String("packed"), packed);
            fj.insert(QLatin1String("normals"), normals);
            if (!d.x.empty()) {
                QJsonArray xy;
                for (size_t i = 0; i < d.x.size(); ++i)
                    xy.append(QJsonArray{d.x[i], d.y[i]});
                fj.insert(QLatin1String("packedxy"), xy);
            }
        }
        frames.append(fj);
    }
    o.insert(QLatin1String("frames"), frames);
    o.insert(QLatin1String("trailingbytes"), int(m_trailing.size()));
    return o;
}

std::vector<ValidationIssue> HmpFile::validate() const
{
    std::vector<ValidationIssue> issues;
    const auto add = [&](qint64 at, const QString &field, const QString &problem, bool fatal) {
        issues.push_back({FormatError(at, field, problem), fatal});
    };
    const HmpHeader &h = m_header;
    const bool hmp4 = h.ident == "HMP4", hmp7 = h.ident == "HMP7";
    if (h.ident == "HMP5" && h.version != 2)
        add(4, QStringLiteral("header.version"), QStringLiteral("HMP5 files have version 2, not %1").arg(h.version), false);
    if (hmp7 && h.version != 0)
        add(4, QStringLiteral("header.version"), QStringLiteral("HMP7 files have version 0, not %1").arg(h.version), false);
    if (!h.scale.allFinite() || !h.offset.allFinite())
        add(8, QStringLiteral("header.scale"), QStringLiteral("scale or offset is not finite"), true);
    if (!(std::isfinite(h.triSizeX) && std::isfinite(h.triSizeY) && h.triSizeX > 0.f && h.triSizeY > 0.f))
        add(36, QStringLiteral("header.trisize_x"), QStringLiteral("cell size %1 x %2 is not positive")
                .arg(double(h.triSizeX)).arg(double(h.triSizeY)), true);
    if (!m_isMesh && (m_columns < 2 || m_rows < 2))
        add(44, QStringLiteral("header.numverts_x"), QStringLiteral("grid %1 x %2 has no cells").arg(m_columns).arg(m_rows), true);
    if (m_isMesh && qint64(m_columns) * m_rows != h.numVerts)
        add(60, QStringLiteral("header.numverts"), QStringLiteral("%1 vertices is not numverts_x %2 times a row count")
                .arg(h.numVerts).arg(m_columns), false);
    if (!m_isMesh) {
        const double sx = double(m_columns - 1) * h.triSizeX / 65535.0, sy = double(m_rows - 1) * h.triSizeY / 65535.0;
        if (std::abs(h.scale.x() - sx) > 1e-4 * std::abs(sx) + 1e-12 || std::abs(h.scale.y() - sy) > 1e-4 * std::abs(sy) + 1e-12)
            add(8, QStringLiteral("header.scale"), QStringLiteral("scale x/y differ from (numverts - 1) * trisize / 65535"), false);
        if (h.numTris != 0 || h.numSkinVerts != 0)
            add(64, QStringLiteral("header.numtris"), QStringLiteral("numtris %1 / numskinverts %2 are ignored by grids")
                    .arg(h.numTris).arg(h.numSkinVerts), false);
    }
    if (!hmp4 && (h.skinWidth != 0 || h.skinHeight != 0))
        add(52, QStringLiteral("header.skinwidth"), QStringLiteral("skin size in the header is unused here"), false);
    if (h.flags != 0 || h.unused != 0)
        add(76, QStringLiteral("header.flags"), QStringLiteral("flags %1 / unused %2 are not 0").arg(h.flags).arg(h.unused), false);

    qint64 at = 84;
    for (size_t i = 0; i < m_skins.size(); ++i) {
        const HmpSkin &s = m_skins[i];
        const QString field = QStringLiteral("skin[%1]").arg(i);
        if (s.isPixelArray() && PixelType::hasMips(s.imageKind()) && (s.width % 8 != 0 || s.height % 8 != 0))
            add(at, field + QStringLiteral(".width"), QStringLiteral("mipmapped skin %1 x %2 is not a multiple of 8")
                    .arg(s.width).arg(s.height), true);
        if (s.isPixelArray() && PixelType::base(s.imageKind()) == PixelType::Palette8)
            add(at, field + QStringLiteral(".type"), QStringLiteral("8-bit skin needs the level's palette"), false);
        if (s.isDds() && !s.data.startsWith("DDS "))
            add(at, field + QStringLiteral(".dds"), QStringLiteral("embedded data does not start with \"DDS \""), true);
        if (s.isExternal() && (s.data.isEmpty() || !s.data.endsWith('\0') || cString(s.data).isEmpty()))
            add(at, field + QStringLiteral(".filename"), QStringLiteral("external name is empty or not NUL-terminated"), false);
        if (s.isReference() && (s.width < 0 || size_t(s.width) >= m_skins.size() || size_t(s.width) == i))
            add(at, field + QStringLiteral(".width"), QStringLiteral("reference to skin %1 is invalid").arg(s.width), true);
        at += skinBytes(s, hmp4);
    }
    if (m_isMesh) {
        at += qint64(m_skinVerts.size()) * 4;
        for (size_t i = 0; i < m_triangles.size(); ++i) {
            const HmpTriangle &t = m_triangles[i];
            for (int k = 0; k < 3; ++k) {
                if (t.v[size_t(k)] >= size_t(h.numVerts))
                    add(at + qint64(i) * 12 + 2 * k, QStringLiteral("triangle[%1].v[%2]").arg(i).arg(k),
                        QStringLiteral("vertex %1 of %2").arg(t.v[size_t(k)]).arg(h.numVerts), true);
                if (t.uv[size_t(k)] >= m_skinVerts.size())
                    add(at + qint64(i) * 12 + 6 + 2 * k, QStringLiteral("triangle[%1].uv[%2]").arg(i).arg(k),
                        QStringLiteral("skin vertex %1 of %2").arg(t.uv[size_t(k)]).arg(m_skinVerts.size()), true);
            }
        }
        at += qint64(m_triangles.size()) * 12;
    }

    const qint64 vs = vertexRecordSize();
    const qint64 headerSize = m_isMesh ? 28 : 36;
    const qint64 frameSize = headerSize + qint64(h.numVerts) * vs;
    for (size_t f = 0; f < m_frames.size(); ++f) {
        const HmpFrame fr = decodedFrame(f);
        const std::vector<float> heightsF = heights(int(f));
        const qint64 base = at + qint64(f) * frameSize;
        if (!m_isMesh && fr.type != 2)
            add(base, QStringLiteral("frame[%1].type").arg(f), QStringLiteral("frame type %1 (2 expected)").arg(fr.type), false);
        int badNormals = 0, firstBad = -1, badGrid = 0, firstGrid = -1, nonFinite = 0;
        for (size_t i = 0; i < fr.z.size(); ++i) {
            if (!hmp7 && fr.n0[i] >= 162 && badNormals++ == 0)
                firstBad = int(i);
            if (!std::isfinite(heightsF[i]))
                ++nonFinite;
            if (hmp4 && !m_isMesh) {
                const int c = int(i) % m_columns, r = int(i) / m_columns;
                const long ex = m_columns > 1 ? std::lround(c * 65535.0 / (m_columns - 1)) : 0;
                const long ey = m_rows > 1 ? std::lround((m_rows - 1 - r) * 65535.0 / (m_rows - 1)) : 0;
                if ((fr.x[i] != ex || fr.y[i] != ey) && badGrid++ == 0)
                    firstGrid = int(i);
            }
        }
        if (badNormals > 0)
            add(base + headerSize + firstBad * vs + (m_isMesh ? 3 : (hmp4 ? 6 : 2)),
                QStringLiteral("frame[%1].vertex[%2].normal").arg(f).arg(firstBad),
                QStringLiteral("%1 normal indices are outside the 162-entry table").arg(badNormals), false);
        if (badGrid > 0)
            add(base + headerSize + firstGrid * vs, QStringLiteral("frame[%1].vertex[%2].x").arg(f).arg(firstGrid),
                QStringLiteral("%1 packed x/y values are not on the grid (the engine uses the grid)").arg(badGrid), false);
        if (nonFinite > 0)
            add(base, QStringLiteral("frame[%1].vertices").arg(f), QStringLiteral("%1 heights are not finite").arg(nonFinite), true);
    }
    if (!m_trailing.isEmpty())
        add(at + qint64(m_frames.size()) * frameSize, QStringLiteral("trailing"),
            QStringLiteral("%1 bytes after the last frame (kept)").arg(m_trailing.size()), false);
    return issues;
}

} // namespace ackedit::format
