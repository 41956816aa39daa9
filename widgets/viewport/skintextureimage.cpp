#include "skintextureimage.h"

#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>

namespace ackedit::widgets {

namespace {

// Qt3D calls this on its loader thread; it holds its own (implicitly shared) copy of the image.
class ImageDataGenerator : public Qt3DRender::QTextureImageDataGenerator
{
public:
    explicit ImageDataGenerator(const QImage &image) : m_image(image) {}

    Qt3DRender::QTextureImageDataPtr operator()() override
    {
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setImage(m_image.convertToFormat(QImage::Format_RGBA8888));
        return data;
    }

    bool operator==(const Qt3DRender::QTextureImageDataGenerator &other) const override
    {
        const auto *o = functor_cast<ImageDataGenerator>(&other);
        return o && o->m_image.cacheKey() == m_image.cacheKey();
    }

    QT3D_FUNCTOR(ImageDataGenerator)

private:
    QImage m_image;
};

} // namespace

SkinTextureImage::SkinTextureImage(const QImage &image, Qt3DCore::QNode *parent)
    : Qt3DRender::QAbstractTextureImage(parent), m_image(image)
{
}

void SkinTextureImage::setImage(const QImage &image)
{
    m_image = image;
    notifyDataGeneratorChanged();
}

Qt3DRender::QTextureImageDataGeneratorPtr SkinTextureImage::dataGenerator() const
{
    return Qt3DRender::QTextureImageDataGeneratorPtr(new ImageDataGenerator(m_image));
}

} // namespace ackedit::widgets
