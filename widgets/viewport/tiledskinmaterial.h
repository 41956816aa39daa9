#pragma once
// The material of a textured batch: the skin's tiles (TiledSkinTexture), one sampler each, the
// fragment shader picking the tile from the texture coordinate. Lit, it shades as Qt3D's
// QDiffuseMapMaterial does (Qt3D's own Phong code and lights); unlit, it draws the texture as
// QTextureMaterial does (the first pass of a lightmapped level batch).
#include <QColor>
#include <Qt3DRender/QMaterial>

namespace Qt3DRender {
class QParameter;
class QShaderProgram;
}

namespace ackedit::widgets {

class TiledSkinTexture;

class TiledSkinMaterial : public Qt3DRender::QMaterial
{
    Q_OBJECT
public:
    struct Phong
    {
        QColor ambient;
        QColor specular;
        float shininess = 0.0f;
    };
    // Lit with `phong`.
    TiledSkinMaterial(TiledSkinTexture *skin, const Phong &phong, Qt3DCore::QNode *parent = nullptr);
    // Unlit.
    TiledSkinMaterial(TiledSkinTexture *skin, Qt3DCore::QNode *parent = nullptr);

    // The fragment shader for `tiles` samplers (1: the texture as is).
    static QByteArray fragmentShader(int tiles, bool lit);

private:
    TiledSkinMaterial(TiledSkinTexture *skin, bool lit, Qt3DCore::QNode *parent);
    void bindTiles(); // the shader and the tile parameters for the skin's grid
    void setValue(const QString &name, const QVariant &value);

    TiledSkinTexture *m_skin;
    bool m_lit;
    Qt3DRender::QShaderProgram *m_program;
};

} // namespace ackedit::widgets
