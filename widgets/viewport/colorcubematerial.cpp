#include "colorcubematerial.h"

#include "skintextureimage.h"

#include <QImage>
#include <Qt3DRender/QTexture>

#include <algorithm>

namespace ackedit::widgets {

namespace {

constexpr int SlicesPerRow = ColorCubeMaterial::TextureSize / ColorCubeMaterial::Levels; // 8

int level(int channel)
{
    return (std::clamp(channel, 0, 255) * (ColorCubeMaterial::Levels - 1) + 127) / 255;
}

int channel(int level)
{
    return (level * 255 + (ColorCubeMaterial::Levels - 1) / 2) / (ColorCubeMaterial::Levels - 1);
}

// Red runs along x inside a 64×64 slice, green along y; blue picks the slice (8 × 8 slices).
QPoint texel(int r, int g, int b)
{
    constexpr int L = ColorCubeMaterial::Levels;
    return QPoint(r + L * (b % SlicesPerRow), g + L * (b / SlicesPerRow));
}

QImage cube()
{
    constexpr int L = ColorCubeMaterial::Levels;
    QImage image(ColorCubeMaterial::TextureSize, ColorCubeMaterial::TextureSize, QImage::Format_RGBA8888);
    for (int b = 0; b < L; ++b) {
        for (int g = 0; g < L; ++g) {
            for (int r = 0; r < L; ++r) {
                const QPoint p = texel(r, g, b);
                image.setPixel(p, qRgba(channel(r), channel(g), channel(b), 255));
            }
        }
    }
    return image;
}

} // namespace

ColorCubeMaterial::ColorCubeMaterial(Qt3DCore::QNode *parent) : Qt3DExtras::QTextureMaterial(parent)
{
    auto *texture = new Qt3DRender::QTexture2D(this);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    texture->addTextureImage(new SkinTextureImage(cube(), texture));
    setAlphaBlendingEnabled(false);
    setTexture(texture);
}

QPointF ColorCubeMaterial::texCoord(const QColor &color)
{
    const QColor rgb = color.toRgb();
    const QPoint p = texel(level(rgb.red()), level(rgb.green()), level(rgb.blue()));
    // Rows are uploaded top row first, so a row index is GL's t as is (see MeshBuffers).
    return QPointF((p.x() + 0.5) / TextureSize, (p.y() + 0.5) / TextureSize);
}

QColor ColorCubeMaterial::drawnColor(const QColor &color)
{
    const QColor rgb = color.toRgb();
    return QColor(channel(level(rgb.red())), channel(level(rgb.green())), channel(level(rgb.blue())));
}

} // namespace ackedit::widgets
