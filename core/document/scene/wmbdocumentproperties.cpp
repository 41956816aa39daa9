// WmbDocument: the editable fields of every object kind, read and written through WmbFile.
#include "scene/wmbdocument.h"

#include "scene/sceneerror.h"
#include "scene/scenevalues.h"

#include "wmb/wmbfile.h"

#include <QColor>
#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

using format::WmbObject;
using format::WmbObjectKind;

namespace {

QColor toColor(quint32 rgb) { return QColor(int((rgb >> 16) & 0xff), int((rgb >> 8) & 0xff), int(rgb & 0xff)); }
// Keeps the byte above the colour (0 in every file) as it was.
quint32 fromColor(const QColor &c, quint32 old) { return (old & 0xff000000u) | (c.rgb() & 0x00ffffffu); }

QVariantList skillList(const std::vector<float> &skills)
{
    QVariantList out;
    for (float s : skills)
        out << double(s);
    return out;
}

QStringList bitNames(const QStringList &named, int bits)
{
    QStringList out = named;
    for (qsizetype i = out.size(); i < bits; ++i)
        out << QStringLiteral("bit %1").arg(i);
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out[i].isEmpty())
            out[i] = QStringLiteral("bit %1").arg(i);
    }
    return out;
}

const QStringList kColorKeys{QStringLiteral("sunColor"), QStringLiteral("ambientColor"), QStringLiteral("fogColor1"),
                             QStringLiteral("fogColor2"), QStringLiteral("fogColor3"), QStringLiteral("fogColor4")};

} // namespace

QStringList WmbDocument::entityFlagNames()
{
    // wmb.md: engine flag bits of both entity records; unnamed bits are kept as "bit N".
    return bitNames({QStringLiteral("FLAG1"), QStringLiteral("FLAG2"), QStringLiteral("FLAG3"), QStringLiteral("FLAG4"),
                     QStringLiteral("FLAG5"), QStringLiteral("FLAG6"), QStringLiteral("FLAG7"), QStringLiteral("FLAG8"),
                     QStringLiteral("INVISIBLE"), QStringLiteral("PASSABLE"), QStringLiteral("TRANSLUCENT"), QString(),
                     QStringLiteral("OVERLAY"), QStringLiteral("SPOTLIGHT"), QStringLiteral("ZNEAR"), QString(),
                     QStringLiteral("NOFILTER"), QStringLiteral("UNLIT"), QStringLiteral("SHADOW"), QStringLiteral("LIGHT"),
                     QStringLiteral("NOFOG"), QStringLiteral("BRIGHT"), QStringLiteral("DECAL"), QStringLiteral("METAL"),
                     QString(), QString(), QStringLiteral("POLYGON")},
                    32);
}

QStringList WmbDocument::lightFlagNames()
{
    return bitNames({QStringLiteral("HIGHRES"), QStringLiteral("DYNAMIC"), QStringLiteral("STATIC"), QStringLiteral("CAST")}, 8);
}

QList<NodeProperty> WmbDocument::objectProperties(const WmbObject &o) const
{
    using T = NodeProperty::Type;
    QList<NodeProperty> out;
    out << prop(QStringLiteral("type"), tr("Type"), T::Text, true);
    if (o.hasName())
        out << prop(QStringLiteral("name"), tr("Name"), T::Text);
    if (o.hasFile())
        out << prop(QStringLiteral("file"), tr("File"), T::FileName);
    if (o.hasAction())
        out << prop(QStringLiteral("action"), tr("Action"), T::Text);
    switch (o.type) {
    case quint32(WmbObjectKind::Region):
        out << prop(QStringLiteral("min"), tr("Minimum"), T::Vector3) << prop(QStringLiteral("max"), tr("Maximum"), T::Vector3);
        break;
    case quint32(WmbObjectKind::Info): {
        out << prop(QStringLiteral("sunAzimuth"), tr("Sun azimuth"), T::Number)
            << prop(QStringLiteral("sunElevation"), tr("Sun elevation"), T::Number)
            << prop(QStringLiteral("sunColor"), tr("Sun colour"), T::Color)
            << prop(QStringLiteral("ambientColor"), tr("Ambient colour"), T::Color);
        for (int k = 1; k <= 4; ++k)
            out << prop(QStringLiteral("fogColor%1").arg(k), tr("Fog colour %1").arg(k), T::Color);
        out << prop(QStringLiteral("compilerVersion"), tr("Compiler version"), T::Number, true);
        break;
    }
    case quint32(WmbObjectKind::Path):
        out << prop(QStringLiteral("nodes"), tr("Nodes"), T::Integer, true);
        break;
    default:
        if (o.isKnownKind())
            out << prop(QStringLiteral("origin"), tr("Position"), T::Vector3);
        break;
    }
    if (o.hasAngles())
        out << prop(QStringLiteral("angles"), tr("Angles"), T::Angles);
    if (o.hasScale())
        out << prop(QStringLiteral("scale"), tr("Scale"), T::Vector3);
    if (o.isEntity()) {
        NodeProperty flags = prop(QStringLiteral("flags"), tr("Flags"), T::Flags);
        flags.flagNames = entityFlagNames();
        out << flags << prop(QStringLiteral("skills"), tr("Skills"), T::Skills);
        NodeProperty ambient = prop(QStringLiteral("ambient"), tr("Ambient"), T::Number);
        ambient.minimum = -100;
        ambient.maximum = 100;
        out << ambient;
        if (o.type == quint32(WmbObjectKind::Entity))
            out << prop(QStringLiteral("albedo"), tr("Albedo"), T::Number);
    } else if (o.type == quint32(WmbObjectKind::Light)) {
        NodeProperty flags = prop(QStringLiteral("flags"), tr("Flags"), T::Flags);
        flags.flagNames = lightFlagNames();
        NodeProperty range = prop(QStringLiteral("range"), tr("Range"), T::Number);
        range.minimum = 0;
        out << NodeProperty::percentColourOf(QStringLiteral("color"), tr("Colour (percent)")) << range << flags;
    } else if (o.type == quint32(WmbObjectKind::Sound)) {
        NodeProperty volume = prop(QStringLiteral("volume"), tr("Volume"), T::Number);
        volume.minimum = 0;
        volume.maximum = 100;
        NodeProperty range = prop(QStringLiteral("range"), tr("Range"), T::Integer);
        range.minimum = 0;
        out << volume << range << prop(QStringLiteral("flags"), tr("Flags"), T::Integer);
    }
    return out;
}

