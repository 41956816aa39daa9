#pragma once
// Unlit line segments (brush outline, chunk grid, path edges, the ground grid). The vertex buffer
// is kept and patched in place while the segment count stays the same, so an outline that
// follows the mouse costs one small upload per move.
#include <QColor>
#include <QVector3D>
#include <Qt3DCore/QEntity>

#include <vector>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
}
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace ackedit::widgets {

class UnlitMaterial;

class LineEntity : public Qt3DCore::QEntity
{
    Q_OBJECT
public:
    // Lines: pairs of points. Triangles: triples (solid overlays such as axis handles).
    enum class Primitive { Lines, Triangles };
    explicit LineEntity(Qt3DCore::QNode *parent = nullptr, Primitive primitive = Primitive::Lines);

    // Pairs (or triples, for Triangles) of points in GL coordinates.
    void setSegments(const std::vector<QVector3D> &points, const QColor &color);
    int pointCount() const { return m_count; }
    Primitive primitive() const { return m_perPrimitive == 2 ? Primitive::Lines : Primitive::Triangles; }
    QColor color() const { return m_color; }

private:
    Qt3DCore::QBuffer *m_buffer = nullptr;
    Qt3DCore::QAttribute *m_position = nullptr;
    Qt3DCore::QAttribute *m_texCoord = nullptr;
    Qt3DRender::QGeometryRenderer *m_renderer = nullptr;
    UnlitMaterial *m_material = nullptr;
    int m_perPrimitive = 2;
    int m_count = 0;
    QColor m_color;
};

} // namespace ackedit::widgets
