// WmpDocument's properties: the fields each node of a text WMP lists, reading them, and setting
// them through WmpTextFile's field edits (which rewrite only the tokens holding the field).
#include "scene/wmpdocument.h"

#include "scene/blocktexture.h"
#include "scene/sceneerror.h"
#include "scene/scenevalues.h"
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
    emitPropertyChanged(id, key);
    return true;
}

} // namespace ackedit::document
