#include "skinview/skinview.h"

#include "common/trianglemesh.h"
#include "skin/floodfill.h"
#include "skin/skincanvas.h"
#include "model/uv/uvedittool.h"
#include "skin/uvislands.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QUndoStack>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

namespace {

constexpr double MinZoom = 0.05;
constexpr double MaxZoom = 64.0;
constexpr double WheelStep = 1.25; // zoom factor per wheel notch

float cross2(const Eigen::Vector2f &a, const Eigen::Vector2f &b)
{
    return a.x() * b.y() - a.y() * b.x();
}

// Inside or on the edges, whichever way the triangle is wound.
bool contains(const std::array<Eigen::Vector2f, 3> &t, const Eigen::Vector2f &p)
{
    const float d0 = cross2(t[1] - t[0], p - t[0]);
    const float d1 = cross2(t[2] - t[1], p - t[1]);
    const float d2 = cross2(t[0] - t[2], p - t[2]);
    const bool negative = d0 < 0 || d1 < 0 || d2 < 0;
    const bool positive = d0 > 0 || d1 > 0 || d2 > 0;
    return !(negative && positive);
}

} // namespace

SkinView::SkinView(QWidget *parent)
    : QWidget(parent), m_settings(new document::SkinPaintSettings(this)),
      m_uvTool(std::make_unique<document::UvEditTool>([this] { return uvViewMap(); }))
{
    setObjectName(QStringLiteral("skinView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(120, 80);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_settings, &document::SkinPaintSettings::toolChanged, this, &SkinView::toolChanged);
    connect(m_settings, &document::SkinPaintSettings::brushChanged, this, qOverload<>(&SkinView::update));
}

SkinView::~SkinView() = default;

void SkinView::setCanvas(document::SkinCanvas *canvas, QUndoStack *stack)
{
    cancelStroke();
    m_uvTool->cancel();
    m_stroke.reset();
    m_canvas = canvas;
    m_stack = stack;
    m_userView = false;
    fitToView();
}

void SkinView::setUvMesh(const format::TriangleMesh &mesh, int skin)
{
    m_uvTriangles.clear();
    // MDL2-5 skins are alternatives sharing one mapping (the mesh names skin 0 only): a skin no
    // triangle names shows every triangle.
    const bool named = document::uvislands::triangleSkin(mesh, skin) >= 0;
    const std::vector<int> islands = document::uvislands::islands(mesh, named ? skin : -1);
    for (size_t i = 0; i < mesh.triangles.size(); ++i) {
        const auto &t = mesh.triangles[i];
        if (named && t.skin != skin)
            continue;
        UvTriangle u;
        u.index = int(i);
        u.island = islands[i];
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
            const uint32_t uv = t.uv[size_t(k)];
            if (uv >= mesh.uvs.size()) {
                ok = false; // a bad index draws nothing rather than reading past the end
                break;
            }
            u.uv[size_t(k)] = mesh.uvs[uv];
        }
        if (ok)
            m_uvTriangles.push_back(u);
    }
    std::vector<int> shown;
    shown.reserve(m_uvTriangles.size());
    for (const UvTriangle &t : m_uvTriangles)
        shown.push_back(t.index);
    m_uvTool->setMesh(mesh, shown);
    update();
}

void SkinView::setUvDocument(document::ModelDocument *document)
{
    m_uvTool->setDocument(document);
    update();
}

void SkinView::setUvVisible(bool visible)
{
    m_uvVisible = visible;
    update();
}

// A stroke or UV transform of the old tool ends as Esc would end it.
void SkinView::toolChanged()
{
    cancelStroke();
    m_uvTool->cancel();
    update();
}

void SkinView::setZoom(double zoom, const QPointF &anchor)
{
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    const QPointF texel = texelAt(anchor);
    m_zoom = zoom;
    m_origin = anchor - texel * zoom;
    m_userView = true;
    emit zoomChanged(zoom);
    update();
}

void SkinView::fitToView()
{
    if (!m_canvas || m_canvas->width() <= 0 || m_canvas->height() <= 0) {
        update();
        return;
    }
    const double margin = 8;
    const double zx = (width() - 2 * margin) / m_canvas->width();
    const double zy = (height() - 2 * margin) / m_canvas->height();
    m_zoom = std::clamp(std::min(zx, zy), MinZoom, MaxZoom);
    m_origin = QPointF((width() - m_canvas->width() * m_zoom) / 2, (height() - m_canvas->height() * m_zoom) / 2);
    emit zoomChanged(m_zoom);
    update();
}

QPointF SkinView::texelAt(const QPointF &pos) const
{
    return (pos - m_origin) / m_zoom;
}

QPointF SkinView::widgetPos(const QPointF &texel) const
{
    return m_origin + texel * m_zoom;
}

std::array<Eigen::Vector2f, 3> SkinView::pixelCorners(const UvTriangle &t) const
{
    const Eigen::Vector2f size(float(m_canvas->width()), float(m_canvas->height()));
    std::array<Eigen::Vector2f, 3> c;
    for (size_t k = 0; k < 3; ++k)
        c[k] = t.uv[k].cwiseProduct(size);
    return c;
}

int SkinView::triangleAt(const QPointF &texel) const
{
    if (!m_canvas)
        return -1;
    const Eigen::Vector2f p(float(texel.x()), float(texel.y()));
    for (const UvTriangle &t : m_uvTriangles) {
        if (contains(pixelCorners(t), p))
            return t.index;
    }
    return -1;
}

void SkinView::canvasChanged(const QRect &rect)
{
    if (!m_canvas)
        return;
    const QRectF r(widgetPos(rect.topLeft()), widgetPos(rect.topLeft() + QPointF(rect.width(), rect.height())));
    update(r.toAlignedRect().adjusted(-1, -1, 1, 1));
}

void SkinView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(48, 50, 56));
    if (!m_canvas)
        return;
    const QRectF target(m_origin, QSizeF(m_canvas->width() * m_zoom, m_canvas->height() * m_zoom));
    // A checkerboard under the skin shows where it is transparent.
    p.save();
    p.setClipRect(target);
    p.fillRect(target, QColor(200, 200, 200));
    const int cell = 8;
    for (int y = int(std::max(0.0, target.top())); y < std::min(double(height()), target.bottom()); y += cell)
        for (int x = int(std::max(0.0, target.left())); x < std::min(double(width()), target.right()); x += cell)
            if (((x / cell) + (y / cell)) % 2)
                p.fillRect(QRect(x, y, cell, cell), QColor(150, 150, 150));
    p.restore();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    // Only the texels in view: at high zoom the whole skin scaled would be huge.
    const QPointF a = texelAt(QPointF(0, 0)), b = texelAt(QPointF(width(), height()));
    const QRect visible = QRect(QPoint(int(std::floor(a.x())), int(std::floor(a.y()))),
                                QPoint(int(std::ceil(b.x())), int(std::ceil(b.y()))))
                              .intersected(m_canvas->image().rect());
    if (!visible.isEmpty())
        p.drawImage(QRectF(widgetPos(visible.topLeft()), QSizeF(visible.width() * m_zoom, visible.height() * m_zoom)),
                    m_canvas->image(), visible);

    if (m_zoom >= GridZoom) {
        p.setPen(QPen(QColor(0, 0, 0, 60), 0));
        const QPointF first = texelAt(QPointF(0, 0)), last = texelAt(QPointF(width(), height()));
        for (int x = std::max(0, int(first.x())); x <= std::min(m_canvas->width(), int(last.x()) + 1); ++x)
            p.drawLine(QLineF(widgetPos(QPointF(x, 0)), widgetPos(QPointF(x, m_canvas->height()))));
        for (int y = std::max(0, int(first.y())); y <= std::min(m_canvas->height(), int(last.y()) + 1); ++y)
            p.drawLine(QLineF(widgetPos(QPointF(0, y)), widgetPos(QPointF(m_canvas->width(), y))));
    }

    if (m_uvVisible && !m_uvTriangles.empty()) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(uvColour(), 0));
        for (const UvTriangle &t : m_uvTriangles) {
            const auto c = pixelCorners(t);
            for (size_t k = 0; k < 3; ++k) {
                const Eigen::Vector2f &a = c[k], &b = c[(k + 1) % 3];
                p.drawLine(QLineF(widgetPos(QPointF(a.x(), a.y())), widgetPos(QPointF(b.x(), b.y()))));
            }
        }
    }

    if (m_settings->tool() == Tool::Uv)
        paintUv(p);

    // The brush outline under the cursor.
    if (m_cursor.x() >= 0 && document::SkinPaintSettings::paintsStrokes(m_settings->tool())) {
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(Qt::white, 0));
        p.setBrush(Qt::NoBrush);
        const double r = m_settings->brush().radius * m_zoom;
        p.drawEllipse(m_cursor, r, r);
    }
}

