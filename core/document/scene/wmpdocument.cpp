#include "scene/wmpdocument.h"

#include "scene/blocktexture.h"
#include "scene/wmbdocument.h"
#include "wmp/wmptextfile.h"

#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

using format::WmpEntity;
using format::WmpObjectNode;
using format::WmpTextFile;

namespace {

// The text changes of a structural edit (only what it touched): applied, they take the node
// out or put it back, and then hold what the next application needs.
struct WmpTextState : DetachedNode
{
    format::WmpTextChange change;
    NodeId node = 0;
    bool undoneAdd = false; // putting it back redoes the add
};

// The exact text of the sections a command touched.
struct WmpSections : DetachedNode
{
    std::vector<format::WmpSection> sections;
};

bool setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

QVector3D toQt(const Eigen::Vector3d &v) { return QVector3D(float(v.x()), float(v.y()), float(v.z())); }

// A QVector3D carries floats: components the user did not touch keep their exact double.
Eigen::Vector3d merged(const Eigen::Vector3d &current, const QVector3D &v, double factor = 1.0)
{
    Eigen::Vector3d out = current;
    for (int k = 0; k < 3; ++k) {
        if (float(current[k] * factor) != v[k])
            out[k] = double(v[k]) / factor;
    }
    return out;
}

constexpr double kDegrees = 180.0 / 3.14159265358979323846;

double number(const QString &key, const QVariant &value)
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok)
        throw format::FormatError(-1, key, WmpDocument::tr("a number is needed"));
    return v; // range checks are the file's (WmpTextFile refuses what it cannot spell)
}

// The level's colour lines: six are fog 1..4, sun and ambient in the A4 manual's order (the
// same keys as in WMPB); the four lines of ACKWED 4.24 have no known meaning, so they are
// only numbered.
QStringList levelColorKeys(size_t lines)
{
    if (lines == 6)
        return {QStringLiteral("fogColor1"), QStringLiteral("fogColor2"), QStringLiteral("fogColor3"),
                QStringLiteral("fogColor4"), QStringLiteral("sunColor"), QStringLiteral("ambientColor")};
    QStringList keys;
    for (size_t k = 0; k < lines; ++k)
        keys << QStringLiteral("levelColor%1").arg(k + 1);
    return keys;
}

QString levelColorLabel(const QString &key, int index)
{
    if (key == QLatin1String("sunColor"))
        return WmpDocument::tr("Sun colour (percent)");
    if (key == QLatin1String("ambientColor"))
        return WmpDocument::tr("Ambient colour (percent)");
    if (key.startsWith(QLatin1String("fogColor")))
        return WmpDocument::tr("Fog colour %1 (percent)").arg(index + 1);
    return WmpDocument::tr("Level colour %1 (percent)").arg(index + 1);
}

} // namespace

WmpDocument::WmpDocument(std::unique_ptr<format::WmpTextFile> file, QString fileName, QObject *parent)
    : SceneDocument(std::move(file), std::move(fileName), parent), m_wmp(static_cast<WmpTextFile *>(asset()))
{
}

std::unique_ptr<Document> WmpDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!dynamic_cast<WmpTextFile *>(asset.get()))
        return nullptr;
    return std::make_unique<WmpDocument>(std::unique_ptr<WmpTextFile>(static_cast<WmpTextFile *>(asset.release())), fileName);
}

const WmpObjectNode *WmpDocument::objectOf(NodeId id) const
{
    // objectIndex also answers block/entity ids: only object ids are nodes.
    const int i = m_wmp->objectIndex(id);
    if (i < 0 || m_wmp->objects()[size_t(i)].id != id)
        return nullptr;
    return &m_wmp->objects()[size_t(i)];
}

const WmpEntity *WmpDocument::entityOf(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->entity >= 0 ? &m_wmp->entities()[size_t(o->entity)] : nullptr;
}

bool WmpDocument::isRoot(NodeId id) const
{
    const int root = m_wmp->rootObject();
    return root >= 0 && m_wmp->objects()[size_t(root)].id == id;
}

bool WmpDocument::isGroup(NodeId id) const
{
    // The root also holds the level; a map entity piece's root is a block instead.
    const WmpObjectNode *o = objectOf(id);
    const WmpEntity *e = entityOf(id);
    return o && o->block < 0 && (o->refKind.isEmpty() || (e && e->kind == "level"));
}

