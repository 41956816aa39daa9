#pragma once
// A terrain height field in HMP vertex order: row-major, row 0 is the NORTH edge (max y), columns
// run east (+x). World position of vertex (col,row):
//   x = offsetX + col * cellSizeX,  y = offsetY + (rows-1-row) * cellSizeY,  z = height.
// Each cell is split into two triangles along its SW-NE diagonal, as MED and the HMP display mesh
// (format/hmp/hmpmesh.cpp) do (see cellTriangles()); the ray cast uses exactly these triangles,
// so what the brush hits is what the viewport draws.
// Qt-free apart from QRect (QtCore), used for vertex rectangles: x = column, y = row.
#include <Eigen/Core>

#include <QRect>

#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace ackedit::document {

class HeightGrid
{
public:
    HeightGrid() = default;
    // A grid of columns x rows vertices (0 if either is < 1), every height set to `fill`.
    HeightGrid(int columns, int rows, float cellSizeX = 1.0f, float cellSizeY = 1.0f, float offsetX = 0.0f,
               float offsetY = 0.0f, float fill = 0.0f);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    qsizetype vertexCount() const { return qsizetype(m_columns) * m_rows; }
    bool isEmpty() const { return m_columns <= 0 || m_rows <= 0; }
    float cellSizeX() const { return m_cellX; }
    float cellSizeY() const { return m_cellY; }
    float offsetX() const { return m_offsetX; }
    float offsetY() const { return m_offsetY; }
    void setCellSize(float x, float y);
    void setOffset(float x, float y);

    // Row-major heights, index = row * columns + col. Edit the values, never the vector's size.
    std::vector<float> &heights() { return m_heights; }
    const std::vector<float> &heights() const { return m_heights; }
    qsizetype index(int col, int row) const { return qsizetype(row) * m_columns + col; }
    bool contains(int col, int row) const { return col >= 0 && row >= 0 && col < m_columns && row < m_rows; }
    float height(int col, int row) const { return m_heights[size_t(index(col, row))]; }
    void setHeight(int col, int row, float h) { m_heights[size_t(index(col, row))] = h; }
    float *rowData(int row) { return m_heights.data() + index(0, row); }
    const float *rowData(int row) const { return m_heights.data() + index(0, row); }
    QRect bounds() const { return QRect(0, 0, m_columns, m_rows); }
    // Lowest and highest height (0,0 for an empty grid).
    std::pair<float, float> heightRange() const;

    Eigen::Vector3f vertexPosition(int col, int row) const;
    // Fractional (column, row) of a world x/y; may lie outside the grid.
    Eigen::Vector2f toGrid(float x, float y) const;
    Eigen::Vector2f toWorld(float col, float row) const;

    // Bilinear height at world (x,y), clamped to the grid's edge outside it. 0 for an empty grid.
    float heightAt(float x, float y) const;
    // The same on the two triangles of the cell (the surface the ray cast hits).
    float surfaceHeightAt(float x, float y) const;

    // First point where the ray origin + t*direction (t >= 0) meets the surface, or nothing.
    // Marches the cells the ray crosses in x/y (Amanatides-Woo DDA) and intersects both triangles
    // of each cell, so no thin feature is skipped. Faces are two-sided. A ray lying exactly in a
    // face plane (parallel to it) does not hit that face. `direction` need not be normalised.
    std::optional<Eigen::Vector3f> intersect(const Eigen::Vector3f &origin, const Eigen::Vector3f &direction) const;

    // Upward unit normal of a vertex from central differences (one-sided on the border).
    Eigen::Vector3f normal(int col, int row) const;
    // All normals, row-major.
    std::vector<Eigen::Vector3f> computeNormals() const;
    // Recomputes the normals of `rect` grown by one vertex (a height change moves its neighbours'
    // normals), clipped to the grid; returns that grown rectangle. Resizes `normals` and recomputes
    // everything when its size does not match the grid.
    QRect recomputeNormals(const QRect &rect, std::vector<Eigen::Vector3f> &normals) const;

    // Bilinear resample to columns x rows vertices over the same world extent (cell sizes adapt).
    HeightGrid resampled(int columns, int rows) const;

    // Vertex (col,row) pairs of the two triangles of cell (col,row) (its NW corner), counter-clockwise
    // seen from above, in HmpFile::mesh()'s order: {SW, SE, NE} and {SW, NE, NW}.
    static std::array<std::array<QPoint, 3>, 2> cellTriangles(int col, int row);

private:
    int m_columns = 0;
    int m_rows = 0;
    float m_cellX = 1.0f;
    float m_cellY = 1.0f;
    float m_offsetX = 0.0f;
    float m_offsetY = 0.0f;
    std::vector<float> m_heights;
};

} // namespace ackedit::document
