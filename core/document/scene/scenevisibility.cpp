#include "scene/scenevisibility.h"

#include <algorithm>

namespace ackedit::document {

SceneVisibility::SceneVisibility(const SceneDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
}

void SceneVisibility::hide(const QList<NodeId> &ids)
{
    bool any = false;
    for (NodeId id : ids) {
        if (m_document->contains(id) && !m_hidden.contains(id)) {
            m_hidden.insert(id);
            any = true;
        }
    }
    if (any)
        emit changed();
}

void SceneVisibility::hideOthers(const QList<NodeId> &keep)
{
    QSet<NodeId> kept;
    for (NodeId id : keep) {
        if (m_document->contains(id))
            kept.insert(id);
    }
    if (kept.isEmpty())
        return;
    // A node holding a kept one stays (its kept descendants need it shown); the others go,
    // each at the highest place that holds nothing kept.
    QSet<NodeId> holders;
    for (NodeId id : kept) {
        for (NodeId p = m_document->parentOf(id); p != 0; p = m_document->parentOf(p))
            holders.insert(p);
    }
    bool any = false;
    QList<NodeId> todo = m_document->children(0);
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeLast();
        if (kept.contains(id))
            continue;
        if (holders.contains(id)) {
            todo += m_document->children(id);
            continue;
        }
        if (!m_hidden.contains(id)) {
            m_hidden.insert(id);
            any = true;
        }
    }
    if (any)
        emit changed();
}

void SceneVisibility::showAll()
{
    if (m_hidden.isEmpty())
        return;
    m_hidden.clear();
    emit changed();
}

bool SceneVisibility::isVisible(NodeId id) const
{
    if (m_hidden.isEmpty())
        return true;
    for (NodeId n = id; n != 0; n = m_document->parentOf(n)) {
        if (m_hidden.contains(n))
            return false;
    }
    return true;
}

QList<NodeId> SceneVisibility::hidden() const
{
    QList<NodeId> out;
    for (NodeId id : m_hidden) {
        if (m_document->contains(id))
            out << id;
    }
    std::sort(out.begin(), out.end());
    return out;
}

int SceneVisibility::hiddenCount() const
{
    int count = 0;
    QList<NodeId> todo = hidden();
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeLast();
        ++count;
        todo += m_document->children(id);
    }
    return count;
}

void SceneVisibility::dropHidden(format::TriangleMesh &mesh) const
{
    if (m_hidden.isEmpty() || mesh.owners.size() != mesh.triangles.size())
        return;
    uint32_t lastOwner = 0;
    bool lastVisible = true;
    mesh.keepTriangles([&](size_t i) {
        const uint32_t owner = mesh.owners[i];
        if (i == 0 || owner != lastOwner) { // blocks' triangles come in runs
            lastOwner = owner;
            lastVisible = owner == 0 || isVisible(NodeId(owner));
        }
        return lastVisible;
    });
}

} // namespace ackedit::document
