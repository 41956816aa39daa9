// LevelEditor's views (issue 21, 33): the 3D view and the three 2D plan views a level is worked
// in (made one per event-loop turn once the editor is shown), the view worked in (its line of
// controls, View ▸ render mode and grid act on it), the grid step and the view actions.
#include "editors/leveleditor.h"
#include "languagechange.h"

#include "editors/fourviewlayout.h"
#include "editors/levelentitymodels.h"
#include "editors/levelmovetool.h"
#include "scene/sceneselection.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QKeySequence>
#include <QTimer>

#include <memory>

namespace ackedit::widgets {

using document::NodeId;

LevelEditor::View &LevelEditor::addView(Viewport *viewport)
{
    auto view = std::make_unique<View>();
    View &v = *view;
    v.viewport = viewport;
    v.tool = std::make_unique<LevelMoveTool>(m_document, m_selection, viewport, [this] { return m_markers; });
    viewport->setTool(v.tool.get());
    onLanguageChange(viewport, [this, viewport] {
        viewport->setToolHint(tr("Click a marker, block or model: select (Ctrl: add) · drag a selected one or G: move (Ctrl: snap, "
                                 "X/Y/Z: axis, Esc: cancel), or an axis handle: along it · R/S: rotate/scale · B + drag: box select · "
                                 "[ ]: grid · Ctrl+Space: maximise"));
        viewport->setHintVisible(!m_active || m_active->viewport == viewport); // under the view worked in only
    });
    connect(viewport, &Viewport::cameraChanged, this, [tool = v.tool.get()] { tool->updateHandles(); });
    connect(viewport, &Viewport::markerClicked, this, &LevelEditor::markerClicked);
    connect(viewport, &Viewport::activated, this, [this, viewport] { setActiveView(viewport); });
    // No marker under a click: the block face or entity model under it, else nothing.
    connect(viewport, &Viewport::emptySpaceClicked, this, [this, &v](Qt::KeyboardModifiers modifiers) {
        const NodeId hit = pickSurface(v.tool->view().rayAt(v.tool->lastPixel()));
        if (hit)
            markerClicked(hit, modifiers);
        else if (!(modifiers & (Qt::ControlModifier | Qt::ShiftModifier)))
            setSelection({});
    });
    v.tool->setPicker([this](const document::PickRay &ray) { return pickSurface(ray); });
    v.tool->setShownFilter([this](NodeId id) { return isShown(id); });
    v.tool->setEditorShortcuts([this](const QKeySequence &keys) {
        for (QAction *a : actions()) {
            if (a->isEnabled() && a->shortcut() == keys) {
                a->trigger();
                return true;
            }
        }
        return false;
    });
    if (!m_views.empty()) // the first view's models come with LevelEntityModels itself
        m_entityModels->addViewport(viewport);
    if (!m_startMesh)
        m_startMesh = buildLevelMesh();
    showLevelMesh(v, *m_startMesh);
    viewport->setMarkers(m_markers);
    QList<quint32> selected;
    for (NodeId id : m_selection->ids())
        selected.append(id);
    viewport->setSelectedMarkers(selected);
    m_views.push_back(std::move(view));
    return v;
}


Viewport *LevelEditor::view(ViewKind kind) const
{
    if (kind != ViewKind::Perspective && !m_pendingPlans.empty())
        const_cast<LevelEditor *>(this)->ensurePlanViews(); // asked for: made now
    return qobject_cast<Viewport *>(m_layout->pane(int(kind)));
}

void LevelEditor::setActiveView(Viewport *viewport)
{
    if (viewport == m_active->viewport)
        return;
    for (const auto &view : m_views) {
        if (view->viewport == viewport) {
            m_active->viewport->setHintVisible(false); // one line of controls, under the view worked in
            m_active = view.get();
            viewport->setHintVisible(true);
            m_layout->setCurrent(m_layout->indexOf(viewport));
            emit viewportChanged();
            return;
        }
    }
}

void LevelEditor::setGridStep(double step)
{
    m_gridStep = std::clamp(step, 1.0, 1024.0);
    for (const auto &view : m_views) {
        view->viewport->setGridStep(float(m_gridStep));
        view->tool->setGridStep(m_gridStep);
    }
    m_finerGrid->setEnabled(m_gridStep > 1.0);
    m_coarserGrid->setEnabled(m_gridStep < 1024.0);
    m_status = tr("Grid: %1 units").arg(m_gridStep);
    emit statusTextChanged(m_status);
}

void LevelEditor::buildViewActions()
{
    m_finerGrid = translated(new QAction(this), [] { return tr("Finer Grid"); });
    m_finerGrid->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(m_finerGrid, &QAction::triggered, this, [this] { setGridStep(m_gridStep / 2.0); });
    m_coarserGrid = translated(new QAction(this), [] { return tr("Coarser Grid"); });
    m_coarserGrid->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(m_coarserGrid, &QAction::triggered, this, [this] { setGridStep(m_gridStep * 2.0); });
    m_maximise = translated(new QAction(this), [] { return tr("Maximise View"); });
    m_maximise->setCheckable(true);
    m_maximise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space));
    connect(m_maximise, &QAction::toggled, m_layout, &FourViewLayout::setMaximised);
    connect(m_layout, &FourViewLayout::maximisedChanged, m_maximise, &QAction::setChecked);
    m_snap = translated(new QAction(this), [] { return tr("Snap to Grid"); });
    m_snap->setCheckable(true);
    connect(m_snap, &QAction::toggled, this, [this](bool on) {
        for (const auto &view : m_views)
            view->tool->setSnap(on);
    });
    for (QAction *a : {m_finerGrid, m_coarserGrid, m_maximise, m_snap}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
}


