// Sculpt strokes on a QUndoStack: one undo step per stroke, merging only within a stroke and a
// target, exact undo/redo, Esc cancel without a trace, and undo memory that follows the touched
// tiles rather than the grid size.
#include "terrain/sculptcommand.h"
#include "terrain/gridheighttarget.h"
#include "terrain/sculptstroke.h"

#include <QUndoStack>
#include <QtTest>

#include <random>

using namespace ackedit::document;

namespace {

HeightGrid randomGrid(int cols, int rows, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> h(-50.0f, 50.0f);
    HeightGrid g(cols, rows, 1.0f, 1.0f, 0.0f, 0.0f);
    for (float &v : g.heights())
        v = h(rng);
    return g;
}

// World position of vertex (col,row).
SculptDab vertex(const HeightGrid &g, float col, float row, float drag = 0.0f)
{
    return SculptDab{g.toWorld(col, row), drag};
}

std::shared_ptr<SculptBrush> raise(float radius, float strength = 1.0f)
{
    SculptSettings s;
    s.kind = BrushKind::Raise;
    s.radius = radius;
    s.strength = strength;
    return SculptBrush::create(s);
}

bool bitIdentical(const std::vector<float> &a, const std::vector<float> &b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

const SculptCommand *sculptAt(const QUndoStack &stack, int i)
{
    return dynamic_cast<const SculptCommand *>(stack.command(i));
}

// Draws a stroke of `dabs` dabs from (c0,r0) in steps of (dc,dr) vertices.
void drawStroke(SculptStroke &stroke, const HeightGrid &g, std::shared_ptr<SculptBrush> brush, float c0, float r0,
                float dc, float dr, int dabs)
{
    stroke.begin(std::move(brush), vertex(g, c0, r0));
    for (int i = 0; i < dabs; ++i)
        stroke.dab(vertex(g, c0 + i * dc, r0 + i * dr));
    stroke.end();
}

class Other : public QUndoCommand
{
public:
    explicit Other(int *value) : m_value(value) {}
    void redo() override { ++*m_value; }
    void undo() override { --*m_value; }
    int id() const override { return SculptCommand::MergeId; } // same id, other type: must not merge

private:
    int *m_value;
};

} // namespace

class TstSculptStroke : public QObject
{
    Q_OBJECT
private slots:
    void dabsMergeIntoOneStep_data()
    {
        QTest::addColumn<int>("dabs");
        QTest::newRow("1") << 1;
        QTest::newRow("2") << 2;
        QTest::newRow("50") << 50;
    }
    void dabsMergeIntoOneStep()
    {
        QFETCH(int, dabs);
        GridHeightTarget target(randomGrid(100, 80, 1));
        QUndoStack stack;
        int other = 0;
        stack.push(new Other(&other));
        const int before = stack.count();
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(6), 10, 10, 1.5f, 1.0f, dabs);
        QCOMPARE(stack.count(), before + 1);
        QCOMPARE(stack.index(), before + 1);
        QCOMPARE(stack.undoText(), QStringLiteral("Raise terrain"));
        QCOMPARE(other, 1);
        // A second stroke is a second step.
        drawStroke(stroke, target.grid(), raise(6), 50, 50, 1.0f, 0.0f, dabs);
        QCOMPARE(stack.count(), before + 2);
        QVERIFY(sculptAt(stack, before)->strokeId() != sculptAt(stack, before + 1)->strokeId());
    }

