#include "skin/uvlayout.h"

#include "common/trianglemesh.h"

#include <QPainter>

namespace ackedit::document {

QImage uvLayoutImage(const format::TriangleMesh &mesh, int skin, const QSize &size, const QColor &colour)
{
    QImage image(size, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    if (size.isEmpty())
        return image;
    QPainter p(&image);
    p.setPen(QPen(colour, 0)); // cosmetic: one pixel at any size
    const QPointF scale(size.width(), size.height());
    for (const auto &t : mesh.triangles) {
        if (skin >= 0 && t.skin != skin)
            continue;
        QPointF c[3];
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
            if (t.uv[size_t(k)] >= mesh.uvs.size()) {
                ok = false;
                break;
            }
            const Eigen::Vector2f uv = mesh.uvs[t.uv[size_t(k)]];
            c[k] = QPointF(double(uv.x()) * scale.x(), double(uv.y()) * scale.y());
        }
        if (ok)
            p.drawPolygon(c, 3);
    }
    return image;
}

} // namespace ackedit::document