// --- tree ----------------------------------------------------------------------------------

QList<NodeId> WmpDocument::children(NodeId parent) const
{
    QList<NodeId> out;
    const auto &objects = m_wmp->objects();
    if (parent == 0) {
        for (const WmpObjectNode &o : objects) {
            if (o.parent < 0)
                out.append(o.id);
        }
        return out;
    }
    if (const WmpObjectNode *o = objectOf(parent)) {
        for (int c : o->children)
            out.append(objects[size_t(c)].id);
    }
    return out;
}

NodeId WmpDocument::parentOf(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->parent >= 0 ? m_wmp->objects()[size_t(o->parent)].id : 0;
}

bool WmpDocument::contains(NodeId id) const
{
    return objectOf(id) != nullptr;
}

NodeKind WmpDocument::nodeKind(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return NodeKind::Other;
    if (o->block >= 0)
        return NodeKind::Block;
    if (const WmpEntity *e = entityOf(id)) {
        if (e->kind == "level")
            return NodeKind::Level;
        if (e->kind == "model")
            return NodeKind::Entity;
        if (e->kind == "light")
            return NodeKind::Light;
        if (e->kind == "sound")
            return NodeKind::Sound;
        if (e->kind == "path")
            return NodeKind::Path;
        if (e->kind == "start")
            return NodeKind::Position;
        if (e->kind == "terrain")
            return NodeKind::Terrain;
        return NodeKind::Other;
    }
    return o->refKind.isEmpty() ? NodeKind::Group : NodeKind::Other;
}

QString WmpDocument::nodeName(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return QString();
    if (!o->name.isEmpty())
        return o->name;
    if (o->block >= 0)
        return tr("Block %1").arg(m_wmp->blocks()[size_t(o->block)].number);
    if (const WmpEntity *e = entityOf(id)) {
        if (!e->name.isEmpty())
            return e->name;
        if (!e->file.isEmpty())
            return e->file;
        if (e->kind == "level")
            return tr("Level");
        if (e->kind == "light")
            return tr("Light");
        return QString::fromLatin1(e->kind);
    }
    return isRoot(id) ? tr("Root") : tr("Group");
}

bool WmpDocument::markerPosition(NodeId id, Eigen::Vector3f *position) const
{
    const WmpObjectNode *o = objectOf(id);
    const WmpEntity *e = entityOf(id);
    if (!o || !e || e->kind == "level")
        return false;
    *position = m_wmp->worldTransform(m_wmp->objectIndex(id)).translation().cast<float>();
    return true;
}

bool WmpDocument::blockPolygons(NodeId id, std::vector<std::vector<Eigen::Vector3f>> *polygons,
                                std::vector<int> *faces) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o || o->block < 0)
        return false;
    const format::WmpBrush::Result brush = m_wmp->blockGeometry(o->block);
    for (const format::WmpBrush::Polygon &polygon : brush.polygons) {
        std::vector<Eigen::Vector3f> &out = polygons->emplace_back();
        for (int v : polygon.vertices)
            out.push_back(brush.vertices[size_t(v)].cast<float>());
        if (faces)
            faces->push_back(polygon.face);
    }
    return true;
}

Eigen::Vector3d WmpDocument::engineAngles(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o ? format::WmpTextFile::engineAngles(o->angles) : Eigen::Vector3d::Zero();
}

bool WmpDocument::exactOrigin(NodeId id, Eigen::Vector3d *origin) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return false;
    *origin = o->position;
    return true;
}

Eigen::Affine3d WmpDocument::parentFrame(NodeId id) const
{
    const WmpObjectNode *o = objectOf(id);
    return o && o->parent >= 0 ? m_wmp->worldTransform(o->parent) : Eigen::Affine3d::Identity();
}

bool WmpDocument::bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const
{
    bool any = false;
    auto add = [&](const Eigen::Vector3f &p) {
        *min = any ? Eigen::Vector3f(min->cwiseMin(p)) : p;
        *max = any ? Eigen::Vector3f(max->cwiseMax(p)) : p;
        any = true;
    };
    QList<NodeId> stack{id};
    while (!stack.isEmpty()) {
        const NodeId n = stack.takeLast();
        const WmpObjectNode *o = objectOf(n);
        if (!o)
            continue;
        Eigen::Vector3f p;
        if (markerPosition(n, &p))
            add(p);
        if (o->block >= 0) {
            for (const Eigen::Vector3d &v : m_wmp->blockGeometry(o->block).vertices)
                add(v.cast<float>());
        }
        stack.append(children(n));
    }
    return any;
}

