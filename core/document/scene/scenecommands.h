#pragma once
// Undo commands over a SceneDocument. They hold values and ids, never pointers into the data,
// and change the data only through the document's apply* hooks (which emit the signals).
#include "scene/scenedocument.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace ackedit::document {

// Sets one property on several nodes, each to its own value (afters[i] for ids[i]; e.g. only X
// of several different positions edited): one undo step, merging with the next edit of the same
// key on the same nodes; obsolete when every node is back at its start value. Nodes whose value
// does not change are not touched, so their bytes stay as they are.
class SetPropertyCommand : public QUndoCommand
{
public:
    SetPropertyCommand(SceneDocument *document, QList<NodeId> ids, QString key, QList<QVariant> before,
                       QList<QVariant> afters, QUndoCommand *parent = nullptr);
    // The same value for every node.
    SetPropertyCommand(SceneDocument *document, QList<NodeId> ids, QString key, QList<QVariant> before,
                       const QVariant &after, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    // Applies the change before the command is pushed (to see whether it failed); the redo()
    // that QUndoStack::push runs next is then skipped.
    void applyBeforePush() { redo(); m_skipRedo = true; }
    // Esc during a drag: the next undo restores the start and removes this step from the stack.
    void cancelOnUndo() { m_cancel = true; }
    const QList<NodeId> &ids() const { return m_ids; }
    const QString &key() const { return m_key; }
    int gesture() const { return m_gesture; }

private:
    bool changes(int i) const { return m_afters.value(i) != m_before.value(i); }

    bool m_cancel = false;
    int m_gesture = 0; // SceneDocument::editGesture() when made: only steps of one gesture merge
    bool m_skipRedo = false;
    bool m_done = false; // the first redo ran (states captured)
    SceneDocument *m_document;
    QList<NodeId> m_ids;
    QString m_key;
    QList<QVariant> m_before;
    QList<QVariant> m_afters; // one per id
    // Exact states (SceneDocument::captureState), shared so a merge can take the other's.
    std::shared_ptr<const DetachedNode> m_stateBefore, m_stateAfter;
    QString m_error;
};

// Create, remove, move or duplicate nodes. A removed subtree is owned by the command
// (DetachedNode) until undo/redo puts it back with the same ids, or the command is deleted.
class NodeStructureCommand : public QUndoCommand
{
public:
    enum class Action { Create, Remove, Move, Duplicate };

    static NodeStructureCommand *create(SceneDocument *document, NodeKind kind, NodeId parent, int row,
                                        const QString &name);
    static NodeStructureCommand *remove(SceneDocument *document, NodeId id);
    static NodeStructureCommand *move(SceneDocument *document, NodeId id, NodeId newParent, int row);
    static NodeStructureCommand *duplicate(SceneDocument *document, NodeId id);

    void redo() override;
    void undo() override;
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    NodeId node() const { return m_node; } // the created / removed / moved / duplicated node
    void applyBeforePush() { redo(); m_skipRedo = true; } // see SetPropertyCommand

private:
    NodeStructureCommand(SceneDocument *document, Action action, const QString &text);
    void detach();
    void attach();

    SceneDocument *m_document;
    Action m_action;
    NodeKind m_kind = NodeKind::Other;
    QString m_name;
    NodeId m_node = 0;
    NodeId m_parent = 0; // where the node lives when it is in the document
    int m_row = -1;
    NodeId m_oldParent = 0; // Move: where it came from
    int m_oldRow = -1;
    bool m_done = false;    // first redo ran
    std::unique_ptr<DetachedNode> m_detached;
    std::unique_ptr<DetachedNode> m_redoRemoval; // from the undo of a removal, for its redo
    std::unique_ptr<DetachedNode> m_stateBefore, m_stateAfter; // Move: exact states
    QString m_error;
    bool m_skipRedo = false;
};

} // namespace ackedit::document
