// SceneDocument::groupNodes and ungroup: WED's Group and Ungroup as one undo step each, built
// from the structure edits (addNode, moveNodes, removeNodes) in an EditTransaction, so a refused
// part leaves the level and History as they were. Members keep their places in the world.
#include "scene/scenedocument.h"

#include "edittransaction.h"

#include <QCoreApplication>
#include <QSet>

namespace ackedit::document {

namespace {

QList<Eigen::Vector3d> worldPlaces(const SceneDocument &doc, const QList<NodeId> &ids)
{
    QList<Eigen::Vector3d> places;
    for (NodeId id : ids) {
        Eigen::Vector3d at = Eigen::Vector3d::Zero();
        doc.worldPosition(id, &at);
        places.append(at);
    }
    return places;
}

// The listed nodes that no other listed node holds (those go along with their group), once each.
QList<NodeId> outermost(const SceneDocument &doc, const QList<NodeId> &ids)
{
    const QSet<NodeId> listed(ids.begin(), ids.end());
    QSet<NodeId> seen;
    QList<NodeId> out;
    for (NodeId id : ids) {
        bool below = false;
        for (NodeId a = doc.parentOf(id); a != 0 && !below; a = doc.parentOf(a))
            below = listed.contains(a);
        if (!below && !seen.contains(id)) {
            out.append(id);
            seen.insert(id);
        }
    }
    return out;
}

} // namespace

NodeId SceneDocument::groupNodes(const QList<NodeId> &ids, QString *error)
{
    const auto refuse = [error](const QString &message) {
        if (error)
            *error = message;
        return NodeId(0);
    };
    if (ids.isEmpty())
        return refuse(tr("Nothing to group"));
    for (NodeId id : ids) {
        if (!contains(id))
            return refuse(tr("Node %1 does not exist").arg(id));
    }
    // The group goes where the first node is; a node below another listed node stays in it.
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Group"));
    const NodeId group = addNode(NodeKind::Group, parentOf(ids.first()), rowOf(ids.first()), QString(), error);
    if (!edit.step(group != 0))
        return 0;
    const QList<NodeId> outer = outermost(*this, ids);
    const QList<Eigen::Vector3d> places = worldPlaces(*this, outer);
    if (!edit.step(moveNodes(outer, group, -1, error)))
        return 0;
    if (!edit.step(keepPlaces(outer, places, error)))
        return 0;
    return edit.commit() ? group : 0;
}

QList<NodeId> SceneDocument::ungroup(NodeId group, QString *error)
{
    if (!contains(group) || nodeKind(group) != NodeKind::Group) {
        if (error)
            *error = tr("Only a group can be ungrouped");
        return {};
    }
    const QList<NodeId> members = children(group);
    const QList<Eigen::Vector3d> places = worldPlaces(*this, members);
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Ungroup"));
    if (!members.isEmpty() && !edit.step(moveNodes(members, parentOf(group), rowOf(group), error)))
        return {};
    if (!edit.step(keepPlaces(members, places, error)))
        return {};
    if (!edit.step(removeNodes({group}, error)))
        return {};
    return edit.commit() ? members : QList<NodeId>();
}

bool SceneDocument::keepPlaces(const QList<NodeId> &ids, const QList<Eigen::Vector3d> &places, QString *error)
{
    // A node that moved into or out of a group with a place of its own would jump with it:
    // it goes back to where it was in the world.
    for (int i = 0; i < ids.size(); ++i) {
        Eigen::Vector3d now;
        if (!worldPosition(ids[i], &now) || (now - places[i]).norm() < 1e-9)
            continue;
        beginEditGesture(); // not merged with another node's correction
        if (!translateNodes({ids[i]}, places[i] - now, error))
            return false;
    }
    return true;
}

} // namespace ackedit::document
