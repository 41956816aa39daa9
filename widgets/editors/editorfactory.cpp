#include "editors/documenteditor.h"
#include "editors/terraineditor.h"
#include "editors/leveleditor.h"
#include "editors/modeleditor.h"
#include "editors/texturesheeteditor.h"
#include "editors/viewereditor.h"
#include "model/modeldocument.h"

namespace ackedit::widgets {

DocumentEditor *DocumentEditor::create(document::Document *document, QWidget *parent)
{
    // One line per editor class (ModelEditor, TerrainEditor, LevelEditor, TextureSheetEditor), each checking the
    // document's class with qobject_cast, before this fallback.
    if (auto *scene = qobject_cast<document::SceneDocument *>(document)) return new LevelEditor(scene, parent);
    if (auto *terrain = qobject_cast<document::TerrainDocument *>(document)) return new TerrainEditor(terrain, parent);
    if (auto *model = qobject_cast<document::ModelDocument *>(document)) return new ModelEditor(model, parent);
    if (document->asset()->kind() == format::AssetFile::Kind::TextureArchive) return new TextureSheetEditor(document, parent);
    return new ViewerEditor(document, parent);
}

} // namespace ackedit::widgets