    void differentStrokeIdsDoNotMerge()
    {
        GridHeightTarget target(HeightGrid(64, 64));
        QUndoStack stack;
        const HeightGrid &g = target.grid();
        stack.push(new SculptCommand(&target, 1, raise(4), vertex(g, 10, 10)));
        stack.push(new SculptCommand(&target, 1, raise(4), vertex(g, 12, 10)));
        QCOMPARE(stack.count(), 1);
        stack.push(new SculptCommand(&target, 2, raise(4), vertex(g, 14, 10)));
        QCOMPARE(stack.count(), 2);
        stack.push(new SculptCommand(&target, 1, raise(4), vertex(g, 16, 10))); // 1 again, not on top
        QCOMPARE(stack.count(), 3);
        // Same stroke id, other target.
        GridHeightTarget second(HeightGrid(64, 64));
        stack.push(new SculptCommand(&second, 1, raise(4), vertex(g, 16, 10)));
        QCOMPARE(stack.count(), 4);
        // Same merge id, other command type.
        int value = 0;
        stack.push(new Other(&value));
        QCOMPARE(stack.count(), 5);
        SculptCommand probe(&target, 1, raise(4), vertex(g, 1, 1));
        Other o(&value);
        QVERIFY(!probe.mergeWith(&o));
    }

    void undoRedoExact()
    {
        GridHeightTarget target(randomGrid(90, 70, 2));
        const std::vector<float> original = target.grid().heights();
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        SculptSettings s;
        s.kind = BrushKind::Smooth;
        s.radius = 7.0f;
        s.strength = 0.7f;
        drawStroke(stroke, target.grid(), SculptBrush::create(s), 5, 5, 2.0f, 1.5f, 30);
        const std::vector<float> afterFirst = target.grid().heights();
        s.kind = BrushKind::Noise;
        s.seed = 5;
        drawStroke(stroke, target.grid(), SculptBrush::create(s), 40, 60, 1.0f, -1.0f, 25);
        const std::vector<float> afterSecond = target.grid().heights();
        QVERIFY(!bitIdentical(original, afterFirst));
        QVERIFY(!bitIdentical(afterFirst, afterSecond));
        QCOMPARE(stack.count(), 2);
        for (int round = 0; round < 3; ++round) {
            stack.undo();
            QVERIFY(bitIdentical(target.grid().heights(), afterFirst));
            stack.undo();
            QVERIFY(bitIdentical(target.grid().heights(), original));
            stack.redo();
            QVERIFY(bitIdentical(target.grid().heights(), afterFirst));
            stack.redo();
            QVERIFY(bitIdentical(target.grid().heights(), afterSecond));
        }
    }

