// WmpbFile undo support: a removed node goes back with its ids and bytes; a node's own bytes
// (and the header counts) can be saved and put back after a field edit was undone.
#include "wmpb/wmpbfile.h"

namespace ackedit::format {

std::vector<WmpbFile::TreeEntry> WmpbFile::treeEntries() const
{
    std::vector<TreeEntry> out;
    const WmpbElement *root = rootElement();
    if (!root)
        return out;
    std::vector<std::pair<const WmpbElement *, quint32>> stack{{root, 0}};
    while (!stack.empty()) {
        const auto [e, parent] = stack.back();
        stack.pop_back();
        out.push_back({e->uid, parent, e->data.isEmpty() ? quint8(0) : quint8(e->data[0]), canHoldNodes(*e)});
        for (auto it = e->children.rbegin(); it != e->children.rend(); ++it) {
            if (it->isSceneNode())
                stack.emplace_back(&*it, e->uid);
        }
    }
    return out;
}

WmpbFile::TakenNode WmpbFile::takeNode(quint32 id)
{
    const Location loc = require(id, "takeNode");
    if (!loc.parent)
        throw FormatError(-1, QStringLiteral("node#%1").arg(id), QStringLiteral("takeNode: the root cannot be removed"));
    TakenNode taken;
    taken.parent = loc.parent->uid;
    taken.position = size_t(loc.node - loc.parent->children.data());
    taken.parentData = loc.parent->data;
    if (const WmpbElement *h = headerElement())
        taken.headerData = h->data;
    taken.element = *loc.node;
    removeNode(id);
    return taken;
}

void WmpbFile::putBack(const TakenNode &node)
{
    const Location parent = require(node.parent, "putBack");
    if (locate(node.element.uid).node || node.position > parent.node->children.size())
        throw FormatError(-1, QStringLiteral("node#%1").arg(node.element.uid), QStringLiteral("putBack: not where it was taken"));
    parent.node->children.insert(parent.node->children.begin() + qsizetype(node.position), node.element);
    parent.node->data = node.parentData;
    if (WmpbElement *h = headerElement(); h && !node.headerData.isEmpty())
        h->data = node.headerData;
}

WmpbFile::NodeBytes WmpbFile::nodeBytes(quint32 id) const
{
    const Location loc = require(id, "nodeBytes");
    NodeBytes out;
    out.id = id;
    out.element = *loc.node;
    for (WmpbElement &c : out.element.children) {
        if (c.isSceneNode()) { // a placeholder: only where a child node sits
            c.children.clear();
            c.data.clear();
        }
    }
    if (const WmpbElement *h = headerElement())
        out.headerData = h->data;
    return out;
}

void WmpbFile::restoreNodeBytes(const NodeBytes &bytes)
{
    const Location loc = require(bytes.id, "restoreNodeBytes");
    std::vector<WmpbElement> nodes;
    for (WmpbElement &c : loc.node->children) {
        if (c.isSceneNode())
            nodes.push_back(std::move(c));
    }
    size_t placeholders = 0;
    for (const WmpbElement &c : bytes.element.children)
        placeholders += c.isSceneNode() ? 1 : 0;
    std::vector<WmpbElement> children;
    if (placeholders == nodes.size()) {
        size_t next = 0;
        for (const WmpbElement &c : bytes.element.children)
            children.push_back(c.isSceneNode() ? std::move(nodes[next++]) : c);
    } else { // the child nodes changed meanwhile: keep them after the node's own elements
        for (const WmpbElement &c : bytes.element.children) {
            if (!c.isSceneNode())
                children.push_back(c);
        }
        for (WmpbElement &n : nodes)
            children.push_back(std::move(n));
    }
    loc.node->data = bytes.element.data;
    loc.node->children = std::move(children);
    if (WmpbElement *h = headerElement(); h && !bytes.headerData.isEmpty())
        h->data = bytes.headerData;
}

} // namespace ackedit::format
