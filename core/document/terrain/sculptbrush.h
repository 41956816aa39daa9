#pragma once
// Base of the sculpt brushes. A brush edits a HeightGrid in place, one dab at a time, touching
// only the vertices inside the dab's disc (footprint()); apply() returns the rectangle it changed.
// Stroke state (the flatten height, the grab origin) is captured by beginStroke().
// The undo side (SculptCommand) relies on footprint() to snapshot before apply() writes.
#include "terrain/brushsettings.h"
#include "terrain/heightgrid.h"
#include "terrain/sculptdab.h"

#include <QString>

#include <memory>

namespace ackedit::document {

class SculptBrush
{
public:
    explicit SculptBrush(const SculptSettings &settings);
    virtual ~SculptBrush();
    SculptBrush(const SculptBrush &) = delete;
    SculptBrush &operator=(const SculptBrush &) = delete;

    // The brush class for settings.kind.
    static std::unique_ptr<SculptBrush> create(const SculptSettings &settings);

    const SculptSettings &settings() const { return m_settings; }
    // Display name for undo texts ("Raise", "Smooth", ...), translated.
    virtual QString name() const = 0;

    // Called on press, before the first dab, with the heights as they are before the stroke.
    virtual void beginStroke(const HeightGrid &grid, const SculptDab &start);
    // The vertices the dab may change. Default: the disc of settings().radius around dab.position.
    virtual DabFootprint footprint(const HeightGrid &grid, const SculptDab &dab) const;
    // Applies one dab; returns the changed rectangle (the footprint's, empty when nothing changed).
    QRect apply(HeightGrid &grid, const SculptDab &dab);

    float weight(float t) const { return falloffWeight(m_settings.falloff, t); }
    float clampHeight(float h) const { return std::clamp(h, m_settings.minHeight, m_settings.maxHeight); }

protected:
    DabFootprint discAround(const HeightGrid &grid, const Eigen::Vector2f &centre) const;
    virtual void applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp) = 0;

    // Calls f(col, row, weight, height) for every vertex inside the disc and stores its clamped
    // result as the new height.
    template<typename F>
    void forEachInside(HeightGrid &grid, const DabFootprint &fp, F &&f) const
    {
        for (int row = fp.rect.top(); row <= fp.rect.bottom(); ++row) {
            float *h = grid.rowData(row);
            for (int col = fp.rect.left(); col <= fp.rect.right(); ++col) {
                const float t = fp.distance(col, row);
                if (!(t <= 1.0f))
                    continue;
                h[col] = clampHeight(f(col, row, weight(t), h[col]));
            }
        }
    }

    // a * (1 - w) + b * w, exact at w = 0 and w = 1.
    static float blend(float a, float b, float w) { return a * (1.0f - w) + b * w; }

    SculptSettings m_settings;
};

} // namespace ackedit::document
