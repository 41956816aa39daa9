#include "editors/modeleditor.h"
#include "languagechange.h"

#include "document.h"
#include "docks/framesdock.h"
#include "docks/savereportdock.h"
#include "docks/transformdock.h"
#include "editors/onionskin.h"
#include "editors/vertexoverlay.h"
#include "editors/vertextool.h"
#include "docks/skinpaintdock.h"
#include "docks/skinpalette.h"
#include "skin/palettedither.h"
#include "skin/uvislands.h"
#include "editors/skinpainttool.h"
#include "editors/skinuploader.h"
#include "docks/skinmanagebar.h"
#include "frameselector.h"
#include "model/frames/frameblend.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

namespace {

constexpr int TickMs = 16; // about 60 updates a second while playing

} // namespace

ModelEditor::ModelEditor(document::ModelDocument *document, QWidget *parent)
    : DocumentEditor(document, parent), m_model(document)
{
    const format::AssetFile *asset = document->asset();
    m_viewport = ViewportSpare::take(this);
    m_frames = new FrameSelector(this);
    m_play = new QToolButton(this);
    m_play->setObjectName(QStringLiteral("playButton"));
    m_play->setCheckable(true);
    setTranslatedToolTip(m_play, [] { return tr("Play the animation, blending between frames"); });
    m_fps = new QDoubleSpinBox(this);
    m_fps->setObjectName(QStringLiteral("fpsSpin"));
    m_fps->setRange(0.5, 60.0);
    m_fps->setDecimals(1);
    m_fps->setValue(10.0);
    m_fps->setSuffix(tr(" fps"));
    m_timer = new QTimer(this);
    m_timer->setInterval(TickMs);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_play);
    bar->addWidget(m_fps);
    bar->addWidget(m_frames, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // A notice above the view says which skin files are missing, and where they were looked for
    // (the model is drawn untextured where they are).
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("skinNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->setContentsMargins(8, 4, 8, 4);
    m_notice->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; color: #3a3000; }"));
    layout->addWidget(m_notice);
    layout->addWidget(m_viewport, 1);
    layout->addLayout(bar);

    const format::TriangleMesh first = asset->mesh(0);
    QSet<int> drawn;
    for (const auto &t : first.triangles)
        drawn.insert(t.skin);
    const QList<QImage> skins = m_model->skinImages(drawn, &m_skinProblems);
    m_notice->setText(m_skinProblems.join(QLatin1Char('\n')));
    m_notice->setVisible(!m_skinProblems.isEmpty());
    m_positionCount = first.positions.size();
    m_meshId = m_viewport->addMesh(first, skins);
    m_frameCount = m_model->frameCount();
    m_normals.resize(size_t(m_frameCount));
    m_shownFrame = 0;
    m_frames->setFrames(m_frameCount, m_model->frameNames());
    const bool animated = m_frameCount > 1;
    m_play->setEnabled(animated);
    m_fps->setEnabled(animated);
    m_frames->setEnabled(animated);

    connect(m_frames, &FrameSelector::currentFrameChanged, this, &ModelEditor::setCurrentFrame);
    connect(m_play, &QToolButton::toggled, this, &ModelEditor::setPlaying);
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, [this] {
        // Keep the current pose: restart the clock from here at the new speed.
        m_startTime = m_time;
        m_clock.restart();
    });
    connect(m_timer, &QTimer::timeout, this, &ModelEditor::tick);
    connect(document, &document::Document::fileNameChanged, this, [this] { emit statusTextChanged(statusText()); });
    connect(m_model, &document::ModelDocument::verticesChanged, this, &ModelEditor::verticesChanged);
    connect(m_model, &document::ModelDocument::framesChanged, this, &ModelEditor::rebuildFrames);
    connect(m_model, &document::ModelDocument::geometryReset, this, [this] {
        // Whole-model edits may turn the triangles round (mirror): the mesh is sent again.
        m_viewport->updateMesh(m_meshId, viewMesh(m_current));
        rebuildFrames();
    });
    m_onion = new OnionSkin(m_model, m_viewport, this);
    m_onion->setCurrentFrame(m_current);
    m_framesDock = new FramesDock(m_model, this, this);
    connect(m_framesDock->onionSkinAction(), &QAction::toggled, m_onion, &OnionSkin::setEnabled);
    connect(this, &DocumentEditor::framesChanged, this, [this] { m_onion->setCurrentFrame(currentFrame()); });
    connect(this, &DocumentEditor::framesChanged, m_framesDock, &FramesDock::followFrame);
    m_saveReportDock = new SaveReportDock(m_model, this);

    // Vertex editing (the logic lives in VertexTool, VertexOverlay and TransformDock).
    // One current frame (m_current) for the selector, the Frames list, the dots, picking and
    // every edit: they all ask the editor, never the selector's widgets.
    const auto shown = [this] { return m_current; };
    m_selection = new document::ModelSelection(m_model, this);
    m_vertexTool = new VertexTool(m_model, m_selection, m_viewport, shown, this);
    m_vertexOverlay = new VertexOverlay(m_model, m_selection, m_vertexTool, m_viewport, shown, this);
    m_transformDock = new TransformDock(m_model, m_selection, m_vertexTool->edit(), shown, this);
    m_viewport->setTool(m_vertexTool);
    const auto vertexHint = [] {
        return tr("Click: pick vertex · left drag: box select · G R S: move, rotate, scale");
    };
    connect(this, &DocumentEditor::framesChanged, m_vertexOverlay, &VertexOverlay::rebuild);
    // Picking or transforming stops playback: the tool works on the current frame's positions.
    connect(m_selection, &document::ModelSelection::changed, this, [this] { setPlaying(false); });
    connect(m_vertexTool, &VertexTool::transformStateChanged, this, [this] { setPlaying(false); });
    connect(this, &DocumentEditor::framesChanged, m_transformDock, &TransformDock::refresh);

    // Skin painting (the logic lives in SkinPaintDock, SkinView and SkinUploader).
    m_skinDock = new SkinPaintDock(m_model->undoStack(), this);
    m_skinDock->setProperty("tabifyWith", m_transformDock->objectName()); // a tab next to Transform
    m_skinDock->setSwatchProvider([this](int skin) { return skinPaletteColours(*m_model->asset(), skin); });
    m_skinDock->setAlphaProvider([this](int skin) { return document::SkinEdits::hasAlpha(*m_model->asset(), skin); });
    m_skinDock->setSkins(m_model->skinCount(), [this](int skin) { return m_model->skinCanvas(skin); });
    m_skinDock->setMesh(first);
    // Dithering is a view setting of how saving rounds painted 8-bit skins, not an edit of the
    // model: it goes straight to the document, not through the undo stack.
    m_skinDock->setPaletteSkinProvider([this](int skin) { return document::skinPalette(*m_model->asset(), skin).has_value(); });
    connect(m_skinDock, &SkinPaintDock::ditherToggled, m_model, &document::ModelDocument::setDitherPaletteSkins);
    connect(m_model, &document::ModelDocument::skinChanged, m_skinDock, &SkinPaintDock::skinChanged);
    m_skinUploader = new SkinUploader(m_viewport, m_meshId,
                                      [this](int skin) { return m_model->skinEdits().workingImage(skin); }, this);
    connect(m_model, &document::ModelDocument::skinChanged, m_skinUploader, &SkinUploader::skinChanged);
    // The UV wireframe follows the current frame and whole-model edits.
    const auto uvMesh = [this] { m_skinDock->setMesh(m_model->asset()->mesh(m_current)); };
    connect(this, &ModelEditor::framesChanged, m_skinDock, uvMesh);
    connect(m_model, &document::ModelDocument::geometryReset, m_skinDock, uvMesh);
    // UV edits: the 2D wireframe and the 3D texture coordinates follow, once per event-loop turn
    // (a drag sends uvsChanged on every mouse move).
    m_skinDock->setUvDocument(m_model);
    auto *uvTimer = new QTimer(this);
    uvTimer->setSingleShot(true);
    uvTimer->setInterval(0);
    connect(m_model, &document::ModelDocument::uvsChanged, uvTimer, [uvTimer] { uvTimer->start(); });
    connect(uvTimer, &QTimer::timeout, this, [this, uvMesh] {
        m_viewport->updateMesh(m_meshId, viewMesh(m_current));
        m_shownFrame = m_current;
        uvMesh();
    });
    connect(m_model, &document::ModelDocument::skinsChanged, m_skinDock, [this] {
        m_skinDock->setSkins(m_model->skinCount(), [this](int skin) { return m_model->skinCanvas(skin); });
    });
    // Skin management: buttons in the Skin dock; the 3D view takes the new skin list.
    auto *skinBar = new SkinManageBar(m_model->skinManagement(), m_skinDock, m_skinDock);
    m_skinDock->addManagementRow(skinBar);
    connect(m_model, &document::ModelDocument::skinsChanged, skinBar, &SkinManageBar::updateButtons);
    connect(m_model, &document::ModelDocument::skinsChanged, this, &ModelEditor::rebuildSkins);
    // The 3D view shows the skin the dock paints (picking a skin there is also how the user
    // chooses the skin the model is shown with).
    connect(m_skinDock, &SkinPaintDock::currentSkinChanged, this, &ModelEditor::rebuildSkins);

    // Painting on the model in 3D: the paint tool replaces the vertex tool while it is on.
    m_skinPaintTool = new SkinPaintTool(m_skinDock, m_model->undoStack(),
                                        [this] { return m_model->asset()->mesh(m_current); }, this);
    connect(this, &ModelEditor::framesChanged, m_skinPaintTool, &SkinPaintTool::meshChanged);
    connect(m_model, &document::ModelDocument::verticesChanged, m_skinPaintTool, &SkinPaintTool::meshChanged);
    connect(m_model, &document::ModelDocument::geometryReset, m_skinPaintTool, &SkinPaintTool::meshChanged);
    connect(m_skinDock, &SkinPaintDock::paintOnModelToggled, this, [this, vertexHint](bool on) {
        if (on)
            setPlaying(false); // the brush paints the frame shown, not a blend between two
        else
            m_skinPaintTool->cancelStroke();
        m_viewport->setTool(on ? static_cast<ViewportTool *>(m_skinPaintTool) : m_vertexTool);
        m_viewport->setToolHint(on ? tr("Left drag: paint the skin on the model") : vertexHint());
    });
    onLanguageChange(this, [this, vertexHint] {
        m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
        const bool painting = m_viewport->tool() == m_skinPaintTool;
        m_viewport->setToolHint(painting ? tr("Left drag: paint the skin on the model") : vertexHint());
    });
    connect(m_model, &document::ModelDocument::skinsChanged, m_skinPaintTool, &SkinPaintTool::meshChanged);
}

