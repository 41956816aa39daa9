#pragma once
// What the main window shows for one open document: a central widget (usually a viewport plus
// editor-specific controls) and the docks that belong to it (trees, property panel, tool panel),
// which the main window shows while this editor's tab is current and hides otherwise.
#include <QList>
#include <QWidget>

class QDockWidget;

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
    // per editor class, for QMainWindow::saveState.
    virtual QList<QDockWidget *> dockWidgets() const { return {}; }
    // One line for the status bar: name · format · counts.
    virtual QString statusText() const = 0;

signals:
    void statusTextChanged(const QString &text);

private:
    document::Document *m_document;
};

} // namespace ackedit::widgets
