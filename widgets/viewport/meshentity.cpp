#include "meshentity.h"

#include "bufferwrite.h"

#include "skintextureimage.h"
#include "tiledskinmaterial.h"
#include "unlitmaterial.h"
#include "vertexattribute.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QDiffuseSpecularMaterial>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>

namespace ackedit::widgets {

namespace {

// Little ambient: the stock shaders add it on top of the texture, so more washes colours out.
const QColor Ambient(40, 40, 40);
const QColor Specular(20, 20, 20);
const QColor UntexturedDiffuse(190, 190, 196);
constexpr float Shininess = 10.0f;

// A lightmap page: clamped, no mipmaps (skins are TiledSkinTextures).
Qt3DRender::QAbstractTexture *makeLightmapTexture(const QImage &image, Qt3DCore::QNode *parent)
{
    auto *texture = new Qt3DRender::QTexture2D(parent);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setSize(image.width(), image.height());
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::ClampToEdge);
    texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::ClampToEdge);
    texture->addTextureImage(new SkinTextureImage(image, texture));
    return texture;
}

// Turns a stock material into a multiplicative pass over what is already drawn, at the same
// depth, without writing depth: colour = 2 × texture × lightmap (src·dst + dst·src, the
// usual "modulate 2×"). Real WMB7 lightmaps peak around half intensity (corpus pages: maxima
// 123–245, means 20–50), so a plain product would draw levels far too dark.
void makeMultiplicative(Qt3DRender::QMaterial *material)
{
    for (Qt3DRender::QTechnique *technique : material->effect()->techniques()) {
        for (Qt3DRender::QRenderPass *pass : technique->renderPasses()) {
            auto *args = new Qt3DRender::QBlendEquationArguments(pass);
            args->setSourceRgba(Qt3DRender::QBlendEquationArguments::DestinationColor);
            args->setDestinationRgba(Qt3DRender::QBlendEquationArguments::SourceColor);
            auto *equation = new Qt3DRender::QBlendEquation(pass);
            equation->setBlendFunction(Qt3DRender::QBlendEquation::Add);
            auto *depth = new Qt3DRender::QDepthTest(pass);
            depth->setDepthFunction(Qt3DRender::QDepthTest::LessOrEqual);
            pass->addRenderState(args);
            pass->addRenderState(equation);
            pass->addRenderState(depth);
            pass->addRenderState(new Qt3DRender::QNoDepthMask(pass));
        }
    }
}

// Back faces culled in every pass of the material.
void cullBackFaces(Qt3DRender::QMaterial *material)
{
    for (Qt3DRender::QTechnique *technique : material->effect()->techniques()) {
        for (Qt3DRender::QRenderPass *pass : technique->renderPasses()) {
            auto *cull = new Qt3DRender::QCullFace(pass);
            cull->setMode(Qt3DRender::QCullFace::Back);
            pass->addRenderState(cull);
        }
    }
}

constexpr int CulledKey = 1 << 20; // litMaterial's cache key offset for the culled twins

} // namespace

MeshEntity::MeshEntity(const QList<QImage> &skins, const QList<QImage> &lightmaps, const MeshResources &resources,
                       Qt3DCore::QNode *parent)
    : Qt3DCore::QEntity(parent), m_resources(resources)
{
    for (const QImage &image : skins)
        m_textures.push_back(image.isNull() ? nullptr
                                            : new TiledSkinTexture(image, resources.maxSkinTilesPerAxis, this));
    for (const QImage &image : lightmaps)
        m_lightmaps.push_back(image.isNull() ? nullptr : makeLightmapTexture(image, this));
}

MeshEntity::MeshEntity(const MeshEntity *owner, const MeshResources &resources, Qt3DCore::QNode *parent)
    : Qt3DCore::QEntity(parent), m_resources(resources), m_materials(owner->m_materials),
      m_materialOwner(owner->m_materialOwner), m_textures(owner->m_textures), m_lightmaps(owner->m_lightmaps)
{
}

Qt3DRender::QMaterial *MeshEntity::litMaterial(int skin, TiledSkinTexture *texture, bool culled)
{
    const int key = (texture ? skin : -1) + (culled ? CulledKey : 0);
    const auto it = m_materials->find(key);
    if (it != m_materials->end())
        return it->second;
    Qt3DRender::QMaterial *result = nullptr;
    if (texture) {
        result = new TiledSkinMaterial(texture, TiledSkinMaterial::Phong{Ambient, Specular, Shininess}, m_materialOwner);
    } else {
        auto *phong = new Qt3DExtras::QPhongMaterial(m_materialOwner);
        phong->setDiffuse(UntexturedDiffuse);
        phong->setAmbient(Ambient);
        phong->setSpecular(Specular);
        phong->setShininess(Shininess);
        result = phong;
    }
    if (culled)
        cullBackFaces(result);
    m_materials->emplace(key, result);
    return result;
}

