#pragma once
// The Viewport's state, shared by its implementation files (viewport.cpp: scene and capture;
// viewportinput.cpp: events, tools, picking; viewportoverlays.cpp: overlays, markers, grid,
// render modes).
#include "viewport.h"

#include "lineentity.h"
#include "orbitcamera.h"
#include "pointentity.h"
#include "skin/skintilegrid.h"

#include <QLabel>
#include <QPointF>
#include <QVector3D>

#include <functional>
#include <map>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DExtras {
class Qt3DWindow;
class QPhongMaterial;
}
namespace Qt3DRender {
class QClearBuffers;
class QDirectionalLight;
class QLayer;
class QMaterial;
class QRenderCapture;
}

namespace ackedit::widgets {

class ColorCubeMaterial;
class LineEntity;
class MarkerEntity;
class MeshEntity;
struct MeshResources;

struct Viewport::Private
{
    struct Entry
    {
        MeshEntity *entity = nullptr;
        int frameCount = 1;
        FrameProvider provider; // empty for static meshes
        bool unframed = false;  // an onion skin: not framed, not in the bounds
    };

    Qt3DExtras::Qt3DWindow *window = nullptr;
    QWidget *container = nullptr;
    bool hadKeyboard = false; // the embedded window had the keyboard last in this top-level window
    Qt3DCore::QEntity *root = nullptr;
    Qt3DRender::QRenderCapture *capture = nullptr;
    Qt3DRender::QClearBuffers *clear = nullptr;
    Qt3DRender::QDirectionalLight *keyLight = nullptr;
    Qt3DRender::QDirectionalLight *fillLight = nullptr;
    Qt3DRender::QDirectionalLight *backLight = nullptr; // lights the back of single-sided sheets
    Qt3DRender::QLayer *multiplyLayer = nullptr; // second passes (lightmaps), after the opaque pass
    Qt3DRender::QLayer *ghostLayer = nullptr;    // translucent onion-skin meshes
    Qt3DRender::QLayer *overlayLayer = nullptr;  // depth-tested overlay lines and points
    Qt3DRender::QLayer *onTopLayer = nullptr;    // overlays over everything, last
    Qt3DExtras::QPhongMaterial *shadedMaterial = nullptr;
    Qt3DExtras::QPhongMaterial *shadedCulledMaterial = nullptr;
    bool backFaceCulling = false;
    Qt3DRender::QMaterial *wireMaterial = nullptr;
    std::map<MeshId, Entry> meshes;
    MeshId nextId = 1;
    int frame = 0;
    QColor background{56, 60, 68};
    OrbitCamera orbit;
    bool cameraTouched = false; // until the user moves the camera, new content is framed
    RenderMode renderMode = RenderMode::Textured;
    QList<BufferUpload> uploads;
    QList<SkinUpload> skinUploads;
    int maxSkinTilesPerAxis = document::SkinTileGrid::MaxPerAxis;

    // Input.
    // Sweep: a 2D view's left drag, offered to the tool (beginSweep) once it leaves the click slop.
    enum class Drag { None, Orbit, Pan, Zoom, Sweep } drag = Drag::None;
    QPointF lastMouse;
    QPointF pressMouse;
    bool clickCandidate = false; // a left press that has not moved far yet
    ViewportTool *tool = nullptr;
    bool toolDrag = false; // the tool consumed the press and owns moves and release
    QLabel *hint = nullptr; // the controls, under the 3D view
    QString toolHint;
    bool flying = false;    // Shift+F: the fly camera has the mouse and keys
    float flySpeed = 1.0f;  // GL units per W/A/S/D/Q/E press; the wheel changes it
    int keyTakenByTool = 0; // the key the tool handled at its ShortcutOverride: its press is dropped

    // Overlays, markers, grid.
    std::map<QString, LineEntity *> overlays;
    std::map<QString, PointEntity *> pointOverlays;
    ColorCubeMaterial *pointMaterial = nullptr; // shared by the point overlays, made on first use
    LineEntity *grid = nullptr;
    bool gridVisible = false;
    float gridStep = 0; // 0: fitted to the scene
    std::optional<ViewPreset> planView; // a 2D view along this axis
    MarkerEntity *markerEntity = nullptr;
    QList<ViewportMarker> markers;
    QList<quint32> selectedMarkers;

    // The camera drag a press of `button` with `modifiers` starts under the application's
    // navigation scheme (viewportnavigation.cpp); None: the press leaves the camera alone.
    static Drag cameraDrag(Qt::MouseButton button, Qt::KeyboardModifiers modifiers, bool planView);
    // The camera's part of the controls hint, for the navigation scheme.
    static QString cameraHint(bool planView);

    std::function<void()> cameraMoved; // emits Viewport::cameraChanged
    void applyCamera();
    MeshResources resources() const;
    // `ghost`: a valid colour makes an onion-skin ghost (see addGhostMesh). `paintedSkins`: the
    // skins may be painted (updateSkin), so big ones can be split into tiles; a level's are not.
    MeshId add(int frameCount, FrameProvider provider, const format::TriangleMesh &mesh, const QList<QImage> &skins,
               const QList<QImage> &lightmaps = {}, const QColor &ghost = QColor(), bool paintedSkins = true);
    // Registers a new entity and uploads `mesh` into it.
    MeshId insert(MeshEntity *entity, int frameCount, FrameProvider provider, const format::TriangleMesh &mesh,
                  bool ghost);
    void logUpload(MeshId id, qint64 offset, qint64 bytes, const QString &overlay = QString());
    // Moves an overlay entity into the on-top or the depth-tested overlay layer.
    void placeOverlay(Qt3DCore::QEntity *entity, bool onTop);
    // Viewport::setOverlayLines and setOverlayTriangles.
    void setLineOverlay(const QString &key, const std::vector<Eigen::Vector3f> &points, const QColor &color,
                        bool onTop, LineEntity::Primitive primitive);
    // The camera the point overlays' dots face; refreshPointViews re-faces them all.
    PointEntity::View pointView() const;
    void refreshPointViews();
    // Bounds of every mesh vertex in GL coordinates; false if the scene has no geometry.
    bool sceneBounds(QVector3D &min, QVector3D &max) const;
    bool fileBounds(Eigen::Vector3f &min, Eigen::Vector3f &max) const; // the same, file coordinates
    float defaultMarkerSize() const;
    void rebuildMarkers();
    void rebuildGrid();
    // The grid of a 2D view: in its plane, behind the scene, covering the scene and the view.
    void rebuildPlanGrid();
    // The grid's lines in the plane of file axes `a` and `b` at `depthValue` on the third axis:
    // cells [a0, a1] × [b0, b1] of `step` units.
    void setGridLines(int a, int b, float depthValue, double step, double a0, double a1, double b0, double b1);
};

} // namespace ackedit::widgets
