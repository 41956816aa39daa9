#include "terrain/terrainreplacecommand.h"

#include "hmp/hmpfile.h"

#include <algorithm>

namespace ackedit::document {

TerrainReplaceCommand::TerrainReplaceCommand(TerrainDocument *document, TerrainDocument::State after,
                                             const QString &text, QUndoCommand *parent)
    : TerrainReplaceCommand(document, after.file != nullptr,
                            std::max(stateBytes(after.grid.vertexCount(), after.file ? after.file->frameCount() : 0),
                                     stateBytes(document->grid().vertexCount(), document->hmp()->frameCount())),
                            std::move(after), text, parent)
{
}

qint64 TerrainReplaceCommand::stateBytes(qint64 vertices, qint64 frames)
{
    return vertices * qint64(sizeof(float)) + frames * vertices * 4;
}

// `valid` and `bytes` are read before `after` is moved into the base.
TerrainReplaceCommand::TerrainReplaceCommand(TerrainDocument *document, bool valid, qint64 bytes,
                                             TerrainDocument::State &&after, const QString &text,
                                             QUndoCommand *parent)
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
      m_valid(valid),
      m_bytes(bytes)
{
    if (!m_valid)
        setObsolete(true);
}

} // namespace ackedit::document
