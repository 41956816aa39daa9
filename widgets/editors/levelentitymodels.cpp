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
    Viewport::MeshId skins = 0; // a mesh without triangles that owns the textures
    QFutureWatcher<document::EntityModel> watcher;
};

LevelEntityModels::LevelEntityModels(document::SceneDocument *document, Viewport *viewport, QObject *parent)
    : QObject(parent), m_document(document), m_viewport(viewport)
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
    if (!m_viewport)
        return;
    // The sharing meshes go before the mesh that owns their textures.
    for (auto &[id, placed] : m_placed)
        unplace(placed);
    for (auto &[path, model] : m_models) {
        if (model->skins)
            m_viewport->removeMesh(model->skins);
    }
}

int LevelEntityModels::drawnCount() const
{
    return int(std::count_if(m_placed.begin(), m_placed.end(), [](const auto &p) { return p.second.mesh != 0; }));
}

int LevelEntityModels::distinctModels() const
{
    return int(std::count_if(m_models.begin(), m_models.end(), [](const auto &m) { return m.second->skins != 0; }));
}

bool LevelEntityModels::isDrawn(NodeId id) const
{
    const auto it = m_placed.find(id);
    return it != m_placed.end() && it->second.mesh != 0;
}

document::SceneHit LevelEntityModels::pick(const document::PickRay &ray) const
{
    document::SceneHit hit;
    for (const auto &[id, placed] : m_placed) {
        if (!placed.mesh)
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
    if (it == m_placed.end() || it->second.mesh != 0)
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
    if (!m_viewport)
        return;
    if (!m_finder)
        m_finder = std::make_unique<document::ExternalSkinFinder>(m_document->fileName());
    const QList<NodeId> entities = document::modelEntities(*m_document);
    // Entities gone, or no longer naming a model.
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
    if (m_viewport && !model.data.mesh.triangles.empty())
        model.skins = m_viewport->addMesh(format::TriangleMesh(), model.data.skins);
    model.data.skins.clear(); // the viewport holds them now
    for (auto &[id, placed] : m_placed) {
        if (placed.path == path)
            place(id, placed);
    }
    if (--m_pending == 0)
        emit loadingFinished();
}

void LevelEntityModels::place(NodeId id, Placed &placed)
{
    if (placed.path.isEmpty())
        return;
    const Model *model = modelFor(placed.path);
    if (!model->skins)
        return; // loading, or nothing to draw
    const Eigen::Affine3f placement = document::entityPlacement(*m_document, id);
    if (placed.mesh && placement.isApprox(placed.placement, 1e-7f))
        return;
    placed.placement = placement;
    const format::TriangleMesh mesh = document::placedMesh(model->data.mesh, placement);
    if (placed.mesh)
        m_viewport->updateMesh(placed.mesh, mesh);
    else
        placed.mesh = m_viewport->addMeshSharingSkins(mesh, model->skins);
}

void LevelEntityModels::unplace(Placed &placed)
{
    if (placed.mesh && m_viewport)
        m_viewport->removeMesh(placed.mesh);
    placed.mesh = 0;
}

} // namespace ackedit::widgets
