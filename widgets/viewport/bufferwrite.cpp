#include "bufferwrite.h"

#include <Qt3DCore/QBuffer>

namespace ackedit::widgets {

namespace {
// Where Qt3D's QBuffer::updateData keeps the partial updates until the next frame takes them.
constexpr const char *PendingUpdates = "QT3D_updateData";
} // namespace

void setBufferData(Qt3DCore::QBuffer *buffer, const QByteArray &data)
{
    const bool pending = buffer->property(PendingUpdates).isValid();
    buffer->setProperty(PendingUpdates, QVariant());
    // setData ignores data equal to the buffer's; after dropping the partial updates that data
    // must still go to the renderer, so it is changed and set back.
    if (pending && buffer->data() == data)
        buffer->setData(QByteArray());
    buffer->setData(data);
}

} // namespace ackedit::widgets
