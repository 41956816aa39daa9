#include "testedit.h"

#include "model/modeldocument.h"
#include "scene/scenedocument.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptstroke.h"
#include "terrain/terraindocument.h"
#include "wad/waddocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <Eigen/Geometry>

#include <functional>

namespace ackedit::app {

namespace {

const QString Name = QStringLiteral("testedit");

document::NodeId firstRenamable(const document::SceneDocument &scene, document::NodeId parent)
{
    for (const document::NodeId id : scene.children(parent)) {
        if (scene.canRename(id) && scene.nodeName(id) != Name)
            return id;
        if (const document::NodeId below = firstRenamable(scene, id))
            return below;
    }
    return 0;
}

bool raiseCentre(document::TerrainDocument *terrain, float strength, QString *error)
{
    const auto &grid = terrain->grid();
    const Eigen::Vector3f lo = grid.vertexPosition(0, grid.rows() - 1), hi = grid.vertexPosition(grid.columns() - 1, 0);
    document::SculptSettings settings;
    settings.kind = document::BrushKind::Raise;
    settings.strength = strength;
    settings.radius = std::max(0.25f * std::abs(hi.x() - lo.x()), 1e-3f);
    document::SculptStroke stroke(terrain->undoStack(), terrain);
    const document::SculptDab dab{Eigen::Vector2f((lo.x() + hi.x()) / 2, (lo.y() + hi.y()) / 2), 0.0f};
    stroke.begin(document::SculptBrush::create(settings), dab);
    const QRect changed = stroke.dab(dab);
    stroke.end();
    if (changed.isEmpty() && error)
        *error = QCoreApplication::translate("main", "the dab touched no point");
    return !changed.isEmpty();
}

} // namespace

bool applyTestEdit(document::Document *document, const Eigen::Vector3f &by, QString *error)
{
    if (auto *model = qobject_cast<document::ModelDocument *>(document))
        return model->transformAll(Eigen::Affine3f(Eigen::Translation3f(by)),
                                   QCoreApplication::translate("main", "Test Move"), error);
    if (auto *terrain = qobject_cast<document::TerrainDocument *>(document))
        return raiseCentre(terrain, by.z(), error);
    if (auto *scene = qobject_cast<document::SceneDocument *>(document)) {
        const document::NodeId id = firstRenamable(*scene, 0);
        if (!id) {
            if (error)
                *error = QCoreApplication::translate("main", "no node can be renamed");
            return false;
        }
        return scene->rename(id, Name, error);
    }
    if (auto *wad = qobject_cast<document::WadDocument *>(document))
        return wad->renameTexture(0, Name, error);
    if (error)
        *error = QCoreApplication::translate("main", "no test edit for this kind of document");
    return false;
}

} // namespace ackedit::app
