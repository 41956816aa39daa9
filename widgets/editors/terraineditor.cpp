#include "editors/terraineditor.h"

#include "languagechange.h"

#include "terrain/sculptcommand.h"
#include "dialogs/heightmapimportdialog.h"
#include "dialogs/terraingriddialog.h"
#include "docks/skinmanagebar.h"
#include "docks/skinpaintdock.h"
#include "skin/palettedither.h"
#include "docks/terraintoolpanel.h"
#include "editors/skinuploader.h"
#include "editors/terrainview.h"
#include "filechooser.h"
#include "hmp/hmpfile.h"
#include "imageconvert.h"
#include "terrain/terraindocument.h"
#include "terrain/sculptstroke.h"
#include "viewport/viewportspare.h"

#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

using document::TerrainDocument;
using document::BrushKind;
using document::HeightGrid;
using document::SculptBrush;
using document::SculptDab;

namespace {

constexpr int OutlineSegments = 64;
const QString BrushOverlay = QStringLiteral("terrain-brush");
const QString ChunkOverlay = QStringLiteral("terrain-chunks");

} // namespace

TerrainEditor::TerrainEditor(TerrainDocument *document, QWidget *parent)
    : DocumentEditor(document, parent), m_terrain(document), m_viewport(ViewportSpare::take(this)),
      m_panel(new TerrainToolPanel(this)), m_sculpt(std::make_unique<document::TerrainSculptTool>(document))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_viewport);
    QList<QImage> skins;
    for (int i = 0; i < document->asset()->skinCount(); ++i)
        skins.append(document::toQImage(document->asset()->skinImage(i)));
    m_view = new TerrainView(m_viewport, m_terrain, this);
    m_view->rebuild(skins);
    m_viewport->setTool(this);

    const HeightGrid &grid = m_terrain->grid();
    const auto [lo, hi] = grid.heightRange();
    m_panel->adaptTo(std::max(grid.cellSizeX(), grid.cellSizeY()),
                     std::min(grid.cellSizeX() * float(grid.columns() - 1), grid.cellSizeY() * float(grid.rows() - 1)),
                     hi - lo);
    onLanguageChange(this, [this] {
        const QString hint = tr("Left drag: sculpt · Ctrl: invert raise/lower · [ ]: radius · Esc: cancel");
        m_panel->setInfoText(hint + QStringLiteral(" · ") + tr("right or middle drag: orbit"));
        m_viewport->setToolHint(hint);
    });

    connect(m_terrain, &TerrainDocument::heightsEdited, this, &TerrainEditor::heightsEdited);
    connect(m_terrain, &TerrainDocument::terrainReset, this, &TerrainEditor::terrainReset);
    connect(m_panel, &TerrainToolPanel::chunkGridChanged, this, &TerrainEditor::updateChunkGrid);
    connect(m_panel, &TerrainToolPanel::settingsChanged, this, [this] {
        if (!m_outline.empty())
            showOutlineAt(m_outlineCentre);
    });
    connect(m_panel, &TerrainToolPanel::newTerrainRequested, this, &TerrainEditor::newTerrain);
    connect(m_panel, &TerrainToolPanel::resizeRequested, this, &TerrainEditor::resizeTerrain);
    connect(m_panel, &TerrainToolPanel::importHeightmapRequested, this, &TerrainEditor::importHeightmap);
    connect(m_panel, &TerrainToolPanel::exportHeightmapRequested, this, &TerrainEditor::exportHeightmap);
    const auto status = [this] { emit statusTextChanged(statusText()); };
    // A note on the last action ("Heightmap exported") holds until the next edit, undo or redo.
    connect(m_terrain->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_info.isEmpty() && !isStrokeActive())
            setInfo(QString());
    });
    connect(m_terrain, &document::Document::modifiedChanged, this, status);
    connect(m_terrain, &document::Document::fileNameChanged, this, status);

    // The skin painter. No UV wireframe: a terrain's UVs are its grid spread over the whole skin.
    m_skinDock = new SkinPaintDock(m_terrain->undoStack(), this);
    m_skinDock->setObjectName(QStringLiteral("TerrainEditor.skin"));
    // Skins are painted in the 2D view only: no tool here paints on the terrain in 3D.
    m_skinDock->setSurfacePaintAvailable(false);
    m_skinDock->setAlphaProvider([this](int skin) { return document::SkinEdits::hasAlpha(*m_terrain->asset(), skin); });
    m_skinDock->setSkins(m_terrain->asset()->skinCount(), [this](int skin) { return m_terrain->skinCanvas(skin); });
    // Start on the skin the 3D view draws (HmpFile::displaySkin: a DDS skin first is passed over),
    // so the first strokes show on the terrain.
    m_skinDock->setCurrentSkin(std::max(0, m_terrain->hmp()->displaySkin()));
    // Dithering is a view setting of how saving rounds painted 8-bit skins, not an edit of the
    // terrain: it goes straight to the document, not through the undo stack.
    m_skinDock->setPaletteSkinProvider([this](int skin) { return document::skinPalette(*m_terrain->asset(), skin).has_value(); });
    connect(m_skinDock, &SkinPaintDock::ditherToggled, m_terrain, &TerrainDocument::setDitherPaletteSkins);
    m_skinUploader = new SkinUploader(m_viewport, m_view->skinMesh(),
                                      [this](int skin) { return m_terrain->skinEdits().workingImage(skin); }, this);
    connect(m_terrain, &TerrainDocument::skinChanged, m_skinDock, &SkinPaintDock::skinChanged);
    connect(m_terrain, &TerrainDocument::skinChanged, m_skinUploader, &SkinUploader::skinChanged);
    // Skin management: buttons in the Skin dock; the 3D view takes the new skin list.
    auto *skinBar = new SkinManageBar(m_terrain->skinManagement(), m_skinDock, m_skinDock);
    m_skinDock->addManagementRow(skinBar);
    connect(m_terrain, &TerrainDocument::skinsChanged, skinBar, &SkinManageBar::updateButtons);
    connect(m_terrain, &TerrainDocument::skinsChanged, this, &TerrainEditor::rebuildSkins);
}

