// MDL7 as text (`ackedit-cli info`) and JSON (`ackedit-cli dump`).
#include "common/fixedstring.h"
#include "common/pixelformat.h"
#include "mdl7/mdl7file.h"
#include "mdl7/mdl7layout.h"

#include <QJsonArray>

namespace ackedit::format {

namespace {

QString text(const QByteArray &raw) { return latin1Text(raw); }

QJsonArray vec(const Eigen::Vector3f &v) { return QJsonArray{v.x(), v.y(), v.z()}; }
QJsonArray vec(const Eigen::Vector4f &v) { return QJsonArray{v.x(), v.y(), v.z(), v.w()}; }

QString hexType(int type) { return QStringLiteral("0x%1").arg(type, 2, 16, QLatin1Char('0')); }

// "RGB888+mip+material", "external+effect", "material only"...
QString skinKind(const Mdl7Skin &s)
{
    QString kind = PixelType::name(s.type & 0x0F);
    if (PixelType::isPixelArray(s.type) && (s.width == 0 || s.height == 0))
        kind = QStringLiteral("no image");
    if (s.hasMaterial())
        kind += QStringLiteral("+material");
    if (s.hasEffect())
        kind += QStringLiteral("+effect");
    return kind;
}

QJsonObject vertexJson(const Mdl7Vertex &v, bool packed, const char *indexName)
{
    QJsonObject o{{QStringLiteral("position"), vec(v.position)},
                  {QLatin1String(indexName), qint64(v.index)},
                  {QStringLiteral("normal"), vec(v.normal)}};
    if (packed)
        o.insert(QStringLiteral("normalIndex"), v.normalIndex);
    return o;
}

QJsonArray u32s(const std::array<uint32_t, 3> &a) { return QJsonArray{qint64(a[0]), qint64(a[1]), qint64(a[2])}; }

} // namespace

QJsonObject Mdl7File::toJson(bool full) const
{
    const Mdl7RecordSizes &s = m_sizes;
    QJsonObject root;
    root.insert(QStringLiteral("format"), formatName());
    root.insert(QStringLiteral("version"), m_version);
    root.insert(QStringLiteral("recordSizes"),
                QJsonObject{{QStringLiteral("bone"), s.bone}, {QStringLiteral("skin"), s.skin},
                            {QStringLiteral("colorValue"), s.colorValue}, {QStringLiteral("material"), s.material},
                            {QStringLiteral("skinPoint"), s.skinPoint}, {QStringLiteral("triangle"), s.triangle},
                            {QStringLiteral("mainVertex"), s.mainVertex}, {QStringLiteral("frameVertex"), s.frameVertex},
                            {QStringLiteral("boneTransform"), s.boneTransform}, {QStringLiteral("frame"), s.frame}});
    root.insert(QStringLiteral("mdl7dataSize"), modelDataSize());
    root.insert(QStringLiteral("entityLumpSize"), m_entityLump.size());
    root.insert(QStringLiteral("medLumpSize"), m_medLump.size());
    root.insert(QStringLiteral("groupSizeConvention"), m_groupSizeConvention == GroupSizeConvention::Full
                                                           ? QStringLiteral("full")
                                                           : QStringLiteral("excluding pixels"));

    QJsonArray bones;
    for (const Mdl7Bone &b : m_bones)
        bones.append(QJsonObject{{QStringLiteral("name"), text(b.name)},
                                 {QStringLiteral("parent"), b.parent == 0xFFFF ? -1 : int(b.parent)},
                                 {QStringLiteral("position"), vec(b.position)}});
    root.insert(QStringLiteral("bones"), bones);

    const bool packedMain = mdl7layout::vertexLayout(s.mainVertex) == mdl7layout::Vertex::Packed16;
    const bool packedFrame = mdl7layout::vertexLayout(s.frameVertex) == mdl7layout::Vertex::Packed16;
    QJsonArray groups;
    int globalSkin = 0;
    for (const Mdl7Group &g : m_groups) {
        QJsonObject go{{QStringLiteral("name"), text(g.name)},
                       {QStringLiteral("type"), g.type},
                       {QStringLiteral("deformers"), g.deformers},
                       {QStringLiteral("maxWeights"), g.maxWeights},
                       {QStringLiteral("groupdataSize"), g.dataSize},
                       {QStringLiteral("skinPointCount"), qint64(g.skinPoints.size())},
                       {QStringLiteral("triangleCount"), qint64(g.triangles.size())},
                       {QStringLiteral("vertexCount"), qint64(g.vertices.size())}};
        QJsonArray skins;
        for (const Mdl7Skin &sk : g.skins) {
            QJsonObject so{{QStringLiteral("index"), globalSkin++},
                           {QStringLiteral("type"), hexType(sk.type)},
                           {QStringLiteral("kind"), skinKind(sk)},
                           {QStringLiteral("width"), sk.width},
                           {QStringLiteral("height"), sk.height},
                           {QStringLiteral("name"), text(sk.name)},
                           {QStringLiteral("dataSize"), sk.image.size()}};
            if (PixelType::base(sk.type) == PixelType::External)
                so.insert(QStringLiteral("file"), QString::fromLatin1(externalFileName(sk)));
            if (PixelType::base(sk.type) == PixelType::Reference)
                so.insert(QStringLiteral("reference"), sk.width);
            if (sk.hasMaterial()) {
                const Mdl7Material m = decodeMaterial(sk.material, s.colorValue);
                if (m.valid)
                    so.insert(QStringLiteral("material"),
                              QJsonObject{{QStringLiteral("diffuse"), vec(m.colors[0])},
                                          {QStringLiteral("ambient"), vec(m.colors[1])},
                                          {QStringLiteral("specular"), vec(m.colors[2])},
                                          {QStringLiteral("emissive"), vec(m.colors[3])},
                                          {QStringLiteral("power"), m.power}});
            }
            if (sk.hasEffect())
                so.insert(QStringLiteral("effect"), text(sk.effect));
            if (full && PixelType::isPixelArray(sk.type))
                so.insert(QStringLiteral("pixels"), QString::fromLatin1(sk.image.toByteArray().toBase64()));
            skins.append(so);
        }
        go.insert(QStringLiteral("skins"), skins);

        if (full) {
            QJsonArray uvs, tris, verts;
            for (const Mdl7SkinPoint &p : g.skinPoints)
                uvs.append(QJsonArray{p.uv.x(), p.uv.y()});
            for (const Mdl7Triangle &t : g.triangles)
                tris.append(QJsonObject{{QStringLiteral("v"), u32s(t.v)},
                                        {QStringLiteral("st"), u32s(t.st)},
                                        {QStringLiteral("material"), qint64(t.material)},
                                        {QStringLiteral("st2"), u32s(t.st2)},
                                        {QStringLiteral("material2"), qint64(t.material2)}});
            for (const Mdl7Vertex &v : g.vertices)
                verts.append(vertexJson(v, packedMain, "bone"));
            go.insert(QStringLiteral("skinPoints"), uvs);
            go.insert(QStringLiteral("triangles"), tris);
            go.insert(QStringLiteral("vertices"), verts);
        }

        QJsonArray frames;
        for (const Mdl7Frame &f : g.frames) {
            QJsonObject fo{{QStringLiteral("name"), text(f.name)},
                           {QStringLiteral("vertexCount"), qint64(f.vertexCount())},
                           {QStringLiteral("transformCount"), qint64(f.transformCount())}};
            if (full) {
                QJsonArray fv, tr;
                for (const Mdl7Vertex &v : f.vertices())
                    fv.append(vertexJson(v, packedFrame, "target"));
                for (const Mdl7BoneTransform &t : f.transforms()) {
                    QJsonArray m;
                    for (float x : t.m)
                        m.append(x);
                    tr.append(QJsonObject{{QStringLiteral("bone"), t.bone}, {QStringLiteral("matrix"), m}});
                }
                fo.insert(QStringLiteral("vertices"), fv);
                fo.insert(QStringLiteral("transforms"), tr);
            }
            frames.append(fo);
        }
        go.insert(QStringLiteral("frames"), frames);
        groups.append(go);
    }
    root.insert(QStringLiteral("groups"), groups);

    QJsonArray deformers;
    for (const Mdl7Deformer &d : m_deformers) {
        QJsonObject dobj{{QStringLiteral("group"), d.group},
                         {QStringLiteral("type"), d.type},
                         {QStringLiteral("elementCount"), d.type == 0 ? qint64(d.elements.size()) : d.elementCount}};
        QJsonArray elements;
        for (const Mdl7DeformerElement &e : d.elements) {
            QJsonObject eo{{QStringLiteral("bone"), e.bone},
                           {QStringLiteral("name"), text(e.boneName)},
                           {QStringLiteral("weightCount"), qint64(e.weights.size())}};
            if (full) {
                QJsonArray ws;
                for (const Mdl7Weight &w : e.weights)
                    ws.append(QJsonArray{w.vertex, w.weight});
                eo.insert(QStringLiteral("weights"), ws);
            }
            elements.append(eo);
        }
        dobj.insert(QStringLiteral("elements"), elements);
        deformers.append(dobj);
    }
    root.insert(QStringLiteral("deformers"), deformers);
    return root;
}

QString Mdl7File::infoText() const
{
    const Mdl7RecordSizes &s = m_sizes;
    QString out;
    auto line = [&out](const QString &l) { out += l + QLatin1Char('\n'); };
    line(QStringLiteral("Format: MDL7 (version %1)").arg(m_version));
    line(QStringLiteral("Record sizes: bone %1, skin %2, colour %3, material %4, skin point %5, triangle %6, "
                        "main vertex %7, frame vertex %8, bone transform %9, frame %10")
             .arg(s.bone).arg(s.skin).arg(s.colorValue).arg(s.material).arg(s.skinPoint).arg(s.triangle)
             .arg(s.mainVertex).arg(s.frameVertex).arg(s.boneTransform).arg(s.frame));

    qint64 verts = 0, tris = 0;
    line(QStringLiteral("Groups: %1").arg(m_groups.size()));
    for (size_t i = 0; i < m_groups.size(); ++i) {
        const Mdl7Group &g = m_groups[i];
        verts += qint64(g.vertices.size());
        tris += qint64(g.triangles.size());
        line(QStringLiteral("  group %1 \"%2\": %3 vertices, %4 triangles, %5 skin points, %6 skins, %7 frames, "
                            "%8 deformers, groupdata_size %9")
                 .arg(i).arg(text(g.name)).arg(g.vertices.size()).arg(g.triangles.size())
                 .arg(g.skinPoints.size()).arg(g.skins.size()).arg(g.frames.size()).arg(g.deformers)
                 .arg(g.dataSize));
    }

    line(QStringLiteral("Skins: %1").arg(skinCount()));
    int index = 0;
    for (size_t gi = 0; gi < m_groups.size(); ++gi) {
        for (const Mdl7Skin &sk : m_groups[gi].skins) {
            QString l = QStringLiteral("  skin %1 (group %2): type %3 %4").arg(index++).arg(gi)
                            .arg(hexType(sk.type), skinKind(sk));
            const int base = PixelType::base(sk.type);
            if (PixelType::isPixelArray(base) && sk.width > 0 && sk.height > 0)
                l += QStringLiteral(" %1x%2").arg(sk.width).arg(sk.height);
            else if (base == PixelType::Dds)
                l += QStringLiteral(" %1 bytes").arg(sk.image.size());
            else if (base == PixelType::Reference)
                l += QStringLiteral(" -> skin %1").arg(sk.width);
            l += QStringLiteral(" \"%1\"").arg(text(sk.name));
            if (base == PixelType::External)
                l += QStringLiteral(" file \"%1\"").arg(QString::fromLatin1(externalFileName(sk)));
            if (sk.hasEffect())
                l += QStringLiteral(" effect \"%1\"").arg(text(sk.effect).left(40).simplified());
            line(l);
        }
    }
    line(QStringLiteral("Vertices: %1").arg(verts));
    line(QStringLiteral("Triangles: %1").arg(tris));

    const QStringList names = frameNames();
    QStringList quoted;
    for (const QString &n : names)
        quoted << QStringLiteral("\"%1\"").arg(n);
    line(QStringLiteral("Frames: %1%2").arg(names.size()).arg(names.isEmpty() ? QString()
                                                                               : QStringLiteral(": ") + quoted.join(QStringLiteral(", "))));

    line(QStringLiteral("Bones: %1").arg(m_bones.size()));
    for (size_t b = 0; b < m_bones.size(); ++b) {
        const Mdl7Bone &bone = m_bones[b];
        line(QStringLiteral("  bone %1 \"%2\" parent %3 at (%4, %5, %6)")
                 .arg(b).arg(text(bone.name))
                 .arg(bone.parent == 0xFFFF ? QStringLiteral("-") : QString::number(bone.parent))
                 .arg(bone.position.x()).arg(bone.position.y()).arg(bone.position.z()));
    }

    line(QStringLiteral("Deformers: %1").arg(m_deformers.size()));
    for (const Mdl7Deformer &d : m_deformers) {
        qint64 weights = 0;
        for (const Mdl7DeformerElement &e : d.elements)
            weights += qint64(e.weights.size());
        line(QStringLiteral("  group %1: type %2, %3 bones, %4 weights").arg(d.group).arg(d.type)
                 .arg(d.type == 0 ? qint64(d.elements.size()) : d.elementCount).arg(weights));
    }
    line(QStringLiteral("Model data: %1 bytes").arg(modelDataSize()));
    line(QStringLiteral("Entity lump: %1 bytes").arg(m_entityLump.size()));
    line(QStringLiteral("MED lump: %1 bytes").arg(m_medLump.size()));
    return out;
}

} // namespace ackedit::format
