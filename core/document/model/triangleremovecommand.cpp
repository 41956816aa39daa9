#include "model/triangleremovecommand.h"

#include <QCoreApplication>

namespace ackedit::document {

TriangleRemoveCommand::TriangleRemoveCommand(ModelDocument *document, int group, int triangle, QUndoCommand *parent)
    : QUndoCommand(group >= 0 ? QCoreApplication::translate("UndoCommands", "Delete triangle %1 of group %2")
                                    .arg(triangle)
                                    .arg(group)
                              : QCoreApplication::translate("UndoCommands", "Delete triangle %1").arg(triangle),
                   parent),
      m_document(document), m_group(group), m_triangle(triangle)
{
}

void TriangleRemoveCommand::redo()
{
    m_taken = m_document->applyTakeTriangle(m_group, m_triangle);
    if (!m_taken.isValid())
        setObsolete(true);
}

void TriangleRemoveCommand::undo()
{
    m_document->applyRestoreTriangle(m_taken);
    m_taken = QVariant();
}

} // namespace ackedit::document
