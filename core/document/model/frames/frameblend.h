#pragma once
// Linear blending between two frames' vertex positions: what playback shows between frames and
// what "insert interpolated frames" (MED's Interpolate Vertex Positions) stores, so both agree.
#include <Eigen/Core>

#include <vector>

namespace ackedit::document {

// a + t * (b - a) per vertex; empty if the frames differ in vertex count.
std::vector<Eigen::Vector3f> blendPositions(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b,
                                            float t);

// The blend factors of `count` frames inserted evenly between two frames: 1/(count+1) ... count/(count+1).
std::vector<float> interpolationSteps(int count);

} // namespace ackedit::document