Qt3DRender::QMaterial *MeshEntity::lightmapMaterial(Qt3DRender::QAbstractTexture *lightmap, bool culled,
                                                    Qt3DCore::QNode *parent)
{
    auto *material = new Qt3DExtras::QTextureMaterial(parent);
    material->setAlphaBlendingEnabled(false);
    material->setTexture(lightmap);
    makeMultiplicative(material);
    if (culled)
        cullBackFaces(material);
    return material;
}

void MeshEntity::makeCulledTwins(Part &part)
{
    if (part.culledMaterial || m_ghost)
        return;
    if (part.lightmapPass) {
        if (part.texture)
            part.culledMaterial = new TiledSkinMaterial(part.texture, part.entity);
        else
            part.culledMaterial = new UnlitMaterial(UntexturedDiffuse, part.entity);
        cullBackFaces(part.culledMaterial);
        part.culledLightmapMaterial = lightmapMaterial(part.lightmap, true, part.lightmapPass);
    } else {
        part.culledMaterial = litMaterial(part.skin, part.texture, true);
    }
}

void MeshEntity::swapMaterial(Qt3DCore::QEntity *entity, Qt3DRender::QMaterial *want,
                              std::initializer_list<Qt3DRender::QMaterial *> others)
{
    for (Qt3DRender::QMaterial *other : others) {
        if (other && other != want && entity->components().contains(other))
            entity->removeComponent(other);
    }
    if (want && !entity->components().contains(want))
        entity->addComponent(want);
}

void MeshEntity::makeGhost(const QColor &color, Qt3DRender::QLayer *layer)
{
    // Lightly lit, so the ghost keeps its shape. Measured here (llvmpipe, this viewport's
    // lights): the stock shader draws about diffuse × (lit share + 0.9 × ambient), the lit share
    // some 0.8 on a face turned to the viewer; so with ambient 0.25 such a face shows the
    // ghost's own colour and faces turned away a darker shade of it.
    // Alpha blending also turns depth writes off, so the real mesh behind shows through.
    auto *material = new Qt3DExtras::QDiffuseSpecularMaterial(this);
    material->setAmbient(QColor::fromRgbF(0.25f, 0.25f, 0.25f));
    material->setDiffuse(color); // its alpha is the fragment's
    material->setSpecular(QColor(0, 0, 0));
    material->setAlphaBlendingEnabled(true);
    m_ghost = material;
    addComponent(layer);
}

qint64 MeshEntity::setBuffers(const MeshBuffers &buffers)
{
    const bool patch = m_vertices && buffers.sameLayout(m_buffers);
    const bool resize = !patch && canResizeInPlace(buffers);
    m_buffers = buffers;
    if (resize)
        resizeInPlace();
    if (!patch) {
        if (!resize)
            rebuild();
        qint64 bytes = m_buffers.vertexBytes().size() + m_buffers.lightmapUvBytes().size();
        for (const MeshBuffers::Group &g : m_buffers.groups())
            bytes += g.indexBytes().size();
        return bytes;
    }
    const QByteArray bytes = m_buffers.vertexBytes();
    m_vertices->updateData(0, bytes);
    return bytes.size();
}

TiledSkinTexture::Upload MeshEntity::updateSkin(int skin, const QImage &image, const QRect &changed)
{
    if (skin < 0 || size_t(skin) >= m_textures.size() || !m_textures[size_t(skin)] || image.isNull())
        return {};
    return m_textures[size_t(skin)]->update(image, changed);
}

std::pair<qint64, qint64> MeshEntity::setPositions(int first, const std::vector<Eigen::Vector3f> &positions,
                                                   const std::vector<Eigen::Vector3f> &normals)
{
    if (!m_vertices)
        return {0, 0};
    const auto range = m_buffers.setPositions(first, positions, normals);
    if (range.second > 0) {
        const char *data = reinterpret_cast<const char *>(m_buffers.vertices().data());
        m_vertices->updateData(int(range.first), QByteArray(data + range.first, qsizetype(range.second)));
    }
    return range;
}

