// SceneDocument's transform edits: one method per kind of change (move, rotate, scale), each a
// property edit of every node it takes, so the views and the property panel edit the same way.
#include "scene/scenedocument.h"
#include "scene/scenevalues.h"

#include <QCoreApplication>
#include <QSet>
#include <QVector3D>

#include <functional>

namespace ackedit::document {

namespace {

bool refuse(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Whether `key` of the node can be edited: listed and not read-only, or (a WMB region's origin,
// its minimum corner, which moves the box as a whole) not listed but given a value.
bool hasEditable(const SceneDocument &doc, NodeId id, const QString &key)
{
    for (const NodeProperty &p : doc.properties(id)) {
        if (p.key == key)
            return !p.readOnly;
    }
    return doc.property(id, key).isValid();
}

// Sets `key` of each target to change(old value) in one step.
bool changeEach(SceneDocument &doc, const QList<NodeId> &ids, const QString &key,
                const std::function<Eigen::Vector3d(NodeId, const Eigen::Vector3d &)> &change, QString *error)
{
    const QList<NodeId> targets = doc.transformTargets(ids, key);
    if (targets.isEmpty())
        return refuse(error, QCoreApplication::translate("SceneDocument", "None of the selected nodes has a %1 to change").arg(key));
    QList<QVariant> values;
    for (NodeId id : targets) {
        const Eigen::Vector3d next = change(id, toEigen(doc.property(id, key).value<QVector3D>()));
        if (!next.allFinite())
            return refuse(error, QCoreApplication::translate("SceneDocument", "The new %1 is not a finite number").arg(key));
        values << QVariant::fromValue(toQt(next));
    }
    return doc.setProperties(targets, key, values, error);
}

} // namespace

QList<NodeId> SceneDocument::transformTargets(const QList<NodeId> &ids, const QString &key) const
{
    const QSet<NodeId> listed(ids.begin(), ids.end());
    QList<NodeId> targets;
    QSet<NodeId> seen;
    for (NodeId id : ids) {
        if (!contains(id) || seen.contains(id) || !hasEditable(*this, id, key))
            continue;
        bool underListed = false;
        for (NodeId a = parentOf(id); a != 0 && !underListed; a = parentOf(a))
            underListed = listed.contains(a) && hasEditable(*this, a, key);
        if (!underListed) {
            targets << id;
            seen.insert(id);
        }
    }
    return targets;
}

bool SceneDocument::translateNodes(const QList<NodeId> &ids, const Eigen::Vector3d &worldDelta, QString *error)
{
    const QList<NodeId> targets = transformTargets(ids, QStringLiteral("origin"));
    QList<Eigen::Vector3d> starts;
    for (NodeId id : targets)
        starts << toEigen(property(id, QStringLiteral("origin")).value<QVector3D>());
    return placeNodes(targets, starts, worldDelta, error);
}

bool SceneDocument::placeNodes(const QList<NodeId> &targets, const QList<Eigen::Vector3d> &starts,
                               const Eigen::Vector3d &worldDelta, QString *error)
{
    if (targets.isEmpty() || starts.size() != targets.size())
        return refuse(error, QCoreApplication::translate("SceneDocument", "None of the selected nodes can be moved"));
    if (!worldDelta.allFinite())
        return refuse(error, QCoreApplication::translate("SceneDocument", "The new %1 is not a finite number").arg(QStringLiteral("origin")));
    QList<QVariant> values;
    for (qsizetype i = 0; i < targets.size(); ++i) {
        // The delta in the frame the origin is given in (a rotated or scaled group).
        const Eigen::Vector3d next = starts[i] + parentFrame(targets[i]).linear().inverse() * worldDelta;
        if (!next.allFinite())
            return refuse(error, QCoreApplication::translate("SceneDocument", "The new %1 is not a finite number").arg(QStringLiteral("origin")));
        values << QVariant::fromValue(toQt(next));
    }
    return setProperties(targets, QStringLiteral("origin"), values, error);
}

bool SceneDocument::rotateNodes(const QList<NodeId> &ids, const Eigen::Vector3d &degrees, QString *error)
{
    return changeEach(*this, ids, QStringLiteral("angles"),
                      [&](NodeId, const Eigen::Vector3d &angles) -> Eigen::Vector3d { return angles + degrees; }, error);
}

bool SceneDocument::scaleNodes(const QList<NodeId> &ids, const Eigen::Vector3d &factors, QString *error)
{
    return changeEach(*this, ids, QStringLiteral("scale"),
                      [&](NodeId, const Eigen::Vector3d &scale) -> Eigen::Vector3d { return scale.cwiseProduct(factors); },
                      error);
}

Eigen::Vector3d SceneDocument::engineAngles(NodeId id) const
{
    const QVariant angles = property(id, QStringLiteral("angles"));
    if (!angles.canConvert<QVector3D>())
        return Eigen::Vector3d::Zero();
    const QVector3D a = angles.value<QVector3D>();
    return Eigen::Vector3d(a.x(), a.y(), a.z());
}

} // namespace ackedit::document
