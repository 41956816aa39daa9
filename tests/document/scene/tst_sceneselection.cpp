// SceneSelection: the level selection in core (tree order, only nodes the document has, a signal
// only on change) and how it follows removals, undo and moves.
#include "widgets/fakescenedocument.h"

#include "scene/sceneselection.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using document::SceneSelection;

namespace {

using IdList = QList<NodeId>;

using Fixture = testing::SampleScene;

} // namespace

class tst_SceneSelection : public QObject
{
    Q_OBJECT
private slots:
    void treeOrderKnownNodesOnce();
    void signalsOnlyOnChange();
    void toggle();
    void removalTakesSubtreeOut();
    void moveKeepsTreeOrder();
};

void tst_SceneSelection::treeOrderKnownNodesOnce()
{
    Fixture f;
    SceneSelection s(&f.doc);
    s.set({f.player, 4711, f.lamp2, 0, f.lamp1, f.player});
    QCOMPARE(s.ids(), (IdList{f.lamp1, f.lamp2, f.player})); // depth first, as the tree shows
    QVERIFY(s.contains(f.lamp2));
    QVERIFY(!s.contains(f.crate));
}

void tst_SceneSelection::signalsOnlyOnChange()
{
    Fixture f;
    SceneSelection s(&f.doc);
    QSignalSpy spy(&s, &SceneSelection::changed);
    s.set({f.crate, f.level});
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(0).value<IdList>(), (IdList{f.level, f.crate}));
    s.set({f.level, f.crate, 4711}); // the same set
    QCOMPARE(spy.count(), 1);
    s.clear();
    QCOMPARE(spy.count(), 2);
    QVERIFY(s.isEmpty());
    s.clear();
    QCOMPARE(spy.count(), 2);
}

void tst_SceneSelection::toggle()
{
    Fixture f;
    SceneSelection s(&f.doc);
    s.toggle(f.player);
    s.toggle(f.lamp1);
    QCOMPARE(s.ids(), (IdList{f.lamp1, f.player}));
    s.toggle(f.player);
    QCOMPARE(s.ids(), IdList{f.lamp1});
    s.toggle(4711); // not in the document
    QCOMPARE(s.ids(), IdList{f.lamp1});
}

void tst_SceneSelection::removalTakesSubtreeOut()
{
    Fixture f;
    SceneSelection s(&f.doc);
    s.set({f.lamp2, f.crate, f.player});
    QSignalSpy spy(&s, &SceneSelection::changed);
    QVERIFY(f.doc.removeNodes({f.groupB}));
    QCOMPARE(s.ids(), (IdList{f.crate, f.player})); // lamp2 went with its group
    QCOMPARE(spy.count(), 1);
    f.doc.undoStack()->undo();
    QVERIFY(f.doc.contains(f.lamp2));
    QCOMPARE(s.ids(), (IdList{f.crate, f.player})); // undo is not a selection
    QCOMPARE(spy.count(), 1);
    QVERIFY(f.doc.removeNodes({f.lamp1})); // not selected: nothing to tell
    QCOMPARE(spy.count(), 1);
}

void tst_SceneSelection::moveKeepsTreeOrder()
{
    Fixture f;
    SceneSelection s(&f.doc);
    s.set({f.lamp1, f.player});
    QSignalSpy spy(&s, &SceneSelection::changed);
    QVERIFY(f.doc.moveNode(f.player, f.groupA, 0));
    QCOMPARE(s.ids(), (IdList{f.player, f.lamp1}));
    QCOMPARE(spy.count(), 0); // the same nodes
}

QTEST_GUILESS_MAIN(tst_SceneSelection)
#include "tst_sceneselection.moc"
