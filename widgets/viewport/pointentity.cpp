#include "pointentity.h"

#include "bufferwrite.h"

#include "colorcubematerial.h"
#include "vertexattribute.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

namespace {

QByteArray bytesOf(const float *data, size_t floats)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(floats * sizeof(float)));
}

} // namespace

PointEntity::PointEntity(Qt3DRender::QMaterial *material, Qt3DCore::QNode *parent) : Qt3DCore::QEntity(parent)
{
    auto *geometry = new Qt3DCore::QGeometry(this);
    m_vertices = new Qt3DCore::QBuffer(geometry);
    m_indices = new Qt3DCore::QBuffer(geometry);
    constexpr uint Stride = FloatsPerVertex * sizeof(float);
    m_attributes.push_back(
        floatAttribute(m_vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, Stride, 0, geometry));
    m_attributes.push_back(floatAttribute(m_vertices, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(),
                                          2, 3, Stride, 0, geometry));
    auto *index = new Qt3DCore::QAttribute(geometry);
    index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
    index->setVertexBaseType(Qt3DCore::QAttribute::UnsignedInt);
    index->setBuffer(m_indices);
    m_attributes.push_back(index);
    for (Qt3DCore::QAttribute *a : m_attributes)
        geometry->addAttribute(a);
    m_renderer = new Qt3DRender::QGeometryRenderer(this);
    m_renderer->setGeometry(geometry);
    m_renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    addComponent(m_renderer);
    addComponent(material);
    setEnabled(false);
}

qint64 PointEntity::setPoints(const std::vector<QVector3D> &points, const std::vector<QColor> &colors,
                              float pixelSize, bool depthBias, const QColor &outline)
{
    const size_t n = points.size();
    const bool sameLayout = n == m_points.size() && n > 0 && outline.isValid() == m_outline;
    m_points = points;
    m_pixelSize = std::max(pixelSize, 1.0f);
    m_depthBias = depthBias;
    m_outline = outline.isValid();
    if (m_outline) {
        const QPointF st = ColorCubeMaterial::texCoord(outline);
        m_outlineTex[0] = float(st.x());
        m_outlineTex[1] = float(st.y());
    }
    m_texCoords.resize(2 * n);
    m_ringed.resize(n);
    const QColor fallback = colors.empty() ? QColor(Qt::white) : colors.back();
    for (size_t i = 0; i < n; ++i)
        setColour(i, i < colors.size() ? colors[i] : fallback);
    m_data.resize(n * floatsPerPoint());
    for (size_t i = 0; i < n; ++i)
        writeQuad(i);
    const QByteArray bytes = bytesOf(m_data.data(), m_data.size());
    if (sameLayout) {
        setBufferData(m_vertices, bytes); // whole (bufferwrite.h)
        setEnabled(true);
        return bytes.size();
    }
    // Quads in buffer order: a point's outline is drawn before its dot, which covers its middle.
    const size_t quads = n * size_t(quadsPerPoint());
    std::vector<uint32_t> indices;
    indices.reserve(quads * 6);
    for (uint32_t q = 0; q < uint32_t(quads); ++q) {
        for (uint32_t k : {0u, 1u, 2u, 0u, 2u, 3u})
            indices.push_back(4 * q + k);
    }
    const QByteArray indexBytes(reinterpret_cast<const char *>(indices.data()),
                                qsizetype(indices.size() * sizeof(uint32_t)));
    setBufferData(m_vertices, bytes);
    m_indices->setData(indexBytes);
    m_attributes[0]->setCount(uint(4 * quads));
    m_attributes[1]->setCount(uint(4 * quads));
    m_attributes[2]->setCount(uint(6 * quads));
    m_renderer->setVertexCount(int(6 * quads));
    setEnabled(n > 0);
    return bytes.size() + indexBytes.size();
}

