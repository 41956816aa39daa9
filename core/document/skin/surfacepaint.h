#pragma once
// Painting on the 3D model (Qt-free apart from QImage): the brush finds the triangle under the
// cursor's ray (nearest hit; back faces and surfaces behind others are not painted) and its UV by
// barycentric interpolation, where the 2D dab goes. Seam bleed spreads painted texels a few
// pixels past the borders of the UV islands, so the texture filter does not pull the unpainted
// background into the seams.
#include "common/trianglemesh.h"

#include <Eigen/Core>

#include <QImage>
#include <QRect>

#include <cstdint>
#include <vector>

namespace ackedit::document::surfacepaint {

struct Hit
{
    int triangle = -1;               // into mesh.triangles; -1: nothing paintable under the ray
    float distance = 0.f;            // along the (normalised) ray
    Eigen::Vector2f uv = Eigen::Vector2f::Zero(); // normalised, v down
};

// The nearest triangle of skin `skin` (-1: any) hit by the ray, if it faces the ray's origin.
Hit hit(const format::TriangleMesh &mesh, int skin, const Eigen::Vector3f &origin, const Eigen::Vector3f &direction);

// Texels covered by the UV triangles of skin `skin` (-1: every triangle), width * height.
std::vector<uint8_t> islandMask(const format::TriangleMesh &mesh, int skin, const QSize &size);

// Texels outside the islands within `pixels` of one (8-connected steps), inside `rect` grown by
// `pixels`, take the colour of the island texel they were reached from. Returns what changed.
QRect bleed(QImage &image, const std::vector<uint8_t> &mask, const QRect &rect, int pixels);

} // namespace ackedit::document::surfacepaint
