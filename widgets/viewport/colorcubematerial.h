#pragma once
// Unlit per-vertex colours from stock parts: Qt3DExtras::QTextureMaterial (which outputs its
// texture as it is) sampling a 512×512 texture that holds every colour of a 64-level RGB cube,
// so a vertex's texture coordinate is its colour. The stock per-vertex colour material is lit
// (its Phong ambient term alone adds each light's colour), so it cannot draw an exact colour.
#include <QColor>
#include <QPointF>
#include <Qt3DExtras/QTextureMaterial>

namespace ackedit::widgets {

class ColorCubeMaterial : public Qt3DExtras::QTextureMaterial
{
    Q_OBJECT
public:
    static constexpr int Levels = 64;     // per channel: a channel is drawn within ±2 of its value
    static constexpr int TextureSize = 512; // Levels³ texels

    explicit ColorCubeMaterial(Qt3DCore::QNode *parent = nullptr);

    // The texture coordinate (texel centre) of the cube entry nearest to `color`.
    static QPointF texCoord(const QColor &color);
    // The colour drawn for `color` (each channel rounded to a cube level).
    static QColor drawnColor(const QColor &color);
};

} // namespace ackedit::widgets
