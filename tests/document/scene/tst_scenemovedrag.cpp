// SceneMoveDrag, headless: a drag in a top view moves a level node by what the cursor travelled
// (1 unit per pixel here), below a moved group too; the drag is one undo step however many moves
// it takes, two drags are two steps; Esc puts back the exact bytes and leaves no step and no
// redo; the grid snaps the offset; a group drags its members along once.
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/scenemovedrag.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::SceneMoveDrag;
using document::ViewDescription;
using testing::topView;

namespace {

Eigen::Vector3d marker(const document::SceneDocument &doc, NodeId id)
{
    Eigen::Vector3f p = Eigen::Vector3f::Constant(std::nanf(""));
    doc.markerPosition(id, &p);
    return p.cast<double>();
}

bool near(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).norm() < 1e-2; }

} // namespace

class TstSceneMoveDrag : public QObject
{
    Q_OBJECT
private slots:
    void dragIsOneStepAndLandsUnderTheCursor()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        const NodeId model = testing::wmpObject(doc, 5);
        const Eigen::Vector3d start = marker(doc, model);
        SceneMoveDrag drag(&doc);
        QVERIFY(drag.begin({model}, topView(start), Eigen::Vector2f(200, 200)));
        for (int i = 1; i <= 8; ++i)
            drag.moveTo(Eigen::Vector2f(200 + 4 * i, 200 - 2 * i));
        drag.end();
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY2(near(marker(doc, model), start + Eigen::Vector3d(32, 16, 0)), "not where the cursor went");
        const QByteArray moved = doc.wmp()->write();

        // A second drag of the same node is a step of its own.
        QVERIFY(drag.begin({model}, topView(marker(doc, model)), Eigen::Vector2f(200, 200)));
        drag.moveTo(Eigen::Vector2f(190, 200));
        drag.end();
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), moved);
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), data);
        doc.undoStack()->redo();
        QCOMPARE(doc.wmp()->write(), moved);
    }

    void escapePutsBackTheExactBytes()
    {
        const QByteArray data = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(data), QString());
        const NodeId start = testing::wmpObject(doc, 8);
        QVERIFY(doc.rename(start, QStringLiteral("pos_renamed"))); // a step before the drag stays
        const QByteArray before = doc.wmp()->write();
        SceneMoveDrag drag(&doc);
        QVERIFY(drag.begin({start}, topView(marker(doc, start)), Eigen::Vector2f(200, 200)));
        drag.moveTo(Eigen::Vector2f(250, 260));
        drag.moveTo(Eigen::Vector2f(251.5f, 263.25f));
        QCOMPARE(doc.undoStack()->count(), 2);
        drag.cancel();
        QVERIFY(!drag.isActive());
        QCOMPARE(doc.wmp()->write(), before);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(!doc.undoStack()->canRedo());
        QCOMPARE(doc.undoStack()->undoText(), doc.undoStack()->text(0));
    }

    void gridSnapsTheOffset()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        const NodeId model = testing::wmpObject(doc, 5);
        const Eigen::Vector3d start = marker(doc, model);
        SceneMoveDrag drag(&doc);
        QVERIFY(drag.begin({model}, topView(start), Eigen::Vector2f(200, 200)));
        drag.moveTo(Eigen::Vector2f(237, 209), 16);
        QVERIFY(near(drag.offset(), Eigen::Vector3d(32, -16, 0)));
        drag.moveTo(Eigen::Vector2f(203, 198), 16); // within half a step of the start: back home
        QCOMPARE(drag.offset(), Eigen::Vector3d::Zero());
        drag.end();
        QCOMPARE(doc.undoStack()->count(), 0); // brought back: no step
        QVERIFY(near(marker(doc, model), start));
    }

    void aGroupTakesItsMembersOnce()
    {
        const QByteArray data = wmpbfixture::everyKindLevel();
        document::WmpbDocument doc(format::readWmpb(data), QString());
        NodeId outer = 0, crate = 0;
        QList<NodeId> todo = doc.children(0);
        while (!todo.isEmpty()) {
            const NodeId id = todo.takeFirst();
            outer = doc.nodeName(id) == QLatin1String("outer") ? id : outer;
            crate = doc.nodeName(id) == QLatin1String("crate_mdl_001") ? id : crate;
            todo += doc.children(id);
        }
        QVERIFY(outer && crate);
        const Eigen::Vector3d c = marker(doc, crate);
        SceneMoveDrag drag(&doc);
        QVERIFY(drag.begin({crate, outer}, topView(c), Eigen::Vector2f(200, 200)));
        QCOMPARE(drag.targets(), QList<NodeId>{outer});
        drag.moveTo(Eigen::Vector2f(210, 200));
        drag.end();
        QVERIFY(near(marker(doc, crate), c + Eigen::Vector3d(10, 0, 0)));
        doc.undoStack()->undo();
        QCOMPARE(doc.wmpb()->write(), data);
    }

    void nothingToMove()
    {
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), QString());
        SceneMoveDrag drag(&doc);
        QVERIFY(!drag.begin({}, topView(Eigen::Vector3d::Zero()), Eigen::Vector2f(0, 0)));
        QVERIFY(!drag.isActive());
        drag.moveTo(Eigen::Vector2f(10, 10));
        drag.cancel();
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TstSceneMoveDrag)
#include "tst_scenemovedrag.moc"
