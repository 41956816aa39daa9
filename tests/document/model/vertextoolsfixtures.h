#pragma once
// Known geometry for the vertex selection and transform tests: cubes, grids, brute-force
// references.
#include "common/trianglemesh.h"

#include <Eigen/Core>

#include <cmath>
#include <vector>

namespace vertextools {

using Triangle = ackedit::format::TriangleMesh::Triangle;

struct Mesh
{
    std::vector<Eigen::Vector3f> positions;
    std::vector<Triangle> triangles;

    void addTriangle(int a, int b, int c)
    {
        Triangle t;
        t.v = {uint32_t(a), uint32_t(b), uint32_t(c)};
        triangles.push_back(t);
    }
};

// An axis-aligned cube of half-size `h` around `centre`, appended to `mesh`. Vertex i (0..7) of
// the cube is at centre + h * (i&1 ? +1 : -1, i&2 ? +1 : -1, i&4 ? +1 : -1); 12 triangles.
inline void addCube(Mesh &mesh, const Eigen::Vector3f &centre, float h)
{
    const int base = int(mesh.positions.size());
    for (int i = 0; i < 8; ++i)
        mesh.positions.push_back(centre
                                 + h * Eigen::Vector3f(i & 1 ? 1.0f : -1.0f, i & 2 ? 1.0f : -1.0f, i & 4 ? 1.0f : -1.0f));
    // Faces as quads of corner indices, each split into two triangles.
    const int quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto &q : quads) {
        mesh.addTriangle(base + q[0], base + q[1], base + q[2]);
        mesh.addTriangle(base + q[0], base + q[2], base + q[3]);
    }
}

// A columns x rows grid in the XY plane with spacing 1, vertex (c, r) = index r * columns + c at
// (c, r, height(c, r)), two triangles per cell.
template<typename Height>
Mesh grid(int columns, int rows, Height height)
{
    Mesh mesh;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            mesh.positions.emplace_back(float(c), float(r), height(c, r));
    for (int r = 0; r + 1 < rows; ++r)
        for (int c = 0; c + 1 < columns; ++c) {
            const int i = r * columns + c;
            mesh.addTriangle(i, i + 1, i + columns + 1);
            mesh.addTriangle(i, i + columns + 1, i + columns);
        }
    return mesh;
}

inline Mesh flatGrid(int columns, int rows)
{
    return grid(columns, rows, [](int, int) { return 0.0f; });
}

// A bumpy grid: heights from a few sines, so no two vertices are at the same distance by accident.
inline Mesh bumpyGrid(int columns, int rows)
{
    return grid(columns, rows, [](int c, int r) {
        return 2.0f * std::sin(0.37f * float(c)) * std::cos(0.23f * float(r)) + 0.1f * std::sin(1.7f * float(c * r));
    });
}

} // namespace vertextools
