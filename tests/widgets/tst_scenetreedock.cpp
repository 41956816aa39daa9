// SceneTreeDock over a fake SceneDocument: selection as node ids both ways, filter box, and the
// structural actions (add group, delete, duplicate, rename), each one undo step.
#include "widgets/fakescenedocument.h"

#include "docks/scenetreedock.h"
#include "models/scenefiltermodel.h"
#include "models/scenetreemodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using testing::FakeSceneDocument;
using widgets::SceneTreeDock;
using widgets::SceneTreeModel;

namespace {

using Fixture = testing::SampleScene;

using IdList = QList<NodeId>;

} // namespace

class tst_SceneTreeDock : public QObject
{
    Q_OBJECT
private slots:
    void setSelectionSignals();
    void viewSelectionSignals();
    void selectionClearsHidingFilter();
    void filterBox();
    void actionsFollowSelection();
    void addGroup();
    void deleteSelected();
    void duplicateSelected();
    void renameInPlace();
};

void tst_SceneTreeDock::setSelectionSignals()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    QAbstractItemModelTester tester(dock.view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(&dock, &SceneTreeDock::selectionChanged);
    dock.setSelection({f.lamp2, f.player, 4711});
    QCOMPARE(spy.size(), 1);
    QCOMPARE(dock.selection(), (IdList{f.lamp2, f.player}));
    QCOMPARE(spy.last().at(0).value<IdList>(), (IdList{f.lamp2, f.player}));
    QVERIFY(dock.view()->isExpanded(dock.view()->model()->index(1, 0))); // groupA opened to show lamp2
    dock.setSelection({f.player, f.lamp2}); // same set: nothing new
    QCOMPARE(spy.size(), 1);
    dock.setSelection({});
    QCOMPARE(spy.size(), 2);
    QVERIFY(dock.selection().isEmpty());
}

void tst_SceneTreeDock::viewSelectionSignals()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    QSignalSpy spy(&dock, &SceneTreeDock::selectionChanged);
    QAbstractItemModel *model = dock.view()->model();
    dock.view()->selectionModel()->select(model->index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.last().at(0).value<IdList>(), IdList{f.player});
    // Removing a selected node deselects it.
    QVERIFY(f.doc.removeNodes({f.player}));
    QVERIFY(spy.size() >= 2);
    QVERIFY(dock.selection().isEmpty());
    QVERIFY(spy.last().at(0).value<IdList>().isEmpty());
}

void tst_SceneTreeDock::selectionClearsHidingFilter()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    dock.filterEdit()->setText(QStringLiteral("lamp"));
    QCOMPARE(dock.view()->model()->rowCount(), 1); // groupA only
    dock.setSelection({f.player});
    QVERIFY(dock.filterEdit()->text().isEmpty());
    QCOMPARE(dock.selection(), IdList{f.player});
}

void tst_SceneTreeDock::filterBox()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    dock.filterEdit()->setText(QStringLiteral("lamp2"));
    QAbstractItemModel *model = dock.view()->model();
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex a = model->index(0, 0);
    QCOMPARE(a.data().toString(), QStringLiteral("groupA"));
    QVERIFY(dock.view()->isExpanded(a));
    QCOMPARE(model->index(0, 0, model->index(0, 0, a)).data().toString(), QStringLiteral("lamp2"));
    dock.filterEdit()->clear();
    QCOMPARE(model->rowCount(), 4);
}

void tst_SceneTreeDock::actionsFollowSelection()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    QVERIFY(dock.addGroupAction()->isEnabled()); // at the top level
    QVERIFY(!dock.deleteAction()->isEnabled());
    dock.setSelection({f.level});
    QVERIFY(!dock.deleteAction()->isEnabled());
    QVERIFY(!dock.duplicateAction()->isEnabled());
    QVERIFY(dock.renameAction()->isEnabled());
    dock.setSelection({f.folder});
    QVERIFY(!dock.renameAction()->isEnabled());
    dock.setSelection({f.crate, f.lamp1});
    QVERIFY(dock.deleteAction()->isEnabled());
    QVERIFY(dock.duplicateAction()->isEnabled());
}

void tst_SceneTreeDock::addGroup()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    QSignalSpy spy(&dock, &SceneTreeDock::selectionChanged);
    dock.setSelection({f.crate}); // not a group: the new one goes beside it, into groupA
    dock.addGroupAction()->trigger();
    QCOMPARE(f.doc.undoStack()->count(), 1);
    const IdList children = f.doc.children(f.groupA);
    QCOMPARE(children.size(), 4);
    const NodeId added = children.last();
    QCOMPARE(f.doc.nodeKind(added), NodeKind::Group);
    QCOMPARE(dock.selection(), IdList{added});
    QCOMPARE(spy.last().at(0).value<IdList>(), IdList{added});
    dock.addGroupAction()->trigger(); // into the selected group
    QCOMPARE(f.doc.children(added).size(), 1);
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.children(f.groupA).size(), 3);
    QVERIFY(dock.selection().isEmpty());
    dock.addGroupAction()->trigger(); // nothing selected: top level
    QCOMPARE(f.doc.children(0).size(), 5);
}

void tst_SceneTreeDock::deleteSelected()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    dock.setSelection({f.groupB, f.lamp2, f.player}); // lamp2 goes with groupB
    dock.deleteAction()->trigger();
    QVERIFY(!f.doc.contains(f.groupB));
    QVERIFY(!f.doc.contains(f.lamp2));
    QVERIFY(!f.doc.contains(f.player));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QVERIFY(dock.selection().isEmpty());
    f.doc.undoStack()->undo();
    QVERIFY(f.doc.contains(f.lamp2));
    QCOMPARE(f.doc.parentOf(f.lamp2), f.groupB);
    QCOMPARE(f.doc.rowOf(f.player), 2);
}

void tst_SceneTreeDock::duplicateSelected()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    dock.setSelection({f.crate});
    dock.duplicateAction()->trigger();
    QCOMPARE(f.doc.undoStack()->count(), 1);
    const IdList children = f.doc.children(f.groupA);
    QCOMPARE(children.size(), 4);
    const NodeId copy = children.at(2);
    QCOMPARE(f.doc.nodeName(copy), QStringLiteral("crate_1")); // named on, as WED does
    QCOMPARE(dock.selection(), IdList{copy});
}

void tst_SceneTreeDock::renameInPlace()
{
    Fixture f;
    SceneTreeDock dock(&f.doc);
    dock.resize(300, 400);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QApplication::setActiveWindow(&dock); // Xvfb has no window manager to activate it
    QTRY_VERIFY(dock.isActiveWindow());
    dock.setSelection({f.player});
    dock.renameAction()->trigger();
    const QModelIndex index = dock.view()->model()->index(2, 0);
    QTRY_VERIFY(dock.view()->indexWidget(index));
    auto *editor = qobject_cast<QLineEdit *>(dock.view()->indexWidget(index));
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("hero"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(f.doc.nodeName(f.player), QStringLiteral("hero"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(dock.view()->model()->index(2, 0).data().toString(), QStringLiteral("player"));
}

QTEST_MAIN(tst_SceneTreeDock)
#include "tst_scenetreedock.moc"
