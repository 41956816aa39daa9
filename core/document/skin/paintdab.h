#pragma once
// One dab of the skin painter's round brush on a straight-RGBA image: paint (colour with alpha),
// erase (to transparent where the skin has alpha, else to the background colour) or soften (a
// 3x3 blur blended in). Coverage is measured at pixel centres: full inside `hardness * radius`,
// falling smoothly to 0 at the radius (Blender's hardness), scaled by the opacity.
#include <Eigen/Core>

#include <QColor>
#include <QImage>
#include <QRect>

namespace ackedit::document {

enum class PaintMode { Paint, Erase, Soften };

struct BrushSettings
{
    float radius = 4.0f;   // pixels
    float hardness = 0.5f; // 0 (soft) .. 1 (hard edge)
    float opacity = 1.0f;  // 0..1
    float spacing = 0.25f; // dab distance as a fraction of the radius
    QColor colour = Qt::black;
    PaintMode mode = PaintMode::Paint;
    // Erase without alpha: what the pixels become (MED's background colour).
    bool skinHasAlpha = true;
    QColor background = Qt::white;
};

namespace paintdab {

// Coverage at distance `d` from the centre, before opacity.
float coverage(float d, float radius, float hardness);
// Pixels a dab at `centre` (pixel coordinates, 0,0 = top-left corner of the image) may change.
QRect bounds(const Eigen::Vector2f &centre, float radius, const QSize &image);
// Applies the dab; returns the pixels that changed (may be smaller than bounds()).
QRect apply(QImage &image, const Eigen::Vector2f &centre, const BrushSettings &brush);
// The colour under `pixel` (straight alpha), for the colour picker; invalid outside.
QColor pick(const QImage &image, const QPoint &pixel);

} // namespace paintdab

} // namespace ackedit::document
