#pragma once
// Keeps the 3D view's skin textures following the skin painter: the document's
// skinChanged(skin, rect) marks texels of a skin dirty, and once per event-loop turn (after the
// mouse events of a stroke were handled) each dirty skin's working image goes to the viewport
// with the rectangle of everything that changed, so a stroke of many dabs uploads once per frame,
// not once per dab, and only the texture tiles it touched.
#include "viewport/viewport.h"

#include <QObject>
#include <QHash>
#include <QRect>

#include <functional>

class QTimer;

namespace ackedit::widgets {

class SkinUploader : public QObject
{
    Q_OBJECT
public:
    using ImageProvider = std::function<QImage(int skin)>;

    SkinUploader(Viewport *viewport, Viewport::MeshId mesh, ImageProvider image, QObject *parent = nullptr);

    void setMesh(Viewport::MeshId mesh) { m_mesh = mesh; }
    bool isPending() const { return !m_dirty.isEmpty(); }

public Q_SLOTS:
    void skinChanged(int skin, const QRect &changed); // an empty rect: anywhere
    void flush();

private:
    Viewport *m_viewport;
    Viewport::MeshId m_mesh;
    ImageProvider m_image;
    QHash<int, QRect> m_dirty; // by skin: the changed texels so far (empty: all)
    QTimer *m_timer;
};

} // namespace ackedit::widgets
