#pragma once
// The 3D view: a Qt3D window embedded in a widget, showing a scene of meshes (one model today;
// terrain patches and level blocks later) with an orbit camera. Its interface has no Qt3D types,
// so the rest of the editor does not depend on the renderer.
#include "common/trianglemesh.h"
#include "model/vertex/viewdescription.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QMatrix4x4>
#include <QUrl>
#include <QWidget>

class QWindow;

#include <Eigen/Core>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ackedit::widgets {

class MeshBuffers;

// A pick ray in the file's coordinates (right-handed, Z up); direction is unit length.
struct ViewportRay
{
    Eigen::Vector3f origin = Eigen::Vector3f::Zero();
    Eigen::Vector3f direction = Eigen::Vector3f::UnitX();
};

// An editing tool gets the mouse and keys before the camera does (sculpt brush, skin brush...).
// Returning true consumes the event; a consumed press also owns the following moves and release.
class ViewportTool
{
public:
    virtual ~ViewportTool() = default;
    virtual bool mousePress(const ViewportRay &, Qt::MouseButton, Qt::KeyboardModifiers) { return false; }
    virtual void mouseMove(const ViewportRay &, Qt::MouseButtons, Qt::KeyboardModifiers) {}
    virtual void mouseRelease(const ViewportRay &, Qt::MouseButton, Qt::KeyboardModifiers) {}
    // A left drag in a 2D view that the press left to the camera, once it has moved past a click:
    // returning true takes it (e.g. a box selection from `pressRay`), and the moves and the
    // release follow; false lets it pan.
    virtual bool beginSweep(const ViewportRay & /*pressRay*/, Qt::KeyboardModifiers) { return false; }
    virtual bool wheel(int /*angleDelta*/, Qt::KeyboardModifiers) { return false; }
    virtual bool keyPress(int /*key*/, Qt::KeyboardModifiers) { return false; }
    virtual void leave() {} // the cursor left the view (hide a brush outline)
};