// --- properties ------------------------------------------------------------------------------

QList<NodeProperty> WmpDocument::properties(NodeId id) const
{
    using T = NodeProperty::Type;
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return {};
    QList<NodeProperty> out;
    out << prop(QStringLiteral("type"), tr("Type"), T::Text, true);
    if (canRename(id))
        out << prop(QStringLiteral("name"), tr("Name"), T::Text);
    out << prop(QStringLiteral("origin"), tr("Position (relative)"), T::Vector3)
        << prop(QStringLiteral("angles"), tr("Angles"), T::Angles) << prop(QStringLiteral("scale"), tr("Scale"), T::Vector3);
    if (o->block >= 0)
        out << prop(QStringLiteral("texture"), tr("Texture"), T::Text);
    const WmpEntity *e = entityOf(id);
    if (!e)
        return out;
    if (e->fileLine >= 0)
        out << prop(QStringLiteral("file"), tr("File"), T::FileName);
    if (e->actionLine >= 0)
        out << prop(QStringLiteral("action"), tr("Action"), T::Text);
    if (e->skillsLine >= 0)
        out << prop(QStringLiteral("skills"), tr("Skills"), T::Skills);
    if (e->flagsLine >= 0) {
        NodeProperty flags = prop(QStringLiteral("flags"), tr("Flags"), T::Flags);
        flags.flagNames = WmbDocument::entityFlagNames();
        out << flags;
    }
    if (e->kind == "light") {
        NodeProperty range = prop(QStringLiteral("range"), tr("Range"), T::Number);
        range.minimum = 0;
        out << NodeProperty::percentColourOf(QStringLiteral("color"), tr("Colour (percent)")) << range;
    }
    if (e->ambientLine >= 0)
        out << prop(QStringLiteral("ambient"), tr("Ambient"), T::Number);
    if (e->albedoLine >= 0)
        out << prop(QStringLiteral("albedo"), tr("Albedo"), T::Number);
    if (e->kind == "sound") {
        NodeProperty volume = prop(QStringLiteral("volume"), tr("Volume"), T::Number);
        NodeProperty range = prop(QStringLiteral("range"), tr("Range"), T::Number);
        volume.minimum = range.minimum = 0;
        out << volume << range;
    }
    if (e->kind == "path" && e->pointCountLine >= 0)
        out << prop(QStringLiteral("nodes"), tr("Nodes"), T::Integer, true);
    if (e->kind == "level") {
        NodeProperty elevation = prop(QStringLiteral("sunElevation"), tr("Sun elevation"), T::Number);
        elevation.minimum = -90;
        elevation.maximum = 90;
        NodeProperty nexus = prop(QStringLiteral("nexus"), tr("Nexus"), T::Integer);
        nexus.minimum = 0;
        nexus.maximum = 100000000;
        out << prop(QStringLiteral("sunAzimuth"), tr("Sun azimuth"), T::Number) << elevation
            << prop(QStringLiteral("script"), tr("Script"), T::FileName)
            << prop(QStringLiteral("palette"), tr("Palette"), T::FileName)
            << prop(QStringLiteral("workFile"), tr("Compiler WAD"), T::FileName) << nexus;
        const QStringList keys = levelColorKeys(m_wmp->level().colors.size());
        for (qsizetype k = 0; k < keys.size(); ++k)
            out << NodeProperty::percentColourOf(keys[k], levelColorLabel(keys[k], int(k)));
    }
    return out;
}