bool MeshEntity::canResizeInPlace(const MeshBuffers &buffers) const
{
    if (!m_vertices || m_lightmapUvs || m_ghost || buffers.isEmpty() || !buffers.lightmapUvs().empty()
        || buffers.groups().size() != m_buffers.groups().size())
        return false;
    for (size_t i = 0; i < buffers.groups().size(); ++i) {
        const MeshBuffers::Group &a = buffers.groups()[i], &b = m_buffers.groups()[i];
        if (a.skin != b.skin || a.lightmap != b.lightmap)
            return false;
    }
    return true;
}

namespace {

void setCounts(Qt3DRender::QGeometryRenderer *renderer, uint vertexCount, uint indexCount)
{
    for (Qt3DCore::QAttribute *attribute : renderer->geometry()->attributes())
        attribute->setCount(attribute->attributeType() == Qt3DCore::QAttribute::IndexAttribute ? indexCount
                                                                                               : vertexCount);
    renderer->setVertexCount(int(indexCount));
}

} // namespace

void MeshEntity::resizeInPlace()
{
    const uint vertexCount = uint(m_buffers.vertexCount());
    setBufferData(m_vertices, m_buffers.vertexBytes()); // after patches, perhaps in this frame
    for (size_t i = 0; i < m_parts.size(); ++i) {
        const MeshBuffers::Group &group = m_buffers.groups()[i];
        m_parts[i].indices->setData(group.indexBytes());
        setCounts(m_parts[i].renderer, vertexCount, uint(group.indices.size()));
    }
    if (m_wire) {
        const std::vector<uint32_t> edges = m_buffers.edgeIndices();
        m_wireIndices->setData(
            QByteArray(reinterpret_cast<const char *>(edges.data()), qsizetype(edges.size() * sizeof(uint32_t))));
        setCounts(m_wireRenderer, vertexCount, uint(edges.size()));
    }
}

void MeshEntity::rebuild()
{
    for (const Part &part : m_parts) {
        delete part.entity;
        delete part.lightmapPass;
    }
    m_parts.clear();
    delete m_wire;
    m_wire = nullptr;
    m_wireIndices = nullptr;
    m_wireRenderer = nullptr;
    delete m_vertices;
    m_vertices = nullptr;
    delete m_lightmapUvs;
    m_lightmapUvs = nullptr;
    if (m_buffers.isEmpty())
        return; // nothing to draw (no triangles); an empty buffer makes Qt3D warn
    m_vertices = new Qt3DCore::QBuffer(this);
    m_vertices->setData(m_buffers.vertexBytes());
    if (!m_buffers.lightmapUvs().empty()) {
        m_lightmapUvs = new Qt3DCore::QBuffer(this);
        m_lightmapUvs->setData(m_buffers.lightmapUvBytes());
    }
    for (const MeshBuffers::Group &group : m_buffers.groups())
        m_parts.push_back(createPart(group));
    applyMode();
}

Qt3DCore::QGeometry *MeshEntity::geometry(Qt3DCore::QNode *parent, Qt3DCore::QBuffer *indices, uint indexCount,
                                          bool lightmapUvs)
{
    auto *geometry = new Qt3DCore::QGeometry(parent);
    const uint count = uint(m_buffers.vertexCount());
    geometry->addAttribute(floatAttribute(m_vertices, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0,
                                          MeshBuffers::Stride, count));
    geometry->addAttribute(floatAttribute(m_vertices, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3, 3,
                                          MeshBuffers::Stride, count));
    const QString texCoord = Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName();
    if (lightmapUvs)
        geometry->addAttribute(floatAttribute(m_lightmapUvs, texCoord, 2, 0, 2 * sizeof(float), count));
    else
        geometry->addAttribute(floatAttribute(m_vertices, texCoord, 2, 6, MeshBuffers::Stride, count));
    auto *index = new Qt3DCore::QAttribute(geometry);
    index->setAttributeType(Qt3DCore::QAttribute::IndexAttribute);
    index->setVertexBaseType(Qt3DCore::QAttribute::UnsignedInt);
    index->setBuffer(indices);
    index->setCount(indexCount);
    geometry->addAttribute(index);
    return geometry;
}

