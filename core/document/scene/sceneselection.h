#pragma once
// The node selection of one level editor, shared by the scene tree and the views (as
// ModelSelection is for a model's vertices). A selection is not an edit and is not on the undo
// stack. It holds only nodes the document has, always in tree order (depth first, as the tree
// shows them), and follows the document: removed nodes leave it, moved nodes keep their place
// in tree order.
#include "scene/scenedocument.h"

#include <QList>
#include <QObject>

namespace ackedit::document {

class SceneSelection : public QObject
{
    Q_OBJECT
public:
    explicit SceneSelection(SceneDocument *document, QObject *parent = nullptr);

    SceneDocument *document() const { return m_document; }
    const QList<NodeId> &ids() const { return m_ids; }
    bool isEmpty() const { return m_ids.isEmpty(); }
    bool contains(NodeId id) const { return m_ids.contains(id); }

    // Selects exactly those of `ids` the document has (duplicates once), in tree order.
    void set(const QList<NodeId> &ids);
    // Adds `id` if it is not selected, else takes it out (Ctrl+click).
    void toggle(NodeId id);
    void clear() { set({}); }

signals:
    // The selected nodes changed (not emitted when an operation changed nothing).
    void changed(const QList<NodeId> &ids);

private:
    QList<NodeId> inTreeOrder(const QList<NodeId> &ids) const;
    bool isInside(NodeId id, NodeId top) const; // `id` is `top` or lies below it
    void update(const QList<NodeId> &ids);

    SceneDocument *m_document;
    QList<NodeId> m_ids;
};

} // namespace ackedit::document
