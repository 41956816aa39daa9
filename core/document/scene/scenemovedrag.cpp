#include "scene/scenemovedrag.h"

#include "scene/gesturesteps.h"

#include <QUndoStack>
#include <QVector3D>

#include <cmath>

namespace ackedit::document {

namespace {

double snapped(double value, double step) { return step > 0 ? std::round(value / step) * step : value; }

} // namespace

SceneMoveDrag::SceneMoveDrag(SceneDocument *document) : m_document(document) {}

SceneMoveDrag::~SceneMoveDrag()
{
    if (isActive())
        end();
}

bool SceneMoveDrag::begin(const QList<NodeId> &ids, const ViewDescription &view, const Eigen::Vector2f &startPixel)
{
    if (isActive())
        end();
    const QList<NodeId> targets = m_document->transformTargets(ids, QStringLiteral("origin"));
    if (targets.isEmpty() || !view.isValid())
        return false;
    m_targets = targets;
    m_starts.clear();
    Eigen::Vector3d sum = Eigen::Vector3d::Zero();
    for (NodeId id : m_targets) {
        const QVector3D o = m_document->property(id, QStringLiteral("origin")).value<QVector3D>();
        m_starts << Eigen::Vector3d(o.x(), o.y(), o.z());
        Eigen::Vector3d at = Eigen::Vector3d::Zero();
        m_document->worldPosition(id, &at); // a target has an origin, so this is its place
        sum += at;
    }
    m_pivot = sum / double(m_targets.size());
    m_offset = Eigen::Vector3d::Zero();
    m_lastPixel = startPixel;
    m_drag.emplace(TransformKind::Translate, view, m_pivot.cast<float>(), startPixel);
    m_document->beginEditGesture(); // this drag is a step of its own
    m_indexBefore = m_document->undoStack()->index();
    return true;
}

void SceneMoveDrag::setConstraint(TransformConstraint constraint)
{
    if (!isActive())
        return;
    m_drag->setConstraint(constraint);
}

void SceneMoveDrag::moveTo(const Eigen::Vector2f &pixel, double gridStep)
{
    if (!isActive())
        return;
    m_lastPixel = pixel;
    const Eigen::Vector3d raw = m_drag->update(pixel).translationVector().cast<double>();
    const Eigen::Vector3d offset(snapped(raw.x(), gridStep), snapped(raw.y(), gridStep), snapped(raw.z(), gridStep));
    if (!offset.allFinite() || offset == m_offset)
        return;
    m_offset = offset;
    m_document->placeNodes(m_targets, m_starts, m_offset); // merges into this drag's step
}

void SceneMoveDrag::end()
{
    m_drag.reset();
    m_document->beginEditGesture(); // a later edit of the same nodes is a new step
}

void SceneMoveDrag::cancel()
{
    if (!isActive())
        return;
    dropSteps();
    m_drag.reset();
    m_offset = Eigen::Vector3d::Zero();
    m_document->beginEditGesture();
}

void SceneMoveDrag::dropSteps()
{
    dropGestureSteps(m_document, m_indexBefore, m_targets, QStringLiteral("origin"));
}

} // namespace ackedit::document
