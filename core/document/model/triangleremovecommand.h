#pragma once
// Removing a single triangle of a model as an undo command (a quick fix of the validator). It
// stores the triangle taken out and calls the document's apply* hooks, so undo gives back the
// exact bytes. (Renaming a part is a value change made by ModelDocument::renamePart.)
#include "model/modeldocument.h"

#include <QUndoCommand>
#include <QVariant>

namespace ackedit::document {

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
