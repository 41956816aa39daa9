// WmpbFile: infoText and toJson.
#include "wmpb/wmpbfile.h"

#include "common/rgbaimage.h"
#include "wmpb/wmpbnodedecoder.h"

#include <QJsonArray>
#include <functional>
#include <map>

namespace ackedit::format {

namespace {

QJsonArray vec(const Eigen::Vector3d &v)
{
    return {v.x(), v.y(), v.z()};
}

QJsonArray doubles(const std::vector<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

QJsonArray colours(const std::vector<WmpbColour> &cs)
{
    QJsonArray a;
    for (const WmpbColour &c : cs)
        a.append(QJsonArray{c.index, c.r, c.g, c.b});
    return a;
}

QJsonObject dataJson(const WmpbClassData &data, bool full)
{
    QJsonObject o;
    if (const auto *d = std::get_if<WmpbLevelData>(&data)) {
        o[QStringLiteral("sunAzimuth")] = d->sunAzimuth;
        o[QStringLiteral("sunElevation")] = d->sunElevation;
        o[QStringLiteral("unknown30")] = qint64(d->unknown30);
        o[QStringLiteral("script")] = d->script;
        o[QStringLiteral("paletteFile")] = d->paletteFile;
        o[QStringLiteral("fogColours")] = colours(d->fog);
        o[QStringLiteral("sunColour")] = colours(d->sun);
        o[QStringLiteral("ambientColour")] = colours(d->ambient);
    } else if (const auto *d = std::get_if<WmpbBlockData>(&data)) {
        o[QStringLiteral("blockNumber")] = qint64(d->number);
        o[QStringLiteral("flags")] = qint64(d->flags);
        if (!d->name.isEmpty())
            o[QStringLiteral("dataName")] = d->name;
        o[QStringLiteral("material")] = d->material;
        o[QStringLiteral("vertexCount")] = int(d->vertices.size());
        o[QStringLiteral("polygonCount")] = int(d->polygons.size());
        QJsonArray textures;
        for (const WmpbFace &f : d->faces)
            if (!textures.contains(f.texture))
                textures.append(f.texture);
        o[QStringLiteral("textures")] = textures;
        if (full) {
            QJsonArray verts, polys, faces;
            for (const Eigen::Vector3d &v : d->vertices)
                verts.append(vec(v));
            for (const auto &p : d->polygons) {
                QJsonArray idx;
                for (quint16 i : p)
                    idx.append(i);
                polys.append(idx);
            }
            for (const WmpbFace &f : d->faces) {
                QJsonObject fo;
                fo[QStringLiteral("number")] = qint64(f.number);
                fo[QStringLiteral("flags")] = qint64(f.flags);
                fo[QStringLiteral("ambient")] = f.ambient;
                fo[QStringLiteral("albedo")] = f.albedo;
                fo[QStringLiteral("texture")] = f.texture;
                fo[QStringLiteral("axes")] = doubles(f.axes);
                fo[QStringLiteral("mapping")] = doubles(f.mapping);
                if (!f.uvs.empty()) {
                    QJsonArray uvs;
                    for (const Eigen::Vector2d &uv : f.uvs)
                        uvs.append(QJsonArray{uv.x(), uv.y()});
                    fo[QStringLiteral("uvs")] = uvs;
                }
                faces.append(fo);
            }
            o[QStringLiteral("vertices")] = verts;
            o[QStringLiteral("polygons")] = polys;
            o[QStringLiteral("faces")] = faces;
        }
    } else if (const auto *d = std::get_if<WmpbEntityData>(&data)) {
        o[QStringLiteral("file")] = d->file;
        o[QStringLiteral("action")] = d->action;
        o[QStringLiteral("skills")] = doubles(d->skills);
        o[QStringLiteral("flags")] = qint64(d->flags);
        o[QStringLiteral("ambient")] = d->ambient;
        o[QStringLiteral("albedo")] = d->albedo;
        o[QStringLiteral("material")] = d->material;
        o[QStringLiteral("attachedPath")] = d->attachedPath;
        o[QStringLiteral("strings")] = QString::fromLatin1(d->strings.toHex());
        o[QStringLiteral("dataName")] = d->name;
    } else if (const auto *d = std::get_if<WmpbLightData>(&data)) {
        o[QStringLiteral("colour")] = QJsonArray{qint64(d->red), qint64(d->green), qint64(d->blue)};
        o[QStringLiteral("range")] = d->range;
        o[QStringLiteral("flags")] = qint64(d->flags);
    } else if (const auto *d = std::get_if<WmpbSoundData>(&data)) {
        o[QStringLiteral("file")] = d->file;
        o[QStringLiteral("volume")] = qint64(d->volume);
        o[QStringLiteral("range")] = qint64(d->range);
        o[QStringLiteral("unknown1")] = qint64(d->unknown1);
    } else if (const auto *d = std::get_if<WmpbStartData>(&data)) {
        o[QStringLiteral("dataName")] = d->name;
    } else if (const auto *d = std::get_if<WmpbPathData>(&data)) {
        o[QStringLiteral("dataName")] = d->name;
        o[QStringLiteral("pointCount")] = int(d->points.size());
        o[QStringLiteral("edgeCount")] = int(d->edges.size());
        o[QStringLiteral("skillsPerNode")] = qint64(d->skillsPerNode);
        if (full) {
            QJsonArray points, edges;
            for (const Eigen::Vector3d &p : d->points)
                points.append(vec(p));
            for (const WmpbPathEdge &e : d->edges)
                edges.append(QJsonObject{{QStringLiteral("from"), qint64(e.from)}, {QStringLiteral("to"), qint64(e.to)},
                                         {QStringLiteral("values"), doubles({e.values.begin(), e.values.end()})}});
            o[QStringLiteral("points")] = points;
            o[QStringLiteral("nodeSkills")] = doubles(d->nodeSkills);
            o[QStringLiteral("edges")] = edges;
        }
    } else if (const auto *d = std::get_if<WmpbRegionData>(&data)) {
        o[QStringLiteral("dataName")] = d->name;
        o[QStringLiteral("box")] = doubles(d->box);
    }
    return o;
}

QString shortDescription(const WmpbNode &n)
{
    QString s = wmpbClassLabel(n.classCode);
    if (!n.name.isEmpty())
        s += QStringLiteral(" \"%1\"").arg(n.name);
    if (const auto *d = std::get_if<WmpbEntityData>(&n.data))
        s += QStringLiteral(" file %1").arg(d->file);
    else if (const auto *d = std::get_if<WmpbBlockData>(&n.data))
        s += QStringLiteral(" #%1: %2 vertices, %3 polygons").arg(d->number).arg(d->vertices.size()).arg(d->polygons.size());
    else if (const auto *d = std::get_if<WmpbLightData>(&n.data))
        s += QStringLiteral(" rgb(%1,%2,%3) range %4").arg(d->red).arg(d->green).arg(d->blue).arg(double(d->range));
    else if (const auto *d = std::get_if<WmpbSoundData>(&n.data))
        s += QStringLiteral(" file %1").arg(d->file);
    else if (const auto *d = std::get_if<WmpbPathData>(&n.data))
        s += QStringLiteral(": %1 points, %2 edges").arg(d->points.size()).arg(d->edges.size());
    return s;
}

} // namespace

QJsonObject WmpbFile::toJson(bool full) const
{
    QJsonObject root;
    root[QStringLiteral("format")] = formatName();
    const Header h = header();
    root[QStringLiteral("header")] = QJsonObject{{QStringLiteral("format"), qint64(h.format)},
                                                 {QStringLiteral("unknown2"), qint64(h.unknown2)},
                                                 {QStringLiteral("objects"), qint64(h.objects)},
                                                 {QStringLiteral("blocks"), qint64(h.blocks)},
                                                 {QStringLiteral("entities"), qint64(h.entities)},
                                                 {QStringLiteral("reserved"), qint64(h.reserved)}};
    root[QStringLiteral("comment")] = creationComment();
    root[QStringLiteral("wads")] = QJsonArray::fromStringList(wadPaths());
    root[QStringLiteral("textureFolders")] = QJsonArray::fromStringList(textureFolders());
    root[QStringLiteral("hasPalette")] = hasPalette();
    if (full && hasPalette()) {
        const Palette p = palette();
        root[QStringLiteral("palette")] = QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(p.rgb), 768).toHex());
    }
    root[QStringLiteral("nodeCount")] = int(nodesInOrder().size());

