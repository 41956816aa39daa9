#include "tiledskinmaterial.h"

#include "tiledskintexture.h"

#include <QUrl>
#include <QVector2D>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>

namespace ackedit::widgets {

namespace {

QByteArray qt3dShader(const char *name)
{
    return Qt3DRender::QShaderProgram::loadSource(QUrl(QStringLiteral("qrc:/shaders/rhi/") + QLatin1String(name)));
}

// Read once: a level makes a material per batch.
const QByteArray &vertexShader()
{
    static const QByteArray source = qt3dShader("default_pos_norm_tex.vert");
    return source;
}

const QByteArray &phongCode()
{
    static const QByteArray source = qt3dShader("phong.inc.frag");
    return source;
}

QByteArray tileSampler(int i)
{
    return "tile" + QByteArray::number(i);
}

} // namespace

QByteArray TiledSkinMaterial::fragmentShader(int tiles, bool lit)
{
    QByteArray s = "#version 450\n"
                   "layout(location = 0) in vec3 worldPosition;\n"
                   "layout(location = 1) in vec3 worldNormal;\n"
                   "layout(location = 3) in vec2 texCoord;\n"
                   "layout(location = 0) out vec4 fragColor;\n"
                   "layout(std140, binding = 2) uniform qt3d_custom_uniforms {\n"
                   "  vec4 ka; vec4 ks; float shininess;\n"
                   "  vec2 skinSize; vec2 tileSize; vec2 tileTextureSize; vec2 grid; float gutter;\n"
                   "};\n";
    for (int i = 0; i < tiles; ++i)
        s += "layout(binding = " + QByteArray::number(3 + i) + ") uniform sampler2D " + tileSampler(i) + ";\n";
    if (lit)
        s += phongCode(); // Qt3D's lights and Phong model, as its own materials use
    s += "\nvec4 skinColor()\n{\n";
    if (tiles == 1) {
        s += "    return texture(tile0, texCoord);\n";
    } else {
        // The tile and the place in its texture from the wrapped coordinate; the gradients from
        // the unwrapped one, so mip selection does not jump at tile borders or the skin's edge.
        s += "    vec2 p = fract(texCoord) * skinSize;\n"
             "    ivec2 c = clamp(ivec2(floor(p / tileSize)), ivec2(0), ivec2(grid) - 1);\n"
             "    vec2 local = (p - vec2(c) * tileSize + vec2(gutter)) / tileTextureSize;\n"
             "    vec2 scale = skinSize / tileTextureSize;\n"
             "    vec2 dx = dFdx(texCoord) * scale, dy = dFdy(texCoord) * scale;\n"
             "    int i = c.y * int(grid.x) + c.x;\n";
        for (int i = 0; i + 1 < tiles; ++i)
            s += "    if (i == " + QByteArray::number(i) + ") return textureGrad(" + tileSampler(i) + ", local, dx, dy);\n";
        s += "    return textureGrad(" + tileSampler(tiles - 1) + ", local, dx, dy);\n";
    }
    s += "}\n\nvoid main()\n{\n";
    if (lit)
        s += "    vec3 worldView = normalize(eyePosition - worldPosition);\n"
             "    fragColor = phongFunction(ka, skinColor(), ks, shininess, worldPosition, worldView, worldNormal);\n";
    else
        s += "    fragColor = skinColor();\n";
    s += "}\n";
    return s;
}

TiledSkinMaterial::TiledSkinMaterial(TiledSkinTexture *skin, const Phong &phong, Qt3DCore::QNode *parent)
    : TiledSkinMaterial(skin, true, parent)
{
    setValue(QStringLiteral("ka"), phong.ambient);
    setValue(QStringLiteral("ks"), phong.specular);
    setValue(QStringLiteral("shininess"), phong.shininess);
}

TiledSkinMaterial::TiledSkinMaterial(TiledSkinTexture *skin, Qt3DCore::QNode *parent)
    : TiledSkinMaterial(skin, false, parent)
{
}

TiledSkinMaterial::TiledSkinMaterial(TiledSkinTexture *skin, bool lit, Qt3DCore::QNode *parent)
    : Qt3DRender::QMaterial(parent), m_skin(skin), m_lit(lit), m_program(new Qt3DRender::QShaderProgram(this))
{
    m_program->setVertexShaderCode(vertexShader());
    auto *pass = new Qt3DRender::QRenderPass(this);
    pass->setShaderProgram(m_program);
    auto *technique = new Qt3DRender::QTechnique(this);
    technique->graphicsApiFilter()->setApi(Qt3DRender::QGraphicsApiFilter::RHI);
    technique->graphicsApiFilter()->setMajorVersion(1);
    technique->graphicsApiFilter()->setMinorVersion(0);
    auto *forward = new Qt3DRender::QFilterKey(this);
    forward->setName(QStringLiteral("renderingStyle"));
    forward->setValue(QStringLiteral("forward"));
    technique->addFilterKey(forward);
    technique->addRenderPass(pass);
    auto *effect = new Qt3DRender::QEffect(this);
    effect->addTechnique(technique);
    setEffect(effect);
    setValue(QStringLiteral("texCoordScale"), 1.0f);
    bindTiles();
    connect(skin, &TiledSkinTexture::layoutChanged, this, &TiledSkinMaterial::bindTiles);
}

void TiledSkinMaterial::setValue(const QString &name, const QVariant &value)
{
    for (Qt3DRender::QParameter *parameter : parameters()) {
        if (parameter->name() == name) {
            parameter->setValue(value);
            return;
        }
    }
    addParameter(new Qt3DRender::QParameter(name, value, this));
}

void TiledSkinMaterial::bindTiles()
{
    const document::SkinTileGrid &grid = m_skin->grid();
    const QList<Qt3DRender::QAbstractTexture *> tiles = m_skin->tiles();
    m_program->setFragmentShaderCode(fragmentShader(int(tiles.size()), m_lit));
    // A parameter for every texture the skin will ever have, bound once (TiledSkinTexture makes
    // them all up front): Qt3D 6.4 can crash gathering the parameters of a material that gets new
    // ones while shown (MaterialParameterGathererJob, seen on the first paint dab), and it drew
    // black for tiles bound after the material was shown.
    const QList<Qt3DRender::QAbstractTexture *> textures = m_skin->textures();
    for (int i = 0; i < textures.size(); ++i)
        setValue(QString::fromLatin1(tileSampler(i)), QVariant::fromValue(textures[i]));
    if (textures.size() == 1)
        return; // never split: the shader samples the one texture as it is
    setValue(QStringLiteral("skinSize"), QVector2D(float(grid.skinSize().width()), float(grid.skinSize().height())));
    setValue(QStringLiteral("tileSize"), QVector2D(float(grid.tileSize().width()), float(grid.tileSize().height())));
    const QSize texture = grid.textureSize();
    setValue(QStringLiteral("tileTextureSize"), QVector2D(float(texture.width()), float(texture.height())));
    setValue(QStringLiteral("grid"), QVector2D(float(grid.columns()), float(grid.rows())));
    setValue(QStringLiteral("gutter"), float(grid.gutter()));
}

} // namespace ackedit::widgets
