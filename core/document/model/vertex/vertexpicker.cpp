#include "model/vertex/vertexpicker.h"

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

namespace {
constexpr float TieDistance = 1e-3f; // pixels
}

VertexPicker::VertexPicker(const ViewDescription &view, std::span<const Eigen::Vector3f> positions,
                           std::span<const format::TriangleMesh::Triangle> triangles, bool visibleOnly)
    : m_view(view)
    , m_viewVolume(view.frustum())
    , m_positions(positions)
{
    if (visibleOnly)
        m_occlusion = std::make_unique<OcclusionTester>(view, positions, triangles);
}

VertexPicker::~VertexPicker() = default;

int VertexPicker::pick(const Eigen::Vector2f &pixel, float radius) const
{
    struct Candidate
    {
        float distance;
        float depth;
        int vertex;
    };
    std::vector<Candidate> candidates;
    const Eigen::Matrix4f &m = m_view.viewProjection();
    const float r2 = radius * radius;
    for (size_t i = 0; i < m_positions.size(); ++i) {
        const Eigen::Vector4f c = m * m_positions[i].homogeneous();
        // In front of the near plane and before the far one (-w <= z <= w): what is drawn.
        if (!(c.w() > 0.0f && c.z() >= -c.w() && c.z() <= c.w()))
            continue;
        const Eigen::Vector2f p = m_view.ndcToPixel(Eigen::Vector2f(c.x() / c.w(), c.y() / c.w()));
        const float d2 = (p - pixel).squaredNorm();
        if (d2 <= r2)
            candidates.push_back({std::sqrt(d2), c.z() / c.w(), int(i)});
    }
    // Nearest on screen first; within TieDistance of the nearest, the closest to the camera.
    // Hidden ones (visibleOnly) are skipped, the next group of equally near ones comes next.
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return a.distance != b.distance ? a.distance < b.distance : a.vertex < b.vertex;
    });
    for (size_t i = 0; i < candidates.size();) {
        size_t end = i;
        while (end < candidates.size() && candidates[end].distance <= candidates[i].distance + TieDistance)
            ++end;
        const Candidate *best = nullptr;
        for (size_t j = i; j < end; ++j) {
            const Candidate &c = candidates[j];
            if ((!best || c.depth < best->depth) && (!m_occlusion || !m_occlusion->isOccluded(c.vertex)))
                best = &c;
        }
        if (best)
            return best->vertex;
        i = end;
    }
    return -1;
}

std::vector<int> VertexPicker::inside(const Frustum &frustum) const
{
    std::vector<int> out;
    for (size_t i = 0; i < m_positions.size(); ++i) {
        const Eigen::Vector3f &p = m_positions[i];
        if (frustum.contains(p) && m_viewVolume.contains(p) && (!m_occlusion || !m_occlusion->isOccluded(int(i))))
            out.push_back(int(i));
    }
    return out;
}

std::vector<int> VertexPicker::inRect(const Eigen::Vector2f &corner1, const Eigen::Vector2f &corner2) const
{
    return inside(m_view.frustum(corner1, corner2));
}

bool VertexPicker::isPickable(int vertex) const
{
    if (vertex < 0 || size_t(vertex) >= m_positions.size() || !m_viewVolume.contains(m_positions[size_t(vertex)]))
        return false;
    return !m_occlusion || !m_occlusion->isOccluded(vertex);
}

} // namespace ackedit::document
