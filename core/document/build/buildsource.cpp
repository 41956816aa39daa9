#include "build/buildsource.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <limits>

namespace ackedit::document::build {

namespace {
// More than the 0.5-unit snap can move a plane, with room for rounding.
constexpr double NotConvexTolerance = 1.0;
} // namespace

void visitDepthFirst(const SceneDocument &doc, const std::function<void(NodeId)> &visit)
{
    QList<NodeId> todo = doc.children(0);
    std::reverse(todo.begin(), todo.end());
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeLast();
        visit(id);
        QList<NodeId> children = doc.children(id);
        std::reverse(children.begin(), children.end());
        todo += children;
    }
}

std::vector<SourceBlock> sourceBlocks(const SceneDocument &doc)
{
    std::vector<SourceBlock> out;
    visitDepthFirst(doc, [&](NodeId id) {
        if (doc.nodeKind(id) != NodeKind::Block)
            return;
        std::vector<std::vector<Eigen::Vector3f>> polygons;
        std::vector<int> faces;
        if (!doc.blockPolygons(id, &polygons, &faces))
            return;
        const QStringList textures = doc.property(id, QStringLiteral("faceTextures")).toStringList();
        const std::vector<FaceSurface> surfaces = faceSurfaces(doc, id);
        SourceBlock block;
        block.id = id;
        block.name = doc.nodeName(id);
        for (size_t i = 0; i < polygons.size(); ++i) {
            SourceFace face;
            face.face = i < faces.size() ? faces[i] : int(i);
            for (const Eigen::Vector3f &p : polygons[i])
                face.polygon.push_back(p.cast<double>());
            face.texture = face.face >= 0 && face.face < textures.size() ? textures[face.face] : QString();
            if (face.face >= 0 && size_t(face.face) < surfaces.size())
                face.surface = surfaces[size_t(face.face)];
            block.faces.push_back(std::move(face));
        }
        out.push_back(std::move(block));
    });
    return out;
}

BuildBlock compiledGeometry(const SourceBlock &block)
{
    std::vector<FacePlane> planes;
    std::vector<int> faceOfPlane; // planes skip faces without area
    QStringList problems;
    for (size_t f = 0; f < block.faces.size(); ++f) {
        const SourceFace &face = block.faces[f];
        FacePlane plane;
        if (planeOf(face.polygon, &plane)) {
            // blockPolygons gives any winding: the outward normal points away from the centre.
            planes.push_back(plane);
            faceOfPlane.push_back(int(f));
        } else {
            problems << QCoreApplication::translate("Build", "Block %1: face %2 has no area").arg(block.name).arg(face.face);
        }
    }
    Eigen::Vector3d centre = Eigen::Vector3d::Zero();
    int corners = 0;
    for (const SourceFace &face : block.faces)
        for (const Eigen::Vector3d &p : face.polygon) {
            centre += p;
            ++corners;
        }
    if (corners > 0)
        centre /= corners;
    for (FacePlane &plane : planes) {
        if (plane.normal.dot(centre) > plane.distance) { // the centre on the outer side: turn it
            plane.normal = -plane.normal;
            plane.distance = -plane.distance;
        }
    }
    // A corner far outside another face's plane: the block is not convex (or its faces do not
    // meet), and like WED's, Build's block is what the planes enclose.
    double outside = 0;
    for (const SourceFace &face : block.faces)
        for (const Eigen::Vector3d &p : face.polygon)
            for (const FacePlane &plane : planes)
                outside = std::max(outside, plane.normal.dot(p) - plane.distance);
    if (outside > NotConvexTolerance)
        problems << QCoreApplication::translate("Build", "Block %1 is not convex (a corner lies %2 units outside a face): "
                                                         "it is built as what its faces' planes enclose")
                        .arg(block.name)
                        .arg(outside, 0, 'f', 1);
    BuildBlock out = blockFromPlanes(planes);
    for (BuildFace &face : out.faces)
        face.face = face.face >= 0 && size_t(face.face) < faceOfPlane.size() ? faceOfPlane[size_t(face.face)] : -1;
    for (const QString &p : out.problems)
        problems << QCoreApplication::translate("Build", "Block %1: %2").arg(block.name, p);
    out.problems = problems;
    return out;
}

QStringList usedTextures(const std::vector<SourceBlock> &blocks)
{
    QStringList out;
    QSet<QString> seen;
    for (const SourceBlock &block : blocks)
        for (const SourceFace &face : block.faces) {
            const QString name = face.texture.isEmpty() ? QStringLiteral("#default") : face.texture;
            if (!seen.contains(name.toLower())) {
                seen.insert(name.toLower());
                out << name;
            }
        }
    return out;
}

void blockBounds(const BuildBlock &block, Eigen::Vector3d *min, Eigen::Vector3d *max)
{
    *min = Eigen::Vector3d::Constant(std::numeric_limits<double>::max());
    *max = -*min;
    for (const BuildFace &face : block.faces)
        for (const Eigen::Vector3d &p : face.polygon) {
            *min = min->cwiseMin(p);
            *max = max->cwiseMax(p);
        }
}

} // namespace ackedit::document::build
