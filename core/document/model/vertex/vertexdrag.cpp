#include "model/vertex/vertexdrag.h"

#include "model/modeldocument.h"
#include "model/vertex/vertexmovecommand.h"

#include <QUndoStack>

#include <algorithm>

namespace ackedit::document {

VertexDrag::VertexDrag(ModelDocument *document) : m_document(document), m_stroke(document->undoStack(), document) {}

VertexDrag::~VertexDrag()
{
    if (isActive())
        end();
}

bool VertexDrag::begin(const std::vector<std::pair<int, float>> &weights, int firstFrame, int lastFrame,
                       const QString &name)
{
    if (isActive())
        end();
    m_sets.clear();
    m_vertices.clear();
    m_weights.clear();
    if (!m_document->canEditVertices() || weights.empty())
        return false;
    firstFrame = std::max(firstFrame, 0);
    lastFrame = std::min(lastFrame, m_document->frameCount() - 1);
    const int n = m_document->vertexCount();
    for (const auto &[vertex, weight] : weights) {
        if (vertex >= 0 && vertex < n && weight > 0.0f) {
            m_vertices.push_back(vertex);
            m_weights.push_back(weight);
        }
    }
    if (m_vertices.empty() || firstFrame > lastFrame)
        return false;
    for (int frame = firstFrame; frame <= lastFrame; ++frame) {
        const int set = m_document->positionSet(frame);
        if (std::any_of(m_sets.begin(), m_sets.end(), [set](const SetOriginals &s) { return s.set == set; }))
            continue; // e.g. several bone frames: their shared rest pose moves once
        SetOriginals s;
        s.set = set;
        s.frame = frame;
        const std::vector<Eigen::Vector3f> &shown = m_document->positions(frame);
        s.shown.reserve(m_vertices.size());
        for (int v : m_vertices)
            s.shown.push_back(shown[size_t(v)]);
        const std::vector<Eigen::Affine3f> maps = m_document->shownToSet(frame);
        if (!maps.empty()) {
            s.toSet.reserve(m_vertices.size());
            for (int v : m_vertices)
                s.toSet.push_back(maps[size_t(v)]);
        }
        s.tiles = VertexMoveCommand::tilesFor(*m_document, set, m_vertices);
        m_sets.push_back(std::move(s));
    }
    m_name = name;
    m_stroke.begin();
    return true;
}

void VertexDrag::step(const Eigen::Affine3f &t)
{
    if (!isActive())
        return;
    std::vector<VertexMoveCommand::SetEdit> edits;
    std::vector<int> tiles;
    edits.reserve(m_sets.size());
    for (const SetOriginals &s : m_sets) {
        VertexMoveCommand::SetEdit e;
        e.set = s.set;
        e.vertices = m_vertices;
        e.positions.resize(m_vertices.size());
        for (size_t i = 0; i < m_vertices.size(); ++i) {
            const Eigen::Vector3f &old = s.shown[i];
            const Eigen::Vector3f moved = old + m_weights[i] * (t * old - old);
            e.positions[i] = s.toSet.empty() ? moved : Eigen::Vector3f(s.toSet[i] * moved);
        }
        edits.push_back(std::move(e));
        tiles.insert(tiles.end(), s.tiles.begin(), s.tiles.end());
    }
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    m_stroke.push(new VertexMoveCommand(m_document, m_stroke.strokeId(), std::move(edits), m_name, std::move(tiles)));
}

void VertexDrag::end()
{
    m_stroke.end();
}

void VertexDrag::cancel()
{
    m_stroke.cancel();
}

} // namespace ackedit::document
