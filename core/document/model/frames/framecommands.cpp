#include "model/frames/framecommands.h"

#include "model/modeldocument.h"

#include <QCoreApplication>

namespace ackedit::document {

namespace {
QString undoText(const char *text)
{
    return QCoreApplication::translate("UndoCommands", text);
}
} // namespace

FrameInsertCommand::FrameInsertCommand(ModelDocument *document, int at, const QString &name,
                                       std::vector<Eigen::Vector3f> shown, int copyOf, QUndoCommand *parent)
    : QUndoCommand(copyOf >= 0 ? undoText(QT_TRANSLATE_NOOP("UndoCommands", "Duplicate frame %1")).arg(document->frameName(copyOf))
                               : undoText(QT_TRANSLATE_NOOP("UndoCommands", "Insert frame %1")).arg(name),
                   parent),
      m_document(document), m_at(at), m_name(name), m_shown(std::move(shown)), m_copyOf(copyOf)
{
}

void FrameInsertCommand::redo()
{
    if (m_taken.isValid()) {
        m_document->applyRestoreFrame(m_taken);
        m_taken = QVariant();
        return;
    }
    m_failed = !m_document->applyInsertFrame(m_at, m_name, m_shown, m_copyOf);
    if (m_failed)
        setObsolete(true);
}

void FrameInsertCommand::undo()
{
    m_taken = m_document->applyTakeFrame(m_at);
}

FrameRemoveCommand::FrameRemoveCommand(ModelDocument *document, int frame, QUndoCommand *parent)
    : QUndoCommand(undoText(QT_TRANSLATE_NOOP("UndoCommands", "Delete frame %1")).arg(document->frameName(frame)), parent), m_document(document),
      m_frame(frame)
{
}

void FrameRemoveCommand::redo()
{
    m_taken = m_document->applyTakeFrame(m_frame);
}

void FrameRemoveCommand::undo()
{
    m_document->applyRestoreFrame(m_taken);
    m_taken = QVariant();
}

FrameMoveCommand::FrameMoveCommand(ModelDocument *document, int from, int to, QUndoCommand *parent)
    : QUndoCommand(undoText(QT_TRANSLATE_NOOP("UndoCommands", "Move frame %1")).arg(document->frameName(from)), parent), m_document(document),
      m_from(from), m_to(to)
{
}

void FrameMoveCommand::redo()
{
    m_document->applyMoveFrame(m_from, m_to);
}

void FrameMoveCommand::undo()
{
    m_document->applyMoveFrame(m_to, m_from);
}

} // namespace ackedit::document
