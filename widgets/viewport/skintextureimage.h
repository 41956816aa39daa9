#pragma once
// Uploads a QImage (a lightmap page, a colour) as the data of a Qt3D texture, rows top first.
// Skins go through TiledSkinTexture.
#include <QImage>
#include <Qt3DRender/QAbstractTextureImage>

namespace ackedit::widgets {

class SkinTextureImage : public Qt3DRender::QAbstractTextureImage
{
    Q_OBJECT
public:
    explicit SkinTextureImage(const QImage &image, Qt3DCore::QNode *parent = nullptr);

    QImage image() const { return m_image; }
    void setImage(const QImage &image); // e.g. a new colour

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override;

private:
    QImage m_image;
};

} // namespace ackedit::widgets
