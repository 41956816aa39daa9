#pragma once
// The 3D view: a Qt3D window embedded in a widget, showing a scene of meshes (one model today;
// terrain patches and level blocks later) with an orbit camera. Its interface has no Qt3D types,
// so the rest of the editor does not depend on the renderer.
#include "common/trianglemesh.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QWidget>

#include <functional>
#include <memory>

namespace ackedit::widgets {

class Viewport : public QWidget
{
    Q_OBJECT
public:
    using MeshId = int;
    using FrameProvider = std::function<format::TriangleMesh(int frame)>;

    explicit Viewport(QWidget *parent = nullptr);
    ~Viewport() override;

    // Scene. Meshes are in the file's own coordinates (right-handed, Z up); each triangle's skin
    // index picks one of `skins` (a null image or an index out of range draws untextured).
    MeshId addMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins = {});
    // A mesh with frames: `provider(frame)` is asked for the geometry when setFrame() changes it.
    MeshId addAnimatedMesh(int frameCount, FrameProvider provider, const QList<QImage> &skins = {});
    void updateMesh(MeshId id, const format::TriangleMesh &mesh); // new geometry, same skins
    void removeMesh(MeshId id);
    void clearScene();
    int meshCount() const;
    int frameCount() const; // the most frames of any animated mesh, 1 for a static scene
    int currentFrame() const;

    QColor backgroundColor() const;
    void setBackgroundColor(const QColor &color);
    // Camera angles in degrees (see OrbitCamera); the distance and target stay.
    void setCameraAngles(float yawDegrees, float pitchDegrees);

    // Renders and reads back one frame; null image on timeout or when not shown. The first
    // capture after show() may still be the bare background (use captureWithContent()).
    QImage captureFrame(int timeoutMs = 10000);
    // Captures until the view shows something other than the background and two captures in a
    // row agree (textures and geometry uploaded), or until the timeout; returns the last capture.
    QImage captureWithContent(int timeoutMs = 30000);
    // Whether `image` has pixels that differ from `color` by more than `tolerance` in a channel.
    static bool hasContent(const QImage &image, const QColor &color, int tolerance = 8);
    // The widget that holds the 3D window; QWidget::grab() leaves its content out, so screenshots
    // paint a capture into this widget's rectangle.
    QWidget *renderWidget() const;

public Q_SLOTS:
    void frameAll();
    void setFrame(int frame);

Q_SIGNALS:
    void frameChanged(int frame);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ackedit::widgets
