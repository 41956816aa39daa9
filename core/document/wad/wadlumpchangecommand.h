#pragma once
// One WAD lump replaced whole (a texture renamed or repainted): both versions kept, so undo and
// redo put back exactly the bytes they had.
#include "wad/wadlump.h"

#include <QUndoCommand>

namespace ackedit::document {

class WadDocument;

class WadLumpChangeCommand : public QUndoCommand
{
public:
    WadLumpChangeCommand(WadDocument *document, int lumpIndex, format::WadLump before, format::WadLump after,
                         const QString &text);
    void redo() override;
    void undo() override;

private:
    WadDocument *m_document;
    int m_lumpIndex;
    format::WadLump m_before;
    format::WadLump m_after;
};

} // namespace ackedit::document
