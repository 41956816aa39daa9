// SoftSelection: weights are exactly falloffWeight(curve, d / radius) for the nearest selected
// vertex (checked against brute force), sorted, positive only; surface distance follows edges.
#include "model/vertex/softselection.h"
#include "model/vertex/vertexadjacency.h"

#include "document/model/vertextoolsfixtures.h"

#include <QtTest>

#include <random>

using namespace ackedit::document;
using Eigen::Vector3f;
using Indices = std::vector<int>;

Q_DECLARE_METATYPE(Falloff)

namespace {

std::vector<WeightedVertex> bruteForce(const std::vector<Vector3f> &positions, const VertexSelection &selection,
                                       float radius, Falloff falloff)
{
    const Indices selected = selection.indices();
    std::vector<WeightedVertex> out;
    for (int v = 0; v < int(positions.size()); ++v) {
        if (selection.contains(v)) {
            out.push_back({v, 1.0f});
            continue;
        }
        float best = std::numeric_limits<float>::infinity();
        for (int s : selected)
            best = std::min(best, (positions[size_t(v)] - positions[size_t(s)]).norm());
        const float w = falloffWeight(falloff, best / radius);
        if (w > 0.0f)
            out.push_back({v, w});
    }
    return out;
}

VertexSelection randomSelection(int count, int selected, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pick(0, count - 1);
    VertexSelection s(count);
    while (s.count() < selected)
        s.set(pick(rng), true);
    return s;
}

} // namespace

class TstSoftSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesBruteForce_data()
    {
        QTest::addColumn<Falloff>("falloff");
        QTest::addColumn<float>("radius");
        QTest::addColumn<int>("selected"); // < 0: a patch of -selected columns x 10 rows
        for (Falloff f : {Falloff::Smooth, Falloff::Linear, Falloff::Constant, Falloff::Sharp}) {
            const QByteArray name = QByteArray::number(int(f));
            QTest::newRow("curve " + name + ", radius 3.5") << f << 3.5f << 20;
            QTest::newRow("curve " + name + ", radius 1.3") << f << 1.3f << 60;
            QTest::newRow("curve " + name + ", radius 40") << f << 40.0f << 5;
            // Many selected vertices within the radius: the k-d tree path (the rows above scatter).
            QTest::newRow("curve " + name + ", patch, radius 9") << f << 9.0f << -12;
        }
    }
    void matchesBruteForce()
    {
        QFETCH(Falloff, falloff);
        QFETCH(float, radius);
        QFETCH(int, selected);
        const vertextools::Mesh mesh = vertextools::bumpyGrid(40, 30);
        VertexSelection selection = randomSelection(int(mesh.positions.size()), std::max(selected, 0), 11);
        for (int r = 10; r < 20 && selected < 0; ++r)
            for (int c = 12; c < 12 - selected; ++c)
                selection.set(r * 40 + c, true);
        const SoftSelectionSettings settings{radius, falloff, SoftDistance::Euclidean};
        const auto weights = SoftSelection::compute(mesh.positions, selection, settings);
        const auto expected = bruteForce(mesh.positions, selection, radius, falloff);
        QCOMPARE(weights.size(), expected.size());
        for (size_t i = 0; i < weights.size(); ++i) {
            QCOMPARE(weights[i].vertex, expected[i].vertex);
            QVERIFY2(weights[i].weight == expected[i].weight, qPrintable(QString::number(weights[i].vertex)));
        }
        QVERIFY(weights.size() > size_t(selection.count()));
    }

    void selectionSpreadFarWithATinyRadius()
    {
        // Two selected points far apart and a tiny radius: the grid coarsens instead of growing.
        std::vector<Vector3f> p{{0, 0, 0}, {1000, 1000, 1000}, {0.005f, 0, 0}, {1000, 1000, 999.99f}, {0.5f, 0, 0}};
        VertexSelection s(5);
        s.apply(Indices{0, 1}, SelectionMode::Replace);
        const auto w = SoftSelection::compute(p, s, {0.02f, Falloff::Linear, SoftDistance::Euclidean});
        QCOMPARE(w, bruteForce(p, s, 0.02f, Falloff::Linear));
        QCOMPARE(int(w.size()), 4);
    }

    void withoutRadiusOnlyTheSelection()
    {
        const vertextools::Mesh mesh = vertextools::flatGrid(5, 5);
        VertexSelection s(25);
        s.apply(Indices{3, 12, 7}, SelectionMode::Replace);
        const std::vector<WeightedVertex> only{{3, 1.0f}, {7, 1.0f}, {12, 1.0f}};
        QCOMPARE(SoftSelection::compute(mesh.positions, s, {0.0f, Falloff::Smooth, SoftDistance::Euclidean}), only);
        QCOMPARE(SoftSelection::compute(mesh.positions, s, {-1.0f, Falloff::Smooth, SoftDistance::Surface}), only);
        QVERIFY(SoftSelection::compute(mesh.positions, VertexSelection(25), {2.0f, Falloff::Smooth, SoftDistance::Euclidean})
                    .empty());
        // On a flat grid of spacing 1: the neighbours at distance 1 and sqrt(2) of vertex 12.
        const auto w = SoftSelection::compute(mesh.positions, VertexSelection(25), {2.0f, Falloff::Linear, {}});
        QVERIFY(w.empty());
        VertexSelection centre(25);
        centre.set(12, true);
        const auto ring = SoftSelection::compute(mesh.positions, centre, {1.5f, Falloff::Linear, SoftDistance::Euclidean});
        QCOMPARE(int(ring.size()), 9);
        QCOMPARE(ring[4], (WeightedVertex{12, 1.0f}));
        QCOMPARE(ring[1].vertex, 7);
        QCOMPARE(ring[1].weight, falloffWeight(Falloff::Linear, 1.0f / 1.5f));
        QCOMPARE(ring[0].weight, falloffWeight(Falloff::Linear, std::sqrt(2.0f) / 1.5f));
    }

    void surfaceDistanceFollowsEdges()
    {
        // Two cubes side by side, 0.5 apart: straight-line distance reaches the other cube,
        // distance along edges does not.
        vertextools::Mesh mesh;
        vertextools::addCube(mesh, Vector3f::Zero(), 1.0f);
        vertextools::addCube(mesh, Vector3f(2.5f, 0, 0), 1.0f);
        const VertexAdjacency adjacency(16, mesh.triangles);
        VertexSelection s(16);
        s.set(1, true); // (1, -1, -1), facing the other cube
        const auto straight = SoftSelection::compute(mesh.positions, s, {1.0f, Falloff::Linear, SoftDistance::Euclidean});
        QCOMPARE(straight, (std::vector<WeightedVertex>{{1, 1.0f}, {8, 0.5f}}));
        const auto along = SoftSelection::compute(mesh.positions, s, {1.0f, Falloff::Linear, SoftDistance::Surface},
                                                  &adjacency);
        QCOMPARE(along, (std::vector<WeightedVertex>{{1, 1.0f}}));
        // Along a strip of unit squares the distance is the number of unit edges walked; the
        // diagonal shortcuts are sqrt(2) long.
        const vertextools::Mesh strip = vertextools::flatGrid(12, 2);
        const VertexAdjacency stripEdges(24, strip.triangles);
        VertexSelection end(24);
        end.set(0, true);
        const auto w = SoftSelection::compute(strip.positions, end, {6.0f, Falloff::Linear, SoftDistance::Surface},
                                              &stripEdges);
        std::vector<WeightedVertex> expected;
        for (int c = 0; c < 6; ++c)
            expected.push_back({c, falloffWeight(Falloff::Linear, float(c) / 6.0f)});
        expected.push_back({12, falloffWeight(Falloff::Linear, 1.0f / 6.0f)});
        for (int c = 1; c < 6; ++c) // (c, 1): the diagonal from (0, 0) to (1, 1), then c - 1 edges
            expected.push_back({12 + c, falloffWeight(Falloff::Linear, (std::sqrt(2.0f) + float(c - 1)) / 6.0f)});
        QCOMPARE(w.size(), expected.size());
        for (size_t i = 0; i < w.size(); ++i) {
            QCOMPARE(w[i].vertex, expected[i].vertex);
            QVERIFY(std::abs(w[i].weight - expected[i].weight) < 1e-6f);
        }
        // Without an adjacency, Surface falls back to straight lines.
        QCOMPARE(SoftSelection::compute(mesh.positions, s, {1.0f, Falloff::Linear, SoftDistance::Surface}), straight);
    }
};

QTEST_MAIN(TstSoftSelection)
#include "tst_softselection.moc"
