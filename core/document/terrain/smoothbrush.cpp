#include "terrain/smoothbrush.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace ackedit::document {

SmoothBrush::SmoothBrush(const SculptSettings &settings) : SculptBrush(settings) {}

QString SmoothBrush::name() const
{
    return QCoreApplication::translate("UndoCommands", "Smooth terrain");
}

void SmoothBrush::applyDab(HeightGrid &grid, const SculptDab &, const DabFootprint &fp)
{
    // Copy of the footprint plus a one-vertex border, as it was before this dab.
    const QRect src = fp.rect.adjusted(-1, -1, 1, 1) & grid.bounds();
    const int w = src.width();
    m_scratch.resize(size_t(w) * size_t(src.height()));
    for (int row = src.top(); row <= src.bottom(); ++row)
        std::memcpy(m_scratch.data() + size_t(row - src.top()) * size_t(w), grid.rowData(row) + src.left(),
                    size_t(w) * sizeof(float));
    const float strength = m_settings.strength;
    forEachInside(grid, fp, [&](int col, int row, float weight, float h) {
        const int c0 = std::max(col - 1, src.left()), c1 = std::min(col + 1, src.right());
        const int r0 = std::max(row - 1, src.top()), r1 = std::min(row + 1, src.bottom());
        float sum = 0.0f;
        for (int r = r0; r <= r1; ++r) {
            const float *line = m_scratch.data() + size_t(r - src.top()) * size_t(w) - src.left();
            for (int c = c0; c <= c1; ++c)
                sum += line[c];
        }
        const float mean = sum / float((c1 - c0 + 1) * (r1 - r0 + 1));
        return blend(h, mean, std::clamp(strength * weight, 0.0f, 1.0f));
    });
}

} // namespace ackedit::document
