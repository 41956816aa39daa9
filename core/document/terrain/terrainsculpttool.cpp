#include "terrain/terrainsculpttool.h"

#include "terrain/sculptcommand.h"
#include "terrain/sculptstroke.h"
#include "terrain/terraindocument.h"

#include <algorithm>
#include <cmath>

namespace ackedit::document {

namespace {

// The height on the vertical line through `start` that comes closest to the ray: how far a grab
// has lifted (or lowered) the point it took.
float heightAlongVertical(const Eigen::Vector3f &start, const Eigen::Vector3f &origin, const Eigen::Vector3f &direction)
{
    const Eigen::Vector3f z = Eigen::Vector3f::UnitZ();
    const Eigen::Vector3f w0 = start - origin;
    const float b = z.dot(direction), c = direction.dot(direction);
    const float d = z.dot(w0), e = direction.dot(w0);
    const float denom = c - b * b;
    if (!(std::abs(denom) > 1e-6f))
        return 0.0f; // looking straight down the line
    return (b * e - c * d) / denom;
}

} // namespace

TerrainSculptTool::TerrainSculptTool(TerrainDocument *terrain) : m_terrain(terrain) {}

TerrainSculptTool::~TerrainSculptTool() = default; // SculptStroke ends a running stroke

bool TerrainSculptTool::isActive() const
{
    return m_stroke && m_stroke->isActive();
}

std::optional<Eigen::Vector3f> TerrainSculptTool::begin(const Eigen::Vector3f &origin, const Eigen::Vector3f &direction,
                                                        const SculptSettings &settings)
{
    if (isActive())
        return std::nullopt;
    const HeightGrid &g = m_terrain->grid();
    const std::optional<Eigen::Vector3f> hit = g.intersect(origin, direction);
    if (!hit)
        return std::nullopt;
    m_settings = settings;
    m_start = *hit;
    m_spacer.start(hit->head<2>(), std::max(settings.radius * 0.25f, 0.5f * std::min(g.cellSizeX(), g.cellSizeY())));
    m_stroke = std::make_unique<SculptStroke>(m_terrain->undoStack(), m_terrain);
    const SculptDab start{hit->head<2>(), 0.0f};
    m_stroke->begin(SculptBrush::create(settings), start);
    if (settings.kind != BrushKind::Grab)
        m_stroke->dab(start);
    return hit;
}

std::optional<Eigen::Vector3f> TerrainSculptTool::moveTo(const Eigen::Vector3f &origin, const Eigen::Vector3f &direction)
{
    if (!isActive())
        return std::nullopt;
    if (m_settings.kind == BrushKind::Grab) {
        m_stroke->dab(SculptDab{m_start.head<2>(), heightAlongVertical(m_start, origin, direction)});
        return Eigen::Vector3f(m_start.x(), m_start.y(), m_terrain->grid().surfaceHeightAt(m_start.x(), m_start.y()));
    }
    const std::optional<Eigen::Vector3f> hit = m_terrain->grid().intersect(origin, direction);
    if (!hit)
        return std::nullopt; // off the terrain: the stroke waits
    for (const Eigen::Vector2f &centre : m_spacer.advanceTo(hit->head<2>()))
        m_stroke->dab(SculptDab{centre, 0.0f});
    return hit;
}

qint64 TerrainSculptTool::end()
{
    if (!isActive())
        return 0;
    const SculptCommand *command = m_stroke->command();
    const qint64 bytes = command ? command->bytes() : 0;
    m_stroke->end();
    return m_stroke->command() ? bytes : 0;
}

void TerrainSculptTool::cancel()
{
    if (isActive())
        m_stroke->cancel();
}

void TerrainSculptTool::drop()
{
    cancel(); // never dab into a replaced grid
    m_stroke.reset();
}

} // namespace ackedit::document