format::TriangleMesh ModelEditor::viewMesh(int frame) const
{
    return document::uvislands::showingSkin(m_model->asset()->mesh(frame), m_skinDock ? m_skinDock->currentSkin() : 0);
}

void ModelEditor::rebuildSkins()
{
    // Skins came, went or moved (and triangles' skin numbers with them): the mesh goes in again.
    const int frame = m_current;
    const format::TriangleMesh mesh = viewMesh(frame);
    QSet<int> drawn;
    for (const auto &t : mesh.triangles)
        drawn.insert(t.skin);
    m_skinProblems.clear();
    const QList<QImage> skins = m_model->skinImages(drawn, &m_skinProblems);
    m_notice->setText(m_skinProblems.join(QLatin1Char('\n')));
    m_notice->setVisible(!m_skinProblems.isEmpty());
    m_viewport->holdCamera(); // the same model goes in again: the view must not jump to frame it
    m_viewport->removeMesh(m_meshId);
    m_meshId = m_viewport->addMesh(mesh, skins);
    m_skinUploader->setMesh(m_meshId);
    m_skinDock->setMesh(mesh);
    showTime(m_time);
    emit statusTextChanged(statusText());
}

void ModelEditor::setPlaybackRange(int first, int count)
{
    m_range = PlaybackRange{first, count};
}

