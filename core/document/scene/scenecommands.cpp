#include "scene/scenecommands.h"

#include "mergeids.h"

#include <QCoreApplication>

#include <utility>

namespace ackedit::document {

namespace {
QString undoText(const char *text)
{
    return QCoreApplication::translate("UndoCommands", text);
}

// The field's label as the property panel shows it ("Position"), so History names the same thing;
// the key where a node has no such property.
QString propertyLabel(const SceneDocument *document, const QList<NodeId> &ids, const QString &key)
{
    if (!ids.isEmpty()) {
        for (const NodeProperty &p : document->properties(ids.first())) {
            if (p.key == key && !p.label.isEmpty())
                return p.label;
        }
    }
    return key;
}
} // namespace

SetPropertyCommand::SetPropertyCommand(SceneDocument *document, QList<NodeId> ids, QString key,
                                       QList<QVariant> before, QList<QVariant> afters, QUndoCommand *parent)
    : QUndoCommand(undoText(QT_TRANSLATE_NOOP("UndoCommands", "Change %1")).arg(propertyLabel(document, ids, key)), parent), m_document(document),
      m_ids(std::move(ids)),
      m_key(std::move(key)), m_before(std::move(before)), m_afters(std::move(afters))
{
    m_gesture = document->editGesture();
}

SetPropertyCommand::SetPropertyCommand(SceneDocument *document, QList<NodeId> ids, QString key,
                                       QList<QVariant> before, const QVariant &after, QUndoCommand *parent)
    : SetPropertyCommand(document, ids, std::move(key), std::move(before), QList<QVariant>(ids.size(), after),
                         parent)
{
}

void SetPropertyCommand::redo()
{
    if (std::exchange(m_skipRedo, false))
        return;
    if (!m_done)
        m_stateBefore = m_document->captureState(m_ids);
    for (int i = 0; i < m_ids.size(); ++i) {
        QString error;
        if (changes(i) && !m_document->applyProperty(m_ids[i], m_key, m_afters[i], &error) && m_error.isEmpty())
            m_error = error;
    }
    if (!m_done)
        m_stateAfter = m_document->captureState(m_ids);
    else if (m_stateAfter)
        m_document->restoreState(*m_stateAfter);
    m_done = true;
}

void SetPropertyCommand::undo()
{
    for (int i = 0; i < m_ids.size(); ++i) {
        QString error;
        if (changes(i))
            m_document->applyProperty(m_ids[i], m_key, m_before.value(i), &error);
    }
    if (m_stateBefore)
        m_document->restoreState(*m_stateBefore);
    if (m_cancel)
        setObsolete(true); // QUndoStack drops it after this undo
}

int SetPropertyCommand::id() const
{
    return SetPropertyMergeId;
}

bool SetPropertyCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetPropertyCommand *>(other);
    if (o->m_document != m_document || o->m_ids != m_ids || o->m_key != m_key || o->failed()
        || o->m_gesture != m_gesture)
        return false;
    // Our befores stay (the start of the drag); a node the first edit left alone and a later one
    // changed is still undone to its start, which is what our before holds for it.
    m_afters = o->m_afters;
    m_stateAfter = o->m_stateAfter;
    bool unchanged = true;
    for (int i = 0; i < m_ids.size(); ++i)
        unchanged = unchanged && !changes(i);
    // Back where it started: the stack drops this step without undoing it, so put the exact
    // start state back here (the values are already equal).
    if (unchanged && m_stateBefore)
        m_document->restoreState(*m_stateBefore);
    setObsolete(unchanged);
    return true;
}

NodeStructureCommand::NodeStructureCommand(SceneDocument *document, Action action, const QString &text)
    : QUndoCommand(text), m_document(document), m_action(action)
{
}

NodeStructureCommand *NodeStructureCommand::create(SceneDocument *document, NodeKind kind, NodeId parent, int row,
                                                   const QString &name)
{
    auto *c = new NodeStructureCommand(document, Action::Create, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Add %1")).arg(name));
    c->m_kind = kind;
    c->m_parent = parent;
    c->m_row = row;
    c->m_name = name;
    return c;
}

NodeStructureCommand *NodeStructureCommand::remove(SceneDocument *document, NodeId id)
{
    auto *c = new NodeStructureCommand(document, Action::Remove, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Delete %1")).arg(document->nodeName(id)));
    c->m_node = id;
    c->m_parent = document->parentOf(id);
    c->m_row = document->rowOf(id);
    return c;
}

NodeStructureCommand *NodeStructureCommand::move(SceneDocument *document, NodeId id, NodeId newParent, int row)
{
    auto *c = new NodeStructureCommand(document, Action::Move, undoText(QT_TRANSLATE_NOOP("UndoCommands", "Move %1")).arg(document->nodeName(id)));
    c->m_node = id;
    c->m_oldParent = document->parentOf(id);
    c->m_oldRow = document->rowOf(id);
    c->m_parent = newParent;
    c->m_row = row;
    return c;
}

NodeStructureCommand *NodeStructureCommand::duplicate(SceneDocument *document, NodeId id)
{
    auto *c = new NodeStructureCommand(document, Action::Duplicate,
                                       undoText(QT_TRANSLATE_NOOP("UndoCommands", "Duplicate %1")).arg(document->nodeName(id)));
    c->m_node = id; // the source until the first redo
    return c;
}

void NodeStructureCommand::detach()
{
    m_detached = m_document->applyDetach(m_node, &m_error);
}

void NodeStructureCommand::attach()
{
    if (m_detached)
        m_document->applyAttach(std::move(m_detached), m_parent, m_row, &m_error);
}

void NodeStructureCommand::redo()
{
    if (std::exchange(m_skipRedo, false))
        return;
    switch (m_action) {
    case Action::Create:
    case Action::Duplicate:
        if (!m_done) {
            m_node = m_action == Action::Create ? m_document->applyCreate(m_kind, m_parent, m_row, m_name, &m_error)
                                                : m_document->applyDuplicate(m_node, &m_error);
            if (m_node) {
                m_parent = m_document->parentOf(m_node);
                m_row = m_document->rowOf(m_node);
            }
        } else {
            attach(); // the same ids come back
        }
        break;
    case Action::Remove:
        if (m_redoRemoval)
            m_detached = m_document->applyRedoRemove(m_node, std::move(m_redoRemoval), &m_error);
        else
            detach();
        break;
    case Action::Move:
        // Both parents: a move rewrites what the old and the new parent store about children.
        if (!m_done)
            m_stateBefore = m_document->captureState({m_node, m_oldParent, m_parent});
        if (m_document->applyMove(m_node, m_parent, m_row, &m_error)) {
            if (!m_done)
                m_stateAfter = m_document->captureState({m_node, m_oldParent, m_parent});
            else if (m_stateAfter)
                m_document->restoreState(*m_stateAfter);
        }
        break;
    }
    m_done = true;
}

void NodeStructureCommand::undo()
{
    switch (m_action) {
    case Action::Create:
    case Action::Duplicate:
        m_detached = m_document->applyUndoAdd(m_node, &m_error);
        break;
    case Action::Remove:
        if (m_detached)
            m_redoRemoval = m_document->applyUndoRemove(std::move(m_detached), m_parent, m_row, &m_error);
        break;
    case Action::Move:
        if (m_document->applyMove(m_node, m_oldParent, m_oldRow, &m_error) && m_stateBefore)
            m_document->restoreState(*m_stateBefore);
        break;
    }
}

} // namespace ackedit::document
