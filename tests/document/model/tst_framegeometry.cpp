// Frame geometry shared by playback, interpolation and the live view: linear blends and their
// steps, and normals updated around moved vertices equal to normals computed from scratch.
#include "common/packing.h"
#include "model/frames/frameblend.h"
#include "model/vertex/vertexnormals.h"

#include <QtTest>

#include <numeric>

#include <random>

using namespace ackedit::document;

class TstFrameGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blendAndSteps()
    {
        const std::vector<Eigen::Vector3f> a{{0, 0, 0}, {2, 4, 6}}, b{{10, 0, 0}, {2, 4, -6}};
        const auto half = blendPositions(a, b, 0.5f);
        QCOMPARE(half[0], Eigen::Vector3f(5, 0, 0));
        QCOMPARE(half[1], Eigen::Vector3f(2, 4, 0));
        QVERIFY(blendPositions(a, {{1, 1, 1}}, 0.5f).empty());
        QCOMPARE(interpolationSteps(3), (std::vector<float>{0.25f, 0.5f, 0.75f}));
        QVERIFY(interpolationSteps(0).empty());
    }

    void updatedNormalsEqualFreshOnes()
    {
        // A 20 x 20 grid, jittered; moves of scattered vertices.
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> jitter(-0.3f, 0.3f);
        std::vector<Eigen::Vector3f> p;
        for (int y = 0; y < 20; ++y)
            for (int x = 0; x < 20; ++x)
                p.emplace_back(float(x), float(y), jitter(rng));
        std::vector<std::array<uint32_t, 3>> tris;
        for (uint32_t y = 0; y + 1 < 20; ++y)
            for (uint32_t x = 0; x + 1 < 20; ++x) {
                const uint32_t i = y * 20 + x;
                tris.push_back({i, i + 1, i + 21});
                tris.push_back({i, i + 21, i + 20});
            }
        VertexNormals normals(p, tris);
        for (int round = 0; round < 5; ++round) {
            std::vector<int> moved;
            for (int k = 0; k < 12; ++k) {
                const int v = int(rng() % p.size());
                p[size_t(v)].z() += jitter(rng) * 5;
                moved.push_back(v);
            }
            const auto [first, last] = normals.update(p, moved);
            QVERIFY(first <= last);
            const auto fresh = ackedit::format::vertexNormals(p, tris);
            for (size_t v = 0; v < p.size(); ++v)
                QVERIFY2((normals.normals()[v] - fresh[v]).norm() < 1e-5f, qPrintable(QString::number(v)));
        }
        // The editor passes the whole changed range: only the vertex that moved (210, row 10,
        // column 10) and its neighbours are recomputed.
        std::vector<int> all(p.size());
        std::iota(all.begin(), all.end(), 0);
        p[210].z() += 2.f;
        QCOMPARE(normals.update(p, all), std::make_pair(189, 231));
        const auto fresh = ackedit::format::vertexNormals(p, tris);
        for (size_t v = 0; v < p.size(); ++v)
            QVERIFY2((normals.normals()[v] - fresh[v]).norm() < 1e-5f, qPrintable(QString::number(v)));
        QVERIFY(normals.update(p, all).first > normals.update(p, all).second); // nothing moved since
    }
};

QTEST_GUILESS_MAIN(TstFrameGeometry)
#include "tst_framegeometry.moc"
