#pragma once
// One mesh of the scene as Qt3D nodes: a child entity per skin group (geometry + stock material)
// and one texture per skin. Geometry changes with the same layout patch the vertex buffers in
// place (QBuffer::updateData); otherwise the group entities are rebuilt.
#include "meshbuffers.h"

#include <QImage>
#include <QList>
#include <Qt3DCore/QEntity>

#include <vector>

namespace Qt3DCore {
class QBuffer;
}
namespace Qt3DRender {
class QAbstractTexture;
}

namespace ackedit::widgets {

class MeshEntity : public Qt3DCore::QEntity
{
    Q_OBJECT
public:
    MeshEntity(const QList<QImage> &skins, Qt3DCore::QNode *parent = nullptr);

    int skinCount() const { return int(m_textures.size()); }
    void setBuffers(const MeshBuffers &buffers);
    const MeshBuffers &buffers() const { return m_buffers; }

private:
    struct Part
    {
        Qt3DCore::QEntity *entity = nullptr;
        Qt3DCore::QBuffer *buffer = nullptr;
    };
    void rebuild();
    Qt3DCore::QEntity *createPart(const MeshBuffers::Group &group, Qt3DCore::QBuffer **buffer);

    std::vector<Qt3DRender::QAbstractTexture *> m_textures; // null for skins without an image
    std::vector<Part> m_parts;
    MeshBuffers m_buffers;
};

} // namespace ackedit::widgets
