#include "meshentity.h"

#include "skintextureimage.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QDiffuseMapMaterial>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QTexture>

namespace ackedit::widgets {

namespace {

// Little ambient: the stock shaders add it on top of the texture, so more washes colours out.
const QColor Ambient(40, 40, 40);
const QColor Specular(20, 20, 20);
const QColor UntexturedDiffuse(190, 190, 196);

Qt3DCore::QAttribute *attribute(Qt3DCore::QBuffer *buffer, const QString &name, uint size, uint offset,
                                uint count)
{
    auto *a = new Qt3DCore::QAttribute;
    a->setName(name);
    a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    a->setBuffer(buffer);
    a->setVertexBaseType(Qt3DCore::QAttribute::Float);
    a->setVertexSize(size);
    a->setByteOffset(offset * sizeof(float));
    a->setByteStride(MeshBuffers::Stride);
    a->setCount(count);
    return a;
}

} // namespace

MeshEntity::MeshEntity(const QList<QImage> &skins, Qt3DCore::QNode *parent) : Qt3DCore::QEntity(parent)
{
    for (const QImage &image : skins) {
        if (image.isNull()) {
            m_textures.push_back(nullptr);
            continue;
        }
        auto *texture = new Qt3DRender::QTexture2D(this);
        texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
        texture->setGenerateMipMaps(true);
        texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
        texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
        texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::Repeat);
        texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::Repeat);
        texture->addTextureImage(new SkinTextureImage(image, texture));
        m_textures.push_back(texture);
    }
}

void MeshEntity::setBuffers(const MeshBuffers &buffers)
{
    const bool patch = buffers.sameLayout(m_buffers) && m_parts.size() == buffers.groups().size();
    m_buffers = buffers;
    if (!patch) {
        rebuild();
        return;
    }
    for (size_t i = 0; i < m_parts.size(); ++i)
        m_parts[i].buffer->updateData(0, m_buffers.groups()[i].bytes());
}

void MeshEntity::rebuild()
{
    for (const Part &part : m_parts)
        delete part.entity;
    m_parts.clear();
    for (const MeshBuffers::Group &group : m_buffers.groups()) {
        Part part;
        part.entity = createPart(group, &part.buffer);
        m_parts.push_back(part);
    }
}

Qt3DCore::QEntity *MeshEntity::createPart(const MeshBuffers::Group &group, Qt3DCore::QBuffer **bufferOut)
{
    auto *entity = new Qt3DCore::QEntity(this);
    auto *geometry = new Qt3DCore::QGeometry(entity);
    auto *buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(group.bytes());
    const uint count = uint(group.vertexCount());
    geometry->addAttribute(attribute(buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, count));
    geometry->addAttribute(attribute(buffer, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3, 3, count));
    geometry->addAttribute(
        attribute(buffer, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(), 2, 6, count));

    auto *renderer = new Qt3DRender::QGeometryRenderer(entity);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(int(count));
    entity->addComponent(renderer);

    Qt3DRender::QAbstractTexture *texture =
        group.skin >= 0 && size_t(group.skin) < m_textures.size() ? m_textures[size_t(group.skin)] : nullptr;
    if (texture) {
        auto *material = new Qt3DExtras::QDiffuseMapMaterial(entity);
        material->setDiffuse(texture);
        material->setAmbient(Ambient);
        material->setSpecular(Specular);
        material->setShininess(10.0f);
        entity->addComponent(material);
    } else {
        auto *material = new Qt3DExtras::QPhongMaterial(entity);
        material->setDiffuse(UntexturedDiffuse);
        material->setAmbient(Ambient);
        material->setSpecular(Specular);
        material->setShininess(10.0f);
        entity->addComponent(material);
    }
    *bufferOut = buffer;
    return entity;
}

} // namespace ackedit::widgets