QList<NodeProperty> WmbDocument::properties(NodeId id) const
{
    using T = NodeProperty::Type;
    if (const WmbObject *o = objectOf(id))
        return objectProperties(*o);
    if (isPathNode(id))
        return {prop(QStringLiteral("origin"), tr("Position"), T::Vector3), prop(QStringLiteral("skills"), tr("Skills"), T::Skills)};
    switch (nodeKind(id)) {
    case NodeKind::Texture:
        return {prop(QStringLiteral("name"), tr("Name"), T::Text, true), prop(QStringLiteral("width"), tr("Width"), T::Integer, true),
                prop(QStringLiteral("height"), tr("Height"), T::Integer, true)};
    case NodeKind::Material:
        return {prop(QStringLiteral("texture"), tr("Texture"), T::Integer, true)};
    case NodeKind::Block:
        return {prop(QStringLiteral("vertices"), tr("Vertices"), T::Integer, true),
                prop(QStringLiteral("triangles"), tr("Triangles"), T::Integer, true)};
    default:
        return {};
    }
}

QVariant WmbDocument::objectProperty(const WmbObject &o, const QString &key) const
{
    // Only the fields this kind of record has (a light has no ambient, a path no origin).
    const QList<NodeProperty> props = objectProperties(o);
    const bool known = std::any_of(props.cbegin(), props.cend(), [&](const NodeProperty &p) { return p.key == key; });
    if (!known && key != QLatin1String("origin"))
        return {};
    if (key == QLatin1String("type"))
        return o.kindName();
    if (key == QLatin1String("name"))
        return o.hasName() ? QVariant(QString::fromLatin1(o.nameText())) : QVariant();
    if (key == QLatin1String("file"))
        return o.hasFile() ? QVariant(QString::fromLatin1(o.fileText())) : QVariant();
    if (key == QLatin1String("action"))
        return o.hasAction() ? QVariant(QString::fromLatin1(o.actionText())) : QVariant();
    const bool placed = o.isKnownKind() && o.type != quint32(WmbObjectKind::Info) && o.type != quint32(WmbObjectKind::Path);
    const bool region = o.type == quint32(WmbObjectKind::Region);
    if (key == QLatin1String("origin") || (key == QLatin1String("min") && region))
        return placed ? QVariant(toQt(o.origin)) : QVariant();
    if (key == QLatin1String("max"))
        return region ? QVariant(toQt(o.region.maximum)) : QVariant();
    if (key == QLatin1String("angles"))
        return o.hasAngles() ? QVariant(toQt(o.angles)) : QVariant();
    if (key == QLatin1String("scale"))
        return o.hasScale() ? QVariant(toQt(o.scale)) : QVariant();
    if (key == QLatin1String("flags"))
        return uint(o.flags);
    if (key == QLatin1String("skills"))
        return o.isEntity() ? QVariant(skillList(o.skills)) : QVariant();
    if (key == QLatin1String("ambient"))
        return double(o.ambient);
    if (key == QLatin1String("albedo"))
        return double(o.entity.albedo);
    if (key == QLatin1String("color"))
        return toQt(o.light.color);
    if (key == QLatin1String("range"))
        return o.type == quint32(WmbObjectKind::Sound) ? QVariant(int(o.sound.range)) : QVariant(double(o.light.range));
    if (key == QLatin1String("volume"))
        return double(o.sound.volume);
    if (key == QLatin1String("nodes"))
        return int(o.path.legacy ? o.path.points.size() : o.path.nodes.size());
    if (key == QLatin1String("sunAzimuth"))
        return double(o.info.sunAzimuth);
    if (key == QLatin1String("sunElevation"))
        return double(o.info.sunElevation);
    if (key == QLatin1String("compilerVersion"))
        return double(o.info.compilerVersion);
    if (key == QLatin1String("sunColor"))
        return toColor(o.info.sunColor);
    if (key == QLatin1String("ambientColor"))
        return toColor(o.info.ambientColor);
    if (const qsizetype fog = kColorKeys.indexOf(key); fog >= 2)
        return toColor(o.info.fogColors[size_t(fog - 2)]);
    return {};
}

