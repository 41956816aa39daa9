#pragma once
// Base of the whole-terrain operations (new, import heightmap, resize): the command keeps the
// terrain's complete state before and after (file structure and height grid), so undo and redo
// are exact copies, never recomputed. That is a full copy by design: these operations touch every
// vertex, so "proportional to what was touched" is the whole terrain.
#include "terrain/terraindocument.h"

#include <QUndoCommand>

namespace ackedit::document {

class TerrainReplaceCommand : public QUndoCommand
{
public:
    // `after` with a null file is an operation that failed: isValid() is false, do not push it
    // (pushed anyway, it does nothing and is dropped as obsolete).
    TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after, const QString &text,
                          QUndoCommand *parent = nullptr);

    bool isValid() const { return m_after.file != nullptr; }
    void redo() override;
    void undo() override;

    TerrainDocument *document() const { return m_document; }
    const TerrainDocument::State &before() const { return m_before; }
    const TerrainDocument::State &after() const { return m_after; }

private:
    TerrainDocument *m_document;
    TerrainDocument::State m_before;
    TerrainDocument::State m_after;
};

} // namespace ackedit::document
