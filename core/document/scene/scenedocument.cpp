#include "scene/scenedocument.h"

#include "scene/scenecommands.h"

#include "edittransaction.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <memory>
#include <type_traits>

namespace ackedit::document {

namespace {

void collectNames(const SceneDocument &doc, NodeId parent, QSet<QString> &names)
{
    for (const NodeId id : doc.children(parent)) {
        names.insert(doc.nodeName(id));
        collectNames(doc, id, names);
    }
}

// WED's way: the number at the end of the name counts on, keeping its width ("earth2_mdl_003"
// -> "earth2_mdl_004"); a name without one gets "_1", "_2"...
QString nextFreeName(const QString &name, const QSet<QString> &taken)
{
    qsizetype digits = 0;
    while (digits < name.size() && name.at(name.size() - 1 - digits).isDigit())
        ++digits;
    const QString prefix = digits > 0 ? name.left(name.size() - digits) : name + QLatin1Char('_');
    const int width = int(digits);
    for (qint64 k = digits > 0 ? name.right(digits).toLongLong() + 1 : 1; k < 1000000; ++k) {
        const QString candidate = prefix + QString::number(k).rightJustified(width, QLatin1Char('0'));
        if (!taken.contains(candidate))
            return candidate;
    }
    return name;
}

template<typename Command>
bool pushChecked(QUndoStack *stack, Command *made, QString *error)
{
    std::unique_ptr<Command> command(made); // not leaked if a document hook throws
    // Run it once before it goes on the stack: a command that failed must not become an undo step.
    command->applyBeforePush();
    if (command->failed()) {
        if (error)
            *error = command->error();
        // A property edit may have changed some of its nodes: put them back. A structural
        // command that failed changed nothing.
        if constexpr (std::is_same_v<Command, SetPropertyCommand>)
            command->undo();
        return false;
    }
    stack->push(command.release()); // skips the redo it would run: the change is already applied

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

bool SceneDocument::setPropertyAs(const QString &undoText, NodeId id, const QString &key, const QVariant &value,
                                  QString *error)
{
    if (!contains(id)) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "No such node: %1").arg(id);
        return false;
    }
    auto *command = new SetPropertyCommand(this, {id}, key, {property(id, key)}, value);
    command->setText(undoText);
    return pushChecked(undoStack(), command, error);
}

bool SceneDocument::rename(NodeId id, const QString &name, QString *error)
{
    return setProperty({id}, QStringLiteral("name"), name, error);
}

NodeId SceneDocument::addNode(NodeKind kind, NodeId parent, int row, const QString &name, QString *error)
{
    std::unique_ptr<NodeStructureCommand> command(NodeStructureCommand::create(this, kind, parent, row, name));
    command->applyBeforePush();
    if (command->failed()) {
        if (error)
            *error = command->error();
        return 0;
    }
    const NodeId id = command->node();
    undoStack()->push(command.release());
    return id;
}

bool SceneDocument::isInSubtree(NodeId id, NodeId ancestor) const
{
    for (NodeId n = id; n; n = parentOf(n)) {
        if (n == ancestor)
            return true;
    }
    return false;
}

bool SceneDocument::removeNodes(const QList<NodeId> &ids, QString *error)
{
    // Only what can go; an empty macro would still be an undo step.
    if (std::none_of(ids.cbegin(), ids.cend(), [this](NodeId id) { return contains(id) && canRemove(id); })) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "Nothing that can be deleted");
        return false;
    }
    // What can go goes: the others are reported, the step keeps what was deleted.
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Delete"));
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
    edit.commit();
    return ok;
}

bool SceneDocument::moveNode(NodeId id, NodeId newParent, int row, QString *error)
{
    return pushChecked(undoStack(), NodeStructureCommand::move(this, id, newParent, row), error);
}

bool SceneDocument::moveNodes(const QList<NodeId> &ids, NodeId newParent, int row, QString *error)
{
    // `row` is an insertion row among the children before anything left.
    int insertAt = row < 0 ? int(children(newParent).size()) : row;
    const auto moveOne = [&](NodeId id) {
        int target = insertAt;
        if (parentOf(id) == newParent && rowOf(id) < insertAt)
            --target; // it leaves a gap above the insertion point
        else
            ++insertAt; // the next one goes below it
        if (parentOf(id) == newParent && rowOf(id) == target)
            return true; // already there: no empty undo step
        return moveNode(id, newParent, target, error);
    };
    if (ids.size() == 1)
        return moveOne(ids.first());
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Move %n node(s)", nullptr, int(ids.size())));
    for (NodeId id : ids) {
        if (!edit.step(contains(id) && moveOne(id)))
            return false;
    }
    return edit.commit();
}

QList<NodeId> SceneDocument::duplicate(const QList<NodeId> &ids, QString *error)
{
    QList<NodeId> copies;
    if (std::none_of(ids.cbegin(), ids.cend(), [this](NodeId id) { return contains(id) && canDuplicate(id); })) {
        if (error)
            *error = QCoreApplication::translate("SceneDocument", "Nothing that can be duplicated");
        return copies;
    }
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Duplicate"));
    for (NodeId id : ids) {
        std::unique_ptr<NodeStructureCommand> command(NodeStructureCommand::duplicate(this, id));
        command->applyBeforePush();
        if (command->failed()) {
            if (error)
                *error = command->error();
            continue;
        }
        copies.append(command->node());
        undoStack()->push(command.release());
        // The copy of a named node takes the next free number, as WED names it (a refused name,
        // e.g. too long for the format, leaves the copy's name as it is).
        const NodeId copy = copies.last();
        const QString name = nodeName(copy);
        if (!name.isEmpty() && name == nodeName(id) && canRename(copy)) {
            const QString next = freeName(name);
            if (next != name)
                rename(copy, next);
        }
    }
    edit.commit();
    return copies;
}

QString SceneDocument::freeName(const QString &name) const
{
    QSet<QString> taken;
    collectNames(*this, 0, taken);
    return taken.contains(name) ? nextFreeName(name, taken) : name;
}

} // namespace ackedit::document
