#include "viewport.h"

#include "lineentity.h"
#include "markerentity.h"
#include "meshbuffers.h"
#include "meshentity.h"
#include "unlitmaterial.h"
#include "viewportprivate.h"

#include <QApplication>
#include <QLabel>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderStateSet>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QTechniqueFilter>
#include <Qt3DRender/QViewport>

#include <algorithm>
#include <map>

namespace ackedit::widgets {

void Viewport::Private::applyCamera()
{
    QVector3D lo, hi;
    bool any = sceneBounds(lo, hi);
    for (const ViewportMarker &m : markers) {
        const QVector3D p = MeshBuffers::toGl(m.position);
        lo = any ? QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z())) : p;
        hi = any ? QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z())) : p;
        any = true;
    }
    if (any)
        orbit.setSceneBounds(lo, hi);
    Qt3DRender::QCamera *camera = window->camera();
    if (orbit.isOrthographic()) {
        const float halfHeight = orbit.viewHeight() / 2.0f;
        const float aspect = window->height() > 0 ? float(window->width()) / float(window->height()) : 1.0f;
        camera->lens()->setOrthographicProjection(-halfHeight * aspect, halfHeight * aspect, -halfHeight, halfHeight,
                                                  orbit.nearPlane(), orbit.farPlane());
    } else {
        camera->setProjectionType(Qt3DRender::QCameraLens::PerspectiveProjection);
        camera->setFieldOfView(OrbitCamera::FieldOfView);
        camera->setNearPlane(orbit.nearPlane());
        camera->setFarPlane(orbit.farPlane());
    }
    camera->setPosition(orbit.eye());
    camera->setViewCenter(orbit.target());
    camera->setUpVector(orbit.up());
    // Lights ride with the camera, so whatever faces the viewer is lit.
    keyLight->setWorldDirection((orbit.forward() - 0.5f * orbit.up() + 0.3f * orbit.right()).normalized());
    fillLight->setWorldDirection((orbit.forward() + 0.8f * orbit.up() - 0.6f * orbit.right()).normalized());
    // Towards the viewer: it lights only faces turned away from the eye, i.e. the back of a
    // sheet, whose normals point away; front faces get nothing from it.
    backLight->setWorldDirection(-orbit.forward());
    refreshPointViews();
    if (planView && gridVisible)
        rebuildPlanGrid(); // it covers what the view shows
    if (cameraMoved)
        cameraMoved();
}

MeshResources Viewport::Private::resources() const
{
    return MeshResources{shadedMaterial, shadedCulledMaterial, wireMaterial, multiplyLayer, maxSkinTilesPerAxis};
}

Viewport::MeshId Viewport::Private::add(int frameCount, FrameProvider provider, const format::TriangleMesh &mesh,
                                        const QList<QImage> &skins, const QList<QImage> &lightmaps,
                                        const QColor &ghost, bool paintedSkins)
{
    MeshResources shared = resources();
    if (!paintedSkins)
        shared.maxSkinTilesPerAxis = 1; // one texture and one sampler parameter per skin
    auto *entity = new MeshEntity(skins, lightmaps, shared, root);
    if (ghost.isValid())
        entity->makeGhost(ghost, ghostLayer);
    return insert(entity, frameCount, std::move(provider), mesh, ghost.isValid());
}

Viewport::MeshId Viewport::Private::insert(MeshEntity *entity, int frameCount, FrameProvider provider,
                                           const format::TriangleMesh &mesh, bool ghost)
{
    Entry entry;
    entry.entity = entity;
    entry.entity->setRenderMode(renderMode);
    entry.entity->setBackFaceCulling(backFaceCulling);
    entry.unframed = ghost;
    const qint64 bytes = entry.entity->setBuffers(
        MeshBuffers::build(mesh, entry.entity->skinCount(), entry.entity->lightmapCount()));
    entry.frameCount = std::max(frameCount, 1);
    entry.provider = std::move(provider);
    const MeshId id = nextId++;
    meshes.emplace(id, std::move(entry));
    logUpload(id, 0, bytes);
    rebuildGrid();
    return id;
}

void Viewport::Private::logUpload(MeshId id, qint64 offset, qint64 bytes, const QString &overlay)
{
    if (uploads.size() < 100000) // a log for tests; never grows without bound
        uploads.append(BufferUpload{id, overlay, offset, bytes});
}

