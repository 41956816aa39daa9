#pragma once
// Base of the whole-terrain operations (new, import heightmap, resize): a value change of the
// terrain's complete state (file structure and height grid), so undo and redo swap exact copies,
// never recomputed. That is a full copy by design: these operations touch every vertex, so
// "proportional to what was touched" is the whole terrain.
#include "terrain/terraindocument.h"
#include "undomemory.h"
#include "valuechangecommand.h"

namespace ackedit::document {

class TerrainReplaceCommand : public ValueChangeCommand<TerrainDocument::State>, public UndoMemory
{
public:
    // `after` with a null file is an operation that failed: isValid() is false, do not push it
    // (pushed anyway, it does nothing and is dropped as obsolete).
    TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after, const QString &text,
                          QUndoCommand *parent = nullptr);

    bool isValid() const { return m_valid; }
    // The state held for undo or redo, the larger of before and after: the float height grid and
    // the file's frames (about 4 bytes a vertex each). Skins are shared with the document's file
    // until one of them is painted, so they are not counted.
    qint64 undoBytes() const override { return m_bytes; }

private:
    TerrainReplaceCommand(TerrainDocument *document, bool valid, qint64 bytes, TerrainDocument::State &&after,
                          const QString &text, QUndoCommand *parent);
    static qint64 stateBytes(qint64 vertices, qint64 frames);

    bool m_valid;
    qint64 m_bytes;
};

} // namespace ackedit::document
