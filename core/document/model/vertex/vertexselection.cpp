#include "model/vertex/vertexselection.h"

#include "model/vertex/vertexadjacency.h"

#include <algorithm>
#include <bit>

namespace ackedit::document {

VertexSelection::VertexSelection(int vertexCount)
{
    resize(vertexCount);
}

void VertexSelection::resize(int vertexCount)
{
    m_vertexCount = std::max(vertexCount, 0);
    m_bits.resize((size_t(m_vertexCount) + 63) / 64, 0);
    clearTail();
    recount();
}

void VertexSelection::set(int vertex, bool selected)
{
    if (vertex < 0 || vertex >= m_vertexCount)
        return;
    uint64_t &word = m_bits[size_t(vertex) >> 6];
    const uint64_t bit = uint64_t(1) << (vertex & 63);
    if (bool(word & bit) == selected)
        return;
    word ^= bit;
    m_count += selected ? 1 : -1;
}

void VertexSelection::clear()
{
    std::fill(m_bits.begin(), m_bits.end(), 0);
    m_count = 0;
}

void VertexSelection::selectAll()
{
    std::fill(m_bits.begin(), m_bits.end(), ~uint64_t(0));
    clearTail();
    m_count = m_vertexCount;
}

void VertexSelection::invert()
{
    for (uint64_t &w : m_bits)
        w = ~w;
    clearTail();
    m_count = m_vertexCount - m_count;
}

void VertexSelection::apply(std::span<const int> vertices, SelectionMode mode)
{
    if (mode == SelectionMode::Replace)
        clear();
    if (mode == SelectionMode::Toggle) {
        // Flip each listed vertex once, however often it is listed.
        std::vector<int> unique(vertices.begin(), vertices.end());
        std::sort(unique.begin(), unique.end());
        unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
        for (int v : unique)
            set(v, !contains(v));
        return;
    }
    const bool on = mode != SelectionMode::Subtract;
    for (int v : vertices)
        set(v, on);
}

void VertexSelection::applyClick(int vertex, SelectionMode mode)
{
    if (vertex < 0 || vertex >= m_vertexCount) {
        if (mode == SelectionMode::Replace)
            clear();
        return;
    }
    apply(std::span<const int>(&vertex, 1), mode);
}

void VertexSelection::selectConnected(const VertexAdjacency &adjacency)
{
    const int n = std::min(m_vertexCount, adjacency.vertexCount());
    std::vector<int> stack = indices();
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        if (v >= n)
            continue;
        for (int w : adjacency.neighbours(v)) {
            if (!contains(w)) {
                set(w, true);
                stack.push_back(w);
            }
        }
    }
}

std::vector<int> VertexSelection::indices() const
{
    std::vector<int> out;
    out.reserve(size_t(m_count));
    for (size_t i = 0; i < m_bits.size(); ++i) {
        uint64_t w = m_bits[i];
        while (w) {
            out.push_back(int(i * 64 + size_t(std::countr_zero(w))));
            w &= w - 1;
        }
    }
    return out;
}

Eigen::Vector3f VertexSelection::centroid(std::span<const Eigen::Vector3f> positions) const
{
    if (m_count == 0)
        return Eigen::Vector3f::Zero();
    // Summed in double: 50k float positions would otherwise lose the last digits.
    Eigen::Vector3d sum = Eigen::Vector3d::Zero();
    int n = 0;
    for (int v : indices()) {
        if (size_t(v) < positions.size()) {
            sum += positions[size_t(v)].cast<double>();
            ++n;
        }
    }
    return n ? Eigen::Vector3f((sum / double(n)).cast<float>()) : Eigen::Vector3f::Zero();
}

SelectionMode VertexSelection::boxMode(Qt::KeyboardModifiers modifiers)
{
    if (modifiers & Qt::ControlModifier)
        return SelectionMode::Subtract;
    if (modifiers & Qt::ShiftModifier)
        return SelectionMode::Add;
    return SelectionMode::Replace;
}

SelectionMode VertexSelection::clickMode(Qt::KeyboardModifiers modifiers)
{
    if (modifiers & Qt::ControlModifier)
        return SelectionMode::Subtract;
    if (modifiers & Qt::ShiftModifier)
        return SelectionMode::Toggle;
    return SelectionMode::Replace;
}

void VertexSelection::recount()
{
    m_count = 0;
    for (uint64_t w : m_bits)
        m_count += std::popcount(w);
}

void VertexSelection::clearTail()
{
    if (const int used = m_vertexCount & 63; used && !m_bits.empty())
        m_bits.back() &= (uint64_t(1) << used) - 1;
}

} // namespace ackedit::document
