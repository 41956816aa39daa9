#pragma once
// One edit made of several commands, as one History step or none at all (TrenchBroom's
// Transaction): every compound edit of a document (duplicate frames, move nodes, ...) runs its
// commands inside one, and calls commit() only when every step worked. Leaving the scope without
// commit() undoes what was done and leaves no step behind, so a failure half-way leaves the
// document and History as they were (a redo tail dropped by the first edit stays dropped, as
// after any edit).
//
// Transactions nest: an inner one that does not commit fails the outer one too, which then rolls
// back the whole edit (QUndoStack cannot undo while a macro is open).
#include <QString>

class QUndoStack;

namespace ackedit::document {

class EditTransaction
{
public:
    EditTransaction(QUndoStack *stack, const QString &text);
    ~EditTransaction();
    EditTransaction(const EditTransaction &) = delete;
    EditTransaction &operator=(const EditTransaction &) = delete;

    // Counts one step of the edit and passes `ok` on: false when the step failed (or a test forced
    // this step to fail, see failStepForTesting). The caller stops and returns; the scope's end
    // rolls back.
    bool step(bool ok);
    // Closes the commands as one History step; no step when none was pushed. False (and nothing
    // left behind) when a nested transaction failed.
    bool commit();

    // Tests: the `n`th step (1-based) of the next transactions on `stack` reports failure after it
    // ran, so each compound edit's rollback can be checked with real commands. 0 turns it off.
    static void failStepForTesting(QUndoStack *stack, int n);

private:
    void close(bool keep);

    QUndoStack *m_stack;
    int m_before;    // the stack's index before the edit
    int m_steps = 0; // steps counted so far
    bool m_open = true;
    bool m_outermost;
};

} // namespace ackedit::document
