#pragma once
// The editor's preferences (Edit ▸ Preferences…) in one place: typed getters and setters over
// their QSettings keys. A setter given a value other than the current one writes it and emits
// changed(key), so each part of the editor applies it at once (PreferencesApplier); the same value
// writes nothing. Reading goes to QSettings every time, so a value written elsewhere (a test,
// another window) is what the next read returns; values out of range read as the nearest valid.
#include "dialogs/preferencesdialog.h"
#include "viewport/viewport.h"

#include <QObject>
#include <QString>

class QVariant;

namespace ackedit::app {

class Preferences : public QObject
{
    Q_OBJECT
public:
    explicit Preferences(QObject *parent = nullptr);

    // "general/language": "" (the system's), "en" or "de".
    static QString languageKey() { return QStringLiteral("general/language"); }
    QString language() const;
    void setLanguage(const QString &language);

    // Autosaver::intervalKey() ("autosave/intervalSeconds"): seconds, 0 = off, default 60.
    static QString autosaveIntervalKey();
    int autosaveIntervalSeconds() const;
    void setAutosaveIntervalSeconds(int seconds);

    // "undo/memoryLimitMB": undo memory per document in MiB (UndoBudget), 0 = no limit.
    static QString undoMemoryLimitKey() { return QStringLiteral("undo/memoryLimitMB"); }
    static constexpr int DefaultUndoMemoryLimitMB = 1024;
    static constexpr int MaxUndoMemoryLimitMB = 65536;
    int undoMemoryLimitMB() const;
    void setUndoMemoryLimitMB(int megabytes);

    // "view/defaultRenderMode": the render mode of views opened from now on.
    using RenderMode = widgets::Viewport::RenderMode;
    static QString defaultRenderModeKey() { return QStringLiteral("view/defaultRenderMode"); }
    RenderMode defaultRenderMode() const;
    void setDefaultRenderMode(RenderMode mode);
    static QString renderModeName(RenderMode mode); // "textured", "shaded", "wireframe"

    // "view/gridSize": the grid step in file units, 0 = fitted to the scene (a level's default
    // 16-unit grid in a level).
    static QString gridSizeKey() { return QStringLiteral("view/gridSize"); }
    static constexpr double MaxGridSize = 4096.0;
    double gridSize() const;
    void setGridSize(double units);

    // "terrain/chunkSize": cells per side of the 3D view's terrain chunks (TerrainView), 0 =
    // automatic; otherwise 16, 32, 64, 128 or 256.
    static QString terrainChunkSizeKey() { return QStringLiteral("terrain/chunkSize"); }
    int terrainChunkSize() const;
    void setTerrainChunkSize(int cells);

    // "view/navigation": "med" (MED and WED, the default) or "blender" (Viewport::Navigation).
    using Navigation = widgets::Viewport::Navigation;
    static QString navigationKey() { return QStringLiteral("view/navigation"); }
    Navigation navigation() const;
    void setNavigation(Navigation navigation);

    // All of them at once, as the dialog shows them; setValues writes each that differs.
    widgets::PreferenceValues values() const;
    void setValues(const widgets::PreferenceValues &values);

Q_SIGNALS:
    void changed(const QString &key);

private:
    void write(const QString &key, const QVariant &value);
};

} // namespace ackedit::app
