#pragma once
// A skin on the GPU as the textures of a SkinTileGrid. Painting sends only the tiles that hold
// changed texels, each as a whole-texture update (the one partial-update path Qt 6.4's Qt3D gets
// right, docs/qt3d-texture-updates.md); SkinTileBuffers makes their data from the changed texels
// alone. A skin is one texture until the first change to part of it: picking the tile costs the
// fragment shader time (with llvmpipe, up to 6 ms a frame for 4 x 4 tiles filling 400 x 300
// pixels), so only a skin being painted pays it. The tile textures are never deleted while the
// skin lives (Qt3D 6.4 can crash on nodes deleted while a frame is in flight): a skin re-tiled
// after a resize reuses them.
#include "skin/skintilebuffers.h"

#include <QImage>
#include <QList>
#include <Qt3DCore/QNode>

namespace Qt3DRender {
class QAbstractTexture;
}

namespace ackedit::widgets {

class TileTextureImage;

class TiledSkinTexture : public Qt3DCore::QNode
{
    Q_OBJECT
public:
    TiledSkinTexture(const QImage &image, int maxTilesPerAxis, Qt3DCore::QNode *parent = nullptr);
    ~TiledSkinTexture() override;

    const document::SkinTileGrid &grid() const { return m_buffers.grid(); }
    // The grid().count() textures, row by row.
    QList<Qt3DRender::QAbstractTexture *> tiles() const { return m_tiles.mid(0, grid().count()); }
    // Every texture, those not in use too (each holds one texel): what materials bind.
    QList<Qt3DRender::QAbstractTexture *> textures() const { return m_tiles; }

    struct Upload
    {
        QRect rect;       // skin texels of the tiles sent
        int tiles = 0;    // textures updated
        qint64 bytes = 0; // RGBA8 bytes sent, gutters included
    };
    // The skin is now `image`, changed inside `changed` (empty: anywhere): the tiles holding
    // those texels get their new pixels. The first change to part of the skin splits it, and a
    // new size re-tiles it (both emit layoutChanged).
    Upload update(const QImage &image, const QRect &changed);

Q_SIGNALS:
    void layoutChanged(); // the tile count or sizes changed: materials bind tiles() again

private:
    // Sizes, wraps and texels of the first grid().count() textures; at least `textures` exist.
    void layOut(int textures = 0);

    int m_maxTilesPerAxis;
    bool m_painted = false; // part of the skin changed once: split from then on
    document::SkinTileBuffers m_buffers;
    QList<Qt3DRender::QAbstractTexture *> m_tiles; // the pool; the first grid().count() are used
    QList<TileTextureImage *> m_sources;           // each texture's texels, for a rebuilt texture
};

} // namespace ackedit::widgets
