#include "editors/skinpainttool.h"

#include "docks/skinpaintdock.h"
#include "skin/paintdab.h"
#include "skin/skincanvas.h"
#include "skin/skinpaintsettings.h"
#include "skin/skinstroke.h"
#include "skin/surfacepaint.h"
#include "skin/uvislands.h"
#include "skinview/skinview.h"

#include <cmath>

namespace ackedit::widgets {

namespace {

Eigen::Vector2f vec(const QPointF &p)
{
    return Eigen::Vector2f(float(p.x()), float(p.y()));
}

} // namespace

SkinPaintTool::SkinPaintTool(SkinPaintDock *dock, QUndoStack *stack, std::function<format::TriangleMesh()> currentMesh,
                             QObject *parent)
    : QObject(parent), m_dock(dock), m_stack(stack), m_currentMesh(std::move(currentMesh))
{
}

SkinPaintTool::~SkinPaintTool() = default;

void SkinPaintTool::meshChanged()
{
    m_meshValid = false;
}

void SkinPaintTool::ensureMesh()
{
    const int skin = m_dock->currentSkin();
    if (m_meshValid && skin == m_skin)
        return;
    if (!m_meshValid)
        m_mesh = m_currentMesh();
    m_skin = skin;
    m_filter = document::uvislands::triangleSkin(m_mesh, skin);
    m_islands = document::uvislands::islands(m_mesh, m_filter);
    m_meshValid = true;
}

std::optional<SkinPaintTool::Target> SkinPaintTool::targetAt(const ViewportRay &ray)
{
    const document::SkinCanvas *canvas = m_dock->view()->canvas();
    if (!canvas || m_dock->currentSkin() < 0)
        return std::nullopt;
    ensureMesh();
    const document::surfacepaint::Hit hit = document::surfacepaint::hit(m_mesh, m_filter, ray.origin, ray.direction);
    if (hit.triangle < 0)
        return std::nullopt;
    Target t;
    t.texel = QPointF(double(hit.uv.x()) * canvas->width(), double(hit.uv.y()) * canvas->height());
    t.triangle = hit.triangle;
    t.island = m_islands[size_t(hit.triangle)];
    return t;
}

bool SkinPaintTool::isStroking() const
{
    return m_stroke && m_stroke->isActive();
}

void SkinPaintTool::cancelStroke()
{
    if (isStroking())
        m_stroke->cancel();
}

bool SkinPaintTool::mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (button != Qt::LeftButton || (modifiers & (Qt::AltModifier | Qt::ShiftModifier | Qt::ControlModifier))
        || isStroking())
        return false;
    const std::optional<Target> target = targetAt(ray);
    if (!target)
        return false; // off the model: the camera turns
    SkinView *view = m_dock->view();
    document::SkinCanvas *canvas = view->canvas();
    document::SkinPaintSettings *settings = view->settings();
    switch (settings->tool()) {
    case SkinView::Tool::Picker:
        settings->setForeground(document::paintdab::pick(
            canvas->image(), QPoint(int(std::floor(target->texel.x())), int(std::floor(target->texel.y())))));
        return true;
    case SkinView::Tool::Fill:
        fillAt(*target);
        return true;
    default:
        break;
    }
    m_stroke = std::make_unique<document::SkinStroke>(m_stack, canvas);
    if (m_dock->seamBleed() > 0)
        m_stroke->setSeamBleed(m_dock->seamBleed(), document::surfacepaint::islandMask(m_mesh, m_filter, canvas->image().size()));
    m_stroke->begin(vec(target->texel), settings->strokeBrush(), document::SkinPaintSettings::strokeName(settings->tool()));
    m_onSurface = true;
    m_lastIsland = target->island;
    view->showBrushAt(target->texel);
    return true;
}

void SkinPaintTool::mouseMove(const ViewportRay &ray, Qt::MouseButtons, Qt::KeyboardModifiers)
{
    const std::optional<Target> target = targetAt(ray);
    m_dock->view()->showBrushAt(target ? target->texel : QPointF(-1, -1));
    if (!isStroking())
        return;
    if (!target) {
        m_onSurface = false; // the pen lifts until the cursor is back on the model
        return;
    }
    // Back on the surface, or across a seam into another island: no line over the gap.
    if (!m_onSurface || target->island != m_lastIsland)
        m_stroke->jumpTo(vec(target->texel));
    else
        m_stroke->moveTo(vec(target->texel));
    m_onSurface = true;
    m_lastIsland = target->island;
}

void SkinPaintTool::mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (button != Qt::LeftButton || !isStroking())
        return;
    mouseMove(ray, Qt::NoButton, modifiers);
    m_stroke->end();
}

bool SkinPaintTool::keyPress(int key, Qt::KeyboardModifiers)
{
    if (key == Qt::Key_Escape && isStroking()) {
        m_stroke->cancel();
        return true;
    }
    return false;
}

void SkinPaintTool::leave()
{
    m_dock->view()->showBrushAt(QPointF(-1, -1));
}

void SkinPaintTool::fillAt(const Target &target)
{
    document::SkinCanvas *canvas = m_dock->view()->canvas();
    const QPoint seed(int(std::floor(target.texel.x())), int(std::floor(target.texel.y())));
    // The triangle hit is the one the fill may be limited to (a hit always has one).
    const auto &t = m_mesh.triangles[size_t(target.triangle)];
    const Eigen::Vector2f size(float(canvas->width()), float(canvas->height()));
    document::SkinPaintSettings::FillArea area;
    area.triangle = std::array<Eigen::Vector2f, 3>{m_mesh.uvs[t.uv[0]].cwiseProduct(size),
                                                   m_mesh.uvs[t.uv[1]].cwiseProduct(size),
                                                   m_mesh.uvs[t.uv[2]].cwiseProduct(size)};
    area.islandMask = [this, island = target.island, image = canvas->image().size()] {
        return document::uvislands::islandMask(m_mesh, m_islands, island, image);
    };
    m_dock->view()->settings()->fill(m_stack, canvas, seed, area);
}

} // namespace ackedit::widgets
