#include "scene/scenedocument.h"

#include "commands/scenecommands.h"

#include <QCoreApplication>

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
    QList<QVariant> before;
    for (NodeId id : ids) {
        if (!contains(id)) {
            if (error)
                *error = QCoreApplication::translate("SceneDocument", "No such node: %1").arg(id);
            return false;
        }
        before.append(property(id, key));
    }
    return pushChecked(undoStack(), new SetPropertyCommand(this, ids, key, before, value), error);
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
    undoStack()->beginMacro(QCoreApplication::translate("UndoCommands", "Delete"));
    bool ok = true;
    for (NodeId id : ids) {
        if (contains(id))
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