QVariant WmpDocument::property(NodeId id, const QString &key) const
{
    const WmpObjectNode *o = objectOf(id);
    if (!o)
        return {};
    const WmpEntity *e = entityOf(id);
    if (key == QLatin1String("type"))
        return o->block >= 0 ? QStringLiteral("block") : e ? QString::fromLatin1(e->kind) : QStringLiteral("group");
    if (key == QLatin1String("name"))
        return canRename(id) ? QVariant(e && e->nameLine >= 0 ? e->name : o->name) : QVariant();
    if (key == QLatin1String("origin"))
        return toQt(o->position);
    if (key == QLatin1String("angles"))
        return toQt(o->angles * kDegrees);
    if (key == QLatin1String("scale"))
        return toQt(o->scale);
    if (key == QLatin1String("texture") && o->block >= 0)
        return commonTexture(m_wmp->blocks()[size_t(o->block)].faces);
    if (key == QLatin1String("faceTextures") && o->block >= 0) {
        QStringList names;
        for (const auto &face : m_wmp->blocks()[size_t(o->block)].faces)
            names << face.texture;
        return names;
    }
    if (!e)
        return {};
    if (key == QLatin1String("file") && e->fileLine >= 0)
        return e->file;
    if (key == QLatin1String("action") && e->actionLine >= 0)
        return e->action;
    if (key == QLatin1String("skills") && e->skillsLine >= 0) {
        QVariantList list;
        for (double s : e->skills)
            list << s;
        return list;
    }
    if (key == QLatin1String("flags") && e->flagsLine >= 0)
        return uint(e->flags);
    if (e->kind == "light" && key == QLatin1String("color"))
        return toQt(e->color);
    if (e->kind == "light" && key == QLatin1String("range"))
        return e->range;
    if (e->kind == "level") {
        const format::WmpLevelInfo &level = m_wmp->level();
        if (key == QLatin1String("sunAzimuth"))
            return level.azimuth;
        if (key == QLatin1String("sunElevation"))
            return level.elevation;
        if (key == QLatin1String("script"))
            return level.script;
        if (key == QLatin1String("palette"))
            return level.palette;
        if (key == QLatin1String("workFile"))
            return level.workFile;
        if (key == QLatin1String("nexus"))
            return int(level.nexus);
        const qsizetype c = levelColorKeys(level.colors.size()).indexOf(key);
        if (c >= 0)
            return toQt(level.colors[size_t(c)]);
    }
    if (key == QLatin1String("ambient") && e->ambientLine >= 0)
        return e->ambient;
    if (key == QLatin1String("albedo") && e->albedoLine >= 0)
        return e->albedo;
    if (e->kind == "sound" && key == QLatin1String("volume"))
        return e->volume;
    if (e->kind == "sound" && key == QLatin1String("range"))
        return e->range;
    if (e->kind == "path" && e->pointCountLine >= 0 && key == QLatin1String("points"))
        return pointsValue(e->points);
    if (e->kind == "path" && e->pointCountLine >= 0 && key == QLatin1String("nodes"))
        return int(e->points.size());
    return {};
}

bool WmpDocument::setField(NodeId id, const QString &key, const QVariant &value)
{
    const WmpObjectNode *o = objectOf(id);
    const WmpEntity *e = entityOf(id);
    if (key == QLatin1String("name")) {
        m_wmp->setName(id, value.toString());
    } else if (key == QLatin1String("origin")) {
        m_wmp->setPosition(id, merged(o->position, value.value<QVector3D>()));
    } else if (key == QLatin1String("angles")) {
        m_wmp->setAngles(id, merged(o->angles, value.value<QVector3D>(), kDegrees));
    } else if (key == QLatin1String("scale")) {
        m_wmp->setScale(id, merged(o->scale, value.value<QVector3D>()));
    } else if (key == QLatin1String("texture") && o->block >= 0) {
        m_wmp->setFaceTexture(id, -1, value.toString());
    } else if (key == QLatin1String("faceTextures") && o->block >= 0) {
        const QStringList names = value.toStringList();
        const auto &faces = m_wmp->blocks()[size_t(o->block)].faces;
        if (names.size() != qsizetype(faces.size()))
            throw format::FormatError(-1, key, tr("one texture per face is needed"));
        for (qsizetype f = 0; f < names.size(); ++f) {
            if (m_wmp->blocks()[size_t(o->block)].faces[size_t(f)].texture != names[f])
                m_wmp->setFaceTexture(id, int(f), names[f]);
        }
    } else if (key == QLatin1String("file")) {
        m_wmp->setFile(id, value.toString());
    } else if (key == QLatin1String("action")) {
        m_wmp->setAction(id, value.toString());
    } else if (key == QLatin1String("skills")) {
        std::vector<double> skills;
        for (const QVariant &v : value.toList())
            skills.push_back(v.toDouble());
        m_wmp->setSkills(id, skills);
    } else if (key == QLatin1String("flags")) {
        m_wmp->setFlags(id, value.toUInt());
    } else if (e && e->kind == "light" && key == QLatin1String("color")) {
        m_wmp->setLight(id, merged(e->color, value.value<QVector3D>()), e->range);
    } else if (e && e->kind == "light" && key == QLatin1String("range")) {
        m_wmp->setLight(id, e->color, number(key, value));
    } else if (e && e->kind == "sound" && key == QLatin1String("volume")) {
        m_wmp->setSound(id, number(key, value), e->range);
    } else if (e && e->kind == "sound" && key == QLatin1String("range")) {
        m_wmp->setSound(id, e->volume, number(key, value));
    } else if (e && e->kind == "path" && key == QLatin1String("points")) {
        std::vector<Eigen::Vector3d> points;
        if (!pointsFromValue(value, &points))
            throw format::FormatError(-1, key, tr("three numbers per point are needed"));
        m_wmp->setPathPoints(id, points);
    } else if (key == QLatin1String("ambient")) {
        m_wmp->setAmbient(id, number(key, value));
    } else if (key == QLatin1String("albedo")) {
        m_wmp->setAlbedo(id, number(key, value));
    } else if (e && e->kind == "level") {
        return setLevelField(key, value);
    } else {
        return false;
    }
    return true;
}

