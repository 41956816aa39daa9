#include "model/vertex/vertexmovecommand.h"

#include "model/modeldocument.h"

#include <algorithm>

namespace ackedit::document {

namespace {

class VertexMoveEdit : public stroke::TilePatchEdit
{
public:
    VertexMoveEdit(ModelDocument *document, std::vector<VertexMoveCommand::SetEdit> edits, std::vector<int> tiles)
        : m_document(document), m_edits(std::move(edits)), m_tiles(std::move(tiles))
    {
    }
    std::vector<int> tiles() const override
    {
        if (!m_tiles.empty())
            return m_tiles;
        std::vector<int> keys;
        for (const VertexMoveCommand::SetEdit &e : m_edits) {
            const std::vector<int> t = VertexMoveCommand::tilesFor(*m_document, e.set, e.vertices);
            keys.insert(keys.end(), t.begin(), t.end());
        }
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        return keys;
    }
    QRect apply() override
    {
        QRect changed;
        for (const VertexMoveCommand::SetEdit &e : m_edits) {
            if (e.vertices.empty() || !m_document->applySetPositions(e.set, e.vertices, e.positions))
                continue;
            changed |= QRect(e.vertices.front(), e.set, e.vertices.back() - e.vertices.front() + 1, 1);
        }
        return changed;
    }

private:
    ModelDocument *m_document;
    std::vector<VertexMoveCommand::SetEdit> m_edits;
    std::vector<int> m_tiles;
};

} // namespace

VertexMoveCommand::VertexMoveCommand(ModelDocument *document, int strokeId, std::vector<SetEdit> edits,
                                     const QString &name, std::vector<int> tiles, QUndoCommand *parent)
    : TilePatchCommand(MergeId, document, strokeId,
                       std::make_unique<VertexMoveEdit>(document, std::move(edits), std::move(tiles)), name, parent)
{
}

std::vector<int> VertexMoveCommand::tilesFor(const ModelDocument &document, int set, const std::vector<int> &vertices)
{
    const int n = document.vertexCount();
    std::vector<char> touched(size_t(std::max(n, 0)), 0);
    for (int v : vertices)
        if (v >= 0 && v < n)
            touched[size_t(v)] = 1;
    std::vector<char> around = touched;
    for (const auto &t : document.triangles()) {
        if (t[0] >= uint32_t(n) || t[1] >= uint32_t(n) || t[2] >= uint32_t(n))
            continue;
        if (touched[t[0]] || touched[t[1]] || touched[t[2]])
            around[t[0]] = around[t[1]] = around[t[2]] = 1;
    }
    std::vector<int> keys;
    const int base = set * document.tilesPerSet();
    for (int v = 0; v < n; v += ModelDocument::TileVertices) {
        const int end = std::min(n, v + ModelDocument::TileVertices);
        if (std::any_of(around.begin() + v, around.begin() + end, [](char c) { return c != 0; }))
            keys.push_back(base + v / ModelDocument::TileVertices);
    }
    return keys;
}

} // namespace ackedit::document
