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

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override;

private:
    QImage m_image;
};

} // namespace ackedit::widgets
