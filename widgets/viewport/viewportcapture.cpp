// Reading back what a view draws: one frame, a frame with content, the next frame's notice, and
// whether an image shows anything but the background.
#include "viewport.h"

#include "meshentity.h"
#include "viewportprivate.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QTimer>
#include <Qt3DRender/QRenderCapture>

#include <algorithm>

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

QImage Viewport::captureFrame(int timeoutMs)
{
    if (!isVisible())
        return QImage();
    // Qt3D may drop a request (one made before the window's first expose, or while another Qt3D
    // window starts): one unanswered for a second is asked again, until the time is up.
    const QDeadlineTimer deadline(timeoutMs);
    Qt3DRender::QRenderCaptureReply *reply = nullptr;
    for (;;) {
        reply = d->capture->requestCapture();
        if (!reply->isComplete()) {
            QEventLoop loop;
            QTimer timer;
            timer.setSingleShot(true);
            connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &loop, &QEventLoop::quit);
            connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
            timer.start(int(std::clamp<qint64>(deadline.remainingTime(), 1, 1000)));
            loop.exec();
        }
        if (reply->isComplete())
            break;
        // Qt3D still holds the request: the reply (a child of the capture node) is freed when it
        // completes or with the viewport, never while the request is pending.
        connect(reply, &Qt3DRender::QRenderCaptureReply::completed, reply, &QObject::deleteLater);
        if (deadline.hasExpired())
            return QImage();
    }
    const QImage image = reply->image();
    delete reply;
    return captureIsBottomUp() ? image.mirrored(false, true) : image;
}

void Viewport::notifyNextFrame()
{
    Qt3DRender::QRenderCaptureReply *reply = d->capture->requestCapture();
    if (reply->isComplete()) {
        delete reply;
        QTimer::singleShot(0, this, &Viewport::frameRendered);
        return;
    }
    // The reply is a child of the capture node: freed here once answered, or with the viewport.
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [this, reply] {
        reply->deleteLater();
        emit frameRendered();
    });
}

QImage Viewport::captureWithContent(int timeoutMs)
{
    if (!isVisible())
        return QImage();
    const QDeadlineTimer deadline(timeoutMs);
    QImage last, previous;
    // Without anything drawable content never shows: two captures get past the warm-up.
    const int finalCapture = hasDrawableMeshes() ? -1 : 2;
    for (int n = 1; !deadline.hasExpired(); ++n) {
        const QImage image = captureFrame(int(std::max<qint64>(deadline.remainingTime(), 1)));
        // The last capture gets what is left of the time and may time out; it must not replace
        // the frame already captured with nothing.
        if (!image.isNull())
            last = image;
        if (n == finalCapture)
            break;
        if (image.isNull() || !hasContent(image, d->background))
            continue;
        if (image == previous)
            break;
        previous = image;
    }
    return last;
}

bool Viewport::hasDrawableMeshes() const
{
    return std::any_of(d->meshes.begin(), d->meshes.end(),
                       [](const auto &entry) { return entry.second.entity->coversPixels(); });
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

} // namespace ackedit::widgets