    std::function<QJsonObject(const WmpbElement &)> nodeJson = [&](const WmpbElement &e) {
        const WmpbNode n = WmpbNodeDecoder::decode(e);
        QJsonObject o;
        o[QStringLiteral("id")] = qint64(n.id);
        o[QStringLiteral("kind")] = wmpbClassLabel(n.classCode);
        o[QStringLiteral("classCode")] = n.classCode;
        o[QStringLiteral("subtype")] = n.subtype;
        o[QStringLiteral("className")] = n.className;
        o[QStringLiteral("name")] = n.name;
        o[QStringLiteral("position")] = vec(n.position);
        o[QStringLiteral("anglesRadians")] = vec(n.angles);
        o[QStringLiteral("anglesDegrees")] = vec(n.angles * (180.0 / 3.14159265358979323846));
        o[QStringLiteral("panTiltRoll")] = vec(WmpbFile::engineAngles(n.angles));
        o[QStringLiteral("scale")] = vec(n.scale);
        const QJsonObject data = dataJson(n.data, full);
        for (auto it = data.begin(); it != data.end(); ++it)
            o[it.key()] = it.value();
        if (!n.children.empty()) {
            QJsonArray children;
            for (const WmpbElement &c : e.children)
                if (c.isSceneNode())
                    children.append(nodeJson(c));
            o[QStringLiteral("children")] = children;
        }
        return o;
    };
    if (const WmpbElement *r = rootElement())
        root[QStringLiteral("root")] = nodeJson(*r);
    return root;
}

