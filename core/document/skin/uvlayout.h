#pragma once
// The UV layout of a skin as an image for an external painter (MED's "export UV map"): the
// edges of every triangle drawn with skin `skin` (-1: every triangle) over a transparent image
// of the skin's size, one pixel wide.
#include <QColor>
#include <QImage>

namespace ackedit::format {
struct TriangleMesh;
}

namespace ackedit::document {

QImage uvLayoutImage(const format::TriangleMesh &mesh, int skin, const QSize &size, const QColor &colour = Qt::white);

} // namespace ackedit::document