QVariant WmbDocument::property(NodeId id, const QString &key) const
{
    if (const WmbObject *o = objectOf(id))
        return objectProperty(*o, key);
    if (const auto it = m_pathNodes.constFind(id); it != m_pathNodes.cend()) {
        const format::WmbPathNode &n = objectOf(it->path)->path.nodes[size_t(it->index)];
        if (key == QLatin1String("origin"))
            return toQt(n.position);
        if (key == QLatin1String("skills"))
            return skillList(std::vector<float>(n.skills.begin(), n.skills.end()));
        return {};
    }
    switch (nodeKind(id)) {
    case NodeKind::Texture: {
        const format::WmbTexture &t = m_wmb->textures()[id - TextureBase];
        if (key == QLatin1String("name"))
            return nodeName(id);
        if (key == QLatin1String("width"))
            return int(t.width);
        if (key == QLatin1String("height"))
            return int(t.height);
        return {};
    }
    case NodeKind::Material:
        return key == QLatin1String("texture") ? QVariant(int(m_wmb->materials()[id - MaterialBase].texture)) : QVariant();
    case NodeKind::Block: {
        const format::WmbBlock &b = m_wmb->blocks()[id - BlockBase];
        if (key == QLatin1String("vertices"))
            return int(b.vertices.size());
        if (key == QLatin1String("triangles"))
            return int(b.triangles.size());
        return {};
    }
    default:
        return {};
    }
}

bool WmbDocument::applyProperty(NodeId id, const QString &key, const QVariant &value, QString *error)
{
    if (const auto it = m_pathNodes.constFind(id); it != m_pathNodes.cend()) {
        if (key == QLatin1String("origin")) {
            if (!m_wmb->setPathNodePosition(it->path, it->index, toEigen(value.value<QVector3D>()).cast<float>()))
                return setError(error, tr("The path node cannot move"));
        } else if (key == QLatin1String("skills")) {
            const QVariantList list = value.toList();
            WmbObject *path = m_wmb->object(it->path);
            auto &skills = path->path.nodes[size_t(it->index)].skills;
            for (qsizetype k = 0; k < list.size() && size_t(k) < skills.size(); ++k)
                skills[size_t(k)] = float(list[k].toDouble());
        } else {
            return setError(error, tr("A path node has no field '%1'").arg(key));
        }
        emit propertyChanged(id, key);
        return true;
    }
    if (!isObject(id))
        return setError(error, tr("This node has no editable fields"));
    const quint32 typeBefore = objectOf(id)->type;
    if (!setObjectProperty(id, key, value, error))
        return false;
    emit propertyChanged(id, key);
    if (objectOf(id)->type == quint32(WmbObjectKind::Region) && key == QLatin1String("origin"))
        emit propertyChanged(id, QStringLiteral("max")); // the box moves as a whole
    if (objectOf(id)->type != typeBefore) // an old entity became a long entity record
        emit propertyChanged(id, QStringLiteral("type"));
    return true;
}

