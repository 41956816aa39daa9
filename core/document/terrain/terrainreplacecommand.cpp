#include "terrain/terrainreplacecommand.h"

namespace ackedit::document {

TerrainReplaceCommand::TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after,
                                             const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(document->state()), m_after(std::move(after))
{
    if (!isValid())
        setObsolete(true);
}

void TerrainReplaceCommand::redo()
{
    if (isValid())
        m_document->setState(m_after);
}

void TerrainReplaceCommand::undo()
{
    if (isValid())
        m_document->setState(m_before);
}

} // namespace ackedit::document