bool WmpDocument::setLevelField(const QString &key, const QVariant &value)
{
    using File = WmpTextFile::LevelFile;
    const format::WmpLevelInfo &level = m_wmp->level();
    if (key == QLatin1String("sunAzimuth")) {
        m_wmp->setSun(number(key, value), level.elevation);
    } else if (key == QLatin1String("sunElevation")) {
        m_wmp->setSun(level.azimuth, number(key, value));
    } else if (key == QLatin1String("script")) {
        m_wmp->setLevelFile(File::Script, value.toString());
    } else if (key == QLatin1String("palette")) {
        m_wmp->setLevelFile(File::Palette, value.toString());
    } else if (key == QLatin1String("workFile")) {
        m_wmp->setLevelFile(File::WorkFile, value.toString());
    } else if (key == QLatin1String("nexus")) {
        bool ok = false;
        const qint64 nexus = value.toLongLong(&ok);
        if (!ok)
            throw format::FormatError(-1, key, tr("a whole number is needed"));
        m_wmp->setNexus(nexus);
    } else if (const qsizetype c = levelColorKeys(level.colors.size()).indexOf(key); c >= 0) {
        m_wmp->setLevelColor(int(c), merged(level.colors[size_t(c)], value.value<QVector3D>()));
    } else {
        return false;
    }
    return true;
}

bool WmpDocument::applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error)
{
    if (!objectOf(id))
        return setError(error, tr("No such node: %1").arg(id));
    const QList<NodeProperty> props = properties(id);
    // A path's points are edited in the views (appendPathPoint), not in the panel's list.
    const bool editable = std::any_of(props.cbegin(), props.cend(),
                                      [&](const NodeProperty &p) { return p.key == key && !p.readOnly; })
                          || ((key == QLatin1String("points") || key == QLatin1String("faceTextures"))
                              && property(id, key).isValid());
    if (!editable)
        return setError(error, tr("'%1' cannot be changed on this node").arg(key));
    try {
        if (!setField(id, key, value))
            return setError(error, tr("'%1' cannot be changed on this node").arg(key));
    } catch (const format::FormatError &e) {
        return setError(error, e.toString());
    }
    emit propertyChanged(id, key);
    if (key == QLatin1String("points"))
        emit propertyChanged(id, QStringLiteral("nodes"));
    if (key == QLatin1String("faceTextures"))
        emit propertyChanged(id, QStringLiteral("texture"));
    return true;
}

// --- capabilities ----------------------------------------------------------------------------

bool WmpDocument::canRename(NodeId id) const
{
    const WmpEntity *e = entityOf(id);
    return isGroup(id) || (e && e->nameLine >= 0);
}

bool WmpDocument::canRemove(NodeId id) const
{
    return objectOf(id) && !isRoot(id);
}

bool WmpDocument::canMove(NodeId id, NodeId newParent) const
{
    return canMoveUnder(id, newParent, [this](NodeId parent) { return isGroup(parent); });
}

QList<NodeKind> WmpDocument::addableKinds(NodeId parent) const
{
    if (!isGroup(parent))
        return {};
    return {NodeKind::Group, NodeKind::Block, NodeKind::Entity, NodeKind::Light, NodeKind::Sound,
            NodeKind::Position, NodeKind::Path};
}

// --- structure -------------------------------------------------------------------------------

