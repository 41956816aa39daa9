// The generic value change (Tiled's ChangeValue) behind renames, frame packing, WAD lumps and
// whole terrain or model replacements: undo and redo swap exact values, an edit made by the first
// redo is read back so later redos put back the stored value, an edit that changes nothing
// leaves no step, and move-only values (a whole asset) work.
#include "valuechangecommand.h"

#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace ackedit;
using document::ValueChangeCommand;

namespace {

// A stored field that normalises what is typed (as a name field pads or cuts), to tell the
// typed value from the stored one.
struct Field
{
    QString stored = QStringLiteral("old");
    int writes = 0;
    bool store(const QString &typed)
    {
        if (typed.isEmpty())
            return false;
        stored = typed.toUpper() + QLatin1Char('|');
        ++writes;
        return true;
    }
};

ValueChangeCommand<QString>::Exchange exchangeOf(Field &f)
{
    return ValueChangeCommand<QString>::readWrite([&f] { return f.stored; }, [&f](const QString &v) {
        f.stored = v;
        ++f.writes;
    });
}

} // namespace

class TestValueChangeCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void swapUndoRedo()
    {
        Field f;
        QUndoStack stack;
        stack.push(new ValueChangeCommand<QString>(QStringLiteral("Set"), exchangeOf(f), QStringLiteral("new")));
        QCOMPARE(f.stored, QStringLiteral("new"));
        QCOMPARE(stack.count(), 1);
        QCOMPARE(stack.undoText(), QStringLiteral("Set"));
        stack.undo();
        QCOMPARE(f.stored, QStringLiteral("old"));
        stack.redo();
        QCOMPARE(f.stored, QStringLiteral("new"));
        stack.undo();
        QCOMPARE(f.stored, QStringLiteral("old"));
    }

    void editThenSwapStoredValues()
    {
        Field f;
        QUndoStack stack;
        int edits = 0;
        stack.push(new ValueChangeCommand<QString>(QStringLiteral("Rename"), exchangeOf(f), f.stored, [&f, &edits] {
            ++edits;
            return f.store(QStringLiteral("typed"));
        }));
        QCOMPARE(f.stored, QStringLiteral("TYPED|"));
        stack.undo();
        QCOMPARE(f.stored, QStringLiteral("old"));
        const int writes = f.writes;
        stack.redo(); // the stored value comes back, not a second normalisation of the typed one
        QCOMPARE(f.stored, QStringLiteral("TYPED|"));
        QCOMPARE(f.writes, writes + 1);
        QCOMPARE(edits, 1);
        stack.undo();
        QCOMPARE(f.stored, QStringLiteral("old"));
    }

    void anEditThatChangesNothingLeavesNoStep()
    {
        Field f;
        QUndoStack stack;
        stack.push(new ValueChangeCommand<QString>(QStringLiteral("Rename"), exchangeOf(f), f.stored,
                                                   [&f] { return f.store(QString()); }));
        QCOMPARE(stack.count(), 0);
        QCOMPARE(f.stored, QStringLiteral("old"));
        QCOMPARE(f.writes, 0);
    }

    void moveOnlyValues()
    {
        auto held = std::make_unique<int>(1);
        const auto exchange = [&held](std::unique_ptr<int> in) {
            std::swap(held, in);
            return in;
        };
        QUndoStack stack;
        stack.push(new ValueChangeCommand<std::unique_ptr<int>>(QStringLiteral("Replace"), exchange,
                                                                std::make_unique<int>(2)));
        QCOMPARE(*held, 2);
        stack.undo();
        QCOMPARE(*held, 1);
        stack.redo();
        QCOMPARE(*held, 2);
    }
};

QTEST_GUILESS_MAIN(TestValueChangeCommand)
#include "tst_valuechangecommand.moc"
