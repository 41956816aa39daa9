#include "editors/leveleditor.h"
#include "languagechange.h"

#include <functional>

#include "docks/propertypanel.h"
#include "editors/fourviewlayout.h"
#include "editors/levelentitymodels.h"
#include "editors/levelmovetool.h"
#include "docks/scenetreedock.h"
#include "docks/texturebrowserdock.h"
#include "imageconvert.h"
#include "models/scenetreemodel.h"
#include "scene/scenepick.h"
#include "scene/sceneplacement.h"
#include "scene/sceneselection.h"
#include "scene/scenevisibility.h"
#include "validation/finding.h"
#include "viewport/viewport.h"
#include "viewport/viewportspare.h"
#include "wmb/wmbfile.h"

#include <QAction>
#include <QCursor>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMap>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace ackedit::widgets {

using document::NodeId;
using document::NodeKind;

namespace {

// The colour of surfaces the engine does not draw: a faint, see-through grey.
const QColor HiddenSurfaceColor(200, 205, 215, 60);

// Moves the triangles the engine does not draw (TriangleMesh::hidden) out of `mesh` into the
// returned mesh (positions and UVs copied); `mesh` keeps the others with their lightmap pages.
// A mesh without such triangles is left as it is, and nothing is copied.
format::TriangleMesh takeHidden(format::TriangleMesh &mesh)
{
    format::TriangleMesh hidden;
    const bool flagged = mesh.hidden.size() == mesh.triangles.size()
                         && std::find(mesh.hidden.begin(), mesh.hidden.end(), 1) != mesh.hidden.end();
    if (!flagged) {
        mesh.hidden.clear();
        return hidden;
    }
    hidden.positions = mesh.positions;
    hidden.normals = mesh.normals;
    hidden.uvs = mesh.uvs;
    for (size_t i = 0; i < mesh.triangles.size(); ++i) {
        if (mesh.hidden[i] != 0)
            hidden.triangles.push_back(mesh.triangles[i]);
    }
    mesh.keepTriangles([&](size_t i) { return mesh.hidden[i] == 0; });
    mesh.hidden.clear();
    return hidden;
}

// Holds a 2D view's pane until the view is made, sized as a view is, so that the layout does
// not change when the view comes.
class PanePlaceholder : public QWidget
{
public:
    PanePlaceholder(const QWidget *likeThis, QWidget *parent) : QWidget(parent), m_like(likeThis)
    {
        setSizePolicy(likeThis->sizePolicy());
    }
    QSize sizeHint() const override { return m_like ? m_like->sizeHint() : QWidget::sizeHint(); }
    QSize minimumSizeHint() const override { return m_like ? m_like->minimumSizeHint() : QWidget::minimumSizeHint(); }

private:
    QPointer<const QWidget> m_like;
};

} // namespace

