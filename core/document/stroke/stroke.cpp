#include "stroke/stroke.h"

#include <QUndoStack>

#include <atomic>

namespace ackedit::document::stroke {

Stroke::Stroke(QUndoStack *stack, TilePatchTarget *target) : m_stack(stack), m_target(target) {}

Stroke::~Stroke()
{
    if (m_active)
        end();
}

int Stroke::nextStrokeId()
{
    static std::atomic<int> counter{0};
    return ++counter;
}

void Stroke::begin()
{
    if (m_active)
        end();
    m_strokeId = nextStrokeId();
    m_active = true;
}

void Stroke::push(TilePatchCommand *command)
{
    if (!m_active) {
        delete command;
        return;
    }
    m_stack->push(command);
}

bool Stroke::isOurs(const QUndoCommand *command) const
{
    const auto *cmd = dynamic_cast<const TilePatchCommand *>(command);
    return cmd && cmd->strokeId() == m_strokeId && cmd->patchTarget() == m_target;
}

TilePatchCommand *Stroke::topCommand() const
{
    // The stack hands out const pointers; the stroke owns the meaning of its own commands.
    const int index = m_stack->index();
    if (index <= 0 || index != m_stack->count() || !isOurs(m_stack->command(index - 1)))
        return nullptr;
    return const_cast<TilePatchCommand *>(static_cast<const TilePatchCommand *>(m_stack->command(index - 1)));
}

const TilePatchCommand *Stroke::command() const
{
    return m_strokeId != 0 ? topCommand() : nullptr;
}

void Stroke::dropEntries()
{
    // Normally one entry; more if the stack was marked clean mid-stroke (QUndoStack does not
    // merge into the clean command).
    while (TilePatchCommand *cmd = topCommand()) {
        cmd->cancelOnUndo();
        m_stack->undo();
    }
}

void Stroke::end()
{
    if (!m_active)
        return;
    // A single entry that changed nothing (e.g. a drag brought back) is not an undo step.
    const TilePatchCommand *cmd = topCommand();
    const int index = m_stack->index();
    const bool split = index >= 2 && isOurs(m_stack->command(index - 2));
    if (cmd && !split && cmd->changesNothing())
        dropEntries();
    m_active = false;
}

void Stroke::cancel()
{
    if (!m_active)
        return;
    dropEntries();
    m_active = false;
}

} // namespace ackedit::document::stroke
