#include "viewport.h"

#include "meshbuffers.h"
#include "meshentity.h"
#include "orbitcamera.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>

#include <algorithm>
#include <map>

namespace ackedit::widgets {

namespace {

// Qt3D's RHI renderer (Qt 6.4) hands back OpenGL read-backs as they come from glReadPixels,
// bottom row first; other RHI backends (Vulkan, Metal, D3D) read back top row first.
bool captureIsBottomUp()
{
    const QByteArray api = qgetenv("QT3D_RHI_DEFAULT_API").toLower();
    return api.isEmpty() || api == "opengl" || api == "gl";
}

} // namespace

struct Viewport::Private
{
    struct Entry
    {
        MeshEntity *entity = nullptr;
        int frameCount = 1;
        FrameProvider provider; // empty for static meshes
    };

    Qt3DExtras::Qt3DWindow *window = nullptr;
    QWidget *container = nullptr;
    Qt3DCore::QEntity *root = nullptr;
    Qt3DRender::QRenderCapture *capture = nullptr;
    Qt3DRender::QDirectionalLight *keyLight = nullptr;
    Qt3DRender::QDirectionalLight *fillLight = nullptr;
    std::map<MeshId, Entry> meshes;
    MeshId nextId = 1;
    int frame = 0;
    QColor background{56, 60, 68};
    OrbitCamera orbit;
    bool cameraTouched = false; // until the user moves the camera, new content is framed
    enum class Drag { None, Orbit, Pan } drag = Drag::None;
    QPointF lastMouse;

    void applyCamera();
    MeshId add(int frameCount, FrameProvider provider, const format::TriangleMesh &mesh, const QList<QImage> &skins);
};

void Viewport::Private::applyCamera()
{
    Qt3DRender::QCamera *camera = window->camera();
    camera->setFieldOfView(OrbitCamera::FieldOfView);
    camera->setNearPlane(orbit.nearPlane());
    camera->setFarPlane(orbit.farPlane());
    camera->setPosition(orbit.eye());
    camera->setViewCenter(orbit.target());
    camera->setUpVector(orbit.up());
    // Lights ride with the camera, so whatever faces the viewer is lit.
    keyLight->setWorldDirection((orbit.forward() - 0.5f * orbit.up() + 0.3f * orbit.right()).normalized());
    fillLight->setWorldDirection((orbit.forward() + 0.8f * orbit.up() - 0.6f * orbit.right()).normalized());
}

Viewport::MeshId Viewport::Private::add(int frameCount, FrameProvider provider, const format::TriangleMesh &mesh,
                                        const QList<QImage> &skins)
{
    Entry entry;
    entry.entity = new MeshEntity(skins, root);
    entry.entity->setBuffers(MeshBuffers::build(mesh, entry.entity->skinCount()));
    entry.frameCount = std::max(frameCount, 1);
    entry.provider = std::move(provider);
    const MeshId id = nextId++;
    meshes.emplace(id, std::move(entry));
    return id;
}

Viewport::Viewport(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->window = new Qt3DExtras::Qt3DWindow;
    d->window->installEventFilter(this);
    // Render only when something changed: llvmpipe under Xvfb would otherwise spin a core.
    d->window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);

    Qt3DExtras::QForwardRenderer *forward = d->window->defaultFrameGraph();
    forward->setClearColor(d->background);
    forward->setFrustumCullingEnabled(false); // few entities; avoids stale bounds after patches
    d->capture = new Qt3DRender::QRenderCapture;
    forward->setParent(d->capture);
    d->window->setActiveFrameGraph(d->capture);

    d->root = new Qt3DCore::QEntity;
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
    d->window->setRootEntity(d->root);
    d->applyCamera();

    d->container = QWidget::createWindowContainer(d->window, this);
    d->container->setFocusPolicy(Qt::StrongFocus);
    d->container->setMinimumSize(64, 64);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->container);
    setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(d->container);
}

Viewport::~Viewport()
{
    // Once shown, the Qt3D window adopts the scene root and deletes it with itself (the
    // container owns the window); a viewport that was never shown still owns its root.
    if (!d->root->parent())
        delete d->root;
}

Viewport::MeshId Viewport::addMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins)
{
    const MeshId id = d->add(1, {}, mesh, skins);
    if (!d->cameraTouched)
        frameAll();
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
    entity->setBuffers(MeshBuffers::build(mesh, entity->skinCount()));
}

void Viewport::removeMesh(MeshId id)
{
    const auto it = d->meshes.find(id);
    if (it == d->meshes.end())
        return;
    delete it->second.entity;
    d->meshes.erase(it);
}

