#pragma once
// Meshes and skins generated for the viewport and main-window tests (no fixture files).
// Coordinates are the files' own: right-handed, Z up, X forward (the side a model faces).
#include "common/rgbaimage.h"
#include "common/trianglemesh.h"

#include <QColor>

namespace ackedit::testing {

// An axis-aligned box with 4 corners and full-texture UVs per face, outward winding.
inline format::TriangleMesh box(const Eigen::Vector3f &min, const Eigen::Vector3f &max, int skin = -1)
{
    const Eigen::Vector3f X = Eigen::Vector3f::UnitX(), Y = Eigen::Vector3f::UnitY(), Z = Eigen::Vector3f::UnitZ();
    // normal, u, v with u x v = normal
    const Eigen::Vector3f faces[6][3] = {{X, Y, Z}, {-X, Z, Y}, {Y, Z, X}, {-Y, X, Z}, {Z, X, Y}, {-Z, Y, X}};
    format::TriangleMesh mesh;
    mesh.uvs = {Eigen::Vector2f(0, 1), Eigen::Vector2f(1, 1), Eigen::Vector2f(1, 0), Eigen::Vector2f(0, 0)};
    const Eigen::Vector3f centre = (min + max) / 2, half = (max - min) / 2;
    for (const auto &f : faces) {
        const uint32_t base = uint32_t(mesh.positions.size());
        const Eigen::Vector3f c = f[0];
        const Eigen::Vector3f corners[4] = {c - f[1] - f[2], c + f[1] - f[2], c + f[1] + f[2], c - f[1] + f[2]};
        for (const Eigen::Vector3f &corner : corners)
            mesh.positions.push_back(centre + corner.cwiseProduct(half));
        mesh.triangles.push_back({{base, base + 1, base + 2}, {0, 1, 2}, skin});
        mesh.triangles.push_back({{base, base + 2, base + 3}, {0, 2, 3}, skin});
    }
    return mesh;
}

// A square in the plane x = 0 facing +X (towards a viewer in front of a model), z in [-1, 1];
// the texture appears unmirrored and upright to that viewer, whose right is +Y.
inline format::TriangleMesh frontQuad(int skin = 0)
{
    format::TriangleMesh mesh;
    mesh.positions = {Eigen::Vector3f(0, -1, 1), Eigen::Vector3f(0, -1, -1), Eigen::Vector3f(0, 1, -1),
                      Eigen::Vector3f(0, 1, 1)}; // viewer's top-left, bottom-left, bottom-right, top-right
    mesh.uvs = {Eigen::Vector2f(0, 0), Eigen::Vector2f(0, 1), Eigen::Vector2f(1, 1), Eigen::Vector2f(1, 0)};
    mesh.triangles.push_back({{0, 1, 2}, {0, 1, 2}, skin});
    mesh.triangles.push_back({{0, 2, 3}, {0, 2, 3}, skin});
    return mesh;
}

// cols x rows positions on the XY plane (z = 0), spacing 1, uv index = position index.
inline format::TriangleMesh planeGrid(int cols, int rows, int skin = -1)
{
    format::TriangleMesh mesh;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            mesh.positions.emplace_back(float(c), float(r), 0.0f);
            mesh.uvs.emplace_back(float(c) / float(cols - 1), float(r) / float(rows - 1));
        }
    }
    for (int r = 0; r + 1 < rows; ++r) {
        for (int c = 0; c + 1 < cols; ++c) {
            const uint32_t a = uint32_t(r * cols + c), b = a + 1, d = a + uint32_t(cols), e = d + 1;
            mesh.triangles.push_back({{a, b, e}, {a, b, e}, skin});
            mesh.triangles.push_back({{a, e, d}, {a, e, d}, skin});
        }
    }
    return mesh;
}

inline void fill(format::RgbaImage &image, int x0, int y0, int w, int h, const QColor &c)
{
    for (int y = y0; y < y0 + h; ++y) {
        for (int x = x0; x < x0 + w; ++x) {
            uint8_t *p = image.pixel(x, y);
            p[0] = uint8_t(c.red());
            p[1] = uint8_t(c.green());
            p[2] = uint8_t(c.blue());
            p[3] = 255;
        }
    }
}

inline format::RgbaImage checker(int size, int cells, const QColor &a, const QColor &b)
{
    format::RgbaImage image(size, size);
    const int cell = size / cells;
    for (int cy = 0; cy < cells; ++cy) {
        for (int cx = 0; cx < cells; ++cx)
            fill(image, cx * cell, cy * cell, cell, cell, (cx + cy) % 2 ? b : a);
    }
    return image;
}

// Top-left red, top-right green, bottom-left blue, bottom-right yellow (rows top first).
inline format::RgbaImage quadrants(int size)
{
    format::RgbaImage image(size, size);
    const int h = size / 2;
    fill(image, 0, 0, h, h, Qt::red);
    fill(image, h, 0, h, h, Qt::green);
    fill(image, 0, h, h, h, Qt::blue);
    fill(image, h, h, h, h, Qt::yellow);
    return image;
}

} // namespace ackedit::testing
