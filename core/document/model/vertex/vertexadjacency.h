#pragma once
// Which vertices share a triangle edge with which: built once per mesh topology (it is the same
// in every frame), used to select connected parts and to measure soft-selection distance along
// the surface.
#include "common/trianglemesh.h"

#include <span>
#include <vector>

namespace ackedit::document {

class VertexAdjacency
{
public:
    VertexAdjacency() = default;
    // Triangles with an index outside 0..vertexCount-1 are ignored; degenerate edges (a vertex
    // with itself) are dropped.
    VertexAdjacency(int vertexCount, std::span<const format::TriangleMesh::Triangle> triangles);

    int vertexCount() const { return m_offsets.empty() ? 0 : int(m_offsets.size()) - 1; }
    // The vertices joined to `vertex` by an edge, sorted, each once.
    std::span<const int> neighbours(int vertex) const
    {
        const int begin = m_offsets[size_t(vertex)], end = m_offsets[size_t(vertex) + 1];
        return std::span<const int>(m_neighbours).subspan(size_t(begin), size_t(end - begin));
    }

private:
    std::vector<int> m_offsets; // vertexCount + 1 entries into m_neighbours
    std::vector<int> m_neighbours;
};

} // namespace ackedit::document
