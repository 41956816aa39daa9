#pragma once
// What an undo command holds in memory for undo and redo, for commands that can say (the tile
// patches of strokes know their bytes exactly). UndoBudget measures a stack with it; a command
// without it counts as UndoBudget::UnmeasuredCommandBytes.
#include <QtGlobal>

namespace ackedit::document {

class UndoMemory
{
public:
    virtual ~UndoMemory() = default;
    // Bytes held by this command itself (its children are measured on their own).
    virtual qint64 undoBytes() const = 0;
};

} // namespace ackedit::document
