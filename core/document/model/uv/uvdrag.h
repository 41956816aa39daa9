#pragma once
// A UV drag in the 2D skin view, from press to release: the chosen UV records follow an affine
// map of normalised UV space (u right, v down) that the tool recomputes on every mouse move.
// Every step is a UvMoveCommand of one stroke, so the drag is one undo step; cancel() (Esc)
// puts every record back exactly. Each step maps the values the records had when the drag
// began, so texel UVs are rounded once per step and never drift over many mouse moves.
#include "stroke/stroke.h"

#include <Eigen/Geometry>

#include <QString>

#include <vector>

namespace ackedit::document {

class ModelDocument;

class UvDrag
{
public:
    explicit UvDrag(ModelDocument *document);
    ~UvDrag();

    // Press: remembers the values of `records` (any order; out-of-range ones are ignored).
    // False (and no drag) when the model has no editable UVs or no record is valid.
    bool begin(const std::vector<int> &records, const QString &name);
    // Mouse move: every record at fromNormalised(t * its normalised start position).
    void step(const Eigen::Affine2d &t);
    void end();
    void cancel();

    bool isActive() const { return m_stroke.isActive(); }
    const std::vector<int> &records() const { return m_records; }
    // Normalised positions of the records when the drag began.
    const std::vector<Eigen::Vector2d> &startPositions() const { return m_start; }

private:
    ModelDocument *m_document;
    stroke::Stroke m_stroke;
    QString m_name;
    std::vector<int> m_records;
    std::vector<Eigen::Vector2d> m_start;
    std::vector<int> m_tiles;
};

} // namespace ackedit::document
