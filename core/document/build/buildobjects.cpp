#include "build/buildobjects.h"

#include "build/buildsource.h"

#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"
#include "wmpb/wmpbnode.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace ackedit::document::build {

using format::WmbObject;
using format::WmbObjectKind;

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document::build", text); }

// The text in a zero-filled field of `width` bytes (a NUL always stays); false when it does not fit.
bool fitField(QByteArray *field, const QString &text, int width)
{
    const QByteArray bytes = text.toLatin1();
    *field = QByteArray(width, '\0');
    if (bytes.size() >= width)
        return false;
    std::copy(bytes.begin(), bytes.end(), field->begin());
    return true;
}

Eigen::Vector3f floats(const Eigen::Vector3d &v) { return v.cast<float>(); }

// Engine angles as the compiler writes them: degrees in 0..360.
Eigen::Vector3f wrappedDegrees(const Eigen::Vector3d &degrees)
{
    Eigen::Vector3f out;
    for (int i = 0; i < 3; ++i) {
        double a = std::fmod(degrees[i], 360.0);
        if (a < 0)
            a += 360.0;
        out[i] = float(a);
    }
    return out;
}

quint32 infoColour(const Eigen::Vector3d &rgb255)
{
    return quint32(infoChannel(rgb255.x())) << 16 | quint32(infoChannel(rgb255.y())) << 8 | infoChannel(rgb255.z());
}

struct EntityFields
{
    QString name, file, action, material, attachedPath;
    std::vector<double> skills;
    quint32 flags = 0;
    double ambient = 0, albedo = 50;
    Eigen::Vector3d position = Eigen::Vector3d::Zero();
    Eigen::Vector3d angles = Eigen::Vector3d::Zero(); // engine degrees
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    bool longRecord = false;                          // the source asks for 20 skills
};

// An entity record: type 3 when everything fits the old record, else type 7.
WmbObject entityObject(const EntityFields &e, const QStringList &pathNames, QStringList *warnings)
{
    // A source may store 20 skills for an 8-skill entity (WMPB does): only set ones count.
    bool skillsFit = true;
    for (size_t i = 8; i < e.skills.size(); ++i)
        skillsFit = skillsFit && e.skills[i] == 0;
    // WED writes a file name too long for the old record's 13-byte field into it anyway, running on
    // into the action field (whose text then reads "mdl"); the engine's long entity record holds
    // 32 characters, so Build writes that one instead (the validator's level/entity-file-length).
    const bool fitsOld = !e.longRecord && skillsFit && e.name.toLatin1().size() < 20 && e.file.toLatin1().size() < 13
                         && e.action.toLatin1().size() < 20;
    WmbObject o = WmbObject::make(fitsOld ? WmbObjectKind::OldEntity : WmbObjectKind::Entity);
    const bool fits = fitField(&o.name, e.name, o.nameWidth()) && fitField(&o.file, e.file, o.fileWidth())
                      && fitField(&o.action, e.action, o.actionWidth());
    if (!fits)
        *warnings << tr("Entity %1: a name, file or action longer than 32 characters was cut").arg(e.name);
    for (QByteArray *field : {&o.name, &o.file, &o.action})
        (*field)[field->size() - 1] = '\0';
    o.origin = floats(e.position);
    o.angles = wrappedDegrees(e.angles);
    o.scale = floats(e.scale);
    o.flags = e.flags;
    o.ambient = float(e.ambient);
    const int count = o.skillCount();
    o.skills.assign(size_t(count), 0.f);
    for (int i = 0; i < count && size_t(i) < e.skills.size(); ++i)
        o.skills[size_t(i)] = float(e.skills[size_t(i)]);
    if (o.type == quint32(WmbObjectKind::Entity)) {
        o.entity.albedo = float(e.albedo);
        fitField(&o.entity.material, e.material, 33);
        const int path = e.attachedPath.isEmpty() ? -1 : int(pathNames.indexOf(e.attachedPath));
        o.entity.attachedPath = path + 1;
    }
    return o;
}

