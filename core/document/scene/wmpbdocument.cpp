#include "scene/wmpbdocument.h"

#include "scene/sceneerror.h"
#include "scene/scenevalues.h"

#include "scene/blocktexture.h"
#include "scene/wmbdocument.h"
#include "wmpb/wmpbfile.h"

#include <QColor>
#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

using format::WmpbClass;
using format::WmpbFile;
using format::WmpbNode;

namespace {

struct WmpbTaken : DetachedNode
{
    WmpbFile::TakenNode taken;
};

struct WmpbState : DetachedNode
{
    std::vector<WmpbFile::NodeBytes> nodes;
};

QColor toColor(const std::vector<format::WmpbColour> &c, size_t i)
{
    return i < c.size() ? QColor(c[i].r, c[i].g, c[i].b) : QColor();
}

QVariantList toList(const std::vector<double> &v)
{
    QVariantList out;
    for (double d : v)
        out << d;
    return out;
}

const QStringList kLevelColors{QStringLiteral("sunColor"), QStringLiteral("ambientColor"), QStringLiteral("fogColor1"),
                               QStringLiteral("fogColor2"), QStringLiteral("fogColor3"), QStringLiteral("fogColor4")};

} // namespace

WmpbDocument::WmpbDocument(std::unique_ptr<format::WmpbFile> file, QString fileName, QObject *parent)
    : SceneDocument(std::move(file), std::move(fileName), parent), m_wmpb(static_cast<WmpbFile *>(asset()))
{
    rebuildIndex();
}

std::unique_ptr<Document> WmpbDocument::createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName)
{
    if (!dynamic_cast<WmpbFile *>(asset.get()))
        return nullptr;
    return std::make_unique<WmpbDocument>(std::unique_ptr<WmpbFile>(static_cast<WmpbFile *>(asset.release())), fileName);
}

void WmpbDocument::rebuildIndex()
{
    m_entries.clear();
    m_top.clear();
    for (const WmpbFile::TreeEntry &e : m_wmpb->treeEntries()) {
        Entry &entry = m_entries[e.id];
        entry.parent = e.parent;
        entry.classCode = e.classCode;
        entry.holdsNodes = e.holdsNodes;
        if (e.parent == 0)
            m_top.append(e.id);
        else
            m_entries[e.parent].children.append(e.id);
    }
}

bool WmpbDocument::isContainer(NodeId id) const
{
    // The format's rule: also a node that held child nodes when read, so undo can put them back.
    const auto it = m_entries.constFind(id);
    return it != m_entries.cend() && it->holdsNodes;
}

// --- tree ----------------------------------------------------------------------------------

QList<NodeId> WmpbDocument::children(NodeId parent) const
{
    return parent == 0 ? m_top : m_entries.value(parent).children;
}

NodeId WmpbDocument::parentOf(NodeId id) const
{
    return m_entries.value(id).parent;
}

bool WmpbDocument::contains(NodeId id) const
{
    return m_entries.contains(id);
}

NodeKind WmpbDocument::nodeKind(NodeId id) const
{
    if (!contains(id))
        return NodeKind::Other;
    switch (WmpbClass(m_entries.value(id).classCode)) {
    case WmpbClass::Level: return NodeKind::Level;
    case WmpbClass::Group: return NodeKind::Group;
    case WmpbClass::Block: return NodeKind::Block;
    case WmpbClass::Start: return NodeKind::Position;
    case WmpbClass::Light: return NodeKind::Light;
    case WmpbClass::OldEntity:
    case WmpbClass::Entity: return NodeKind::Entity;
    case WmpbClass::Sound: return NodeKind::Sound;
    case WmpbClass::Path: return NodeKind::Path;
    case WmpbClass::Region: return NodeKind::Region;
    default: return NodeKind::Other;
    }
}

QString WmpbDocument::nodeName(NodeId id) const
{
    if (!contains(id))
        return QString();
    const WmpbNode n = m_wmpb->node(id);
    if (!n.name.isEmpty())
        return n.name;
    if (const auto *e = std::get_if<format::WmpbEntityData>(&n.data); e && !e->file.isEmpty())
        return e->file;
    if (const auto *s = std::get_if<format::WmpbSoundData>(&n.data); s && !s->file.isEmpty())
        return s->file;
    if (const auto *b = std::get_if<format::WmpbBlockData>(&n.data))
        return tr("Block %1").arg(b->number);
    return format::wmpbClassLabel(n.classCode);
}

