#include "docks/terraintoolpanel.h"
#include "languagechange.h"

#include "docks/falloffbox.h"

#include "actionicons.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ackedit::widgets {

using document::BrushKind;
using document::SculptSettings;
using document::Falloff;

namespace {

constexpr double kHuge = 1e7;

QDoubleSpinBox *spinBox(double lo, double hi, double value, int decimals)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(lo, hi);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setKeyboardTracking(false);
    box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    return box;
}

} // namespace

TerrainToolPanel::TerrainToolPanel(QWidget *parent) : QDockWidget(parent)
{
    setObjectName(QStringLiteral("TerrainToolPanel"));
    setTranslatedText(this, [] { return tr("Terrain Tools"); });
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);

    auto *brushGroup = translated(new QGroupBox(content), [] { return tr("Brush"); });
    auto *form = new QFormLayout(brushGroup);
    m_brush = new QComboBox(brushGroup);
    // Item data = BrushKind; the order is the one users know from other terrain editors.
    addTranslatedItem(m_brush, [] { return tr("Raise"); }, int(BrushKind::Raise));
    addTranslatedItem(m_brush, [] { return tr("Lower"); }, int(BrushKind::Lower));
    addTranslatedItem(m_brush, [] { return tr("Smooth"); }, int(BrushKind::Smooth));
    addTranslatedItem(m_brush, [] { return tr("Flatten"); }, int(BrushKind::Flatten));
    addTranslatedItem(m_brush, [] { return tr("Set height"); }, int(BrushKind::SetHeight));
    addTranslatedItem(m_brush, [] { return tr("Noise"); }, int(BrushKind::Noise));
    addTranslatedItem(m_brush, [] { return tr("Grab (soft move)"); }, int(BrushKind::Grab));
    // The same brushes as checkable actions, for the terrain editor's tool bar.
    m_brushActions = new QActionGroup(this);
    const char *icons[] = {"brush-raise", "brush-lower", "brush-smooth", "brush-flatten",
                           "brush-set-height", "brush-noise", "brush-grab"};
    for (int i = 0; i < m_brush->count(); ++i) {
        auto *a = new QAction(bundledIcon(icons[i]), QString(), this);
        a->setObjectName(QStringLiteral("actionBrush%1").arg(m_brush->itemData(i).toInt()));
        // The combo box's item (translated above) names the brush; read after it is set.
        onLanguageChange(a, [this, a, i] {
            a->setText(m_brush->itemText(i));
            a->setToolTip(tr("%1 brush").arg(m_brush->itemText(i)));
        });
        a->setCheckable(true);
        a->setData(m_brush->itemData(i));
        m_brushActions->addAction(a);
    }
    m_brushActions->actions().constFirst()->setChecked(true);
    connect(m_brushActions, &QActionGroup::triggered, this,
            [this](QAction *a) { setBrush(BrushKind(a->data().toInt())); });
    addTranslatedRow(form, [] { return tr("&Tool:"); }, m_brush);
    m_radius = spinBox(0.01, kHuge, 8.0, 2);
    setTranslatedToolTip(m_radius, [] { return tr("Brush radius in world units ([ and ], or Ctrl+wheel)"); });
    addTranslatedRow(form, [] { return tr("Ra&dius:"); }, m_radius);
    m_strength = spinBox(0.0, kHuge, m_heightStrength, 3);
    addTranslatedRow(form, [] { return tr("&Strength:"); }, m_strength);
    m_falloff = new FalloffBox(brushGroup);
    addTranslatedRow(form, [] { return tr("Fall&off:"); }, m_falloff);
    m_flattenMode = new QComboBox(brushGroup);
    addTranslatedItem(m_flattenMode, [] { return tr("Height under the cursor"); });
    addTranslatedItem(m_flattenMode, [] { return tr("Typed height"); });
    addTranslatedRow(form, [] { return tr("F&latten to:"); }, m_flattenMode);
    m_target = spinBox(-kHuge, kHuge, 0.0, 3);
    setTranslatedToolTip(m_target, [] { return tr("Target of Set height, and of Flatten with a typed height"); });
    addTranslatedRow(form, [] { return tr("Ta&rget height:"); }, m_target);
    layout->addWidget(brushGroup);

    auto *clampGroup = translated(new QGroupBox(content), [] { return tr("Height limits"); });
    auto *clampForm = new QFormLayout(clampGroup);
    m_clamp = translated(new QCheckBox(clampGroup), [] { return tr("&Clamp heights"); });
    clampForm->addRow(m_clamp);
    m_min = spinBox(-kHuge, kHuge, 0.0, 3);
    m_max = spinBox(-kHuge, kHuge, 1000.0, 3);
    addTranslatedRow(clampForm, [] { return tr("M&inimum:"); }, m_min);
    addTranslatedRow(clampForm, [] { return tr("Maxim&um:"); }, m_max);
    layout->addWidget(clampGroup);

    auto *overlayGroup = translated(new QGroupBox(content), [] { return tr("Overlay"); });
    auto *overlayForm = new QFormLayout(overlayGroup);
    m_chunkGrid = translated(new QCheckBox(overlayGroup), [] { return tr("Show chunk &grid"); });
    overlayForm->addRow(m_chunkGrid);
    m_chunkSize = new QSpinBox(overlayGroup);
    m_chunkSize->setRange(1, 4096);
    m_chunkSize->setValue(32);
    m_chunkSize->setSuffix(tr(" cells"));
    setTranslatedToolTip(m_chunkSize, [] { return tr("The engine's terrain chunk size in cells"); });
    addTranslatedRow(overlayForm, [] { return tr("Chun&k size:"); }, m_chunkSize);
    layout->addWidget(overlayGroup);

    auto *opsGroup = translated(new QGroupBox(content), [] { return tr("Terrain"); });
    auto *ops = new QGridLayout(opsGroup);
    auto *newButton = translated(new QPushButton(opsGroup), [] { return tr("&New…"); });
    auto *resizeButton = translated(new QPushButton(opsGroup), [] { return tr("Resi&ze…"); });
    auto *importButton = translated(new QPushButton(opsGroup), [] { return tr("I&mport Heightmap…"); });
    auto *exportButton = translated(new QPushButton(opsGroup), [] { return tr("E&xport Heightmap…"); });
    newButton->setObjectName(QStringLiteral("newTerrainButton"));
    resizeButton->setObjectName(QStringLiteral("resizeTerrainButton"));
    importButton->setObjectName(QStringLiteral("importHeightmapButton"));
    exportButton->setObjectName(QStringLiteral("exportHeightmapButton"));
    ops->addWidget(newButton, 0, 0);
    ops->addWidget(resizeButton, 0, 1);
    ops->addWidget(importButton, 1, 0);
    ops->addWidget(exportButton, 1, 1);
    layout->addWidget(opsGroup);

    m_info = new QLabel(content);
    m_info->setWordWrap(true);
    layout->addWidget(m_info);
    layout->addStretch(1);
    // The controls scroll, so the panel stacked above the Skin dock fits a small window.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    setWidget(scroll);

    const auto changed = [this] { emit settingsChanged(); };
    connect(m_brush, &QComboBox::currentIndexChanged, this, &TerrainToolPanel::brushChanged);
    connect(m_radius, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_strength, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        (m_blendShown ? m_blendStrength : m_heightStrength) = v;
        emit settingsChanged();
    });
    connect(m_falloff, &QComboBox::currentIndexChanged, this, changed);
    connect(m_flattenMode, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        emit settingsChanged();
    });
    connect(m_target, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_clamp, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        emit settingsChanged();
    });
    connect(m_min, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_max, &QDoubleSpinBox::valueChanged, this, changed);
    const auto chunk = [this] {
        m_chunkSize->setEnabled(m_chunkGrid->isChecked());
        emit chunkGridChanged(m_chunkGrid->isChecked(), m_chunkSize->value());
    };
    connect(m_chunkGrid, &QCheckBox::toggled, this, chunk);
    connect(m_chunkSize, &QSpinBox::valueChanged, this, chunk);
    connect(newButton, &QPushButton::clicked, this, &TerrainToolPanel::newTerrainRequested);
    connect(resizeButton, &QPushButton::clicked, this, &TerrainToolPanel::resizeRequested);
    connect(importButton, &QPushButton::clicked, this, &TerrainToolPanel::importHeightmapRequested);
    connect(exportButton, &QPushButton::clicked, this, &TerrainToolPanel::exportHeightmapRequested);
    m_chunkSize->setEnabled(false);
    updateEnabled();
}

