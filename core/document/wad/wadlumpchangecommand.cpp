#include "wadlumpchangecommand.h"

#include "waddocument.h"

namespace ackedit::document {

WadLumpChangeCommand::WadLumpChangeCommand(WadDocument *document, int lumpIndex, format::WadLump before,
                                           format::WadLump after, const QString &text)
    : QUndoCommand(text), m_document(document), m_lumpIndex(lumpIndex), m_before(std::move(before)),
      m_after(std::move(after))
{
}

void WadLumpChangeCommand::redo()
{
    m_document->setLump(m_lumpIndex, m_after);
}

void WadLumpChangeCommand::undo()
{
    m_document->setLump(m_lumpIndex, m_before);
}

} // namespace ackedit::document
