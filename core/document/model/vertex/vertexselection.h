#pragma once
// The selected vertices of a model (one bit per vertex; a selection is not an edit and is not on
// the undo stack, design rule 2). Soft-selection weights are derived from it on demand
// (SoftSelection).
//
// Modifiers, as MED and Blender users expect them:
//   box (drag a rectangle):  none = Replace, Shift = Add, Ctrl = Subtract (Ctrl wins over Shift)
//   click (pick one vertex): none = Replace (a click on nothing clears the selection),
//                            Shift = Toggle, Ctrl = Subtract (a click on nothing keeps it)
#include <Eigen/Core>

#include <Qt>

#include <cstdint>
#include <span>
#include <vector>

namespace ackedit::document {

class VertexAdjacency;

enum class SelectionMode { Replace, Add, Subtract, Toggle };

class VertexSelection
{
public:
    explicit VertexSelection(int vertexCount = 0);

    int vertexCount() const { return m_vertexCount; }
    // Grows or shrinks to `vertexCount` vertices; vertices past the new end are dropped.
    void resize(int vertexCount);

    int count() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    // False for indices outside the model.
    bool contains(int vertex) const
    {
        return vertex >= 0 && vertex < m_vertexCount && (m_bits[size_t(vertex) >> 6] >> (vertex & 63)) & 1u;
    }
    void set(int vertex, bool selected); // ignores indices outside the model

    void clear();     // select none
    void selectAll(); // select every vertex
    void invert();

    // Combines `vertices` (any order, duplicates and out-of-range indices ignored) with the
    // selection: Replace selects exactly them, Add adds them, Subtract removes them, Toggle flips
    // each of them.
    void apply(std::span<const int> vertices, SelectionMode mode);
    // The result of a click pick (`vertex` = -1: nothing under the cursor), see the table above.
    void applyClick(int vertex, SelectionMode mode);
    // Adds every vertex reachable from the selection over triangle edges.
    void selectConnected(const VertexAdjacency &adjacency);

    // The selected vertices in increasing order.
    std::vector<int> indices() const;
    // The plain (unweighted) mean of the selected vertices' positions: the pivot of "about the
    // selection centre" (Blender's median point). Zero for an empty selection. `positions` must
    // have vertexCount() entries.
    Eigen::Vector3f centroid(std::span<const Eigen::Vector3f> positions) const;

    bool operator==(const VertexSelection &other) const = default;

    static SelectionMode boxMode(Qt::KeyboardModifiers modifiers);
    static SelectionMode clickMode(Qt::KeyboardModifiers modifiers);

private:
    void recount();
    void clearTail(); // the unused bits of the last word stay 0, so == and count() hold

    std::vector<uint64_t> m_bits;
    int m_vertexCount = 0;
    int m_count = 0;
};

} // namespace ackedit::document
