#pragma once
// A HeightTarget that owns its grid and keeps a normals array up to date on every change (only the
// changed rectangle plus a border is recomputed). For tests, benchmarks and headless tools; the
// terrain document plays this role in the editor.
#include "terrain/heighttarget.h"

#include <vector>

namespace ackedit::document {

class GridHeightTarget : public HeightTarget
{
public:
    explicit GridHeightTarget(HeightGrid grid = {});

    HeightGrid &grid() override { return m_grid; }
    const HeightGrid &grid() const { return m_grid; }
    void heightsChanged(const QRect &rect) override;

    const std::vector<Eigen::Vector3f> &normals() const { return m_normals; }
    // Union of the rectangles reported since the last resetChanges(), and how many reports came.
    QRect changedRect() const { return m_changed; }
    QRect normalsRect() const { return m_normalsChanged; }
    int changeCount() const { return m_changeCount; }
    void resetChanges();

private:
    HeightGrid m_grid;
    std::vector<Eigen::Vector3f> m_normals;
    QRect m_changed;
    QRect m_normalsChanged;
    int m_changeCount = 0;
};

} // namespace ackedit::document
