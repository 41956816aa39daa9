// The stroke machinery every kind of stroke shares (sculpt dabs, vertex drags, paint dabs): edits
// of one stroke merge into one undo step keeping each tile's first before and latest after, undo
// and redo restore exact values, a stroke that changed nothing leaves no entry, Esc restores and
// leaves no entry, and strokes of other targets, ids or families never merge.
#include "stroke/stroke.h"

#include <QUndoStack>
#include <QtTest>

#include <cstring>

using namespace ackedit::document::stroke;

namespace {

// 64 ints in tiles of 8.
class Numbers : public TilePatchTarget
{
public:
    std::vector<int> values = std::vector<int>(64, 0);
    QRect lastPatched;
    int patches = 0;
    quint64 layout = 1;

    quint64 tileLayout() const override { return layout; }
    qsizetype tileBytes(int) const override { return 8 * sizeof(int); }
    void readTile(int tile, char *dst) const override { std::memcpy(dst, values.data() + tile * 8, 8 * sizeof(int)); }
    void writeTile(int tile, const char *src) override { std::memcpy(values.data() + tile * 8, src, 8 * sizeof(int)); }
    void tilesPatched(const QRect &changed) override
    {
        lastPatched = changed;
        ++patches;
    }
};

// Sets values[first..first+count) to `value`.
class Fill : public TilePatchEdit
{
public:
    Fill(Numbers *n, int first, int count, int value) : m_n(n), m_first(first), m_count(count), m_value(value) {}
    std::vector<int> tiles() const override
    {
        std::vector<int> keys;
        for (int t = m_first / 8; m_count > 0 && t <= (m_first + m_count - 1) / 8; ++t)
            keys.push_back(t);
        return keys;
    }
    QRect apply() override
    {
        for (int i = m_first; i < m_first + m_count; ++i)
            m_n->values[size_t(i)] = m_value;
        return m_count > 0 ? QRect(m_first, 0, m_count, 1) : QRect();
    }

private:
    Numbers *m_n;
    int m_first, m_count, m_value;
};

TilePatchCommand *fill(Numbers *n, int stroke, int first, int count, int value, int mergeId = 77)
{
    return new TilePatchCommand(mergeId, n, stroke, std::make_unique<Fill>(n, first, count, value), QStringLiteral("Fill"));
}

} // namespace

class TstStroke : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editsMergeWithFirstBeforeAndLatestAfter()
    {
        Numbers n;
        QUndoStack stack;
        Stroke s(&stack, &n);
        s.begin();
        s.push(fill(&n, s.strokeId(), 0, 4, 1));   // tile 0
        s.push(fill(&n, s.strokeId(), 2, 10, 2));  // tiles 0, 1
        s.push(fill(&n, s.strokeId(), 40, 3, 3));  // tile 5
        s.end();
        QCOMPARE(stack.count(), 1);
        const auto *cmd = static_cast<const TilePatchCommand *>(stack.command(0));
        QCOMPARE(cmd->tileCount(), 3);
        QCOMPARE(cmd->changedRect(), QRect(0, 0, 43, 1));
        QVERIFY(cmd->text().startsWith(QStringLiteral("Fill (")));
        QCOMPARE(cmd->actionText(), QStringLiteral("Fill"));
        QVERIFY(cmd->bytes() >= 3 * 2 * 8 * qint64(sizeof(int)));
        const std::vector<int> done = n.values;
        stack.undo();
        QCOMPARE(n.values, std::vector<int>(64, 0));
        QCOMPARE(n.lastPatched, QRect(0, 0, 43, 1));
        stack.redo();
        QCOMPARE(n.values, done);
        QCOMPARE(n.values[1], 1);
        QCOMPARE(n.values[3], 2);
        QCOMPARE(n.values[41], 3);
    }

    void strokeThatChangesNothingLeavesNoEntry()
    {
        Numbers n;
        QUndoStack stack;
        Stroke s(&stack, &n);
        s.begin();
        s.push(fill(&n, s.strokeId(), 5, 3, 9));
        s.push(fill(&n, s.strokeId(), 5, 3, 0)); // back as it was
        QVERIFY(s.command());
        QVERIFY(s.command()->changesNothing());
        s.end();
        QCOMPARE(stack.count(), 0);
        s.begin();
        s.push(fill(&n, s.strokeId(), 0, 0, 9)); // touches no tile: obsolete at once
        QCOMPARE(stack.count(), 0);
        s.end();
    }

    // Saved mid-stroke (QUndoStack does not merge into the clean command), the stroke is split
    // over two entries; a second half that changes nothing is not dropped on its own, since
    // the first half changed the values (found by mutation testing: tests/mutation).
    void strokeSplitBySaveKeepsItsEntries()
    {
        Numbers n;
        QUndoStack stack;
        Stroke s(&stack, &n);
        s.begin();
        s.push(fill(&n, s.strokeId(), 5, 3, 9));
        stack.setClean(); // a save in the middle of the stroke
        s.push(fill(&n, s.strokeId(), 30, 2, 4));
        s.push(fill(&n, s.strokeId(), 30, 2, 0)); // the second half brought back
        QCOMPARE(stack.count(), 2);
        QVERIFY(s.command() && s.command()->changesNothing());
        s.end();
        QCOMPARE(stack.count(), 2);
        QCOMPARE(n.values[5], 9);
        stack.undo();
        stack.undo();
        QCOMPARE(n.values, std::vector<int>(64, 0));
    }

    void cancelRestoresExactly()
    {
        Numbers n;
        n.values[20] = 42;
        QUndoStack stack;
        stack.push(fill(&n, Stroke::nextStrokeId(), 60, 2, 5)); // an earlier step stays
        Stroke s(&stack, &n);
        s.begin();
        s.push(fill(&n, s.strokeId(), 16, 16, 7));
        s.push(fill(&n, s.strokeId(), 18, 1, 8));
        s.cancel();
        QCOMPARE(stack.count(), 1);
        QCOMPARE(stack.index(), 1);
        QCOMPARE(n.values[20], 42);
        QCOMPARE(n.values[18], 0);
        QCOMPARE(n.values[60], 5);
        QVERIFY(!s.isActive());
    }

    void otherStrokesTargetsAndFamiliesDoNotMerge()
    {
        Numbers a, b;
        QUndoStack stack;
        Stroke s(&stack, &a);
        s.begin();
        s.push(fill(&a, s.strokeId(), 0, 1, 1));
        s.end();
        s.begin();
        s.push(fill(&a, s.strokeId(), 0, 1, 2)); // next stroke: own step
        s.end();
        QCOMPARE(stack.count(), 2);
        const int id = Stroke::nextStrokeId();
        stack.push(fill(&a, id, 0, 1, 3));
        stack.push(fill(&b, id, 0, 1, 3));     // other target
        stack.push(fill(&b, id, 0, 1, 4, 78)); // other family
        QCOMPARE(stack.count(), 5);
        a.layout = 2; // the tiles mean something else now: nothing merges or is restored
        stack.push(fill(&a, id, 1, 1, 5));
        QCOMPARE(stack.count(), 6);
        stack.undo(); // recorded under layout 2: restores
        QCOMPARE(a.values[1], 0);
        a.layout = 1;
        stack.undo(); // other family, other target
        stack.undo();
        QCOMPARE(b.values[0], 0);
        a.layout = 3;
        stack.undo(); // recorded under layout 1: restores nothing now
        QCOMPARE(a.values[0], 3);
    }
};

QTEST_MAIN(TstStroke)
#include "tst_stroke.moc"
