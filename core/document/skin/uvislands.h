#pragma once
// UV islands: the triangles of one skin connected through shared UV corners (the same UV index,
// or the same UV coordinates, so MDL7's per-corner floats connect too). The 3D brush lifts the
// pen between islands (a seam crossed on the model is a jump on the skin), and the fill can be
// limited to the island under the click.
#include "common/trianglemesh.h"

#include <QSize>

#include <cstdint>
#include <vector>

namespace ackedit::document::uvislands {

// The skin index to filter the mesh's triangles by when painting skin `skin`: `skin` when some
// triangle names it, else -1 (every triangle: MDL2-5 skins are alternatives sharing one mapping,
// and the mesh names skin 0 only).
int triangleSkin(const format::TriangleMesh &mesh, int skin);

// The mesh as the 3D view draws it while skin `skin` is the one shown (the skin being painted):
// by the same rule, a skin no triangle names goes on every triangle, as the engine draws a model
// whose entity skin is set to it; a skin some triangles name (MDL7 groups), or -1, leaves the
// mesh as it is.
format::TriangleMesh showingSkin(format::TriangleMesh mesh, int skin);

// One island number per triangle (0, 1, ... in order of first triangle); -1 for triangles not
// on `skin` (-1: every triangle is) and for triangles with bad UV indices.
std::vector<int> islands(const format::TriangleMesh &mesh, int skin);

// Texels covered by the UV triangles of island `island` (numbers from islands()), width * height.
std::vector<uint8_t> islandMask(const format::TriangleMesh &mesh, const std::vector<int> &islands, int island,
                                const QSize &size);

} // namespace ackedit::document::uvislands
