#include "preferencesapplier.h"

#include "actions.h"
#include "autosaver.h"
#include "documentmanager.h"
#include "preferences.h"

#include "dialogs/preferencesdialog.h"
#include "document.h"
#include "editors/documenteditor.h"
#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "editors/terraineditor.h"
#include "editors/terrainview.h"
#include "undobudget.h"
#include "viewport/viewport.h"

#include <QAction>

#include <algorithm>
#include <cmath>

namespace ackedit::app {

PreferencesApplier::PreferencesApplier(DocumentManager *documents, Autosaver *autosaver, Actions *actions,
                                       QWidget *dialogParent)
    : QObject(dialogParent),
      m_preferences(new Preferences(this)),
      m_documents(documents),
      m_autosaver(autosaver),
      m_actions(actions),
      m_dialogParent(dialogParent)
{
    connect(m_preferences, &Preferences::changed, this, &PreferencesApplier::apply);
    connect(m_documents, &DocumentManager::documentAdded, this, &PreferencesApplier::documentAdded);
    if (m_actions && m_actions->preferences)
        connect(m_actions->preferences, &QAction::triggered, this, &PreferencesApplier::showDialog);
    for (const QString &key :
         {Preferences::autosaveIntervalKey(), Preferences::undoMemoryLimitKey(), Preferences::gridSizeKey(),
          Preferences::terrainChunkSizeKey(), Preferences::navigationKey()})
        apply(key);
    checkDefaultRenderMode(); // the View menu of the first document
}

void PreferencesApplier::showDialog()
{
    widgets::PreferencesDialog dialog(m_preferences->values(), m_dialogParent);
    connect(&dialog, &widgets::PreferencesDialog::applied, m_preferences, &Preferences::setValues);
    dialog.exec();
}

void PreferencesApplier::apply(const QString &key)
{
    if (key == Preferences::languageKey()) {
        Q_EMIT languageChanged(m_preferences->language());
    } else if (key == Preferences::autosaveIntervalKey()) {
        if (m_autosaver)
            m_autosaver->setIntervalSeconds(m_preferences->autosaveIntervalSeconds());
    } else if (key == Preferences::undoMemoryLimitKey()) {
        for (int i = 0; i < m_documents->count(); ++i)
            applyUndoLimit(i);
    } else if (key == Preferences::gridSizeKey()) {
        widgets::Viewport::setDefaultGridStep(float(m_preferences->gridSize()));
        for (int i = 0; i < m_documents->count(); ++i)
            applyGrid(m_documents->editor(i));
    } else if (key == Preferences::terrainChunkSizeKey()) {
        const int cells = m_preferences->terrainChunkSize();
        if (cells == widgets::TerrainView::preferredChunkCells())
            return;
        widgets::TerrainView::setPreferredChunkCells(cells);
        for (int i = 0; i < m_documents->count(); ++i) {
            if (auto *terrain = qobject_cast<widgets::TerrainEditor *>(m_documents->editor(i)))
                terrain->rebuildView();
        }
    } else if (key == Preferences::navigationKey()) {
        widgets::Viewport::setNavigation(m_preferences->navigation());
    }
    // The default render mode is for documents opened from now on (documentAdded).
}

void PreferencesApplier::documentAdded(int index)
{
    applyUndoLimit(index);
    applyGrid(m_documents->editor(index));
    // Checked before the document becomes current, which puts the View menu's mode on its view.
    checkDefaultRenderMode();
}

void PreferencesApplier::applyUndoLimit(int index) const
{
    if (document::Document *doc = m_documents->document(index))
        document::UndoBudget::ensure(doc->undoStack())->setLimit(qint64(m_preferences->undoMemoryLimitMB()) << 20);
}

void PreferencesApplier::applyGrid(widgets::DocumentEditor *editor) const
{
    if (!editor)
        return;
    const double step = m_preferences->gridSize();
    if (auto *level = qobject_cast<widgets::LevelEditor *>(editor)) {
        // A level's grid is also what moves snap to: WED's 16 units unless a size is chosen. A new
        // level editor starts with it (Viewport::defaultGridStep); setting it again would put
        // "Grid: … units" in place of its summary on the status line.
        const double wanted = step > 0 ? step : widgets::LevelMoveTool::DefaultGridStep;
        if (std::abs(level->gridStep() - std::clamp(wanted, 1.0, 1024.0)) > 1e-9)
            level->setGridStep(wanted);
        return;
    }
    for (widgets::Viewport *view : editor->findChildren<widgets::Viewport *>())
        view->setGridStep(float(step));
}

void PreferencesApplier::checkDefaultRenderMode() const
{
    if (!m_actions)
        return;
    using Mode = widgets::Viewport::RenderMode;
    const Mode mode = m_preferences->defaultRenderMode();
    QAction *action = mode == Mode::Wireframe ? m_actions->wireframe
                      : mode == Mode::Shaded  ? m_actions->shaded
                                              : m_actions->textured;
    if (action)
        action->setChecked(true);
}

} // namespace ackedit::app
