#include "clilevel.h"

#include "clicommands.h"
#include "clidocument.h"
#include "clioptions.h"
#include "clireport.h"
#include "scene/leveltextures.h"
#include "scene/scenedocument.h"

#include <QFileInfo>
#include <QTextStream>
#include <QVector3D>

#include <map>

namespace ackedit::cli {

namespace {

using document::NodeId;
using document::NodeKind;
using document::SceneDocument;

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

const std::map<NodeKind, QString> &kindNames()
{
    static const std::map<NodeKind, QString> names = {
        {NodeKind::Level, QStringLiteral("level")},       {NodeKind::Group, QStringLiteral("group")},
        {NodeKind::Block, QStringLiteral("block")},       {NodeKind::Entity, QStringLiteral("entity")},
        {NodeKind::Light, QStringLiteral("light")},       {NodeKind::Sound, QStringLiteral("sound")},
        {NodeKind::Path, QStringLiteral("path")},         {NodeKind::PathNode, QStringLiteral("path-node")},
        {NodeKind::Position, QStringLiteral("position")}, {NodeKind::Region, QStringLiteral("region")},
        {NodeKind::Terrain, QStringLiteral("terrain")},   {NodeKind::Texture, QStringLiteral("texture")},
        {NodeKind::Material, QStringLiteral("material")}, {NodeKind::Folder, QStringLiteral("folder")},
        {NodeKind::Other, QStringLiteral("other")},
    };
    return names;
}

QString kindName(NodeKind kind)
{
    const auto it = kindNames().find(kind);
    return it == kindNames().end() ? QStringLiteral("other") : it->second;
}

// The level document the editor would open for FILE; null after printing why.
std::unique_ptr<SceneDocument> openLevel(const QString &fileName)
{
    std::unique_ptr<document::Document> doc = loadDocument(fileName);
    if (!doc)
        return nullptr;
    auto *level = qobject_cast<SceneDocument *>(doc.get());
    if (!level) {
        invalidFile(fileName, QStringLiteral("not a level (%1): level commands take WMB, text WMP and WMPB files")
                                  .arg(doc->asset()->formatName()));
        return nullptr;
    }
    doc.release();
    return std::unique_ptr<SceneDocument>(level);
}

// Every node, parents before children, in tree order.
QList<NodeId> allNodes(const SceneDocument &doc)
{
    QList<NodeId> nodes, stack = doc.children(0);
    std::reverse(stack.begin(), stack.end());
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeLast();
        nodes << id;
        QList<NodeId> kids = doc.children(id);
        std::reverse(kids.begin(), kids.end());
        stack += kids;
    }
    return nodes;
}

bool parseId(const QString &value, NodeId *id)
{
    bool ok = false;
    *id = NodeId(value.toULongLong(&ok));
    return ok && *id != 0;
}

// FILE opened with the nodes `idTexts` name: null (after saying why, *code set) on a bad id, an
// unreadable level or an id the level does not have.
std::unique_ptr<SceneDocument> openWithNodes(const QString &fileName, const QStringList &idTexts, const QString &usage,
                                             QList<NodeId> *ids, int *code)
{
    for (const QString &text : idTexts) {
        NodeId id = 0;
        if (!parseId(text, &id)) {
            *code = fail(BadUsage, QStringLiteral("bad node id %1; %2").arg(text, usage));
            return nullptr;
        }
        ids->append(id);
    }
    std::unique_ptr<SceneDocument> doc = openLevel(fileName);
    if (!doc) {
        *code = InvalidInput;
        return nullptr;
    }
    for (NodeId id : *ids) {
        if (!doc->contains(id)) {
            *code = invalidFile(fileName, QStringLiteral("no node %1 (level list shows the ids)").arg(id));
            return nullptr;
        }
    }
    return doc;
}

int saveLevel(SceneDocument &doc, const QString &outName, const QString &what, bool sayWhat = true)
{
    QString error;
    if (!doc.saveAs(outName, &error))
        return fail(InvalidInput, error);
    out() << outName << ": " << doc.asset()->formatName() << (sayWhat ? QStringLiteral(", ") + what : QString()) << ", "
          << QFileInfo(outName).size() << " bytes written\n";
    return Ok;
}

int cmdList(const QStringList &a)
{
    if (a.size() != 1)
        return fail(BadUsage, QStringLiteral("level list takes FILE"));
    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    for (NodeId id : allNodes(*doc)) {
        Eigen::Vector3d at;
        const QString position = doc->worldPosition(id, &at)
                                     ? QStringLiteral("%1,%2,%3").arg(at.x()).arg(at.y()).arg(at.z())
                                     : QStringLiteral("-");
        QString name = doc->nodeName(id);
        name.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        out() << id << '\t' << kindName(doc->nodeKind(id)) << '\t' << name << '\t' << position << '\n';
    }
    return Ok;
}

// level add FILE OUT path-node --at X,Y,Z --parent PATH: a point appended to a path of a text
// WMP or WMPB, as the views' click does.
int addPathNode(const QStringList &a, const QString &usage)
{
    Eigen::Vector3d at;
    bool haveAt = false, haveParent = false;
    NodeId path = 0;
    const OptionHandlers options = {
        {QStringLiteral("--at"), [&](const QString &v) { return haveAt = parseVector(v, &at); }},
        {QStringLiteral("--parent"), [&](const QString &v) { return haveParent = parseId(v, &path); }},
    };
    if (!parseOptions(a, 3, options, usage))
        return BadUsage;
    if (!haveAt || !haveParent)
        return fail(BadUsage, QStringLiteral("a path-node needs --at and --parent (the path's id); %1").arg(usage));
    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    if (!doc->contains(path))
        return invalidFile(a[0], QStringLiteral("no node %1 (level list shows the ids)").arg(path));
    QString error;
    if (!doc->appendPathPoint(path, at, &error))
        return invalidFile(a[0], QStringLiteral("node %1: %2").arg(path).arg(error));
    const int nodes = doc->property(path, QStringLiteral("nodes")).toInt();
    return saveLevel(*doc, a[1], QStringLiteral("added path-node %1 to path %2").arg(nodes).arg(path));
}

int cmdAdd(const QStringList &a)
{
    const QString usage = QStringLiteral("level add takes FILE OUT KIND --at X,Y,Z [--name N] [--file F] "
                                         "[--size X,Y,Z] [--texture T] [--parent ID]; KIND: entity, light, sound, position, "
                                         "path, region, group or block; or path-node --at X,Y,Z --parent PATH");
    if (a.size() < 3)
        return fail(BadUsage, usage);
    if (a[2] == QLatin1String("path-node"))
        return addPathNode(a, usage);
    static const std::map<QString, NodeKind> kinds = {
        {QStringLiteral("entity"), NodeKind::Entity},     {QStringLiteral("light"), NodeKind::Light},
        {QStringLiteral("sound"), NodeKind::Sound},       {QStringLiteral("position"), NodeKind::Position},
        {QStringLiteral("path"), NodeKind::Path},         {QStringLiteral("region"), NodeKind::Region},
        {QStringLiteral("group"), NodeKind::Group},       {QStringLiteral("block"), NodeKind::Block},
    };
    const auto kind = kinds.find(a[2]);
    if (kind == kinds.end())
        return fail(BadUsage, QStringLiteral("unknown kind %1; %2").arg(a[2], usage));
    Eigen::Vector3d at, size;
    bool haveAt = false, haveSize = false, haveParent = false;
    QString name, file, texture;
    NodeId parent = 0;
    const OptionHandlers options = {
        {QStringLiteral("--at"), [&](const QString &v) { return haveAt = parseVector(v, &at); }},
        {QStringLiteral("--size"),
         [&](const QString &v) { return haveSize = parseVector(v, &size) && size.minCoeff() > 0; }},
        {QStringLiteral("--name"), [&](const QString &v) { name = v; return !v.isEmpty(); }},
        {QStringLiteral("--file"), [&](const QString &v) { file = v; return !v.isEmpty(); }},
        {QStringLiteral("--texture"), [&](const QString &v) { texture = v; return !v.isEmpty(); }},
        {QStringLiteral("--parent"), [&](const QString &v) { return haveParent = parseId(v, &parent); }},
    };
    if (!parseOptions(a, 3, options, usage))
        return BadUsage;
    if (!haveAt)
        return fail(BadUsage, QStringLiteral("--at is required; %1").arg(usage));
    if (haveSize && kind->second != NodeKind::Block)
        return fail(BadUsage, QStringLiteral("--size is for blocks only"));
    if (!texture.isEmpty() && kind->second != NodeKind::Block)
        return fail(BadUsage, QStringLiteral("--texture is for blocks only"));

    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    if (haveParent && !doc->contains(parent))
        return invalidFile(a[0], QStringLiteral("no node %1 (level list shows the ids)").arg(parent));
    if (!haveParent) {
        const qint64 found = doc->parentFor(kind->second);
        if (found < 0)
            return invalidFile(a[0], QStringLiteral("no place in this %1 file takes a %2").arg(doc->asset()->formatName(), a[2]));
        parent = NodeId(found);
    }
    if (!doc->addableKinds(parent).contains(kind->second)) {
        QStringList takes;
        for (NodeKind k : doc->addableKinds(parent))
            takes << kindName(k);
        return invalidFile(a[0], QStringLiteral("node %1 cannot take a %2 (it takes: %3)")
                                     .arg(parent)
                                     .arg(a[2], takes.isEmpty() ? QStringLiteral("nothing") : takes.join(QStringLiteral(", "))));
    }
    document::NodeSetup setup;
    setup.name = name;
    setup.file = file;
    setup.texture = texture;
    if (haveSize)
        setup.blockSize = size;
    QString error;
    const NodeId id = doc->addNodeAt(kind->second, parent, at, setup, &error);
    if (!id)
        return invalidFile(a[0], error);
    // Ids are given out when a file is opened: report the one the new node has when OUT is opened
    // again (level list, move, remove), found by its place in tree order.
    const qsizetype place = allNodes(*doc).indexOf(id);
    const int code = saveLevel(*doc, a[1], QStringLiteral("added %1 %2").arg(a[2]).arg(id), false);
    if (code != Ok)
        return code;
    const std::unique_ptr<SceneDocument> reopened = openLevel(a[1]);
    if (!reopened)
        return InvalidInput;
    out() << "added " << a[2] << ' ' << allNodes(*reopened).value(place) << '\n';
    return Ok;
}

int cmdMove(const QStringList &a)
{
    const QString usage = QStringLiteral("level move takes FILE OUT ID --by DX,DY,DZ");
    if (a.size() < 3)
        return fail(BadUsage, usage);
    NodeId id = 0;
    if (!parseId(a[2], &id))
        return fail(BadUsage, QStringLiteral("bad node id %1; %2").arg(a[2], usage));
    Eigen::Vector3d by;
    bool haveBy = false;
    if (!parseOptions(a, 3, {{QStringLiteral("--by"), [&](const QString &v) { return haveBy = parseVector(v, &by); }}}, usage))
        return BadUsage;
    if (!haveBy)
        return fail(BadUsage, QStringLiteral("--by is required; %1").arg(usage));
    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    if (!doc->contains(id))
        return invalidFile(a[0], QStringLiteral("no node %1 (level list shows the ids)").arg(id));
    QString error;
    if (!doc->translateNodes({id}, by, &error))
        return invalidFile(a[0], QStringLiteral("node %1: %2").arg(id).arg(error));
    return saveLevel(*doc, a[1], QStringLiteral("moved %1").arg(id));
}

int cmdRemove(const QStringList &a)
{
    const QString usage = QStringLiteral("level remove takes FILE OUT ID");
    if (a.size() != 3)
        return fail(BadUsage, usage);
    NodeId id = 0;
    if (!parseId(a[2], &id))
        return fail(BadUsage, QStringLiteral("bad node id %1; %2").arg(a[2], usage));
    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    if (!doc->contains(id))
        return invalidFile(a[0], QStringLiteral("no node %1 (level list shows the ids)").arg(id));
    if (!doc->canRemove(id))
        return invalidFile(a[0], QStringLiteral("node %1 (%2) cannot be removed").arg(id).arg(kindName(doc->nodeKind(id))));
    QString error;
    if (!doc->removeNodes({id}, &error))
        return invalidFile(a[0], QStringLiteral("node %1: %2").arg(id).arg(error));
    return saveLevel(*doc, a[1], QStringLiteral("removed %1").arg(id));
}

// level texture FILE OUT TEXTURE ID...: the texture on every face of the blocks (a group: the
// blocks inside it), as the texture browser's Apply does.
int cmdTexture(const QStringList &given)
{
    const QString usage = QStringLiteral("level texture takes FILE OUT TEXTURE ID... or FILE OUT TEXTURE ID --face N");
    QStringList a = given;
    int face = -1;
    if (const qsizetype at = a.indexOf(QStringLiteral("--face")); at >= 0) {
        bool ok = false;
        face = at + 1 < a.size() ? a[at + 1].toInt(&ok) : -1;
        if (!ok || face < 0)
            return fail(BadUsage, QStringLiteral("--face needs a face number (0, 1, ...); %1").arg(usage));
        a.remove(at, 2);
        if (a.size() != 4)
            return fail(BadUsage, QStringLiteral("--face takes one block; %1").arg(usage));
    }
    if (a.size() < 4)
        return fail(BadUsage, usage);
    QList<NodeId> ids;
    int code = Ok;
    const std::unique_ptr<SceneDocument> doc = openWithNodes(a[0], a.mid(3), usage, &ids, &code);
    if (!doc)
        return code;
    QString error;
    if (face >= 0) { // one face of one block
        if (!doc->setFaceTexture(ids.constFirst(), face, a[2], &error))
            return invalidFile(a[0], QStringLiteral("node %1: %2").arg(ids.constFirst()).arg(error));
        return saveLevel(*doc, a[1], QStringLiteral("face %1 of block %2 textured %3").arg(face).arg(ids.constFirst()).arg(a[2]));
    }
    const QList<NodeId> blocks = document::texturableBlocks(*doc, ids);
    if (blocks.isEmpty())
        return invalidFile(a[0], QStringLiteral("no block to texture among the nodes given (%1 blocks are compiled geometry)")
                                     .arg(doc->asset()->formatName()));
    if (!doc->setProperty(blocks, QStringLiteral("texture"), a[2], &error))
        return invalidFile(a[0], error);
    return saveLevel(*doc, a[1], QStringLiteral("%1 block(s) textured %2").arg(blocks.size()).arg(a[2]));
}

// level textures FILE: the textures of the WADs the level lists (found as the editor finds
// them), then the face textures no WAD has; problems go to stderr.
int cmdTextures(const QStringList &a)
{
    if (a.size() != 1)
        return fail(BadUsage, QStringLiteral("level textures takes FILE"));
    const std::unique_ptr<SceneDocument> doc = openLevel(a[0]);
    if (!doc)
        return InvalidInput;
    const document::LevelTextures textures = document::loadLevelTextures(*doc);
    const QStringList used = document::levelFaceTextures(*doc);
    for (const document::LevelTexture &t : textures.textures) {
        const bool inUse = std::any_of(used.cbegin(), used.cend(),
                                       [&](const QString &u) { return u.compare(t.name, Qt::CaseInsensitive) == 0; });
        out() << t.name << '\t' << t.image.width() << 'x' << t.image.height() << '\t' << (inUse ? "used" : "unused")
              << '\t' << t.wad << '\n';
    }
    for (const QString &u : used) {
        if (!textures.find(u))
            out() << u << "\t-\tused\tnot in any WAD\n";
    }
    out().flush();
    for (const QString &problem : textures.problems)
        QTextStream(stderr) << a[0] << ": " << problem << '\n';
    return Ok;
}

// level group FILE OUT ID... / level ungroup FILE OUT ID: WED's Group and Ungroup.
int cmdGroup(const QStringList &a, bool group)
{
    const QString usage = group ? QStringLiteral("level group takes FILE OUT ID...")
                                : QStringLiteral("level ungroup takes FILE OUT ID");
    if (a.size() < 3 || (!group && a.size() != 3))
        return fail(BadUsage, usage);
    QList<NodeId> ids;
    int code = Ok;
    const std::unique_ptr<SceneDocument> doc = openWithNodes(a[0], a.mid(2), usage, &ids, &code);
    if (!doc)
        return code;
    QString error;
    if (group) {
        const NodeId made = doc->groupNodes(ids, &error);
        if (!made)
            return invalidFile(a[0], error);
        return saveLevel(*doc, a[1], QStringLiteral("grouped %1 node(s)").arg(ids.size()));
    }
    const QList<NodeId> members = doc->ungroup(ids.first(), &error);
    if (!error.isEmpty() || doc->contains(ids.first()))
        return invalidFile(a[0], QStringLiteral("node %1: %2").arg(ids.first()).arg(error));
    return saveLevel(*doc, a[1], QStringLiteral("ungrouped %1 (%2 member(s))").arg(ids.first()).arg(members.size()));
}

} // namespace

int cmdLevel(const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return cmdList(rest);
    if (sub == QLatin1String("add"))
        return cmdAdd(rest);
    if (sub == QLatin1String("move"))
        return cmdMove(rest);
    if (sub == QLatin1String("remove"))
        return cmdRemove(rest);
    if (sub == QLatin1String("group") || sub == QLatin1String("ungroup"))
        return cmdGroup(rest, sub == QLatin1String("group"));
    if (sub == QLatin1String("texture"))
        return cmdTexture(rest);
    if (sub == QLatin1String("textures"))
        return cmdTextures(rest);
    return fail(BadUsage,
                QStringLiteral("level takes list, add, move, remove, group, ungroup, texture or textures, not \"%1\"").arg(sub));
}

} // namespace ackedit::cli
