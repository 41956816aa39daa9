#pragma once
// The fallback editor: shows frame 0 of any asset in a viewport, with its skins, and nothing to
// edit. Used for kinds that have no editor of their own yet.
#include "editors/documenteditor.h"

namespace ackedit::widgets {

class ViewerEditor : public DocumentEditor
{
    Q_OBJECT
public:
    explicit ViewerEditor(document::Document *document, QWidget *parent = nullptr);
    Viewport *viewport() const override { return m_viewport; }
    QString statusText() const override;

private:
    Viewport *m_viewport;
};

} // namespace ackedit::widgets
