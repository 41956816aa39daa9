#include "tiledskintexture.h"

#include <algorithm>

#include <Qt3DRender/QAbstractTextureImage>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QTextureDataUpdate>
#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>

namespace ackedit::widgets {

namespace {

// Texture data that shares `bytes` (RGBA8, rows top first) instead of copying them.
Qt3DRender::QTextureImageDataPtr textureData(const QByteArray &bytes, QSize size)
{
    auto data = Qt3DRender::QTextureImageDataPtr::create();
    data->setTarget(QOpenGLTexture::Target2D);
    data->setFormat(QOpenGLTexture::RGBA8_UNorm);
    data->setPixelFormat(QOpenGLTexture::RGBA);
    data->setPixelType(QOpenGLTexture::UInt8);
    data->setWidth(size.width());
    data->setHeight(size.height());
    data->setDepth(1);
    data->setLayers(1);
    data->setFaces(1);
    data->setMipLevels(1);
    data->setData(bytes, 4);
    return data;
}

// Qt3D calls this on its loader thread; it holds its own (implicitly shared) bytes.
class TileDataGenerator : public Qt3DRender::QTextureImageDataGenerator
{
public:
    TileDataGenerator(const QByteArray &bytes, QSize size) : m_bytes(bytes), m_size(size) {}

    Qt3DRender::QTextureImageDataPtr operator()() override { return textureData(m_bytes, m_size); }

    bool operator==(const Qt3DRender::QTextureImageDataGenerator &other) const override
    {
        const auto *o = functor_cast<TileDataGenerator>(&other);
        return o && o->m_bytes.constData() == m_bytes.constData() && o->m_size == m_size;
    }

    QT3D_FUNCTOR(TileDataGenerator)

private:
    QByteArray m_bytes;
    QSize m_size;
};

} // namespace

// The texels a tile texture is (re)built from.
class TileTextureImage : public Qt3DRender::QAbstractTextureImage
{
public:
    explicit TileTextureImage(Qt3DCore::QNode *parent) : Qt3DRender::QAbstractTextureImage(parent) {}

    void setTexels(const QByteArray &bytes, QSize size)
    {
        m_bytes = bytes;
        m_size = size;
        notifyDataGeneratorChanged();
    }
    // Texels the texture already got through QAbstractTexture::updateData: kept for a rebuild,
    // with no new data generator (which would make Qt3D recreate the GPU texture).
    void setTexelsQuietly(const QByteArray &bytes) { m_bytes = bytes; }

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override
    {
        return Qt3DRender::QTextureImageDataGeneratorPtr(new TileDataGenerator(m_bytes, m_size));
    }

private:
    QByteArray m_bytes;
    QSize m_size;
};

TiledSkinTexture::TiledSkinTexture(const QImage &image, int maxTilesPerAxis, Qt3DCore::QNode *parent)
    : Qt3DCore::QNode(parent), m_maxTilesPerAxis(maxTilesPerAxis), m_buffers(image, 1)
{
    // Every texture the split will need exists from the start (1 x 1 until then): materials bind
    // them once, and the split changes their contents only. Qt3D 6.4 drew black for tiles whose
    // textures were made and bound after the material was shown.
    layOut(document::SkinTileGrid(image.size(), maxTilesPerAxis).count());
}

TiledSkinTexture::~TiledSkinTexture() = default;

void TiledSkinTexture::layOut(int textures)
{
    const document::SkinTileGrid &g = grid();
    const QSize size = g.textureSize();
    // One texture repeats by itself; tiles clamp, their gutters hold the wrapped texels.
    const auto wrap = g.isSingle() ? Qt3DRender::QTextureWrapMode::Repeat : Qt3DRender::QTextureWrapMode::ClampToEdge;
    for (int i = 0; i < std::max(g.count(), textures); ++i) {
        if (i == m_tiles.size()) {
            auto *texture = new Qt3DRender::QTexture2D(this);
            texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
            texture->setGenerateMipMaps(true);
            texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
            texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
            auto *source = new TileTextureImage(texture);
            texture->addTextureImage(source);
            m_tiles.append(texture);
            m_sources.append(source);
        }
        if (i >= g.count())
            continue; // made for a later split; one texel until then (below)
        m_tiles[i]->setSize(size.width(), size.height());
        m_tiles[i]->wrapMode()->setX(wrap);
        m_tiles[i]->wrapMode()->setY(wrap);
        m_sources[i]->setTexels(m_buffers.bytes(i), size);
    }
    for (int i = g.count(); i < m_tiles.size(); ++i) { // unused until a later re-tiling
        m_tiles[i]->setSize(1, 1);
        m_sources[i]->setTexels(QByteArray(4, '\0'), QSize(1, 1));
    }
}

TiledSkinTexture::Upload TiledSkinTexture::update(const QImage &image, const QRect &changed)
{
    Upload upload;
    if (image.isNull())
        return upload;
    // Split at the first change to part of the skin (painting), and from then on.
    m_painted = m_painted || (!changed.isEmpty() && !changed.contains(image.rect()));
    int perAxis = m_painted ? m_maxTilesPerAxis : 1;
    // A skin grown past what it was made for stays one texture: more textures would need new
    // material parameters while shown (see the constructor).
    if (document::SkinTileGrid(image.size(), perAxis).count() > m_tiles.size())
        perAxis = 1;
    const document::SkinTileGrid &g = grid();
    if (!(document::SkinTileGrid(image.size(), perAxis) == g)) {
        m_buffers = document::SkinTileBuffers(image, perAxis);
        layOut();
        emit layoutChanged();
        upload.rect = image.rect();
        upload.tiles = grid().count();
        upload.bytes = grid().count() * grid().textureBytes();
        return upload;
    }
    for (int i : m_buffers.update(image, changed)) {
        // The whole tile into the texture that exists: a new data generator would make Qt3D
        // recreate the GPU texture and its sampler, and a smaller update lands in the wrong place.
        Qt3DRender::QTextureDataUpdate texels;
        texels.setData(textureData(m_buffers.bytes(i), g.textureSize()));
        m_tiles[i]->updateData(texels);
        m_sources[i]->setTexelsQuietly(m_buffers.bytes(i));
        upload.rect |= g.sourceRect(i);
        ++upload.tiles;
        upload.bytes += g.textureBytes();
    }
    return upload;
}

} // namespace ackedit::widgets