bool TerrainToolPanel::usesBlendStrength() const
{
    const auto kind = BrushKind(m_brush->currentData().toInt());
    return kind == BrushKind::Smooth || kind == BrushKind::Flatten;
}

void TerrainToolPanel::showBrushAction()
{
    for (QAction *a : m_brushActions->actions()) {
        if (a->data() == m_brush->currentData())
            a->setChecked(true);
    }
}

QList<QAction *> TerrainToolPanel::brushActions() const
{
    return m_brushActions->actions();
}

void TerrainToolPanel::brushChanged()
{
    showBrushAction();
    // Swap the strength value and range between height units and a 0..1 factor.
    const bool blend = usesBlendStrength();
    if (blend != m_blendShown) {
        const QSignalBlocker block(m_strength);
        m_blendShown = blend;
        m_strength->setRange(0.0, blend ? 1.0 : kHuge);
        m_strength->setValue(blend ? m_blendStrength : m_heightStrength);
    }
    if (BrushKind(m_brush->currentData().toInt()) == BrushKind::Noise)
        ++m_seed; // a fresh pattern each time the noise brush is picked
    updateEnabled();
    emit settingsChanged();
}

void TerrainToolPanel::updateEnabled()
{
    const auto kind = BrushKind(m_brush->currentData().toInt());
    m_strength->setEnabled(kind != BrushKind::SetHeight && kind != BrushKind::Grab);
    m_flattenMode->setEnabled(kind == BrushKind::Flatten);
    m_target->setEnabled(kind == BrushKind::SetHeight || (kind == BrushKind::Flatten && m_flattenMode->currentIndex() == 1));
    m_min->setEnabled(m_clamp->isChecked());
    m_max->setEnabled(m_clamp->isChecked());
}