bool WmpbDocument::markerPosition(NodeId id, Eigen::Vector3f *position) const
{
    switch (nodeKind(id)) {
    case NodeKind::Position:
    case NodeKind::Light:
    case NodeKind::Entity:
    case NodeKind::Sound:
        *position = m_wmpb->worldTransform(id).translation().cast<float>();
        return true;
    default:
        return false;
    }
}

bool WmpbDocument::blockPolygons(NodeId id, std::vector<std::vector<Eigen::Vector3f>> *polygons,
                                 std::vector<int> *faces) const
{
    if (!contains(id) || nodeKind(id) != NodeKind::Block)
        return false;
    const WmpbNode node = m_wmpb->node(id);
    const auto *block = std::get_if<format::WmpbBlockData>(&node.data);
    if (!block)
        return false;
    const Eigen::Affine3d world = m_wmpb->worldTransform(id);
    for (const std::vector<quint16> &polygon : block->polygons) {
        if (faces) // one face record per polygon
            faces->push_back(int(faces->size()));
        std::vector<Eigen::Vector3f> &out = polygons->emplace_back();
        for (quint16 v : polygon) {
            if (v < block->vertices.size()) // a damaged index is skipped, not read past the end
                out.push_back((world * block->vertices[v]).cast<float>());
        }
    }
    return true;
}

Eigen::Vector3d WmpbDocument::engineAngles(NodeId id) const
{
    return contains(id) && id != 0 ? format::WmpbFile::engineAngles(m_wmpb->node(id).angles) : Eigen::Vector3d::Zero();
}

bool WmpbDocument::exactOrigin(NodeId id, Eigen::Vector3d *origin) const
{
    if (!contains(id))
        return false;
    *origin = m_wmpb->node(id).position;
    return true;
}

Eigen::Affine3d WmpbDocument::parentFrame(NodeId id) const
{
    const quint32 parent = contains(id) ? m_wmpb->parentId(id) : 0;
    return parent != 0 ? m_wmpb->worldTransform(parent) : Eigen::Affine3d::Identity();
}

bool WmpbDocument::bounds(NodeId id, Eigen::Vector3f *min, Eigen::Vector3f *max) const
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
        if (!contains(n))
            continue;
        Eigen::Vector3f p;
        if (markerPosition(n, &p))
            add(p);
        if (nodeKind(n) == NodeKind::Block) {
            const WmpbNode node = m_wmpb->node(n);
            // The class code says block, the data element may still be missing or another kind.
            if (const auto *block = std::get_if<format::WmpbBlockData>(&node.data)) {
                const Eigen::Affine3d world = m_wmpb->worldTransform(n);
                for (const Eigen::Vector3d &v : block->vertices)
                    add((world * v).cast<float>());
            }
        }
        stack.append(children(n));
    }
    return any;
}

// --- properties ------------------------------------------------------------------------------

