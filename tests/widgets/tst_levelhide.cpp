// Hide and show in the level views (issue 34 point 5) with real keys in the 3D view: H hides the
// selected block (its faces leave the capture, it cannot be clicked, the selection drops it),
// Shift+H hides all but the selection (markers of the others go), Ctrl+Alt+H shows everything again;
// none of it is an edit: the undo stack stays empty and the bytes stay as they were.
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "docks/scenetreedock.h"
#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "models/scenetreemodel.h"
#include "scene/scenevisibility.h"
#include "scene/wmpdocument.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QApplication>
#include <QFont>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using widgets::LevelEditor;

namespace {

// Pixels that differ from the view's background colour (sampled in a corner).
int drawnPixels(const QImage &image)
{
    const QRgb background = image.pixel(2, 2);
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixel(x, y) != background;
    return n;
}

QList<quint32> markerIds(const LevelEditor &editor)
{
    QList<quint32> ids;
    for (const auto &m : editor.markers())
        ids << m.id;
    return ids;
}

} // namespace

class TstLevelHide : public QObject
{
    Q_OBJECT
private slots:
    void hideAndShowWithKeys()
    {
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), QString());
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        widgets::Viewport *view = editor.viewport();
        const NodeId box = testing::wmpObject(doc, 2); // block 0
        editor.setSelection({box});
        editor.frameSelected();
        editor.setSelection({});
        QCoreApplication::processEvents();
        const int before = drawnPixels(view->captureWithContent());
        QVERIFY(before > 5000);
        // The framed block is under the view's centre.
        const QPoint middle(window->width() / 2, window->height() / 2);
        const document::PickRay throughBlock =
            editor.moveTool()->view().rayAt(Eigen::Vector2f(float(middle.x()), float(middle.y())));
        QCOMPARE(editor.pickSurface(throughBlock), box);

        // H with the block selected: gone from the view, the pick and the selection.
        editor.setSelection({box});
        QTest::mouseMove(window, middle);
        QTest::keyClick(window, Qt::Key_H);
        QCOMPARE(editor.visibility()->hidden(), QList<NodeId>{box});
        QVERIFY(editor.selection().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(drawnPixels(view->captureFrame()) < before / 4, 10000);
        QCOMPARE(editor.pickSurface(throughBlock), NodeId(0));
        QVERIFY(editor.statusText().contains(QStringLiteral("hidden")));
        // The scene tree lists it greyed out in italics; the others as before.
        const widgets::SceneTreeModel *tree = editor.treeDock()->model();
        QVERIFY(tree->data(tree->indexOf(box), Qt::FontRole).value<QFont>().italic());
        QVERIFY(tree->data(tree->indexOf(box), Qt::ForegroundRole).isValid());
        QVERIFY(!tree->data(tree->indexOf(testing::wmpObject(doc, 5)), Qt::FontRole).isValid());

        // Ctrl+Alt+H: everything back.
        QSignalSpy treeChanged(tree, &QAbstractItemModel::dataChanged);
        QTest::keyClick(window, Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(editor.visibility()->isEmpty());
        QVERIFY(treeChanged.count() > 0);
        QVERIFY(!tree->data(tree->indexOf(box), Qt::FontRole).isValid());
        QTRY_VERIFY_WITH_TIMEOUT(drawnPixels(view->captureFrame()) > before * 9 / 10, 10000);
        QCOMPARE(editor.pickSurface(throughBlock), box);

        // Shift+H with one entity selected: only its marker (and its groups) stay.
        const NodeId model = testing::wmpObject(doc, 5);
        const int markersBefore = editor.markers().size();
        QVERIFY(markersBefore > 2);
        editor.setSelection({model});
        QTest::keyClick(window, Qt::Key_H, Qt::ShiftModifier);
        QCOMPARE(markerIds(editor), QList<quint32>{model});
        QCOMPARE(editor.selection(), QList<NodeId>{model});
        QTest::keyClick(window, Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(editor.markers().size(), markersBefore);

        // A view setting only.
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.wmp()->write(), original);
        QVERIFY(editor.viewActions().contains(editor.hideAction()));
    }
};

QTEST_MAIN(TstLevelHide)
#include "tst_levelhide.moc"
