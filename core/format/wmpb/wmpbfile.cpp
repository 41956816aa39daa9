// WmpbFile: header/settings access, the scene tree by stable id, and the edits.
#include "wmpb/wmpbfile.h"

#include "common/fixedstring.h"
#include "common/rgbaimage.h"
#include "io/bytereader.h"
#include "wmpb/wmpbcodec.h"
#include "wmpb/wmpbnodedecoder.h"
#include "wmpb/wmpbnodeencoder.h"

#include <Eigen/Geometry>
#include <cstring>
#include <functional>

namespace ackedit::format {

namespace {

// Pre-order walk over scene nodes with their parent and depth; stops when `f` returns true.
bool walk(WmpbElement &node, WmpbElement *parent, int depth,
          const std::function<bool(WmpbElement &, WmpbElement *, int)> &f)
{
    if (f(node, parent, depth))
        return true;
    for (WmpbElement &c : node.children)
        if (c.isSceneNode() && walk(c, &node, depth + 1, f))
            return true;
    return false;
}

int sceneChildCount(const WmpbElement &node)
{
    int n = 0;
    for (const WmpbElement &c : node.children)
        n += c.isSceneNode() ? 1 : 0;
    return n;
}

// Element index of the `index`-th scene-node child, or where child number `index` goes.
size_t sceneChildPosition(const WmpbElement &parent, int index)
{
    int seen = 0;
    size_t lastAfter = parent.children.size();
    bool any = false;
    for (size_t i = 0; i < parent.children.size(); ++i) {
        if (!parent.children[i].isSceneNode())
            continue;
        if (seen == index)
            return i;
        ++seen;
        lastAfter = i + 1;
        any = true;
    }
    return any ? lastAfter : parent.children.size();
}

int subtreeHeight(const WmpbElement &node)
{
    int h = 0;
    for (const WmpbElement &c : node.children)
        if (c.isSceneNode())
            h = std::max(h, 1 + subtreeHeight(c));
    return h;
}

// The level and groups hold child nodes; so does a node of any other class that held some when
// the file was read (a class the reader does not name), so that a move or removal out of it can
// be undone (issue 37: the undo was refused and the file stayed changed).
bool isContainerClass(const WmpbElement &node)
{
    return WmpbFile::canHoldNodes(node);
}

} // namespace

// --- header and settings ---

WmpbElement *WmpbFile::rootElement() const
{
    for (WmpbElement &e : m_elements)
        if (e.isSceneNode())
            return &e;
    return nullptr;
}

WmpbElement *WmpbFile::headerElement() const
{
    for (WmpbElement &e : m_elements)
        if (e.container && e.is(1, 4) && e.data.size() == 24)
            return &e;
    return nullptr;
}

const WmpbElement *WmpbFile::settingsElement() const
{
    for (const WmpbElement &e : m_elements)
        if (e.container && e.is(2, 4))
            return &e;
    return nullptr;
}

bool WmpbFile::hasHeader() const
{
    return headerElement() != nullptr;
}

WmpbFile::Header WmpbFile::header() const
{
    Header h{0, 0, 0, 0, 0, 0};
    if (const WmpbElement *e = headerElement()) {
        quint32 v[6];
        std::memcpy(v, e->data.constData(), sizeof v);
        h = {v[0], v[1], v[2], v[3], v[4], v[5]};
    }
    return h;
}

QString WmpbFile::creationComment() const
{
    const WmpbElement *e = headerElement();
    const WmpbElement *text = e ? e->child(1, 1) : nullptr;
    return text ? latin1Text(text->data) : QString();
}

QStringList WmpbFile::wadPaths() const
{
    QStringList out;
    if (const WmpbElement *s = settingsElement())
        for (const WmpbElement &c : s->children)
            if (c.is(4, 1))
                out << latin1Text(c.data);
    return out;
}

QStringList WmpbFile::textureFolders() const
{
    QStringList out;
    if (const WmpbElement *s = settingsElement())
        for (const WmpbElement &c : s->children)
            if (c.is(7, 1))
                out << latin1Text(c.data);
    return out;
}

bool WmpbFile::hasPalette() const
{
    const WmpbElement *s = settingsElement();
    const WmpbElement *p = s ? s->child(10, 1) : nullptr;
    return p && p->data.size() >= 768;
}

Palette WmpbFile::palette() const
{
    if (!hasPalette())
        return Palette::grayscale();
    Palette p;
    std::memcpy(p.rgb, settingsElement()->child(10, 1)->data.constData(), 768);
    return p;
}

// --- tree ---

WmpbFile::Location WmpbFile::locate(quint32 id) const
{
    Location loc;
    WmpbElement *root = rootElement();
    if (!root || id == 0)
        return loc;
    walk(*root, nullptr, 0, [&](WmpbElement &n, WmpbElement *parent, int depth) {
        if (n.uid != id)
            return false;
        loc = {&n, parent, depth};
        return true;
    });
    return loc;
}

WmpbFile::Location WmpbFile::require(quint32 id, const char *operation) const
{
    const Location loc = locate(id);
    if (!loc.node)
        throw FormatError(-1, QStringLiteral("node#%1").arg(id),
                          QStringLiteral("%1: no node with this id").arg(QLatin1String(operation)));
    return loc;
}

quint32 WmpbFile::rootId() const
{
    const WmpbElement *root = rootElement();
    return root ? root->uid : 0;
}

std::vector<std::pair<const WmpbElement *, int>> WmpbFile::nodesInOrder() const
{
    std::vector<std::pair<const WmpbElement *, int>> out;
    if (WmpbElement *root = rootElement())
        walk(*root, nullptr, 0, [&](WmpbElement &n, WmpbElement *, int depth) {
            out.emplace_back(&n, depth);
            return false;
        });
    return out;
}

std::vector<quint32> WmpbFile::nodeIds() const
{
    std::vector<quint32> ids;
    if (WmpbElement *root = rootElement())
        walk(*root, nullptr, 0, [&](WmpbElement &n, WmpbElement *, int) {
            ids.push_back(n.uid);
            return false;
        });
    return ids;
}

bool WmpbFile::hasNode(quint32 id) const
{
    return locate(id).node != nullptr;
}

bool WmpbFile::canHoldNodes(quint32 id) const
{
    const WmpbElement *n = locate(id).node;
    return n && canHoldNodes(*n);
}

bool WmpbFile::canHoldNodes(const WmpbElement &node)
{
    const quint8 cls = node.data.isEmpty() ? 0 : quint8(node.data[0]);
    return cls == quint8(WmpbClass::Level) || cls == quint8(WmpbClass::Group) || node.heldNodes;
}

WmpbNode WmpbFile::node(quint32 id) const
{
    return WmpbNodeDecoder::decode(*require(id, "node").node, QStringLiteral("node#%1").arg(id));
}

quint32 WmpbFile::parentId(quint32 id) const
{
    const Location loc = locate(id);
    return loc.parent ? loc.parent->uid : 0;
}

int WmpbFile::depthOf(quint32 id) const
{
    const Location loc = locate(id);
    return loc.node ? loc.depth : -1;
}

// --- edits ---

void WmpbFile::setNode(const WmpbNode &node)
{
    const Location loc = require(node.id, "setNode");
    const WmpbNode before = WmpbNodeDecoder::decode(*loc.node, QStringLiteral("node#%1").arg(node.id));
    WmpbNodeEncoder::apply(*loc.node, node, &before);
}

void WmpbFile::setName(quint32 id, const QString &name)
{
    WmpbNode n = node(id);
    n.name = name;
    // WED repeats the name inside the class data of positions, entities, paths and regions.
    std::visit([&](auto &d) {
        if constexpr (requires { d.name; })
            if (!d.name.isEmpty() || !std::is_same_v<std::decay_t<decltype(d)>, WmpbBlockData>)
                d.name = name;
    }, n.data);
    setNode(n);
}

void WmpbFile::setTransform(quint32 id, const Eigen::Vector3d &position, const Eigen::Vector3d &angles,
                            const Eigen::Vector3d &scale)
{
    WmpbNode n = node(id);
    n.position = position;
    n.angles = angles;
    n.scale = scale;
    setNode(n);
}

void WmpbFile::updateChildCount(WmpbElement &parent)
{
    if (parent.data.size() < 4)
        return;
    const quint16 count = quint16(sceneChildCount(parent));
    parent.data[2] = char(count & 0xff);
    parent.data[3] = char(count >> 8);
}

void WmpbFile::updateHeaderCounts()
{
    WmpbElement *h = headerElement();
    WmpbElement *root = rootElement();
    if (!h || !root)
        return;
    quint32 objects = 0, blocks = 0, groups = 0;
    walk(*root, nullptr, 0, [&](WmpbElement &n, WmpbElement *, int) {
        ++objects;
        const quint8 cls = n.data.isEmpty() ? 0 : quint8(n.data[0]);
        blocks += cls == quint8(WmpbClass::Block) ? 1 : 0;
        groups += cls == quint8(WmpbClass::Group) ? 1 : 0;
        return false;
    });
    const quint32 values[3] = {objects, blocks, objects - blocks - groups};
    std::memcpy(h->data.data() + 8, values, sizeof values);
}

quint32 WmpbFile::addNode(quint32 parentId, int index, const WmpbNode &prototype)
{
    const Location parent = require(parentId, "addNode");
    if (!isContainerClass(*parent.node))
        throw FormatError(-1, QStringLiteral("node#%1").arg(parentId), QStringLiteral("addNode: only the level and groups hold child nodes"));
    if (parent.depth + 1 > WmpbCodec::MaxDepth / 2)
        throw FormatError(-1, QStringLiteral("node#%1").arg(parentId), QStringLiteral("addNode: nesting too deep"));
    if (sceneChildCount(*parent.node) >= 0xFFFF)
        throw FormatError(-1, QStringLiteral("node#%1").arg(parentId), QStringLiteral("addNode: 65535 children already"));

    if (prototype.nodeClass() == WmpbClass::Level)
        throw FormatError(-1, QStringLiteral("node#%1").arg(parentId), QStringLiteral("addNode: a level has exactly one level node, the root"));
    WmpbNode n = prototype;
    n.childCount = 0;
    if (auto *block = std::get_if<WmpbBlockData>(&n.data)) {
        qint64 next = 0;
        for (const auto &[element, depth] : nodesInOrder()) {
            const WmpbNode other = WmpbNodeDecoder::decode(*element, QString());
            if (const auto *b = std::get_if<WmpbBlockData>(&other.data))
                next = std::max(next, qint64(b->number) + 1);
        }
        block->number = quint32(next);
    }
    WmpbElement e = WmpbElement::record(1, 5, QByteArray());
    WmpbNodeEncoder::apply(e, n, nullptr);
    e.uid = m_nextId++;
    // A copy of a node that holds child nodes holds them too (a class the reader does not name).
    e.heldNodes = !prototype.children.empty();
    const int count = sceneChildCount(*parent.node);
    const size_t at = sceneChildPosition(*parent.node, index < 0 || index > count ? count : index);
    parent.node->children.insert(parent.node->children.begin() + qsizetype(at), std::move(e));
    updateChildCount(*parent.node);
    updateHeaderCounts();
    return m_nextId - 1;
}

void WmpbFile::removeNode(quint32 id)
{
    const Location loc = require(id, "removeNode");
    if (!loc.parent)
        throw FormatError(-1, QStringLiteral("node#%1").arg(id), QStringLiteral("removeNode: the root cannot be removed"));
    auto &siblings = loc.parent->children;
    siblings.erase(siblings.begin() + (loc.node - siblings.data()));
    updateChildCount(*loc.parent);
    updateHeaderCounts();
}

void WmpbFile::moveNode(quint32 id, quint32 newParentId, int index)
{
    const Location loc = require(id, "moveNode");
    const Location target = require(newParentId, "moveNode");
    const QString field = QStringLiteral("node#%1").arg(id);
    if (!loc.parent)
        throw FormatError(-1, field, QStringLiteral("moveNode: the root cannot be moved"));
    if (!isContainerClass(*target.node))
        throw FormatError(-1, field, QStringLiteral("moveNode: only the level and groups hold child nodes"));
    bool intoItself = false;
    walk(*loc.node, nullptr, 0, [&](WmpbElement &n, WmpbElement *, int) { return intoItself = n.uid == newParentId; });
    if (intoItself)
        throw FormatError(-1, field, QStringLiteral("moveNode: a node cannot move into its own subtree"));
    if (target.depth + 1 + subtreeHeight(*loc.node) > WmpbCodec::MaxDepth / 2)
        throw FormatError(-1, field, QStringLiteral("moveNode: nesting too deep"));
    if (loc.parent != target.node && sceneChildCount(*target.node) >= 0xFFFF)
        throw FormatError(-1, field, QStringLiteral("moveNode: the target holds 65535 children already"));

    // Erasing shifts the siblings, so the target is looked up again afterwards; the old parent
    // itself does not move (only its children vector changes).
    WmpbElement moving = std::move(*loc.node);
    auto &oldSiblings = loc.parent->children;
    oldSiblings.erase(oldSiblings.begin() + (loc.node - oldSiblings.data()));
    updateChildCount(*loc.parent);
    WmpbElement *newParent = locate(newParentId).node;
    const int count = sceneChildCount(*newParent);
    const size_t at = sceneChildPosition(*newParent, index < 0 || index > count ? count : index);
    newParent->children.insert(newParent->children.begin() + qsizetype(at), std::move(moving));
    updateChildCount(*newParent);
}

void WmpbFile::renumberBlocks()
{
    quint32 next = 0;
    for (quint32 id : nodeIds()) {
        WmpbNode n = node(id);
        if (auto *b = std::get_if<WmpbBlockData>(&n.data)) {
            b->number = next++;
            setNode(n);
        }
    }
}

void WmpbFile::setTextureSize(const QString &texture, int width, int height)
{
    m_textureSizes.insert(texture.toLower(), QSize(width, height));
}

} // namespace ackedit::format
