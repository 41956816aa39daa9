#include "actions.h"

#include "languagechange.h"

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

// "&Undo Move" as QUndoGroup's own actions spell it; the prefix alone with nothing to undo.
QString prefixed(const QString &prefix, const QString &command)
{
    return command.isEmpty() ? prefix : prefix + QLatin1Char(' ') + command;
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

    fileMenu = menu(bar, QString(), "menuFile");
    newMenu = fileMenu->addMenu(QString());
    newMenu->setObjectName(QStringLiteral("menuNew"));
    newModel = named(newMenu->addAction(QString()), "actionNewModel");
    newModel->setShortcut(QKeySequence::New);
    newEmptyModel = named(newMenu->addAction(QString()), "actionNewEmptyModel");
    newTerrain = named(newMenu->addAction(QString()), "actionNewTerrain");
    newLevel = named(newMenu->addAction(QString()), "actionNewLevel");
    newBinaryLevel = named(newMenu->addAction(QString()), "actionNewBinaryLevel");
    open = named(fileMenu->addAction(QString()), "actionOpen");
    open->setShortcut(QKeySequence::Open);
    recentMenu = fileMenu->addMenu(QString());
    recentMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    fileMenu->addSeparator();
    save = named(fileMenu->addAction(QString()), "actionSave");
    save->setShortcut(QKeySequence::Save);
    saveAs = named(fileMenu->addAction(QString()), "actionSaveAs");
    // QKeySequence::SaveAs is empty on Linux and Windows: without its own keys, Ctrl+Shift+S did
    // nothing and the letters typed next went to the view as tool keys.
    saveAs->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QKeySequence(QKeySequence::SaveAs)}));
    fileMenu->addSeparator();
    importModel = named(fileMenu->addAction(QString()), "actionImport");
    exportAsset = named(fileMenu->addAction(QString()), "actionExport");
    exportAllFrames = named(fileMenu->addAction(QString()), "actionExportAllFrames");
    fileMenu->addSeparator();
    close = named(fileMenu->addAction(QString()), "actionClose");
    close->setShortcut(QKeySequence::Close);
    fileMenu->addSeparator();
    quit = named(fileMenu->addAction(QString()), "actionQuit");
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // Undo and Redo follow the active stack: enabled state and "Undo <command>" text (made here,
    // not by QUndoGroup::createUndoAction, whose prefix could not change with the language).
    editMenu = menu(bar, QString(), "menuEdit");
    undo = named(new QAction(this), "actionUndo");
    undo->setEnabled(undoGroup->canUndo());
    connect(undo, &QAction::triggered, undoGroup, &QUndoGroup::undo);
    connect(undoGroup, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    undo->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    redo = named(new QAction(this), "actionRedo");
    redo->setEnabled(undoGroup->canRedo());
    connect(redo, &QAction::triggered, undoGroup, &QUndoGroup::redo);
    connect(undoGroup, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    // "&Undo Move": from the group's command texts, worded again after a language switch too.
    const auto undoTexts = [this, undoGroup] {
        undo->setText(prefixed(tr("&Undo"), undoGroup->undoText()));
        redo->setText(prefixed(tr("&Redo"), undoGroup->redoText()));
    };
    connect(undoGroup, &QUndoGroup::undoTextChanged, this, undoTexts);
    connect(undoGroup, &QUndoGroup::redoTextChanged, this, undoTexts);
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    preferences = named(editMenu->addAction(QString()), "actionPreferences");
    preferences->setShortcuts(distinct({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)}));
    preferences->setMenuRole(QAction::PreferencesRole);

    viewMenu = menu(bar, QString(), "menuView");
    frameAll = named(viewMenu->addAction(QString()), "actionFrameAll");
    frameAll->setShortcut(QKeySequence(Qt::Key_F));
    viewMenu->addSeparator();
    auto *modes = new QActionGroup(this);
    textured = named(viewMenu->addAction(QString()), "actionTextured");
    shaded = named(viewMenu->addAction(QString()), "actionShaded");
    wireframe = named(viewMenu->addAction(QString()), "actionWireframe");
    for (QAction *mode : {textured, shaded, wireframe}) {
        mode->setCheckable(true);
        modes->addAction(mode);
    }
    textured->setChecked(true);
    textured->setShortcut(QKeySequence(Qt::Key_1));
    shaded->setShortcut(QKeySequence(Qt::Key_2));
    wireframe->setShortcut(QKeySequence(Qt::Key_3));
    showGrid = named(viewMenu->addAction(QString()), "actionShowGrid");
    showGrid->setCheckable(true);
    showGrid->setShortcut(QKeySequence(Qt::Key_G));
    // Back faces culled (Textured and Shaded): a hollow level shows its inside from outside.
    cullBackFaces = named(viewMenu->addAction(QString()), "actionCullBackFaces");
    cullBackFaces->setCheckable(true);
    editorViewMenu = viewMenu->addMenu(QString());
    editorViewMenu->setObjectName(QStringLiteral("menuEditorView"));
    editorViewMenu->menuAction()->setVisible(false);
    // Blender's numpad views (Acknex models face +X): 1 front, 3 right, 7 top, Ctrl for the
    // opposite. Keypad keys, so they do not clash with 1/2/3 for the render modes. With Num Lock
    // off the same keys arrive as End, Page Down and Home (from the keypad): they work as well.
    QMenu *views = viewMenu->addMenu(QString());
    views->setObjectName(QStringLiteral("menuViewFrom"));
    const struct
    {
        const char *name;
        Qt::KeyboardModifiers modifiers;
        Qt::Key numLockOn, numLockOff;
    } presets[] = {
        {"actionViewFront", Qt::KeypadModifier, Qt::Key_1, Qt::Key_End},
        {"actionViewBack", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_1, Qt::Key_End},
        {"actionViewRight", Qt::KeypadModifier, Qt::Key_3, Qt::Key_PageDown},
        {"actionViewLeft", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_3, Qt::Key_PageDown},
        {"actionViewTop", Qt::KeypadModifier, Qt::Key_7, Qt::Key_Home},
        {"actionViewBottom", Qt::KeypadModifier | Qt::ControlModifier, Qt::Key_7, Qt::Key_Home},
    };
    for (const auto &p : presets) {
        QAction *a = named(views->addAction(QString()), p.name);
        a->setShortcuts({QKeySequence(p.modifiers | p.numLockOn), QKeySequence(p.modifiers | p.numLockOff)});
        viewPresets << a;
    }
    viewMenu->addSeparator();
    nextFrame = named(viewMenu->addAction(QString()), "actionNextFrame");
    nextFrame->setShortcut(QKeySequence(Qt::Key_Period));
    previousFrame = named(viewMenu->addAction(QString()), "actionPreviousFrame");
    previousFrame->setShortcut(QKeySequence(Qt::Key_Comma));
    viewMenu->addSeparator();
    nextTab = named(viewMenu->addAction(QString()), "actionNextTab");
    // The first shortcut is the one menus show: spelled as users know it (the platform's own
    // sequence, e.g. Ctrl+Shift+Backtab on X11, stays as an alternative so the keys still match).
    nextTab->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(QKeySequence::NextChild),
                                    QKeySequence(Qt::CTRL | Qt::Key_PageDown)}));
    previousTab = named(viewMenu->addAction(QString()), "actionPreviousTab");
    previousTab->setShortcuts(distinct({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                                        QKeySequence(QKeySequence::PreviousChild),
                                        QKeySequence(Qt::CTRL | Qt::Key_PageUp)}));
    viewMenu->addSeparator();
    docksMenu = viewMenu->addMenu(QString());
    docksMenu->setObjectName(QStringLiteral("menuPanels"));

    helpMenu = menu(bar, QString(), "menuHelp");
    about = named(helpMenu->addAction(QString()), "actionAbout");
    about->setMenuRole(QAction::AboutRole);

    // Every text in one place: set now, and again when the language changes at run time.
    widgets::onLanguageChange(this, [this, views, undoTexts] {
        fileMenu->setTitle(tr("&File"));
        newMenu->setTitle(tr("&New"));
        newModel->setText(tr("&Model (MDL7, a Box)"));
        newEmptyModel->setText(tr("Model (MDL7, &Empty)"));
        newTerrain->setText(tr("&Terrain (HMP7)…"));
        newLevel->setText(tr("&Level (Text WMP)"));
        newBinaryLevel->setText(tr("Level (&Binary WMP)"));
        open->setText(tr("&Open…"));
        recentMenu->setTitle(tr("Open &Recent"));
        save->setText(tr("&Save"));
        saveAs->setText(tr("Save &As…"));
        importModel->setText(tr("&Import…"));
        exportAsset->setText(tr("&Export…"));
        exportAllFrames->setText(tr("Export All &Frames…"));
        close->setText(tr("&Close"));
        quit->setText(tr("&Quit"));

        editMenu->setTitle(tr("&Edit"));
        undoTexts();
        preferences->setText(tr("&Preferences…"));

        viewMenu->setTitle(tr("&View"));
        frameAll->setText(tr("&Frame All"));
        textured->setText(tr("&Textured"));
        shaded->setText(tr("&Shaded"));
        wireframe->setText(tr("&Wireframe"));
        showGrid->setText(tr("Show &Grid"));
        cullBackFaces->setText(tr("&Cull Back Faces"));
        editorViewMenu->setTitle(tr("&Editor"));
        views->setTitle(tr("View &From"));
        const QString presetTexts[] = {tr("&Front"), tr("&Back"), tr("&Right"), tr("&Left"), tr("&Top"), tr("B&ottom")};
        for (int i = 0; i < viewPresets.size(); ++i)
            viewPresets[i]->setText(presetTexts[i]);
        nextFrame->setText(tr("&Next Frame"));
        previousFrame->setText(tr("&Previous Frame"));
        nextTab->setText(tr("Next &Tab"));
        previousTab->setText(tr("Pre&vious Tab"));
        docksMenu->setTitle(tr("&Panels"));

        helpMenu->setTitle(tr("&Help"));
        about->setText(tr("&About ackedit"));
    });
}

} // namespace ackedit::app