WmbObject lightObject(const Eigen::Vector3d &position, const Eigen::Vector3d &percent, double range, quint32 flags)
{
    WmbObject o = WmbObject::make(WmbObjectKind::Light);
    o.origin = floats(position);
    o.light.color = floats(percent);
    o.light.range = float(range);
    o.flags = flags;
    return o;
}

// A path from absolute nodes, their skills (6 each) and 0-based edges; lengths computed.
WmbObject pathObject(const QString &name, const std::vector<Eigen::Vector3d> &nodes, const std::vector<double> &skills,
                     int skillsPerNode, const std::vector<std::array<int, 2>> &edges)
{
    WmbObject o = WmbObject::make(WmbObjectKind::Path);
    fitField(&o.name, name, o.nameWidth());
    o.name[o.name.size() - 1] = '\0';
    for (size_t i = 0; i < nodes.size(); ++i) {
        format::WmbPathNode n;
        n.position = floats(nodes[i]);
        for (int k = 0; k < 6 && k < skillsPerNode; ++k) {
            const size_t at = i * size_t(skillsPerNode) + size_t(k);
            if (at < skills.size())
                n.skills[size_t(k)] = float(skills[at]);
        }
        o.path.nodes.push_back(n);
    }
    for (const auto &edge : edges) {
        if (edge[0] < 0 || edge[1] < 0 || size_t(edge[0]) >= nodes.size() || size_t(edge[1]) >= nodes.size())
            continue;
        format::WmbPathEdge e;
        e.node1 = float(edge[0] + 1);
        e.node2 = float(edge[1] + 1);
        e.length = float((nodes[size_t(edge[1])] - nodes[size_t(edge[0])]).norm());
        o.path.edges.push_back(e);
    }
    o.path.nodeCountField = float(nodes.size());
    return o;
}

int lightmapCode(int size) { return size >= 1024 ? 2 : size >= 512 ? 1 : 0; }

// --- WMPB -------------------------------------------------------------------------------------

