#include "editors/selectionbox.h"

#include <algorithm>

namespace ackedit::widgets {

void showSelectionBox(Viewport *viewport, const document::ViewDescription &view, const QString &key,
                      const Eigen::Vector2f &a, const Eigen::Vector2f &b)
{
    const float ahead = std::max(viewport->cameraState().nearPlane, 1e-4f) * 0.05f;
    const Eigen::Vector2f corners[4] = {a, Eigen::Vector2f(b.x(), a.y()), b, Eigen::Vector2f(a.x(), b.y())};
    std::vector<Eigen::Vector3f> segments;
    for (int i = 0; i < 4; ++i) {
        segments.push_back(view.rayAt(corners[i]).pointAt(ahead));
        segments.push_back(view.rayAt(corners[(i + 1) % 4]).pointAt(ahead));
    }
    viewport->setOverlayLines(key, segments, QColor(255, 255, 255), true);
}

void hideSelectionBox(Viewport *viewport, const QString &key)
{
    viewport->setOverlayLines(key, {}, QColor());
}

} // namespace ackedit::widgets
