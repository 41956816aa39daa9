#include "editors/documenteditor.h"
#include "editors/viewereditor.h"

namespace ackedit::widgets {

DocumentEditor *DocumentEditor::create(document::Document *document, QWidget *parent)
{
    // One line per editor class (ModelEditor, TerrainEditor, LevelEditor), each checking the
    // document's class with qobject_cast, before this fallback.
    return new ViewerEditor(document, parent);
}

} // namespace ackedit::widgets