void SkinView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_space)) {
        m_panning = true;
        m_lastPan = event->position();
        return;
    }
    if (m_settings->tool() == Tool::Uv) {
        m_uvTool->press(event->position(), event->button(), event->modifiers());
        update();
        return;
    }
    if (event->button() == Qt::LeftButton && !isStroking())
        press(event->position());
}

void SkinView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (m_settings->tool() == Tool::Uv && event->button() == Qt::LeftButton && m_uvTool->canEdit()
        && !m_uvTool->isBusy()) {
        m_uvTool->selectIslandAt(event->position(), triangleAt(texelAt(event->position())), event->modifiers());
        update();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void SkinView::press(const QPointF &pos)
{
    if (!m_canvas || !m_stack)
        return;
    const QPointF texel = texelAt(pos);
    switch (m_settings->tool()) {
    case Tool::Fill:
        fill(texel);
        return;
    case Tool::Picker:
        pick(texel);
        return;
    default:
        break;
    }
    m_stroke = std::make_unique<document::SkinStroke>(m_stack, m_canvas);
    m_stroke->begin(Eigen::Vector2f(float(texel.x()), float(texel.y())), m_settings->strokeBrush(),
                    document::SkinPaintSettings::strokeName(m_settings->tool()));
}

void SkinView::showBrushAt(const QPointF &texel)
{
    m_cursor = texel.x() >= 0 && texel.y() >= 0 ? widgetPos(texel) : QPointF(-1, -1);
    update();
}

void SkinView::fill(const QPointF &texel)
{
    const QPoint seed(int(std::floor(texel.x())), int(std::floor(texel.y())));
    document::SkinPaintSettings::FillArea area;
    // The triangle holding the clicked texel's centre, as triangleMask counts texels.
    const int index = triangleAt(QPointF(seed) + QPointF(0.5, 0.5));
    const auto it = std::find_if(m_uvTriangles.begin(), m_uvTriangles.end(),
                                 [index](const UvTriangle &t) { return t.index == index; });
    if (it != m_uvTriangles.end()) {
        area.triangle = pixelCorners(*it);
        area.islandMask = [this, island = it->island] { return islandMask(island); };
    }
    m_settings->fill(m_stack, m_canvas, seed, area);
}

std::vector<uint8_t> SkinView::islandMask(int island) const
{
    const QSize size = m_canvas->image().size();
    std::vector<uint8_t> mask(size_t(size.width()) * size_t(size.height()), 0);
    for (const UvTriangle &t : m_uvTriangles)
        if (t.island == island)
            document::floodfill::addTriangle(mask, size, pixelCorners(t));
    return mask;
}

void SkinView::pick(const QPointF &texel)
{
    const QColor c =
        document::paintdab::pick(m_canvas->image(), QPoint(int(std::floor(texel.x())), int(std::floor(texel.y()))));
    m_settings->setForeground(c);
}

void SkinView::mouseMoveEvent(QMouseEvent *event)
{
    m_cursor = event->position();
    m_pointer = event->position();
    if (m_panning) {
        m_origin += event->position() - m_lastPan;
        m_lastPan = event->position();
        m_userView = true;
    } else if (m_settings->tool() == Tool::Uv) {
        m_uvTool->moveTo(event->position());
    } else if (isStroking()) {
        const QPointF texel = texelAt(event->position());
        m_stroke->moveTo(Eigen::Vector2f(float(texel.x()), float(texel.y())));
    }
    update();
}

void SkinView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        return;
    }
    if (m_settings->tool() == Tool::Uv) {
        m_uvTool->release(event->position(), event->button());
        update();
        return;
    }
    if (event->button() == Qt::LeftButton && isStroking()) {
        const QPointF texel = texelAt(event->position());
        m_stroke->moveTo(Eigen::Vector2f(float(texel.x()), float(texel.y())));
        m_stroke->end();
    }
}

