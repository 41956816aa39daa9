#pragma once
// Uploads a QImage (a decoded skin) as the data of a Qt3D texture, rows top first.
#include <QImage>
#include <Qt3DRender/QAbstractTextureImage>

namespace ackedit::widgets {

class SkinTextureImage : public Qt3DRender::QAbstractTextureImage
{
    Q_OBJECT
public:
    explicit SkinTextureImage(const QImage &image, Qt3DCore::QNode *parent = nullptr);

    QImage image() const { return m_image; }
    void setImage(const QImage &image); // e.g. after a skin edit
    // The image kept for a texture rebuilt later, when the texture already got the pixels
    // through QAbstractTexture::updateData (no new data generator, so no new GPU texture).
    void setImageQuietly(const QImage &image) { m_image = image; }

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override;

private:
    QImage m_image;
};

} // namespace ackedit::widgets
