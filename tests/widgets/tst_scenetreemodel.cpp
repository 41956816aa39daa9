// SceneTreeModel and SceneFilterModel over a fake SceneDocument: both run under
// QAbstractItemModelTester while nodes are added, removed, moved, renamed, duplicated, undone
// and redone; rename and drag and drop go through undoable commands.
#include "widgets/fakescenedocument.h"

#include "models/scenefiltermodel.h"
#include "models/scenetreemodel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using testing::FakeSceneDocument;
using widgets::SceneFilterModel;
using widgets::SceneTreeModel;

namespace {

// level
// groupA: lamp1 (Light), crate (Entity), groupB: lamp2 (Light), player (Entity)
// folder (Folder)
struct Fixture
{
    FakeSceneDocument doc;
    NodeId level, groupA, lamp1, crate, groupB, lamp2, player, folder;
    Fixture()
    {
        level = doc.make(NodeKind::Level, 0, QStringLiteral("level"));
        groupA = doc.make(NodeKind::Group, 0, QStringLiteral("groupA"));
        lamp1 = doc.make(NodeKind::Light, groupA, QStringLiteral("lamp1"), QVector3D(1, 2, 3));
        crate = doc.make(NodeKind::Entity, groupA, QStringLiteral("crate"), QVector3D(10, 0, 0));
        groupB = doc.make(NodeKind::Group, groupA, QStringLiteral("groupB"));
        lamp2 = doc.make(NodeKind::Light, groupB, QStringLiteral("lamp2"), QVector3D(0, 10, 0));
        player = doc.make(NodeKind::Entity, 0, QStringLiteral("player"), QVector3D(0, 0, 10));
        folder = doc.make(NodeKind::Folder, 0, QStringLiteral("folder"));
    }
};

QStringList names(const QAbstractItemModel &model, const QModelIndex &parent = QModelIndex())
{
    QStringList list;
    for (int r = 0; r < model.rowCount(parent); ++r)
        list << model.index(r, 0, parent).data().toString();
    return list;
}

} // namespace

class tst_SceneTreeModel : public QObject
{
    Q_OBJECT
private slots:
    void structure();
    void testerDuringEdits();
    void setDataPushesCommand();
    void setDataRefused();
    void flags();
    void dragDropReparents();
    void dragDropReorders_data();
    void dragDropReorders();
    void dropRefused();
    void dropSeveral();
    void filterShowsAncestors();
    void filterFollowsEdits();
    void icons();
};

void tst_SceneTreeModel::structure()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(names(model), (QStringList{QStringLiteral("level"), QStringLiteral("groupA"), QStringLiteral("player"),
                                         QStringLiteral("folder")}));
    const QModelIndex a = model.indexOf(f.groupA);
    QCOMPARE(names(model, a), (QStringList{QStringLiteral("lamp1"), QStringLiteral("crate"), QStringLiteral("groupB")}));
    const QModelIndex lamp2 = model.indexOf(f.lamp2);
    QCOMPARE(lamp2.data().toString(), QStringLiteral("lamp2"));
    QCOMPARE(lamp2.parent(), model.indexOf(f.groupB));
    QCOMPARE(lamp2.parent().parent(), a);
    QCOMPARE(SceneTreeModel::nodeId(lamp2), f.lamp2);
    QCOMPARE(lamp2.data(SceneTreeModel::NodeIdRole).toUInt(), f.lamp2);
    QCOMPARE(lamp2.siblingAtColumn(SceneTreeModel::KindColumn).data().toString(), SceneTreeModel::kindName(NodeKind::Light));
    QCOMPARE(model.columnCount(), 2);
    QVERIFY(!model.indexOf(9999).isValid());
}