ModelEditor::~ModelEditor()
{
    // The viewport (a child) outlives this body: it must not call the tool deleted below it.
    m_viewport->setTool(nullptr);
}

QList<QDockWidget *> ModelEditor::dockWidgets() const
{
    return {m_framesDock, m_transformDock, m_skinDock, m_saveReportDock};
}

QList<QAction *> ModelEditor::toolBarActions() const
{
    QList<QAction *> actions = m_skinDock->toolActions();
    actions << m_skinDock->paintOnModelAction() << nullptr;
    actions << m_framesDock->addAction() << m_framesDock->duplicateAction() << m_framesDock->deleteAction()
            << m_framesDock->renameAction() << m_framesDock->interpolateAction() << nullptr
            << m_framesDock->onionSkinAction();
    return actions;
}

QString ModelEditor::statusText() const
{
    const format::AssetFile *asset = document()->asset();
    QString text = tr("%1 · %2 · %n frame(s)", nullptr, m_frameCount).arg(document()->displayName(), asset->formatName());
    if (!m_skinProblems.isEmpty())
        text += QStringLiteral(" · ") + tr("%n skin file(s) missing", nullptr, int(m_skinProblems.size()));
    return text;
}

int ModelEditor::currentFrame() const
{
    return m_current;
}

void ModelEditor::setCurrentFrame(int frame)
{
    setPlaying(false);
    showTime(((frame % m_frameCount) + m_frameCount) % m_frameCount);
}

