#pragma once
// A paint stroke on a skin, from press to release: dabs placed along the mouse path every
// `spacing * radius` pixels, each a command of one Stroke, so the stroke is one undo step holding
// only the 64x64 tiles it touched; cancel() (Esc) gives back the exact pixels. A fill is a
// one-edit stroke. Qt-free apart from the undo stack: tools and tests drive it with pixel
// positions (the 2D view maps the mouse, the 3D view a ray's hit UV).
#include "skin/floodfill.h"
#include "skin/paintdab.h"
#include "stroke/dabspacer.h"
#include "stroke/stroke.h"

#include <QString>

#include <memory>

namespace ackedit::document {

class SkinCanvas;

class SkinStroke
{
public:
    SkinStroke(QUndoStack *stack, SkinCanvas *canvas);

    // Seam bleed for the dabs of the next strokes: texels within `pixels` outside the islands of
    // `islandMask` (surfacepaint::islandMask) take the painted colours. 0: none.
    void setSeamBleed(int pixels, std::vector<uint8_t> islandMask);

    // Press at `at` (pixel coordinates): the first dab.
    void begin(const Eigen::Vector2f &at, const BrushSettings &brush, const QString &name);
    // Mouse move: dabs up to `to`.
    void moveTo(const Eigen::Vector2f &to);
    // The pen lifted and put down again at `at` within the same stroke (the 3D brush left the
    // surface or crossed a seam): a dab there, nothing drawn across the gap.
    void jumpTo(const Eigen::Vector2f &at);
    void end();
    void cancel();
    bool isActive() const { return m_stroke.isActive(); }
    const stroke::TilePatchCommand *command() const { return m_stroke.command(); }

    // Flood fill at `seed` as one undo step; false when nothing changed (no entry).
    static bool fill(QUndoStack *stack, SkinCanvas *canvas, const QPoint &seed, const QColor &colour, int tolerance,
                     const std::vector<uint8_t> &mask, const QString &name);

    // Every pixel replaced by `image` (same size; converted to RGBA) as one undo step (an imported
    // skin); false when the size differs or nothing changed.
    static bool replace(QUndoStack *stack, SkinCanvas *canvas, const QImage &image, const QString &name);

private:
    void dab(const Eigen::Vector2f &at);

    SkinCanvas *m_canvas;
    stroke::Stroke m_stroke;
    BrushSettings m_brush;
    QString m_name;
    stroke::DabSpacer m_spacer;
    int m_bleed = 0;
    std::shared_ptr<const std::vector<uint8_t>> m_islands;
};

} // namespace ackedit::document