void tst_SceneTreeModel::testerDuringEdits()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    SceneFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QUndoStack *stack = f.doc.undoStack();

    // add
    const NodeId added = f.doc.addNode(NodeKind::Group, f.groupA, 1, QStringLiteral("new"));
    QVERIFY(added);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.last().at(0).value<QModelIndex>(), model.indexOf(f.groupA));
    QCOMPARE(inserted.last().at(1).toInt(), 1);
    QCOMPARE(model.indexOf(added).row(), 1);
    // remove a subtree
    QVERIFY(f.doc.removeNodes({f.groupB}));
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.rowCount(model.indexOf(f.groupA)), 3);
    // move down within the same parent, then up, then to another parent
    QVERIFY(f.doc.moveNode(f.lamp1, f.groupA, 2));
    QCOMPARE(names(model, model.indexOf(f.groupA)),
             (QStringList{QStringLiteral("new"), QStringLiteral("crate"), QStringLiteral("lamp1")}));
    QVERIFY(f.doc.moveNode(f.lamp1, f.groupA, 0));
    QCOMPARE(names(model, model.indexOf(f.groupA)),
             (QStringList{QStringLiteral("lamp1"), QStringLiteral("new"), QStringLiteral("crate")}));
    QVERIFY(f.doc.moveNode(f.player, f.groupA, 1));
    QCOMPARE(moved.size(), 3);
    QCOMPARE(model.indexOf(f.player).parent(), model.indexOf(f.groupA));
    QCOMPARE(model.indexOf(f.player).row(), 1);
    // rename
    QVERIFY(f.doc.rename(f.crate, QStringLiteral("box")));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.last().at(0).value<QModelIndex>(), model.indexOf(f.crate));
    QCOMPARE(model.indexOf(f.crate).data().toString(), QStringLiteral("box"));
    // duplicate (a group with children)
    const QList<NodeId> copies = f.doc.duplicate({f.groupA});
    QCOMPARE(copies.size(), 1);
    QCOMPARE(model.rowCount(model.indexOf(copies.first())), model.rowCount(model.indexOf(f.groupA)));

    const QStringList topAfter = names(model);
    const int steps = stack->count();
    QCOMPARE(steps, 7);
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(names(model), (QStringList{QStringLiteral("level"), QStringLiteral("groupA"), QStringLiteral("player"),
                                         QStringLiteral("folder")}));
    QCOMPARE(names(model, model.indexOf(f.groupA)),
             (QStringList{QStringLiteral("lamp1"), QStringLiteral("crate"), QStringLiteral("groupB")}));
    QCOMPARE(names(model, model.indexOf(f.groupB)), QStringList{QStringLiteral("lamp2")});
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(names(model), topAfter);
    QCOMPARE(model.indexOf(f.crate).data().toString(), QStringLiteral("box"));
    QVERIFY(!model.indexOf(f.groupB).isValid());
    // Single edits never reset the model.
    QCOMPARE(resets.size(), 0);
}

void tst_SceneTreeModel::setDataPushesCommand()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack *stack = f.doc.undoStack();
    const QModelIndex lamp = model.indexOf(f.lamp1);
    QVERIFY(model.flags(lamp) & Qt::ItemIsEditable);
    QVERIFY(model.setData(lamp, QStringLiteral("torch")));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(f.doc.nodeName(f.lamp1), QStringLiteral("torch"));
    QCOMPARE(model.indexOf(f.lamp1).data().toString(), QStringLiteral("torch"));
    // Same name again: no empty step.
    QVERIFY(model.setData(model.indexOf(f.lamp1), QStringLiteral("torch")));
    QCOMPARE(stack->count(), 1);
    stack->undo();
    QCOMPARE(f.doc.nodeName(f.lamp1), QStringLiteral("lamp1"));
    QCOMPARE(model.indexOf(f.lamp1).data(Qt::EditRole).toString(), QStringLiteral("lamp1"));
    stack->redo();
    QCOMPARE(model.indexOf(f.lamp1).data().toString(), QStringLiteral("torch"));
}

void tst_SceneTreeModel::setDataRefused()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QVERIFY(!(model.flags(model.indexOf(f.folder)) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(model.indexOf(f.folder), QStringLiteral("x")));
    QVERIFY(!model.setData(model.indexOf(f.lamp1, SceneTreeModel::KindColumn), QStringLiteral("x")));
    QVERIFY(!model.setData(model.indexOf(f.lamp1), QStringLiteral("x"), Qt::DisplayRole));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    QCOMPARE(f.doc.nodeName(f.folder), QStringLiteral("folder"));
}

