// PointTree: nearest-point distances within a limit equal brute force, for clustered, spread
// and degenerate point sets.
#include "model/vertex/pointtree.h"

#include <QtTest>

#include <limits>
#include <random>

using ackedit::document::PointTree;
using Eigen::Vector3f;

class TstPointTree : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesBruteForce_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<float>("spread");
        QTest::newRow("one point") << 1 << 1.0f;
        QTest::newRow("a leaf") << 8 << 10.0f;
        QTest::newRow("many, spread") << 3000 << 100.0f;
        QTest::newRow("many, on one spot") << 500 << 0.0f; // identical points: splits stay finite
    }
    void matchesBruteForce()
    {
        QFETCH(int, count);
        QFETCH(float, spread);
        std::mt19937 rng(9);
        std::uniform_real_distribution<float> c(-1.0f, 1.0f);
        std::vector<Vector3f> points;
        for (int i = 0; i < count; ++i)
            points.push_back(spread * Vector3f(c(rng), c(rng), 0.1f * c(rng)));
        const PointTree tree(points);
        for (int q = 0; q < 500; ++q) {
            const Vector3f p = (spread + 5.0f) * Vector3f(c(rng), c(rng), c(rng));
            float best = std::numeric_limits<float>::infinity();
            for (const Vector3f &s : points)
                best = std::min(best, (p - s).squaredNorm());
            for (float limit : {4.0f, 400.0f, std::numeric_limits<float>::infinity()}) {
                const float expected = best <= limit ? best : std::numeric_limits<float>::infinity();
                QCOMPARE(tree.nearestDistance2(p, limit), expected);
            }
        }
    }

    void emptyAndNonFinite()
    {
        QVERIFY(PointTree({}).isEmpty());
        QCOMPARE(PointTree({}).nearestDistance2(Vector3f::Zero(), 1e30f), std::numeric_limits<float>::infinity());
        const std::vector<Vector3f> bad{{std::nanf(""), 0, 0}, {1, 0, 0}};
        QCOMPARE(PointTree(bad).nearestDistance2(Vector3f::Zero(), 10.0f), 1.0f);
    }
};

QTEST_MAIN(TstPointTree)
#include "tst_pointtree.moc"
