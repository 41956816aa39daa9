#pragma once

namespace ackedit::bench {

// The vertex-frame editor on corpus models (issue 13), registered per model found at start-up:
//   BM_VertexDrag/<model>       one mouse move of a soft-selection drag of 1,000 vertices
//   BM_FrameInterpolate/<model> 10 frames interpolated into the largest MDL5
//   BM_SaveRepack/<model>       a save that repacks every frame, to a file (with fsync)
//   BM_SaveRepackInMemory/<model> the same bytes, without the file
void registerVertexFrameBenchmarks();

} // namespace ackedit::bench