MeshEntity::Part MeshEntity::createPart(const MeshBuffers::Group &group)
{
    Part part;
    part.entity = new Qt3DCore::QEntity(this);
    auto *indices = new Qt3DCore::QBuffer(part.entity);
    indices->setData(group.indexBytes());
    const uint indexCount = uint(group.indices.size());
    auto *renderer = new Qt3DRender::QGeometryRenderer(part.entity);
    part.indices = indices;
    part.renderer = renderer;
    renderer->setGeometry(geometry(renderer, indices, indexCount, false));
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    renderer->setVertexCount(int(indexCount));
    part.entity->addComponent(renderer);

    TiledSkinTexture *texture =
        group.skin >= 0 && size_t(group.skin) < m_textures.size() ? m_textures[size_t(group.skin)] : nullptr;
    Qt3DRender::QAbstractTexture *lightmap =
        group.lightmap >= 0 && size_t(group.lightmap) < m_lightmaps.size() ? m_lightmaps[size_t(group.lightmap)]
                                                                           : nullptr;
    part.skin = group.skin;
    part.texture = texture;
    part.lightmap = lightmap;
    if (m_ghost) {
        part.material = m_ghost;
    } else if (lightmap) {
        // Lightmapped: the texture unlit (the lightmap holds the light), then × lightmap.
        if (texture) {
            part.material = new TiledSkinMaterial(texture, part.entity);
        } else {
            part.material = new UnlitMaterial(UntexturedDiffuse, part.entity);
        }
        part.lightmapPass = new Qt3DCore::QEntity(this);
        auto *second = new Qt3DRender::QGeometryRenderer(part.lightmapPass);
        second->setGeometry(geometry(second, indices, indexCount, true));
        second->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
        second->setVertexCount(int(indexCount));
        part.lightmapMaterial = lightmapMaterial(lightmap, false, part.lightmapPass);
        part.lightmapPass->addComponent(second);
        part.lightmapPass->addComponent(part.lightmapMaterial);
        part.lightmapPass->addComponent(m_resources.multiplyLayer);
    } else {
        part.material = litMaterial(group.skin, texture);
    }
    return part;
}

Qt3DCore::QEntity *MeshEntity::createWire()
{
    auto *entity = new Qt3DCore::QEntity(this);
    const std::vector<uint32_t> edges = m_buffers.edgeIndices();
    auto *indices = new Qt3DCore::QBuffer(entity);
    indices->setData(QByteArray(reinterpret_cast<const char *>(edges.data()), qsizetype(edges.size() * sizeof(uint32_t))));
    auto *renderer = new Qt3DRender::QGeometryRenderer(entity);
    renderer->setGeometry(geometry(renderer, indices, uint(edges.size()), false));
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Lines);
    renderer->setVertexCount(int(edges.size()));
    entity->addComponent(renderer);
    m_wireIndices = indices;
    m_wireRenderer = renderer;
    entity->addComponent(m_resources.wire);
    return entity;
}

void MeshEntity::setRenderMode(Viewport::RenderMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    applyMode();
}

void MeshEntity::setBackFaceCulling(bool on)
{
    if (on == m_culled)
        return;
    m_culled = on;
    applyMode();
}

void MeshEntity::applyMode()
{
    if (m_ghost) { // the same translucent surface in every mode
        for (Part &part : m_parts) {
            if (!part.entity->components().contains(m_ghost))
                part.entity->addComponent(m_ghost);
        }
        return;
    }
    const bool wire = m_mode == Viewport::RenderMode::Wireframe;
    const bool textured = m_mode == Viewport::RenderMode::Textured;
    Qt3DRender::QMaterial *shaded = m_culled && m_resources.shadedCulled ? m_resources.shadedCulled : m_resources.shaded;
    for (Part &part : m_parts) {
        part.entity->setEnabled(!wire);
        if (m_culled && textured)
            makeCulledTwins(part);
        Qt3DRender::QMaterial *texturedMaterial = m_culled ? part.culledMaterial : part.material;
        swapMaterial(part.entity, textured ? texturedMaterial : shaded,
                     {part.material, part.culledMaterial, m_resources.shaded, m_resources.shadedCulled});
        if (part.lightmapPass)
            swapMaterial(part.lightmapPass, m_culled ? part.culledLightmapMaterial : part.lightmapMaterial,
                         {part.lightmapMaterial, part.culledLightmapMaterial});
        if (part.lightmapPass)
            part.lightmapPass->setEnabled(textured);
    }
    if (wire && !m_wire && !m_parts.empty())
        m_wire = createWire();
    if (m_wire)
        m_wire->setEnabled(wire);
}

bool MeshEntity::coversPixels() const
{
    return m_buffers.coversPixels(!m_ghost && m_mode == Viewport::RenderMode::Wireframe);
}

int MeshEntity::drawCount() const
{
    if (m_ghost)
        return int(m_parts.size());
    if (m_mode == Viewport::RenderMode::Wireframe)
        return m_wire ? 1 : 0;
    int n = int(m_parts.size());
    if (m_mode == Viewport::RenderMode::Textured) {
        for (const Part &part : m_parts)
            n += part.lightmapPass != nullptr;
    }
    return n;
}

} // namespace ackedit::widgets
