#pragma once
// The main window's menus and actions, with their object names (tests and saveState find them by
// name), texts and shortcuts. The window connects them; this class only builds them.
#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QUndoGroup;

namespace ackedit::app {

class Actions : public QObject
{
    Q_OBJECT
public:
    Actions(QMainWindow *window, QUndoGroup *undoGroup);

    QMenu *fileMenu = nullptr;
    QMenu *recentMenu = nullptr;
    QMenu *editMenu = nullptr;
    QMenu *viewMenu = nullptr;
    QMenu *docksMenu = nullptr; // View ▸ Panels: the History dock and the current editor's docks
    QMenu *helpMenu = nullptr;

    QMenu *newMenu = nullptr;
    // File ▸ New: model (a box), model (an empty group), terrain…, level (text WMP), level (WMPB).
    QAction *newModel = nullptr;
    QAction *newEmptyModel = nullptr;
    QAction *newTerrain = nullptr;
    QAction *newLevel = nullptr;
    QAction *newBinaryLevel = nullptr;
    QAction *open = nullptr;
    QAction *save = nullptr;
    QAction *saveAs = nullptr;
    QAction *importModel = nullptr;     // File ▸ Import…: a model from another tool (assimp)
    QAction *exportAsset = nullptr;     // File ▸ Export…: the current frame as glTF 2 / OBJ
    QAction *exportAllFrames = nullptr; // File ▸ Export All Frames…: morph targets in a glTF 2
    QAction *close = nullptr;
    QAction *quit = nullptr;
    QAction *undo = nullptr; // "Undo <command>", from the undo group
    QAction *redo = nullptr;
    QAction *preferences = nullptr; // Edit ▸ Preferences… (PreferencesApplier opens the dialog)
    QAction *frameAll = nullptr;
    QAction *textured = nullptr;  // render modes: one of the three is checked
    QAction *shaded = nullptr;
    QAction *wireframe = nullptr;
    QAction *showGrid = nullptr;
    QAction *cullBackFaces = nullptr;
    QMenu *editorViewMenu = nullptr; // the current editor's viewActions()
    QAction *nextFrame = nullptr;
    QAction *previousFrame = nullptr;
    QAction *nextTab = nullptr;
    QAction *previousTab = nullptr;
    QAction *about = nullptr;
    // View ▸ View From: front, back, right, left, top, bottom (Viewport::ViewPreset's order).
    QList<QAction *> viewPresets;
};

} // namespace ackedit::app
