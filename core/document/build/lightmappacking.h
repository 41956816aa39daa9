#pragma once
// Build's lightmap layout (issue 35): every lightmapped piece of a face gets a chart of texels
// (16 units per texel, as WED's WMB7 lightmaps measure), and the charts are packed into square
// pages of 256, 512 or 1024 texels (INFO's lightmap size). WED keeps page 0 as a dummy page
// (0x020202) that faces without a lightmap point to, so packing starts on page 1.
#include <Eigen/Core>

#include <vector>

namespace ackedit::document::build {

constexpr double UnitsPerTexel = 16.0;

// Texels a chart needs along an axis where the piece spans `extent` units: a texel at each end
// and one every UnitsPerTexel between (a piece of 236 units takes 16 texels).
int chartTexels(double extent, double unitsPerTexel = UnitsPerTexel);

struct ChartPlacement
{
    int page = -1; // -1: larger than a page (not placed)
    int x = 0;     // the chart's first texel on the page
    int y = 0;
};

// Places charts of `sizes` (texels, width × height) on pages of `pageSize`² texels, with
// `padding` free texels around each so that filtering does not bleed between charts. Shelf
// packing, tallest first, in a fixed order: the same input always gives the same layout.
// `*pages` is the number of pages used including the first `firstPage` ones.
std::vector<ChartPlacement> packCharts(const std::vector<Eigen::Vector2i> &sizes, int pageSize, int firstPage, int padding,
                                       int *pages);

} // namespace ackedit::document::build
