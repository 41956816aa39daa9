#pragma once
// A vertex drag on a model, from press to release: the selected vertices (with soft-selection
// weights) of one frame or a range of frames (MED's "all frames") follow a transform that the
// tool recomputes on every mouse move. Every step is a VertexMoveCommand of one stroke, so the
// drag is one undo step; Esc (cancel) puts every vertex back exactly. Qt-free apart from the undo
// stack: tools drive it with transforms, tests drive it without a window.
//
// Positions move in the space a frame draws them in: new = old + weight * (t * old - old), then
// mapped into the frame's position set (bone frames of MDL7 edit the rest pose). Frames that
// share a position set are moved once.
#include "stroke/stroke.h"

#include <Eigen/Geometry>

#include <QString>

#include <utility>
#include <vector>

namespace ackedit::document {

class ModelDocument;
class VertexMoveCommand;

class VertexDrag
{
public:
    explicit VertexDrag(ModelDocument *document);
    ~VertexDrag();

    // Press: remembers the original positions of `weights` (vertex, weight > 0; ascending
    // vertices) in frames first..last. False (and no drag) when the model cannot be edited.
    bool begin(const std::vector<std::pair<int, float>> &weights, int firstFrame, int lastFrame, const QString &name);
    // Mouse move: every affected vertex at old + weight * (t * old - old).
    void step(const Eigen::Affine3f &t);
    void end();
    void cancel();

    bool isActive() const { return m_stroke.isActive(); }
    const stroke::TilePatchCommand *command() const { return m_stroke.command(); }
    // Vertices whose positions the last step changed, per frame drawn (for partial uploads):
    // the ascending vertex list of the drag.
    const std::vector<int> &vertices() const { return m_vertices; }

private:
    struct SetOriginals
    {
        int set = 0;
        int frame = 0;                         // the frame whose drawing the transform applies to
        std::vector<Eigen::Vector3f> shown;    // originals as drawn, one per dragged vertex
        std::vector<Eigen::Affine3f> toSet;    // per dragged vertex; empty = identity
        std::vector<int> tiles;
    };

    ModelDocument *m_document;
    stroke::Stroke m_stroke;
    QString m_name;
    std::vector<int> m_vertices;
    std::vector<float> m_weights;
    std::vector<SetOriginals> m_sets;
};

} // namespace ackedit::document
