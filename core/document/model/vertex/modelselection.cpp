#include "model/vertex/modelselection.h"

#include "model/modeldocument.h"

namespace ackedit::document {

ModelSelection::ModelSelection(ModelDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_selection(document->vertexCount())
{
    connect(document, &ModelDocument::geometryReset, this, &ModelSelection::topologyChanged);
    connect(document, &ModelDocument::framesChanged, this, &ModelSelection::topologyChanged);
}

void ModelSelection::update(const VertexSelection &next)
{
    if (next == m_selection)
        return;
    m_selection = next;
    emit changed();
}

void ModelSelection::setSelection(const VertexSelection &selection)
{
    VertexSelection next = selection;
    next.resize(m_document->vertexCount());
    update(next);
}

void ModelSelection::apply(std::span<const int> vertices, SelectionMode mode)
{
    VertexSelection next = m_selection;
    next.apply(vertices, mode);
    update(next);
}

void ModelSelection::applyClick(int vertex, SelectionMode mode)
{
    VertexSelection next = m_selection;
    next.applyClick(vertex, mode);
    update(next);
}

void ModelSelection::selectAll()
{
    VertexSelection next = m_selection;
    next.selectAll();
    update(next);
}

void ModelSelection::clear()
{
    VertexSelection next = m_selection;
    next.clear();
    update(next);
}

void ModelSelection::invert()
{
    VertexSelection next = m_selection;
    next.invert();
    update(next);
}

void ModelSelection::selectConnected()
{
    VertexSelection next = m_selection;
    next.selectConnected(adjacency());
    update(next);
}

void ModelSelection::setSoftSettings(const SoftSelectionSettings &settings)
{
    if (settings.radius == m_soft.radius && settings.falloff == m_soft.falloff && settings.distance == m_soft.distance)
        return;
    m_soft = settings;
    emit softSettingsChanged();
}

std::vector<WeightedVertex> ModelSelection::weights(int frame) const
{
    const std::vector<Eigen::Vector3f> &positions = m_document->positions(frame);
    if (positions.size() != size_t(m_selection.vertexCount()) || m_selection.isEmpty())
        return {};
    const bool surface = isSoft() && m_soft.distance == SoftDistance::Surface;
    return SoftSelection::compute(positions, m_selection, m_soft, surface ? &adjacency() : nullptr);
}

Eigen::Vector3f ModelSelection::centroid(int frame) const
{
    const std::vector<Eigen::Vector3f> &positions = m_document->positions(frame);
    if (positions.size() != size_t(m_selection.vertexCount()))
        return Eigen::Vector3f::Zero();
    return m_selection.centroid(positions);
}

std::span<const format::TriangleMesh::Triangle> ModelSelection::pickTriangles() const
{
    if (!m_triangles) {
        m_triangles.emplace();
        m_triangles->reserve(m_document->triangles().size());
        for (const auto &v : m_document->triangles()) {
            format::TriangleMesh::Triangle t;
            t.v = v;
            m_triangles->push_back(t);
        }
    }
    return *m_triangles;
}

const VertexAdjacency &ModelSelection::adjacency() const
{
    if (!m_adjacency)
        m_adjacency.emplace(m_document->vertexCount(), pickTriangles());
    return *m_adjacency;
}

void ModelSelection::topologyChanged()
{
    // Mirror turns triangles round; frame edits may add vertices (MDL7 records): rebuild lazily.
    m_triangles.reset();
    m_adjacency.reset();
    if (m_document->vertexCount() != m_selection.vertexCount()) {
        VertexSelection next = m_selection;
        next.resize(m_document->vertexCount());
        m_selection = next;
        emit changed();
    }
}

} // namespace ackedit::document
