// ChangeValueCommand: do/undo/redo, merging of the same target, no merging across targets, and
// the step vanishing when the value returns to its start.
#include "commands/changevaluecommand.h"

#include <QUndoStack>
#include <QtTest>

using ackedit::document::ChangeValueCommand;

class TstChangeValueCommand : public QObject
{
    Q_OBJECT
private:
    QMap<QString, QVariant> m_values;
    QStringList m_applied;

    ChangeValueCommand *change(const QString &target, const QVariant &to)
    {
        const QVariant from = m_values.value(target);
        return new ChangeValueCommand(QStringLiteral("Change %1").arg(target), target, from, to,
                                      [this, target](const QVariant &v) {
                                          m_values[target] = v;
                                          m_applied << target;
                                      });
    }

private slots:
    void init()
    {
        m_values = {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 10}};
        m_applied.clear();
    }

    void doUndoRedo()
    {
        QUndoStack stack;
        stack.push(change(QStringLiteral("a"), 5));
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 5);
        stack.undo();
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 1);
        stack.redo();
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 5);
        QCOMPARE(m_applied.size(), 3);
    }

    void sameTargetMerges()
    {
        QUndoStack stack;
        stack.push(change(QStringLiteral("a"), 2));
        stack.push(change(QStringLiteral("a"), 3));
        stack.push(change(QStringLiteral("a"), 4));
        QCOMPARE(stack.count(), 1);
        stack.undo();
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 1);
        stack.redo();
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 4);
    }

    void otherTargetDoesNotMerge()
    {
        QUndoStack stack;
        stack.push(change(QStringLiteral("a"), 2));
        stack.push(change(QStringLiteral("b"), 20));
        QCOMPARE(stack.count(), 2);
        stack.undo();
        QCOMPARE(m_values[QStringLiteral("b")].toInt(), 10);
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 2);
    }

    void returnToStartRemovesStep()
    {
        QUndoStack stack;
        stack.push(change(QStringLiteral("a"), 2));
        stack.push(change(QStringLiteral("a"), 1));
        QCOMPARE(stack.count(), 0);
        QCOMPARE(m_values[QStringLiteral("a")].toInt(), 1);
        QVERIFY(stack.isClean());
    }

    void noChangeIsNoStep()
    {
        QUndoStack stack;
        stack.push(change(QStringLiteral("a"), 1));
        QCOMPARE(stack.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TstChangeValueCommand)
#include "tst_changevaluecommand.moc"
