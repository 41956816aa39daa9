#include "model/vertex/vertexedittool.h"

#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ackedit::document {

namespace {

QString undoName(TransformKind kind)
{
    switch (kind) {
    case TransformKind::Translate:
        return QCoreApplication::translate("UndoCommands", "Move Vertices");
    case TransformKind::Rotate:
        return QCoreApplication::translate("UndoCommands", "Rotate Vertices");
    case TransformKind::Scale:
        return QCoreApplication::translate("UndoCommands", "Scale Vertices");
    }
    return {};
}

} // namespace

VertexEditTool::VertexEditTool(ModelDocument *document, ModelSelection *selection, std::function<int()> currentFrame,
                               QObject *parent)
    : QObject(parent), m_document(document), m_selection(selection), m_currentFrame(std::move(currentFrame)),
      m_drag(document)
{
    // Snap steps that suit the model's size: a power of ten near a fiftieth of its extent.
    const Eigen::AlignedBox3f box = document->bounds();
    const float extent = box.isEmpty() ? 0.0f : box.sizes().maxCoeff();
    m_snap.translateStep = extent > 0.0f ? std::pow(10.0f, std::round(std::log10(extent / 50.0f))) : 1.0f;
    m_snap.angleStep = 15.0f * std::numbers::pi_v<float> / 180.0f;
    m_snap.scaleStep = 0.1f;
}

VertexEditTool::~VertexEditTool()
{
    if (m_drag.isActive())
        m_drag.end();
}

// ---- settings ----

void VertexEditTool::setPivotMode(Pivot pivot)
{
    if (pivot == m_pivot)
        return;
    m_pivot = pivot;
    emit settingsChanged();
}

void VertexEditTool::setCursor(const Eigen::Vector3f &cursor)
{
    if (cursor == m_cursor)
        return;
    m_cursor = cursor;
    emit settingsChanged();
}

void VertexEditTool::setDefaultConstraint(TransformConstraint constraint)
{
    if (constraint == m_defaultConstraint)
        return;
    m_defaultConstraint = constraint;
    emit settingsChanged();
}

void VertexEditTool::setSnap(const TransformSnap &snap)
{
    if (snap.translateStep == m_snap.translateStep && snap.angleStep == m_snap.angleStep
        && snap.scaleStep == m_snap.scaleStep)
        return;
    m_snap = snap;
    emit settingsChanged();
}

void VertexEditTool::setAllFrames(bool on)
{
    if (on == m_allFrames)
        return;
    m_allFrames = on;
    emit settingsChanged();
}

void VertexEditTool::setFrameRange(int first, int last)
{
    if (first == m_firstFrame && last == m_lastFrame)
        return;
    m_firstFrame = first;
    m_lastFrame = last;
    emit settingsChanged();
}

std::pair<int, int> VertexEditTool::editFrames() const
{
    const int count = m_document->frameCount();
    if (!m_allFrames) {
        const int frame = std::clamp(m_currentFrame(), 0, count - 1);
        return {frame, frame};
    }
    const int last = m_lastFrame < 0 ? count - 1 : std::min(m_lastFrame, count - 1);
    return {std::clamp(m_firstFrame, 0, count - 1), last};
}

Eigen::Vector3f VertexEditTool::pivotPoint() const
{
    return m_pivot == Pivot::Cursor ? m_cursor : m_selection->centroid(m_currentFrame());
}

QString VertexEditTool::editBlockedReason() const
{
    if (!m_document->canEditVertices())
        return tr("%1 models cannot be edited here: their vertices are read only.").arg(m_document->asset()->formatName());
    return {};
}

std::vector<std::pair<int, float>> VertexEditTool::weights() const
{
    std::vector<std::pair<int, float>> weights;
    for (const auto &w : m_selection->weights(m_currentFrame()))
        weights.emplace_back(w.vertex, w.weight);
    return weights;
}

// ---- edits ----

bool VertexEditTool::applyTransform(const Eigen::Affine3f &t, const QString &name)
{
    if (isTransforming())
        return false;
    const auto [first, last] = editFrames();
    VertexDrag drag(m_document);
    if (!drag.begin(weights(), first, last, name))
        return false;
    drag.step(t);
    drag.end();
    return true;
}

bool VertexEditTool::begin(TransformKind kind, const ViewDescription &view, const Eigen::Vector2f &pixel,
                           TransformConstraint constraint)
{
    if (isTransforming() || m_selection->isEmpty() || !editBlockedReason().isEmpty())
        return false;
    const auto [first, last] = editFrames();
    if (!m_drag.begin(weights(), first, last, undoName(kind)))
        return false;
    m_transform.emplace(kind, view, pivotPoint(), pixel);
    m_transform->setConstraint(constraint);
    emit transformStateChanged();
    return true;
}

void VertexEditTool::moveTo(const Eigen::Vector2f &pixel, bool snapped)
{
    if (!m_transform)
        return;
    m_transform->setSnap(snapped ? m_snap : TransformSnap());
    m_drag.step(m_transform->update(pixel).affine());
}

void VertexEditTool::toggleConstraint(TransformConstraint constraint)
{
    if (!m_transform)
        return;
    m_transform->setConstraint(m_transform->constraint() == constraint ? TransformConstraint::None : constraint);
    m_drag.step(m_transform->current().affine());
    emit transformStateChanged();
}

void VertexEditTool::end()
{
    finish(true);
}

void VertexEditTool::cancel()
{
    finish(false);
}

void VertexEditTool::finish(bool confirm)
{
    if (!m_transform)
        return;
    if (confirm)
        m_drag.end();
    else
        m_drag.cancel();
    m_transform.reset();
    emit transformStateChanged();
}

std::optional<TransformKind> VertexEditTool::transformKind() const
{
    return m_transform ? std::optional<TransformKind>(m_transform->kind()) : std::nullopt;
}

TransformConstraint VertexEditTool::constraint() const
{
    return m_transform ? m_transform->constraint() : TransformConstraint::None;
}

Eigen::Vector3f VertexEditTool::transformPivot() const
{
    return m_transform ? m_transform->pivot() : pivotPoint();
}

} // namespace ackedit::document
