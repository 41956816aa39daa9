#include "model/partcommands.h"

#include <QCoreApplication>

namespace ackedit::document {

namespace {

QString partUndoText(ModelDocument::NamedPart part, const QString &from, const QString &to)
{
    using P = ModelDocument::NamedPart;
    switch (part) {
    case P::Skin: return QCoreApplication::translate("UndoCommands", "Rename skin %1 to %2").arg(from, to);
    case P::Group: return QCoreApplication::translate("UndoCommands", "Rename group %1 to %2").arg(from, to);
    case P::Bone: return QCoreApplication::translate("UndoCommands", "Rename bone %1 to %2").arg(from, to);
    }
    return {};
}

} // namespace

PartNameCommand::PartNameCommand(ModelDocument *document, ModelDocument::NamedPart part, int index,
                                 const QString &name, QUndoCommand *parent)
    : QUndoCommand(partUndoText(part, document->partNames(part).value(index), name), parent), m_document(document),
      m_part(part), m_index(index), m_name(name), m_before(document->rawPartName(part, index))
{
}

void PartNameCommand::redo()
{
    if (!m_document->applyPartName(m_part, m_index, m_name))
        setObsolete(true);
}

void PartNameCommand::undo()
{
    m_document->applyRawPartName(m_part, m_index, m_before);
}

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
