#pragma once
// The vertex selection of one model editor: which vertices are selected (VertexSelection)
// and the soft-selection settings, with a changed signal for the views. A selection is not an
// edit and is not on the undo stack (design rule 2, as in Blender). It follows the document: a
// change of the vertex count (frames inserted or removed do not change it; a geometry reset may)
// resizes it. The triangles in picking form and the edge adjacency are built once per topology.
#include "model/vertex/softselection.h"
#include "model/vertex/vertexadjacency.h"
#include "model/vertex/vertexselection.h"

#include "common/trianglemesh.h"

#include <QObject>

#include <optional>
#include <span>
#include <vector>

namespace ackedit::document {

class ModelDocument;

class ModelSelection : public QObject
{
    Q_OBJECT
public:
    explicit ModelSelection(ModelDocument *document, QObject *parent = nullptr);

    ModelDocument *document() const { return m_document; }
    const VertexSelection &selection() const { return m_selection; }
    int count() const { return m_selection.count(); }
    bool isEmpty() const { return m_selection.isEmpty(); }
    bool contains(int vertex) const { return m_selection.contains(vertex); }

    void setSelection(const VertexSelection &selection);
    void apply(std::span<const int> vertices, SelectionMode mode);
    void applyClick(int vertex, SelectionMode mode);
    void selectAll();
    void clear();
    void invert();
    void selectConnected();

    const SoftSelectionSettings &softSettings() const { return m_soft; }
    void setSoftSettings(const SoftSelectionSettings &settings);
    // Radius > 0: soft selection on.
    bool isSoft() const { return m_soft.radius > 0.0f; }

    // The weighted vertices an edit of `frame` moves: the selection (weight 1) and, with soft
    // selection on, the vertices around it; ascending. Computed from the frame's positions.
    std::vector<WeightedVertex> weights(int frame) const;
    // Selection centre in `frame` (the pivot "selection centre"); zero when nothing is selected.
    Eigen::Vector3f centroid(int frame) const;

    // The model's triangles as the picker takes them, and the edge adjacency (built on first use).
    std::span<const format::TriangleMesh::Triangle> pickTriangles() const;
    const VertexAdjacency &adjacency() const;

signals:
    // The selected vertices changed (not emitted when an operation changed nothing).
    void changed();
    // The soft-selection settings changed (weights change with them).
    void softSettingsChanged();

private:
    void update(const VertexSelection &next);
    void topologyChanged();

    ModelDocument *m_document;
    VertexSelection m_selection;
    SoftSelectionSettings m_soft;
    mutable std::optional<std::vector<format::TriangleMesh::Triangle>> m_triangles;
    mutable std::optional<VertexAdjacency> m_adjacency;
};

} // namespace ackedit::document
