#pragma once
// The logic of the model editor's vertex tool, Qt-widget free and driven by pixels of a view
// (ViewDescription), so it runs headless: its settings (pivot and 3D cursor, the constraint a
// transform starts with, snap steps, MED's "all frames" range), the frames an edit applies to,
// and the transform in progress with one verb set, begin/moveTo/end/cancel: a G/R/S transform is
// one VertexDrag, so one undo step, and cancel puts back exactly what was there. The widget
// (widgets/editors/vertextool) translates mouse and keys into these calls, picks vertices and
// draws the overlays; the Transform dock shows and changes the settings here.
#include "model/vertex/transformconstraint.h"
#include "model/vertex/transformdrag.h"
#include "model/vertex/transformsnap.h"
#include "model/vertex/vertexdrag.h"

#include <Eigen/Geometry>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

namespace ackedit::document {

class ModelDocument;
class ModelSelection;

class VertexEditTool : public QObject
{
    Q_OBJECT
public:
    enum class Pivot { SelectionCentre, Cursor };

    // `currentFrame` tells which frame the editor shows (edits and the pivot use its positions).
    VertexEditTool(ModelDocument *document, ModelSelection *selection, std::function<int()> currentFrame,
                   QObject *parent = nullptr);
    ~VertexEditTool() override; // a transform still running is kept (ended)

    ModelDocument *document() const { return m_document; }
    ModelSelection *selection() const { return m_selection; }
    int currentFrame() const { return m_currentFrame(); }

    // ---- settings ----
    Pivot pivotMode() const { return m_pivot; }
    void setPivotMode(Pivot pivot);
    Eigen::Vector3f cursor() const { return m_cursor; }
    void setCursor(const Eigen::Vector3f &cursor);
    // The constraint a keyed transform starts with (X/Y/Z keys change it during the transform).
    TransformConstraint defaultConstraint() const { return m_defaultConstraint; }
    void setDefaultConstraint(TransformConstraint constraint);
    // Applied while snapping is held (Ctrl); starts at steps that suit the model's size.
    TransformSnap snap() const { return m_snap; }
    void setSnap(const TransformSnap &snap);
    // MED's "all frames": edits apply to frames first..last (clamped) instead of the current one.
    bool allFrames() const { return m_allFrames; }
    void setAllFrames(bool on);
    int firstFrame() const { return m_firstFrame; }
    int lastFrame() const { return m_lastFrame; } // -1: the last frame, whatever the count
    void setFrameRange(int first, int last);

    // The frames an edit applies to (first, last).
    std::pair<int, int> editFrames() const;
    // The pivot in the current frame (selection centre or cursor).
    Eigen::Vector3f pivotPoint() const;
    // Why vertices cannot be edited (empty when they can).
    QString editBlockedReason() const;

    // One undo step moving the (soft) selection of the edit frames by `t` (Transform dock's
    // Apply); refused while a transform is running.
    bool applyTransform(const Eigen::Affine3f &t, const QString &name);

    // ---- the transform in progress ----
    // Starts a move/rotate/scale of the (soft) selection at `pixel` of `view`, constrained by
    // `constraint`. False (nothing started) without a selection, on a read-only model, or while
    // another runs.
    bool begin(TransformKind kind, const ViewDescription &view, const Eigen::Vector2f &pixel,
               TransformConstraint constraint);
    // The cursor is at `pixel` now; `snapped` applies the snap steps.
    void moveTo(const Eigen::Vector2f &pixel, bool snapped);
    // Sets the constraint; the same one again frees the transform, as in Blender.
    void toggleConstraint(TransformConstraint constraint);
    void end();    // one undo step
    void cancel(); // exactly as before

    bool isTransforming() const { return m_transform.has_value(); }
    std::optional<TransformKind> transformKind() const;
    TransformConstraint constraint() const;
    // The pivot of the transform in progress (fixed at its start), else pivotPoint().
    Eigen::Vector3f transformPivot() const;

signals:
    void settingsChanged();
    // A transform started, ended, or changed its constraint.
    void transformStateChanged();

private:
    std::vector<std::pair<int, float>> weights() const;
    void finish(bool confirm);

    ModelDocument *m_document;
    ModelSelection *m_selection;
    std::function<int()> m_currentFrame;

    Pivot m_pivot = Pivot::SelectionCentre;
    Eigen::Vector3f m_cursor = Eigen::Vector3f::Zero();
    TransformConstraint m_defaultConstraint = TransformConstraint::None;
    TransformSnap m_snap;
    bool m_allFrames = false;
    int m_firstFrame = 0;
    int m_lastFrame = -1;

    std::optional<TransformDrag> m_transform;
    VertexDrag m_drag;
};

} // namespace ackedit::document
