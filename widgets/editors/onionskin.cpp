#include "editors/onionskin.h"

#include "model/modeldocument.h"
#include "viewport/viewport.h"

#include <QColor>

namespace ackedit::widgets {

namespace {

// Previous frame warm, next frame cool, both faint (Viewport::addGhostMesh suggests 25-35 %).
const std::array<QColor, 2> GhostColors{QColor(255, 110, 80, 76), QColor(80, 170, 255, 76)};

} // namespace

OnionSkin::OnionSkin(document::ModelDocument *document, Viewport *viewport, QObject *parent)
    : QObject(parent), m_document(document), m_viewport(viewport)
{
    connect(document, &document::ModelDocument::verticesChanged, this,
            [this](int frame, int, int) { verticesChanged(frame); });
    connect(document, &document::ModelDocument::framesChanged, this, [this] { update(true); });
    connect(document, &document::ModelDocument::geometryReset, this, [this] { update(true); });
}

void OnionSkin::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    update(true);
    emit enabledChanged(enabled);
}

void OnionSkin::setCurrentFrame(int frame)
{
    if (frame == m_current)
        return;
    m_current = frame;
    update(false);
}

void OnionSkin::verticesChanged(int frame)
{
    if (frame == -1 || frame == m_frames[0] || frame == m_frames[1])
        update(true);
}

void OnionSkin::update(bool force)
{
    const int count = m_document->frameCount();
    const std::array<int, 2> want{m_enabled && m_current > 0 && m_current < count ? m_current - 1 : -1,
                                  m_enabled && m_current + 1 < count ? m_current + 1 : -1};
    for (size_t i = 0; i < 2; ++i) {
        if (want[i] < 0) {
            if (m_meshes[i])
                m_viewport->removeMesh(m_meshes[i]);
            m_meshes[i] = 0;
        } else if (!m_meshes[i]) {
            m_meshes[i] = m_viewport->addGhostMesh(m_document->asset()->mesh(want[i]), GhostColors[i]);
        } else if (force || want[i] != m_frames[i]) {
            m_viewport->updateMesh(m_meshes[i], m_document->asset()->mesh(want[i]));
        }
        m_frames[i] = want[i];
    }
}

} // namespace ackedit::widgets
