#pragma once
// One dab of a sculpt stroke, and the vertices it may touch.
#include <Eigen/Core>

#include <QRect>

#include <algorithm>
#include <cmath>

namespace ackedit::document {

struct SculptDab
{
    Eigen::Vector2f position = Eigen::Vector2f::Zero(); // world x/y of the dab centre
    float dragDelta = 0.0f; // Grab only: height offset of the whole drag so far (not per dab)
};

// The disc a dab covers, in grid coordinates (column, row). A vertex is inside when
// t = |((col - centreCol) * scaleCol, (row - centreRow) * scaleRow)| <= 1, where scale = cell / radius.
struct DabFootprint
{
    QRect rect; // bounding rectangle of the inside vertices, clipped to the grid; empty = none
    float centreCol = 0.0f;
    float centreRow = 0.0f;
    float scaleCol = 0.0f;
    float scaleRow = 0.0f;

    bool isEmpty() const { return rect.isEmpty(); }
    // Distance of a vertex from the centre in radii (the falloff parameter).
    float distance(int col, int row) const
    {
        const float dx = (float(col) - centreCol) * scaleCol, dy = (float(row) - centreRow) * scaleRow;
        return std::sqrt(dx * dx + dy * dy);
    }
    // Conservative: false only if no vertex of `r` can be inside the disc.
    bool touches(const QRect &r) const
    {
        if (!rect.intersects(r))
            return false;
        const float nc = std::clamp(centreCol, float(r.left()), float(r.right()));
        const float nr = std::clamp(centreRow, float(r.top()), float(r.bottom()));
        const float dx = (nc - centreCol) * scaleCol, dy = (nr - centreRow) * scaleRow;
        return dx * dx + dy * dy <= 1.0002f;
    }
};

} // namespace ackedit::document