QList<LevelEditor::PlanPane> LevelEditor::planPanes() const
{
    // Viewport's presets name the side a model is seen from; a level's front view looks along
    // +Y (X to the right), its side view along -X (Y to the right).
    return {{ViewKind::Top, int(Viewport::ViewPreset::Top), tr("Top (X/Y)")},
            {ViewKind::Front, int(Viewport::ViewPreset::Right), tr("Front (X/Z)")},
            {ViewKind::Side, int(Viewport::ViewPreset::Front), tr("Side (Y/Z)")}};
}

void LevelEditor::showEvent(QShowEvent *event)
{
    DocumentEditor::showEvent(event);
    if (!m_pendingPlans.empty() && !m_planFrameAsked) {
        m_planFrameAsked = true;
        m_views.front()->viewport->notifyNextFrame();
        m_planWait.start();
    }
}

void LevelEditor::ensurePlanViews()
{
    m_creatingAll = true;
    while (!m_pendingPlans.empty())
        createPlanView();
    m_creatingAll = false;
}

void LevelEditor::createPlanView()
{
    m_planWait.stop();
    if (m_pendingPlans.empty())
        return;
    const ViewKind kind = m_pendingPlans.front();
    m_pendingPlans.erase(m_pendingPlans.begin());
    PlanPane plane;
    for (const PlanPane &p : planPanes())
        if (p.kind == kind)
            plane = p;
    QWidget *placeholder = m_layout->pane(int(kind));
    auto *view = new Viewport(this);
    view->setPlanView(Viewport::ViewPreset(plane.preset));
    view->setRenderMode(Viewport::RenderMode::Wireframe);
    view->setGridVisible(true);
    m_layout->setPane(int(kind), view, plane.caption);
    delete placeholder;
    view->show(); // a widget added to a shown layout would show only on a later turn
    m_startMesh.reset(); // the level as it is now
    View &v = addView(view);
    m_startMesh.reset();
    view->setHintVisible(false); // the controls show under the view worked in
    view->setGridStep(float(m_gridStep));
    v.tool->setGridStep(m_gridStep);
    v.tool->setSnap(m_snap->isChecked());
    // A mode the user started before this view came applies to it too.
    if (m_pathTarget)
        v.tool->setClickPlacer([this, vp = &v](const Eigen::Vector2f &pixel) { appendPathNodeAt(*vp, pixel); },
                               [this] { endPathNodes(); });
    else if (m_texturingFaces)
        v.tool->setClickPlacer([this, vp = &v](const Eigen::Vector2f &pixel) { textureFaceAt(*vp, pixel); },
                               [this] { endFaceTexturing(); });
    m_pathsShown.reset();
    showPaths();
    if (!m_pendingPlans.empty() && !m_creatingAll)
        QTimer::singleShot(0, this, &LevelEditor::createPlanView);
    else if (m_pendingPlans.empty() && !isLoading())
        emit loadingFinished();
}

} // namespace ackedit::widgets
