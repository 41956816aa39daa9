#pragma once
// A flat, unlit colour from stock parts: Qt3DExtras::QTextureMaterial (whose shader outputs the
// texture as it is) sampling a 1×1 texture of the colour. The stock Phong materials multiply
// every term by the diffuse colour, so they cannot draw an exact colour without light.
#include <QColor>
#include <Qt3DExtras/QTextureMaterial>

namespace ackedit::widgets {

class SkinTextureImage;

class UnlitMaterial : public Qt3DExtras::QTextureMaterial
{
    Q_OBJECT
public:
    explicit UnlitMaterial(const QColor &color, Qt3DCore::QNode *parent = nullptr);
    QColor color() const { return m_color; }
    void setColor(const QColor &color);

private:
    SkinTextureImage *m_image = nullptr;
    QColor m_color;
};

} // namespace ackedit::widgets
