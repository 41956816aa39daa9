// MdlFile::repackReport(): runs the writer's repack (nothing is written) and compares what it
// would store with the positions the editor shows.
#include "common/fixedstring.h"
#include "mdl/mdlfile.h"

#include <cmath>

namespace ackedit::format {

RepackReport MdlFile::repackReport() const
{
    RepackReport report;
    const Repacked r = repack();
    report.repacks = r.changed;
    report.oldPacking = packing();
    report.newPacking = r.changed ? r.packing : report.oldPacking;
    report.packingChanged = !report.newPacking.sameBits(report.oldPacking);
    for (int a = 0; a < 3; ++a) {
        const float before = report.oldPacking.scale[a];
        report.stepGrowth[a] = before != 0.f ? report.newPacking.scale[a] / before : 1.f;
    }
    report.maxStepGrowth = report.stepGrowth.maxCoeff();

    const Packing &pk = report.newPacking;
    const std::vector<MdlFrame> &stored = r.changed ? r.frames : m_frames;
    report.frames.reserve(m_poseIndex.size());
    for (size_t flat = 0; flat < m_poseIndex.size(); ++flat) {
        const auto [f, p] = m_poseIndex[flat];
        const MdlSimpleFrame &pose = m_frames[size_t(f)].poses[size_t(p)];
        RepackReport::Frame out;
        out.name = latin1Text(pose.name);
        out.word = frameIsWord(m_frames[size_t(f)]);
        out.edited = flat < r.poseEdited.size() && r.poseEdited[flat];
        const std::vector<Eigen::Vector3f> &shown = pose.positions();
        if (!shown.empty()) {
            out.min = out.max = shown.front();
            for (const Eigen::Vector3f &v : shown) {
                out.min = out.min.cwiseMin(v);
                out.max = out.max.cwiseMax(v);
            }
        }
        // Without a repack every position equals its stored value by definition.
        const std::vector<MdlVertex> &packed = stored[size_t(f)].poses[size_t(p)].packed();
        for (size_t i = 0; r.changed && i < shown.size() && i < packed.size(); ++i) {
            const Eigen::Vector3f back = pk.decode(packed[i].x, packed[i].y, packed[i].z);
            for (int a = 0; a < 3; ++a) {
                const float d = std::abs(back[a] - shown[i][a]);
                out.maxError = std::max(out.maxError, d);
                if (pk.scale[a] > 0.f)
                    out.maxErrorSteps = std::max(out.maxErrorSteps, d / pk.scale[a]);
            }
        }
        if (!out.edited && report.packingChanged) {
            report.uneditedRequantized = true;
            report.uneditedMaxError = std::max(report.uneditedMaxError, out.maxError);
            report.uneditedMaxErrorSteps = std::max(report.uneditedMaxErrorSteps, out.maxErrorSteps);
        }
        report.frames.push_back(std::move(out));
    }
    return report;
}

} // namespace ackedit::format
