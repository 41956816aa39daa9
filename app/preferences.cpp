#include "preferences.h"

#include "autosaver.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

namespace ackedit::app {

namespace {
const QString textured = QStringLiteral("textured");
const QString shaded = QStringLiteral("shaded");
const QString wireframe = QStringLiteral("wireframe");
const QString med = QStringLiteral("med");
const QString blender = QStringLiteral("blender");

int chunkSizeFor(int cells)
{
    if (cells <= 0)
        return 0;
    int size = 16;
    while (size < cells && size < 256)
        size *= 2;
    return size;
}
} // namespace

Preferences::Preferences(QObject *parent) : QObject(parent) {}

void Preferences::write(const QString &key, const QVariant &value)
{
    QSettings().setValue(key, value);
    Q_EMIT changed(key);
}

QString Preferences::language() const
{
    const QString language = QSettings().value(languageKey()).toString();
    return language == QLatin1String("en") || language == QLatin1String("de") ? language : QString();
}

void Preferences::setLanguage(const QString &language)
{
    const QString value = language == QLatin1String("en") || language == QLatin1String("de") ? language : QString();
    if (value != this->language())
        write(languageKey(), value);
}

QString Preferences::autosaveIntervalKey()
{
    return Autosaver::intervalKey();
}

int Preferences::autosaveIntervalSeconds() const
{
    return std::max(0, QSettings().value(autosaveIntervalKey(), Autosaver::defaultIntervalSeconds).toInt());
}

void Preferences::setAutosaveIntervalSeconds(int seconds)
{
    if (std::max(0, seconds) != autosaveIntervalSeconds())
        write(autosaveIntervalKey(), std::max(0, seconds));
}

int Preferences::undoMemoryLimitMB() const
{
    return std::clamp(QSettings().value(undoMemoryLimitKey(), DefaultUndoMemoryLimitMB).toInt(), 0,
                      MaxUndoMemoryLimitMB);
}

void Preferences::setUndoMemoryLimitMB(int megabytes)
{
    if (std::clamp(megabytes, 0, MaxUndoMemoryLimitMB) != undoMemoryLimitMB())
        write(undoMemoryLimitKey(), std::clamp(megabytes, 0, MaxUndoMemoryLimitMB));
}

Preferences::RenderMode Preferences::defaultRenderMode() const
{
    const QString name = QSettings().value(defaultRenderModeKey()).toString();
    return name == shaded ? RenderMode::Shaded : name == wireframe ? RenderMode::Wireframe : RenderMode::Textured;
}

QString Preferences::renderModeName(RenderMode mode)
{
    return mode == RenderMode::Shaded ? shaded : mode == RenderMode::Wireframe ? wireframe : textured;
}

void Preferences::setDefaultRenderMode(RenderMode mode)
{
    if (mode != defaultRenderMode())
        write(defaultRenderModeKey(), renderModeName(mode));
}

double Preferences::gridSize() const
{
    const double units = QSettings().value(gridSizeKey(), 0.0).toDouble();
    return std::isfinite(units) ? std::clamp(units, 0.0, MaxGridSize) : 0.0;
}

void Preferences::setGridSize(double units)
{
    const double value = std::isfinite(units) ? std::clamp(units, 0.0, MaxGridSize) : 0.0;
    if (value != gridSize())
        write(gridSizeKey(), value);
}

int Preferences::terrainChunkSize() const
{
    return chunkSizeFor(QSettings().value(terrainChunkSizeKey(), 0).toInt());
}

void Preferences::setTerrainChunkSize(int cells)
{
    if (chunkSizeFor(cells) != terrainChunkSize())
        write(terrainChunkSizeKey(), chunkSizeFor(cells));
}

Preferences::Navigation Preferences::navigation() const
{
    return QSettings().value(navigationKey()).toString() == blender ? Navigation::Blender : Navigation::Med;
}

void Preferences::setNavigation(Navigation navigation)
{
    if (navigation != this->navigation())
        write(navigationKey(), navigation == Navigation::Blender ? blender : med);
}

widgets::PreferenceValues Preferences::values() const
{
    widgets::PreferenceValues v;
    v.language = language();
    v.autosaveSeconds = autosaveIntervalSeconds();
    v.undoMemoryLimitMB = undoMemoryLimitMB();
    v.defaultRenderMode = defaultRenderMode();
    v.gridSize = gridSize();
    v.terrainChunkSize = terrainChunkSize();
    v.navigation = navigation();
    return v;
}

void Preferences::setValues(const widgets::PreferenceValues &v)
{
    setLanguage(v.language);
    setAutosaveIntervalSeconds(v.autosaveSeconds);
    setUndoMemoryLimitMB(v.undoMemoryLimitMB);
    setDefaultRenderMode(v.defaultRenderMode);
    setGridSize(v.gridSize);
    setTerrainChunkSize(v.terrainChunkSize);
    setNavigation(v.navigation);
}

} // namespace ackedit::app
