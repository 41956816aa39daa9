#pragma once
// One rotation or scaling of level nodes in a view, as Blender's R and S work (WED turns and
// scales entities by dragging too): the angle the cursor sweeps around the nodes' centre on the
// screen turns them (pan by default; tilt or roll when asked), the cursor's distance from that
// centre against its distance at the start scales them (all axes, or one). Each step sets the
// nodes' start values plus the change, so the whole drag is one undo step; end() keeps it,
// cancel() puts back the exact bytes and leaves no step. Driven by pixels and a
// ViewDescription, so tests run it headlessly.
#include "model/vertex/viewdescription.h"
#include "scene/scenedocument.h"

namespace ackedit::document {

class SceneTurnDrag
{
public:
    enum class Kind { Rotate, Scale };
    static constexpr double RotateSnap = 15.0; // degrees
    static constexpr double ScaleSnap = 0.1;

    explicit SceneTurnDrag(SceneDocument *document);
    ~SceneTurnDrag(); // ends a drag still active
    SceneTurnDrag(const SceneTurnDrag &) = delete;
    SceneTurnDrag &operator=(const SceneTurnDrag &) = delete;

    // Starts turning or scaling the nodes of `ids` that have angles or a scale, from
    // `startPixel`. False (nothing started) when none has, or the centre is off screen.
    bool begin(Kind kind, const QList<NodeId> &ids, const ViewDescription &view, const Eigen::Vector2f &startPixel);
    // Rotate: 0 pan (the default), 1 tilt, 2 roll. Scale: -1 every axis (the default), 0..2 one.
    void setAxis(int axis);
    int axis() const { return m_axis; }
    // The cursor is at `pixel`; `snap` rounds the angle to RotateSnap, the factor to ScaleSnap.
    void moveTo(const Eigen::Vector2f &pixel, bool snap = false);
    void end();
    void cancel();

    bool isActive() const { return m_active; }
    Kind kind() const { return m_kind; }
    // Degrees turned counter-clockwise as seen (a text WMP stores pan the other way), or the
    // factor, of the latest step.
    double amount() const { return m_amount; }
    const QList<NodeId> &targets() const { return m_targets; }

private:
    void apply(double amount);
    QString key() const { return m_kind == Kind::Rotate ? QStringLiteral("angles") : QStringLiteral("scale"); }

    SceneDocument *m_document;
    Kind m_kind = Kind::Rotate;
    bool m_active = false;
    int m_axis = 0;
    QList<NodeId> m_targets;
    QList<Eigen::Vector3d> m_starts;
    Eigen::Vector2f m_centre = Eigen::Vector2f::Zero(); // the nodes' centre on the screen
    Eigen::Vector2f m_startPixel = Eigen::Vector2f::Zero();
    Eigen::Vector2f m_lastPixel = Eigen::Vector2f::Zero();
    bool m_lastSnap = false;
    double m_sign = 1.0; // +1 when the view looks down on the XY plane: counter-clockwise turns +pan
    double m_amount = 0.0;
    int m_indexBefore = 0;
};

} // namespace ackedit::document
