#include "skin/uvislands.h"

#include "skin/floodfill.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

namespace ackedit::document::uvislands {

namespace {

bool usable(const format::TriangleMesh &mesh, const format::TriangleMesh::Triangle &t, int skin)
{
    return (skin < 0 || t.skin == skin) && t.uv[0] < mesh.uvs.size() && t.uv[1] < mesh.uvs.size()
           && t.uv[2] < mesh.uvs.size();
}

int root(std::vector<int> &parent, int i)
{
    while (parent[size_t(i)] != i) {
        parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
        i = parent[size_t(i)];
    }
    return i;
}

} // namespace

int triangleSkin(const format::TriangleMesh &mesh, int skin)
{
    const bool named = std::any_of(mesh.triangles.begin(), mesh.triangles.end(),
                                   [skin](const format::TriangleMesh::Triangle &t) { return t.skin == skin; });
    return named ? skin : -1;
}

format::TriangleMesh showingSkin(format::TriangleMesh mesh, int skin)
{
    if (skin >= 0 && triangleSkin(mesh, skin) < 0) {
        for (auto &t : mesh.triangles)
            t.skin = skin;
    }
    return mesh;
}

std::vector<int> islands(const format::TriangleMesh &mesh, int skin)
{
    // Union-find over UV corners: corners with equal coordinates are one corner.
    std::vector<int> corner(mesh.uvs.size());
    std::map<std::pair<float, float>, int> byPosition;
    for (size_t i = 0; i < mesh.uvs.size(); ++i)
        corner[i] = byPosition.try_emplace({mesh.uvs[i].x(), mesh.uvs[i].y()}, int(byPosition.size())).first->second;
    std::vector<int> parent(byPosition.size());
    std::iota(parent.begin(), parent.end(), 0);
    for (const auto &t : mesh.triangles) {
        if (!usable(mesh, t, skin))
            continue;
        const int a = root(parent, corner[t.uv[0]]);
        for (int k = 1; k < 3; ++k)
            parent[size_t(root(parent, corner[t.uv[size_t(k)]]))] = a;
    }
    std::vector<int> out(mesh.triangles.size(), -1);
    std::map<int, int> number;
    for (size_t i = 0; i < mesh.triangles.size(); ++i) {
        const auto &t = mesh.triangles[i];
        if (usable(mesh, t, skin))
            out[i] = number.try_emplace(root(parent, corner[t.uv[0]]), int(number.size())).first->second;
    }
    return out;
}

std::vector<uint8_t> islandMask(const format::TriangleMesh &mesh, const std::vector<int> &islands, int island,
                                const QSize &size)
{
    std::vector<uint8_t> mask(size_t(std::max(0, size.width())) * size_t(std::max(0, size.height())), 0);
    const Eigen::Vector2f scale(float(size.width()), float(size.height()));
    for (size_t i = 0; i < mesh.triangles.size() && i < islands.size(); ++i) {
        if (island < 0 || islands[i] != island)
            continue;
        const auto &t = mesh.triangles[i];
        floodfill::addTriangle(mask, size,
                               {mesh.uvs[t.uv[0]].cwiseProduct(scale), mesh.uvs[t.uv[1]].cwiseProduct(scale),
                                mesh.uvs[t.uv[2]].cwiseProduct(scale)});
    }
    return mask;
}

} // namespace ackedit::document::uvislands
