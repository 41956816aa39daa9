#pragma once
// Every marker of the scene in one vertex-coloured, lit mesh (one draw however many objects a
// level has), rebuilt when the markers or the selection change. Picking is plain C++: the ray
// against each marker's box.
#include "viewport.h"

#include <Qt3DCore/QEntity>

#include <optional>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
}
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace ackedit::widgets {

class MarkerEntity : public Qt3DCore::QEntity
{
    Q_OBJECT
public:
    static constexpr float SelectedScale = 1.5f;
    static QColor selectionColor() { return QColor(255, 150, 0); }

    explicit MarkerEntity(Qt3DCore::QNode *parent = nullptr);

    // `defaultSize` replaces a marker size of 0.
    void setMarkers(const QList<ViewportMarker> &markers, const QList<quint32> &selected, float defaultSize);
    int triangleCount() const { return m_count / 3; }

    // The nearest marker whose box (selected ones enlarged) the ray hits; `centred` (2D views):
    // of those, the one whose centre lies nearest the ray.
    static std::optional<quint32> pick(const QList<ViewportMarker> &markers, const QList<quint32> &selected,
                                       float defaultSize, const ViewportRay &ray,
                                       bool centred = false);

private:
    Qt3DCore::QBuffer *m_buffer = nullptr;
    std::vector<Qt3DCore::QAttribute *> m_attributes;
    Qt3DRender::QGeometryRenderer *m_renderer = nullptr;
    int m_count = 0;
};

} // namespace ackedit::widgets