LevelEditor::LevelEditor(document::SceneDocument *document, QWidget *parent)
    : DocumentEditor(document, parent), m_document(document), m_selection(new document::SceneSelection(document, this)),
      m_tree(new SceneTreeDock(m_selection, this)), m_panel(new PropertyPanel(document, this)),
      m_frameSelected(translated(new QAction(this), [] {
          return tr("&Frame Selected");
      })), m_markerTimer(new QTimer(this)),
      m_meshTimer(new QTimer(this))
{
    Viewport *view3d = ViewportSpare::take(this);
    m_layout = new FourViewLayout(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_layout);
    m_layout->setPane(int(ViewKind::Perspective), view3d, QString());
    onLanguageChange(m_layout, [this] {
        m_layout->setCaption(int(ViewKind::Perspective), tr("3D"));
        for (const PlanPane &plane : planPanes())
            m_layout->setCaption(int(plane.kind), plane.caption);
    });
    // Stable names per editor class, for QMainWindow::saveState.
    m_tree->setObjectName(QStringLiteral("LevelEditor.sceneTree"));
    m_panel->setObjectName(QStringLiteral("LevelEditor.properties"));

    m_frameSelected->setShortcut(QKeySequence(Qt::Key_F));
    m_frameSelected->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_frameSelected);
    m_tree->view()->addAction(m_frameSelected);
    connect(m_frameSelected, &QAction::triggered, this, &LevelEditor::frameSelected);

    // Changes arrive in bursts (a multi-selection edit, an undo of a macro): rebuild once, after.
    m_markerTimer->setSingleShot(true);
    m_markerTimer->setInterval(0);
    connect(m_markerTimer, &QTimer::timeout, this, [this] {
        rebuildMarkers();
        updateStatus();
    });
    m_meshTimer->setSingleShot(true);
    m_meshTimer->setInterval(0);
    connect(m_meshTimer, &QTimer::timeout, this, &LevelEditor::rebuildMesh);

    using document::SceneDocument;
    connect(m_document, &SceneDocument::geometryChanged, m_meshTimer, qOverload<>(&QTimer::start));
    // A block's geometry moves with its own and its groups' placement, and comes and goes with
    // added and removed nodes: the level mesh is rebuilt then too (once, after the burst).
    connect(m_document, &SceneDocument::propertyChanged, this, [this](NodeId id, const QString &) {
        if (!m_meshTimer->isActive() && holdsBlock(id))
            m_meshTimer->start();
    });
    for (auto signal : {&SceneDocument::nodeAdded, &SceneDocument::nodeRemoved})
        connect(m_document, signal, m_meshTimer, qOverload<>(&QTimer::start));
    connect(m_document, &SceneDocument::propertyChanged, this, &LevelEditor::scheduleMarkers);
    connect(m_document, &SceneDocument::nodeAdded, this, &LevelEditor::scheduleMarkers);
    connect(m_document, &SceneDocument::nodeRemoved, this, &LevelEditor::scheduleMarkers);
    connect(m_document, &SceneDocument::nodeMoved, this, &LevelEditor::scheduleMarkers);
    connect(m_document, &document::Document::modifiedChanged, this, &LevelEditor::updateStatus);
    connect(m_document, &document::Document::fileNameChanged, this, &LevelEditor::updateStatus);

    connect(m_selection, &document::SceneSelection::changed, this, &LevelEditor::showSelection);
    connect(m_tree, &SceneTreeDock::nodeActivated, this, [this](NodeId id) {
        Eigen::Vector3f min, max;
        if (m_document->bounds(id, &min, &max))
            viewport()->frameBox(min, max);
    });
    buildTextureBrowser(); // before the first view: its level mesh is drawn with the textures
    buildVisibilityActions();
    m_entityModels = std::make_unique<LevelEntityModels>(m_document, view3d);
    m_entityModels->setShownFilter([this](NodeId id) { return isShown(id); });
    m_active = &addView(view3d);
    // An entity drawn as a marker says why in its properties.
    m_panel->setNoteProvider([this](NodeId id) { return m_entityModels->problem(id); });
    connect(m_entityModels.get(), &LevelEntityModels::loadingFinished, m_panel, &PropertyPanel::refreshNotes);
    connect(m_entityModels.get(), &LevelEntityModels::loadingFinished, this, [this] {
        if (!isLoading())
            emit loadingFinished();
    });
    // The 2D views come after the 3D view's first frame (planviews below): their panes wait
    // with a placeholder.
    for (const PlanPane &plane : planPanes()) {
        auto *placeholder = new PanePlaceholder(view3d, this);
        placeholder->setObjectName(QStringLiteral("planPlaceholder"));
        m_layout->setPane(int(plane.kind), placeholder, plane.caption);
        m_pendingPlans.push_back(plane.kind);
    }
    m_layout->setCurrent(int(ViewKind::Perspective));
    connect(m_layout, &FourViewLayout::currentChanged, this, [this](int index) {
        if (auto *view = qobject_cast<Viewport *>(m_layout->pane(index)))
            setActiveView(view);
    });
    buildAddMenu();
    buildGroupActions();
    m_levelMenu = translated(new QMenu(this), [] { return tr("&Level"); });
    translated(m_levelMenu->addMenu(m_addMenu), [] { return tr("&Add"); });
    m_levelMenu->addAction(m_addPathNodes);
    m_levelMenu->addSeparator();
    m_levelMenu->addAction(m_group);
    m_levelMenu->addAction(m_ungroup);
    m_levelMenu->addSeparator();
    createBuildAction();
    m_levelMenu->addAction(m_build);
    buildViewActions();
    if (Viewport::defaultGridStep() > 0) // Edit ▸ Preferences: a grid size chosen for every view
        m_gridStep = Viewport::defaultGridStep();
    setToolBarIcons();
    setGridStep(m_gridStep);
    // Each 2D view costs a quarter of a second to make on a software renderer: made after the
    // 3D view has drawn its first frame, one per turn of the event loop, so the level shows at
    // once (issue 34 point 8); or at once when asked for (view(), ensurePlanViews()).
    connect(view3d, &Viewport::frameRendered, this, [this] {
        m_planWait.stop();
        QTimer::singleShot(0, this, &LevelEditor::createPlanView);
    }, Qt::SingleShotConnection);
    // A capture asked for before the 3D window's first expose may go unanswered: ask again, and
    // after two seconds make the views anyway.
    m_planWait.setInterval(250);
    connect(&m_planWait, &QTimer::timeout, this, [this, view3d] {
        if (++m_planWaitTicks >= 8 || m_pendingPlans.empty()) {
            m_planWait.stop();
            createPlanView();
        } else {
            view3d->notifyNextFrame();
        }
    });
    rebuildMarkers();
    onLanguageChange(this, [this] { updateStatus(); }); // the status line is worded there
    m_startMesh.reset(); // the views hold their copies
}

