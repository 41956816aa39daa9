#include "terrain/terrainreplacecommand.h"

namespace ackedit::document {

TerrainReplaceCommand::TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after,
                                             const QString &text, QUndoCommand *parent)
    : TerrainReplaceCommand(document, after.file != nullptr, std::move(after), text, parent)
{
}

// `valid` is read before `after` is moved into the base.
TerrainReplaceCommand::TerrainReplaceCommand(TerrainDocument *document, bool valid, TerrainDocument::State &&after,
                                             const QString &text, QUndoCommand *parent)
    : ValueChangeCommand(
          text,
          [document](TerrainDocument::State state) {
              if (!state.file)
                  return state; // a failed operation changes nothing, either way
              TerrainDocument::State old = document->state();
              document->setState(state);
              return old;
          },
          std::move(after), parent),
      m_valid(valid)
{
    if (!m_valid)
        setObsolete(true);
}

} // namespace ackedit::document
