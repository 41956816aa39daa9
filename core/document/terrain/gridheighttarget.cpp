#include "terrain/gridheighttarget.h"

namespace ackedit::document {

GridHeightTarget::GridHeightTarget(HeightGrid grid) : m_grid(std::move(grid)), m_normals(m_grid.computeNormals()) {}

void GridHeightTarget::heightsChanged(const QRect &rect)
{
    m_changed |= rect;
    m_normalsChanged |= m_grid.recomputeNormals(rect, m_normals);
    ++m_changeCount;
}

void GridHeightTarget::resetChanges()
{
    m_changed = QRect();
    m_normalsChanged = QRect();
    m_changeCount = 0;
}

} // namespace ackedit::document