QList<QImage> TerrainEditor::currentSkins() const
{
    QList<QImage> skins;
    for (int i = 0; i < m_terrain->asset()->skinCount(); ++i)
        skins.append(m_terrain->skinManagement()->currentImage(i));
    return skins;
}

void TerrainEditor::rebuildSkins()
{
    m_skinDock->setSkins(m_terrain->asset()->skinCount(), [this](int skin) { return m_terrain->skinCanvas(skin); });
    m_viewport->holdCamera(); // the same terrain goes in again: the view must not jump to frame it
    m_view->rebuild(currentSkins());
    m_skinUploader->setMesh(m_view->skinMesh());
}

void TerrainEditor::rebuildView()
{
    m_viewport->holdCamera();
    m_view->rebuild(currentSkins());
    m_skinUploader->setMesh(m_view->skinMesh());
    updateChunkGrid();
}

TerrainEditor::~TerrainEditor()
{
    // The viewport (a child) outlives this body: it must not call a half-destroyed tool.
    m_viewport->setTool(nullptr);
    m_sculpt.reset(); // ends a stroke still in progress, on the document's stack
    delete m_view; // its chunks leave the viewport while both exist
}

QList<QDockWidget *> TerrainEditor::dockWidgets() const
{
    return {m_panel, m_skinDock};
}

QList<QAction *> TerrainEditor::toolBarActions() const
{
    return m_panel->brushActions() << nullptr << m_skinDock->toolActions();
}

QString TerrainEditor::statusText() const
{
    const HeightGrid &g = m_terrain->grid();
    QString text = tr("%1 · %2 · %3 × %4 vertices")
                       .arg(m_terrain->displayName(), m_terrain->asset()->formatName())
                       .arg(g.columns())
                       .arg(g.rows());
    if (!m_info.isEmpty())
        text += QStringLiteral(" · ") + m_info;
    return text;
}

bool TerrainEditor::isStrokeActive() const
{
    return m_sculpt && m_sculpt->isActive();
}

// ---- live view ----

void TerrainEditor::heightsEdited(const QRect &rect)
{
    // The document recomputed the normals one vertex around the rectangle: send those too.
    m_pendingRows |= rect.adjusted(-1, -1, 1, 1) & m_terrain->grid().bounds();
    m_chunkGridDirty = true;
    scheduleFlush();
}

void TerrainEditor::terrainReset()
{
    if (m_sculpt)
        m_sculpt->drop(); // a stroke cannot run here from the UI; never dab into a replaced grid
    m_pendingRows = QRect();
    m_viewport->holdCamera(); // an edit (resize, undo): the view stays where the user had it
    m_view->rebuild(currentSkins()); // the chunking follows the new size
    m_skinUploader->setMesh(m_view->skinMesh());
    updateChunkGrid();
    hideOutline();
    emit statusTextChanged(statusText());
}