std::pair<qint64, qint64> PointEntity::updatePoints(int first, const std::vector<QVector3D> &points,
                                                    const std::vector<QColor> &colors)
{
    const qint64 count = qint64(std::max(points.size(), colors.size()));
    const qint64 begin = std::max(first, 0);
    const qint64 end = std::min(qint64(first) + count, qint64(m_points.size()));
    if (begin >= end)
        return {0, 0};
    for (qint64 p = begin; p < end; ++p) {
        const size_t i = size_t(p - first), at = size_t(p);
        if (i < points.size())
            m_points[at] = points[i];
        if (i < colors.size())
            setColour(at, colors[i]);
        writeQuad(at);
    }
    const size_t from = size_t(begin) * floatsPerPoint(), floats = size_t(end - begin) * floatsPerPoint();
    const QByteArray bytes = bytesOf(m_data.data() + from, floats);
    // The whole buffer goes (bufferwrite.h); the range is what changed, for the upload log.
    setBufferData(m_vertices, bytesOf(m_data.data(), m_data.size()));
    return {qint64(from * sizeof(float)), bytes.size()};
}

qint64 PointEntity::setView(const View &view)
{
    m_view = view;
    if (m_points.empty())
        return 0;
    for (size_t i = 0; i < m_points.size(); ++i)
        writeQuad(i);
    const QByteArray bytes = bytesOf(m_data.data(), m_data.size());
    setBufferData(m_vertices, bytes);
    return bytes.size();
}

void PointEntity::setColour(size_t index, const QColor &color)
{
    const QPointF st = ColorCubeMaterial::texCoord(color);
    m_texCoords[2 * index] = float(st.x());
    m_texCoords[2 * index + 1] = float(st.y());
    m_ringed[index] = qGray(color.rgb()) > 128;
}

void PointEntity::writeQuad(size_t index)
{
    const QVector3D p = m_points[index];
    QVector3D centre = p, ringCentre = p;
    float half = 0.0f, ringHalf = 0.0f;
    const float depth = QVector3D::dotProduct(p - m_view.eye, m_view.forward);
    if (depth > 0.0f && std::isfinite(depth) && m_view.worldPerPixel > 0.0f) {
        const float halfPerDepth = 0.5f * m_pixelSize * m_view.worldPerPixel;
        // Towards the eye along the line of sight (the dot stays where it was on screen), by
        // 1.5 times the dot's half width: a surface through the point facing the viewer within
        // ~45° still lies behind the whole dot, while one in front of the point by more than a
        // few percent of the distance hides it. With a ring the pull is the ring's (the whole
        // ring clears the surface) and the dot sits a little nearer still, so it covers the ring.
        const float ringPerDepth = halfPerDepth + (m_outline ? OutlinePixels * m_view.worldPerPixel : 0.0f);
        const float pull = m_depthBias ? std::min(1.5f * ringPerDepth + 0.002f, 0.05f) : 0.0f;
        const float dotPull = m_outline ? pull + 0.002f : pull;
        centre = m_view.eye + (p - m_view.eye) * (1.0f - dotPull);
        half = halfPerDepth * depth * (1.0f - dotPull);
        ringCentre = m_view.eye + (p - m_view.eye) * (1.0f - pull);
        // A dark dot's ring has no size: it draws nothing.
        if (m_ringed[index])
            ringHalf = ringPerDepth * depth * (1.0f - pull);
    }
    float *out = m_data.data() + index * floatsPerPoint();
    if (m_outline)
        out = writeCorners(out, ringCentre, ringHalf, m_outlineTex[0], m_outlineTex[1]);
    writeCorners(out, centre, half, m_texCoords[2 * index], m_texCoords[2 * index + 1]);
}

float *PointEntity::writeCorners(float *out, const QVector3D &centre, float half, float s, float t) const
{
    const QVector3D r = m_view.right * half, u = m_view.up * half;
    const QVector3D corners[4] = {centre - r - u, centre + r - u, centre + r + u, centre - r + u};
    for (const QVector3D &c : corners) {
        out[0] = c.x();
        out[1] = c.y();
        out[2] = c.z();
        out[3] = s;
        out[4] = t;
        out += FloatsPerVertex;
    }
    return out;
}

} // namespace ackedit::widgets