bool Viewport::Private::sceneBounds(QVector3D &min, QVector3D &max) const
{
    bool any = false;
    for (const auto &entry : meshes) {
        const MeshBuffers &b = entry.second.entity->buffers();
        if (b.isEmpty() || entry.second.unframed)
            continue;
        min = any ? QVector3D(std::min(min.x(), b.boundsMin().x()), std::min(min.y(), b.boundsMin().y()),
                              std::min(min.z(), b.boundsMin().z()))
                  : b.boundsMin();
        max = any ? QVector3D(std::max(max.x(), b.boundsMax().x()), std::max(max.y(), b.boundsMax().y()),
                              std::max(max.z(), b.boundsMax().z()))
                  : b.boundsMax();
        any = true;
    }
    return any;
}

Viewport::Viewport(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->gridStep = defaultGridStep();
    // Qt3D 6.4 runs its per-frame jobs on a thread pool, and two of them race: with more than one
    // job thread, MaterialParameterGathererJob (findRenderPassesForTechnique) double-frees now
    // and then, and captures stall before the crash (1 run in 6 of one test function; about
    // half of the runs of two Qt3D tests side by side). One job thread removes both. The count
    // is read once, when the first engine starts, so it is set before the first window.
    if (!qEnvironmentVariableIsSet("QT3D_MAX_THREAD_COUNT"))
        qputenv("QT3D_MAX_THREAD_COUNT", "1");
    d->window = new Qt3DExtras::Qt3DWindow;
    d->window->installEventFilter(this);
    // Render only when something changed: llvmpipe under Xvfb would otherwise spin a core.
    d->window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);

    d->root = new Qt3DCore::QEntity;
    auto *lightLayer = new Qt3DRender::QLayer(d->root); // see the ghost pass below
    auto *lights = new Qt3DCore::QEntity(d->root);
    d->keyLight = new Qt3DRender::QDirectionalLight(lights);
    d->keyLight->setColor(Qt::white);
    d->keyLight->setIntensity(0.7f);
    lights->addComponent(d->keyLight);
    auto *fill = new Qt3DCore::QEntity(d->root);
    d->fillLight = new Qt3DRender::QDirectionalLight(fill);
    d->fillLight->setColor(QColor(200, 210, 255));
    d->fillLight->setIntensity(0.3f);
    fill->addComponent(d->fillLight);
    auto *back = new Qt3DCore::QEntity(d->root);
    d->backLight = new Qt3DRender::QDirectionalLight(back);
    d->backLight->setColor(Qt::white);
    d->backLight->setIntensity(0.7f);
    back->addComponent(d->backLight);
    for (Qt3DCore::QEntity *light : {lights, fill, back})
        light->addComponent(lightLayer);
    d->shadedMaterial = new Qt3DExtras::QPhongMaterial(d->root);
    d->shadedMaterial->setDiffuse(QColor(190, 190, 196));
    d->shadedMaterial->setAmbient(QColor(40, 40, 40));
    d->shadedMaterial->setSpecular(QColor(20, 20, 20));
    d->shadedMaterial->setShininess(10.0f);
    // Its twin with back faces culled: a material of its own (its own shader program), since
    // Qt3D's RHI renderer keeps one pipeline per geometry and shader and would not see a cull
    // state switched in the frame graph once the pipeline exists.
    d->shadedCulledMaterial = new Qt3DExtras::QPhongMaterial(d->root);
    d->shadedCulledMaterial->setDiffuse(QColor(190, 190, 196));
    d->shadedCulledMaterial->setAmbient(QColor(40, 40, 40));
    d->shadedCulledMaterial->setSpecular(QColor(20, 20, 20));
    d->shadedCulledMaterial->setShininess(10.0f);
    for (Qt3DRender::QTechnique *technique : d->shadedCulledMaterial->effect()->techniques()) {
        for (Qt3DRender::QRenderPass *pass : technique->renderPasses()) {
            auto *cull = new Qt3DRender::QCullFace(pass);
            cull->setMode(Qt3DRender::QCullFace::Back);
            pass->addRenderState(cull);
        }
    }
    d->wireMaterial = new UnlitMaterial(QColor(215, 220, 230), d->root);

    // The frame graph: opaque pass (everything but the layers below), then multiplicative
    // second passes (lightmaps) over it, translucent ghosts, depth-tested overlays, and last the
    // overlays drawn over everything. No frustum culling: few entities, and patched buffers would
    // need fresh bounds.
    d->capture = new Qt3DRender::QRenderCapture;
    auto *surface = new Qt3DRender::QRenderSurfaceSelector(d->capture);
    surface->setSurface(d->window);
    auto *viewport = new Qt3DRender::QViewport(surface);
    auto *cameraSelector = new Qt3DRender::QCameraSelector(viewport);
    cameraSelector->setCamera(d->window->camera());
    // Both sides of every triangle are drawn (Qt3D culls back faces by default): a poster, leaf or
    // cut-out figure is a single sheet, and from behind it would vanish altogether. Closed models
    // look the same, their back faces lie behind the front ones.
    auto *states = new Qt3DRender::QRenderStateSet(cameraSelector);
    auto *noCulling = new Qt3DRender::QCullFace(states);
    noCulling->setMode(Qt3DRender::QCullFace::NoCulling);
    states->addRenderState(noCulling);
    auto *techniques = new Qt3DRender::QTechniqueFilter(states);
    auto *forwardKey = new Qt3DRender::QFilterKey(techniques);
    forwardKey->setName(QStringLiteral("renderingStyle"));
    forwardKey->setValue(QStringLiteral("forward"));
    techniques->addMatch(forwardKey);
    d->clear = new Qt3DRender::QClearBuffers(techniques);
    d->clear->setBuffers(Qt3DRender::QClearBuffers::ColorDepthBuffer);
    d->clear->setClearColor(d->background);
    d->multiplyLayer = new Qt3DRender::QLayer(d->root);
    d->ghostLayer = new Qt3DRender::QLayer(d->root);
    d->ghostLayer->setRecursive(true); // on the mesh entity, covering its batch entities
    d->overlayLayer = new Qt3DRender::QLayer(d->root);
    d->onTopLayer = new Qt3DRender::QLayer(d->root);
    auto *opaque = new Qt3DRender::QLayerFilter(d->clear);
    opaque->setFilterMode(Qt3DRender::QLayerFilter::DiscardAnyMatchingLayers);
    for (Qt3DRender::QLayer *layer : {d->multiplyLayer, d->ghostLayer, d->overlayLayer, d->onTopLayer})
        opaque->addLayer(layer);
    auto *multiply = new Qt3DRender::QLayerFilter(techniques);
    multiply->addLayer(d->multiplyLayer);
    // A render view gets only the lights that pass its layer filter: without the light layer,
    // Qt3D would light the ghosts with its default light instead of ours.
    auto *ghosts = new Qt3DRender::QLayerFilter(techniques);
    ghosts->addLayer(d->ghostLayer);
    ghosts->addLayer(lightLayer);
    auto *overlay = new Qt3DRender::QLayerFilter(techniques);
    overlay->addLayer(d->overlayLayer);
    // Qt3D's RHI renderer has no polygon offset or point size, but honours the depth test.
    auto *onTop = new Qt3DRender::QLayerFilter(techniques);
    onTop->addLayer(d->onTopLayer);
    auto *onTopStates = new Qt3DRender::QRenderStateSet(onTop);
    auto *always = new Qt3DRender::QDepthTest(onTopStates);
    always->setDepthFunction(Qt3DRender::QDepthTest::Always);
    onTopStates->addRenderState(always);
    d->window->setActiveFrameGraph(d->capture);

    d->window->setRootEntity(d->root);
    d->cameraMoved = [this] { emit cameraChanged(); };
    d->applyCamera();

    d->container = QWidget::createWindowContainer(d->window, this);
    d->container->setFocusPolicy(Qt::StrongFocus);
    d->container->setMinimumSize(64, 64);
    d->hint = new QLabel(this);
    d->hint->setObjectName(QStringLiteral("viewportControlsHint"));
    d->hint->setTextFormat(Qt::PlainText);
    d->hint->setContentsMargins(6, 1, 6, 1);
    d->hint->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); font-size: small; }"));
    d->hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // a long hint never widens the view
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(d->container, 1);
    layout->addWidget(d->hint);
    d->hint->hide(); // shown by the editors (setToolHint); a bare view keeps its whole size
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(d->container);
    // A window manager hands the keyboard to the top-level window when it comes back (a dialog or
    // menu closed, a click on the title bar), after the view asked for it; Qt keeps no focus
    // widget while an embedded window has the keyboard, so the keys would go to the main
    // window's shortcuts. The view that had the keyboard takes it back, unless a widget of its
    // own window took the focus since.
    connect(qGuiApp, &QGuiApplication::focusWindowChanged, this, [this](QWindow *focused) {
        const auto embeddedHere = [this](QWindow *w) { // another view's 3D window in this top-level window
            for (QWindow *p = w ? w->parent() : nullptr; p; p = p->parent()) {
                if (p == window()->windowHandle())
                    return true;
            }
            return false;
        };
        if (focused == d->window)
            d->hadKeyboard = true;
        else if (embeddedHere(focused))
            d->hadKeyboard = false;
        else if (focused && focused == window()->windowHandle() && d->hadKeyboard)
            // A little later: when the window manager activated the window for a click into
            // another view, that view's press comes first and takes the keyboard (takeKeyboard).
            QTimer::singleShot(KeyboardReturnDelayMs, this, [this] {
                if (d->hadKeyboard && d->container->isVisible() && QGuiApplication::focusWindow() == window()->windowHandle()
                    && (!window()->focusWidget() || window()->focusWidget() == d->container))
                    d->window->requestActivate();
            });
    });
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (now && now != d->container && now->window() == window())
            d->hadKeyboard = false;
    });
}

