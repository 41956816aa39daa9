#include "edittransaction.h"

#include <QUndoStack>
#include <QVariant>

namespace ackedit::document {

namespace {

// Kept on the stack itself, so every document method that opens a transaction on it agrees.
constexpr const char *DepthProperty = "ackedit.transactionDepth";
constexpr const char *FailedProperty = "ackedit.transactionFailed";
constexpr const char *ForcedFailureProperty = "ackedit.failTransactionStep";

int depth(const QUndoStack *stack)
{
    return stack->property(DepthProperty).toInt();
}

// Drops the top-level command at `index` (the last one) from the stack after undoing it: an
// obsolete command is deleted by the redo that would replay it.
void removeLast(QUndoStack *stack, int index)
{
    stack->undo();
    if (stack->index() != index || index >= stack->count())
        return;
    const_cast<QUndoCommand *>(stack->command(index))->setObsolete(true);
    stack->redo();
}

} // namespace

EditTransaction::EditTransaction(QUndoStack *stack, const QString &text)
    : m_stack(stack), m_before(stack->index()), m_outermost(depth(stack) == 0)
{
    if (m_outermost)
        m_stack->setProperty(FailedProperty, false);
    m_stack->setProperty(DepthProperty, depth(m_stack) + 1);
    m_stack->beginMacro(text);
}

EditTransaction::~EditTransaction()
{
    if (m_open)
        close(false);
}

bool EditTransaction::step(bool ok)
{
    ++m_steps;
    return ok && m_stack->property(ForcedFailureProperty).toInt() != m_steps;
}

bool EditTransaction::commit()
{
    const bool ok = !m_stack->property(FailedProperty).toBool();
    close(ok);
    return ok;
}

void EditTransaction::failStepForTesting(QUndoStack *stack, int n)
{
    stack->setProperty(ForcedFailureProperty, n);
}

void EditTransaction::close(bool keep)
{
    m_open = false;
    m_stack->endMacro();
    m_stack->setProperty(DepthProperty, depth(m_stack) - 1);
    if (!m_outermost) {
        if (!keep)
            m_stack->setProperty(FailedProperty, true); // the outermost one rolls everything back
        return;
    }
    // QUndoStack pushes a macro even when nothing went into it: an empty step is dropped too.
    const bool empty = m_stack->index() == m_before + 1 && m_stack->command(m_before)->childCount() == 0;
    if (m_stack->index() == m_before + 1 && (!keep || empty))
        removeLast(m_stack, m_before);
}

} // namespace ackedit::document
