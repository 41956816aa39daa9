#pragma once
// Qt3D 6.4 hands its renderer either a buffer's whole data (setData) or the partial updates
// (updateData) made since the last frame, never both: when both come between two frames, only the
// partial updates reach the GPU buffer, which keeps its old size, and the data set before is lost
// (a level path node added by a click was never drawn when a 2D view starting in the same frame
// sent the path again: 6 of 66 runs of tst_leveladd under load; a line overlay grown and patched
// in one frame crashed the renderer). So overlays write their buffers whole, through this, and a
// mesh's partial updates never follow a resize without it.
#include <QByteArray>

namespace Qt3DCore {
class QBuffer;
}

namespace ackedit::widgets {

// Gives `buffer` all of `data` so that the next frame uploads it whole: partial updates still
// waiting for that frame are dropped first (the buffer's data holds them already), since Qt3D
// would send them instead.
void setBufferData(Qt3DCore::QBuffer *buffer, const QByteArray &data);

} // namespace ackedit::widgets
