// infoText() for `ackedit-cli info` and toJson() for `ackedit-cli dump`.
#include "mdl/mdlfile.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"

#include <QJsonArray>

#include <bit>

namespace ackedit::format {

namespace {

QString skinTypeName(const MdlSkin &s, bool quake)
{
    if (quake && s.isGroup())
        return QStringLiteral("8-bit skin group");
    if (s.type < 0 || s.type >= 16)
        return QStringLiteral("type %1").arg(s.type);
    return PixelType::name(s.type);
}

QString num(float v) { return QString::number(double(v), 'g', 7); }

QString vec(const Eigen::Vector3f &v) { return QStringLiteral("(%1, %2, %3)").arg(num(v.x()), num(v.y()), num(v.z())); }

QJsonArray jvec(const Eigen::Vector3f &v) { return {double(v.x()), double(v.y()), double(v.z())}; }

QJsonArray jvertex(const MdlVertex &v) { return {v.x, v.y, v.z, v.normal}; }

QJsonArray jtimes(const std::vector<uint32_t> &bits)
{
    QJsonArray a;
    for (uint32_t b : bits)
        a.append(double(std::bit_cast<float>(b)));
    return a;
}

QString versionText(MdlFile::Version v)
{
    switch (v) {
    case MdlFile::Version::Mdl2: return QStringLiteral("3D GameStudio A3/A4 model (Quake layout)");
    case MdlFile::Version::Mdl3: return QStringLiteral("3D GameStudio A4 model");
    case MdlFile::Version::Mdl4: return QStringLiteral("3D GameStudio A5 model (before 5.230)");
    case MdlFile::Version::Mdl5: return QStringLiteral("3D GameStudio A5+ model");
    case MdlFile::Version::Idpo: return QStringLiteral("Quake 1 model, version 6");
    }
    return {};
}

} // namespace

QString MdlFile::infoText() const
{
    const bool quake = isQuakeLayout();
    QString t;
    t += QStringLiteral("format: %1 (%2)\n").arg(formatName(), versionText(m_version));
    t += QStringLiteral("version field: %1\n").arg(m_header.version);
    if (m_version != Version::Mdl5)
        t += QStringLiteral("skin size: %1x%2\n").arg(m_header.skinWidth).arg(m_header.skinHeight);
    t += QStringLiteral("skins: %1\n").arg(m_skins.size());
    for (size_t i = 0; i < m_skins.size(); ++i) {
        const MdlSkin &s = m_skins[i];
        t += QStringLiteral("  skin %1: %2 %3x%4").arg(i).arg(skinTypeName(s, quake)).arg(s.width).arg(s.height);
        if (s.isGroup())
            t += QStringLiteral(", %1 images").arg(s.images.size());
        else
            t += QStringLiteral(", %1 bytes").arg(s.data.size());
        t += QLatin1Char('\n');
    }
    t += QStringLiteral("texture coordinates: %1\n").arg(m_uvs.size());
    t += QStringLiteral("vertices: %1\n").arg(m_vertexCount);
    t += QStringLiteral("triangles: %1 (clockwise seen from outside; normals %2)\n")
             .arg(m_triangles.size())
             .arg(m_outwardNormals ? QStringLiteral("outward, Quake-made") : QStringLiteral("inward, Gamestudio"));
    int groups = 0;
    for (const MdlFrame &f : m_frames)
        groups += f.group;
    t += QStringLiteral("frames: %1").arg(frameCount());
    if (groups)
        t += QStringLiteral(" (%1 stored frames, %2 frame groups)").arg(m_frames.size()).arg(groups);
    t += QLatin1Char('\n');
    for (int i = 0; i < frameCount(); ++i) {
        const auto [f, p] = framePose(i);
        const MdlFrame &frame = m_frames[size_t(f)];
        t += QStringLiteral("  frame %1: \"%2\" (%3")
                 .arg(i)
                 .arg(latin1Text(frame.poses[size_t(p)].name))
                 .arg(frameIsWord(frame) ? QStringLiteral("word-packed") : QStringLiteral("byte-packed"));
        if (frame.group)
            t += QStringLiteral(", group %1 pose %2").arg(f).arg(p);
        t += QStringLiteral(")\n");
    }
    const Packing pk = packing();
    t += QStringLiteral("packing: scale %1 offset %2\n").arg(vec(pk.scale), vec(pk.offset));
    t += QStringLiteral("bounding radius: %1\n").arg(num(std::bit_cast<float>(m_header.radius)));
    if (!m_tail.isEmpty())
        t += QStringLiteral("trailing data: %1 bytes%2\n")
                 .arg(m_tail.size())
                 .arg(m_tail.startsWith("QMEX") ? QStringLiteral(" (QMEX block)") : QString());
    return t;
}

QJsonObject MdlFile::toJson(bool full) const
{
    const bool quake = isQuakeLayout();
    const MdlHeader &h = m_header;
    QJsonObject o;
    o[QStringLiteral("format")] = formatName();

    QJsonObject hj;
    hj[QStringLiteral("version")] = h.version;
    const Packing pk = packing();
    hj[QStringLiteral("scale")] = jvec(pk.scale);
    hj[QStringLiteral("offset")] = jvec(pk.offset);
    hj[QStringLiteral("boundingRadius")] = double(std::bit_cast<float>(h.radius));
    hj[QStringLiteral("eyePosition")] = QJsonArray{double(std::bit_cast<float>(h.eye[0])),
                                                  double(std::bit_cast<float>(h.eye[1])),
                                                  double(std::bit_cast<float>(h.eye[2]))};
    hj[QStringLiteral("numSkins")] = h.numSkins;
    hj[QStringLiteral("skinWidth")] = h.skinWidth;
    hj[QStringLiteral("skinHeight")] = h.skinHeight;
    hj[QStringLiteral("numVerts")] = h.numVerts;
    hj[QStringLiteral("numTris")] = h.numTris;
    hj[QStringLiteral("numFrames")] = h.numFrames;
    hj[quake ? QStringLiteral("syncType") : QStringLiteral("numSkinVerts")] = h.numSkinVerts;
    hj[QStringLiteral("flags")] = h.flags;
    if (quake)
        hj[QStringLiteral("size")] = double(std::bit_cast<float>(h.last));
    else
        hj[QStringLiteral("numBones")] = double(h.last);
    o[QStringLiteral("header")] = hj;

    QJsonArray skins;
    for (const MdlSkin &s : m_skins) {
        QJsonObject sj;
        sj[QStringLiteral("type")] = s.type;
        sj[QStringLiteral("typeName")] = skinTypeName(s, quake);
        sj[QStringLiteral("width")] = s.width;
        sj[QStringLiteral("height")] = s.height;
        if (s.isGroup()) {
            sj[QStringLiteral("images")] = int(s.images.size());
            sj[QStringLiteral("times")] = jtimes(s.timeBits);
        } else {
            sj[QStringLiteral("bytes")] = int(s.data.size());
            if (full)
                sj[QStringLiteral("data")] = QString::fromLatin1(s.data.toByteArray().toBase64());
        }
        skins.append(sj);
    }
    o[QStringLiteral("skins")] = skins;

    o[QStringLiteral("skinVertexCount")] = int(m_uvs.size());
    o[QStringLiteral("triangleCount")] = int(m_triangles.size());
    o[QStringLiteral("vertexCount")] = m_vertexCount;
    o[QStringLiteral("storedNormals")] = m_outwardNormals ? QStringLiteral("outward") : QStringLiteral("inward");
    if (full) {
        QJsonArray uvs;
        for (const MdlSkinVertex &uv : m_uvs)
            uvs.append(quake ? QJsonArray{uv.onSeam, uv.s, uv.t} : QJsonArray{uv.s, uv.t});
        o[QStringLiteral("skinVertices")] = uvs;
        QJsonArray tris;
        for (const MdlTriangle &t : m_triangles) {
            QJsonObject tj;
            tj[QStringLiteral("v")] = QJsonArray{t.v[0], t.v[1], t.v[2]};
            if (quake)
                tj[QStringLiteral("facesFront")] = t.facesFront;
            else
                tj[QStringLiteral("uv")] = QJsonArray{t.uv[0], t.uv[1], t.uv[2]};
            tris.append(tj);
        }
        o[QStringLiteral("triangles")] = tris;
    }

    QJsonArray frames;
    for (const MdlFrame &f : m_frames) {
        QJsonObject fj;
        fj[QStringLiteral("type")] = f.type;
        fj[QStringLiteral("packing")] = frameIsWord(f) ? QStringLiteral("word") : QStringLiteral("byte");
        auto pose = [&](const MdlSimpleFrame &p) {
            QJsonObject pj;
            pj[QStringLiteral("name")] = latin1Text(p.name);
            pj[QStringLiteral("bboxMin")] = jvertex(p.bboxMin);
            pj[QStringLiteral("bboxMax")] = jvertex(p.bboxMax);
            if (full) {
                QJsonArray verts;
                for (const MdlVertex &v : p.packed())
                    verts.append(jvertex(v));
                pj[QStringLiteral("vertices")] = verts;
            }
            return pj;
        };
        if (f.group) {
            fj[QStringLiteral("bboxMin")] = jvertex(f.groupMin);
            fj[QStringLiteral("bboxMax")] = jvertex(f.groupMax);
            fj[QStringLiteral("times")] = jtimes(f.timeBits);
            QJsonArray poses;
            for (const MdlSimpleFrame &p : f.poses)
                poses.append(pose(p));
            fj[QStringLiteral("poses")] = poses;
        } else if (!f.poses.empty()) {
            const QJsonObject pj = pose(f.poses.front());
            for (auto it = pj.begin(); it != pj.end(); ++it)
                fj[it.key()] = it.value();
        }
        frames.append(fj);
    }
    o[QStringLiteral("frames")] = frames;
    o[QStringLiteral("trailingBytes")] = int(m_tail.size());
    if (full && !m_tail.isEmpty())
        o[QStringLiteral("trailing")] = QString::fromLatin1(m_tail.toBase64());
    return o;
}

} // namespace ackedit::format