void tst_SceneTreeModel::flags()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QVERIFY(!(model.flags(model.indexOf(f.level)) & Qt::ItemIsDragEnabled));
    QVERIFY(model.flags(model.indexOf(f.lamp1)) & Qt::ItemIsDragEnabled);
    QVERIFY(model.flags(model.indexOf(f.groupA)) & Qt::ItemIsDropEnabled);
    QVERIFY(!(model.flags(model.indexOf(f.lamp1)) & Qt::ItemIsDropEnabled));
    QVERIFY(model.flags(QModelIndex()) & Qt::ItemIsDropEnabled);
    QCOMPARE(model.supportedDropActions(), Qt::MoveAction);
}

void tst_SceneTreeModel::dragDropReparents()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    std::unique_ptr<QMimeData> mime(model.mimeData({model.indexOf(f.player), model.indexOf(f.player, 1)}));
    QVERIFY(mime);
    QVERIFY(mime->hasFormat(SceneTreeModel::mimeType()));
    QCOMPARE(SceneTreeModel::decodeIds(mime.get(), &f.doc), QList<NodeId>{f.player});
    const QModelIndex target = model.indexOf(f.groupB);
    QVERIFY(model.canDropMimeData(mime.get(), Qt::MoveAction, -1, -1, target));
    QVERIFY(!model.canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, target));
    QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, -1, -1, target));
    QCOMPARE(f.doc.parentOf(f.player), f.groupB);
    QCOMPARE(f.doc.rowOf(f.player), 1);
    QCOMPARE(model.indexOf(f.player).parent(), model.indexOf(f.groupB));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.parentOf(f.player), NodeId(0));
    QCOMPARE(f.doc.rowOf(f.player), 2);
}

void tst_SceneTreeModel::dragDropReorders_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("dropRow"); // Qt's insertion row, counted before the node leaves
    QTest::addColumn<QStringList>("expected");
    const QString l = QStringLiteral("lamp1"), c = QStringLiteral("crate"), g = QStringLiteral("groupB");
    QTest::newRow("first to end") << 0 << 3 << QStringList{c, g, l};
    QTest::newRow("first below second") << 0 << 2 << QStringList{c, l, g};
    QTest::newRow("last to top") << 2 << 0 << QStringList{g, l, c};
    QTest::newRow("append") << 0 << -1 << QStringList{c, g, l};
}

void tst_SceneTreeModel::dragDropReorders()
{
    QFETCH(int, from);
    QFETCH(int, dropRow);
    QFETCH(QStringList, expected);
    Fixture f;
    SceneTreeModel model(&f.doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex parent = model.indexOf(f.groupA);
    std::unique_ptr<QMimeData> mime(model.mimeData({model.index(from, 0, parent)}));
    QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, dropRow, 0, parent));
    QCOMPARE(names(model, model.indexOf(f.groupA)), expected);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(names(model, model.indexOf(f.groupA)),
             (QStringList{QStringLiteral("lamp1"), QStringLiteral("crate"), QStringLiteral("groupB")}));
}

void tst_SceneTreeModel::dropRefused()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    // Into its own subtree.
    std::unique_ptr<QMimeData> group(model.mimeData({model.indexOf(f.groupA)}));
    QVERIFY(!model.canDropMimeData(group.get(), Qt::MoveAction, -1, -1, model.indexOf(f.groupB)));
    QVERIFY(!model.dropMimeData(group.get(), Qt::MoveAction, -1, -1, model.indexOf(f.groupB)));
    // Onto a node that takes no children.
    std::unique_ptr<QMimeData> lamp(model.mimeData({model.indexOf(f.lamp1)}));
    QVERIFY(!model.canDropMimeData(lamp.get(), Qt::MoveAction, -1, -1, model.indexOf(f.crate)));
    // The level node does not move.
    std::unique_ptr<QMimeData> level(model.mimeData({model.indexOf(f.level)}));
    QVERIFY(!model.canDropMimeData(level.get(), Qt::MoveAction, -1, -1, model.indexOf(f.groupA)));
    // Nodes of another document.
    Fixture other;
    SceneTreeModel otherModel(&other.doc);
    std::unique_ptr<QMimeData> foreign(otherModel.mimeData({otherModel.indexOf(other.lamp1)}));
    QVERIFY(!model.canDropMimeData(foreign.get(), Qt::MoveAction, -1, -1, QModelIndex()));
    // Garbage.
    QMimeData junk;
    junk.setData(SceneTreeModel::mimeType(), QByteArrayLiteral("\x01\x02"));
    QVERIFY(!model.canDropMimeData(&junk, Qt::MoveAction, -1, -1, QModelIndex()));
    QCOMPARE(f.doc.undoStack()->count(), 0);
}