void SkinView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0)
        return;
    setZoom(m_zoom * std::pow(WheelStep, delta / 120.0), event->position());
    event->accept();
}

void SkinView::keyPressEvent(QKeyEvent *event)
{
    if (m_settings->tool() == Tool::Uv && uvKey(event))
        return;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (isStroking()) {
            cancelStroke();
            return;
        }
        break;
    case Qt::Key_Space:
        if (!event->isAutoRepeat())
            m_space = true;
        return;
    case Qt::Key_X:
        if (event->modifiers() == Qt::NoModifier) {
            m_settings->swapColours();
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

bool SkinView::event(QEvent *event)
{
    // The UV tool's one-letter keys beat the window's one-key shortcuts (G grabs the selected
    // UVs, not View ▸ Show Grid): accepting the override sends them to keyPressEvent.
    if (event->type() == QEvent::ShortcutOverride && m_settings->tool() == Tool::Uv && m_uvTool->canEdit()) {
        auto *e = static_cast<QKeyEvent *>(event);
        const QList<int> keys = {Qt::Key_G, Qt::Key_R, Qt::Key_S, Qt::Key_L};
        if (e->modifiers() == Qt::NoModifier && keys.contains(e->key())) {
            e->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void SkinView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_space = false;
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void SkinView::leaveEvent(QEvent *event)
{
    m_cursor = QPointF(-1, -1);
    update();
    QWidget::leaveEvent(event);
}

void SkinView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_userView)
        fitToView();
}

void SkinView::cancelStroke()
{
    if (isStroking())
        m_stroke->cancel();
}

} // namespace ackedit::widgets
