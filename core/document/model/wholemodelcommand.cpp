#include "model/wholemodelcommand.h"

#include "model/modeldocument.h"

namespace ackedit::document {

WholeModelCommand::WholeModelCommand(ModelDocument *document, std::unique_ptr<format::AssetFile> after,
                                     const QString &name, QUndoCommand *parent)
    : QUndoCommand(name, parent), m_document(document), m_other(std::move(after))
{
}

WholeModelCommand::~WholeModelCommand() = default;

void WholeModelCommand::redo()
{
    m_other = m_document->applyAsset(std::move(m_other));
}

void WholeModelCommand::undo()
{
    m_other = m_document->applyAsset(std::move(m_other));
}

} // namespace ackedit::document