QList<NodeProperty> WmpbDocument::properties(NodeId id) const
{
    using T = NodeProperty::Type;
    if (!contains(id))
        return {};
    const WmpbNode n = m_wmpb->node(id);
    QList<NodeProperty> out;
    out << prop(QStringLiteral("type"), tr("Type"), T::Text, true);
    if (canRename(id))
        out << prop(QStringLiteral("name"), tr("Name"), T::Text);
    out << prop(QStringLiteral("origin"), tr("Position (relative)"), T::Vector3)
        << prop(QStringLiteral("angles"), tr("Angles (stored)"), T::Angles) << prop(QStringLiteral("scale"), tr("Scale"), T::Vector3);
    if (std::holds_alternative<format::WmpbLevelData>(n.data)) {
        out << prop(QStringLiteral("sunAzimuth"), tr("Sun azimuth"), T::Number)
            << prop(QStringLiteral("sunElevation"), tr("Sun elevation"), T::Number)
            << prop(QStringLiteral("script"), tr("Script"), T::FileName)
            << prop(QStringLiteral("palette"), tr("Palette"), T::FileName);
        const auto &d = std::get<format::WmpbLevelData>(n.data);
        if (!d.sun.empty())
            out << prop(QStringLiteral("sunColor"), tr("Sun colour"), T::Color);
        if (!d.ambient.empty())
            out << prop(QStringLiteral("ambientColor"), tr("Ambient colour"), T::Color);
        for (size_t k = 0; k < std::min<size_t>(4, d.fog.size()); ++k)
            out << prop(QStringLiteral("fogColor%1").arg(k + 1), tr("Fog colour %1").arg(k + 1), T::Color);
    } else if (std::holds_alternative<format::WmpbEntityData>(n.data)) {
        NodeProperty flags = prop(QStringLiteral("flags"), tr("Flags"), T::Flags);
        flags.flagNames = WmbDocument::entityFlagNames();
        out << prop(QStringLiteral("file"), tr("File"), T::FileName) << prop(QStringLiteral("action"), tr("Action"), T::Text)
            << prop(QStringLiteral("skills"), tr("Skills"), T::Skills) << flags
            << prop(QStringLiteral("ambient"), tr("Ambient"), T::Number) << prop(QStringLiteral("albedo"), tr("Albedo"), T::Number)
            << prop(QStringLiteral("material"), tr("Material"), T::Text);
    } else if (std::holds_alternative<format::WmpbLightData>(n.data)) {
        NodeProperty flags = prop(QStringLiteral("flags"), tr("Flags"), T::Flags);
        flags.flagNames = WmbDocument::lightFlagNames();
        out << prop(QStringLiteral("color"), tr("Colour"), T::Color) << prop(QStringLiteral("range"), tr("Range"), T::Number) << flags;
    } else if (std::holds_alternative<format::WmpbSoundData>(n.data)) {
        out << prop(QStringLiteral("file"), tr("File"), T::FileName) << prop(QStringLiteral("volume"), tr("Volume"), T::Integer)
            << prop(QStringLiteral("range"), tr("Range"), T::Integer);
    } else if (const auto *r = std::get_if<format::WmpbRegionData>(&n.data); r && r->box.size() == 6) {
        out << prop(QStringLiteral("min"), tr("Minimum"), T::Vector3) << prop(QStringLiteral("max"), tr("Maximum"), T::Vector3);
    } else if (std::holds_alternative<format::WmpbBlockData>(n.data)) {
        out << prop(QStringLiteral("texture"), tr("Texture"), T::Text)
            << prop(QStringLiteral("vertices"), tr("Vertices"), T::Integer, true);
    } else if (std::holds_alternative<format::WmpbPathData>(n.data)) {
        out << prop(QStringLiteral("nodes"), tr("Nodes"), T::Integer, true);
    }
    return out;
}

