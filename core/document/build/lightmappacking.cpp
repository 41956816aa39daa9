#include "build/lightmappacking.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ackedit::document::build {

int chartTexels(double extent, double unitsPerTexel)
{
    return int(std::ceil(std::max(extent, 0.0) / unitsPerTexel - 1e-9)) + 1;
}

std::vector<ChartPlacement> packCharts(const std::vector<Eigen::Vector2i> &sizes, int pageSize, int firstPage, int padding,
                                       int *pages)
{
    std::vector<ChartPlacement> out(sizes.size());
    std::vector<size_t> order(sizes.size());
    std::iota(order.begin(), order.end(), size_t(0));
    // Tallest first, then widest, then input order: shelves fill with charts of like height.
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (sizes[a].y() != sizes[b].y())
            return sizes[a].y() > sizes[b].y();
        return sizes[a].x() > sizes[b].x();
    });
    int page = firstPage - 1, shelfY = 0, shelfHeight = 0, x = 0;
    bool open = false;
    for (size_t i : order) {
        const int w = sizes[i].x() + 2 * padding, h = sizes[i].y() + 2 * padding;
        if (w > pageSize || h > pageSize || sizes[i].x() <= 0 || sizes[i].y() <= 0)
            continue; // stays page -1
        if (open && x + w > pageSize) { // next shelf
            shelfY += shelfHeight;
            shelfHeight = 0;
            x = 0;
        }
        if (!open || shelfY + h > pageSize) { // next page
            ++page;
            shelfY = shelfHeight = x = 0;
            open = true;
        }
        out[i] = {page, x + padding, shelfY + padding};
        x += w;
        shelfHeight = std::max(shelfHeight, h);
    }
    if (pages)
        *pages = open ? page + 1 : firstPage;
    return out;
}

} // namespace ackedit::document::build
