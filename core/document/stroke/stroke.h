#pragma once
// A stroke from press to release on one TilePatchTarget: begin() takes a fresh stroke id, every
// edit pushed with push() merges into one undo step, end() drops a stroke that left everything as
// it was, and cancel() (Esc) restores the exact data from before the stroke and removes its entry
// from the stack. Sculpting, vertex drags and skin painting all run on it.
//
// As with any edit, the first push discards the commands above the stack's index (the redo
// history); cancel() cannot bring those back. Do not open a macro on the stack during a stroke.
#include "stroke/tilepatchcommand.h"

class QUndoStack;

namespace ackedit::document::stroke {

class Stroke
{
public:
    Stroke(QUndoStack *stack, TilePatchTarget *target);
    ~Stroke();
    Stroke(const Stroke &) = delete;
    Stroke &operator=(const Stroke &) = delete;

    // A process-wide unique, increasing stroke id.
    static int nextStrokeId();

    // Press: ends a stroke still active and starts a new one.
    void begin();
    // One edit of the stroke: `command` must carry this stroke's id (strokeId()) and target.
    void push(TilePatchCommand *command);
    // Release. A stroke that changed nothing leaves no entry.
    void end();
    // Esc: exact data from before the stroke, no entry on the stack.
    void cancel();

    bool isActive() const { return m_active; }
    int strokeId() const { return m_strokeId; }
    TilePatchTarget *target() const { return m_target; }
    QUndoStack *stack() const { return m_stack; }
    // This stroke's entry on the stack, or null (not started, nothing changed yet, or ended).
    const TilePatchCommand *command() const;

private:
    TilePatchCommand *topCommand() const;
    bool isOurs(const QUndoCommand *command) const;
    void dropEntries();

    QUndoStack *m_stack;
    TilePatchTarget *m_target;
    int m_strokeId = 0;
    bool m_active = false;
};

} // namespace ackedit::document::stroke