QVariant WmpbDocument::property(NodeId id, const QString &key) const
{
    if (!contains(id))
        return {};
    const WmpbNode n = m_wmpb->node(id);
    if (key == QLatin1String("type"))
        return format::wmpbClassLabel(n.classCode);
    if (key == QLatin1String("name"))
        return canRename(id) ? QVariant(n.name) : QVariant();
    if (key == QLatin1String("origin"))
        return toQt(n.position);
    if (key == QLatin1String("angles"))
        return toQt(n.angles * kDegrees);
    if (key == QLatin1String("scale"))
        return toQt(n.scale);
    if (const auto *d = std::get_if<format::WmpbLevelData>(&n.data)) {
        if (key == QLatin1String("sunAzimuth"))
            return double(d->sunAzimuth);
        if (key == QLatin1String("sunElevation"))
            return double(d->sunElevation);
        if (key == QLatin1String("script"))
            return d->script;
        if (key == QLatin1String("palette"))
            return d->paletteFile;
        const qsizetype c = kLevelColors.indexOf(key);
        if (c == 0)
            return toColor(d->sun, 0);
        if (c == 1)
            return toColor(d->ambient, 0);
        if (c >= 2)
            return toColor(d->fog, size_t(c - 2));
    } else if (const auto *e = std::get_if<format::WmpbEntityData>(&n.data)) {
        if (key == QLatin1String("file"))
            return e->file;
        if (key == QLatin1String("action"))
            return e->action;
        if (key == QLatin1String("skills"))
            return toList(e->skills);
        if (key == QLatin1String("flags"))
            return uint(e->flags);
        if (key == QLatin1String("ambient"))
            return double(e->ambient);
        if (key == QLatin1String("albedo"))
            return double(e->albedo);
        if (key == QLatin1String("material"))
            return e->material;
    } else if (const auto *l = std::get_if<format::WmpbLightData>(&n.data)) {
        if (key == QLatin1String("color"))
            return QColor(int(std::min(l->red, 255u)), int(std::min(l->green, 255u)), int(std::min(l->blue, 255u)));
        if (key == QLatin1String("range"))
            return double(l->range);
        if (key == QLatin1String("flags"))
            return uint(l->flags);
    } else if (const auto *s = std::get_if<format::WmpbSoundData>(&n.data)) {
        if (key == QLatin1String("file"))
            return s->file;
        if (key == QLatin1String("volume"))
            return int(s->volume);
        if (key == QLatin1String("range"))
            return int(s->range);
    } else if (const auto *r = std::get_if<format::WmpbRegionData>(&n.data); r && r->box.size() == 6) {
        if (key == QLatin1String("min"))
            return QVector3D(float(r->box[0]), float(r->box[1]), float(r->box[2]));
        if (key == QLatin1String("max"))
            return QVector3D(float(r->box[3]), float(r->box[4]), float(r->box[5]));
    } else if (const auto *b = std::get_if<format::WmpbBlockData>(&n.data)) {
        if (key == QLatin1String("vertices"))
            return int(b->vertices.size());
        if (key == QLatin1String("texture"))
            return commonTexture(b->faces);
        if (key == QLatin1String("faceTextures")) {
            // A block drawn with WED's default texture has no face records: one name per polygon.
            QStringList names;
            for (size_t f = 0; f < b->polygons.size(); ++f)
                names << (f < b->faces.size() ? b->faces[f].texture : QString());
            return names;
        }
    } else if (const auto *p = std::get_if<format::WmpbPathData>(&n.data)) {
        if (key == QLatin1String("nodes"))
            return int(p->points.size());
        if (key == QLatin1String("points"))
            return pointsValue(p->points);
    }
    return {};
}