// A selectable point object of a level (entity, light, sound, position, path node).
struct ViewportMarker
{
    enum class Shape { Cube, Sphere, Diamond };
    quint32 id = 0;
    Eigen::Vector3f position = Eigen::Vector3f::Zero();
    QColor color = Qt::yellow;
    Shape shape = Shape::Cube;
    float size = 0; // edge length in file units; 0 = a size derived from the scene bounds
};

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
    // Content added before the user moves the camera is framed (see holdCamera()).
    MeshId addMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins = {});
    // A mesh drawn with the skins (textures and materials) of mesh `owner`, e.g. one chunk of a
    // terrain: updateSkin(owner, ...) shows on it too, and no texture is duplicated. Remove it
    // before its owner. Falls back to addMesh without skins when `owner` does not exist.
    MeshId addMeshSharingSkins(const format::TriangleMesh &mesh, MeshId owner);
    // A mesh with frames: `provider(frame)` is asked for the geometry when setFrame() changes it.
    MeshId addAnimatedMesh(int frameCount, FrameProvider provider, const QList<QImage> &skins = {});
    // A compiled level: like addMesh, plus lightmap pages. Triangles with a page
    // (TriangleMesh::lightmapPages and lightmapUvs) draw as texture × lightmap; triangles are
    // batched per (texture, page) pair, so the draw count does not grow with the block count.
    MeshId addLevelMesh(const format::TriangleMesh &mesh, const QList<QImage> &skins, const QList<QImage> &lightmaps);
    // An onion-skin ghost (e.g. the previous and next frame): drawn in `color`, whose alpha is its
    // opacity (25-35 % suits), lightly lit and the same in every render mode, after the meshes and
    // without writing depth, so the meshes show through it and it shows only where it is in front
    // of them. Ghosts are left out of frameAll and the scene bounds unless `framed` (a level's
    // invisible hull is part of the level; an onion skin is not); updateMesh,
    // updateMeshPositions and removeMesh work on them as on any mesh.
    MeshId addGhostMesh(const format::TriangleMesh &mesh, const QColor &color, bool framed = false);
    void updateMesh(MeshId id, const format::TriangleMesh &mesh); // new geometry, same skins
    void removeMesh(MeshId id);
    void clearScene();
    int meshCount() const;
    int frameCount() const; // the most frames of any animated mesh, 1 for a static scene
    int currentFrame() const;

    // Partial update: positions[first, first + n) of the mesh's TriangleMesh (same indexing as
    // the mesh given to addMesh/updateMesh) and their normals change; only the GPU byte ranges
    // holding those vertices are re-uploaded (QBuffer::updateData), never the whole buffer.
    // Vertices are stored in position order, so a range of positions (e.g. grid rows) is one
    // upload. `normals` may be empty (the old normals stay); indices past the end are ignored.
    void updateMeshPositions(MeshId id, int first, const std::vector<Eigen::Vector3f> &positions,
                             const std::vector<Eigen::Vector3f> &normals);

    // Vertex data sent to the GPU (setData of a new buffer or updateData of a range), logged for
    // tests and statistics until clearBufferUploads().
    struct BufferUpload
    {
        MeshId mesh = 0;   // 0 for a point overlay
        QString overlay;   // the point overlay's key; empty for a mesh
        qint64 offset = 0;
        qint64 bytes = 0;
    };
    QList<BufferUpload> bufferUploads() const;
    // What mesh `id` holds for the GPU (tests and statistics); null for an unknown id.
    const MeshBuffers *meshBuffers(MeshId id) const;
    void clearBufferUploads();

    // Skin `skin` of mesh `id` is now `image`, changed inside `changed` (painting; empty: anywhere).
    // Only the texture tiles holding changed texels are sent (SkinTileGrid: a skin over 256
    // texels a side is split into up to 4 x 4 tiles at the first change to part of it, the
    // first paint dab); callers coalesce to once per frame. A new size re-tiles the skin.
    // Logged in skinUploads() until clearSkinUploads().
    void updateSkin(MeshId id, int skin, const QImage &image, const QRect &changed = {});
    struct SkinUpload
    {
        MeshId mesh = 0;
        int skin = -1;
        QRect rect;       // skin texels of the tiles sent
        int tiles = 0;    // tile textures sent
        qint64 bytes = 0; // RGBA8 bytes sent, tile gutters included
    };
    // At most `tiles` x `tiles` textures per skin for the meshes added from now on (1 to 4; 4 by
    // default). 1 sends a skin whole on every change, as a test's reference.
    void setMaxSkinTilesPerAxis(int tiles);
    QList<SkinUpload> skinUploads() const;
    void clearSkinUploads();
    // Geometry renderers drawn per frame in the current mode (batches, second passes, ghosts,
    // overlays, point overlays, markers, grid).
    int drawCount() const;

    // Line overlays (brush outline, chunk grid, path edges, a constraint axis, bones): `segments`
    // holds pairs of points in file coordinates, drawn unlit and one pixel wide. Without `onTop`
    // they are lifted a little above the surface they lie on and hidden behind nearer geometry;
    // with `onTop` they are drawn over everything. An empty list removes the overlay.
    void setOverlayLines(const QString &key, const std::vector<Eigen::Vector3f> &segments, const QColor &color,
                         bool onTop = false);
    // A solid overlay (axis handles): triples of points in file coordinates, filled unlit in
    // `color`; `onTop` and removal as for line overlays (the two share their keys).
    void setOverlayTriangles(const QString &key, const std::vector<Eigen::Vector3f> &triangles, const QColor &color,
                             bool onTop = false);

    // Point overlays (model vertices): a square dot of `pixelSize` pixels at each point (file
    // coordinates), unlit, in its own colour (a shorter `colors` list repeats its last colour;
    // colours are drawn within ±2 per channel). Without `onTop` dots are depth-tested against the
    // meshes with a small bias towards the eye, so vertices on the visible surface show and those
    // behind it do not; with `onTop` (X-ray) every dot shows. One geometry per overlay, whatever
    // the point count; an empty list removes the overlay. The dots face the camera, so a camera
    // move or resize re-uploads each overlay's vertex buffer in place.
    void setPointOverlay(const QString &key, const std::vector<Eigen::Vector3f> &points,
                         const std::vector<QColor> &colors, float pixelSize, bool onTop,
                         const QColor &outline = QColor());
    // Partial update: points [first, first + n) move to `points` and/or take `colors` (n is the
    // longer list; an empty list keeps that property); only those points' bytes change (logged
    // as the range in bufferUploads()), though the buffer goes to the renderer whole
    // (bufferwrite.h). Indices past the end and unknown keys are ignored.
    void updatePointOverlay(const QString &key, int first, const std::vector<Eigen::Vector3f> &points,
                            const std::vector<QColor> &colors);
    // Where the dots of a point overlay are now (file coordinates; empty for an unknown key).
    std::vector<Eigen::Vector3f> pointOverlay(const QString &key) const;
    // The soft-selection ramp: weight 0 blue, through cyan, green and yellow, to 1 red (clamped).
    static QColor weightColor(float weight);

    // Markers for point objects; the selected ones are highlighted (bigger, in the selection
    // colour). Clicking a marker (a left press and release without dragging) emits markerClicked
    // (ctrl/shift in `modifiers` mean "add to / toggle in the selection"); the viewport does not
    // change the selection itself: the owner calls setSelectedMarkers.
    void setMarkers(const QList<ViewportMarker> &markers);
    void setSelectedMarkers(const QList<quint32> &ids);
    QList<quint32> selectedMarkers() const;

    enum class RenderMode { Textured, Shaded, Wireframe };
    void setRenderMode(RenderMode mode);
    RenderMode renderMode() const;
    // Back faces culled in Textured and Shaded modes (lightmap passes too), so a hollow level
    // shows its inside from outside; off by default (a single-sided sheet shows from behind).
    void setBackFaceCulling(bool on);
    bool backFaceCulling() const;
    void setGridVisible(bool visible);
    bool isGridVisible() const;

    // Points the camera at a box (file coordinates), e.g. the selected objects; markers in the box
    // are framed whole, with a few marker sizes around them.
    void frameBox(const Eigen::Vector3f &min, const Eigen::Vector3f &max);
    // Back to a new viewport's state: no meshes, overlays, markers or tool, grid off, textured,
    // default camera (so the next content is framed). The Qt3D window and its renderer stay.
    void resetView();
    // The ray through a point of the widget, and the tool that gets mouse and keys first (not
    // owned; null = camera only).
    ViewportRay rayAt(const QPointF &widgetPos) const;
    void setTool(ViewportTool *tool);
    ViewportTool *tool() const;

    QColor backgroundColor() const;
    void setBackgroundColor(const QColor &color);
    // Camera angles in degrees (see OrbitCamera); the distance and target stay.
    void setCameraAngles(float yawDegrees, float pitchDegrees);
    // The eye moves along its line to the target to `distance`; target and angles stay.
    void setCameraDistance(float distance);
    // The views along the axes (Acknex models face +X, Z is up): Front looks at the model's face
    // from +X, Right at its right side from -Y, Top down from +Z with +X to the right; each has
    // its opposite. The target and distance stay; counts as a camera move by the user.
    enum class ViewPreset { Front, Back, Right, Left, Top, Bottom };
    void setViewPreset(ViewPreset preset);
    // A 2D view like WED's top, front and side views: orthographic, looking along `preset`'s
    // axis, and the camera never turns (every camera drag pans, the wheel zooms about the
    // cursor; view presets and the fly camera do nothing). The grid, when shown, lies in the
    // view's plane behind the scene. Nothing: the usual 3D view.
    void setPlanView(std::optional<ViewPreset> preset);
    std::optional<ViewPreset> planView() const;
    // The grid's step in file units (0: a round step fitted to the scene, the default).
    void setGridStep(float step);
    float gridStep() const;
    // The step new viewports (and resetView) start with (Edit ▸ Preferences; 0: fitted to the
    // scene). Viewports that exist keep theirs.
    static void setDefaultGridStep(float step);
    static float defaultGridStep();
    // Which mouse buttons move the camera, the same in every viewport of the application
    // (Edit ▸ Preferences). Med (MED and WED, the default): right or middle drag orbits, and so
    // does a left drag no tool takes; Shift with any of them pans; Ctrl+middle drag and the wheel
    // zoom. Blender: only the middle button moves the camera (middle drag orbits, Shift+middle
    // pans, Ctrl+middle zooms; the wheel zooms), so left and right drags that no tool takes leave
    // the camera where it is. In a 2D view the drags that would orbit pan. Changing it rewrites
    // every viewport's controls hint.
    enum class Navigation { Med, Blender };
    static void setNavigation(Navigation navigation);
    static Navigation navigation();
    // The line under the 3D view that tells the mouse and keys: the editor's tool (`toolHint`,
    // may be empty) first, then the camera's, which are the same in every editor: right or
    // middle drag orbits, Shift+middle (or Shift+right) drag pans, Ctrl+middle drag and the
    // wheel zoom, numpad 1/3/7 (Ctrl: opposite) pick a view, F frames all. Hidden until an
    // editor sets it (resetView hides it again).
    void setToolHint(const QString &toolHint);
    // Shows or hides that line without changing it or the view's size (an editor with several
    // views shows it under the one worked in; the others keep a blank row). setToolHint shows it.
    void setHintVisible(bool visible);
    // The fly camera (Shift+F, as Blender's): the mouse turns the view about the eye, W/S move
    // forward and back, A/D left and right, Q/E down and up, the wheel changes the speed; Esc,
    // a click or Shift+F again leaves it where it got to. The tool gets nothing meanwhile.
    void setFlying(bool on);
    bool isFlying() const;
    float flySpeed() const; // file units per key press
    QString controlsHint() const;
    // The camera as handed to the renderer: eye, target and up in file coordinates, the clip
    // distances, and projection × view (GL coordinates).
    struct CameraState
    {
        Eigen::Vector3f eye = Eigen::Vector3f::Zero();
        Eigen::Vector3f target = Eigen::Vector3f::Zero();
        Eigen::Vector3f up = Eigen::Vector3f::UnitZ();
        float nearPlane = 0;
        float farPlane = 0;
        float fieldOfView = 45.0f; // vertical, degrees
        bool orthographic = false; // a 2D view
        float viewHeight = 0;      // file units across the view's height at the target
        QMatrix4x4 viewProjection;
        // Projection × view for file coordinates: viewProjection composed with the basis change
        // MeshBuffers::toGl, so clip = fileViewProjection() * (x, y, z, 1) for a file point.
        Eigen::Matrix4f fileViewProjection() const;
    };
    CameraState cameraState() const;
    // The camera and the 3D view's size in pixels as the tools' maths takes them (rays, pixels).
    document::ViewDescription viewDescription() const;

    // Renders and reads back one frame; null image on timeout or when not shown. The first
    // capture after show() may still be the bare background (use captureWithContent()).
    QImage captureFrame(int timeoutMs = 10000);
    // Captures until the view shows something other than the background and two captures in a
    // row agree (textures and geometry uploaded), or until the timeout; returns the last frame
    // captured (null only if none was). Without drawable meshes it stops after the warm-up.
    QImage captureWithContent(int timeoutMs = 30000);
    // Emits frameRendered() once the next frame has been drawn (without waiting here): what an
    // editor that shows more views waits for before it makes them, so the first one shows first.
    void notifyNextFrame();
    // Whether some mesh can cover a pixel in the current render mode: false without meshes and
    // when every triangle is degenerate (all corners on one point or one line).
    bool hasDrawableMeshes() const;
    // Whether `image` has pixels that differ from `color` by more than `tolerance` in a channel.
    static bool hasContent(const QImage &image, const QColor &color, int tolerance = 8);
    // The widget that holds the 3D window; QWidget::grab() leaves its content out, so screenshots
    // paint a capture into this widget's rectangle.
    QWidget *renderWidget() const;
    // The window the 3D view draws into and gets its mouse and key events from (tests send
    // events there).
    QWindow *renderWindow() const;

    // The camera stays where it is from now on, as if the user had moved it: for an editor that
    // puts its content in again after an edit (a skin added, a terrain resized), which would
    // otherwise be framed anew and make the view jump. Frame All and clearScene() undo it.
    void holdCamera();

public Q_SLOTS:
    void frameAll();
    void setFrame(int frame);

Q_SIGNALS:
    void frameChanged(int frame);
    void frameRendered(); // after notifyNextFrame()
    // The camera moved, turned, zoomed or was framed (level-of-detail choices depend on it).
    void cameraChanged();
    // The user pressed a mouse button in the view or gave it the keyboard: it is the one worked in.
    void activated();
    void markerClicked(quint32 id, Qt::KeyboardModifiers modifiers);
    void emptySpaceClicked(Qt::KeyboardModifiers modifiers); // a click that hit no marker
    // Local files dropped onto the 3D view, which takes drags only while this is connected: the
    // embedded window gets drag events before any widget, so the owner decides what opening means.
    void filesDropped(const QList<QUrl> &urls);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool flyEvent(QEvent *event); // the fly camera's events (viewportinput.cpp)
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr int KeyboardReturnDelayMs = 50;
    void takeKeyboard(); // a press in this view: it, not another view of the window, gets the keys back
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ackedit::widgets