bool WmpDocument::tryEdit(const std::function<void()> &edit, format::WmpTextChange *change, QString *error)
{
    // Views must hear "about to change" before the data changes, and nothing when the edit is
    // refused: record only its text changes (the file stays as it is); the caller applies them
    // between the signals, leaving in *change what undoes the edit.
    try {
        *change = m_wmp->recordOnly(edit); // a refused edit leaves the file unchanged
    } catch (const format::FormatError &e) {
        return setError(error, e.toString());
    }
    return true;
}

NodeId WmpDocument::applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    if (!isGroup(parent)) {
        setError(error, tr("Nodes can only be added to a group"));
        return 0;
    }
    const int count = int(children(parent).size());
    const int at = row < 0 || row > count ? count : row;
    NodeId id = 0;
    auto edit = [&] {
        switch (kind) {
        case NodeKind::Group:
            id = m_wmp->addGroup(parent, name, at);
            break;
        case NodeKind::Block: {
            const QStringList textures = m_wmp->textureNames();
            id = m_wmp->addBoxBlock(parent, Eigen::Vector3d(64, 64, 64),
                                    textures.isEmpty() ? QStringLiteral("default") : textures.first(), at);
            break;
        }
        case NodeKind::Entity:
            id = m_wmp->addEntity(parent, "model", name.isEmpty() ? QStringLiteral("model.mdl") : name, at);
            break;
        case NodeKind::Light:
            id = m_wmp->addEntity(parent, "light", QString(), at);
            break;
        case NodeKind::Sound:
            id = m_wmp->addEntity(parent, "sound", name.isEmpty() ? QStringLiteral("sound.wav") : name, at);
            break;
        case NodeKind::Position:
            id = m_wmp->addEntity(parent, "start", name, at);
            break;
        case NodeKind::Path:
            id = m_wmp->addEntity(parent, "path", name, at);
            break;
        default:
            throw format::FormatError(-1, QStringLiteral("kind"), tr("This kind of node cannot be added to a WMP"));
        }
    };
    format::WmpTextChange change;
    if (!tryEdit(edit, &change, error))
        return 0;
    emit nodeAboutToBeAdded(parent, at);
    m_wmp->applyChange(change);
    m_beforeAdd.insert_or_assign(id, std::move(change));
    emit nodeAdded(parent, at, id);
    return id;
}

NodeId WmpDocument::applyDuplicate(NodeId id, QString *error)
{
    if (!canDuplicate(id)) {
        setError(error, tr("This node cannot be duplicated"));
        return 0;
    }
    const NodeId parent = parentOf(id);
    const int row = rowOf(id) + 1;
    NodeId copy = 0;
    format::WmpTextChange change;
    if (!tryEdit([&] { copy = m_wmp->duplicateObject(id); }, &change, error))
        return 0;
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(change);
    m_beforeAdd.insert_or_assign(copy, std::move(change));
    emit nodeAdded(parent, row, copy);
    return copy;
}

std::unique_ptr<DetachedNode> WmpDocument::applyDetach(NodeId id, QString *error)
{
    if (!canRemove(id)) {
        setError(error, tr("This node cannot be removed"));
        return nullptr;
    }
    auto detached = std::make_unique<WmpTextState>();
    detached->node = id;
    const NodeId parent = parentOf(id);
    const int row = rowOf(id);
    if (!tryEdit([&] { m_wmp->removeObject(id); }, &detached->change, error))
        return nullptr;
    emit nodeAboutToBeRemoved(parent, row, id);
    m_wmp->applyChange(detached->change); // now holds what puts the node back
    emit nodeRemoved(parent, row, id);
    return detached;
}

std::unique_ptr<DetachedNode> WmpDocument::applyUndoAdd(NodeId id, QString *error)
{
    const auto before = m_beforeAdd.find(id);
    if (before == m_beforeAdd.end() || !contains(id))
        return applyDetach(id, error);
    auto detached = std::make_unique<WmpTextState>();
    detached->change = std::move(before->second);
    m_beforeAdd.erase(before);
    detached->node = id;
    detached->undoneAdd = true;
    takeOut(id, detached->change); // now holds what adds the node again
    return detached;
}

void WmpDocument::takeOut(NodeId id, format::WmpTextChange &change)
{
    const NodeId parent = parentOf(id);
    const int row = rowOf(id);
    emit nodeAboutToBeRemoved(parent, row, id);
    m_wmp->applyChange(change);
    emit nodeRemoved(parent, row, id);
}

