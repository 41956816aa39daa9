#include "scene/sceneturndrag.h"

#include "scene/gesturesteps.h"

#include <QUndoStack>
#include <QVector3D>

#include <cmath>

namespace ackedit::document {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr float kMinRadius = 4.f; // pixels: closer to the centre, a scale has no start length

double snapped(double value, double step) { return std::round(value / step) * step; }

Eigen::Vector3d toEigen(const QVariant &v)
{
    const QVector3D q = v.value<QVector3D>();
    return Eigen::Vector3d(q.x(), q.y(), q.z());
}

} // namespace

SceneTurnDrag::SceneTurnDrag(SceneDocument *document) : m_document(document) {}

SceneTurnDrag::~SceneTurnDrag()
{
    if (isActive())
        end();
}

bool SceneTurnDrag::begin(Kind kind, const QList<NodeId> &ids, const ViewDescription &view, const Eigen::Vector2f &startPixel)
{
    if (isActive())
        end();
    m_kind = kind;
    const QList<NodeId> targets = m_document->transformTargets(ids, key());
    if (targets.isEmpty() || !view.isValid())
        return false;
    Eigen::Vector3d sum = Eigen::Vector3d::Zero();
    QList<Eigen::Vector3d> starts;
    for (NodeId id : targets) {
        starts << toEigen(m_document->property(id, key()));
        Eigen::Vector3d at = Eigen::Vector3d::Zero();
        m_document->worldPosition(id, &at);
        sum += at;
    }
    const Eigen::Vector3f centre = (sum / double(targets.size())).cast<float>();
    const std::optional<Eigen::Vector3f> onScreen = view.project(centre);
    if (!onScreen)
        return false;
    m_centre = onScreen->head<2>();
    if (kind == Kind::Scale && (startPixel - m_centre).norm() < kMinRadius)
        return false;
    // Screen y runs down: seen from above, a counter-clockwise sweep lowers the screen angle.
    const Eigen::Vector3f lookDir = view.rayAt(m_centre).direction;
    m_sign = lookDir.z() <= 0.f ? -1.0 : 1.0;
    m_targets = targets;
    m_starts = starts;
    m_axis = kind == Kind::Rotate ? 0 : -1;
    m_startPixel = m_lastPixel = startPixel;
    m_lastSnap = false;
    m_amount = kind == Kind::Rotate ? 0.0 : 1.0;
    m_active = true;
    m_document->beginEditGesture(); // this drag is a step of its own
    m_indexBefore = m_document->undoStack()->index();
    return true;
}

void SceneTurnDrag::setAxis(int axis)
{
    if (!isActive())
        return;
    const int wanted = m_kind == Kind::Rotate ? std::clamp(axis, 0, 2) : std::clamp(axis, -1, 2);
    if (wanted == m_axis)
        return;
    m_axis = wanted;
    apply(m_amount); // the change moves to the new axis; the others go back to their start
}

void SceneTurnDrag::moveTo(const Eigen::Vector2f &pixel, bool snap)
{
    if (!isActive())
        return;
    m_lastPixel = pixel;
    m_lastSnap = snap;
    const Eigen::Vector2f from = m_startPixel - m_centre, to = pixel - m_centre;
    double amount;
    if (m_kind == Kind::Rotate) {
        if (to.norm() < 1.f)
            return; // on the centre the angle means nothing
        double degrees = (std::atan2(double(to.y()), double(to.x())) - std::atan2(double(from.y()), double(from.x())))
                         * 180.0 / kPi;
        degrees = std::remainder(degrees, 360.0) * m_sign;
        amount = snap ? snapped(degrees, RotateSnap) : degrees;
    } else {
        const double factor = double(to.norm()) / double(from.norm());
        amount = std::max(snap ? snapped(factor, ScaleSnap) : factor, 0.01); // never flat or mirrored
    }
    if (!std::isfinite(amount) || amount == m_amount)
        return;
    apply(amount);
}

void SceneTurnDrag::apply(double amount)
{
    m_amount = amount;
    QList<QVariant> values;
    for (const Eigen::Vector3d &start : m_starts) {
        Eigen::Vector3d v = start;
        if (m_kind == Kind::Rotate)
            v[m_axis] += m_axis == 0 ? amount * m_document->storedPanSign() : amount; // turns as seen
        else if (m_axis < 0)
            v *= amount;
        else
            v[m_axis] *= amount;
        values << QVariant::fromValue(QVector3D(float(v.x()), float(v.y()), float(v.z())));
    }
    m_document->setProperties(m_targets, key(), values); // merges into this drag's step
}

void SceneTurnDrag::end()
{
    m_active = false;
    m_document->beginEditGesture(); // a later edit of the same nodes is a new step
}

void SceneTurnDrag::cancel()
{
    if (!isActive())
        return;
    dropGestureSteps(m_document, m_indexBefore, m_targets, key());
    m_active = false;
    m_amount = m_kind == Kind::Rotate ? 0.0 : 1.0;
    m_document->beginEditGesture();
}

} // namespace ackedit::document
