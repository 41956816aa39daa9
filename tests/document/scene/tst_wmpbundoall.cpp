// Issue 37: fuzz_document seeded with real levels found a WMPB where undoing every edit did not
// give the input back. Its shape, built here byte by byte: the level; a group holding a node of a
// class the reader does not name (0x02) that holds two blocks; a third block beside the group.
// The fuzz target's scene exercise (rename the first node, duplicate it, move the last node under
// the second, remove it) is undone step by step, each undo checked against the bytes before it.
#include "format/wmpb/wmpbfixture.h"

#include "document/scene/sceneexercise.h"
#include "scene/wmpbdocument.h"
#include "wmpb/wmpbfile.h"

#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using testing::breadthFirst;

class TstWmpbUndoAll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // first: the node the exercise starts from (0: the first listed, the level; 1: the group,
    // as the minimised input had it).
    void everyUndoGivesTheBytesBefore_data()
    {
        QTest::addColumn<int>("firstIndex");
        QTest::newRow("from the level") << 0;
        QTest::newRow("from the group") << 1;
    }
    void everyUndoGivesTheBytesBefore()
    {
        QFETCH(int, firstIndex);
        const QByteArray original = wmpbfixture::unknownClassLevel();
        auto read = format::readWmpb(original);
        QVERIFY(read);
        QCOMPARE(read->write(), original);
        document::WmpbDocument doc(std::move(read), QString());
        const QList<NodeId> nodes = breadthFirst(doc);
        QVERIFY(nodes.size() >= 6);
        QList<QByteArray> before; // the bytes before each step
        const auto step = [&](const char *what, const std::function<void()> &edit) {
            before << doc.wmpb()->write();
            const int count = doc.undoStack()->count();
            edit();
            qInfo("%s: %d undo step(s)", what, doc.undoStack()->count() - count);
            if (doc.undoStack()->count() == count)
                before.removeLast(); // refused: no step to undo
        };
        testing::runSceneExercise(doc, nodes.at(firstIndex), nodes, step);
        QVERIFY(!before.isEmpty());
        const QByteArray edited = doc.wmpb()->write();
        QVERIFY(format::readWmpb(edited));
        for (int i = int(before.size()) - 1; i >= 0; --i) {
            doc.undoStack()->undo();
            QVERIFY2(doc.wmpb()->write() == before[i], qPrintable(QStringLiteral("undo of step %1 is not exact").arg(i + 1)));
        }
        QCOMPARE(doc.wmpb()->write(), original);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(doc.wmpb()->write(), edited);
    }
};

QTEST_MAIN(TstWmpbUndoAll)
#include "tst_wmpbundoall.moc"
