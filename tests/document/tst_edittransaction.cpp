// EditTransaction: a compound edit is one History step when it commits, and no trace at all
// (values, History, clean state) when it does not.
#include "edittransaction.h"

#include <QUndoStack>
#include <QtTest>

using ackedit::document::EditTransaction;

namespace {

struct Add : QUndoCommand
{
    Add(int *value, int by) : QUndoCommand(QStringLiteral("Add %1").arg(by)), m_value(value), m_by(by) {}
    void redo() override { *m_value += m_by; }
    void undo() override { *m_value -= m_by; }
    int *m_value;
    int m_by;
};

QStringList history(const QUndoStack &stack)
{
    QStringList texts;
    for (int i = 0; i < stack.count(); ++i)
        texts << stack.text(i);
    return texts;
}

} // namespace

class TstEditTransaction : public QObject
{
    Q_OBJECT
private slots:
    void commitIsOneStep()
    {
        int value = 0;
        QUndoStack stack;
        stack.push(new Add(&value, 1));
        {
            EditTransaction t(&stack, QStringLiteral("Both"));
            stack.push(new Add(&value, 10));
            stack.push(new Add(&value, 100));
            QVERIFY(t.commit());
        }
        QCOMPARE(value, 111);
        QCOMPARE(history(stack), (QStringList{QStringLiteral("Add 1"), QStringLiteral("Both")}));
        stack.undo();
        QCOMPARE(value, 1);
        stack.redo();
        QCOMPARE(value, 111);
    }

    void leavingWithoutCommitLeavesNoTrace()
    {
        int value = 0;
        QUndoStack stack;
        stack.push(new Add(&value, 1));
        stack.setClean();
        {
            EditTransaction t(&stack, QStringLiteral("Half"));
            stack.push(new Add(&value, 10));
            QVERIFY(!t.step(false)); // a step fails: return without commit
        }
        QCOMPARE(value, 1);
        QCOMPARE(history(stack), QStringList{QStringLiteral("Add 1")});
        QCOMPARE(stack.index(), 1);
        QVERIFY(stack.isClean());
        QVERIFY(!stack.canRedo());
    }

    void emptyCommitLeavesNoStep()
    {
        QUndoStack stack;
        {
            EditTransaction t(&stack, QStringLiteral("Nothing"));
            QVERIFY(t.commit());
        }
        QCOMPARE(stack.count(), 0);
        QVERIFY(stack.isClean());
    }

    void failedInnerRollsBackTheOuter()
    {
        int value = 0;
        QUndoStack stack;
        {
            EditTransaction outer(&stack, QStringLiteral("Outer"));
            stack.push(new Add(&value, 1));
            {
                EditTransaction inner(&stack, QStringLiteral("Inner"));
                stack.push(new Add(&value, 10));
            } // not committed
            stack.push(new Add(&value, 100));
            QVERIFY(!outer.commit());
        }
        QCOMPARE(value, 0);
        QCOMPARE(stack.count(), 0);
        // The next transaction starts afresh.
        {
            EditTransaction again(&stack, QStringLiteral("Again"));
            stack.push(new Add(&value, 5));
            QVERIFY(again.commit());
        }
        QCOMPARE(value, 5);
        QCOMPARE(history(stack), QStringList{QStringLiteral("Again")});
    }

    void forcedStepFailure()
    {
        int value = 0;
        QUndoStack stack;
        EditTransaction::failStepForTesting(&stack, 2);
        {
            EditTransaction t(&stack, QStringLiteral("Three"));
            stack.push(new Add(&value, 1));
            QVERIFY(t.step(true));
            stack.push(new Add(&value, 2));
            QVERIFY(!t.step(true)); // forced
        }
        QCOMPARE(value, 0);
        QCOMPARE(stack.count(), 0);
        EditTransaction::failStepForTesting(&stack, 0);
    }
};

QTEST_GUILESS_MAIN(TstEditTransaction)
#include "tst_edittransaction.moc"