QString WmpbFile::infoText() const
{
    QString text;
    const Header h = header();
    text += QStringLiteral("format: WMPB (binary WMP written by WED A7/A8), version %1\n").arg(h.format);
    const QString comment = creationComment().trimmed();
    if (!comment.isEmpty())
        text += QStringLiteral("comment: %1\n").arg(comment);
    text += QStringLiteral("header counts: %1 objects, %2 blocks, %3 entities\n").arg(h.objects).arg(h.blocks).arg(h.entities);
    for (const QString &w : wadPaths())
        text += QStringLiteral("wad: %1\n").arg(w);
    for (const QString &t : textureFolders())
        text += QStringLiteral("texture folder: %1\n").arg(t);

    std::map<QString, int> perClass;
    qint64 vertices = 0, polygons = 0, triangles = 0;
    QString tree;
    const auto nodes = nodesInOrder();
    for (const auto &[element, depth] : nodes) {
        const WmpbNode n = WmpbNodeDecoder::decode(*element);
        ++perClass[wmpbClassLabel(n.classCode)];
        if (const auto *b = std::get_if<WmpbBlockData>(&n.data)) {
            vertices += qint64(b->vertices.size());
            polygons += qint64(b->polygons.size());
            for (const auto &p : b->polygons)
                triangles += p.size() >= 3 ? qint64(p.size()) - 2 : 0;
        }
        tree += QString(2 * (depth + 1), QLatin1Char(' ')) + shortDescription(n) + QLatin1Char('\n');
    }
    text += QStringLiteral("nodes: %1").arg(nodes.size());
    QStringList parts;
    for (const auto &[label, count] : perClass)
        parts << QStringLiteral("%1 %2").arg(count).arg(label);
    text += QStringLiteral(" (%1)\n").arg(parts.join(QStringLiteral(", ")));
    text += QStringLiteral("geometry: %1 vertices, %2 polygons, %3 triangles, %4 textures\n")
                .arg(vertices).arg(polygons).arg(triangles).arg(textureNames().size());
    text += QStringLiteral("tree:\n") + tree;
    return text;
}

} // namespace ackedit::format
