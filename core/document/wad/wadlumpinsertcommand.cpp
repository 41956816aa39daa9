#include "wadlumpinsertcommand.h"

#include "waddocument.h"

namespace ackedit::document {

WadLumpInsertCommand::WadLumpInsertCommand(WadDocument *document, Action action, format::WadFile::PlacedLump placed,
                                           const QString &text)
    : QUndoCommand(text), m_document(document), m_action(action), m_placed(std::move(placed))
{
}

void WadLumpInsertCommand::redo()
{
    apply(m_action == Action::Insert);
}

void WadLumpInsertCommand::undo()
{
    apply(m_action == Action::Remove);
}

void WadLumpInsertCommand::apply(bool insert)
{
    if (insert) {
        m_document->placeLump(m_placed);
        m_placed.lump = {}; // the archive holds it until it is taken again
    } else {
        m_placed = m_document->takeLump(m_placed.lumpIndex);
    }
}

} // namespace ackedit::document
