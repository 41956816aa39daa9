#pragma once
// Puts the preferences to work the moment they change (Preferences::changed), and on every
// document opened from now on:
//   autosave interval      the Autosaver's timer;
//   undo memory limit      an UndoBudget on every open document's stack and each new one;
//   default render mode    View ▸ Textured/Shaded/Wireframe is checked so for each document
//                          opened from now on (views already open keep theirs);
//   grid size              every viewport (a level editor's snapping grid too; 0: fitted to the
//                          scene, and a level's 16 units) and the ones made from now on;
//   terrain chunk size     open terrain editors rebuild their chunks; new ones use it;
//   mouse navigation       every viewport at once (Viewport::setNavigation);
//   language               stored, and languageChanged() tells the runtime language switch.
// Edit ▸ Preferences… opens the dialog (showDialog).
#include <QObject>
#include <QString>

class QWidget;

namespace ackedit::widgets {
class DocumentEditor;
}

namespace ackedit::app {

class Actions;
class Autosaver;
class DocumentManager;
class Preferences;

class PreferencesApplier : public QObject
{
    Q_OBJECT
public:
    // Applies every preference now, connects Edit ▸ Preferences… (`actions->preferences`, may be
    // null) and follows the documents of `documents`.
    PreferencesApplier(DocumentManager *documents, Autosaver *autosaver, Actions *actions,
                       QWidget *dialogParent);

    Preferences *preferences() const { return m_preferences; }

    // Edit ▸ Preferences…: the dialog, modal; Apply and OK write and apply.
    void showDialog();

Q_SIGNALS:
    // The language setting changed ("" = the system's, "en", "de").
    void languageChanged(const QString &language);

private:
    void apply(const QString &key);
    void documentAdded(int index);
    void applyUndoLimit(int index) const;
    void applyGrid(widgets::DocumentEditor *editor) const;
    void checkDefaultRenderMode() const;

    Preferences *m_preferences;
    DocumentManager *m_documents;
    Autosaver *m_autosaver;
    Actions *m_actions;
    QWidget *m_dialogParent;
};

} // namespace ackedit::app
