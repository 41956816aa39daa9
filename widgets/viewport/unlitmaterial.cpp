#include "unlitmaterial.h"

#include "skintextureimage.h"

#include <Qt3DRender/QTexture>

namespace ackedit::widgets {

namespace {

QImage pixel(const QColor &color)
{
    QImage image(1, 1, QImage::Format_RGBA8888);
    image.fill(color);
    return image;
}

} // namespace

UnlitMaterial::UnlitMaterial(const QColor &color, Qt3DCore::QNode *parent)
    : Qt3DExtras::QTextureMaterial(parent), m_color(color)
{
    auto *texture = new Qt3DRender::QTexture2D(this);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    m_image = new SkinTextureImage(pixel(color), texture);
    texture->addTextureImage(m_image);
    setAlphaBlendingEnabled(false);
    setTexture(texture);
}

void UnlitMaterial::setColor(const QColor &color)
{
    if (color == m_color)
        return;
    m_color = color;
    m_image->setImage(pixel(color));
}

} // namespace ackedit::widgets
