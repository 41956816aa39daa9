#include "editors/levelentitymodels.h"

#include "model/externalskinfinder.h"
#include "scene/entitymodels.h"

#include <QtConcurrent/QtConcurrentRun>

namespace ackedit::widgets {

using document::NodeId;

struct LevelEntityModels::Model
{
    document::EntityModel data;
    bool loaded = false;
    bool dirty = false;                   // an entity of it came, went or moved since the last flush
    std::vector<Viewport::MeshId> meshes; // per view: the skins and every drawn entity's copy
    QList<QImage> images;                 // the skins, for views added later
    QFutureWatcher<document::EntityModel> watcher;
};

LevelEntityModels::LevelEntityModels(document::SceneDocument *document, Viewport *viewport, QObject *parent)
    : QObject(parent), m_document(document), m_viewports{viewport}
{
    connect(m_document, &document::Document::fileNameChanged, this, [this] {
        m_finder.reset(); // other folders: every entity is looked up again
        for (auto &[id, placed] : m_placed)
            placed.file.clear();
        update();
    });
}

LevelEntityModels::~LevelEntityModels()
{
    for (auto &[path, model] : m_models) {
        for (size_t v = 0; v < model->meshes.size(); ++v) {
            if (m_viewports[v])
                m_viewports[v]->removeMesh(model->meshes[v]);
        }
    }
}

void LevelEntityModels::addViewport(Viewport *viewport)
{
    m_viewports.emplace_back(viewport);
    for (auto &[path, model] : m_models) {
        if (!model->meshes.empty())
            model->meshes.push_back(viewport->addMesh(copiesOf(path), model->images));
    }
}

int LevelEntityModels::drawnCount() const
{
    return int(std::count_if(m_placed.begin(), m_placed.end(), [](const auto &p) { return p.second.drawn; }));
}

int LevelEntityModels::distinctModels() const
{
    return int(std::count_if(m_models.begin(), m_models.end(), [](const auto &m) { return !m.second->meshes.empty(); }));
}

bool LevelEntityModels::isDrawn(NodeId id) const
{
    const auto it = m_placed.find(id);
    return it != m_placed.end() && it->second.drawn;
}

document::SceneHit LevelEntityModels::pick(const document::PickRay &ray) const
{
    document::SceneHit hit;
    for (const auto &[id, placed] : m_placed) {
        if (!placed.drawn)
            continue;
        const std::optional<float> t = document::rayMesh(ray, m_models.at(placed.path)->data.mesh, placed.placement);
        if (t && (!hit.id || *t < hit.distance))
            hit = {id, *t};
    }
    return hit;
}

QString LevelEntityModels::problem(NodeId id) const
{
    const auto it = m_placed.find(id);
    if (it == m_placed.end() || it->second.drawn)
        return {};
    const Placed &p = it->second;
    if (p.path.isEmpty())
        return tr("Model file %1 not found; looked in %2")
            .arg(p.file, m_finder ? m_finder->searchFolders().join(QStringLiteral(", ")) : QString());
    const auto model = m_models.find(p.path);
    if (model != m_models.end() && model->second->loaded)
        return model->second->data.problem.isEmpty() ? tr("%1 has no triangles").arg(p.path) : model->second->data.problem;
    return {}; // still loading
}

void LevelEntityModels::update()
{
    if (!m_viewports.front())
        return;
    if (!m_finder)
        m_finder = std::make_unique<document::ExternalSkinFinder>(m_document->fileName());
    QList<NodeId> entities = document::modelEntities(*m_document);
    if (m_shown)
        entities.removeIf([this](NodeId id) { return !m_shown(id); });
    // Entities gone, hidden, or no longer naming a model.
    QSet<NodeId> present(entities.begin(), entities.end());
    for (auto it = m_placed.begin(); it != m_placed.end();) {
        if (present.contains(it->first)) {
            ++it;
            continue;
        }
        unplace(it->second);
        it = m_placed.erase(it);
    }
    for (NodeId id : entities) {
        Placed &placed = m_placed[id];
        const QString file = m_document->property(id, QStringLiteral("file")).toString();
        if (file != placed.file || placed.file.isEmpty()) {
            unplace(placed);
            placed.file = file;
            placed.path = document::entityModelPath(*m_document, id, *m_finder);
        }
        place(id, placed);
    }
    flush();
}

LevelEntityModels::Model *LevelEntityModels::modelFor(const QString &path)
{
    auto it = m_models.find(path);
    if (it != m_models.end())
        return it->second.get();
    auto model = std::make_unique<Model>();
    Model *raw = model.get();
    m_models.emplace(path, std::move(model));
    ++m_pending;
    connect(&raw->watcher, &QFutureWatcher<document::EntityModel>::finished, this, [this, path] { loaded(path); });
    raw->watcher.setFuture(QtConcurrent::run(document::loadEntityModel, path));
    return raw;
}

void LevelEntityModels::loaded(const QString &path)
{
    Model &model = *m_models.at(path);
    model.data = model.watcher.result();
    model.loaded = true;
    if (!model.data.mesh.triangles.empty()) {
        for (const QPointer<Viewport> &viewport : m_viewports)
            model.meshes.push_back(viewport ? viewport->addMesh(format::TriangleMesh(), model.data.skins) : 0);
        model.images = model.data.skins; // implicitly shared with the views' copies
    }
    model.data.skins.clear();
    for (auto &[id, placed] : m_placed) {
        if (placed.path == path)
            place(id, placed);
    }
    flush();
    if (--m_pending == 0)
        emit loadingFinished();
}

void LevelEntityModels::place(NodeId id, Placed &placed)
{
    if (placed.path.isEmpty())
        return;
    Model *model = modelFor(placed.path);
    if (model->meshes.empty())
        return; // loading, or nothing to draw
    const Eigen::Affine3f placement = document::entityPlacement(*m_document, id);
    if (placed.drawn && placement.isApprox(placed.placement, 1e-7f))
        return;
    placed.placement = placement;
    placed.drawn = true;
    model->dirty = true;
}

void LevelEntityModels::unplace(Placed &placed)
{
    if (!placed.drawn)
        return;
    placed.drawn = false;
    m_models.at(placed.path)->dirty = true;
}

format::TriangleMesh LevelEntityModels::copiesOf(const QString &path) const
{
    std::vector<Eigen::Affine3f> placements;
    for (const auto &[id, placed] : m_placed) {
        if (placed.drawn && placed.path == path)
            placements.push_back(placed.placement);
    }
    return document::placedCopies(m_models.at(path)->data.mesh, placements);
}

void LevelEntityModels::flush()
{
    for (auto &[path, model] : m_models) {
        if (!model->dirty)
            continue;
        model->dirty = false;
        const format::TriangleMesh copies = copiesOf(path);
        for (size_t v = 0; v < model->meshes.size(); ++v) {
            if (m_viewports[v])
                m_viewports[v]->updateMesh(model->meshes[v], copies);
        }
    }
}

} // namespace ackedit::widgets
