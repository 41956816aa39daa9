#pragma once
// Flood fill for the skin painter: the 4-connected region around a seed pixel whose colours are
// within `tolerance` of the seed's (largest channel difference, alpha included), optionally
// limited to a mask (one triangle's texels: MED's "fill triangle", or one UV island).
#include <Eigen/Core>

#include <QImage>
#include <QRect>

#include <array>
#include <cstdint>
#include <vector>

namespace ackedit::document::floodfill {

struct Region
{
    QSize size;
    std::vector<uint8_t> inside; // width * height, 1 = filled
    QRect bounds;                // of the filled pixels (empty: nothing)
};

// `mask` (width * height, nonzero = allowed) may be empty: the whole image.
Region region(const QImage &image, const QPoint &seed, int tolerance, const std::vector<uint8_t> &mask = {});
// Every pixel of the region already has `colour`.
bool alreadyFilled(const QImage &image, const Region &region, const QColor &colour);
// Writes `colour` (straight RGBA) into the region's pixels; returns the changed rectangle.
QRect fill(QImage &image, const Region &region, const QColor &colour);

// Texels whose centres lie inside the triangle with corners in pixel coordinates (edges included,
// so neighbouring triangles' masks leave no gap).
std::vector<uint8_t> triangleMask(const QSize &size, const std::array<Eigen::Vector2f, 3> &corners);
// The same texels set in an existing width * height mask (only the triangle's bounds are visited).
void addTriangle(std::vector<uint8_t> &mask, const QSize &size, const std::array<Eigen::Vector2f, 3> &corners);

} // namespace ackedit::document::floodfill
