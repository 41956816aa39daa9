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

void SkinUploader::skinChanged(int skin, const QRect &changed)
{
    const auto it = m_dirty.find(skin);
    if (it == m_dirty.end())
        m_dirty.insert(skin, changed.isEmpty() ? QRect() : changed);
    else if (!it->isEmpty()) // an empty rect already stands for all
        *it = changed.isEmpty() ? QRect() : (*it | changed);
    m_timer->start();
}

void SkinUploader::flush()
{
    m_timer->stop();
    const QHash<int, QRect> dirty = std::exchange(m_dirty, {});
    for (auto it = dirty.begin(); it != dirty.end(); ++it) {
        const QImage image = m_image(it.key());
        if (!image.isNull())
            m_viewport->updateSkin(m_mesh, it.key(), image, it.value());
    }
}

} // namespace ackedit::widgets
