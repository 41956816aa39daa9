#pragma once
// Base of the whole-terrain operations (new, import heightmap, resize): a value change of the
// terrain's complete state (file structure and height grid), so undo and redo swap exact copies,
// never recomputed. That is a full copy by design: these operations touch every vertex, so
// "proportional to what was touched" is the whole terrain.
#include "terrain/terraindocument.h"
#include "valuechangecommand.h"

namespace ackedit::document {

class TerrainReplaceCommand : public ValueChangeCommand<TerrainDocument::State>
{
public:
    // `after` with a null file is an operation that failed: isValid() is false, do not push it
    // (pushed anyway, it does nothing and is dropped as obsolete).
    TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after, const QString &text,
                          QUndoCommand *parent = nullptr);

    bool isValid() const { return m_valid; }

private:
    TerrainReplaceCommand(TerrainDocument *document, bool valid, TerrainDocument::State &&after, const QString &text,
                          QUndoCommand *parent);

    bool m_valid;
};

} // namespace ackedit::document