std::vector<WmbObject> wmpbObjects(const WmpbDocument &doc, int lightmapSize, QStringList *warnings)
{
    const format::WmpbFile &file = *doc.wmpb();
    WmbObject info = WmbObject::make(WmbObjectKind::Info);
    info.info.lightmapSize = quint8(lightmapCode(lightmapSize));
    const format::WmpbNode root = file.node(file.rootId());
    if (const auto *level = std::get_if<format::WmpbLevelData>(&root.data)) {
        info.info.sunAzimuth = level->sunAzimuth;
        info.info.sunElevation = level->sunElevation;
        auto colour = [](const std::vector<format::WmpbColour> &c, size_t i) {
            return i < c.size() ? Eigen::Vector3d(c[i].r, c[i].g, c[i].b) : Eigen::Vector3d::Zero();
        };
        if (!level->sun.empty())
            info.info.sunColor = infoColour(colour(level->sun, 0));
        if (!level->ambient.empty())
            info.info.ambientColor = infoColour(colour(level->ambient, 0));
        for (size_t i = 0; i < 4 && i < level->fog.size(); ++i)
            info.info.fogColors[i] = infoColour(colour(level->fog, i));
    }
    std::vector<WmbObject> out{info};

    QStringList pathNames; // entities name their path; the WMB numbers paths 1-based in order
    visitDepthFirst(doc, [&](NodeId id) {
        const format::WmpbNode n = file.node(id);
        if (const auto *p = std::get_if<format::WmpbPathData>(&n.data))
            pathNames << (p->name.isEmpty() ? n.name : p->name);
    });
    visitDepthFirst(doc, [&](NodeId id) {
        const format::WmpbNode n = file.node(id);
        const Eigen::Affine3d world = file.worldTransform(id);
        const Eigen::Vector3d at = world.translation();
        if (const auto *e = std::get_if<format::WmpbEntityData>(&n.data)) {
            EntityFields f;
            f.name = e->name.isEmpty() ? n.name : e->name;
            f.file = e->file;
            f.action = e->action;
            f.material = e->material;
            f.attachedPath = e->attachedPath;
            f.skills = e->skills;
            f.flags = e->flags;
            f.ambient = e->ambient;
            f.albedo = e->albedo;
            f.position = at;
            f.angles = format::WmpbFile::engineAngles(n.angles);
            f.scale = n.scale;
            f.longRecord = n.nodeClass() == format::WmpbClass::Entity;
            out.push_back(entityObject(f, pathNames, warnings));
        } else if (const auto *l = std::get_if<format::WmpbLightData>(&n.data)) {
            const Eigen::Vector3d percent = Eigen::Vector3d(l->red, l->green, l->blue) * (100.0 / 255.0);
            out.push_back(lightObject(at, percent, l->range, l->flags));
        } else if (const auto *s = std::get_if<format::WmpbSoundData>(&n.data)) {
            WmbObject o = WmbObject::make(WmbObjectKind::Sound);
            o.origin = floats(at);
            o.sound.volume = float(s->volume);
            o.sound.range = s->range;
            if (!fitField(&o.file, s->file, o.fileWidth()))
                *warnings << tr("Sound %1: its file name is longer than 32 characters").arg(s->file);
            out.push_back(o);
        } else if (const auto *st = std::get_if<format::WmpbStartData>(&n.data)) {
            WmbObject o = WmbObject::make(WmbObjectKind::Position);
            o.origin = floats(at);
            o.angles = wrappedDegrees(format::WmpbFile::engineAngles(n.angles));
            fitField(&o.name, st->name.isEmpty() ? n.name : st->name, o.nameWidth());
            o.name[o.name.size() - 1] = '\0';
            out.push_back(o);
        } else if (const auto *p = std::get_if<format::WmpbPathData>(&n.data)) {
            std::vector<Eigen::Vector3d> nodes;
            for (const Eigen::Vector3d &q : p->points)
                nodes.push_back(world * q);
            std::vector<std::array<int, 2>> edges;
            for (const format::WmpbPathEdge &e : p->edges)
                edges.push_back({int(e.from), int(e.to)});
            out.push_back(pathObject(p->name.isEmpty() ? n.name : p->name, nodes, p->nodeSkills, int(p->skillsPerNode), edges));
        } else if (const auto *r = std::get_if<format::WmpbRegionData>(&n.data)) {
            WmbObject o = WmbObject::make(WmbObjectKind::Region);
            if (r->box.size() == 6) {
                o.origin = Eigen::Vector3f(float(r->box[0]), float(r->box[1]), float(r->box[2]));
                o.region.maximum = Eigen::Vector3f(float(r->box[3]), float(r->box[4]), float(r->box[5]));
            }
            fitField(&o.name, r->name.isEmpty() ? n.name : r->name, o.nameWidth());
            o.name[o.name.size() - 1] = '\0';
            out.push_back(o);
        }
    });
    return out;
}

// --- text WMP ---------------------------------------------------------------------------------