SculptSettings TerrainToolPanel::settings() const
{
    SculptSettings s;
    s.kind = BrushKind(m_brush->currentData().toInt());
    s.radius = float(m_radius->value());
    s.strength = float(m_blendShown ? m_blendStrength : m_heightStrength);
    s.falloff = m_falloff->falloff();
    if (m_clamp->isChecked()) {
        s.minHeight = float(std::min(m_min->value(), m_max->value()));
        s.maxHeight = float(std::max(m_min->value(), m_max->value()));
    }
    s.targetHeight = float(m_target->value());
    s.useTargetHeight = m_flattenMode->currentIndex() == 1;
    s.seed = m_seed;
    return s;
}

void TerrainToolPanel::setSettings(const SculptSettings &s)
{
    {
        const QSignalBlocker b1(m_brush), b2(m_radius), b3(m_strength), b4(m_falloff), b5(m_flattenMode),
            b6(m_target), b7(m_clamp), b8(m_min), b9(m_max);
        m_brush->setCurrentIndex(std::max(0, m_brush->findData(int(s.kind))));
        m_blendShown = usesBlendStrength();
        (m_blendShown ? m_blendStrength : m_heightStrength) = s.strength;
        m_strength->setRange(0.0, m_blendShown ? 1.0 : kHuge);
        m_strength->setValue(s.strength);
        m_radius->setValue(s.radius);
        m_falloff->setFalloff(s.falloff);
        m_flattenMode->setCurrentIndex(s.useTargetHeight ? 1 : 0);
        m_target->setValue(s.targetHeight);
        const bool clamped = s.minHeight > std::numeric_limits<float>::lowest() || s.maxHeight < std::numeric_limits<float>::max();
        m_clamp->setChecked(clamped);
        if (clamped) {
            m_min->setValue(std::max(double(s.minHeight), -kHuge));
            m_max->setValue(std::min(double(s.maxHeight), kHuge));
        }
        m_seed = s.seed;
    }
    showBrushAction();
    updateEnabled();
    emit settingsChanged();
}

void TerrainToolPanel::setBrush(BrushKind kind)
{
    m_brush->setCurrentIndex(std::max(0, m_brush->findData(int(kind))));
}

float TerrainToolPanel::radius() const
{
    return float(m_radius->value());
}

void TerrainToolPanel::setRadius(float radius)
{
    m_radius->setValue(double(radius));
}

void TerrainToolPanel::growRadius(int notches)
{
    m_radius->setValue(m_radius->value() * std::pow(1.25, double(notches)));
}

void TerrainToolPanel::adaptTo(float cellSize, float extent, float heightRange)
{
    const double cell = cellSize > 0.0f && std::isfinite(cellSize) ? cellSize : 1.0;
    const document::BrushDefaults defaults = document::brushDefaultsFor(cellSize, extent, heightRange);
    const QSignalBlocker block(m_strength);
    m_radius->setMinimum(cell * 0.25);
    m_radius->setValue(defaults.radius);
    m_heightStrength = defaults.strength;
    if (!m_blendShown)
        m_strength->setValue(m_heightStrength);
    const double relief = heightRange > 0.0f && std::isfinite(heightRange) ? heightRange : cell * 16.0;
    m_max->setValue(std::max(m_max->value(), relief));
    emit settingsChanged();
}

bool TerrainToolPanel::isChunkGridVisible() const
{
    return m_chunkGrid->isChecked();
}

void TerrainToolPanel::setChunkGridVisible(bool visible)
{
    m_chunkGrid->setChecked(visible);
}

int TerrainToolPanel::chunkSize() const
{
    return m_chunkSize->value();
}

void TerrainToolPanel::setChunkSize(int cells)
{
    m_chunkSize->setValue(cells);
}

void TerrainToolPanel::setInfoText(const QString &text)
{
    m_info->setText(text);
}

} // namespace ackedit::widgets