void Viewport::takeKeyboard()
{
    // The views of one window: the one clicked into has the keyboard, the others give it up.
    for (Viewport *other : window()->findChildren<Viewport *>())
        other->d->hadKeyboard = other == this;
}

Viewport::~Viewport()
{
    // Once shown, the Qt3D window adopts the scene root and deletes it with itself (the
    // container owns the window); a viewport that was never shown still owns its root.
    if (!d->root->parent())
        delete d->root;
    if (!d->capture->parent())
        delete d->capture;
}

Viewport::MeshId Viewport::addMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins)
{
    const MeshId id = d->add(1, {}, mesh, skins);
    if (!d->cameraTouched)
        frameAll();
    return id;
}

Viewport::MeshId Viewport::addMeshSharingSkins(const format::TriangleMesh &mesh, MeshId owner)
{
    const auto it = d->meshes.find(owner);
    if (it == d->meshes.end())
        return addMesh(mesh);
    const MeshId id = d->insert(new MeshEntity(it->second.entity, d->resources(), d->root), 1, {}, mesh, false);
    if (!d->cameraTouched)
        frameAll();
    return id;
}

Viewport::MeshId Viewport::addLevelMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins,
                                        const QList<QImage> &lightmaps)
{
    const MeshId id = d->add(1, {}, mesh, skins, lightmaps, QColor(), false);
    if (!d->cameraTouched)
        frameAll();
    return id;
}

