#pragma once
#include <QStringList>

namespace ackedit::cli {

// `uv-transform FILE OUT --skin N [--move DU,DV] [--rotate DEG] [--scale S[,T]] [--mirror u|v]`:
// the UV records of the triangles drawn with skin N (MDL2-5: every triangle), mirrored, scaled
// and rotated about the centre of their bounds, then moved (normalised units), as one UV edit of
// the document; saved like the editor saves (texel UVs rounded to whole texels).
int cmdUvTransform(const QStringList &args);

} // namespace ackedit::cli
