#pragma once
// Build's lightmapper (issue 35): every lightmapped piece of a face has a chart of texels, one
// every UnitsPerTexel along its two lightmap axes; each texel is lit with the lighting model at
// its point on the face (pulled inside the face where the chart's square overhangs it), shadow
// rays against the level's triangles. Beyond WED, as ericw-tools' `light` does: supersampling
// (extra 2 = 2×2 samples per texel, 4 = 4×4), a soft sun (an average over a small cone of sun
// directions) and ambient occlusion ("dirt": rays over the hemisphere darken creases). Charts are
// lit on all cores; each writes only its own texels, so the threads share nothing but the input.
#include "build/lighting.h"
#include "build/lightmappacking.h"
#include "build/shadowbvh.h"

#include <QByteArray>

#include <atomic>
#include <functional>
#include <vector>

namespace ackedit::document::build {

struct LightmapChart
{
    std::vector<Eigen::Vector3d> polygon;        // the piece, convex, outward winding
    Eigen::Vector3d normal = Eigen::Vector3d::UnitZ(); // outward, unit
    std::array<Eigen::Vector3d, 2> axes;          // lightmapAxes(normal)
    Eigen::Vector2d origin = Eigen::Vector2d::Zero(); // axis coordinates of texel (0, 0)'s centre
    Eigen::Vector2i size = Eigen::Vector2i::Ones();   // texels
    ChartPlacement place;

    // The chart for `polygon`: its texel grid starts at the piece's minimum on each axis.
    static LightmapChart of(const std::vector<Eigen::Vector3d> &polygon, const Eigen::Vector3d &normal);
    // Where a point of the face lands on its page, 0..1 (texel centres at (i + 0.5) / pageSize).
    Eigen::Vector2d pageUv(const Eigen::Vector3d &point, int pageSize) const;
};

struct LightmapOptions
{
    int extra = 1;              // samples per texel along each axis: 1, 2 or 4
    bool softSun = false;
    bool ambientOcclusion = false;
    int threads = 0;            // 0: every core
};

// Lights every placed chart into `pages` (pageSize² × 3 BGR bytes each, already allocated).
// `progress(done, total)` is called on the calling thread; returns false when `cancel` was set.
bool renderLightmaps(const std::vector<LightmapChart> &charts, const LightingModel &model, const ShadowBvh &shadows,
                     const LightmapOptions &options, int pageSize, std::vector<QByteArray> *pages,
                     const std::function<void(int done, int total)> &progress = {},
                     const std::atomic<bool> *cancel = nullptr);

// How WED turns light into lightmap bytes, fitted on the answer key (tust_map01, galep_testlevel,
// libgamestudio_test, wichtelwald_menulevel2: 1,691 samples of lit faces, r 0.984, rms 5 levels):
// byte = 26.8 + 0.57 x 255 x light. Dark stays a little lit, bright saturates later, as the
// engine doubles lightmaps when it draws them.
constexpr double WedTexelOffset = 26.8;
constexpr double WedTexelScale = 0.57;

// A texel's byte for a light value (0..1 per channel; brighter clamps).
quint8 texelByte(double light);

} // namespace ackedit::document::build