bool LevelEditor::holdsBlock(NodeId id) const
{
    for (QList<NodeId> stack{id}; !stack.isEmpty();) {
        const NodeId node = stack.takeLast();
        if (m_document->nodeKind(node) == NodeKind::Block)
            return true;
        stack += m_document->children(node);
    }
    return false;
}

LevelEditor::LevelMesh LevelEditor::buildLevelMesh()
{
    LevelMesh level;
    const format::AssetFile *asset = m_document->asset();
    level.skins = levelSkins(); // first: the textures' sizes shape the UVs
    level.mesh = asset->mesh(0);
    m_visibility->dropHidden(level.mesh);
    level.hidden = takeHidden(level.mesh);
    const auto *wmb = dynamic_cast<const format::WmbFile *>(asset);
    level.lightmapped = wmb && !level.mesh.lightmapPages.empty();
    if (level.lightmapped) {
        for (int i = 0; i < int(wmb->lightmapPages().size()); ++i)
            level.lightmaps.append(document::toQImage(wmb->lightmapImage(i)));
    }
    return level;
}

void LevelEditor::showLevelMesh(View &view, const LevelMesh &level)
{
    if (level.lightmapped)
        view.mesh = view.viewport->addLevelMesh(level.mesh, level.skins, level.lightmaps);
    else
        view.mesh = view.viewport->addMesh(level.mesh, level.skins);
    showHiddenSurfaces(view, level.hidden);
}

void LevelEditor::buildAddMenu()
{
    m_addMenu = translated(new QMenu(this), [] { return tr("Add"); });
    const std::pair<NodeKind, std::function<QString()>> kinds[] = {
        {NodeKind::Entity, [] { return tr("&Entity (model)..."); }}, {NodeKind::Light, [] { return tr("&Light"); }},
        {NodeKind::Sound, [] { return tr("&Sound..."); }},           {NodeKind::Position, [] { return tr("&Position"); }},
        {NodeKind::Path, [] { return tr("Pa&th"); }},                {NodeKind::Region, [] { return tr("&Region"); }},
        {NodeKind::Block, [] { return tr("&Block (64 box)"); }},     {NodeKind::Group, [] { return tr("&Group"); }},
    };
    for (const auto &[kind, label] : kinds) {
        if (m_document->parentFor(kind) < 0)
            continue; // the level takes none anywhere
        QAction *a = translated(m_addMenu->addAction(QString()), label);
        a->setData(int(kind));
        connect(a, &QAction::triggered, this, [this, kind = kind] {
            document::NodeSetup setup;
            if (kind == NodeKind::Entity || kind == NodeKind::Sound) {
                const QString filter = kind == NodeKind::Entity ? tr("Models and levels (*.mdl *.hmp *.wmb)")
                                                                : tr("Sounds (*.wav *.ogg)");
                const QString file = QFileDialog::getOpenFileName(this, tr("Add"), QFileInfo(m_document->fileName()).path(), filter);
                // Qt gives the focus back to the widget that had it before the 3D window took
                // the keyboard; the Add came from the view, so the keys go there again.
                viewport()->setFocus(Qt::OtherFocusReason);
                if (file.isEmpty())
                    return;
                setup.file = QFileInfo(file).fileName(); // the engine finds it by name
            }
            addAt(kind, setup);
        });
    }
    m_addPathNodes = translated(new QAction(this), [] { return tr("Path &Nodes (click to add)"); });
    m_addPathNodes->setCheckable(true);
    connect(m_addPathNodes, &QAction::triggered, this, [this](bool on) {
        if (on)
            startPathNodes();
        else
            endPathNodes();
    });
    if (m_document->parentFor(NodeKind::Path) >= 0) {
        m_addMenu->addSeparator();
        m_addMenu->addAction(m_addPathNodes);
    }
    auto *show = translated(new QAction(this), [] { return tr("Add..."); });
    show->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_A));
    show->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(show);
    connect(show, &QAction::triggered, this, [this] { m_addMenu->popup(QCursor::pos()); });
}

