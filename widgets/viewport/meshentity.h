#pragma once
// One mesh of the scene as Qt3D nodes: one vertex buffer shared by a child entity per batch
// (skin × lightmap page: index buffer + stock material), a second multiplicative pass per
// lightmapped batch, and a wireframe entity made on demand. Geometry with the same layout is
// patched in place (QBuffer::updateData); otherwise the batch entities are rebuilt. A ghost (onion
// skin) draws every batch with one translucent material that writes no depth, in any mode.
#include "meshbuffers.h"
#include "tiledskintexture.h"
#include "viewport.h"

#include <QImage>
#include <QList>
#include <Qt3DCore/QEntity>

#include <map>
#include <memory>
#include <vector>

namespace Qt3DCore {
class QBuffer;
class QGeometry;
}
namespace Qt3DRender {
class QAbstractTexture;
class QGeometryRenderer;
class QLayer;
class QMaterial;
}

namespace ackedit::widgets {

// Nodes owned by the viewport that every mesh shares.
struct MeshResources
{
    Qt3DRender::QMaterial *shaded = nullptr;        // untextured lit, for RenderMode::Shaded
    Qt3DRender::QMaterial *shadedCulled = nullptr;  // the same, back faces culled
    Qt3DRender::QMaterial *wire = nullptr;          // unlit lines, for RenderMode::Wireframe
    Qt3DRender::QLayer *multiplyLayer = nullptr;    // drawn after the opaque pass
    int maxSkinTilesPerAxis = document::SkinTileGrid::MaxPerAxis; // see SkinTileGrid
};

class MeshEntity : public Qt3DCore::QEntity
{
    Q_OBJECT
public:
    MeshEntity(const QList<QImage> &skins, const QList<QImage> &lightmaps, const MeshResources &resources,
               Qt3DCore::QNode *parent = nullptr);
    // A mesh drawn with the textures and materials of `owner` (a terrain chunk): painting the
    // owner's skin shows on it too. The owner must outlive it.
    MeshEntity(const MeshEntity *owner, const MeshResources &resources, Qt3DCore::QNode *parent = nullptr);

    // Makes this a ghost drawn in `color` (its alpha is the opacity), in the given (recursive)
    // layer. Call before the first setBuffers.
    void makeGhost(const QColor &color, Qt3DRender::QLayer *layer);
    bool isGhost() const { return m_ghost != nullptr; }

    int skinCount() const { return int(m_textures.size()); }
    int lightmapCount() const { return int(m_lightmaps.size()); }
    // Returns the bytes uploaded (the whole vertex buffer, or everything on a rebuild).
    qint64 setBuffers(const MeshBuffers &buffers);
    const MeshBuffers &buffers() const { return m_buffers; }
    // Partial update (see Viewport::updateMeshPositions): returns the uploaded (offset, size).
    std::pair<qint64, qint64> setPositions(int first, const std::vector<Eigen::Vector3f> &positions,
                                           const std::vector<Eigen::Vector3f> &normals);
    // See Viewport::updateSkin: returns what was sent (nothing: the skin has no texture).
    TiledSkinTexture::Upload updateSkin(int skin, const QImage &image, const QRect &changed);
    void setRenderMode(Viewport::RenderMode mode);
    void setBackFaceCulling(bool on);
    int drawCount() const; // geometry renderers drawn in the current mode
    bool coversPixels() const; // see MeshBuffers::coversPixels, in the current mode

private:
    struct Part
    {
        Qt3DCore::QEntity *entity = nullptr;     // first pass
        Qt3DRender::QMaterial *material = nullptr; // its own material (textured or plain)
        Qt3DCore::QEntity *lightmapPass = nullptr; // null without lightmap
        // Back faces culled: twins of the materials above (made on first use), each with a
        // shader program of its own so that Qt3D builds another pipeline for them.
        Qt3DRender::QMaterial *culledMaterial = nullptr;
        Qt3DRender::QMaterial *lightmapMaterial = nullptr;
        Qt3DRender::QMaterial *culledLightmapMaterial = nullptr;
        int skin = -1;
        TiledSkinTexture *texture = nullptr;
        Qt3DRender::QAbstractTexture *lightmap = nullptr;
        Qt3DCore::QBuffer *indices = nullptr;
        Qt3DRender::QGeometryRenderer *renderer = nullptr;
    };
    // Same batches, other sizes (a terrain chunk at another level of detail): the buffers get
    // new data and the draws new counts; no node is deleted (Qt 6.4's renderer can crash on
    // geometry deleted while a frame is in flight).
    bool canResizeInPlace(const MeshBuffers &buffers) const;
    void resizeInPlace();
    void rebuild();
    void applyMode();
    Part createPart(const MeshBuffers::Group &group);
    Qt3DCore::QGeometry *geometry(Qt3DCore::QNode *parent, Qt3DCore::QBuffer *indices, uint indexCount,
                                  bool lightmapUvs);
    Qt3DCore::QEntity *createWire();

    // Lit materials of unlightmapped batches by skin (-1 = untextured), shared with the meshes
    // that share this one's skins; parented to the owner, so rebuilds keep them.
    using MaterialCache = std::map<int, Qt3DRender::QMaterial *>;
    Qt3DRender::QMaterial *litMaterial(int skin, TiledSkinTexture *texture, bool culled = false);
    Qt3DRender::QMaterial *lightmapMaterial(Qt3DRender::QAbstractTexture *lightmap, bool culled, Qt3DCore::QNode *parent);
    void makeCulledTwins(Part &part);
    static void swapMaterial(Qt3DCore::QEntity *entity, Qt3DRender::QMaterial *want,
                             std::initializer_list<Qt3DRender::QMaterial *> others);

    MeshResources m_resources;
    std::shared_ptr<MaterialCache> m_materials = std::make_shared<MaterialCache>();
    Qt3DCore::QNode *m_materialOwner = this;
    std::vector<TiledSkinTexture *> m_textures;              // null for skins without an image
    std::vector<Qt3DRender::QAbstractTexture *> m_lightmaps; // null for pages without an image
    std::vector<Part> m_parts;
    Qt3DCore::QEntity *m_wire = nullptr;
    Qt3DCore::QBuffer *m_wireIndices = nullptr;
    Qt3DRender::QGeometryRenderer *m_wireRenderer = nullptr;
    Qt3DRender::QMaterial *m_ghost = nullptr;
    Qt3DCore::QBuffer *m_vertices = nullptr;
    Qt3DCore::QBuffer *m_lightmapUvs = nullptr;
    MeshBuffers m_buffers;
    Viewport::RenderMode m_mode = Viewport::RenderMode::Textured;
    bool m_culled = false;
};

} // namespace ackedit::widgets