bool WmpbDocument::setField(WmpbNode &n, const QString &key, const QVariant &value, QString *error) const
{
    auto unsignedValue = [&](quint32 *out) {
        bool ok = false;
        const uint v = value.toUInt(&ok);
        *out = v;
        return ok || setError(error, tr("%1 needs a whole number").arg(key));
    };
    auto floatValue = [&](float *out) {
        bool ok = false;
        const double v = value.toDouble(&ok);
        *out = float(v);
        return (ok && std::isfinite(v)) || setError(error, tr("%1 needs a number").arg(key));
    };
    auto setColor = [&](std::vector<format::WmpbColour> &list, size_t i) {
        const QColor c = value.value<QColor>();
        if (!c.isValid() || i >= list.size())
            return setError(error, tr("%1 needs a colour").arg(key));
        list[i].r = quint8(c.red());
        list[i].g = quint8(c.green());
        list[i].b = quint8(c.blue());
        return true;
    };
    if (key == QLatin1String("origin")) {
        n.position = merged(n.position, value.value<QVector3D>());
        return true;
    }
    if (key == QLatin1String("angles")) {
        n.angles = merged(n.angles, value.value<QVector3D>(), kDegrees);
        return true;
    }
    if (key == QLatin1String("scale")) {
        n.scale = merged(n.scale, value.value<QVector3D>());
        return true;
    }
    if (auto *d = std::get_if<format::WmpbLevelData>(&n.data)) {
        if (key == QLatin1String("sunAzimuth"))
            return floatValue(&d->sunAzimuth);
        if (key == QLatin1String("sunElevation"))
            return floatValue(&d->sunElevation);
        if (key == QLatin1String("script"))
            return d->script = value.toString(), true;
        if (key == QLatin1String("palette"))
            return d->paletteFile = value.toString(), true;
        const qsizetype c = kLevelColors.indexOf(key);
        if (c == 0)
            return setColor(d->sun, 0);
        if (c == 1)
            return setColor(d->ambient, 0);
        if (c >= 2)
            return setColor(d->fog, size_t(c - 2));
    } else if (auto *e = std::get_if<format::WmpbEntityData>(&n.data)) {
        if (key == QLatin1String("file"))
            return e->file = value.toString(), true;
        if (key == QLatin1String("action"))
            return e->action = value.toString(), true;
        if (key == QLatin1String("skills")) {
            const QVariantList list = value.toList();
            for (qsizetype k = 0; k < list.size() && size_t(k) < e->skills.size(); ++k)
                e->skills[size_t(k)] = list[k].toDouble();
            return true;
        }
        if (key == QLatin1String("flags"))
            return unsignedValue(&e->flags);
        if (key == QLatin1String("ambient"))
            return floatValue(&e->ambient);
        if (key == QLatin1String("albedo"))
            return floatValue(&e->albedo);
        if (key == QLatin1String("material"))
            return e->material = value.toString(), true;
    } else if (auto *l = std::get_if<format::WmpbLightData>(&n.data)) {
        if (key == QLatin1String("color")) {
            const QColor c = value.value<QColor>();
            if (!c.isValid())
                return setError(error, tr("%1 needs a colour").arg(key));
            l->red = quint32(c.red());
            l->green = quint32(c.green());
            l->blue = quint32(c.blue());
            return true;
        }
        if (key == QLatin1String("range"))
            return floatValue(&l->range);
        if (key == QLatin1String("flags"))
            return unsignedValue(&l->flags);
    } else if (auto *s = std::get_if<format::WmpbSoundData>(&n.data)) {
        if (key == QLatin1String("file"))
            return s->file = value.toString(), true;
        if (key == QLatin1String("volume"))
            return unsignedValue(&s->volume);
        if (key == QLatin1String("range"))
            return unsignedValue(&s->range);
    } else if (auto *b = std::get_if<format::WmpbBlockData>(&n.data)) {
        if (key == QLatin1String("texture")) {
            const QString texture = value.toString();
            if (!isTextureName(texture))
                return setError(error, tr("'%1' is not a texture name").arg(texture));
            if (b->faces.empty()) // a block drawn with WED's default texture gets its face records
                b->faces = format::defaultFaces(*b, texture);
            for (format::WmpbFace &f : b->faces)
                f.texture = texture;
            return true;
        }
        if (key == QLatin1String("faceTextures")) {
            const QStringList names = value.toStringList();
            if (names.size() != qsizetype(b->polygons.size()))
                return setError(error, tr("%1 needs one texture per face").arg(key));
            if (b->faces.size() != b->polygons.size()) // WED's default texture: no record to change
                return setError(error, tr("This block has no face records (WED's default texture): texture the whole block first"));
            for (qsizetype f = 0; f < names.size(); ++f) {
                const bool same = size_t(f) < b->faces.size() && b->faces[size_t(f)].texture == names[f];
                if (!same && !isTextureName(names[f]))
                    return setError(error, tr("'%1' is not a texture name").arg(names[f]));
            }
            for (qsizetype f = 0; f < names.size(); ++f)
                b->faces[size_t(f)].texture = names[f];
            return true;
        }
    } else if (auto *p = std::get_if<format::WmpbPathData>(&n.data)) {
        if (key == QLatin1String("points")) {
            std::vector<Eigen::Vector3d> points;
            if (!pointsFromValue(value, &points))
                return setError(error, tr("%1 needs three numbers per point").arg(key));
            format::setPathPoints(*p, std::move(points));
            return true;
        }
    } else if (auto *r = std::get_if<format::WmpbRegionData>(&n.data); r && r->box.size() == 6) {
        const QVector3D v = value.value<QVector3D>();
        const size_t at = key == QLatin1String("min") ? 0 : key == QLatin1String("max") ? 3 : 6;
        if (at < 6) {
            const Eigen::Vector3d m = merged(Eigen::Vector3d(r->box[at], r->box[at + 1], r->box[at + 2]), v);
            std::copy(m.data(), m.data() + 3, r->box.begin() + qsizetype(at));
            return true;
        }
    }
    return setError(error, tr("'%1' cannot be changed on this node").arg(key));
}

