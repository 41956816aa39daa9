#pragma once
// One WAD lump added or deleted, with its place in the file: the lump and its position in the
// region order are kept, so deleting and undoing gives the original bytes.
#include "wad/wadfile.h"

#include <QUndoCommand>

namespace ackedit::document {

class WadDocument;

class WadLumpInsertCommand : public QUndoCommand
{
public:
    enum class Action { Insert, Remove };
    WadLumpInsertCommand(WadDocument *document, Action action, format::WadFile::PlacedLump placed, const QString &text);
    void redo() override;
    void undo() override;

private:
    void apply(bool insert);

    WadDocument *m_document;
    Action m_action;
    format::WadFile::PlacedLump m_placed;
};

} // namespace ackedit::document
