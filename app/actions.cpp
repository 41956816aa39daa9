#include "actions.h"

#include <QActionGroup>

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QUndoGroup>

namespace ackedit::app {

namespace {
QAction *named(QAction *action, const char *name)
{
    action->setObjectName(QLatin1String(name));
    return action;
}

// Without repeats (the platform's standard sequence may equal the spelled-out one).
QList<QKeySequence> distinct(std::initializer_list<QKeySequence> sequences)
{
    QList<QKeySequence> out;
    for (const QKeySequence &s : sequences) {
        if (!s.isEmpty() && !out.contains(s))
            out << s;
    }
    return out;
}

QMenu *menu(QMenuBar *bar, const QString &title, const char *name)
{
    QMenu *m = bar->addMenu(title);
    m->setObjectName(QLatin1String(name));
    return m;
}
} // namespace

Actions::Actions(QMainWindow *window, QUndoGroup *undoGroup) : QObject(window)
{
    QMenuBar *bar = window->menuBar();

    fileMenu = menu(bar, tr("&File"), "menuFile");
    newMenu = fileMenu->addMenu(tr("&New"));
    newMenu->setObjectName(QStringLiteral("menuNew"));
    newModel = named(newMenu->addAction(tr("&Model (MDL7, a Box)")), "actionNewModel");
    newModel->setShortcut(QKeySequence::New);
    newEmptyModel = named(newMenu->addAction(tr("Model (MDL7, &Empty)")), "actionNewEmptyModel");
    newTerrain = named(newMenu->addAction(tr("&Terrain (HMP7)…")), "actionNewTerrain");
    newLevel = named(newMenu->addAction(tr("&Level (Text WMP)")), "actionNewLevel");
    newBinaryLevel = named(newMenu->addAction(tr("Level (&Binary WMP)")), "actionNewBinaryLevel");
    open = named(fileMenu->addAction(tr("&Open…")), "actionOpen");
    open->setShortcut(QKeySequence::Open);
    recentMenu = fileMenu->addMenu(tr("Open &Recent"));
    recentMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    fileMenu->addSeparator();
    save = named(fileMenu->addAction(tr("&Save")), "actionSave");
    save->setShortcut(QKeySequence::Save);
    saveAs = named(fileMenu->addAction(tr("Save &As…")), "actionSaveAs");
    // QKeySequence::SaveAs is empty on Linux and Windows: without its own keys, Ctrl+Shift+S did
    // nothing and the letters typed next went to the view as tool keys.
    saveAs->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QKeySequence(QKeySequence::SaveAs)}));
    fileMenu->addSeparator();
    importModel = named(fileMenu->addAction(tr("&Import…")), "actionImport");
    exportAsset = named(fileMenu->addAction(tr("&Export…")), "actionExport");
    exportAllFrames = named(fileMenu->addAction(tr("Export All &Frames…")), "actionExportAllFrames");
    fileMenu->addSeparator();
    close = named(fileMenu->addAction(tr("&Close")), "actionClose");
    close->setShortcut(QKeySequence::Close);
    fileMenu->addSeparator();
    quit = named(fileMenu->addAction(tr("&Quit")), "actionQuit");
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // The group's actions follow the active stack: enabled state and "Undo <command>" text.
    editMenu = menu(bar, tr("&Edit"), "menuEdit");
    undo = named(undoGroup->createUndoAction(this, tr("&Undo")), "actionUndo");
    undo->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    redo = named(undoGroup->createRedoAction(this, tr("&Redo")), "actionRedo");
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    preferences = named(editMenu->addAction(tr("&Preferences…")), "actionPreferences");
    preferences->setShortcuts(distinct({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)}));
    preferences->setMenuRole(QAction::PreferencesRole);

    viewMenu = menu(bar, tr("&View"), "menuView");
    frameAll = named(viewMenu->addAction(tr("&Frame All")), "actionFrameAll");
    frameAll->setShortcut(QKeySequence(Qt::Key_F));
    viewMenu->addSeparator();
    auto *modes = new QActionGroup(this);
    textured = named(viewMenu->addAction(tr("&Textured")), "actionTextured");
    shaded = named(viewMenu->addAction(tr("&Shaded")), "actionShaded");
    wireframe = named(viewMenu->addAction(tr("&Wireframe")), "actionWireframe");
    for (QAction *mode : {textured, shaded, wireframe}) {
        mode->setCheckable(true);
        modes->addAction(mode);
    }
    textured->setChecked(true);
    textured->setShortcut(QKeySequence(Qt::Key_1));
    shaded->setShortcut(QKeySequence(Qt::Key_2));
    wireframe->setShortcut(QKeySequence(Qt::Key_3));
    showGrid = named(viewMenu->addAction(tr("Show &Grid")), "actionShowGrid");
    showGrid->setCheckable(true);
    showGrid->setShortcut(QKeySequence(Qt::Key_G));
    // Back faces culled (Textured and Shaded): a hollow level shows its inside from outside.
    cullBackFaces = named(viewMenu->addAction(tr("&Cull Back Faces")), "actionCullBackFaces");
    cullBackFaces->setCheckable(true);
    editorViewMenu = viewMenu->addMenu(tr("&Editor"));
    editorViewMenu->setObjectName(QStringLiteral("menuEditorView"));
    editorViewMenu->menuAction()->setVisible(false);
    // Blender's numpad views (Acknex models face +X): 1 front, 3 right, 7 top, Ctrl for the
    // opposite. Keypad keys, so they do not clash with 1/2/3 for the render modes. With Num Lock
    // off the same keys arrive as End, Page Down and Home (from the keypad): they work as well.
    QMenu *views = viewMenu->addMenu(tr("View &From"));
    views->setObjectName(QStringLiteral("menuViewFrom"));
    const struct
    {
        QString text;
        const char *name;
        Qt::KeyboardModifiers modifiers;
        Qt::Key numLockOn, numLockOff;
    } presets[] = {
        {tr("&Front"), "actionViewFront", Qt::KeypadModifier, Qt::Key_1, Qt::Key_End},
        {tr("&Back"), "actionViewBack", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_1, Qt::Key_End},
        {tr("&Right"), "actionViewRight", Qt::KeypadModifier, Qt::Key_3, Qt::Key_PageDown},
        {tr("&Left"), "actionViewLeft", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_3, Qt::Key_PageDown},
        {tr("&Top"), "actionViewTop", Qt::KeypadModifier, Qt::Key_7, Qt::Key_Home},
        {tr("B&ottom"), "actionViewBottom", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_7, Qt::Key_Home},
    };
    for (const auto &p : presets) {
        QAction *a = named(views->addAction(p.text), p.name);
        a->setShortcuts({QKeySequence(p.modifiers | p.numLockOn), QKeySequence(p.modifiers | p.numLockOff)});
        viewPresets << a;
    }
    viewMenu->addSeparator();
    nextFrame = named(viewMenu->addAction(tr("&Next Frame")), "actionNextFrame");
    nextFrame->setShortcut(QKeySequence(Qt::Key_Period));
    previousFrame = named(viewMenu->addAction(tr("&Previous Frame")), "actionPreviousFrame");
    previousFrame->setShortcut(QKeySequence(Qt::Key_Comma));
    viewMenu->addSeparator();
    nextTab = named(viewMenu->addAction(tr("Next &Tab")), "actionNextTab");
    // The first shortcut is the one menus show: spelled as users know it (the platform's own
    // sequence, e.g. Ctrl+Shift+Backtab on X11, stays as an alternative so the keys still match).
    nextTab->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(QKeySequence::NextChild),
                                    QKeySequence(Qt::CTRL | Qt::Key_PageDown)}));
    previousTab = named(viewMenu->addAction(tr("Pre&vious Tab")), "actionPreviousTab");
    previousTab->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                                        QKeySequence(QKeySequence::PreviousChild),
                                        QKeySequence(Qt::CTRL | Qt::Key_PageUp)}));
    viewMenu->addSeparator();
    docksMenu = viewMenu->addMenu(tr("&Panels"));
    docksMenu->setObjectName(QStringLiteral("menuPanels"));

    helpMenu = menu(bar, tr("&Help"), "menuHelp");
    about = named(helpMenu->addAction(tr("&About ackedit")), "actionAbout");
    about->setMenuRole(QAction::AboutRole);
}

} // namespace ackedit::app