bool WmpbDocument::applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error)
{
    if (!contains(id))
        return setError(error, tr("No such node: %1").arg(id));
    try {
        if (key == QLatin1String("name")) {
            if (!canRename(id))
                return setError(error, tr("This node has no name"));
            m_wmpb->setName(id, value.toString());
        } else {
            WmpbNode n = m_wmpb->node(id);
            if (!setField(n, key, value, error))
                return false;
            m_wmpb->setNode(n);
        }
    } catch (const format::FormatError &e) {
        return setError(error, e.toString());
    }
    emitPropertyChanged(id, key);
    return true;
}

// --- capabilities ----------------------------------------------------------------------------

bool WmpbDocument::canRename(NodeId id) const
{
    const NodeKind k = nodeKind(id);
    return contains(id) && k != NodeKind::Light && k != NodeKind::Sound && k != NodeKind::Other;
}

bool WmpbDocument::canRemove(NodeId id) const
{
    return contains(id) && parentOf(id) != 0;
}

bool WmpbDocument::canMove(NodeId id, NodeId newParent) const
{
    return canMoveUnder(id, newParent, [this](NodeId parent) { return isContainer(parent); });
}

QList<NodeKind> WmpbDocument::addableKinds(NodeId parent) const
{
    if (!isContainer(parent))
        return {};
    return {NodeKind::Group, NodeKind::Block, NodeKind::Entity, NodeKind::Light, NodeKind::Sound,
            NodeKind::Position, NodeKind::Path, NodeKind::Region};
}

// --- structure -------------------------------------------------------------------------------

NodeId WmpbDocument::applyCreate(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    WmpbClass cls;
    switch (kind) {
    case NodeKind::Block: cls = WmpbClass::Block; break;
    case NodeKind::Group: cls = WmpbClass::Group; break;
    case NodeKind::Entity: cls = WmpbClass::Entity; break;
    case NodeKind::Light: cls = WmpbClass::Light; break;
    case NodeKind::Sound: cls = WmpbClass::Sound; break;
    case NodeKind::Position: cls = WmpbClass::Start; break;
    case NodeKind::Path: cls = WmpbClass::Path; break;
    case NodeKind::Region: cls = WmpbClass::Region; break;
    default:
        setError(error, tr("This kind of node cannot be added"));
        return 0;
    }
    NodeId id = 0;
    WmpbFile::TakenNode taken;
    try {
        // Added, then taken out again, so the views hear of it before it is (re)inserted.
        if (cls == WmpbClass::Block) {
            const QStringList textures = m_wmpb->textureNames();
            id = m_wmpb->addNode(parent, row, WmpbNode::box(Eigen::Vector3d(64, 64, 64),
                                                            textures.isEmpty() ? QStringLiteral("default") : textures.first(), name));
        } else {
            id = m_wmpb->addNode(parent, row, WmpbNode::make(cls, name));
        }
        taken = m_wmpb->takeNode(id);
    } catch (const format::FormatError &e) {
        setError(error, e.toString());
        return 0;
    }
    const QList<NodeId> siblings = children(parent);
    const int at = row < 0 || row > siblings.size() ? int(siblings.size()) : row;
    emit nodeAboutToBeAdded(parent, at);
    m_wmpb->putBack(taken);
    rebuildIndex();
    emit nodeAdded(parent, at, id);
    return id;
}

NodeId WmpbDocument::copySubtree(NodeId source, NodeId parent, int row)
{
    WmpbNode n = m_wmpb->node(source);
    const NodeId copy = m_wmpb->addNode(parent, row, n);
    try {
        for (quint32 child : n.children)
            copySubtree(child, copy, -1);
    } catch (const format::FormatError &) {
        m_wmpb->removeNode(copy); // a refused copy leaves nothing behind (no undo step holds it)
        throw;
    }
    return copy;
}

