#pragma once
// Draws a level's entities as their models (issue 34 point 4): each entity whose file is found
// where the engine looks is drawn as that model, terrain or level at frame 0 with its skins,
// placed as the engine places it. Every distinct file is read once, off the GUI thread
// (QtConcurrent). Each view holds one mesh per model: its skins as textures and a placed copy
// per entity that uses it (document::placedCopies), so draw calls grow with distinct models and
// skins, not with entities; moving an entity re-sends its model's mesh. The 2D views and the 3D
// view draw the same models from one read. An entity whose file is missing or unreadable keeps
// its marker and has a problem() the views can show.
#include "scene/scenedocument.h"
#include "scene/scenepick.h"
#include "viewport/viewport.h"

#include <Eigen/Geometry>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <map>
#include <memory>

namespace ackedit::document {
class ExternalSkinFinder;
struct EntityModel;
}

namespace ackedit::widgets {

class LevelEntityModels : public QObject
{
    Q_OBJECT
public:
    LevelEntityModels(document::SceneDocument *document, Viewport *viewport, QObject *parent = nullptr);
    ~LevelEntityModels() override;
    // One more view that shows the models: what is loaded appears there now, the rest as it loads.
    void addViewport(Viewport *viewport);

    // Brings the drawn models in line with the document: new, removed, moved, turned or
    // re-filed entities. Only what changed reaches the viewport.
    void update();
    // Entities left out (hidden in the views); update() applies it. Empty: every entity shows.
    void setShownFilter(document::NodeFilter shown) { m_shown = std::move(shown); }

    int entityCount() const { return int(m_placed.size()); } // entities that name a model file
    int drawnCount() const;                                   // of those, drawn as their model
    int distinctModels() const;                               // files read and drawn
    bool isLoading() const { return m_pending > 0; }
    bool isDrawn(document::NodeId id) const;
    // The drawn entity whose model `ray` crosses first (id 0: none).
    document::SceneHit pick(const document::PickRay &ray) const;
    // Why entity `id` is drawn as a marker (file not found, damaged); empty when drawn or unknown.
    QString problem(document::NodeId id) const;

signals:
    void loadingFinished(); // every file asked for so far has been read (or failed)

private:
    struct Model;
    struct Placed
    {
        QString file;                  // the entity's file field when last looked up
        QString path;                  // where it was found; empty: nowhere
        Eigen::Affine3f placement = Eigen::Affine3f::Identity();
        bool drawn = false; // a copy in its model's mesh
    };

    Model *modelFor(const QString &path);
    void place(document::NodeId id, Placed &placed);
    void unplace(Placed &placed);
    void loaded(const QString &path);
    // Every drawn entity of the model at `path`, placed, in one mesh.
    format::TriangleMesh copiesOf(const QString &path) const;
    // Sends the meshes of the models whose entities came, went or moved.
    void flush();

    document::SceneDocument *m_document;
    std::vector<QPointer<Viewport>> m_viewports;
    std::unique_ptr<document::ExternalSkinFinder> m_finder;
    std::map<QString, std::unique_ptr<Model>> m_models;
    std::map<document::NodeId, Placed> m_placed;
    int m_pending = 0;
    document::NodeFilter m_shown;
};

} // namespace ackedit::widgets
