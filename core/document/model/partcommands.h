#pragma once
// Edits of a model's named parts (skins, groups, bones) and of single triangles as undo
// commands, the quick fixes of the validator. They store values (the name fields as stored, the
// triangle taken out) and call the document's apply* hooks, so undo gives back the exact bytes.
#include "model/modeldocument.h"

#include <QUndoCommand>
#include <QVariant>

namespace ackedit::document {

class PartNameCommand : public QUndoCommand
{
public:
    PartNameCommand(ModelDocument *document, ModelDocument::NamedPart part, int index, const QString &name,
                    QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ModelDocument *m_document;
    ModelDocument::NamedPart m_part;
    int m_index;
    QString m_name;
    QVariant m_before; // the stored name field(s)
};

class TriangleRemoveCommand : public QUndoCommand
{
public:
    TriangleRemoveCommand(ModelDocument *document, int group, int triangle, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ModelDocument *m_document;
    int m_group, m_triangle;
    QVariant m_taken;
};

} // namespace ackedit::document
