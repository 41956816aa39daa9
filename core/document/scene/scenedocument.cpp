#include "scene/scenedocument.h"

#include "scene/scenecommands.h"

#include <QCoreApplication>

#include <algorithm>
#include <type_traits>

namespace ackedit::document {

namespace {

template<typename Command>
bool pushChecked(QUndoStack *stack, Command *command, QString *error)
{
    // Run it once before it goes on the stack: a command that failed must not become an undo step.
    command->applyBeforePush();
    if (command->failed()) {
        if (error)
            *error = command->error();
        // A property edit may have changed some of its nodes: put them back. A structural
        // command that failed changed nothing.
        if constexpr (std::is_same_v<Command, SetPropertyCommand>)
            command->undo();
        delete command;
        return false;
    }
    stack->push(command); // skips the redo it would run: the change is already applied

    return true;
}

} // namespace

bool SceneDocument::setProperty(const QList<NodeId> &ids, const QString &key, const QVariant &value, QString *error)
{
    return setProperties(ids, key, QList<QVariant>(ids.size(), value), error);
}

int SceneDocument::objectCount() const
{
    int count = 0;
    QList<NodeId> stack = children(0);
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeLast();
        stack.append(children(id));
        const NodeKind kind = nodeKind(id);
        if (kind != NodeKind::PathNode && kind != NodeKind::Texture && kind != NodeKind::Material
            && kind != NodeKind::Folder)
            ++count;
    }
    return count;
}

bool SceneDocument::setProperties(const QList<NodeId> &ids, const QString &key, const QList<QVariant> &values,
                                  QString *error)
{
    if (values.size() != ids.size()) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "%1 values for %2 nodes")
                         .arg(values.size())
                         .arg(ids.size());
        return false;
    }
    QList<QVariant> before;
    for (NodeId id : ids) {
        if (!contains(id)) {
            if (error)
                *error = QCoreApplication::translate("SceneDocument", "No such node: %1").arg(id);
            return false;
        }
        before.append(property(id, key));
    }
    if (before == values)
        return true; // nothing changes (also no nodes): no undo step
    return pushChecked(undoStack(), new SetPropertyCommand(this, ids, key, before, values), error);
}

bool SceneDocument::rename(NodeId id, const QString &name, QString *error)
{
    return setProperty({id}, QStringLiteral("name"), name, error);
}

NodeId SceneDocument::addNode(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    auto *command = NodeStructureCommand::create(this, kind, parent, row, name);
    command->applyBeforePush();
    if (command->failed()) {
        if (error)
            *error = command->error();
        delete command;
        return 0;
    }
    const NodeId id = command->node();
    undoStack()->push(command);
    return id;
}

bool SceneDocument::removeNodes(const QList<NodeId> &ids, QString *error)
{
    // Only what can go; an empty macro would still be an undo step.
    if (std::none_of(ids.cbegin(), ids.cend(), [this](NodeId id) { return contains(id) && canRemove(id); })) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "Nothing that can be deleted");
        return false;
    }
    undoStack()->beginMacro(QCoreApplication::translate("UndoCommands", "Delete"));
    bool ok = true;
    for (NodeId id : ids) {
        if (!contains(id))
            continue; // inside a subtree removed just before
        if (!canRemove(id)) {
            if (error)
                *error = QCoreApplication::translate("SceneDocument", "%1 cannot be deleted").arg(nodeName(id));
            ok = false;
            continue;
        }
        ok = pushChecked(undoStack(), NodeStructureCommand::remove(this, id), error) && ok;
    }
    undoStack()->endMacro();
    return ok;
}

bool SceneDocument::moveNode(NodeId id, NodeId newParent, int row, QString *error)
{
    return pushChecked(undoStack(), NodeStructureCommand::move(this, id, newParent, row), error);
}

QList<NodeId> SceneDocument::duplicate(const QList<NodeId> &ids, QString *error)
{
    QList<NodeId> copies;
    if (std::none_of(ids.cbegin(), ids.cend(), [this](NodeId id) { return contains(id) && canDuplicate(id); })) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "Nothing that can be duplicated");
        return copies;
    }
    undoStack()->beginMacro(QCoreApplication::translate("UndoCommands", "Duplicate"));
    for (NodeId id : ids) {
        auto *command = NodeStructureCommand::duplicate(this, id);
        command->applyBeforePush();
        if (command->failed()) {
            if (error)
                *error = command->error();
            delete command;
            continue;
        }
        copies.append(command->node());
        undoStack()->push(command);
    }
    undoStack()->endMacro();
    return copies;
}

} // namespace ackedit::document
