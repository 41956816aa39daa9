// VertexSelection: none/all/invert, the box and click modes with their modifiers, select
// connected over triangles, the centroid pivot.
#include "model/vertex/vertexadjacency.h"
#include "model/vertex/vertexselection.h"

#include "document/model/vertextoolsfixtures.h"

#include <QtTest>

using namespace ackedit::document;
using Indices = std::vector<int>;

Q_DECLARE_METATYPE(SelectionMode)

namespace {

VertexSelection selectionOf(int count, const Indices &selected)
{
    VertexSelection s(count);
    s.apply(selected, SelectionMode::Add);
    return s;
}

} // namespace

class TstVertexSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noneAllInvert()
    {
        VertexSelection s(70); // more than one 64-bit word, the last one partly used
        QVERIFY(s.isEmpty());
        s.selectAll();
        QCOMPARE(s.count(), 70);
        QVERIFY(s.contains(69));
        QVERIFY(!s.contains(70));
        QVERIFY(!s.contains(-1));
        s.clear();
        QCOMPARE(s.count(), 0);
        QVERIFY(s.indices().empty());
        s.apply(Indices{1, 5, 64, 69}, SelectionMode::Replace);
        s.invert();
        QCOMPARE(s.count(), 66);
        QVERIFY(!s.contains(1) && !s.contains(64) && s.contains(0) && s.contains(68));
        s.invert();
        QCOMPARE(s.indices(), (Indices{1, 5, 64, 69}));
        // Inverting twice and selecting all twice give equal selections (no stray tail bits).
        VertexSelection a(70), b(70);
        a.invert();
        b.selectAll();
        QVERIFY(a == b);
        a.resize(66);
        QCOMPARE(a.count(), 66);
        a.resize(70);
        QCOMPARE(a.count(), 66);
        QVERIFY(!a.contains(67));
    }

    void modes_data()
    {
        QTest::addColumn<Indices>("before");
        QTest::addColumn<Indices>("box");
        QTest::addColumn<SelectionMode>("mode");
        QTest::addColumn<Indices>("after");
        const Indices before{1, 2, 3};
        const Indices box{3, 4, 4, 99, -5}; // duplicates and out-of-range indices are ignored
        QTest::newRow("replace") << before << box << SelectionMode::Replace << Indices{3, 4};
        QTest::newRow("add") << before << box << SelectionMode::Add << Indices{1, 2, 3, 4};
        QTest::newRow("subtract") << before << box << SelectionMode::Subtract << Indices{1, 2};
        QTest::newRow("toggle") << before << box << SelectionMode::Toggle << Indices{1, 2, 4};
        QTest::newRow("replace with nothing") << before << Indices{} << SelectionMode::Replace << Indices{};
        QTest::newRow("add nothing") << before << Indices{} << SelectionMode::Add << before;
    }
    void modes()
    {
        QFETCH(Indices, before);
        QFETCH(Indices, box);
        QFETCH(SelectionMode, mode);
        QFETCH(Indices, after);
        VertexSelection s = selectionOf(10, before);
        s.apply(box, mode);
        QCOMPARE(s.indices(), after);
        QCOMPARE(s.count(), int(after.size()));
    }

    void modifiers_data()
    {
        QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
        QTest::addColumn<SelectionMode>("box");
        QTest::addColumn<SelectionMode>("click");
        QTest::newRow("none") << Qt::KeyboardModifiers() << SelectionMode::Replace << SelectionMode::Replace;
        QTest::newRow("shift") << Qt::KeyboardModifiers(Qt::ShiftModifier) << SelectionMode::Add << SelectionMode::Toggle;
        QTest::newRow("ctrl") << Qt::KeyboardModifiers(Qt::ControlModifier) << SelectionMode::Subtract
                              << SelectionMode::Subtract;
        QTest::newRow("ctrl+shift") << Qt::KeyboardModifiers(Qt::ControlModifier | Qt::ShiftModifier)
                                    << SelectionMode::Subtract << SelectionMode::Subtract;
        QTest::newRow("alt ignored") << Qt::KeyboardModifiers(Qt::AltModifier | Qt::ShiftModifier)
                                     << SelectionMode::Add << SelectionMode::Toggle;
    }
    void modifiers()
    {
        QFETCH(Qt::KeyboardModifiers, modifiers);
        QFETCH(SelectionMode, box);
        QFETCH(SelectionMode, click);
        QCOMPARE(VertexSelection::boxMode(modifiers), box);
        QCOMPARE(VertexSelection::clickMode(modifiers), click);
    }

    void clicks()
    {
        VertexSelection s = selectionOf(10, {1, 2});
        s.applyClick(5, SelectionMode::Replace);
        QCOMPARE(s.indices(), Indices{5});
        s.applyClick(6, SelectionMode::Toggle);
        s.applyClick(5, SelectionMode::Toggle);
        QCOMPARE(s.indices(), Indices{6});
        s.applyClick(-1, SelectionMode::Toggle); // Shift+click on nothing keeps the selection
        s.applyClick(-1, SelectionMode::Subtract);
        QCOMPARE(s.indices(), Indices{6});
        s.applyClick(-1, SelectionMode::Replace); // a plain click on nothing clears it
        QVERIFY(s.isEmpty());
    }

    void selectConnectedOnTwoCubes()
    {
        vertextools::Mesh mesh;
        vertextools::addCube(mesh, Eigen::Vector3f::Zero(), 1.0f);
        vertextools::addCube(mesh, Eigen::Vector3f(3, 0, 0), 1.0f);
        const VertexAdjacency adjacency(16, mesh.triangles);
        QCOMPARE(adjacency.vertexCount(), 16);
        // Each cube corner has 3 edge neighbours and 1-3 diagonal ones, never the other cube.
        for (int v = 0; v < 16; ++v) {
            const auto n = adjacency.neighbours(v);
            QVERIFY(n.size() >= 4 && n.size() <= 6);
            QVERIFY(std::is_sorted(n.begin(), n.end()));
            for (int w : n)
                QCOMPARE(w / 8, v / 8);
        }
        VertexSelection s(16);
        s.apply(Indices{10}, SelectionMode::Replace);
        s.selectConnected(adjacency);
        QCOMPARE(s.indices(), (Indices{8, 9, 10, 11, 12, 13, 14, 15}));
        s.set(0, true);
        s.selectConnected(adjacency);
        QCOMPARE(s.count(), 16);
        VertexSelection none(16);
        none.selectConnected(adjacency);
        QVERIFY(none.isEmpty());
    }

    void adjacencyIgnoresBadTriangles()
    {
        vertextools::Mesh mesh;
        mesh.addTriangle(0, 1, 2);
        mesh.addTriangle(2, 3, 7); // 7 is past the end
        mesh.addTriangle(3, 3, 3); // degenerate
        const VertexAdjacency adjacency(4, mesh.triangles);
        QCOMPARE(int(adjacency.neighbours(2).size()), 2);
        QVERIFY(adjacency.neighbours(3).empty());
    }

    void centroidIsThePlainMean()
    {
        const std::vector<Eigen::Vector3f> p{{0, 0, 0}, {2, 0, 0}, {2, 4, 0}, {100, 100, 100}};
        const VertexSelection s = selectionOf(4, {0, 1, 2});
        QVERIFY(s.centroid(p).isApprox(Eigen::Vector3f(4.0f / 3.0f, 4.0f / 3.0f, 0)));
        QVERIFY(VertexSelection(4).centroid(p).isZero());
    }
};

QTEST_MAIN(TstVertexSelection)
#include "tst_vertexselection.moc"
