#pragma once
// Which level nodes the views show (issue 34 point 5): hide and show per object and per group
// as a view setting, not an edit: nothing goes on the undo stack or into the file. A hidden
// group hides everything below it. The views leave hidden nodes out of what they draw and pick.
#include "common/trianglemesh.h"
#include "scene/scenedocument.h"

#include <QObject>
#include <QSet>

namespace ackedit::document {

class SceneVisibility : public QObject
{
    Q_OBJECT
public:
    explicit SceneVisibility(const SceneDocument *document, QObject *parent = nullptr);

    // Hides the nodes (with what is below them).
    void hide(const QList<NodeId> &ids);
    // Hides every node that is not kept, below a kept node, or a group holding one (Blender's
    // Hide Unselected, Shift+H); nothing kept: nothing changes.
    void hideOthers(const QList<NodeId> &keep);
    void showAll();

    // Neither the node nor a group above it is hidden.
    bool isVisible(NodeId id) const;
    bool isEmpty() const { return m_hidden.isEmpty(); }
    QList<NodeId> hidden() const; // the nodes hidden themselves (not those below), sorted
    int hiddenCount() const;      // nodes not shown, below hidden groups included

    // `mesh` without the triangles of hidden blocks (TriangleMesh::owners); per-triangle data
    // (lightmap pages, hidden flags, owners) kept in step. A mesh without owners is left as it is.
    void dropHidden(format::TriangleMesh &mesh) const;

signals:
    void changed();

private:
    const SceneDocument *m_document;
    QSet<NodeId> m_hidden;
};

} // namespace ackedit::document