void LevelEditor::buildGroupActions()
{
    m_group = translated(new QAction(this), [] { return tr("&Group"); });
    m_group->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_ungroup = translated(new QAction(this), [] { return tr("&Ungroup"); });
    m_ungroup->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    for (QAction *a : {m_group, m_ungroup}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    connect(m_group, &QAction::triggered, this, [this] {
        QString error;
        const NodeId group = m_document->groupNodes(m_selection->ids(), &error);
        if (group)
            setSelection({group});
        m_status = group ? QString() : error;
        emit statusTextChanged(m_status);
    });
    connect(m_ungroup, &QAction::triggered, this, [this] {
        QList<NodeId> members;
        QString error;
        for (NodeId id : m_selection->ids()) {
            if (m_document->nodeKind(id) == NodeKind::Group)
                members += m_document->ungroup(id, &error);
        }
        if (!members.isEmpty())
            setSelection(members);
        m_status = error;
        emit statusTextChanged(m_status);
    });
}

NodeId LevelEditor::addAt(NodeKind kind, const document::NodeSetup &setup)
{
    const NodeId near = m_selection->isEmpty() ? 0 : m_selection->ids().constFirst();
    const qint64 parent = m_document->parentFor(kind, near);
    if (parent < 0) {
        m_status = tr("This level takes no such node");
        emit statusTextChanged(m_status);
        return 0;
    }
    const Eigen::Vector3d at = placeAt(*m_active, moveTool()->lastPixel());
    document::NodeSetup placed = setup;
    if (kind == NodeKind::Block && placed.texture.isEmpty() && m_textureBrowser) // WED: the current texture
        placed.texture = m_textureBrowser->currentTexture();
    QString error;
    const NodeId id = m_document->addNodeAt(kind, NodeId(parent), at, placed, &error);
    if (!id) {
        m_status = error;
        emit statusTextChanged(m_status);
        return 0;
    }
    setSelection({id});
    return id;
}

LevelEditor::~LevelEditor()
{
    m_entityModels.reset(); // its meshes leave the viewports, one of which may be handed to the next editor
    for (const auto &view : m_views)
        view->viewport->setTool(nullptr);
}

QList<QDockWidget *> LevelEditor::dockWidgets() const
{
    if (m_textureBrowser)
        return {m_tree, m_panel, m_textureBrowser};
    return {m_tree, m_panel};
}

QList<QAction *> LevelEditor::viewActions() const
{
    return {m_maximise, m_finerGrid, m_coarserGrid, m_snap, m_hide, m_hideOthers, m_showAll};
}

QString LevelEditor::statusText() const
{
    return m_status;
}

void LevelEditor::selectLocation(const document::FindingLocation &location)
{
    using K = document::FindingLocation::Kind;
    switch (location.kind) {
    case K::Node:
    case K::Entity:
        if (location.node != 0)
            setSelection({location.node});
        break;
    case K::Texture:
        // The level editor lists no textures: the blocks that use it are selected.
        setSelection(m_document->nodesUsingTexture(location.index));
        break;
    default:
        DocumentEditor::selectLocation(location);
        break;
    }
}

QList<NodeId> LevelEditor::selection() const
{
    return m_selection->ids();
}

void LevelEditor::setSelection(const QList<NodeId> &ids)
{
    m_selection->set(ids);
}

QList<ViewportMarker> LevelEditor::markers() const
{
    return m_markers;
}

void LevelEditor::rebuildMesh()
{
    // A texture put on or taken off the level changes the skins: the views get new meshes.
    if (document::hasEditableTextures(*m_document) && document::levelFaceTextures(*m_document) != m_meshTextures) {
        reskinLevel();
        return;
    }
    // Block edits are rare and whole-mesh; the viewport keeps the skins and lightmaps.
    format::TriangleMesh mesh = m_document->asset()->mesh(0);
    m_visibility->dropHidden(mesh);
    const format::TriangleMesh hidden = takeHidden(mesh);
    for (const auto &view : m_views) {
        view->viewport->updateMesh(view->mesh, mesh);
        showHiddenSurfaces(*view, hidden);
    }
}

bool LevelEditor::isLoading() const
{
    // 2D views still to make count once the editor is shown (a hidden one makes them when asked).
    return m_textureLoad || (m_entityModels && m_entityModels->isLoading()) || (m_planFrameAsked && !m_pendingPlans.empty());
}

void LevelEditor::reskinLevel()
{
    const LevelMesh level = buildLevelMesh();
    for (const auto &view : m_views) {
        view->viewport->removeMesh(view->mesh);
        showLevelMesh(*view, level);
    }
    if (m_textureBrowser)
        m_textureBrowser->setTextures(m_textures, m_meshTextures);
}

void LevelEditor::showHiddenSurfaces(View &view, const format::TriangleMesh &hidden)
{
    if (hidden.triangles.empty()) {
        if (view.hiddenMesh >= 0)
            view.viewport->removeMesh(view.hiddenMesh);
        view.hiddenMesh = -1;
    } else if (view.hiddenMesh >= 0) {
        view.viewport->updateMesh(view.hiddenMesh, hidden);
    } else {
        view.hiddenMesh = view.viewport->addGhostMesh(hidden, HiddenSurfaceColor, true); // framed: part of the level
    }
}

void LevelEditor::scheduleMarkers()
{
    m_markerTimer->start();
}

void LevelEditor::rebuildMarkers()
{
    m_markerTimer->stop();
    QList<ViewportMarker> markers;
    QList<NodeId> stack = m_document->children(0);
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeLast();
        if (!isShown(id))
            continue; // hidden, with what is below it
        stack.append(m_document->children(id));
        Eigen::Vector3f position;
        if (!m_document->markerPosition(id, &position))
            continue;
        ViewportMarker marker;
        marker.id = id;
        marker.position = position;
        const NodeKind kind = m_document->nodeKind(id);
        marker.color = SceneTreeModel::kindColor(kind);
        marker.shape = kind == NodeKind::Light || kind == NodeKind::Sound ? ViewportMarker::Shape::Sphere
            : kind == NodeKind::Position || kind == NodeKind::PathNode  ? ViewportMarker::Shape::Diamond
                                                                         : ViewportMarker::Shape::Cube;
        markers.append(marker);
    }
    std::sort(markers.begin(), markers.end(), [](const ViewportMarker &a, const ViewportMarker &b) { return a.id < b.id; });
    m_markers = markers;
    for (const auto &view : m_views) {
        view->viewport->setMarkers(markers);
        view->tool->updateHandles(); // the selection may have moved
    }
    showPaths();
    m_entityModels->update();
    m_panel->refreshNotes(); // a file field changed: found, or missing now
}