NodeId WmpbDocument::applyDuplicate(NodeId id, QString *error)
{
    if (!canDuplicate(id)) {
        setError(error, tr("This node cannot be duplicated"));
        return 0;
    }
    const NodeId parent = parentOf(id);
    const int row = rowOf(id) + 1;
    NodeId copy = 0;
    WmpbFile::TakenNode taken;
    try {
        copy = copySubtree(id, parent, row);
        taken = m_wmpb->takeNode(copy);
    } catch (const format::FormatError &e) {
        setError(error, e.toString());
        return 0;
    }
    emit nodeAboutToBeAdded(parent, row);
    m_wmpb->putBack(taken);
    rebuildIndex();
    emit nodeAdded(parent, row, copy);
    return copy;
}

std::unique_ptr<DetachedNode> WmpbDocument::applyDetach(NodeId id, QString *error)
{
    if (!canRemove(id)) {
        setError(error, tr("This node cannot be removed"));
        return nullptr;
    }
    const NodeId parent = parentOf(id);
    const int row = rowOf(id);
    emit nodeAboutToBeRemoved(parent, row, id);
    auto detached = std::make_unique<WmpbTaken>();
    detached->taken = m_wmpb->takeNode(id);
    rebuildIndex();
    emit nodeRemoved(parent, row, id);
    return detached;
}

bool WmpbDocument::applyAttach(std::unique_ptr<DetachedNode> node, NodeId parent, int row, QString *error)
{
    auto *d = dynamic_cast<WmpbTaken *>(node.get());
    if (!d || d->taken.parent != parent || contains(d->taken.element.uid) || !contains(parent))
        return setError(error, tr("The node cannot be put back"));
    emit nodeAboutToBeAdded(parent, row);
    m_wmpb->putBack(d->taken);
    rebuildIndex();
    emit nodeAdded(parent, row, d->taken.element.uid);
    return true;
}

bool WmpbDocument::applyMove(NodeId id, NodeId newParent, int row, QString *error)
{
    if (!canMove(id, newParent))
        return setError(error, tr("The node cannot move there"));
    const NodeId oldParent = parentOf(id);
    const int oldRow = rowOf(id);
    const int count = int(children(newParent).size()) - (oldParent == newParent ? 1 : 0);
    const int newRow = row < 0 || row > count ? count : row;
    emit nodeAboutToBeMoved(id, oldParent, oldRow, newParent, newRow);
    try {
        m_wmpb->moveNode(id, newParent, newRow);
    } catch (const format::FormatError &e) {
        setError(error, e.toString()); // only the nesting limit is left to refuse it here
    }
    rebuildIndex();
    emit nodeMoved(id, oldParent, oldRow, parentOf(id), rowOf(id));
    return contains(id) && parentOf(id) == newParent;
}

std::unique_ptr<DetachedNode> WmpbDocument::captureState(const QList<NodeId> &ids) const
{
    // The node's own bytes and its parent's (a move rewrites the parents' child counts).
    auto state = std::make_unique<WmpbState>();
    for (NodeId id : ids) {
        if (!contains(id))
            continue;
        state->nodes.push_back(m_wmpb->nodeBytes(id));
        if (const NodeId parent = parentOf(id))
            state->nodes.push_back(m_wmpb->nodeBytes(parent));
    }
    return state;
}

void WmpbDocument::restoreState(const DetachedNode &state)
{
    if (const auto *s = dynamic_cast<const WmpbState *>(&state)) {
        for (const WmpbFile::NodeBytes &n : s->nodes) {
            if (contains(n.id))
                m_wmpb->restoreNodeBytes(n);
        }
    }
}

QList<NodeId> WmpbDocument::nodesUsingTexture(int texture) const
{
    const QString name = m_wmpb->textureNames().value(texture);
    QList<NodeId> out;
    if (name.isNull())
        return out;
    for (const quint32 id : m_wmpb->nodeIds()) {
        if (nodeKind(id) != NodeKind::Block)
            continue;
        const format::WmpbNode node = m_wmpb->node(id); // a copy: faces must not outlive it
        const auto *block = std::get_if<format::WmpbBlockData>(&node.data); // absent in a damaged file
        if (block && std::any_of(block->faces.begin(), block->faces.end(),
                                 [&](const format::WmpbFace &f) { return f.texture == name; }))
            out << id;
    }
    return out;
}

} // namespace ackedit::document

