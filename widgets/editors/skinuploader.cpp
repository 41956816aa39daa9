#include "editors/skinuploader.h"

#include <QTimer>

#include <utility>

namespace ackedit::widgets {

SkinUploader::SkinUploader(Viewport *viewport, Viewport::MeshId mesh, ImageProvider image, QObject *parent)
    : QObject(parent), m_viewport(viewport), m_mesh(mesh), m_image(std::move(image)), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &SkinUploader::flush);
}

void SkinUploader::skinChanged(int skin)
{
    m_dirty.insert(skin);
    m_timer->start();
}

void SkinUploader::flush()
{
    m_timer->stop();
    const QSet<int> dirty = std::exchange(m_dirty, {});
    for (int skin : dirty) {
        const QImage image = m_image(skin);
        if (!image.isNull())
            m_viewport->updateSkin(m_mesh, skin, image);
    }
}

} // namespace ackedit::widgets