bool WmpDocument::applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(node.get());
    // Parent 0 is the top level: objects that no object lists sit there beside the root.
    if (!d || contains(d->node) || (parent != 0 && !contains(parent)))
        return setError(error, tr("The node cannot be put back"));
    // The text it was taken from: the same ids and bytes, and the node at its old place.
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(d->change);
    if (d->undoneAdd) // what takes the node out again, for the next undo
        m_beforeAdd.insert_or_assign(d->node, std::move(d->change));
    emit nodeAdded(parent, row, d->node);
    return true;
}

std::unique_ptr<DetachedNode> WmpDocument::applyUndoRemove(std::unique_ptr<DetachedNode> node, NodeId parent, int row,
                                                           QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(node.get());
    if (!d || d->undoneAdd) {
        applyAttach(std::move(node), parent, row, error);
        return nullptr;
    }
    if (contains(d->node) || (parent != 0 && !contains(parent))) {
        setError(error, tr("The node cannot be put back"));
        return nullptr;
    }
    emit nodeAboutToBeAdded(parent, row);
    m_wmp->applyChange(d->change); // now holds what removes the node again
    emit nodeAdded(parent, row, d->node);
    return node;
}

std::unique_ptr<DetachedNode> WmpDocument::applyRedoRemove(NodeId id, std::unique_ptr<DetachedNode> removal, QString *error)
{
    auto *d = dynamic_cast<WmpTextState *>(removal.get());
    if (!d || d->node != id || !canRemove(id))
        return applyDetach(id, error);
    takeOut(id, d->change); // now holds what puts the node back
    return removal;
}

bool WmpDocument::applyMove(NodeId id, NodeId newParent, int row, QString *error)
{
    if (!canMove(id, newParent))
        return setError(error, tr("The node cannot move there"));
    const NodeId oldParent = parentOf(id);
    const int oldRow = rowOf(id);
    const int count = int(children(newParent).size()) - (oldParent == newParent ? 1 : 0);
    const int newRow = row < 0 || row > count ? count : row;
    format::WmpTextChange change;
    if (!tryEdit([&] { m_wmp->moveObject(id, newParent, newRow); }, &change, error))
        return false;
    emit nodeAboutToBeMoved(id, oldParent, oldRow, newParent, newRow);
    m_wmp->applyChange(change);
    emit nodeMoved(id, oldParent, oldRow, newParent, newRow);
    return true;
}

std::unique_ptr<DetachedNode> WmpDocument::captureState(const QList<NodeId> &ids) const
{
    // Only the sections an edit of these nodes rewrites: each object, the block or entity it
    // references, and its parent (whose child list a move rewrites). Undo memory stays small.
    auto state = std::make_unique<WmpSections>();
    std::vector<quint32> sections;
    for (NodeId id : ids) {
        const WmpObjectNode *o = objectOf(id);
        if (!o)
            continue;
        sections.push_back(o->id);
        if (o->block >= 0)
            sections.push_back(m_wmp->blocks()[size_t(o->block)].id);
        if (o->entity >= 0)
            sections.push_back(m_wmp->entities()[size_t(o->entity)].id);
        if (const NodeId parent = parentOf(id))
            sections.push_back(parent);
    }
    state->sections = m_wmp->saveSections(sections);
    return state;
}

void WmpDocument::restoreState(const DetachedNode &state)
{
    if (const auto *s = dynamic_cast<const WmpSections *>(&state)) {
        try {
            m_wmp->restoreSections(s->sections);
        } catch (const format::FormatError &) {
            // Only reachable if the history was bypassed; the values are right already.
        }
    }
}

int WmpDocument::objectCount() const
{
    return int(m_wmp->objects().size());
}

QList<NodeId> WmpDocument::nodesUsingTexture(int texture) const
{
    QList<NodeId> out;
    for (const format::WmpObjectNode &o : m_wmp->objects()) {
        if (o.block < 0 || size_t(o.block) >= m_wmp->blocks().size())
            continue;
        const auto &faces = m_wmp->blocks()[size_t(o.block)].faces;
        if (std::any_of(faces.begin(), faces.end(), [&](const format::WmpFace &f) { return f.textureIndex == texture; }))
            out << o.id;
    }
    return out;
}

} // namespace ackedit::document