void TerrainEditor::scheduleFlush()
{
    if (m_flushScheduled)
        return;
    m_flushScheduled = true;
    QTimer::singleShot(0, this, [this] { flushViewUpdate(); });
}

QRect TerrainEditor::flushViewUpdate()
{
    m_flushScheduled = false;
    const HeightGrid &g = m_terrain->grid();
    const QRect r = m_pendingRows & g.bounds();
    m_pendingRows = QRect();
    if (!r.isEmpty()) {
        m_uploadCount += m_view->upload(r);
        m_lastUpload = r;
        if (!m_outline.empty())
            showOutlineAt(m_outlineCentre); // follow the new surface
    }
    if (m_chunkGridDirty && !isStrokeActive())
        updateChunkGrid(); // after strokes, undo and redo; not on every dab
    return r.isEmpty() ? QRect() : m_lastUpload;
}

// ---- overlays ----

void TerrainEditor::showOutlineAt(const Eigen::Vector3f &centre)
{
    const HeightGrid &g = m_terrain->grid();
    const float radius = m_panel->radius();
    m_outlineCentre = centre;
    m_outline.clear();
    m_outline.reserve(OutlineSegments * 2);
    Eigen::Vector3f previous;
    for (int i = 0; i <= OutlineSegments; ++i) {
        const float a = float(i) * 6.2831853f / OutlineSegments;
        const float x = centre.x() + radius * std::cos(a), y = centre.y() + radius * std::sin(a);
        const Eigen::Vector3f p(x, y, g.surfaceHeightAt(x, y));
        if (i > 0) {
            m_outline.push_back(previous);
            m_outline.push_back(p);
        }
        previous = p;
    }
    // The centre as a small cross, so the exact dab position is visible.
    const float s = radius * 0.08f;
    for (const Eigen::Vector2f &d : {Eigen::Vector2f(s, 0), Eigen::Vector2f(0, s)}) {
        m_outline.emplace_back(centre.x() - d.x(), centre.y() - d.y(), centre.z());
        m_outline.emplace_back(centre.x() + d.x(), centre.y() + d.y(), centre.z());
    }
    m_viewport->setOverlayLines(BrushOverlay, m_outline, QColor(255, 200, 40));
}

void TerrainEditor::hideOutline()
{
    if (m_outline.empty())
        return;
    m_outline.clear();
    m_viewport->setOverlayLines(BrushOverlay, {}, QColor());
}

void TerrainEditor::updateOutline(const ViewportRay &ray)
{
    const auto hit = m_terrain->grid().intersect(ray.origin, ray.direction);
    if (hit)
        showOutlineAt(*hit);
    else
        hideOutline();
}

void TerrainEditor::updateChunkGrid()
{
    m_chunkGridDirty = false;
    m_chunkLines.clear();
    if (!m_panel->isChunkGridVisible()) {
        m_viewport->setOverlayLines(ChunkOverlay, {}, QColor());
        return;
    }
    const HeightGrid &g = m_terrain->grid();
    const int chunk = std::max(1, m_panel->chunkSize());
    // Lines along chunk borders follow the surface; long lines are sampled every few vertices.
    const int step = std::max(1, std::max(g.columns(), g.rows()) / 512);
    const auto line = [&](bool alongRow, int fixed, int count) {
        for (int i = 0; i + 1 < count; i += step) {
            const int j = std::min(i + step, count - 1);
            m_chunkLines.push_back(alongRow ? g.vertexPosition(i, fixed) : g.vertexPosition(fixed, i));
            m_chunkLines.push_back(alongRow ? g.vertexPosition(j, fixed) : g.vertexPosition(fixed, j));
        }
    };
    for (int row = 0; row < g.rows(); row += chunk)
        line(true, row, g.columns());
    if ((g.rows() - 1) % chunk != 0)
        line(true, g.rows() - 1, g.columns());
    for (int col = 0; col < g.columns(); col += chunk)
        line(false, col, g.rows());
    if ((g.columns() - 1) % chunk != 0)
        line(false, g.columns() - 1, g.rows());
    m_viewport->setOverlayLines(ChunkOverlay, m_chunkLines, QColor(80, 200, 255));
}

// ---- the brush tool ----

bool TerrainEditor::mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (button != Qt::LeftButton || (modifiers & (Qt::AltModifier | Qt::ShiftModifier)))
        return false; // Alt/Shift drags stay with the camera
    if (isStrokeActive())
        return true;
    document::SculptSettings settings = m_panel->settings();
    if (modifiers & Qt::ControlModifier) { // Ctrl inverts raise/lower
        if (settings.kind == BrushKind::Raise)
            settings.kind = BrushKind::Lower;
        else if (settings.kind == BrushKind::Lower)
            settings.kind = BrushKind::Raise;
    }
    const std::optional<Eigen::Vector3f> hit = m_sculpt->begin(ray.origin, ray.direction, settings);
    if (!hit)
        return false; // off the terrain: orbit
    showOutlineAt(*hit);
    return true;
}

