// WmpTextFile::toJson: the object tree with entity fields named as in a WMB dump.
#include "wmp/wmptextfile.h"

#include <QJsonArray>
#include <cmath>

namespace ackedit::format {

namespace {

QJsonArray vec(const Eigen::Vector3d &v) { return QJsonArray{v.x(), v.y(), v.z()}; }

QJsonArray degrees(const Eigen::Vector3d &radians)
{
    const double k = 180.0 / M_PI;
    // Rounded to 1e-4 degree: WED stores radians with at most 6 decimals.
    auto r = [k](double a) { return std::round(a * k * 1e4) / 1e4; };
    return QJsonArray{r(radians.x()), r(radians.y()), r(radians.z())};
}

// The WMB object type a compiler emits for this entity (wmb.md "Objects list").
int wmbType(const WmpEntity &e)
{
    if (e.kind == "start") return 1;
    if (e.kind == "light") return 2;
    if (e.kind == "model") return e.skills.size() > 8 ? 7 : 3;
    if (e.kind == "sound") return 4;
    if (e.kind == "level") return 5;
    if (e.kind == "path") return 6;
    return 0;
}

QJsonObject entityJson(const WmpEntity &e, bool full)
{
    QJsonObject o;
    o[QStringLiteral("entity")] = e.number;
    o[QStringLiteral("entityId")] = qint64(e.id);
    if (const int type = wmbType(e))
        o[QStringLiteral("type")] = type;
    if (e.kind == "model") {
        o[QStringLiteral("name")] = e.name;
        o[QStringLiteral("file")] = e.file;
        o[QStringLiteral("action")] = e.action == QStringLiteral("ndef") ? QString() : e.action;
        QJsonArray skills;
        for (double s : e.skills)
            skills.append(s);
        o[QStringLiteral("skills")] = skills;
        o[QStringLiteral("flags")] = qint64(e.flags);
        if (e.hasAmbient)
            o[QStringLiteral("ambient")] = e.ambient;
        if (e.hasAlbedo)
            o[QStringLiteral("albedo")] = e.albedo;
        o[QStringLiteral("entityScale")] = vec(e.scale);
    } else if (e.kind == "light") {
        o[QStringLiteral("color")] = vec(e.color);
        o[QStringLiteral("range")] = e.range;
    } else if (e.kind == "sound") {
        o[QStringLiteral("file")] = e.file;
        o[QStringLiteral("flags")] = qint64(e.flags);
        o[QStringLiteral("volume")] = e.volume;
        o[QStringLiteral("range")] = e.range;
        o[QStringLiteral("unknown")] = QJsonArray{e.soundA, e.soundB};
    } else if (e.kind == "start") {
        o[QStringLiteral("name")] = e.name;
    } else if (e.kind == "path") {
        o[QStringLiteral("name")] = e.name;
        o[QStringLiteral("pathFlag")] = e.pathFlag;
        o[QStringLiteral("pointCount")] = int(e.points.size());
        if (full) {
            QJsonArray points;
            for (const Eigen::Vector3d &p : e.points)
                points.append(vec(p));
            o[QStringLiteral("points")] = points;
        }
    }
    return o;
}

QJsonObject faceJson(const WmpFace &f, bool planes)
{
    QJsonObject o;
    if (planes) {
        QJsonArray pts;
        for (const Eigen::Vector3d &p : f.points)
            pts.append(vec(p));
        o[QStringLiteral("points")] = pts;
    } else {
        QJsonArray idx;
        for (int i : f.indices)
            idx.append(i);
        o[QStringLiteral("indices")] = idx;
    }
    o[QStringLiteral("texture")] = f.texture;
    o[QStringLiteral("skin")] = f.textureIndex;
    if (f.hasAxes) {
        o[QStringLiteral("sAxis")] = QJsonArray{f.sAxis[0], f.sAxis[1], f.sAxis[2], f.sAxis[3]};
        o[QStringLiteral("tAxis")] = QJsonArray{f.tAxis[0], f.tAxis[1], f.tAxis[2], f.tAxis[3]};
    }
    o[QStringLiteral("offset")] = QJsonArray{f.xOffset, f.yOffset};
    o[QStringLiteral("angle")] = f.angle;
    o[QStringLiteral("scale")] = QJsonArray{f.xScale, f.yScale};
    o[QStringLiteral("flags")] = qint64(f.flags);
    o[QStringLiteral("ambient")] = f.ambient;
    o[QStringLiteral("albedo")] = f.albedo;
    o[QStringLiteral("extra")] = QJsonArray::fromStringList(f.extra);
    return o;
}

} // namespace

Eigen::Vector3d WmpTextFile::engineAngles(const Eigen::Vector3d &radians)
{
    const double k = 180.0 / M_PI;
    auto norm = [](double deg) {
        double a = std::fmod(deg, 360.0);
        if (a < 0)
            a += 360.0;
        a = std::round(a * 1e4) / 1e4; // WED stores 6 decimals of radians
        return a >= 360.0 ? 0.0 : a;
    };
    return {norm(90.0 - radians.x() * k), norm(radians.y() * k), norm(radians.z() * k)};
}

QJsonObject WmpTextFile::toJson(bool full) const
{
    QJsonObject root;
    root[QStringLiteral("format")] = formatName();
    root[QStringLiteral("generation")] = int(m_generation);
    root[QStringLiteral("version")] = m_version < 0 ? QJsonValue() : QJsonValue(m_version);
    root[QStringLiteral("tool")] = m_tool;
    root[QStringLiteral("created")] = m_created;
    QJsonObject declared;
    for (const Count &c : m_declared)
        declared[QString::fromLatin1(c.keyword)] = c.value;
    root[QStringLiteral("declared")] = declared;

    QJsonObject wed;
    wed[QStringLiteral("id")] = qint64(m_wed.id);
    wed[QStringLiteral("subsections")] = QJsonArray::fromStringList(m_wed.subsections);
    wed[QStringLiteral("paletteBytes")] = int(m_wed.palette.size());
    if (full)
        wed[QStringLiteral("palette")] = QString::fromLatin1(m_wed.palette.toHex());
    QJsonArray wads;
    for (const WmpWedInfo::Wad &w : m_wed.wads)
        wads.append(QJsonObject{{QStringLiteral("path"), w.path}, {QStringLiteral("enabled"), w.enabled}});
    wed[QStringLiteral("wads")] = wads;
    root[QStringLiteral("wed")] = wed;

    QJsonObject level;
    level[QStringLiteral("id")] = qint64(m_level.id);
    // "<name.$$w>": the interim WAD the compiler writes (A4 manual); "30": the nexus value.
    level[QStringLiteral("interimWad")] = m_level.workFile;
    level[QStringLiteral("palette")] = m_level.palette;
    level[QStringLiteral("nexus")] = m_level.nexus;
    level[QStringLiteral("sunAzimuth")] = m_level.azimuth;
    level[QStringLiteral("sunElevation")] = m_level.elevation;
    level[QStringLiteral("script")] = m_level.script;
    QJsonArray colors;
    for (const Eigen::Vector3d &c : m_level.colors)
        colors.append(vec(c));
    level[QStringLiteral("colors")] = colors;
    if (m_level.colors.size() == 6) {
        // Named after the A4 manual's list: fog 1..4, sun, ambient (percent).
        level[QStringLiteral("fogColors")] = QJsonArray{colors.at(0), colors.at(1), colors.at(2), colors.at(3)};
        level[QStringLiteral("sunColor")] = colors.at(4);
        level[QStringLiteral("ambientColor")] = colors.at(5);
    }
    root[QStringLiteral("level")] = level;
    root[QStringLiteral("textures")] = QJsonArray::fromStringList(m_textures);

    // Object nodes bottom-up without recursion (nesting is bounded by kMaxDepth anyway).
    std::vector<QJsonObject> nodes(m_objects.size());
    for (size_t i = 0; i < m_objects.size(); ++i) {
        const WmpObjectNode &o = m_objects[i];
        QJsonObject n;
        n[QStringLiteral("id")] = qint64(o.id);
        n[QStringLiteral("object")] = o.number;
        QString kind = QStringLiteral("group");
        if (o.block >= 0)
            kind = QStringLiteral("block");
        else if (o.entity >= 0 && m_entities[size_t(o.entity)].kind != "level")
            kind = QString::fromLatin1(m_entities[size_t(o.entity)].kind);
        n[QStringLiteral("kind")] = kind;
        n[QStringLiteral("name")] = o.name;
        n[QStringLiteral("position")] = vec(o.position);
        n[QStringLiteral("angles")] = vec(o.angles);
        n[QStringLiteral("anglesDegrees")] = degrees(o.angles);
        n[QStringLiteral("scale")] = vec(o.scale);
        n[QStringLiteral("worldPosition")] = vec(m_world[i].translation());
        if (o.block >= 0) {
            const WmpBlock &b = m_blocks[size_t(o.block)];
            n[QStringLiteral("block")] = b.number;
            n[QStringLiteral("blockId")] = qint64(b.id);
        } else if (o.entity >= 0) {
            const WmpEntity &e = m_entities[size_t(o.entity)];
            if (e.kind == "level") {
                n[QStringLiteral("level")] = e.number;
            } else {
                const QJsonObject ej = entityJson(e, full);
                for (auto it = ej.begin(); it != ej.end(); ++it)
                    n[it.key()] = it.value();
                if (e.kind == "model" || e.kind == "start")
                    n[QStringLiteral("engineAngles")] = vec(engineAngles(o.angles));
            }
        }
        nodes[i] = n;
    }
    // Children after parents in a post-order, so each node is complete when attached.
    std::vector<int> order;
    std::vector<int> stack;
    for (size_t i = 0; i < m_objects.size(); ++i) {
        if (m_objects[i].parent < 0)
            stack.push_back(int(i));
    }
    std::vector<bool> seen(m_objects.size(), false);
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        if (seen[size_t(i)])
            continue;
        seen[size_t(i)] = true;
        order.push_back(i);
        for (int c : m_objects[size_t(i)].children)
            stack.push_back(c);
    }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const WmpObjectNode &o = m_objects[size_t(*it)];
        if (o.children.empty())
            continue;
        QJsonArray children;
        for (int c : o.children)
            children.append(nodes[size_t(c)]);
        nodes[size_t(*it)][QStringLiteral("children")] = children;
    }
    if (m_root >= 0)
        root[QStringLiteral("tree")] = nodes[size_t(m_root)];
    QJsonArray orphans;
    for (size_t i = 0; i < m_objects.size(); ++i) {
        if (m_objects[i].parent < 0 && int(i) != m_root)
            orphans.append(nodes[i]);
    }
    if (!orphans.isEmpty())
        root[QStringLiteral("orphans")] = orphans;

    QJsonArray blocks;
    for (const WmpBlock &b : m_blocks) {
        QJsonObject bj;
        bj[QStringLiteral("id")] = qint64(b.id);
        bj[QStringLiteral("number")] = b.number;
        bj[QStringLiteral("object")] = b.objectIndex >= 0 ? m_objects[size_t(b.objectIndex)].number : -1;
        bj[QStringLiteral("syntax")] = b.planeBrush ? QStringLiteral("planes") : QStringLiteral("vertices");
        bj[QStringLiteral("faceCount")] = int(b.faces.size());
        bj[QStringLiteral("vertexCount")] = int(b.vertices.size());
        bj[QStringLiteral("flags")] = qint64(b.flags);
        bj[QStringLiteral("material")] = b.material;
        if (full) {
            QJsonArray verts;
            for (const Eigen::Vector3d &v : b.vertices)
                verts.append(vec(v));
            bj[QStringLiteral("vertices")] = verts;
            QJsonArray faces;
            for (const WmpFace &f : b.faces)
                faces.append(faceJson(f, b.planeBrush));
            bj[QStringLiteral("faces")] = faces;
        }
        blocks.append(bj);
    }
    root[QStringLiteral("blocks")] = blocks;
    return root;
}

} // namespace ackedit::format
