#include "lineentity.h"

#include "bufferwrite.h"

#include "unlitmaterial.h"
#include "vertexattribute.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

namespace ackedit::widgets {

namespace {

constexpr int FloatsPerLineVertex = 5; // position, texture coordinate (into the 1×1 colour texture)
constexpr uint Stride = FloatsPerLineVertex * sizeof(float);

} // namespace

LineEntity::LineEntity(Qt3DCore::QNode *parent, Primitive primitive)
    : Qt3DCore::QEntity(parent), m_perPrimitive(primitive == Primitive::Lines ? 2 : 3)
{
    auto *geometry = new Qt3DCore::QGeometry(this);
    m_buffer = new Qt3DCore::QBuffer(geometry);
    m_position = floatAttribute(m_buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, Stride);
    m_texCoord = floatAttribute(m_buffer, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(), 2, 3, Stride);
    geometry->addAttribute(m_position);
    geometry->addAttribute(m_texCoord);
    m_renderer = new Qt3DRender::QGeometryRenderer(this);
    m_renderer->setGeometry(geometry);
    m_renderer->setPrimitiveType(primitive == Primitive::Lines ? Qt3DRender::QGeometryRenderer::Lines
                                                               : Qt3DRender::QGeometryRenderer::Triangles);
    addComponent(m_renderer);
    m_material = new UnlitMaterial(Qt::white, this);
    addComponent(m_material);
}

void LineEntity::setSegments(const std::vector<QVector3D> &points, const QColor &color)
{
    const int count = int(points.size()) / m_perPrimitive * m_perPrimitive;
    QByteArray bytes(qsizetype(count) * FloatsPerLineVertex * qsizetype(sizeof(float)), Qt::Uninitialized);
    float *out = reinterpret_cast<float *>(bytes.data());
    for (int i = 0; i < count; ++i, out += FloatsPerLineVertex) {
        const QVector3D &p = points[size_t(i)];
        out[0] = p.x();
        out[1] = p.y();
        out[2] = p.z();
        out[3] = 0.5f;
        out[4] = 0.5f;
    }
    setBufferData(m_buffer, bytes); // whole (bufferwrite.h)
    if (count != m_count || count == 0) {
        m_position->setCount(uint(count));
        m_texCoord->setCount(uint(count));
        m_renderer->setVertexCount(count);
        m_count = count;
    }
    if (color != m_color) {
        m_color = color;
        m_material->setColor(color);
    }
    setEnabled(count > 0);
}

} // namespace ackedit::widgets
