#include "undobudget.h"

#include "undomemory.h"

#include <QUndoStack>
#include <QtGui/private/qundostack_p.h>

#include <algorithm>

namespace ackedit::document {

namespace {

// Deletes the `count` oldest commands of `stack`, as QUndoStack's own count limit does
// (QUndoStackPrivate::checkUndoLimit, which is not exported): the index and the clean index move
// down with them, and a clean index among them is lost. The caller keeps `count` below the index
// and no macro open, so canUndo, the undo text and the clean state do not change.
void dropOldest(QUndoStack *stack, int count)
{
    auto *d = static_cast<QUndoStackPrivate *>(QObjectPrivate::get(stack));
    for (int i = 0; i < count; ++i)
        delete d->command_list.takeFirst();
    d->index -= count;
    if (d->clean_index != -1)
        d->clean_index = d->clean_index < count ? -1 : d->clean_index - count;
    Q_EMIT stack->indexChanged(d->index); // History views reset their rows
}

bool macroOpen(QUndoStack *stack)
{
    return !static_cast<QUndoStackPrivate *>(QObjectPrivate::get(stack))->macro_stack.isEmpty();
}

} // namespace

UndoBudget::UndoBudget(QUndoStack *stack) : QObject(stack), m_stack(stack)
{
    connect(m_stack, &QUndoStack::indexChanged, this, [this] { trim(); });
}

UndoBudget *UndoBudget::of(const QUndoStack *stack)
{
    return stack ? stack->findChild<UndoBudget *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

UndoBudget *UndoBudget::ensure(QUndoStack *stack)
{
    UndoBudget *budget = of(stack);
    return budget ? budget : new UndoBudget(stack);
}

void UndoBudget::setLimit(qint64 bytes)
{
    m_limit = std::max<qint64>(bytes, 0);
    trim();
}

qint64 UndoBudget::commandBytes(const QUndoCommand *command)
{
    if (!command)
        return 0;
    const auto *measured = dynamic_cast<const UndoMemory *>(command);
    qint64 bytes = measured ? measured->undoBytes() : UnmeasuredCommandBytes;
    for (int i = 0; i < command->childCount(); ++i)
        bytes += commandBytes(command->child(i));
    return bytes;
}

qint64 UndoBudget::totalBytes() const
{
    qint64 total = 0;
    for (int i = 0; i < m_stack->count(); ++i)
        total += commandBytes(m_stack->command(i));
    return total;
}

int UndoBudget::trim()
{
    if (m_limit <= 0 || m_trimming || m_stack->index() < 2 || macroOpen(m_stack))
        return 0;
    qint64 total = totalBytes();
    if (total <= m_limit)
        return 0;
    // The oldest first, never the newest undo step.
    int drop = 0;
    while (total > m_limit && drop < m_stack->index() - 1)
        total -= commandBytes(m_stack->command(drop++));
    if (drop == 0)
        return 0;
    m_trimming = true;
    dropOldest(m_stack, drop);
    m_trimming = false;
    m_dropped += drop;
    Q_EMIT stepsDropped(drop);
    return drop;
}

} // namespace ackedit::document
