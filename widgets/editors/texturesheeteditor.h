#pragma once
// The editor for texture archives (WAD2/WAD7): every texture as a thumbnail with its name and
// size, like WED's texture manager, with a tool bar to add (from an image file), replace, export,
// duplicate, rename and delete textures. Each edit is one command of the WadDocument; the sheet
// follows the document (edits, undo, redo).
#include "editors/documenteditor.h"

class QAction;
class QLabel;
class QListWidget;
class QToolBar;

namespace ackedit::document {
class WadDocument;
}

namespace ackedit::widgets {

class TextureSheetEditor : public DocumentEditor
{
    Q_OBJECT
public:
    static constexpr int ThumbnailSize = 128;

    explicit TextureSheetEditor(document::Document *document, QWidget *parent = nullptr);

    Viewport *viewport() const override { return nullptr; }
    QString statusText() const override;
    // One item per texture, in file order (text: name and size; icon: the thumbnail).
    QListWidget *sheet() const { return m_sheet; }
    // The selected texture, -1 when none.
    int currentTexture() const;
    void setCurrentTexture(int texture);
    // What the last edit reported (an error, or where an export went); empty when nothing.
    QString message() const;

private:
    void rebuildSheet();
    void updateActions();
    void report(bool ok, const QString &error, const QString &done);
    QImage readImage(const QString &title, QString *chosen);

    void addTexture();
    void replaceTexture();
    void exportTexture();
    void duplicateTexture();
    void renameTexture();
    void deleteTexture();

    document::WadDocument *m_wad; // null: the archive opened read-only (no edits)
    QToolBar *m_tools;
    QListWidget *m_sheet;
    QLabel *m_message;
    QList<QAction *> m_needSelection;
};

} // namespace ackedit::widgets
