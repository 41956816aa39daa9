#include "terrain/sculptstroke.h"

#include "terrain/sculptcommand.h"

#include <QUndoStack>

#include <atomic>

namespace ackedit::document::tools {

SculptStroke::SculptStroke(QUndoStack *stack, HeightTarget *target) : m_stack(stack), m_target(target) {}

SculptStroke::~SculptStroke()
{
    if (m_active)
        endStroke();
}

int SculptStroke::nextStrokeId()
{
    static std::atomic<int> counter{0};
    return ++counter;
}

void SculptStroke::beginStroke(std::shared_ptr<SculptBrush> brush, const SculptDab &start)
{
    if (m_active)
        endStroke();
    m_brush = std::move(brush);
    m_strokeId = nextStrokeId();
    m_active = m_brush != nullptr;
    if (m_active)
        m_brush->beginStroke(m_target->grid(), start);
}

QRect SculptStroke::dab(const SculptDab &dab)
{
    if (!m_active)
        return {};
    const QRect rect = m_brush->footprint(m_target->grid(), dab).rect;
    m_stack->push(new SculptCommand(m_target, m_strokeId, m_brush, dab));
    return rect;
}

SculptCommand *SculptStroke::topCommand() const
{
    // The stack hands out const pointers; the stroke owns the meaning of its own commands.
    const int index = m_stack->index();
    if (index <= 0 || index != m_stack->count())
        return nullptr;
    const auto *cmd = dynamic_cast<const SculptCommand *>(m_stack->command(index - 1));
    if (!cmd || cmd->strokeId() != m_strokeId || cmd->target() != m_target)
        return nullptr;
    return const_cast<SculptCommand *>(cmd);
}

const SculptCommand *SculptStroke::command() const
{
    return m_strokeId != 0 ? topCommand() : nullptr;
}

void SculptStroke::dropEntries()
{
    // Normally one entry; more if the stack was marked clean mid-stroke (QUndoStack does not
    // merge into the clean command).
    while (SculptCommand *cmd = topCommand()) {
        cmd->cancelOnUndo();
        m_stack->undo();
    }
}

void SculptStroke::endStroke()
{
    if (!m_active)
        return;
    // A single entry that changed nothing (e.g. a grab dragged back to 0) is not an undo step.
    const SculptCommand *cmd = topCommand();
    const int index = m_stack->index();
    const auto *below = index >= 2 ? dynamic_cast<const SculptCommand *>(m_stack->command(index - 2)) : nullptr;
    const bool split = below && below->strokeId() == m_strokeId && below->target() == m_target;
    if (cmd && !split && cmd->changesNothing())
        dropEntries();
    m_active = false;
    m_brush.reset();
}

void SculptStroke::cancelStroke()
{
    if (!m_active)
        return;
    dropEntries();
    m_active = false;
    m_brush.reset();
}

} // namespace ackedit::document::tools
