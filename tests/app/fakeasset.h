#pragma once
// A model made in memory for the main-window tests: a checkered box with two frames (the second
// one taller), so the window can be tested while the real readers are still being written.
#include "widgets/inmemorymodel.h"
#include "widgets/testmeshes.h"

#include "common/assetfile.h"

#include <QColor>

namespace ackedit::testing {

class FakeModel : public InMemoryModel
{
public:
    FakeModel() : InMemoryModel(QStringLiteral("FAKE")) {}
    QString infoText() const override { return QStringLiteral("fake model"); }
    int frameCount() const override { return 2; }
    QStringList frameNames() const override { return {QStringLiteral("low"), QStringLiteral("high")}; }
    format::TriangleMesh mesh(int frame) const override
    {
        return box(Eigen::Vector3f(-10, -10, 0), Eigen::Vector3f(10, 10, frame == 0 ? 20.0f : 40.0f), 0);
    }
    int skinCount() const override { return 1; }
    format::RgbaImage skinImage(int) const override { return checker(64, 4, QColor(230, 30, 30), QColor(30, 30, 230)); }
};

} // namespace ackedit::testing
