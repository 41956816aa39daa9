// ModelEditor::selectLocation: what a validator finding on a model points at, shown in the
// editor's own terms (frame, skin in the paint dock, vertices in the vertex selection).
#include "docks/skinpaintdock.h"
#include "editors/modeleditor.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "validation/finding.h"

namespace ackedit::widgets {

namespace {

// The vertices a group, bone or stored triangle finding names.
std::vector<int> locationVertices(const document::ModelDocument &model, const document::FindingLocation &location)
{
    using K = document::FindingLocation::Kind;
    std::vector<int> vertices;
    if (location.kind == K::Group) {
        // No "current group" in the editor: the group's vertices are its selection.
        const QList<document::ModelDocument::Group> groups = model.groups();
        if (location.index >= 0 && location.index < groups.size())
            for (int v = 0; v < groups[location.index].vertexCount; ++v)
                vertices.push_back(groups[location.index].firstVertex + v);
    } else if (location.kind == K::Bone) {
        vertices = model.boneVertices(location.index); // the editor has no bone selection
    } else {
        vertices = model.storedTriangleVertices(location.group, location.index);
    }
    return vertices;
}

} // namespace

void ModelEditor::selectLocation(const document::FindingLocation &location)
{
    using K = document::FindingLocation::Kind;
    switch (location.kind) {
    case K::Skin:
        if (SkinPaintDock *dock = skinPaintDock()) {
            dock->setCurrentSkin(location.index);
            dock->show();
            dock->raise();
        }
        break;
    case K::Group:
    case K::Bone:
    case K::Triangle:
        if (document::ModelSelection *selection = vertexSelection()) {
            const std::vector<int> vertices = locationVertices(*selection->document(), location);
            if (location.kind == K::Triangle)
                setCurrentFrame(0); // the frame the triangle rules look at
            selection->apply(vertices, document::SelectionMode::Replace);
        }
        break;
    case K::Vertex: // MDL2-5 UV records (uv/range)
        if (SkinPaintDock *dock = skinPaintDock()) {
            dock->show();
            dock->raise();
            dock->selectUvRecords({location.index});
        }
        break;
    default:
        DocumentEditor::selectLocation(location);
        break;
    }
}

} // namespace ackedit::widgets
