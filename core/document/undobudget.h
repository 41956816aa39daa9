#pragma once
// A cap on one document's undo memory (Edit ▸ Preferences: "undo memory limit"). After every
// change of the stack's index it measures the commands (UndoMemory::undoBytes where a command
// knows its size, UnmeasuredCommandBytes otherwise, children included) and, while they hold more
// than the limit, drops the OLDEST undo steps. The newest undo step always stays, however big, so
// the edit just made can be undone; steps that can be redone are counted but never dropped; no
// step is dropped while a macro is open. The saved state keeps its place in what is left (the
// document stays clean or modified as it was); when the step it followed was dropped, it can no
// longer be reached and the document reads as modified until the next save.
//
// QUndoStack can drop its oldest commands only through its count limit, which is fixed once the
// stack holds a command; the budget drops them the way that limit does (QUndoStackPrivate, in
// one function of undobudget.cpp) and announces the new index with indexChanged.
#include <QObject>

class QUndoCommand;
class QUndoStack;

namespace ackedit::document {

class UndoBudget : public QObject
{
    Q_OBJECT
public:
    // An estimate for commands that do not implement UndoMemory (a node renamed, a value set):
    // the command objects, their text and a few values.
    static constexpr qint64 UnmeasuredCommandBytes = 1024;

    // Watches `stack` and lives as its child (at most one budget per stack: see of()).
    explicit UndoBudget(QUndoStack *stack);

    // Bytes; 0 = no limit. Trims at once.
    void setLimit(qint64 bytes);
    qint64 limit() const { return m_limit; }

    // `command` and its children.
    static qint64 commandBytes(const QUndoCommand *command);
    // Every command on the stack, redo steps included.
    qint64 totalBytes() const;

    // Drops the oldest undo steps while the stack holds more than the limit; returns how many.
    // Runs by itself whenever the stack's index changes.
    int trim();
    int droppedSteps() const { return m_dropped; } // since this budget was made

    // The budget watching `stack`, if one was made for it.
    static UndoBudget *of(const QUndoStack *stack);
    // of(stack), made when there is none.
    static UndoBudget *ensure(QUndoStack *stack);

Q_SIGNALS:
    void stepsDropped(int count);

private:
    QUndoStack *m_stack;
    qint64 m_limit = 0;
    int m_dropped = 0;
    bool m_trimming = false;
};

} // namespace ackedit::document
