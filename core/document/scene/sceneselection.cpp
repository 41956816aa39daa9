#include "scene/sceneselection.h"

#include <QSet>

#include <algorithm>

namespace ackedit::document {

SceneSelection::SceneSelection(SceneDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    // A node about to go (and any selected node below it) leaves the selection while the tree
    // still holds it, so views that follow the selection see a consistent tree.
    connect(document, &SceneDocument::nodeAboutToBeRemoved, this, [this](NodeId, int, NodeId removed) {
        QList<NodeId> kept;
        for (NodeId id : std::as_const(m_ids))
            if (!isInside(id, removed))
                kept.append(id);
        update(kept);
    });
    // A moved node keeps its place in tree order; the set itself did not change.
    connect(document, &SceneDocument::nodeMoved, this, [this] {
        if (m_ids.size() > 1)
            m_ids = inTreeOrder(m_ids);
    });
}

bool SceneSelection::isInside(NodeId id, NodeId top) const
{
    for (; id != 0; id = m_document->parentOf(id))
        if (id == top)
            return true;
    return false;
}

void SceneSelection::set(const QList<NodeId> &ids)
{
    update(inTreeOrder(ids));
}

void SceneSelection::toggle(NodeId id)
{
    QList<NodeId> ids = m_ids;
    if (ids.contains(id))
        ids.removeAll(id);
    else
        ids.append(id);
    set(ids);
}

QList<NodeId> SceneSelection::inTreeOrder(const QList<NodeId> &ids) const
{
    QSet<NodeId> wanted;
    QList<NodeId> known;
    for (NodeId id : ids)
        if (id != 0 && m_document->contains(id) && !wanted.contains(id)) {
            wanted.insert(id);
            known.append(id);
        }
    if (known.size() < 2)
        return known;
    // One walk over the tree: linear in the level's nodes, whatever the selection's size.
    QList<NodeId> ordered;
    ordered.reserve(known.size());
    QList<NodeId> stack = m_document->children(0);
    std::reverse(stack.begin(), stack.end());
    while (!stack.isEmpty() && ordered.size() < known.size()) {
        const NodeId id = stack.takeLast();
        if (wanted.contains(id))
            ordered.append(id);
        const QList<NodeId> children = m_document->children(id);
        for (auto it = children.crbegin(); it != children.crend(); ++it)
            stack.append(*it);
    }
    return ordered;
}

void SceneSelection::update(const QList<NodeId> &ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    emit changed(m_ids);
}

} // namespace ackedit::document
