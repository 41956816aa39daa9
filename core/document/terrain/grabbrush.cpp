#include "terrain/grabbrush.h"

#include <QCoreApplication>

#include <cstring>

namespace ackedit::document {

GrabBrush::GrabBrush(const SculptSettings &settings) : SculptBrush(settings) {}

QString GrabBrush::name() const
{
    return QCoreApplication::translate("UndoCommands", "Move terrain");
}

void GrabBrush::beginStroke(const HeightGrid &grid, const SculptDab &start)
{
    m_begun = true;
    m_start = start.position;
    m_rect = discAround(grid, m_start).rect;
    m_original.resize(size_t(m_rect.width()) * size_t(m_rect.height()));
    for (int row = m_rect.top(); row <= m_rect.bottom(); ++row)
        std::memcpy(m_original.data() + size_t(row - m_rect.top()) * size_t(m_rect.width()),
                    grid.rowData(row) + m_rect.left(), size_t(m_rect.width()) * sizeof(float));
}

DabFootprint GrabBrush::footprint(const HeightGrid &grid, const SculptDab &dab) const
{
    return discAround(grid, m_begun ? m_start : dab.position);
}

void GrabBrush::applyDab(HeightGrid &grid, const SculptDab &dab, const DabFootprint &fp)
{
    if (!m_begun)
        beginStroke(grid, dab);
    if (fp.rect != m_rect)
        return; // the grid changed size under the stroke; nothing sensible to do
    const float delta = dab.dragDelta;
    const int width = m_rect.width();
    forEachInside(grid, fp, [&](int col, int row, float w, float) {
        const float original = m_original[size_t(row - m_rect.top()) * size_t(width) + size_t(col - m_rect.left())];
        return original + delta * w;
    });
}

} // namespace ackedit::document
