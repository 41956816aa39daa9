// SceneTurnDrag, headless, in a top view of a text WMP entity: a quarter turn of the cursor
// counter-clockwise around the entity turns its engine pan by +90 (the text WMP stores pan the
// other way: -90 there), clockwise by -90; Ctrl snaps to 15°;
// tilt and roll on their axis; the cursor twice as far from the centre doubles the scale (or one
// axis); every drag is one undo step; Esc puts back the exact bytes and leaves no step.
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"
#include "scene/sceneturndrag.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"

#include <QUndoStack>
#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::SceneTurnDrag;

namespace {

QVector3D value(const document::SceneDocument &doc, NodeId id, const char *key)
{
    return doc.property(id, QString::fromLatin1(key)).value<QVector3D>();
}

bool near(const QVector3D &a, const QVector3D &b) { return (a - b).length() < 1e-2f; }

struct Level
{
    QByteArray bytes = testing::wmpFixture5();
    document::WmpDocument doc{format::readWmpText(bytes), QString()};
    NodeId model = testing::wmpObject(doc, 7); // buoy: scale 1, stored pan 180
    document::ViewDescription view()
    {
        Eigen::Vector3d at;
        doc.worldPosition(model, &at);
        return testing::topView(at); // the entity in the middle, pixel (200, 200)
    }
};

} // namespace

class TstSceneTurnDrag : public QObject
{
    Q_OBJECT
private slots:
    void rotateFollowsTheCursorsSweep()
    {
        Level l;
        const QVector3D start = value(l.doc, l.model, "angles");
        SceneTurnDrag drag(&l.doc);
        QVERIFY(drag.begin(SceneTurnDrag::Kind::Rotate, {l.model}, l.view(), Eigen::Vector2f(300, 200)));
        for (int i = 1; i <= 9; ++i) { // right of the centre to above it: counter-clockwise
            const double a = i * 10 * 3.14159265358979 / 180;
            drag.moveTo(Eigen::Vector2f(float(200 + 100 * std::cos(a)), float(200 - 100 * std::sin(a))));
        }
        drag.end();
        QCOMPARE(l.doc.undoStack()->count(), 1);
        QVERIFY2(near(value(l.doc, l.model, "angles"), start + QVector3D(-90, 0, 0)), "not a quarter turn of pan");
        QVERIFY(std::abs(std::remainder(l.doc.engineAngles(l.model).x() - (90 - start.x() + 90), 360.0)) < 1e-2);

        // Clockwise, snapped: 37° becomes 30°; tilt and roll take the change on their axis.
        QVERIFY(drag.begin(SceneTurnDrag::Kind::Rotate, {l.model}, l.view(), Eigen::Vector2f(300, 200)));
        const double a = 37 * 3.14159265358979 / 180;
        drag.moveTo(Eigen::Vector2f(float(200 + 100 * std::cos(a)), float(200 + 100 * std::sin(a))), true);
        QCOMPARE(drag.amount(), -30.0);
        drag.setAxis(1);
        QVERIFY(near(value(l.doc, l.model, "angles"), start + QVector3D(-90, -30, 0)));
        drag.setAxis(2);
        QVERIFY(near(value(l.doc, l.model, "angles"), start + QVector3D(-90, 0, -30)));
        drag.end();
        QCOMPARE(l.doc.undoStack()->count(), 2);
        l.doc.undoStack()->setIndex(0);
        QCOMPARE(l.doc.wmp()->write(), l.bytes);
    }

    void scaleFollowsTheCursorsDistance()
    {
        Level l;
        SceneTurnDrag drag(&l.doc);
        QVERIFY(!drag.begin(SceneTurnDrag::Kind::Scale, {l.model}, l.view(), Eigen::Vector2f(201, 200))); // on the centre
        QVERIFY(drag.begin(SceneTurnDrag::Kind::Scale, {l.model}, l.view(), Eigen::Vector2f(250, 200)));
        drag.moveTo(Eigen::Vector2f(275, 200));
        drag.moveTo(Eigen::Vector2f(200, 300)); // twice as far, any direction
        QVERIFY(near(value(l.doc, l.model, "scale"), QVector3D(2, 2, 2)));
        drag.setAxis(0);
        QVERIFY(near(value(l.doc, l.model, "scale"), QVector3D(2, 1, 1)));
        drag.moveTo(Eigen::Vector2f(200, 276), true); // 1.52 snaps to 1.5
        QVERIFY(near(value(l.doc, l.model, "scale"), QVector3D(1.5f, 1, 1)));
        drag.end();
        QCOMPARE(l.doc.undoStack()->count(), 1);
        // Towards the centre never flattens or mirrors.
        QVERIFY(drag.begin(SceneTurnDrag::Kind::Scale, {l.model}, l.view(), Eigen::Vector2f(250, 200)));
        drag.moveTo(Eigen::Vector2f(200, 200));
        QVERIFY(value(l.doc, l.model, "scale").x() > 0.f);
        drag.end();
        l.doc.undoStack()->setIndex(0);
        QCOMPARE(l.doc.wmp()->write(), l.bytes);
    }

    void escapeLeavesNoTrace()
    {
        for (const auto kind : {SceneTurnDrag::Kind::Rotate, SceneTurnDrag::Kind::Scale}) {
            Level l;
            SceneTurnDrag drag(&l.doc);
            QVERIFY(drag.begin(kind, {l.model}, l.view(), Eigen::Vector2f(300, 200)));
            drag.moveTo(Eigen::Vector2f(250, 120));
            drag.moveTo(Eigen::Vector2f(180, 110));
            QVERIFY(l.doc.wmp()->write() != l.bytes);
            drag.cancel();
            QVERIFY(!drag.isActive());
            QCOMPARE(l.doc.wmp()->write(), l.bytes);
            QCOMPARE(l.doc.undoStack()->count(), 0);
        }
    }

    void nothingToTurn()
    {
        Level l;
        SceneTurnDrag drag(&l.doc);
        QVERIFY(!drag.begin(SceneTurnDrag::Kind::Rotate, {}, l.view(), Eigen::Vector2f(300, 200)));
        QVERIFY(!drag.begin(SceneTurnDrag::Kind::Scale, {l.model}, document::ViewDescription(Eigen::Matrix4f::Zero(),
                                                                                          Eigen::Vector2f(400, 400)),
                            Eigen::Vector2f(300, 200))); // no usable view
        QCOMPARE(l.doc.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TstSceneTurnDrag)
#include "tst_sceneturndrag.moc"
