// UndoBudget: a document's undo memory cap drops the oldest undo steps, keeps the newest one and
// every redo step, keeps the saved state where it was, waits for an open macro to close, and
// undo and redo still walk exactly through what is left.
#include "terrain/terraindocument.h"
#include "terrain/terrainresizecommand.h"
#include "undobudget.h"
#include "undomemory.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

#include <vector>

using namespace ackedit;
using document::UndoBudget;

namespace {

// Appends a number to a log; holds `bytes` of pretend undo memory; merges with the next command
// of the same stroke (as a brush stroke does), adding its bytes.
class AppendCommand : public QUndoCommand, public document::UndoMemory
{
public:
    AppendCommand(std::vector<int> *log, int value, qint64 bytes, int stroke = -1)
        : m_log(log), m_values{value}, m_bytes(bytes), m_stroke(stroke)
    {
        setText(QString::number(value));
    }
    void redo() override { m_log->insert(m_log->end(), m_values.begin(), m_values.end()); }
    void undo() override { m_log->resize(m_log->size() - m_values.size()); }
    int id() const override { return m_stroke < 0 ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const AppendCommand *>(other);
        if (next->m_stroke != m_stroke)
            return false;
        m_values.insert(m_values.end(), next->m_values.begin(), next->m_values.end());
        m_bytes += next->m_bytes;
        return true;
    }
    qint64 undoBytes() const override { return m_bytes; }

private:
    std::vector<int> *m_log;
    std::vector<int> m_values;
    qint64 m_bytes;
    int m_stroke;
};

class PlainCommand : public QUndoCommand
{
public:
    using QUndoCommand::QUndoCommand;
    void redo() override {}
    void undo() override {}
};

std::vector<int> range(int first, int last)
{
    std::vector<int> v;
    for (int i = first; i <= last; ++i)
        v.push_back(i);
    return v;
}

} // namespace