std::vector<WmbObject> wmpObjects(const WmpDocument &doc, int lightmapSize, QStringList *warnings)
{
    const format::WmpTextFile &file = *doc.wmp();
    WmbObject info = WmbObject::make(WmbObjectKind::Info);
    info.info.lightmapSize = quint8(lightmapCode(lightmapSize));
    const format::WmpLevelInfo &level = file.level();
    info.info.sunAzimuth = float(level.azimuth);
    info.info.sunElevation = float(level.elevation);
    if (level.colors.size() == 6) { // fog 1..4, sun, ambient in percent (the A4 manual's order)
        for (size_t i = 0; i < 4; ++i)
            info.info.fogColors[i] = infoColour(level.colors[i] * 2.55);
        info.info.sunColor = infoColour(level.colors[4] * 2.55);
        info.info.ambientColor = infoColour(level.colors[5] * 2.55);
    }
    std::vector<WmbObject> out{info};

    QStringList pathNames;
    visitDepthFirst(doc, [&](NodeId id) {
        const int e = file.entityIndex(id);
        if (e >= 0 && file.entities()[size_t(e)].kind == "path")
            pathNames << file.entities()[size_t(e)].name;
    });
    visitDepthFirst(doc, [&](NodeId id) {
        const int oi = file.objectIndex(id);
        const int ei = file.entityIndex(id);
        if (oi < 0 || ei < 0 || file.objects()[size_t(oi)].refKind == "block")
            return;
        const format::WmpEntity &e = file.entities()[size_t(ei)];
        const format::WmpObjectNode &node = file.objects()[size_t(oi)];
        const Eigen::Affine3d world = file.worldTransform(oi);
        const Eigen::Vector3d at = world.translation();
        if (e.kind == "level") {
            return;
        } else if (e.kind == "light") {
            out.push_back(lightObject(at, e.color, e.range, e.flags));
        } else if (e.kind == "sound") {
            WmbObject o = WmbObject::make(WmbObjectKind::Sound);
            o.origin = floats(at);
            o.sound.volume = float(e.volume);
            o.sound.unused = {float(e.soundA), float(e.soundB)};
            o.sound.range = quint32(std::max(0.0, e.range));
            if (!fitField(&o.file, e.file, o.fileWidth()))
                *warnings << tr("Sound %1: its file name is longer than 32 characters").arg(e.file);
            out.push_back(o);
        } else if (e.kind == "start") {
            WmbObject o = WmbObject::make(WmbObjectKind::Position);
            o.origin = floats(at);
            o.angles = wrappedDegrees(format::WmpTextFile::engineAngles(node.angles));
            fitField(&o.name, e.name, o.nameWidth());
            o.name[o.name.size() - 1] = '\0';
            out.push_back(o);
        } else if (e.kind == "path") {
            std::vector<Eigen::Vector3d> nodes;
            for (const Eigen::Vector3d &q : e.points)
                nodes.push_back(world * q);
            std::vector<std::array<int, 2>> edges; // text paths list points only: an open chain
            for (int i = 0; i + 1 < int(nodes.size()); ++i)
                edges.push_back({i, i + 1});
            out.push_back(pathObject(e.name, nodes, {}, 6, edges));
        } else { // model, sprite, map entity, terrain: an entity
            EntityFields f;
            f.name = e.name;
            f.file = e.file;
            f.action = e.action == QLatin1String("ndef") ? QString() : e.action;
            f.skills = e.skills;
            f.flags = e.flags;
            f.ambient = e.ambient;
            f.albedo = e.hasAlbedo ? e.albedo : 50.0;
            f.position = at;
            f.angles = format::WmpTextFile::engineAngles(node.angles);
            f.scale = e.scale;
            f.longRecord = false; // the record follows from the skills that are set
            out.push_back(entityObject(f, pathNames, warnings));
        }
    });
    return out;
}

} // namespace

quint8 infoChannel(double channel255)
{
    const int percent = int(std::clamp(channel255, 0.0, 255.0) * 100.0 / 255.0);
    return quint8(std::min(255, percent * 255 / 100));
}

std::vector<format::WmbObject> levelObjects(const SceneDocument &doc, int lightmapSize, QStringList *warnings)
{
    QStringList ignored;
    QStringList *w = warnings ? warnings : &ignored;
    if (const auto *wmpb = dynamic_cast<const WmpbDocument *>(&doc))
        return wmpbObjects(*wmpb, lightmapSize, w);
    if (const auto *wmp = dynamic_cast<const WmpDocument *>(&doc))
        return wmpObjects(*wmp, lightmapSize, w);
    return {};
}

QByteArray levelPalette(const SceneDocument &doc)
{
    if (const auto *wmpb = dynamic_cast<const WmpbDocument *>(&doc)) {
        if (!wmpb->wmpb()->hasPalette())
            return {};
        const format::Palette p = wmpb->wmpb()->palette();
        QByteArray out;
        for (const auto &c : p.rgb)
            out.append(reinterpret_cast<const char *>(c), 3);
        return out;
    }
    if (const auto *wmp = dynamic_cast<const WmpDocument *>(&doc))
        return wmp->wmp()->wed().palette.size() == 768 ? wmp->wmp()->wed().palette : QByteArray();
    return {};
}

} // namespace ackedit::document::build
