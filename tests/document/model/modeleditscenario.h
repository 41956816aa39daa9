#pragma once
// The editor's round trip on a real model, as a user does it: open, move a selection of vertices
// in one frame (one drag through VertexDrag, as the vertex tool does), insert an interpolated
// frame after frame 0 (MED's "Interpolate Vertex Positions"), save through the document (repack
// on save). Shared by the corpus end-to-end test and the assimp cross-check of edited files.
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"

#include <Eigen/Geometry>

#include <QString>

#include <algorithm>
#include <vector>

namespace ackedit::testing {

struct ModelEditScenario
{
    enum class Move {
        Inward,  // 10% towards the frame's centre, only vertices inside the frame's bounds: the
                 // model's bounds stay, so a packed file keeps its scale/offset
        Outward, // away from the centre by a tenth of the model's size: the bounds grow
    };

    int editedFrame = 0;            // before the interpolated frame went in
    int editedFrameAfter = 0;       // its index after
    std::vector<int> vertices;      // the selection that moved
    std::vector<std::vector<Eigen::Vector3f>> shown; // every frame as the editor showed it before saving
    QString failure;                // why the scenario could not run (empty: it ran)

    // Index of an original frame after the interpolated frame went in at 1.
    int frameAfter(int original) const { return original == 0 ? 0 : original + 1; }

    // Runs the edits on `doc` (no save). `frame`: the frame to edit.
    bool run(document::ModelDocument &doc, int frame, Move move, int maxVertices = 40)
    {
        editedFrame = frame;
        const std::vector<Eigen::Vector3f> &p = doc.positions(frame);
        if (p.empty())
            return fail(QStringLiteral("frame %1 has no vertices").arg(frame));
        Eigen::AlignedBox3f box;
        for (const auto &v : p)
            box.extend(v);
        const Eigen::Vector3f centre = box.center();
        // Inward: only vertices strictly inside the frame's box on every axis, so no extreme
        // moves and the bounds over all frames stay what they were.
        std::vector<int> eligible;
        for (int i = 0; i < int(p.size()); ++i) {
            const bool inside = ((p[i].array() > box.min().array()) && (p[i].array() < box.max().array())).all();
            if (move == Move::Outward || inside)
                eligible.push_back(i);
        }
        if (eligible.empty())
            return fail(QStringLiteral("no vertex lies inside the bounds of frame %1").arg(frame));
        const size_t stride = std::max<size_t>(1, eligible.size() / size_t(maxVertices));
        for (size_t k = 0; k < eligible.size() && vertices.size() < size_t(maxVertices); k += stride)
            vertices.push_back(eligible[k]);

        Eigen::Affine3f t = Eigen::Affine3f::Identity();
        if (move == Move::Inward) {
            t = Eigen::Translation3f(centre) * Eigen::Scaling(0.9f) * Eigen::Translation3f(-centre);
        } else {
            const float size = std::max(doc.bounds().diagonal().norm(), 1.f);
            t = Eigen::Translation3f(0.1f * size * Eigen::Vector3f(1.f, 0.5f, 0.25f).normalized());
        }
        std::vector<std::pair<int, float>> weights;
        for (int v : vertices)
            weights.emplace_back(v, 1.f);
        document::VertexDrag drag(&doc);
        if (!drag.begin(weights, frame, frame, QStringLiteral("Move")))
            return fail(QStringLiteral("the model refuses a vertex drag"));
        // Several mouse moves of one drag, ending where `t` puts the selection.
        for (float s : {0.25f, 0.5f, 1.f}) {
            Eigen::Affine3f partial = Eigen::Affine3f::Identity();
            partial.matrix() = Eigen::Matrix4f::Identity() + s * (t.matrix() - Eigen::Matrix4f::Identity());
            drag.step(partial);
        }
        drag.end();

        QString error;
        const int b = std::min(1, doc.frameCount() - 1);
        if (!doc.interpolateFrames(0, b, 1, &error))
            return fail(QStringLiteral("interpolate 0,%1: %2").arg(b).arg(error));
        editedFrameAfter = frameAfter(frame);
        for (int f = 0; f < doc.frameCount(); ++f)
            shown.push_back(doc.positions(f));
        return true;
    }

private:
    bool fail(const QString &why)
    {
        failure = why;
        return false;
    }
};

} // namespace ackedit::testing
