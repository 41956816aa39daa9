#pragma once
// The terrain sculptor's tool panel (a dock): brush, radius, strength, falloff, flatten target,
// height clamp, the chunk-grid overlay, and buttons for the whole-terrain operations. It only
// holds settings and emits signals; the TerrainEditor applies them (no data changes here).
#include "docks/falloffbox.h"
#include "terrain/brushsettings.h"

#include <QDockWidget>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace ackedit::widgets {

class TerrainToolPanel : public QDockWidget
{
    Q_OBJECT
public:
    explicit TerrainToolPanel(QWidget *parent = nullptr);

    // The settings for the next stroke. Strength is kept apart for the height brushes (raise,
    // lower, noise: height units per dab) and the blend brushes (smooth, flatten: 0..1).
    document::SculptSettings settings() const;
    void setSettings(const document::SculptSettings &settings);
    void setBrush(document::BrushKind kind);
    float radius() const;
    void setRadius(float radius);
    // Radius one notch bigger ([, wheel up) or smaller (], wheel down): a factor of 1.25.
    void growRadius(int notches);
    // Starting values for a terrain with this cell size, smaller side (world units) and height
    // range (see brushDefaultsFor).
    void adaptTo(float cellSize, float extent, float heightRange);

    bool isChunkGridVisible() const;
    void setChunkGridVisible(bool visible);
    int chunkSize() const; // in cells, default 32
    void setChunkSize(int cells);

    // A line under the controls (last stroke's undo memory, hints).
    void setInfoText(const QString &text);

    // The widgets, for tests and keyboard focus.
    QComboBox *brushBox() const { return m_brush; }
    // The brushes as checkable actions in one exclusive group, following the Tool box both ways
    // (the terrain editor's tool bar shows them).
    QList<QAction *> brushActions() const;
    QDoubleSpinBox *radiusBox() const { return m_radius; }
    QDoubleSpinBox *strengthBox() const { return m_strength; }
    QComboBox *falloffBox() const { return m_falloff; }
    QComboBox *flattenModeBox() const { return m_flattenMode; }
    QDoubleSpinBox *targetHeightBox() const { return m_target; }
    QCheckBox *clampBox() const { return m_clamp; }
    QDoubleSpinBox *minHeightBox() const { return m_min; }
    QDoubleSpinBox *maxHeightBox() const { return m_max; }
    QCheckBox *chunkGridBox() const { return m_chunkGrid; }
    QSpinBox *chunkSizeBox() const { return m_chunkSize; }

signals:
    void settingsChanged();
    void chunkGridChanged(bool visible, int cells);
    void newTerrainRequested();
    void importHeightmapRequested();
    void exportHeightmapRequested();
    void resizeRequested();

private:
    bool usesBlendStrength() const;
    void brushChanged();
    void showBrushAction(); // checks the action of the brush the box shows
    void updateEnabled();

    QComboBox *m_brush;
    QActionGroup *m_brushActions = nullptr;
    QDoubleSpinBox *m_radius;
    QDoubleSpinBox *m_strength;
    FalloffBox *m_falloff;
    QComboBox *m_flattenMode;
    QDoubleSpinBox *m_target;
    QCheckBox *m_clamp;
    QDoubleSpinBox *m_min;
    QDoubleSpinBox *m_max;
    QCheckBox *m_chunkGrid;
    QSpinBox *m_chunkSize;
    QLabel *m_info;
    double m_heightStrength = 1.0;
    double m_blendStrength = 0.5;
    bool m_blendShown = false;
    std::uint32_t m_seed = 1;
};

} // namespace ackedit::widgets
