// The level editor's Add (issue 34 point 6) with the real view: the menu lists what the level
// takes; a node added with the cursor over the view lands on the ground grid under the cursor
// (the horizontal plane through the view's centre, 16-unit steps), in the selected node's group,
// as one undo step, selected; undo gives the exact bytes back. Shift+A is the menu's key.
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "scene/sceneplacement.h"
#include "scene/wmpdocument.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QAction>
#include <QMenu>
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
        editor.resize(480, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QWindow *window = testing::renderWindow();
        QVERIFY(window);

        // The menu offers what a text WMP takes (no region).
        QStringList offered;
        for (QAction *a : editor.addMenu()->actions())
            offered << a->text();
        QCOMPARE(offered.size(), 7);
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
            editor.viewport()->cameraState().target.z(), widgets::LevelMoveTool::GridStep);
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
};

QTEST_MAIN(TstLevelAdd)
#include "tst_leveladd.moc"
