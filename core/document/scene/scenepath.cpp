// SceneDocument's path points: read and appended through the path's "points" property, so the
// property command gives undo, redo and the exact bytes back like any other field edit (a WMB's
// path nodes are nodes: one is added to the path instead).
#include "scene/scenedocument.h"

#include <QVector3D>

#include <cmath>

namespace ackedit::document {

QVariant SceneDocument::pointsValue(const std::vector<Eigen::Vector3d> &points)
{
    QVariantList list;
    list.reserve(qsizetype(points.size() * 3));
    for (const Eigen::Vector3d &p : points)
        list << p.x() << p.y() << p.z();
    return list;
}

bool SceneDocument::pointsFromValue(const QVariant &value, std::vector<Eigen::Vector3d> *points)
{
    if (value.typeId() != QMetaType::QVariantList)
        return false;
    const QVariantList list = value.toList();
    if (list.size() % 3 != 0)
        return false;
    points->clear();
    for (qsizetype i = 0; i < list.size(); i += 3) {
        Eigen::Vector3d p;
        for (int k = 0; k < 3; ++k) {
            bool ok = false;
            p[k] = list[i + k].toDouble(&ok);
            if (!ok || !std::isfinite(p[k]))
                return false;
        }
        points->push_back(p);
    }
    return true;
}

bool SceneDocument::exactOrigin(NodeId id, Eigen::Vector3d *origin) const
{
    const QVariant value = property(id, QStringLiteral("origin"));
    if (!value.isValid() || !value.canConvert<QVector3D>())
        return false;
    const QVector3D o = value.value<QVector3D>();
    *origin = Eigen::Vector3d(o.x(), o.y(), o.z());
    return true;
}

namespace {

// The frame a path's points are given in: its group's frame moved to the path's origin.
Eigen::Affine3d pointFrame(const SceneDocument &document, NodeId path)
{
    Eigen::Vector3d origin = Eigen::Vector3d::Zero();
    document.exactOrigin(path, &origin);
    return document.parentFrame(path) * Eigen::Translation3d(origin);
}

} // namespace

bool SceneDocument::pathPoints(NodeId path, std::vector<Eigen::Vector3d> *world) const
{
    if (nodeKind(path) != NodeKind::Path || !pointsFromValue(property(path, QStringLiteral("points")), world))
        return false;
    const Eigen::Affine3d frame = pointFrame(*this, path);
    for (Eigen::Vector3d &p : *world)
        p = frame * p;
    return true;
}

void SceneDocument::emitPropertyChanged(NodeId id, const QString &key)
{
    emit propertyChanged(id, key);
    if (key == QLatin1String("points"))
        emit propertyChanged(id, QStringLiteral("nodes"));
    if (key == QLatin1String("faceTextures"))
        emit propertyChanged(id, QStringLiteral("texture"));
}

bool SceneDocument::takesPathPoints(NodeId path) const
{
    std::vector<Eigen::Vector3d> points;
    return nodeKind(path) == NodeKind::Path
        && (addableKinds(path).contains(NodeKind::PathNode) || pointsFromValue(property(path, QStringLiteral("points")), &points));
}

bool SceneDocument::appendPathPoint(NodeId path, const Eigen::Vector3d &world, QString *error)
{
    std::vector<Eigen::Vector3d> points;
    if (nodeKind(path) == NodeKind::Path && addableKinds(path).contains(NodeKind::PathNode)) {
        // A WMB's path nodes are nodes of their own: one is added to the path and placed.
        beginEditGesture();
        return addNodeAt(NodeKind::PathNode, path, world, {}, error) != 0;
    }
    if (nodeKind(path) != NodeKind::Path || !pointsFromValue(property(path, QStringLiteral("points")), &points)) {
        if (error)
            *error = nodeKind(path) == NodeKind::Path ? tr("The points of this path cannot be edited (a WMB6 point list)")
                                                      : tr("Select a path to add nodes to");
        return false;
    }
    points.push_back(pointFrame(*this, path).inverse() * world);
    beginEditGesture(); // each appended point is its own undo step
    return setPropertyAs(tr("Add path node"), path, QStringLiteral("points"), pointsValue(points), error);
}

} // namespace ackedit::document