Viewport::MeshId Viewport::addGhostMesh(const format::TriangleMesh &mesh, const QColor &color, bool framed)
{
    const MeshId id = d->add(1, {}, mesh, {}, {}, color.isValid() ? color : QColor(255, 255, 255, 80));
    d->meshes.at(id).unframed = !framed;
    return id;
}

Viewport::MeshId Viewport::addAnimatedMesh(int frameCount, FrameProvider provider, const QList<QImage> &skins)
{
    const int frame = std::clamp(d->frame, 0, std::max(frameCount, 1) - 1);
    const format::TriangleMesh mesh = provider ? provider(frame) : format::TriangleMesh();
    const MeshId id = d->add(frameCount, std::move(provider), mesh, skins);
    if (!d->cameraTouched)
        frameAll();
    return id;
}

void Viewport::updateMesh(MeshId id, const format::TriangleMesh &mesh)
{
    const auto it = d->meshes.find(id);
    if (it == d->meshes.end())
        return;
    MeshEntity *entity = it->second.entity;
    d->logUpload(id, 0, entity->setBuffers(MeshBuffers::build(mesh, entity->skinCount(), entity->lightmapCount())));
    d->rebuildGrid();
}

void Viewport::updateSkin(MeshId id, int skin, const QImage &image, const QRect &changed)
{
    const auto it = d->meshes.find(id);
    if (it == d->meshes.end())
        return;
    const TiledSkinTexture::Upload sent = it->second.entity->updateSkin(skin, image, changed);
    if (sent.tiles > 0 && d->skinUploads.size() < 100000) // a log for tests; never grows without bound
        d->skinUploads.append(SkinUpload{id, skin, sent.rect, sent.tiles, sent.bytes});
}

void Viewport::setMaxSkinTilesPerAxis(int tiles)
{
    d->maxSkinTilesPerAxis = std::clamp(tiles, 1, document::SkinTileGrid::MaxPerAxis);
}

QList<Viewport::SkinUpload> Viewport::skinUploads() const
{
    return d->skinUploads;
}

void Viewport::clearSkinUploads()
{
    d->skinUploads.clear();
}

