#include "model/uv/uvpicker.h"

#include "common/trianglemesh.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace ackedit::document {

namespace {

int findRoot(std::vector<int> &parent, int i)
{
    while (parent[size_t(i)] != i) {
        parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
        i = parent[size_t(i)];
    }
    return i;
}

} // namespace

UvPicker::UvPicker(const format::TriangleMesh &mesh, const std::vector<int> &triangles, const UvRecords &records)
{
    std::unordered_map<uint32_t, int> pointOf; // mesh UV index -> point
    std::vector<int> parent;
    for (int ti : triangles) {
        if (ti < 0 || size_t(ti) >= mesh.triangles.size())
            continue;
        const auto &t = mesh.triangles[size_t(ti)];
        int corners[3];
        int valid = 0;
        for (uint32_t uv : t.uv) {
            const int record = records.recordOfMeshUv(uv);
            if (record < 0 || uv >= mesh.uvs.size())
                continue;
            auto [it, added] = pointOf.try_emplace(uv, int(m_points.size()));
            if (added) {
                m_points.push_back({mesh.uvs[uv], record, -1});
                parent.push_back(it->second);
            }
            corners[valid++] = it->second;
        }
        if (valid == 0)
            continue;
        m_trianglePoint.emplace_back(ti, corners[0]);
        for (int k = 1; k < valid; ++k)
            parent[size_t(findRoot(parent, corners[k]))] = findRoot(parent, corners[0]);
    }
    for (size_t i = 0; i < m_points.size(); ++i)
        m_points[i].island = findRoot(parent, int(i));
}

int UvPicker::nearest(const Eigen::Vector2f &uv, const Eigen::Vector2f &scale, float radius) const
{
    int best = -1;
    float bestD = radius * radius;
    for (size_t i = 0; i < m_points.size(); ++i) {
        const float d = (m_points[i].uv - uv).cwiseProduct(scale).squaredNorm();
        if (d <= bestD) {
            bestD = d;
            best = int(i);
        }
    }
    return best;
}

std::vector<int> UvPicker::recordsIn(const Eigen::AlignedBox2f &box) const
{
    std::vector<int> out;
    for (const Point &p : m_points)
        if (box.contains(p.uv))
            out.push_back(p.record);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> UvPicker::islandRecords(int island) const
{
    std::vector<int> out;
    for (const Point &p : m_points)
        if (p.island == island)
            out.push_back(p.record);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> UvPicker::islandOfPoint(int point) const
{
    if (point < 0 || size_t(point) >= m_points.size())
        return {};
    return islandRecords(m_points[size_t(point)].island);
}

std::vector<int> UvPicker::islandOfTriangle(int triangle) const
{
    for (const auto &[t, point] : m_trianglePoint)
        if (t == triangle)
            return islandOfPoint(point);
    return {};
}

} // namespace ackedit::document