void LevelEditor::showSelection(const QList<NodeId> &ids)
{
    QList<quint32> markerIds;
    markerIds.reserve(ids.size());
    for (NodeId id : ids)
        markerIds.append(id);
    for (const auto &view : m_views) {
        view->viewport->setSelectedMarkers(markerIds);
        view->tool->updateHandles();
    }
    m_panel->setNodes(ids);
    emit selectionChanged(ids);
    if (!m_note.isEmpty()) {
        m_note.clear();
        updateStatus();
    }
}

void LevelEditor::markerClicked(quint32 id, Qt::KeyboardModifiers modifiers)
{
    if (!m_document->contains(id))
        return;
    if (modifiers & (Qt::ControlModifier | Qt::ShiftModifier))
        m_selection->toggle(id);
    else
        m_selection->set({id});
}

NodeId LevelEditor::pickSurface(const document::PickRay &ray) const
{
    const document::SceneHit block = document::pickBlock(*m_document, ray, [this](NodeId id) { return isShown(id); });
    const document::SceneHit model = m_entityModels->pick(ray);
    if (block.id && (!model.id || block.distance <= model.distance))
        return block.id;
    return model.id;
}

bool LevelEditor::selectionBounds(Eigen::Vector3f *min, Eigen::Vector3f *max) const
{
    bool any = false;
    for (NodeId id : selection()) {
        Eigen::Vector3f a, b;
        if (!m_document->bounds(id, &a, &b))
            continue;
        *min = any ? Eigen::Vector3f(min->cwiseMin(a)) : a;
        *max = any ? Eigen::Vector3f(max->cwiseMax(b)) : b;
        any = true;
    }
    return any;
}