void Viewport::updateMeshPositions(MeshId id, int first, const std::vector<Eigen::Vector3f> &positions,
                                   const std::vector<Eigen::Vector3f> &normals)
{
    const auto it = d->meshes.find(id);
    if (it == d->meshes.end())
        return;
    const auto range = it->second.entity->setPositions(first, positions, normals);
    if (range.second > 0)
        d->logUpload(id, range.first, range.second);
}

QList<Viewport::BufferUpload> Viewport::bufferUploads() const
{
    return d->uploads;
}

const MeshBuffers *Viewport::meshBuffers(MeshId id) const
{
    const auto it = d->meshes.find(id);
    return it == d->meshes.end() ? nullptr : &it->second.entity->buffers();
}

void Viewport::clearBufferUploads()
{
    d->uploads.clear();
}

void Viewport::removeMesh(MeshId id)
{
    const auto it = d->meshes.find(id);
    if (it == d->meshes.end())
        return;
    delete it->second.entity;
    d->meshes.erase(it);
    d->rebuildGrid();
}

void Viewport::clearScene()
{
    for (auto &entry : d->meshes)
        delete entry.second.entity;
    d->meshes.clear();
    d->frame = 0;
    d->cameraTouched = false;
    d->rebuildGrid();
}

void Viewport::resetView()
{
    clearScene(); // also lets the next content be framed (cameraTouched)
    d->toolHint.clear();
    d->hint->hide();
    for (auto &overlay : d->overlays)
        delete overlay.second;
    d->overlays.clear();
    for (auto &overlay : d->pointOverlays)
        delete overlay.second;
    d->pointOverlays.clear();
    d->selectedMarkers.clear();
    setMarkers({}); // one marker rebuild for both
    setTool(nullptr);
    d->planView.reset();
    d->gridStep = defaultGridStep();
    setGridVisible(false);
    setRenderMode(RenderMode::Textured);
    d->drag = Private::Drag::None;
    d->orbit = OrbitCamera();
    d->applyCamera();
}

int Viewport::meshCount() const
{
    return int(d->meshes.size());
}

int Viewport::frameCount() const
{
    int n = 1;
    for (const auto &entry : d->meshes)
        n = std::max(n, entry.second.frameCount);
    return n;
}

int Viewport::currentFrame() const
{
    return d->frame;
}

void Viewport::setFrame(int frame)
{
    frame = std::clamp(frame, 0, frameCount() - 1);
    if (frame == d->frame)
        return;
    d->frame = frame;
    for (auto &entry : d->meshes) {
        Private::Entry &e = entry.second;
        if (!e.provider)
            continue;
        // Shorter animations hold their last frame.
        const int own = std::min(frame, e.frameCount - 1);
        d->logUpload(entry.first, 0,
                     e.entity->setBuffers(MeshBuffers::build(e.provider(own), e.entity->skinCount(),
                                                             e.entity->lightmapCount())));
    }
    Q_EMIT frameChanged(frame);
}

QColor Viewport::backgroundColor() const
{
    return d->background;
}

void Viewport::setBackgroundColor(const QColor &color)
{
    d->background = color;
    d->clear->setClearColor(color);
}

void Viewport::setToolHint(const QString &toolHint)
{
    d->toolHint = toolHint;
    const QString camera = Private::cameraHint(d->planView.has_value());
    const QString text = toolHint.isEmpty() ? camera : toolHint + QStringLiteral(" · ") + camera;
    d->hint->setText(text);
    d->hint->setToolTip(text); // the whole line, where the view is too narrow to show it
    d->hint->show();
}

void Viewport::setHintVisible(bool visible)
{
    // The row keeps its room: a view whose size changed on a click would move under the cursor.
    QSizePolicy policy = d->hint->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    d->hint->setSizePolicy(policy);
    d->hint->setVisible(visible && !d->hint->text().isEmpty());
}

QString Viewport::controlsHint() const
{
    return d->hint->text();
}

QWindow *Viewport::renderWindow() const
{
    return d->window;
}

QWidget *Viewport::renderWidget() const
{
    return d->container;
}

void Viewport::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (d->planView) // an orthographic projection is sized here, not by Qt3D
        d->applyCamera();
    emit cameraChanged(); // the projection follows the aspect ratio
    // The fit depends on the aspect ratio; keep fitting until the user takes the camera.
    if (!d->cameraTouched)
        QTimer::singleShot(0, this, [this] {
            if (!d->cameraTouched)
                frameAll();
        });
}

} // namespace ackedit::widgets
