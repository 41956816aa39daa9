#include "terrain/sculptbrush.h"

#include "terrain/flattenbrush.h"
#include "terrain/grabbrush.h"
#include "terrain/noisebrush.h"
#include "terrain/raisebrush.h"
#include "terrain/setheightbrush.h"
#include "terrain/smoothbrush.h"

#include <cmath>

namespace ackedit::document {

SculptBrush::SculptBrush(const SculptSettings &settings) : m_settings(settings) {}

SculptBrush::~SculptBrush() = default;

std::unique_ptr<SculptBrush> SculptBrush::create(const SculptSettings &settings)
{
    switch (settings.kind) {
    case BrushKind::Raise:
    case BrushKind::Lower:
        return std::make_unique<RaiseBrush>(settings);
    case BrushKind::Smooth:
        return std::make_unique<SmoothBrush>(settings);
    case BrushKind::Flatten:
        return std::make_unique<FlattenBrush>(settings);
    case BrushKind::SetHeight:
        return std::make_unique<SetHeightBrush>(settings);
    case BrushKind::Noise:
        return std::make_unique<NoiseBrush>(settings);
    case BrushKind::Grab:
        return std::make_unique<GrabBrush>(settings);
    }
    return std::make_unique<RaiseBrush>(settings);
}

void SculptBrush::beginStroke(const HeightGrid &, const SculptDab &) {}

DabFootprint SculptBrush::footprint(const HeightGrid &grid, const SculptDab &dab) const
{
    return discAround(grid, dab.position);
}

QRect SculptBrush::apply(HeightGrid &grid, const SculptDab &dab)
{
    const DabFootprint fp = footprint(grid, dab);
    if (fp.isEmpty())
        return {};
    applyDab(grid, dab, fp);
    return fp.rect;
}

DabFootprint SculptBrush::discAround(const HeightGrid &grid, const Eigen::Vector2f &centre) const
{
    DabFootprint fp;
    const float radius = m_settings.radius;
    if (grid.isEmpty() || !(radius > 0.0f) || !std::isfinite(radius) || !centre.allFinite()
        || !(grid.cellSizeX() > 0.0f) || !(grid.cellSizeY() > 0.0f))
        return fp;
    const Eigen::Vector2f g = grid.toGrid(centre.x(), centre.y());
    if (!g.allFinite())
        return fp;
    fp.centreCol = g.x();
    fp.centreRow = g.y();
    fp.scaleCol = grid.cellSizeX() / radius;
    fp.scaleRow = grid.cellSizeY() / radius;
    // In double and clipped before converting, so far-away or huge dabs cannot overflow an int.
    const double rc = double(radius) / grid.cellSizeX(), rr = double(radius) / grid.cellSizeY();
    const double left = std::max(std::ceil(g.x() - rc), 0.0);
    const double right = std::min(std::floor(g.x() + rc), double(grid.columns() - 1));
    const double top = std::max(std::ceil(g.y() - rr), 0.0);
    const double bottom = std::min(std::floor(g.y() + rr), double(grid.rows() - 1));
    if (left > right || top > bottom)
        return fp;
    fp.rect = QRect(QPoint(int(left), int(top)), QPoint(int(right), int(bottom)));
    return fp;
}

} // namespace ackedit::document