bool WmbDocument::setObjectProperty(NodeId id, const QString &key, const QVariant &value, QString *error)
{
    WmbObject *o = m_wmb->object(id);
    auto text = [&](QByteArray *out) {
        const QString s = value.toString();
        *out = s.toLatin1();
        return QString::fromLatin1(*out) == s || setError(error, tr("'%1' is not Latin-1 text").arg(s));
    };
    auto vector = [&](Eigen::Vector3f *out) {
        if (!value.canConvert<QVector3D>())
            return setError(error, tr("%1 needs three numbers").arg(key));
        *out = toEigen(value.value<QVector3D>()).cast<float>();
        return true;
    };
    auto number = [&](float *out) {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return setError(error, tr("%1 needs a number").arg(key));
        *out = float(v);
        return true;
    };
    QByteArray bytes;
    Eigen::Vector3f v;
    // "type" changes one way only, old entity to entity (widenEntity); undo restores the record.
    if (key == QLatin1String("type") && value.toString() == format::wmbObjectKindName(quint32(WmbObjectKind::Entity))) {
        if (!canWidenEntity(id))
            return setError(error, tr("This object cannot become a %1 record in a WMB%2 file")
                                       .arg(value.toString())
                                       .arg(m_wmb->version()));
        const bool overflowed = o->fileOverflows();
        m_wmb->convertToEntity(id);
        if (overflowed) // the action field held the file name's tail, not an action
            m_wmb->object(id)->action = QByteArray(m_wmb->object(id)->action.size(), '\0');
        return true;
    }
    const bool readOnly = key == QLatin1String("type") || key == QLatin1String("nodes") || key == QLatin1String("compilerVersion");
    if (readOnly || objectProperty(*o, key).isNull())
        return setError(error, tr("'%1' cannot be changed on this object").arg(key));

    if (key == QLatin1String("name"))
        return text(&bytes) && m_wmb->setObjectName(id, bytes, error);
    if (key == QLatin1String("file"))
        return text(&bytes) && m_wmb->setObjectFile(id, bytes, error);
    if (key == QLatin1String("action"))
        return text(&bytes) && m_wmb->setObjectAction(id, bytes, error);
    if (key == QLatin1String("origin")) {
        if (!vector(&v) || !m_wmb->setObjectPosition(id, v))
            return setError(error, tr("This object has no position"));
        return true;
    }
    if (key == QLatin1String("min") || key == QLatin1String("max")) {
        if (!vector(&v))
            return false;
        (key == QLatin1String("min") ? o->origin : o->region.maximum) = v;
        return true;
    }
    if (key == QLatin1String("angles"))
        return vector(&v) && (m_wmb->setObjectAngles(id, v) || setError(error, tr("This object has no angles")));
    if (key == QLatin1String("scale"))
        return vector(&v) && (m_wmb->setObjectScale(id, v) || setError(error, tr("This object has no scale")));
    if (key == QLatin1String("flags")) {
        bool ok = false;
        const uint flags = value.toUInt(&ok);
        if (!ok)
            return setError(error, tr("flags need a number"));
        return m_wmb->setObjectFlags(id, flags) || setError(error, tr("This object has no flags"));
    }
    if (key == QLatin1String("skills")) {
        const QVariantList list = value.toList();
        for (qsizetype k = 0; k < list.size(); ++k) {
            const float s = float(list[k].toDouble());
            const WmbObject *cur = m_wmb->object(id);
            const bool exists = size_t(k) < cur->skills.size();
            // Zero skills past an old entity's eight do not widen the record.
            if ((exists && cur->skills[size_t(k)] == s) || (!exists && s == 0.0f))
                continue;
            if (!m_wmb->setObjectSkill(id, int(k), s, error))
                return false;
        }
        return true;
    }
    if (key == QLatin1String("ambient"))
        return number(&o->ambient);
    if (key == QLatin1String("albedo"))
        return number(&o->entity.albedo);
    if (key == QLatin1String("color"))
        return vector(&o->light.color);
    if (key == QLatin1String("range")) {
        if (o->type == quint32(WmbObjectKind::Sound)) {
            bool ok = false;
            const uint r = value.toUInt(&ok);
            o->sound.range = r;
            return ok || setError(error, tr("range needs a whole number"));
        }
        return number(&o->light.range);
    }
    if (key == QLatin1String("volume"))
        return number(&o->sound.volume);
    if (key == QLatin1String("sunAzimuth"))
        return number(&o->info.sunAzimuth);
    if (key == QLatin1String("sunElevation"))
        return number(&o->info.sunElevation);
    if (const qsizetype c = kColorKeys.indexOf(key); c >= 0) {
        const QColor color = value.value<QColor>();
        if (!color.isValid())
            return setError(error, tr("%1 needs a colour").arg(key));
        quint32 &field = c == 0 ? o->info.sunColor : c == 1 ? o->info.ambientColor : o->info.fogColors[size_t(c - 2)];
        field = fromColor(color, field);
        return true;
    }
    return setError(error, tr("Unknown field '%1'").arg(key));
}

bool WmbDocument::canWidenEntity(NodeId id) const
{
    const WmbObject *o = isObject(id) ? objectOf(id) : nullptr;
    return o && o->type == quint32(WmbObjectKind::OldEntity) && m_wmb->hasEntityRecords();
}

bool WmbDocument::widenEntity(NodeId id, QString *error)
{
    return setProperty({id}, QStringLiteral("type"), format::wmbObjectKindName(quint32(WmbObjectKind::Entity)), error);
}

} // namespace ackedit::document