    void undoNotifiesAndNormalsFollow()
    {
        GridHeightTarget target(HeightGrid(64, 64));
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(5, 3.0f), 20, 20, 2.0f, 0.0f, 6);
        QCOMPARE(target.changeCount(), 6);
        QCOMPARE(target.changedRect(), QRect(15, 15, 21, 11)); // cols 15..35, rows 15..25
        QCOMPARE(target.normalsRect(), QRect(14, 14, 23, 13));
        target.resetChanges();
        stack.undo();
        QCOMPARE(target.changeCount(), 1);
        QCOMPARE(target.changedRect(), QRect(15, 15, 21, 11));
        const auto full = target.grid().computeNormals();
        for (size_t i = 0; i < full.size(); ++i)
            QVERIFY((target.normals()[i] - full[i]).norm() < 1e-6f);
        QCOMPARE(target.normals()[size_t(target.grid().index(20, 20))], Eigen::Vector3f(0, 0, 1));
    }

    void cancelRestoresAndLeavesNoEntry_data()
    {
        QTest::addColumn<int>("dabs");
        QTest::addColumn<bool>("clean");
        QTest::newRow("one dab") << 1 << false;
        QTest::newRow("many dabs") << 40 << false;
        QTest::newRow("from a clean stack") << 40 << true;
    }
    void cancelRestoresAndLeavesNoEntry()
    {
        QFETCH(int, dabs);
        QFETCH(bool, clean);
        GridHeightTarget target(randomGrid(80, 80, 3));
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(5), 10, 10, 1, 1, 3); // an earlier step
        if (clean)
            stack.setClean();
        const std::vector<float> before = target.grid().heights();
        const auto *previous = stack.command(0);
        const int count = stack.count(), index = stack.index();

        stroke.begin(raise(8, 2.0f), vertex(target.grid(), 40, 40));
        for (int i = 0; i < dabs; ++i)
            stroke.dab(vertex(target.grid(), 40.0f + i * 0.5f, 40.0f - i * 0.25f));
        QVERIFY(!bitIdentical(before, target.grid().heights()));
        QVERIFY(stroke.command());
        stroke.cancel();

        QVERIFY(bitIdentical(before, target.grid().heights()));
        QCOMPARE(stack.count(), count);
        QCOMPARE(stack.index(), index);
        QCOMPARE(stack.command(0), previous);
        QCOMPARE(stack.isClean(), clean);
        QVERIFY(!stroke.isActive());
        QVERIFY(!stroke.command());
        // The earlier step still undoes normally.
        stack.undo();
        QVERIFY(!bitIdentical(before, target.grid().heights()));
    }

    void cancelAfterCleanMidStroke()
    {
        // QUndoStack does not merge into the command at the clean index: a save in the middle of
        // a stroke splits it; Esc must still remove both parts.
        GridHeightTarget target(randomGrid(64, 64, 4));
        const std::vector<float> before = target.grid().heights();
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        stroke.begin(raise(4), vertex(target.grid(), 20, 20));
        stroke.dab(vertex(target.grid(), 20, 20));
        stack.setClean();
        stroke.dab(vertex(target.grid(), 30, 20));
        stroke.dab(vertex(target.grid(), 32, 20));
        QCOMPARE(stack.count(), 2);
        stroke.cancel();
        QCOMPARE(stack.count(), 0);
        QVERIFY(bitIdentical(before, target.grid().heights()));
    }

    void noOpStrokesLeaveNoEntry()
    {
        GridHeightTarget target(randomGrid(64, 64, 5));
        const std::vector<float> before = target.grid().heights();
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        // Entirely outside the grid.
        drawStroke(stroke, target.grid(), raise(4), -100, -100, 1, 0, 5);
        QCOMPARE(stack.count(), 0);
        // A grab dragged up and back to 0.
        SculptSettings s;
        s.kind = BrushKind::Grab;
        s.radius = 6.0f;
        stroke.begin(SculptBrush::create(s), vertex(target.grid(), 30, 30));
        stroke.dab(vertex(target.grid(), 30, 30, 5.0f));
        stroke.dab(vertex(target.grid(), 30, 28, 2.0f));
        QCOMPARE(stack.count(), 1);
        stroke.dab(vertex(target.grid(), 30, 30, 0.0f));
        stroke.end();
        QCOMPARE(stack.count(), 0);
        QVERIFY(bitIdentical(before, target.grid().heights()));
    }

    void flattenUsesStrokeStart()
    {
        HeightGrid g(64, 64);
        for (int r = 0; r < 64; ++r)
            for (int c = 0; c < 64; ++c)
                g.setHeight(c, r, float(c));
        GridHeightTarget target(g);
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        SculptSettings s;
        s.kind = BrushKind::Flatten;
        s.radius = 3.0f;
        s.falloff = Falloff::Constant;
        drawStroke(stroke, target.grid(), SculptBrush::create(s), 20, 20, 2.0f, 0.0f, 10);
        for (int c = 20; c <= 38; ++c)
            QCOMPARE(target.grid().height(c, 20), 20.0f);
        QCOMPARE(target.grid().height(42, 20), 42.0f);
        stack.undo();
        QCOMPARE(target.grid().heights(), g.heights());
    }

    void tilesKeepFirstBeforeAndLatestAfter()
    {
        // Three dabs on the same spot: one tile set, undo goes to the state before the FIRST.
        GridHeightTarget target(HeightGrid(64, 64, 1, 1, 0, 0, 1.0f));
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        stroke.begin(raise(4, 1.0f), vertex(target.grid(), 20, 20));
        for (int i = 0; i < 3; ++i)
            stroke.dab(vertex(target.grid(), 20, 20));
        stroke.end();
        QCOMPARE(target.grid().height(20, 20), 4.0f);
        const SculptCommand *cmd = sculptAt(stack, 0);
        QCOMPARE(cmd->tileCount(), 1); // vertices 16..24 lie in tile (1,1)
        stack.undo();
        QCOMPARE(target.grid().height(20, 20), 1.0f);
        stack.redo();
        QCOMPARE(target.grid().height(20, 20), 4.0f);
    }

    void undoBytesFollowTouchedTiles_data()
    {
        QTest::addColumn<int>("gridSize");
        QTest::addColumn<int>("dabs");
        QTest::addColumn<int>("tiles"); // tiles touched by a horizontal stroke of radius 4 along row 20
        // Dabs at columns 20, 28, 36, ... : columns 16 .. 20 + 8 (dabs - 1) + 4, rows 16..24 -> tile row 1.
        QTest::newRow("1 dab, 64") << 64 << 1 << 1;
        QTest::newRow("1 dab, 1025") << 1025 << 1 << 1;
        QTest::newRow("3 dabs, 64") << 64 << 3 << 2;   // cols 16..40
        QTest::newRow("10 dabs, 1025") << 1025 << 10 << 6; // cols 16..96
        QTest::newRow("10 dabs, 2049") << 2049 << 10 << 6;
    }
    void undoBytesFollowTouchedTiles()
    {
        QFETCH(int, gridSize);
        QFETCH(int, dabs);
        QFETCH(int, tiles);
        GridHeightTarget target(HeightGrid(gridSize, gridSize));
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(4), 20, 20, 8, 0, dabs);
        const SculptCommand *cmd = sculptAt(stack, 0);
        QVERIFY(cmd);
        QCOMPARE(cmd->tileCount(), tiles);
        const qint64 payload = qint64(tiles) * SculptCommand::TileSize * SculptCommand::TileSize * 2 * qint64(sizeof(float));
        QVERIFY(cmd->bytes() >= payload);
        QVERIFY2(cmd->bytes() <= payload + 1024, qPrintable(QString::number(cmd->bytes())));
        // Independent of the grid size, and far below a copy of it.
        QVERIFY(cmd->bytes() * 100 < qint64(gridSize) * gridSize * qint64(sizeof(float)) || gridSize == 64);
    }

    void undoBytesGrowWithArea()
    {
        // Doubling the stroke length about doubles the memory; a repeat over the same area adds none.
        GridHeightTarget target(HeightGrid(1025, 1025));
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(16), 100, 100, 8, 0, 20);
        drawStroke(stroke, target.grid(), raise(16), 100, 400, 8, 0, 40);
        const qint64 shortStroke = sculptAt(stack, 0)->bytes(), longStroke = sculptAt(stack, 1)->bytes();
        QVERIFY(longStroke > shortStroke * 17 / 10 && longStroke < shortStroke * 23 / 10);
        stroke.begin(raise(16), vertex(target.grid(), 100, 700));
        stroke.dab(vertex(target.grid(), 100, 700));
        const qint64 once = stroke.command()->bytes();
        for (int i = 0; i < 30; ++i)
            stroke.dab(vertex(target.grid(), 100, 700));
        QCOMPARE(stroke.command()->bytes(), once);
        stroke.end();
    }

    void tileBordersClipped()
    {
        // 40 x 20 grid: tiles on the east/south edge are partial (8 x 4 vertices); a dab in the SE
        // corner stores exactly those vertices.
        GridHeightTarget target(randomGrid(40, 20, 6));
        const std::vector<float> before = target.grid().heights();
        QUndoStack stack;
        SculptStroke stroke(&stack, &target);
        drawStroke(stroke, target.grid(), raise(2), 39, 19, 0, 0, 1);
        const SculptCommand *cmd = sculptAt(stack, 0);
        QCOMPARE(cmd->tileCount(), 1);
        QVERIFY(cmd->bytes() < 8 * 4 * 2 * qint64(sizeof(float)) + 600); // a full tile alone is 2048
        stack.undo();
        QVERIFY(bitIdentical(before, target.grid().heights()));
    }
};

QTEST_GUILESS_MAIN(TstSculptStroke)
#include "tst_sculptstroke.moc"
