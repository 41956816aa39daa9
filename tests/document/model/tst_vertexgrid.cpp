// VertexGrid: every vertex within the radius of a point is visited, with its exact squared
// distance; the cells coarsen instead of exploding for a tiny radius.
#include "model/vertex/vertexgrid.h"

#include <QtTest>

#include <random>
#include <set>

using ackedit::document::VertexGrid;
using Eigen::Vector3f;

class TstVertexGrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void visitsEverythingWithinTheRadius_data()
    {
        QTest::addColumn<float>("radius");
        QTest::newRow("radius 1.5") << 1.5f;
        QTest::newRow("radius 7") << 7.0f;
        QTest::newRow("tiny radius over a wide spread") << 1e-4f;
    }
    void visitsEverythingWithinTheRadius()
    {
        QFETCH(float, radius);
        std::mt19937 rng(4);
        std::uniform_real_distribution<float> c(-20.0f, 20.0f);
        std::vector<Vector3f> positions;
        for (int i = 0; i < 2000; ++i)
            positions.emplace_back(c(rng), c(rng), c(rng));
        // Only the even vertices go into the grid; a few queries sit exactly on one.
        std::vector<int> vertices;
        for (int i = 0; i < 2000; i += 2)
            vertices.push_back(i);
        const VertexGrid grid(positions, vertices, radius);
        QCOMPARE(int(grid.vertices().size()), 1000);
        for (int q = 0; q < 300; ++q) {
            const Vector3f p = q < 10 ? positions[size_t(2 * q)] : Vector3f(c(rng), c(rng), c(rng));
            std::set<int> expected;
            for (int v : vertices) {
                if ((positions[size_t(v)] - p).squaredNorm() <= radius * radius)
                    expected.insert(v);
            }
            std::set<int> found;
            grid.forEachWithin(p, radius, [&](int slot, float d2) {
                const int v = grid.vertices()[size_t(slot)];
                QCOMPARE(d2, (positions[size_t(v)] - p).squaredNorm());
                QCOMPARE(grid.slotPosition(slot), positions[size_t(v)]);
                found.insert(v);
            });
            QCOMPARE(found, expected);
            QVERIFY(grid.countAround(p) >= int64_t(found.size()));
        }
        // Far outside the grid nothing is visited.
        QCOMPARE(grid.countAround(Vector3f(1000, 0, 0)), int64_t(0));
    }
};

QTEST_MAIN(TstVertexGrid)
#include "tst_vertexgrid.moc"
