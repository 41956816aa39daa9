#pragma once
// Edit ▸ Preferences…: language, autosave interval, undo memory limit per document, default
// render mode, grid size, the terrain view's chunk size and the mouse navigation scheme. The
// dialog only edits values: Apply and OK hand them over with applied() (the application writes
// and applies them at once), Cancel closes without handing over what was not applied yet. Every
// field has an object name for tests.
#include "viewport/viewport.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QSpinBox;

namespace ackedit::widgets {

struct PreferenceValues
{
    QString language;            // "" = the system's, "en", "de"
    int autosaveSeconds = 60;    // 0 = off
    int undoMemoryLimitMB = 0;   // per document; 0 = no limit
    Viewport::RenderMode defaultRenderMode = Viewport::RenderMode::Textured;
    double gridSize = 0;         // file units; 0 = fitted to the scene
    int terrainChunkSize = 0;    // cells per side of the 3D view's terrain chunks; 0 = automatic
    Viewport::Navigation navigation = Viewport::Navigation::Med;

    bool operator==(const PreferenceValues &) const = default;
};

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const PreferenceValues &values, QWidget *parent = nullptr);

    PreferenceValues values() const; // what the fields show now
    void setValues(const PreferenceValues &values);

    static constexpr int MaxAutosaveSeconds = 24 * 3600;
    static constexpr int MaxUndoMemoryLimitMB = 65536;
    static constexpr double MaxGridSize = 4096.0;

Q_SIGNALS:
    // Apply or OK was pressed (OK: before the dialog closes).
    void applied(const ackedit::widgets::PreferenceValues &values);

private:
    QComboBox *m_language;
    QSpinBox *m_autosave;
    QSpinBox *m_undoLimit;
    QComboBox *m_renderMode;
    QDoubleSpinBox *m_gridSize;
    QComboBox *m_chunkSize;
    QComboBox *m_navigation;
    QDialogButtonBox *m_buttons;
};

} // namespace ackedit::widgets
