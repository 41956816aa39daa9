#pragma once
// One move of level nodes in a view, from the press (or the G key) to the release (or Esc), as
// WED and Blender move things: the nodes follow the point under the cursor on the plane through
// their centre that faces the camera (or along an axis / in a plane, TransformConstraint), with
// the offset snapped to a grid step when asked. Each step places the nodes at their start plus
// the offset (SceneDocument::placeNodes), so the whole drag is one undo step; end() keeps it
// (no step when nothing moved), cancel() puts back the exact bytes and leaves no step.
// Driven by pixels and a ViewDescription, so tests run it headlessly.
#include "model/vertex/transformdrag.h"
#include "scene/scenedocument.h"

#include <optional>

namespace ackedit::document {

class SceneMoveDrag
{
public:
    explicit SceneMoveDrag(SceneDocument *document);
    ~SceneMoveDrag(); // ends a drag still active
    SceneMoveDrag(const SceneMoveDrag &) = delete;
    SceneMoveDrag &operator=(const SceneMoveDrag &) = delete;

    // Starts moving the nodes of `ids` that can move (a node below a listed group moves with it)
    // from `startPixel` in `view`. False (nothing started) when none can move.
    bool begin(const QList<NodeId> &ids, const ViewDescription &view, const Eigen::Vector2f &startPixel);
    void setConstraint(TransformConstraint constraint);
    TransformConstraint constraint() const { return m_drag ? m_drag->constraint() : TransformConstraint::None; }
    // The cursor is at `pixel`; `gridStep` > 0 snaps the offset's components to its multiples.
    void moveTo(const Eigen::Vector2f &pixel, double gridStep = 0);
    void end();
    void cancel();

    bool isActive() const { return m_drag.has_value(); }
    Eigen::Vector3d offset() const { return m_offset; } // of the latest step
    Eigen::Vector3d pivot() const { return m_pivot; }    // the nodes' centre at the press
    const QList<NodeId> &targets() const { return m_targets; }

private:
    void dropSteps(); // undoes this drag's steps and takes them off the stack

    SceneDocument *m_document;
    std::optional<TransformDrag> m_drag;
    QList<NodeId> m_targets;
    QList<Eigen::Vector3d> m_starts;
    Eigen::Vector3d m_pivot = Eigen::Vector3d::Zero();
    Eigen::Vector3d m_offset = Eigen::Vector3d::Zero();
    Eigen::Vector2f m_lastPixel = Eigen::Vector2f::Zero();
    int m_indexBefore = 0; // the undo stack's index at the press
};

} // namespace ackedit::document
