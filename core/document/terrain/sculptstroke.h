#pragma once
// A sculpt stroke from press to release: a stroke::Stroke (one undo step, Esc restores exactly)
// whose edits are SculptCommand dabs of one brush. Tools drive it with world positions (from
// HeightGrid::intersect), not with Qt events, with the verbs every stroke has (begin, end,
// cancel) and its own middle verb: dab, one dab where it is told (the tool spaces them).
#include "stroke/stroke.h"
#include "terrain/heighttarget.h"
#include "terrain/sculptbrush.h"
#include "terrain/sculptdab.h"

#include <QRect>

#include <memory>

class QUndoStack;

namespace ackedit::document {
class SculptCommand;
}

namespace ackedit::document {

class SculptStroke
{
public:
    SculptStroke(QUndoStack *stack, HeightTarget *target);
    ~SculptStroke();
    SculptStroke(const SculptStroke &) = delete;
    SculptStroke &operator=(const SculptStroke &) = delete;

    // A process-wide unique, increasing stroke id.
    static int nextStrokeId() { return stroke::Stroke::nextStrokeId(); }

    // Press: starts a stroke with `brush` (its stroke state is captured from the current heights).
    // Ends a stroke still active. Does not apply a dab; call dab() for the press position too.
    void begin(std::shared_ptr<SculptBrush> brush, const SculptDab &start);
    // One dab; returns the vertex rectangle it may have changed (empty if outside the grid).
    QRect dab(const SculptDab &dab);
    // Release. A stroke that left every height as it was (grab dragged back) leaves no entry.
    void end();
    // Esc: exact heights from before the stroke, no entry on the stack.
    void cancel();

    bool isActive() const { return m_stroke.isActive(); }
    int strokeId() const { return m_stroke.strokeId(); }
    SculptBrush *brush() const { return m_brush.get(); }
    // This stroke's entry on the stack, or null (not started, nothing changed yet, or ended).
    const SculptCommand *command() const;

private:
    stroke::Stroke m_stroke;
    HeightTarget *m_target;
    std::shared_ptr<SculptBrush> m_brush;
};

} // namespace ackedit::document