class tst_UndoBudget : public QObject
{
    Q_OBJECT
private slots:
    void noLimitKeepsEverything()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        QCOMPARE(UndoBudget::ensure(&stack), budget); // one per stack
        QCOMPARE(UndoBudget::of(&stack), budget);
        for (int i = 1; i <= 20; ++i)
            stack.push(new AppendCommand(&log, i, 1000));
        QCOMPARE(stack.count(), 20);
        QCOMPARE(budget->totalBytes(), 20000);
        QCOMPARE(budget->droppedSteps(), 0);
    }

    void dropsOldestStepsOnPush()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        budget->setLimit(350);
        QSignalSpy dropped(budget, &UndoBudget::stepsDropped);
        for (int i = 1; i <= 10; ++i)
            stack.push(new AppendCommand(&log, i, 100));
        QCOMPARE(stack.count(), 3); // 10 steps of 100 bytes in 350: the newest 3
        QCOMPARE(stack.index(), 3);
        QCOMPARE(budget->totalBytes(), 300);
        QCOMPARE(budget->droppedSteps(), 7);
        QCOMPARE(dropped.size(), 7); // one at a time, as each push went over
        QCOMPARE(stack.command(0)->text(), QStringLiteral("8"));
        QCOMPARE(log, range(1, 10));
        // The newest is undoable and undo walks back exactly to where the oldest kept step began.
        QVERIFY(stack.canUndo());
        QCOMPARE(stack.undoText(), QStringLiteral("10"));
        stack.undo();
        QCOMPARE(log, range(1, 9));
        stack.undo();
        stack.undo();
        QCOMPARE(log, range(1, 7));
        QVERIFY(!stack.canUndo());
        stack.redo();
        stack.redo();
        stack.redo();
        QCOMPARE(log, range(1, 10));
    }

    void loweringTheLimitTrimsAtOnce()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        for (int i = 1; i <= 10; ++i)
            stack.push(new AppendCommand(&log, i, 100));
        QSignalSpy index(&stack, &QUndoStack::indexChanged);
        budget->setLimit(500);
        QCOMPARE(stack.count(), 5);
        QCOMPARE(stack.index(), 5);
        QCOMPARE(index.size(), 1); // History views hear of it
        QCOMPARE(index.first().first().toInt(), 5);
        budget->setLimit(0); // no limit: nothing comes back, nothing more goes
        QCOMPARE(stack.count(), 5);
    }

    void newestStepStaysHoweverBig()
    {
        QUndoStack stack;
        std::vector<int> log;
        UndoBudget::ensure(&stack)->setLimit(500);
        stack.push(new AppendCommand(&log, 1, 100));
        stack.push(new AppendCommand(&log, 2, 100));
        stack.push(new AppendCommand(&log, 3, 5000));
        QCOMPARE(stack.count(), 1);
        QCOMPARE(stack.undoText(), QStringLiteral("3"));
        stack.undo();
        QCOMPARE(log, range(1, 2));
        stack.redo();
        QCOMPARE(log, range(1, 3));
    }

    void redoStepsAreNeverDropped()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        for (int i = 1; i <= 6; ++i)
            stack.push(new AppendCommand(&log, i, 100));
        stack.undo();
        stack.undo(); // 5 and 6 can be redone
        budget->setLimit(300);
        // Steps 1..3 go (1..4 may go, but never the newest undo step, 4); 5 and 6 stay.
        QCOMPARE(stack.count(), 3);
        QCOMPARE(stack.index(), 1);
        QCOMPARE(stack.undoText(), QStringLiteral("4"));
        QCOMPARE(stack.redoText(), QStringLiteral("5"));
        stack.redo();
        stack.redo();
        QCOMPARE(log, range(1, 6));
        stack.undo();
        stack.undo();
        stack.undo();
        QCOMPARE(log, range(1, 3));
    }

    void savedStateKeepsItsPlace()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        for (int i = 1; i <= 6; ++i)
            stack.push(new AppendCommand(&log, i, 100));
        stack.setClean(); // saved after 6
        QSignalSpy clean(&stack, &QUndoStack::cleanChanged);
        budget->setLimit(400);
        QCOMPARE(stack.count(), 4);
        QVERIFY(stack.isClean()); // still the saved state
        QCOMPARE(stack.cleanIndex(), 4);
        QCOMPARE(clean.size(), 0);
        stack.push(new AppendCommand(&log, 7, 100)); // drops 3
        QVERIFY(!stack.isClean());
        QCOMPARE(stack.cleanIndex(), 3);
        stack.undo();
        QVERIFY(stack.isClean()); // back to the saved state
        stack.redo();
        for (int i = 8; i <= 10; ++i)
            stack.push(new AppendCommand(&log, i, 100));
        QCOMPARE(stack.cleanIndex(), 0); // the bottom of what is left: still reachable
        // The step the save followed is dropped: the saved state cannot be reached any more.
        stack.push(new AppendCommand(&log, 11, 100));
        QCOMPARE(stack.count(), 4);
        QCOMPARE(stack.cleanIndex(), -1);
        QVERIFY(!stack.isClean());
        while (stack.canUndo())
            stack.undo();
        QVERIFY(!stack.isClean());
        QCOMPARE(log, range(1, 7));
    }

    void waitsForAnOpenMacro()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        budget->setLimit(250);
        stack.push(new AppendCommand(&log, 1, 100));
        stack.push(new AppendCommand(&log, 2, 100));
        stack.beginMacro(QStringLiteral("macro"));
        stack.push(new AppendCommand(&log, 3, 100));
        stack.push(new AppendCommand(&log, 4, 100));
        QCOMPARE(budget->trim(), 0); // nothing goes while the macro is open
        QCOMPARE(stack.count(), 3);
        stack.endMacro();
        // The macro (its children and the macro command itself) is the newest step and stays.
        QCOMPARE(stack.count(), 1);
        QCOMPARE(UndoBudget::commandBytes(stack.command(0)), 200 + UndoBudget::UnmeasuredCommandBytes);
        stack.undo();
        QCOMPARE(log, range(1, 2));
    }

    void mergedStrokeGrowsAndTrims()
    {
        QUndoStack stack;
        std::vector<int> log;
        auto *budget = UndoBudget::ensure(&stack);
        budget->setLimit(1000);
        stack.push(new AppendCommand(&log, 1, 300));
        stack.push(new AppendCommand(&log, 2, 300));
        for (int dab = 10; dab < 15; ++dab) // one stroke: dabs merge into one step of 500 bytes
            stack.push(new AppendCommand(&log, dab, 100, 7));
        QCOMPARE(stack.count(), 2); // step 1 went when the stroke passed the limit
        QCOMPARE(budget->totalBytes(), 800);
        stack.undo();
        QCOMPARE(log, range(1, 2));
    }

    void unmeasuredCommandsHaveAnEstimate()
    {
        QUndoStack stack;
        auto *budget = UndoBudget::ensure(&stack);
        auto *parent = new PlainCommand(QStringLiteral("parent"));
        new PlainCommand(QStringLiteral("child"), parent);
        stack.push(parent);
        stack.push(new PlainCommand(QStringLiteral("plain")));
        QCOMPARE(UndoBudget::commandBytes(parent), 2 * UndoBudget::UnmeasuredCommandBytes);
        QCOMPARE(budget->totalBytes(), 3 * UndoBudget::UnmeasuredCommandBytes);
        budget->setLimit(UndoBudget::UnmeasuredCommandBytes);
        QCOMPARE(stack.count(), 1);
    }

    // The commands that hold most: whole-terrain replacements (resize, import, new) count the
    // larger of the two states they swap, so a few big resizes are what the limit drops first.
    void terrainResizesAreMeasured()
    {
        auto terrain = document::TerrainDocument::createNew(65, 65, 8.0f, 0.0f);
        QVERIFY(terrain);
        QUndoStack *stack = terrain->undoStack();
        auto *budget = UndoBudget::ensure(stack);
        stack->push(new document::TerrainResizeCommand(terrain.get(), 257, 257));
        const qint64 big = 257 * 257 * 4 * 2; // the float grid and one frame
        QCOMPARE(UndoBudget::commandBytes(stack->command(0)), big);
        stack->push(new document::TerrainResizeCommand(terrain.get(), 129, 129)); // holds the 257 x 257 state
        QCOMPARE(UndoBudget::commandBytes(stack->command(1)), big);
        stack->push(new document::TerrainResizeCommand(terrain.get(), 33, 33));
        QCOMPARE(UndoBudget::commandBytes(stack->command(2)), 129 * 129 * 4 * 2);
        budget->setLimit(big + 129 * 129 * 8);
        QCOMPARE(stack->count(), 2); // the first resize went
        stack->undo();
        stack->undo();
        QCOMPARE(terrain->grid().columns(), 257); // undo reaches back to where the first kept step began
        QVERIFY(!stack->canUndo());
    }
};

QTEST_GUILESS_MAIN(tst_UndoBudget)
#include "tst_undobudget.moc"
