#include "model/vertex/vertexadjacency.h"

#include <algorithm>

namespace ackedit::document {

VertexAdjacency::VertexAdjacency(int vertexCount, std::span<const format::TriangleMesh::Triangle> triangles)
{
    const size_t n = size_t(std::max(vertexCount, 0));
    auto valid = [n](const format::TriangleMesh::Triangle &t) {
        return t.v[0] < n && t.v[1] < n && t.v[2] < n;
    };
    // Every triangle gives each corner its two others; counted, filled, then sorted and made
    // unique per vertex (compressed rows).
    std::vector<int> count(n + 1, 0);
    for (const auto &t : triangles) {
        if (valid(t))
            for (int c = 0; c < 3; ++c)
                count[t.v[size_t(c)]] += 2;
    }
    std::vector<int> start(n + 1, 0);
    for (size_t i = 0; i < n; ++i)
        start[i + 1] = start[i] + count[i];
    std::vector<int> raw(static_cast<size_t>(start[n]));
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const auto &t : triangles) {
        if (!valid(t))
            continue;
        for (int c = 0; c < 3; ++c) {
            const uint32_t v = t.v[size_t(c)];
            raw[size_t(fill[v]++)] = int(t.v[size_t((c + 1) % 3)]);
            raw[size_t(fill[v]++)] = int(t.v[size_t((c + 2) % 3)]);
        }
    }
    m_offsets.assign(n + 1, 0);
    m_neighbours.reserve(raw.size() / 2);
    for (size_t v = 0; v < n; ++v) {
        auto begin = raw.begin() + start[v], end = raw.begin() + start[v + 1];
        std::sort(begin, end);
        end = std::unique(begin, end);
        for (auto it = begin; it != end; ++it) {
            if (*it != int(v))
                m_neighbours.push_back(*it);
        }
        m_offsets[v + 1] = int(m_neighbours.size());
    }
}

} // namespace ackedit::document
