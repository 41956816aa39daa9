// The level editor's Add (issue 34 point 6) with the real view: the menu lists what the level
// takes; a node added with the cursor over the view lands on the ground grid under the cursor
// (the horizontal plane through the view's centre, 16-unit steps), in the selected node's group,
// as one undo step, selected; undo gives the exact bytes back. Shift+A is the menu's key.
#include "document/scene/levelfixtures.h"
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "docks/scenetreedock.h"
#include "editors/leveleditor.h"
#include "models/scenetreemodel.h"
#include "editors/levelmovetool.h"
#include "scene/sceneplacement.h"
#include "scene/wmpdocument.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>
#include <QUndoStack>
#include <QWindow>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using widgets::LevelEditor;

class TstLevelAdd : public QObject
{
    Q_OBJECT
private slots:
    void addUnderTheCursor()
    {
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), QString());
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);

        // The menu offers what a text WMP takes (no region).
        QStringList offered;
        for (QAction *a : editor.addMenu()->actions()) {
            if (a->data().isValid()) // one entry per kind; then path mode
                offered << a->text();
        }
        QCOMPARE(offered.size(), 7);
        QVERIFY(editor.addMenu()->actions().contains(editor.addPathNodesAction()));
        bool shortcut = false;
        for (QAction *a : editor.actions())
            shortcut = shortcut || a->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_A);
        QVERIFY(shortcut);

        const NodeId model = testing::wmpObject(doc, 5), group = testing::wmpObject(doc, 4);
        editor.setSelection({model});
        editor.frameSelected();
        QCoreApplication::processEvents();
        const QPoint cursor(300, 150);
        QTest::mouseMove(window, cursor);
        const auto expected = document::placementOnGrid(
            editor.moveTool()->view().rayAt(Eigen::Vector2f(float(cursor.x()), float(cursor.y()))),
            editor.viewport()->cameraState().target.z(), editor.gridStep());
        QVERIFY(expected);
        QCOMPARE(expected->x(), std::round(expected->x() / 16) * 16);

        const NodeId light = editor.addAt(NodeKind::Light);
        QVERIFY(light);
        QCOMPARE(doc.parentOf(light), group); // the selected model's group
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(editor.selection(), QList<NodeId>{light});
        Eigen::Vector3d at;
        QVERIFY(doc.worldPosition(light, &at));
        QVERIFY2((at - *expected).norm() < 1e-3, qPrintable(QStringLiteral("%1 %2 %3").arg(at.x()).arg(at.y()).arg(at.z())));

        // A block, sized, elsewhere: a second step.
        QTest::mouseMove(window, QPoint(120, 260));
        document::NodeSetup box;
        box.blockSize = Eigen::Vector3d(32, 32, 96);
        QVERIFY(editor.addAt(NodeKind::Block, box));
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(editor.addAt(NodeKind::Region), NodeId(0)); // a text WMP has none
        // Shift+A pressed in the 3D view opens the menu (the key reaches the view's window).
        QTest::keyClick(window, Qt::Key_A, Qt::ShiftModifier);
        QTRY_VERIFY(editor.addMenu()->isVisible());
        editor.addMenu()->hide();
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), original);
    }

    // WED's path mode: Add ▸ Path Nodes with a path selected; each left click in the view appends
    // a node on the grid under the cursor (one undo step per click), drawn as the path's orange
    // line and dots; Esc ends the mode, and a click then selects again. Undo gives the bytes back.
    void pathModeClicksAppendNodes()
    {
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), QString());
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        // (Edits start at once, while the 2D views start: they used to be lost then; bufferwrite.h.)
        QVERIFY(window);
        const NodeId path = testing::wmpObject(doc, 10), light = testing::wmpObject(doc, 6);

        editor.setSelection({light}); // not a path: refused, saying why
        editor.addPathNodesAction()->trigger();
        QCOMPARE(editor.pathNodesTarget(), NodeId(0));
        QVERIFY(!editor.addPathNodesAction()->isChecked());
        QVERIFY2(editor.statusText().contains(QStringLiteral("Select one path")), qPrintable(editor.statusText()));

        editor.setSelection({path});
        editor.frameSelected();
        QCoreApplication::processEvents();
        editor.addPathNodesAction()->trigger();
        QCOMPARE(editor.pathNodesTarget(), path);
        QVERIFY(editor.addPathNodesAction()->isChecked());
        QVERIFY(!editor.moveTool()->handles()); // no move handles over where nodes are placed
        QVERIFY2(editor.statusText().contains(QStringLiteral("Path mode")), qPrintable(editor.statusText()));

        const std::vector<Eigen::Vector3d> before = editor.pathNodes(path);
        const QSize size = window->size();
        const QList<QPoint> clicks{QPoint(size.width() * 7 / 10, size.height() * 3 / 10),
                                   QPoint(size.width() * 3 / 10, size.height() * 7 / 10)};
        std::vector<Eigen::Vector3d> expected = before;
        for (const QPoint &click : clicks) {
            QTest::mouseMove(window, click);
            const auto onGrid = document::placementOnGrid(
                editor.moveTool()->view().rayAt(Eigen::Vector2f(float(click.x()), float(click.y()))),
                editor.viewport()->cameraState().target.z(), editor.gridStep());
            QVERIFY(onGrid);
            expected.push_back(*onGrid);
            QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, click);
        }
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(editor.selection(), QList<NodeId>{path}); // the clicks selected nothing else
        const std::vector<Eigen::Vector3d> after = editor.pathNodes(path);
        QCOMPARE(after.size(), expected.size());
        for (size_t i = 0; i < after.size(); ++i)
            QVERIFY2((after[i] - expected[i]).norm() < 1e-3,
                     qPrintable(QStringLiteral("%1 %2 %3").arg(after[i].x()).arg(after[i].y()).arg(after[i].z())));

        // The render shows the path's orange dot where the last click was.
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            const QImage shot = editor.viewport()->captureWithContent();
            if (shot.isNull())
                return false;
            testing::saveRender(shot, QStringLiteral("leveladd-pathnodes"));
            const double scale = double(shot.width()) / window->width();
            const QPoint c(int(clicks.last().x() * scale), int(clicks.last().y() * scale));
            for (int y = c.y() - 4; y <= c.y() + 4; ++y)
                for (int x = c.x() - 4; x <= c.x() + 4; ++x) {
                    const QColor k = shot.pixelColor(x, y);
                    if (qAbs(k.red() - 230) < 12 && qAbs(k.green() - 120) < 12 && qAbs(k.blue() - 40) < 12)
                        return true;
                }
            return false;
        }(), 5000);

        // Esc ends the mode; a click then no longer adds.
        QTest::keyClick(window, Qt::Key_Escape);
        QCOMPARE(editor.pathNodesTarget(), NodeId(0));
        QVERIFY(!editor.addPathNodesAction()->isChecked());
        QVERIFY(!editor.statusText().contains(QStringLiteral("Path mode")));
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, QPoint(size.width() / 2, size.height() / 4));
        QCOMPARE(doc.undoStack()->count(), 2);

        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), original);
    }

    // In a WMB a path's nodes are nodes of their own: each click in path mode adds one to the
    // path (a new row under the path in the scene tree, which stays valid under the model
    // tester, and a marker where the click was); undo takes them out and gives the bytes back.
    void pathModeOnACompiledLevel()
    {
        QByteArray original;
        std::unique_ptr<document::SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmb"), &original);
        LevelEditor editor(doc.get());
        QAbstractItemModelTester tester(editor.treeDock()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        NodeId path = 0;
        for (NodeId id : doc->children(0))
            path = doc->nodeKind(id) == NodeKind::Path ? id : path;
        QVERIFY(path);
        const int nodes = int(doc->children(path).size());
        editor.setSelection({path});
        editor.frameSelected();
        QCoreApplication::processEvents();
        editor.addPathNodesAction()->trigger();
        QCOMPARE(editor.pathNodesTarget(), path);

        const QSize size = window->size();
        const QPoint click(size.width() * 6 / 10, size.height() * 4 / 10);
        QTest::mouseMove(window, click);
        const auto onGrid = document::placementOnGrid(editor.moveTool()->view().rayAt(Eigen::Vector2f(float(click.x()), float(click.y()))),
                                                      editor.viewport()->cameraState().target.z(), editor.gridStep());
        QVERIFY(onGrid);
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, click);
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, click + QPoint(-40, 30));
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(int(doc->children(path).size()), nodes + 2);
        const QModelIndex pathRow = editor.treeDock()->model()->indexOf(path);
        QCOMPARE(editor.treeDock()->model()->rowCount(pathRow), nodes + 2);
        const NodeId first = doc->children(path).at(nodes);
        Eigen::Vector3d at;
        QVERIFY(doc->worldPosition(first, &at));
        QVERIFY2((at - *onGrid).norm() < 1e-3, qPrintable(QStringLiteral("%1 %2 %3").arg(at.x()).arg(at.y()).arg(at.z())));
        QTRY_VERIFY(std::any_of(editor.markers().cbegin(), editor.markers().cend(),
                                [&](const widgets::ViewportMarker &m) { return m.id == first; }));
        QTest::keyClick(window, Qt::Key_Escape);

        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        QCOMPARE(editor.treeDock()->model()->rowCount(pathRow), nodes);
    }

    // Ctrl+G in the 3D view groups the selection (the new group selected), Ctrl+Shift+G ungroups
    // it again (its members selected): one undo step each, the exact bytes back on undo.
    void groupKeysInTheView()
    {
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), QString());
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        const NodeId box = testing::wmpObject(doc, 5), buoy = testing::wmpObject(doc, 7);
        editor.setSelection({box, buoy});
        QTest::mouseMove(window, QPoint(100, 100));
        QTest::keyClick(window, Qt::Key_G, Qt::ControlModifier);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(editor.selection().size(), 1);
        const NodeId group = editor.selection().constFirst();
        QCOMPARE(doc.nodeKind(group), NodeKind::Group);
        QCOMPARE(doc.children(group), (QList<NodeId>{box, buoy}));
        QTest::keyClick(window, Qt::Key_G, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(!doc.contains(group));
        QCOMPARE(editor.selection(), (QList<NodeId>{box, buoy}));
        QVERIFY(!editor.moveTool()->isMoving()); // G with Ctrl is no grab
        doc.undoStack()->setIndex(0);
        QCOMPARE(doc.wmp()->write(), original);
    }

    // Add ▸ Entity through the real file dialog: accepted, the entity takes the chosen file and
    // is named after it; cancelled, nothing is added. Either way the keys go to the 3D view
    // again (G grabs, not the main window's G), without a click. Run under openbox too.
    void entityThroughTheFileDialog()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile model(dir.filePath(QStringLiteral("crate.mdl")));
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.close();
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), dir.filePath(QStringLiteral("level.wmp")));
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        QAction *entity = nullptr;
        for (QAction *a : editor.addMenu()->actions())
            entity = a->data().toInt() == int(NodeKind::Entity) ? a : entity;
        QVERIFY(entity);

        const auto answerDialog = [&](bool accept) {
            // As the user does it: Shift+A in the view, the menu's Entity item.
            bool answered = false;
            QTest::keyClick(window, Qt::Key_A, Qt::ShiftModifier);
            QTRY_VERIFY(editor.addMenu()->isVisible());
            editor.addMenu()->setActiveAction(entity);
            QTimer::singleShot(0, this, [&answered, &dir, accept] {
                // The dialog runs its own event loop: wait for it there.
                QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
                auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                if (accept) {
                    dialog->selectFile(dir.filePath(QStringLiteral("crate.mdl")));
                    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept checks the file
                } else {
                    dialog->reject();
                }
                answered = true;
            });
            QTest::keyClick(editor.addMenu(), Qt::Key_Return);
            QTRY_VERIFY(answered);
            // What a window manager does once the dialog is gone: the top-level window gets the
            // keyboard (Xvfb alone gives it back to the view and would hide the bug).
            editor.windowHandle()->requestActivate();
        };

        // A field of the window had the focus before the user went to the view (in the app: a
        // dock's field); Qt hands the focus back to it when the dialog closes.
        QLineEdit field(&editor);
        field.show();
        editor.activateWindow();
        field.setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), &field);
        editor.viewport()->setFocus(); // the user works in the view
        QTRY_COMPARE(QGuiApplication::focusWindow(), window);
        QTest::mouseMove(window, QPoint(240, 150));
        answerDialog(false);
        QCOMPARE(doc.undoStack()->count(), 0);
        QTRY_COMPARE(QGuiApplication::focusWindow(), window);

        answerDialog(true);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(editor.selection().size(), 1);
        const NodeId added = editor.selection().constFirst();
        QCOMPARE(doc.property(added, QStringLiteral("file")).toString(), QStringLiteral("crate.mdl"));
        QCOMPARE(doc.nodeName(added), QStringLiteral("crate_mdl_001"));
        QTRY_COMPARE(QGuiApplication::focusWindow(), window);
        // G reaches the move tool: a grab starts, Esc ends it with nothing changed.
        QTest::keyClick(window, Qt::Key_G);
        QVERIFY(editor.moveTool()->isMoving());
        QTest::keyClick(window, Qt::Key_Escape);
        QVERIFY(!editor.moveTool()->isMoving());
        QCOMPARE(doc.undoStack()->count(), 1);

        // A field the user clicks keeps the keyboard when the window comes back.
        field.setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), &field);
        editor.windowHandle()->requestActivate();
        QTest::qWait(50);
        QCOMPARE(QApplication::focusWidget(), &field);
        QCOMPARE(QGuiApplication::focusWindow(), editor.windowHandle());
    }
};

QTEST_MAIN(TstLevelAdd)
#include "tst_leveladd.moc"