bool ModelEditor::isPlaying() const
{
    return m_timer->isActive();
}

double ModelEditor::fps() const
{
    return m_fps->value();
}

void ModelEditor::setFps(double fps)
{
    m_fps->setValue(fps);
}

void ModelEditor::setPlaying(bool playing)
{
    if (playing && m_frameCount < 2)
        playing = false;
    if (playing == isPlaying())
        return;
    {
        const QSignalBlocker block(m_play);
        m_play->setChecked(playing);
        m_play->setText(playing ? tr("Pause") : tr("Play"));
    }
    if (playing) {
        // Outside the range played, playback starts at its first frame.
        m_startTime = m_range.restricts(m_frameCount) && !m_range.contains(int(m_time)) ? m_range.first : m_time;
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
        // Stopping between two frames shows the current frame itself: the mesh, the dots, a pick
        // and an edit then all use the same positions.
        showTime(std::floor(m_time));
    }
}

void ModelEditor::tick()
{
    showTime(m_range.wrap(m_startTime + double(m_clock.elapsed()) / 1000.0 * fps(), m_frameCount));
}

document::VertexNormals &ModelEditor::normals(int frame)
{
    std::optional<document::VertexNormals> &n = m_normals[size_t(frame)];
    if (!n)
        n.emplace(m_model->positions(frame), m_model->triangles());
    return *n;
}