void LevelEditor::frameSelected()
{
    Eigen::Vector3f min, max;
    Viewport *view = viewport();
    if (!selectionBounds(&min, &max)) {
        view->frameAll();
        return;
    }
    view->frameBox(min, max);
    if (view->planView())
        return; // a 2D view sees through walls
    // Inside a closed room the framed eye would stand behind a wall: it comes in front of the
    // first surface (block face, model, compiled level) between the selection and the eye.
    const Viewport::CameraState camera = view->cameraState();
    const Eigen::Vector3f out = camera.eye - camera.target;
    const float distance = out.norm();
    const float own = 0.5f * (max - min).norm(); // the selection's own surfaces do not count
    if (distance <= own || distance <= 0.f)
        return;
    const document::PickRay ray{camera.target + out / distance * own, out / distance};
    float nearest = distance - own;
    const auto closer = [&](float t) { nearest = std::min(nearest, t); };
    if (const document::SceneHit block = document::pickBlock(*m_document, ray, [this](NodeId id) { return isShown(id); });
        block.id)
        closer(block.distance);
    if (const document::SceneHit model = m_entityModels->pick(ray); model.id)
        closer(model.distance);
    if (m_document->asset()->kind() == format::AssetFile::Kind::Level) // compiled: its triangles
        if (const std::optional<float> t = document::rayMesh(ray, m_document->asset()->mesh(0), Eigen::Affine3f::Identity()))
            closer(*t);
    if (nearest < distance - own)
        view->setCameraDistance(own + 0.8f * nearest);
}

void LevelEditor::updateStatus()
{
    // The total is what `ackedit-cli info` counts; the parts are the tree's nodes by kind.
    QMap<int, int> counts;
    QList<NodeId> stack = m_document->children(0);
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeLast();
        stack.append(m_document->children(id));
        ++counts[int(m_document->nodeKind(id))];
    }
    const int total = m_document->objectCount();
    QStringList parts;
    const auto count = [&](NodeKind kind) { return counts.value(int(kind)); };
    if (count(NodeKind::Group))
        parts << tr("%n group(s)", nullptr, count(NodeKind::Group));
    if (count(NodeKind::Block))
        parts << tr("%n block(s)", nullptr, count(NodeKind::Block));
    if (count(NodeKind::Entity))
        parts << tr("%n entity(ies)", nullptr, count(NodeKind::Entity));
    if (count(NodeKind::Light))
        parts << tr("%n light(s)", nullptr, count(NodeKind::Light));
    if (count(NodeKind::Sound))
        parts << tr("%n sound(s)", nullptr, count(NodeKind::Sound));
    if (count(NodeKind::Position))
        parts << tr("%n position(s)", nullptr, count(NodeKind::Position));
    if (count(NodeKind::Path))
        parts << tr("%n path(s)", nullptr, count(NodeKind::Path));
    QString text = tr("%1 · %2 · %n object(s)", nullptr, total)
                       .arg(m_document->displayName(), m_document->asset()->formatName());
    if (!parts.isEmpty())
        text += tr(" (%1)").arg(parts.join(tr(", ")));
    if (!m_visibility->isEmpty())
        text += tr(" · %n hidden (Ctrl+Alt+H shows all)", nullptr, m_visibility->hiddenCount());
    if (!m_modeHint.isEmpty())
        text += tr(" · %1").arg(m_modeHint);
    if (!m_note.isEmpty())
        text += tr(" · %1").arg(m_note);
    if (text != m_status) {
        m_status = text;
        emit statusTextChanged(m_status);
    }
}

} // namespace ackedit::widgets