void TerrainEditor::mouseMove(const ViewportRay &ray, Qt::MouseButtons, Qt::KeyboardModifiers)
{
    if (!isStrokeActive()) {
        updateOutline(ray);
        return;
    }
    if (const std::optional<Eigen::Vector3f> centre = m_sculpt->moveTo(ray.origin, ray.direction))
        showOutlineAt(*centre);
}

void TerrainEditor::mouseRelease(const ViewportRay &, Qt::MouseButton button, Qt::KeyboardModifiers)
{
    if (button == Qt::LeftButton)
        finishStroke();
}

void TerrainEditor::finishStroke()
{
    if (!isStrokeActive())
        return;
    m_lastStrokeBytes = m_sculpt->end();
    setInfo(m_lastStrokeBytes > 0
                ? tr("Stroke: %1 undo").arg(document::SculptCommand::formatBytes(m_lastStrokeBytes))
                : tr("Stroke: no change"));
    if (m_chunkGridDirty)
        scheduleFlush();
}

bool TerrainEditor::wheel(int angleDelta, Qt::KeyboardModifiers modifiers)
{
    if (!(modifiers & Qt::ControlModifier) || angleDelta == 0)
        return false; // plain wheel zooms
    m_panel->growRadius(angleDelta > 0 ? 1 : -1);
    return true;
}

bool TerrainEditor::keyPress(int key, Qt::KeyboardModifiers)
{
    switch (key) {
    case Qt::Key_Escape:
        if (!isStrokeActive())
            return false;
        m_sculpt->cancel();
        setInfo(tr("Stroke cancelled"));
        return true;
    case Qt::Key_BracketLeft:
        m_panel->growRadius(-1);
        return true;
    case Qt::Key_BracketRight:
        m_panel->growRadius(1);
        return true;
    default:
        return false;
    }
}

void TerrainEditor::leave()
{
    if (!isStrokeActive())
        hideOutline();
}

void TerrainEditor::setInfo(const QString &text)
{
    m_info = text;
    m_panel->setInfoText(text);
    emit statusTextChanged(statusText());
}

// ---- whole-terrain operations ----

void TerrainEditor::newTerrain()
{
    const HeightGrid &g = m_terrain->grid();
    TerrainGridDialog dialog(TerrainGridDialog::Mode::New, g.columns(), g.rows(), g.cellSizeX(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_terrain->newTerrain(dialog.columns(), dialog.rows(), float(dialog.cellSize()), float(dialog.baseHeight()),
                               &error)) {
        QMessageBox::warning(this, tr("New Terrain"), error);
        return;
    }
    m_viewport->frameAll();
}

void TerrainEditor::resizeTerrain()
{
    const HeightGrid &g = m_terrain->grid();
    TerrainGridDialog dialog(TerrainGridDialog::Mode::Resize, g.columns(), g.rows(), g.cellSizeX(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_terrain->resize(dialog.columns(), dialog.rows(), &error))
        QMessageBox::warning(this, tr("Resize Terrain"), error);
}

void TerrainEditor::importHeightmap()
{
    const QString fileName = FileChooser::current().openFileName(this, tr("Import Heightmap"),
                                                                 tr("Images (*.png *.pgm *.tif *.tiff *.bmp)"));
    if (fileName.isEmpty())
        return;
    const HeightGrid &g = m_terrain->grid();
    const auto [lo, hi] = g.heightRange();
    HeightmapImportDialog dialog(lo, hi > lo ? hi : lo + 100.0f, g.columns(), g.rows(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!m_terrain->importHeightmap(fileName, float(dialog.blackHeight()), float(dialog.whiteHeight()),
                                    dialog.keepSize(), &error))
        QMessageBox::warning(this, tr("Import Heightmap"), error);
}

void TerrainEditor::exportHeightmap()
{
    const QString fileName = FileChooser::current().saveFileName(this, tr("Export Heightmap"),
                                                                 tr("16-bit PNG (*.png)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!m_terrain->exportHeightmap(fileName, &error))
        QMessageBox::warning(this, tr("Export Heightmap"), error);
    else
        setInfo(tr("Heightmap exported"));
}

} // namespace ackedit::widgets
