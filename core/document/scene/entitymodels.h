#pragma once
// What the level views need to draw an entity as its model (issue 34 point 4): which entities
// name a model file, where that file is (the engine's search: ExternalSkinFinder's rules), the
// model read for drawing (frame 0, skins, the faces the engine draws), and where the engine puts
// it (position, engine pan/tilt/roll, scale). Loading is a plain function of a path, safe to run
// on any thread; the views load each distinct file once.
#include "common/trianglemesh.h"
#include "scene/scenedocument.h"

#include <Eigen/Geometry>
#include <QImage>
#include <QList>
#include <QString>

namespace ackedit::document {

class ExternalSkinFinder;

struct EntityModel
{
    QString path;              // the file read
    format::TriangleMesh mesh; // frame 0 in the model's own coordinates; invisible faces dropped
    QList<QImage> skins;
    QString problem;           // user text when the file could not be read (mesh empty then)
};

// Reads `path` (MDL, HMP or WMB) for drawing. Never throws: a damaged file gives `problem`.
EntityModel loadEntityModel(const QString &path);

// The entities of `doc` that name a model, terrain or level file (.mdl, .hmp, .wmb), in tree order.
QList<NodeId> modelEntities(const SceneDocument &doc);

// Where `doc`'s entity `id` has its model file: `finder` searched for its "file" property;
// empty when the entity names none or the file is nowhere.
QString entityModelPath(const SceneDocument &doc, NodeId id, const ExternalSkinFinder &finder);

// The engine's placement of the entity's model in the world: T(world position) ·
// Rz(pan) · Ry(−tilt) · Rx(roll) · S(scale), with the angles as the engine gets them.
Eigen::Affine3f entityPlacement(const SceneDocument &doc, NodeId id);

// `mesh` moved by `placement` (positions and normals).
format::TriangleMesh placedMesh(const format::TriangleMesh &mesh, const Eigen::Affine3f &placement);

// One mesh holding a copy of `mesh` per placement, in that order (each as placedMesh makes it),
// with the same skin indices: every entity of one model drawn in one batch per skin, so draw
// calls grow with distinct models, not with entities. Per-triangle data present in `mesh` is
// copied with each triangle.
format::TriangleMesh placedCopies(const format::TriangleMesh &mesh, const std::vector<Eigen::Affine3f> &placements);

} // namespace ackedit::document
