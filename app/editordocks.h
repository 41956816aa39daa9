#pragma once
// Puts the current editor's docks (trees, property panel, tool panel) into the main window and
// hides those of the other editors. Whether a dock shows is the user's choice per dock name (as
// left when its tab was last current), so a panel the user did not close comes back with the
// next document of its kind, and one the user closed stays closed. On close the docks go back to
// their editor, which deletes them.
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QVariantMap>

#include "editors/documenteditor.h"

class QDockWidget;
class QMainWindow;
class QMenu;

namespace ackedit::document {
struct FindingLocation;
}
namespace ackedit::widgets {
class IssuesDock;
}

namespace ackedit::app {

class EditorDocks : public QObject
{
    Q_OBJECT
public:
    // `menu` (may be null) lists the current editor's docks' toggle actions.
    EditorDocks(QMainWindow *window, QMenu *menu, QObject *parent = nullptr);

    void setCurrentEditor(widgets::DocumentEditor *editor);
    widgets::DocumentEditor *currentEditor() const { return m_current; }
    // Gives `editor`'s docks back to it; call before deleting the editor.
    void release(widgets::DocumentEditor *editor);

    // The Issues dock (one for the window): the current editor's document's findings; a
    // double-click selects the finding's location in that editor (DocumentEditor::selectLocation:
    // a frame, a skin; the vertices of a group, a bone or a triangle; a UV record in the Skin
    // dock's UV tool; a level object, or the blocks that use a texture).
    widgets::IssuesDock *issuesDock() const { return m_issues; }

    // The user's choice per dock name, for the window layout kept between sessions (the saved
    // dock state alone would also remember docks hidden only because their tab was not current).
    QVariantMap visibility() const;
    void setVisibility(const QVariantMap &visibility);

private:
    void hideDocks(widgets::DocumentEditor *editor);
    void showDocks(widgets::DocumentEditor *editor);
    void selectLocation(const document::FindingLocation &location);

    QMainWindow *m_window;
    QMenu *m_menu;
    QPointer<widgets::DocumentEditor> m_current;
    QSet<QDockWidget *> m_placed;   // docks added to the window (shown once)
    QHash<QString, bool> m_visible; // per dock object name: shown or closed by the user
    widgets::IssuesDock *m_issues;
};

} // namespace ackedit::app