void ModelEditor::showTime(double frameTime)
{
    const double wrapped = std::fmod(std::max(frameTime, 0.0), double(m_frameCount));
    m_time = wrapped;
    const int a = std::min(int(std::floor(wrapped)), m_frameCount - 1);
    const int b = m_range.next(a, m_frameCount);
    const float f = float(wrapped - a);
    if (m_frames->currentFrame() != a) {
        const QSignalBlocker block(m_frames);
        m_frames->setCurrentFrame(a);
    }
    // The selector may have moved first (its spin box or slider): whether the current frame
    // changed is the editor's own record, never the selector's value.
    if (a != m_current) {
        m_current = a;
        emit framesChanged();
    }
    const std::vector<Eigen::Vector3f> &pa = m_model->positions(a);
    const std::vector<Eigen::Vector3f> &pb = m_model->positions(b);
    if (pa.size() != m_positionCount || pb.size() != m_positionCount) {
        // A frame with another vertex count cannot be blended: show it as it is.
        m_viewport->updateMesh(m_meshId, viewMesh(a));
        m_shownFrame = -1;
        return;
    }
    if (f <= 0.0f) {
        m_viewport->updateMeshPositions(m_meshId, 0, pa, normals(a).normals());
        if (m_shownFrame == -1 && m_vertexOverlay)
            m_vertexOverlay->showPose(pa); // back from a blend
        m_shownFrame = a;
        return;
    }
    const std::vector<Eigen::Vector3f> blended = document::blendPositions(pa, pb, f);
    m_viewport->updateMeshPositions(m_meshId, 0, blended,
                                    document::blendPositions(normals(a).normals(), normals(b).normals(), f));
    if (m_vertexOverlay)
        m_vertexOverlay->showPose(blended); // the dots move with the mesh
    m_shownFrame = -1;
}

void ModelEditor::verticesChanged(int frame, int first, int count)
{
    // Every frame's normals around the change are stale; the shown frame gets a partial upload.
    const int current = m_current;
    for (int f = 0; f < m_frameCount; ++f) {
        if ((frame == -1 || f == frame) && f != current)
            m_normals[size_t(f)].reset();
    }
    if ((frame != -1 && frame != current) || first < 0 || count <= 0)
        return;
    const std::vector<Eigen::Vector3f> &positions = m_model->positions(current);
    if (positions.size() != m_positionCount)
        return;
    std::vector<int> moved(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        moved[size_t(i)] = first + i;
    // Normals built just now already hold the new positions: they cannot tell what moved.
    const bool tracked = m_normals[size_t(current)].has_value();
    const auto [lo, hi] = normals(current).update(positions, moved);
    if (m_shownFrame != current) {
        showTime(current);
        return;
    }
    const auto upload = [&](int from, int to) {
        const std::vector<Eigen::Vector3f> p(positions.begin() + from, positions.begin() + to + 1);
        const std::vector<Eigen::Vector3f> n(normals(current).normals().begin() + from,
                                             normals(current).normals().begin() + to + 1);
        m_viewport->updateMeshPositions(m_meshId, from, p, n);
    };
    if (!tracked) {
        upload(std::min(lo, first), std::max(hi, first + count - 1));
        return;
    }
    // The runs of changed vertices (gaps of up to 64 unchanged ones are sent along: one call
    // costs more than a few bytes), so a scattered selection does not re-send the whole model.
    std::vector<int> changed = normals(current).lastChanged();
    std::sort(changed.begin(), changed.end());
    constexpr int Gap = 64;
    for (size_t i = 0; i < changed.size();) {
        size_t j = i;
        while (j + 1 < changed.size() && changed[j + 1] - changed[j] <= Gap)
            ++j;
        upload(changed[i], changed[j]);
        i = j + 1;
    }
}

void ModelEditor::rebuildFrames()
{
    m_frameCount = m_model->frameCount();
    m_normals.assign(size_t(m_frameCount), std::nullopt);
    const int frame = std::clamp(m_current, 0, m_frameCount - 1);
    m_current = frame;
    {
        const QSignalBlocker block(m_frames);
        m_frames->setFrames(m_frameCount, m_model->frameNames());
        m_frames->setCurrentFrame(frame);
    }
    const bool animated = m_frameCount > 1;
    m_play->setEnabled(animated);
    m_fps->setEnabled(animated);
    m_frames->setEnabled(animated);
    showTime(frame);
    emit framesChanged();
    emit statusTextChanged(statusText());
}

} // namespace ackedit::widgets
