#pragma once
// The editor for texture archives (WAD2/WAD7): every texture as a thumbnail with its name and
// size, like WED's texture manager. There is no 3D view and nothing to edit yet.
#include "editors/documenteditor.h"

class QListWidget;

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

private:
    QListWidget *m_sheet;
};

} // namespace ackedit::widgets
