#pragma once
// The terrain sculptor's logic, driven by pick rays in file space (origin, direction) and free of
// widgets, so it runs headless: the press picks the terrain; a drag lays a dab every quarter
// radius along its path (never less than half a cell), so fast and slow drags leave the same
// trail; Grab instead lifts the point under the press by how far the ray has moved along the
// vertical line through it. One stroke is one undo step (SculptStroke); cancel restores every
// height exactly. TerrainEditor turns mouse and keys into begin/moveTo/end/cancel and draws the
// brush outline at the centre these report.
#include "stroke/dabspacer.h"
#include "terrain/brushsettings.h"

#include <Eigen/Core>
#include <QtGlobal>

#include <memory>
#include <optional>

namespace ackedit::document {

class SculptStroke;
class TerrainDocument;

class TerrainSculptTool
{
public:
    explicit TerrainSculptTool(TerrainDocument *terrain);
    ~TerrainSculptTool(); // a stroke still running is kept (ended)
    TerrainSculptTool(const TerrainSculptTool &) = delete;
    TerrainSculptTool &operator=(const TerrainSculptTool &) = delete;

    // Press: starts a stroke of `settings` where the ray meets the terrain (the first dab there,
    // except for Grab) and answers that point; nothing (no stroke) when the ray misses the
    // terrain or a stroke is running.
    std::optional<Eigen::Vector3f> begin(const Eigen::Vector3f &origin, const Eigen::Vector3f &direction,
                                         const SculptSettings &settings);
    // Drag: dabs up to where the ray meets the terrain (Grab: lifts by the ray's height on the
    // press's vertical). Answers where the brush is now; nothing when the ray is off the terrain
    // (the stroke waits there).
    std::optional<Eigen::Vector3f> moveTo(const Eigen::Vector3f &origin, const Eigen::Vector3f &direction);
    // Release: the stroke becomes one undo step. Answers the bytes that step keeps (0: the stroke
    // changed nothing and left no step).
    qint64 end();
    // Esc: every height as before the stroke, no undo step.
    void cancel();
    // The terrain was replaced under the tool (new, resize, import): a running stroke is dropped
    // without touching the new heights.
    void drop();

    bool isActive() const;
    const SculptSettings &strokeSettings() const { return m_settings; }

private:
    TerrainDocument *m_terrain;
    std::unique_ptr<SculptStroke> m_stroke;
    SculptSettings m_settings;
    Eigen::Vector3f m_start = Eigen::Vector3f::Zero();
    stroke::DabSpacer m_spacer;
};

} // namespace ackedit::document