void tst_SceneTreeModel::dropSeveral()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // groupB's child lamp2 travels with groupB, so only groupB and crate are moved.
    std::unique_ptr<QMimeData> mime(
        model.mimeData({model.indexOf(f.groupB), model.indexOf(f.crate), model.indexOf(f.lamp2)}));
    QCOMPARE(SceneTreeModel::decodeIds(mime.get(), &f.doc), (QList<NodeId>{f.crate, f.groupB}));
    QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, 1, 0, QModelIndex()));
    QCOMPARE(names(model), (QStringList{QStringLiteral("level"), QStringLiteral("crate"), QStringLiteral("groupB"),
                                         QStringLiteral("groupA"), QStringLiteral("player"), QStringLiteral("folder")}));
    QCOMPARE(f.doc.parentOf(f.lamp2), f.groupB);
    QCOMPARE(f.doc.undoStack()->count(), 1); // one step for both
    f.doc.undoStack()->undo();
    QCOMPARE(names(model, model.indexOf(f.groupA)),
             (QStringList{QStringLiteral("lamp1"), QStringLiteral("crate"), QStringLiteral("groupB")}));
}

void tst_SceneTreeModel::filterShowsAncestors()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    SceneFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setFilterText(QStringLiteral("LAMP2"));
    QCOMPARE(names(filter), QStringList{QStringLiteral("groupA")});
    const QModelIndex a = filter.index(0, 0);
    QCOMPARE(names(filter, a), QStringList{QStringLiteral("groupB")});
    QCOMPARE(names(filter, filter.index(0, 0, a)), QStringList{QStringLiteral("lamp2")});
    filter.setFilterText(QStringLiteral("lamp"));
    QCOMPARE(names(filter, filter.index(0, 0)), (QStringList{QStringLiteral("lamp1"), QStringLiteral("groupB")}));
    filter.setFilterText(QStringLiteral("nothing like this"));
    QCOMPARE(filter.rowCount(), 0);
    filter.setFilterText(QString());
    QCOMPARE(filter.rowCount(), 4);
}

void tst_SceneTreeModel::filterFollowsEdits()
{
    Fixture f;
    SceneTreeModel model(&f.doc);
    SceneFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setFilterText(QStringLiteral("torch"));
    QCOMPARE(filter.rowCount(), 0);
    QVERIFY(f.doc.rename(f.player, QStringLiteral("torch")));
    QCOMPARE(names(filter), QStringList{QStringLiteral("torch")});
    QVERIFY(f.doc.moveNode(f.player, f.groupB, 0));
    QCOMPARE(names(filter), QStringList{QStringLiteral("groupA")});
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(filter.rowCount(), 0);
}

void tst_SceneTreeModel::icons()
{
    for (int k = int(NodeKind::Level); k <= int(NodeKind::Other); ++k) {
        const QIcon icon = SceneTreeModel::kindIcon(NodeKind(k));
        QVERIFY(!icon.isNull());
        QVERIFY(!SceneTreeModel::kindName(NodeKind(k)).isEmpty());
    }
    QVERIFY(SceneTreeModel::kindIcon(NodeKind::Light).pixmap(16).toImage()
            != SceneTreeModel::kindIcon(NodeKind::Group).pixmap(16).toImage());
}

QTEST_MAIN(tst_SceneTreeModel)
#include "tst_scenetreemodel.moc"
