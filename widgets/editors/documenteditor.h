#pragma once
// What the main window shows for one open document: a central widget (usually a viewport plus
// editor-specific controls) and the docks that belong to it (trees, property panel, tool panel),
// which the main window shows while this editor's tab is current and hides otherwise.
#include "validation/finding.h"

#include <QList>
#include <QWidget>

#include <vector>

class QAction;
class QDockWidget;

class QMenu;

namespace ackedit::document {
class Document;
}

namespace ackedit::widgets {

class Viewport;

class DocumentEditor : public QWidget
{
    Q_OBJECT
public:
    explicit DocumentEditor(document::Document *document, QWidget *parent = nullptr)
        : QWidget(parent), m_document(document) {}

    // The editor for `document`'s kind (model, terrain, level, level source; a plain viewer for
    // the rest). The document must outlive the editor.
    static DocumentEditor *create(document::Document *document, QWidget *parent = nullptr);

    document::Document *document() const { return m_document; }
    virtual Viewport *viewport() const = 0; // null if the editor has none
    // Docks owned by this editor (parented to it; the main window re-parents them into itself
    // with addDockWidget and gives them back on close). Object names must be stable and unique
    // per editor class, for QMainWindow::saveState. A dock with the property "hiddenAtFirst"
    // starts hidden the first time the window places it; one with "tabifyWith" (the object name
    // of a dock listed before it) is placed as a tab beside that dock.
    virtual QList<QDockWidget *> dockWidgets() const { return {}; }
    // The editor's own view settings (layout, grid step, snapping), listed in View ▸ Editor.
    virtual QList<QAction *> viewActions() const { return {}; }
    // The editor's tools for its tool bar, shown under the main tool bar while this editor's tab
    // is current (after the window's render modes); a null entry stands for a separator. The
    // actions are the ones its menus and docks use (owned by the editor), each with an icon.
    virtual QList<QAction *> toolBarActions() const { return {}; }
    // The editor's own menu in the menu bar, before Help (the level editor's Level menu: Add,
    // Group, path mode); null for none. Owned by the editor.
    virtual QMenu *editorMenu() const { return nullptr; }
    // One line for the status bar: name · format · counts.
    virtual QString statusText() const = 0;

    // Animation frames the editor steps through (View ▸ Next / Previous Frame); 1 = none.
    virtual int frameCount() const { return 1; }
    virtual int currentFrame() const { return 0; }
    virtual void setCurrentFrame(int /*frame*/) {}

    // Shows what a validator finding points at (the Issues dock's activation): the frame, skin,
    // vertices or nodes this editor has. Base: frames; other locations are ignored.
    virtual void selectLocation(const document::FindingLocation &location);

    // Whether the editor is still reading what it draws beside the document on other threads (a
    // level's WAD textures and entity models): what a screenshot or a measurement waits for.
    virtual bool isLoading() const { return false; }

signals:
    void statusTextChanged(const QString &text);
    void loadingFinished(); // isLoading() turned false
    // The frame count or the current frame changed.
    void framesChanged();
    // viewport() is another view now (the user clicked into another of the editor's views).
    void viewportChanged();
    // The editor made a file the user will want to see (a built WMB): the window opens it.
    void openRequested(const QString &path);
    // Findings about the document that no validator rule gives (a build's warnings): the Issues
    // dock lists them with the rules' findings until the next report replaces them.
    void findingsReported(const std::vector<ackedit::document::Finding> &findings);

private:
    document::Document *m_document;
};

} // namespace ackedit::widgets
