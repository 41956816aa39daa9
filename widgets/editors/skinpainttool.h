#pragma once
// Painting the skin on the model in the 3D view (a ViewportTool, on while the Skin dock's "Paint
// on model" is checked). A left press on the model starts one SkinStroke with the dock's tool and
// brush on the dock's current skin: each mouse move casts the pick ray on the current frame's
// mesh as drawn (surfacepaint::hit: nearest front-facing triangle, so back faces and hidden
// surfaces are not painted) and dabs at its UV × the skin size, spaced along the path in texture
// space. Leaving the surface or crossing into another UV island lifts the pen (SkinStroke::jumpTo),
// so no line is drawn across the gap. The drag is one undo step with the dock's seam bleed; Esc
// cancels it exactly. The picker and the fill work at the texel under the cursor. A press off
// the model, or with Alt or Shift held, is left to the camera.
#include "viewport/viewport.h"

#include "common/trianglemesh.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace ackedit::document {
class SkinStroke;
}

namespace ackedit::widgets {

class SkinPaintDock;

class SkinPaintTool : public QObject, public ViewportTool
{
    Q_OBJECT
public:
    // `currentMesh` gives the mesh as the view draws it now (the current frame's).
    SkinPaintTool(SkinPaintDock *dock, QUndoStack *stack, std::function<format::TriangleMesh()> currentMesh,
                  QObject *parent = nullptr);
    ~SkinPaintTool() override;

    // Where a ray lands on the current skin: the texel position (pixels, fractional) and the
    // triangle; nothing when no front face of the skin is under it.
    struct Target
    {
        QPointF texel;
        int triangle = -1;
        int island = -1;
    };
    std::optional<Target> targetAt(const ViewportRay &ray);

    bool isStroking() const;
    void cancelStroke();

    bool mousePress(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    void mouseMove(const ViewportRay &ray, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void mouseRelease(const ViewportRay &ray, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool keyPress(int key, Qt::KeyboardModifiers modifiers) override;
    void leave() override;

public Q_SLOTS:
    // The mesh drawn changed (another frame, moved vertices, new geometry): read it again.
    void meshChanged();

private:
    void ensureMesh();
    void fillAt(const Target &target);

    SkinPaintDock *m_dock;
    QUndoStack *m_stack;
    std::function<format::TriangleMesh()> m_currentMesh;
    // The mesh as drawn and its UV islands, for the skin they were built for.
    bool m_meshValid = false;
    format::TriangleMesh m_mesh;
    int m_skin = -1;        // the dock's skin the cache is for
    int m_filter = -1;      // uvislands::triangleSkin
    std::vector<int> m_islands;
    std::unique_ptr<document::SkinStroke> m_stroke;
    bool m_onSurface = false;
    int m_lastIsland = -1;
};

} // namespace ackedit::widgets
