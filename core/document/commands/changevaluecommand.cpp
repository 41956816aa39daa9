#include "commands/changevaluecommand.h"

#include "commands/mergeids.h"

namespace ackedit::document {

ChangeValueCommand::ChangeValueCommand(const QString &text, QString target, QVariant before, QVariant after,
                                       Setter apply, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_target(std::move(target)), m_before(std::move(before)),
      m_after(std::move(after)), m_apply(std::move(apply))
{
    setObsolete(m_before == m_after);
}

void ChangeValueCommand::redo()
{
    m_apply(m_after);
}

void ChangeValueCommand::undo()
{
    m_apply(m_before);
}

int ChangeValueCommand::id() const
{
    return ChangeValueMergeId;
}

bool ChangeValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeValueCommand *>(other);
    if (o->m_target != m_target)
        return false;
    m_after = o->m_after;
    // Back where the edit started: QUndoStack drops the whole step.
    setObsolete(m_before == m_after);
    return true;
}

} // namespace ackedit::document
