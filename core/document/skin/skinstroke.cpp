#include "skin/skinstroke.h"

#include "mergeids.h"
#include "skin/skincanvas.h"
#include "skin/surfacepaint.h"

#include <QUndoStack>

#include <algorithm>

namespace ackedit::document {

namespace {

class DabEdit : public stroke::TilePatchEdit
{
public:
    DabEdit(SkinCanvas *canvas, const Eigen::Vector2f &at, const BrushSettings &brush, int bleed,
            std::shared_ptr<const std::vector<uint8_t>> islands)
        : m_canvas(canvas), m_at(at), m_brush(brush), m_bleed(islands ? bleed : 0), m_islands(std::move(islands))
    {
    }
    std::vector<int> tiles() const override
    {
        const QRect r = paintdab::bounds(m_at, m_brush.radius, m_canvas->image().size());
        return m_canvas->tilesIn(r.adjusted(-m_bleed, -m_bleed, m_bleed, m_bleed));
    }
    QRect apply() override
    {
        QRect changed = paintdab::apply(m_canvas->pixels(), m_at, m_brush);
        if (m_bleed > 0 && !changed.isEmpty())
            changed |= surfacepaint::bleed(m_canvas->pixels(), *m_islands, changed, m_bleed);
        return changed;
    }

private:
    SkinCanvas *m_canvas;
    Eigen::Vector2f m_at;
    BrushSettings m_brush;
    int m_bleed;
    std::shared_ptr<const std::vector<uint8_t>> m_islands;
};

class FillEdit : public stroke::TilePatchEdit
{
public:
    FillEdit(SkinCanvas *canvas, floodfill::Region region, const QColor &colour)
        : m_canvas(canvas), m_region(std::move(region)), m_colour(colour)
    {
    }
    // Exactly the tiles holding filled pixels (a thin region across the skin keeps few tiles).
    std::vector<int> tiles() const override
    {
        std::vector<char> used(size_t(m_canvas->tilesAcross() * m_canvas->tilesDown()), 0);
        const QRect b = m_region.bounds;
        const int w = m_region.size.width();
        for (int y = b.top(); y <= b.bottom(); ++y)
            for (int x = b.left(); x <= b.right(); ++x)
                if (m_region.inside[size_t(y) * size_t(w) + size_t(x)])
                    used[size_t((y / SkinCanvas::TileSize) * m_canvas->tilesAcross() + x / SkinCanvas::TileSize)] = 1;
        std::vector<int> out;
        for (size_t t = 0; t < used.size(); ++t)
            if (used[t])
                out.push_back(int(t));
        return out;
    }
    QRect apply() override { return floodfill::fill(m_canvas->pixels(), m_region, m_colour); }

private:
    SkinCanvas *m_canvas;
    floodfill::Region m_region;
    QColor m_colour;
};

class ReplaceEdit : public stroke::TilePatchEdit
{
public:
    ReplaceEdit(SkinCanvas *canvas, QImage image) : m_canvas(canvas), m_image(std::move(image)) {}
    std::vector<int> tiles() const override { return m_canvas->tilesIn(m_canvas->image().rect()); }
    QRect apply() override
    {
        m_canvas->pixels() = m_image;
        return m_image.rect();
    }

private:
    SkinCanvas *m_canvas;
    QImage m_image;
};

// One edit as a stroke of its own: one undo step, or no entry when it changed nothing.
bool pushSingle(QUndoStack *stack, SkinCanvas *canvas, std::unique_ptr<stroke::TilePatchEdit> edit, const QString &name)
{
    const int before = stack->index();
    stroke::Stroke stroke(stack, canvas);
    stroke.begin();
    stroke.push(new stroke::TilePatchCommand(SkinPaintMergeId, canvas, stroke.strokeId(), std::move(edit), name));
    stroke.end(); // drops the entry if nothing changed
    return stack->index() != before;
}

} // namespace

SkinStroke::SkinStroke(QUndoStack *stack, SkinCanvas *canvas)
    : m_canvas(canvas), m_stroke(stack, canvas)
{
}

void SkinStroke::setSeamBleed(int pixels, std::vector<uint8_t> islandMask)
{
    m_bleed = std::max(0, pixels);
    m_islands = m_bleed > 0 ? std::make_shared<const std::vector<uint8_t>>(std::move(islandMask)) : nullptr;
}

void SkinStroke::begin(const Eigen::Vector2f &at, const BrushSettings &brush, const QString &name)
{
    m_brush = brush;
    m_name = name;
    m_stroke.begin();
    m_spacer.start(at, std::max(0.5f, brush.spacing * brush.radius));
    dab(at);
}

void SkinStroke::moveTo(const Eigen::Vector2f &to)
{
    if (!m_stroke.isActive())
        return;
    for (const Eigen::Vector2f &at : m_spacer.advanceTo(to))
        dab(at);
}

void SkinStroke::jumpTo(const Eigen::Vector2f &at)
{
    if (!m_stroke.isActive())
        return;
    m_spacer.start(at, m_spacer.spacing());
    dab(at);
}

void SkinStroke::end()
{
    m_stroke.end();
}

void SkinStroke::cancel()
{
    m_stroke.cancel();
}

void SkinStroke::dab(const Eigen::Vector2f &at)
{
    m_stroke.push(new stroke::TilePatchCommand(SkinPaintMergeId, m_canvas, m_stroke.strokeId(),
                                               std::make_unique<DabEdit>(m_canvas, at, m_brush, m_bleed, m_islands), m_name));
}

bool SkinStroke::fill(QUndoStack *stack, SkinCanvas *canvas, const QPoint &seed, const QColor &colour, int tolerance,
                      const std::vector<uint8_t> &mask, const QString &name)
{
    floodfill::Region region = floodfill::region(canvas->image(), seed, tolerance, mask);
    // Nothing to change: no entry, and the redo history stays (a push would clear it).
    if (region.bounds.isEmpty() || floodfill::alreadyFilled(canvas->image(), region, colour))
        return false;
    return pushSingle(stack, canvas, std::make_unique<FillEdit>(canvas, std::move(region), colour), name);
}

bool SkinStroke::replace(QUndoStack *stack, SkinCanvas *canvas, const QImage &image, const QString &name)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    if (rgba.size() != canvas->image().size() || rgba == canvas->image())
        return false;
    return pushSingle(stack, canvas, std::make_unique<ReplaceEdit>(canvas, rgba), name);
}

} // namespace ackedit::document