void Viewport::clearScene()
{
    for (auto &entry : d->meshes)
        delete entry.second.entity;
    d->meshes.clear();
    d->frame = 0;
    d->cameraTouched = false;
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
        e.entity->setBuffers(MeshBuffers::build(e.provider(own), e.entity->skinCount()));
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
    d->window->defaultFrameGraph()->setClearColor(color);
}

void Viewport::setCameraAngles(float yawDegrees, float pitchDegrees)
{
    d->orbit.setAngles(yawDegrees, pitchDegrees);
    d->applyCamera();
}

void Viewport::frameAll()
{
    std::vector<QVector3D> points;
    for (const auto &entry : d->meshes) {
        for (const MeshBuffers::Group &group : entry.second.entity->buffers().groups()) {
            for (size_t i = 0; i + 2 < group.data.size(); i += MeshBuffers::FloatsPerVertex)
                points.emplace_back(group.data[i], group.data[i + 1], group.data[i + 2]);
        }
    }
    if (points.empty())
        return;
    const float aspect = d->window->height() > 0 ? float(d->window->width()) / float(d->window->height()) : 1.0f;
    d->orbit.frame(points, aspect);
    d->cameraTouched = false;
    d->applyCamera();
}

QWidget *Viewport::renderWidget() const
{
    return d->container;
}

QImage Viewport::captureFrame(int timeoutMs)
{
    if (!isVisible())
        return QImage();
    std::unique_ptr<Qt3DRender::QRenderCaptureReply> reply(d->capture->requestCapture());
    if (!reply->isComplete()) {
        QEventLoop loop;
        QTimer timer;
        timer.setSingleShot(true);
        connect(reply.get(), &Qt3DRender::QRenderCaptureReply::completed, &loop, &QEventLoop::quit);
        connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
        loop.exec();
    }
    if (!reply->isComplete())
        return QImage();
    const QImage image = reply->image();
    return captureIsBottomUp() ? image.mirrored(false, true) : image;
}

QImage Viewport::captureWithContent(int timeoutMs)
{
    if (!isVisible())
        return QImage();
    const QDeadlineTimer deadline(timeoutMs);
    QImage last, previous;
    // An empty scene never shows content: two captures get past the warm-up.
    const int emptySceneCaptures = d->meshes.empty() ? 2 : -1;
    for (int n = 1; !deadline.hasExpired(); ++n) {
        last = captureFrame(int(std::max<qint64>(deadline.remainingTime(), 1)));
        if (n == emptySceneCaptures)
            break;
        if (last.isNull() || !hasContent(last, d->background))
            continue;
        if (last == previous)
            break;
        previous = last;
    }
    return last;
}

bool Viewport::hasContent(const QImage &image, const QColor &color, int tolerance)
{
    if (image.isNull())
        return false;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            if (std::abs(qRed(line[x]) - color.red()) > tolerance || std::abs(qGreen(line[x]) - color.green()) > tolerance
                || std::abs(qBlue(line[x]) - color.blue()) > tolerance)
                return true;
        }
    }
    return false;
}

bool Viewport::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != d->window)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        d->lastMouse = e->position();
        if (e->button() == Qt::MiddleButton
            || (e->button() == Qt::LeftButton && (e->modifiers() & Qt::ShiftModifier)))
            d->drag = Private::Drag::Pan;
        else if (e->button() == Qt::LeftButton)
            d->drag = Private::Drag::Orbit;
        return false;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QPointF delta = e->position() - d->lastMouse;
        d->lastMouse = e->position();
        if (d->drag == Private::Drag::None)
            return false;
        if (d->drag == Private::Drag::Orbit)
            d->orbit.orbit(float(delta.x()), float(delta.y()));
        else
            d->orbit.pan(float(delta.x()), float(delta.y()), d->window->height());
        d->cameraTouched = true;
        d->applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease:
        d->drag = Private::Drag::None;
        return false;
    case QEvent::Wheel: {
        auto *e = static_cast<QWheelEvent *>(event);
        d->orbit.zoom(float(e->angleDelta().y()) / 120.0f);
        d->cameraTouched = true;
        d->applyCamera();
        return true;
    }
    case QEvent::KeyPress:
        if (static_cast<QKeyEvent *>(event)->key() == Qt::Key_F
            && static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier) {
            frameAll();
            return true;
        }
        return false;
    default:
        return false;
    }
}

void Viewport::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F && event->modifiers() == Qt::NoModifier) {
        frameAll();
        return;
    }
    QWidget::keyPressEvent(event);
}

void Viewport::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The fit depends on the aspect ratio; keep fitting until the user takes the camera.
    if (!d->cameraTouched)
        QTimer::singleShot(0, this, [this] {
            if (!d->cameraTouched)
                frameAll();
        });
}

} // namespace ackedit::widgets
