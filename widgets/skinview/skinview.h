#pragma once
// The 2D skin view of the skin painter: one skin's working image (SkinCanvas) with zoom about the
// cursor (wheel), pan (middle drag or space + drag), a pixel grid at high zoom and the UV
// wireframe of the current frame's triangles drawn over it. The left button paints with the
// tool of its SkinPaintSettings (shared with the 3D brush): every press-drag-release is one SkinStroke on the document's undo stack (one
// History entry), Esc during a stroke cancels it exactly; a fill is one step of its own. X swaps
// the foreground and background colours. The view never writes pixels itself: the stroke does,
// and the document's skinChanged(skin, rect) comes back through canvasChanged().
// With a model document (setUvDocument) the Uv tool selects and transforms UV records instead of
// painting (document::UvEditTool; skinviewuv.cpp gives it the view's keys and draws its points);
// the editor re-sends the mesh on the document's uvsChanged.
#include "skin/skinpaintsettings.h"
#include "skin/skinstroke.h"

#include <Eigen/Core>

#include <QColor>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QKeyEvent;
class QPainter;
class QUndoStack;

namespace ackedit::format {
struct TriangleMesh;
}

namespace ackedit::document {
class ModelDocument;
class SkinCanvas;
class UvEditTool;
struct UvViewMap;
}

namespace ackedit::widgets {

class SkinView : public QWidget
{
    Q_OBJECT
public:
    using Tool = document::SkinPaintSettings::Tool;
    static constexpr double GridZoom = 8.0; // widget pixels per texel from which the grid shows

    explicit SkinView(QWidget *parent = nullptr);
    ~SkinView() override;

    // The skin painted (null: none); strokes go on `stack`. Fits the skin into the view.
    void setCanvas(document::SkinCanvas *canvas, QUndoStack *stack);
    document::SkinCanvas *canvas() const { return m_canvas; }
    // The triangles drawn over the skin: those of `mesh` using skin `skin` (UVs normalised, v down;
    // every triangle if none names `skin`).
    void setUvMesh(const format::TriangleMesh &mesh, int skin);
    int uvTriangleCount() const { return int(m_uvTriangles.size()); }
    void setUvVisible(bool visible);
    bool isUvVisible() const { return m_uvVisible; }
    static QColor uvColour() { return QColor(255, 220, 0); }

    // ---- UV editing (the Uv tool; null document: no UV editing, e.g. terrain skins) ----
    void setUvDocument(document::ModelDocument *document);
    document::UvEditTool *uvTool() const { return m_uvTool.get(); }

    // The tool, brush, colours and fill options (the view's own; the 3D brush paints with them too).
    document::SkinPaintSettings *settings() const { return m_settings; }

    // Widget pixels per texel; setZoom keeps the texel under `anchor` (widget position) in place.
    double zoom() const { return m_zoom; }
    void setZoom(double zoom, const QPointF &anchor);
    void fitToView();
    // Texel coordinates (0,0 = the image's top-left corner) of a widget position, and back.
    QPointF texelAt(const QPointF &pos) const;
    QPointF widgetPos(const QPointF &texel) const;
    bool isStroking() const { return m_stroke && m_stroke->isActive(); }

    // For the 3D brush (SkinPaintTool): the brush outline drawn at `texel` (the UV under the 3D
    // cursor; negative: none).
    void showBrushAt(const QPointF &texel);
    // Widget position of the brush outline's centre ((-1, -1): none shown).
    QPointF brushOutlinePos() const { return m_cursor; }
    // The skin triangle (index into the mesh's triangles) whose UVs contain `texel`; -1 if none.
    int triangleAt(const QPointF &texel) const;

public Q_SLOTS:
    // Pixels of the canvas changed inside `rect` (the document's skinChanged): repaint them.
    void canvasChanged(const QRect &rect);

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override; // ShortcutOverride: the UV tool's keys
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct UvTriangle
    {
        int index = -1; // into the mesh's triangles
        int island = -1; // uvislands::islands
        std::array<Eigen::Vector2f, 3> uv; // normalised
    };
    std::array<Eigen::Vector2f, 3> pixelCorners(const UvTriangle &t) const;
    void press(const QPointF &pos);
    void fill(const QPointF &texel);
    std::vector<uint8_t> islandMask(int island) const;
    void pick(const QPointF &texel);
    void cancelStroke();
    void toolChanged();
    // The Uv tool (skinviewuv.cpp): how the view shows the skin, its keys, its overlay.
    document::UvViewMap uvViewMap() const;
    bool uvKey(QKeyEvent *event);
    void paintUv(QPainter &painter) const;

    document::SkinPaintSettings *m_settings;
    document::SkinCanvas *m_canvas = nullptr;
    QUndoStack *m_stack = nullptr;
    std::vector<UvTriangle> m_uvTriangles;
    bool m_uvVisible = true;
    std::unique_ptr<document::SkinStroke> m_stroke;
    std::unique_ptr<document::UvEditTool> m_uvTool;

    double m_zoom = 1.0;
    QPointF m_origin; // widget position of texel (0,0)
    bool m_userView = false; // the user zoomed or panned: the skin no longer follows the view's size
    bool m_space = false;
    bool m_panning = false;
    QPointF m_lastPan;
    QPointF m_cursor{-1, -1};  // the brush outline; none once the pointer has left
    QPointF m_pointer{-1, -1}; // where the pointer last moved over the view: G/R/S grab from there
};

} // namespace ackedit::widgets
