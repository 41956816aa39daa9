// LevelEditor over a fake SceneDocument: created by DocumentEditor::create, markers for point
// nodes that follow edits, selection synchronized between the tree, the viewport's markers and
// the property panel, frame selected, status text.
#include "common_open.h"
#include "widgets/fakescenedocument.h"

#include "common_corpus.h"
#include "docks/propertypanel.h"
#include "docks/scenetreedock.h"
#include "editors/leveleditor.h"
#include "models/scenetreemodel.h"
#include "viewport/meshbuffers.h"
#include "viewport/viewport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using testing::FakeSceneDocument;
using widgets::LevelEditor;
using widgets::SceneTreeDock;
using widgets::ViewportMarker;

namespace {

struct Fixture
{
    FakeSceneDocument doc;
    NodeId level, group, lamp, crate, player;
    Fixture()
    {
        level = doc.make(NodeKind::Level, 0, QStringLiteral("level"));
        group = doc.make(NodeKind::Group, 0, QStringLiteral("group"));
        lamp = doc.make(NodeKind::Light, group, QStringLiteral("lamp"), QVector3D(1, 2, 3));
        crate = doc.make(NodeKind::Entity, group, QStringLiteral("crate"), QVector3D(10, 0, 0));
        player = doc.make(NodeKind::Entity, 0, QStringLiteral("player"), QVector3D(0, 0, 50));
    }
};

using IdList = QList<NodeId>;

const ViewportMarker *findMarker(const QList<ViewportMarker> &markers, NodeId id)
{
    for (const ViewportMarker &m : markers) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

} // namespace

class tst_LevelEditor : public QObject
{
    Q_OBJECT
private slots:
    void createdByFactory();
    void markersFollowEdits();
    void treeSelectsMarkers();
    void markerClickSelectsInTree();
    void frameSelected();
    void statusText();
    void hiddenSurfacesAreAGhost();
    void corpusLevel_data();
    void corpusLevel();
};

void tst_LevelEditor::createdByFactory()
{
    Fixture f;
    std::unique_ptr<widgets::DocumentEditor> editor(widgets::DocumentEditor::create(&f.doc));
    auto *level = qobject_cast<LevelEditor *>(editor.get());
    QVERIFY(level);
    QVERIFY(level->viewport());
    const QList<QDockWidget *> docks = level->dockWidgets();
    QCOMPARE(docks.size(), 2);
    QCOMPARE(docks[0]->objectName(), QStringLiteral("LevelEditor.sceneTree"));
    QCOMPARE(docks[1]->objectName(), QStringLiteral("LevelEditor.properties"));
    QCOMPARE(level->viewport()->meshCount(), 1);
}

namespace {

// Triangles per mesh of the viewport, smallest first (ids are handed out from 1).
std::vector<int> meshTriangles(const widgets::Viewport &view)
{
    std::vector<int> counts;
    for (int id = 0; id < 64; ++id) {
        if (const widgets::MeshBuffers *b = view.meshBuffers(id))
            counts.push_back(b->triangleCount());
    }
    std::sort(counts.begin(), counts.end());
    return counts;
}

} // namespace

// Surfaces the engine does not draw (a compiled level's surface type 11) are a see-through ghost
// beside the level mesh, not part of it: opaque, a level's invisible hull hid its rooms.
void tst_LevelEditor::hiddenSurfacesAreAGhost()
{
    Fixture f;
    auto *asset = static_cast<testing::FakeLevelAsset *>(f.doc.asset());
    asset->hidden = {0, 1};
    LevelEditor editor(&f.doc);
    widgets::Viewport *view = editor.viewport();
    QCOMPARE(view->meshCount(), 2);
    QCOMPARE(meshTriangles(*view), (std::vector<int>{1, 1}));

    asset->hidden.clear(); // geometry edits rebuild both
    emit f.doc.geometryChanged();
    QTRY_COMPARE(view->meshCount(), 1);
    QCOMPARE(meshTriangles(*view), (std::vector<int>{2}));
    asset->hidden = {1, 1};
    emit f.doc.geometryChanged();
    QTRY_COMPARE(view->meshCount(), 2);
    QCOMPARE(meshTriangles(*view), (std::vector<int>{0, 2}));
    asset->hidden = {0, 1};
    emit f.doc.geometryChanged();
    QTRY_COMPARE(meshTriangles(*view), (std::vector<int>{1, 1}));
    QCOMPARE(view->meshCount(), 2);
}

void tst_LevelEditor::markersFollowEdits()
{
    Fixture f;
    LevelEditor editor(&f.doc);
    QList<ViewportMarker> markers = editor.markers();
    QCOMPARE(markers.size(), 3); // lamp, crate, player; not the level or the group
    QVERIFY(findMarker(markers, f.lamp));
    QCOMPARE(findMarker(markers, f.lamp)->position, Eigen::Vector3f(1, 2, 3));
    QVERIFY(findMarker(markers, f.lamp)->shape != findMarker(markers, f.crate)->shape);
    QVERIFY(!findMarker(markers, f.group));

    QVERIFY(f.doc.setProperty({f.crate}, QStringLiteral("origin"), QVector3D(20, 30, 40)));
    QTRY_COMPARE(findMarker(editor.markers(), f.crate)->position, Eigen::Vector3f(20, 30, 40));
    QVERIFY(f.doc.removeNodes({f.group}));
    QTRY_COMPARE(editor.markers().size(), 1);
    f.doc.undoStack()->undo();
    QTRY_COMPARE(editor.markers().size(), 3);
    f.doc.undoStack()->undo();
    QTRY_COMPARE(findMarker(editor.markers(), f.crate)->position, Eigen::Vector3f(10, 0, 0));
}

void tst_LevelEditor::treeSelectsMarkers()
{
    Fixture f;
    LevelEditor editor(&f.doc);
    QSignalSpy spy(&editor, &LevelEditor::selectionChanged);
    editor.treeDock()->setSelection({f.crate, f.player});
    QCOMPARE(spy.size(), 1);
    QCOMPARE(editor.viewport()->selectedMarkers(), (QList<quint32>{f.crate, f.player}));
    QCOMPARE(editor.propertyPanel()->nodes(), (IdList{f.crate, f.player}));
    // A node without a marker is selected in the tree and the panel all the same.
    editor.treeDock()->setSelection({f.group});
    QCOMPARE(editor.propertyPanel()->nodes(), IdList{f.group});
    QVERIFY(!editor.viewport()->selectedMarkers().contains(f.crate));
    editor.treeDock()->setSelection({});
    QVERIFY(editor.viewport()->selectedMarkers().isEmpty());
    QVERIFY(editor.propertyPanel()->nodes().isEmpty());
}

void tst_LevelEditor::markerClickSelectsInTree()
{
    Fixture f;
    LevelEditor editor(&f.doc);
    QSignalSpy tree(editor.treeDock(), &SceneTreeDock::selectionChanged);
    widgets::Viewport *viewport = editor.viewport();
    emit viewport->markerClicked(f.lamp, Qt::NoModifier);
    QCOMPARE(editor.treeDock()->selection(), IdList{f.lamp});
    QCOMPARE(tree.size(), 1);
    QCOMPARE(viewport->selectedMarkers(), QList<quint32>{f.lamp});
    emit viewport->markerClicked(f.player, Qt::ControlModifier); // add
    QCOMPARE(editor.treeDock()->selection(), (IdList{f.lamp, f.player}));
    emit viewport->markerClicked(f.lamp, Qt::ControlModifier); // toggle off
    QCOMPARE(editor.treeDock()->selection(), IdList{f.player});
    QCOMPARE(viewport->selectedMarkers(), QList<quint32>{f.player});
    emit viewport->markerClicked(f.crate, Qt::NoModifier); // replace
    QCOMPARE(editor.treeDock()->selection(), IdList{f.crate});
    QCOMPARE(editor.propertyPanel()->nodes(), IdList{f.crate});
    emit viewport->emptySpaceClicked(Qt::ControlModifier); // keeps the selection
    QCOMPARE(editor.treeDock()->selection(), IdList{f.crate});
    emit viewport->emptySpaceClicked(Qt::NoModifier);
    QVERIFY(editor.treeDock()->selection().isEmpty());
    QVERIFY(viewport->selectedMarkers().isEmpty());
    emit viewport->markerClicked(4711, Qt::NoModifier); // stale id: ignored
    QVERIFY(editor.treeDock()->selection().isEmpty());
}

void tst_LevelEditor::frameSelected()
{
    Fixture f;
    LevelEditor editor(&f.doc);
    Eigen::Vector3f min, max;
    QVERIFY(!editor.selectionBounds(&min, &max));
    editor.frameSelectedAction()->trigger(); // nothing selected: frames everything, no crash
    editor.setSelection({f.group, f.player});
    QVERIFY(editor.selectionBounds(&min, &max));
    QCOMPARE(min, Eigen::Vector3f(0 - 8, 0 - 8, 0 - 8)); // lamp (1,2,3), crate (10,0,0), player (0,0,50)
    QCOMPARE(max, Eigen::Vector3f(10 + 8, 2 + 8, 50 + 8));
    QCOMPARE(editor.frameSelectedAction()->shortcut(), QKeySequence(Qt::Key_F));
    editor.frameSelectedAction()->trigger();
}

void tst_LevelEditor::statusText()
{
    Fixture f;
    LevelEditor editor(&f.doc);
    const QString text = editor.statusText();
    QVERIFY2(text.contains(QStringLiteral("fake.wmp")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("FAKE")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("5 object")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 entit")), qPrintable(text));
    QSignalSpy spy(&editor, &LevelEditor::statusTextChanged);
    f.doc.addNode(NodeKind::Light, 0, -1, QStringLiteral("sun"));
    QTRY_COMPARE(spy.size(), 1);
    QVERIFY2(editor.statusText().contains(QStringLiteral("6 object")), qPrintable(editor.statusText()));
}

void tst_LevelEditor::corpusLevel_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = testing::corpusFiles({QStringLiteral("wmb7"), QStringLiteral("wmb6"), QStringLiteral("wmp"),
                                                    QStringLiteral("wmpb")},
                                                   {QStringLiteral(".wmb"), QStringLiteral(".wmp"), QStringLiteral(".wmpb")});
    for (const QString &file : files)
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    if (files.isEmpty())
        QTest::newRow("no corpus") << QString();
}

// The real level documents in the editor: the tree model passes the tester, every point object
// has a marker, selecting one fills the panel and highlights its marker, and an edit through the
// panel is one step that undo takes back to an unmodified document.
void tst_LevelEditor::corpusLevel()
{
    QFETCH(QString, file);
    ACKEDIT_REQUIRE_CORPUS();
    QElapsedTimer timer;
    timer.start();
    QString error;
    std::unique_ptr<document::Document> doc = ackedit::testing::openFile(file, &error);
    QVERIFY2(doc, qPrintable(error));
    auto *scene = qobject_cast<document::SceneDocument *>(doc.get());
    QVERIFY2(scene, "not opened as a SceneDocument");

    widgets::SceneTreeModel model(scene);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    int nodes = 0, points = 0;
    NodeId firstPoint = 0;
    QList<QModelIndex> pending{QModelIndex()};
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeLast();
        for (int r = 0; r < model.rowCount(parent); ++r) {
            const QModelIndex index = model.index(r, 0, parent);
            const NodeId id = widgets::SceneTreeModel::nodeId(index);
            QCOMPARE(model.indexOf(id), index);
            ++nodes;
            Eigen::Vector3f p;
            if (scene->markerPosition(id, &p)) {
                ++points;
                if (!firstPoint)
                    firstPoint = id;
            }
            pending.append(index);
        }
    }
    QVERIFY(nodes > 0);

    // Structural edits through the model and the document, under the tester, then undone.
    QList<NodeId> all;
    for (QList<NodeId> todo = scene->children(0); !todo.isEmpty();) {
        const NodeId id = todo.takeFirst();
        all.append(id);
        todo.append(scene->children(id));
    }
    auto snapshot = [&] {
        QStringList out;
        for (NodeId id : std::as_const(all)) {
            if (scene->contains(id))
                out << QStringLiteral("%1:%2:%3:%4").arg(id).arg(scene->parentOf(id)).arg(scene->rowOf(id)).arg(scene->nodeName(id));
        }
        return out;
    };
    const QStringList start = snapshot();
    QUndoStack *stack = scene->undoStack();
    for (NodeId id : std::as_const(all)) {
        if (scene->canRename(id)) {
            QVERIFY(model.setData(model.indexOf(id), scene->nodeName(id) + QStringLiteral("_x")));
            QCOMPARE(stack->count(), 1);
            QCOMPARE(model.indexOf(id).data().toString(), scene->nodeName(id));
            break;
        }
    }
    for (NodeId id : std::as_const(all)) {
        if (scene->canRemove(id)) {
            QVERIFY(scene->removeNodes({id}));
            QVERIFY(!model.indexOf(id).isValid());
            break;
        }
    }
    for (NodeId id : std::as_const(all)) {
        if (scene->contains(id) && scene->canDuplicate(id)) {
            QCOMPARE(scene->duplicate({id}).size(), 1);
            break;
        }
    }
    for (NodeId parent : QList<NodeId>{0} + all) {
        if (scene->contains(parent) || parent == 0) {
            if (scene->addableKinds(parent).contains(NodeKind::Group)) {
                QVERIFY(scene->addNode(NodeKind::Group, parent, -1, QStringLiteral("test group")));
                break;
            }
        }
    }
    bool moved = false;
    for (NodeId id : std::as_const(all)) {
        for (NodeId target : std::as_const(all)) {
            if (moved || !scene->contains(id) || !scene->contains(target) || scene->parentOf(id) == target
                || !scene->canMove(id, target))
                continue;
            std::unique_ptr<QMimeData> mime(model.mimeData({model.indexOf(id)}));
            QVERIFY(model.dropMimeData(mime.get(), Qt::MoveAction, 0, 0, model.indexOf(target)));
            QCOMPARE(scene->parentOf(id), target);
            QCOMPARE(scene->rowOf(id), 0);
            moved = true;
        }
    }
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(snapshot(), start);
    QVERIFY(!scene->isModified());
    stack->clear();

    LevelEditor editor(scene);
    QCOMPARE(editor.markers().size(), points);
    // The level mesh, plus the ghost of the surfaces the engine does not draw when there are any.
    const std::vector<uint8_t> hidden = scene->asset()->mesh(0).hidden;
    QCOMPARE(editor.viewport()->meshCount(), hidden.empty() ? 1 : 2);
    QVERIFY2(editor.statusText().contains(scene->asset()->formatName()), qPrintable(editor.statusText()));
    if (!firstPoint) {
        qInfo("%s: %d nodes, no point objects", qPrintable(QFileInfo(file).fileName()), nodes);
        return;
    }
    editor.setSelection({firstPoint});
    QCOMPARE(editor.viewport()->selectedMarkers(), QList<quint32>{firstPoint});
    QCOMPARE(editor.propertyPanel()->nodes(), IdList{firstPoint});
    QVERIFY(!editor.propertyPanel()->keys().isEmpty());
    // Move it with the first vector field the panel offers (the position, normally).
    const QList<document::NodeProperty> properties = scene->properties(firstPoint);
    for (const document::NodeProperty &p : properties) {
        if (p.type != document::NodeProperty::Type::Vector3 || p.readOnly)
            continue;
        auto *x = editor.propertyPanel()->findChild<QDoubleSpinBox *>(p.key + QStringLiteral(".x"));
        QVERIFY(x);
        const QVector3D before = scene->property(firstPoint, p.key).value<QVector3D>();
        x->setValue(x->value() + 16);
        x->setValue(x->value() + 16);
        QCOMPARE(scene->undoStack()->count(), 1);
        QCOMPARE(scene->property(firstPoint, p.key).value<QVector3D>().x(), before.x() + 32);
        scene->undoStack()->undo();
        QCOMPARE(scene->property(firstPoint, p.key).value<QVector3D>(), before);
        QVERIFY(std::abs(x->value() - double(before.x())) <= 0.0005); // shown with 3 decimals
        QVERIFY(!scene->isModified());
        break;
    }
    qInfo("%s: %d nodes, %d markers, drag-drop move %s, %lld ms", qPrintable(QFileInfo(file).fileName()), nodes,
          points, moved ? "tested" : "not possible", timer.elapsed());
}

QTEST_MAIN(tst_LevelEditor)
#include "tst_leveleditor.moc"
