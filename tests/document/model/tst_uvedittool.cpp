// The UV tool's logic without a widget (document::UvEditTool): a fixed view map (10 view pixels
// per texel) and view positions in, UV records and History out. A box from empty space selects
// what it covers, a drag from a point moves the selection as one undo step, G + moveTo + cancel
// puts back exactly, R turns about the selection's centre, a click confirms a transform, and an
// island is selected by its triangle.
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "model/uv/uvedittool.h"
#include "model/uv/uvrecords.h"

#include <QUndoStack>
#include <QtTest>

#include <numeric>

using namespace ackedit;
using document::ModelDocument;
using document::UvEditTool;

namespace {

constexpr double Zoom = 10.0;

// Two 3 x 3 texel quads (records 0..3 at texels 1..4, records 4..7 at 10..13) on a 16 x 16 skin.
struct Fixture
{
    Fixture()
        : original(format::MdlFile::create(mdlfixture::twoQuads())->write()), doc(testing::openModel(original)),
          tool([] {
              document::UvViewMap map;
              map.zoom = Zoom;
              map.skinWidth = 16;
              map.skinHeight = 16;
              return map;
          })
    {
        tool.setDocument(doc.get());
        const format::TriangleMesh mesh = doc->asset()->mesh(0);
        std::vector<int> shown(mesh.triangles.size());
        std::iota(shown.begin(), shown.end(), 0);
        tool.setMesh(mesh, shown);
    }
    // The view position of a texel's centre.
    static QPointF at(double s, double t) { return QPointF(s + 0.5, t + 0.5) * Zoom; }
    Eigen::Vector2d uv(int record) const { return doc->uvRecords().value(record); }

    QByteArray original;
    std::unique_ptr<ModelDocument> doc;
    UvEditTool tool;
};

} // namespace

class TestUvEditTool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boxThenDragIsOneStep()
    {
        Fixture f;
        QVERIFY(f.tool.canEdit());
        QCOMPARE(int(f.tool.picker().points().size()), 8);
        QVERIFY(f.tool.press(QPointF(2, 2), Qt::LeftButton, {}));
        QCOMPARE(f.tool.mode(), UvEditTool::Mode::Box);
        f.tool.moveTo(QPointF(60, 60));
        f.tool.release(QPointF(60, 60), Qt::LeftButton);
        QCOMPARE(f.doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        QCOMPARE(f.doc->undoStack()->count(), 0);

        QVERIFY(f.tool.press(Fixture::at(4, 4), Qt::LeftButton, {}));
        QCOMPARE(f.tool.mode(), UvEditTool::Mode::Move);
        for (int i = 1; i <= 6; ++i)
            f.tool.moveTo(Fixture::at(4 + 0.5 * i, 4 + i / 3.0));
        f.tool.release(Fixture::at(7, 6), Qt::LeftButton);
        QCOMPARE(f.tool.mode(), UvEditTool::Mode::Idle);
        QCOMPARE(f.doc->undoStack()->count(), 1);
        QCOMPARE(f.doc->undoStack()->undoText(), QStringLiteral("Move UVs"));
        QCOMPARE(f.uv(0), Eigen::Vector2d(4, 3));
        QCOMPARE(f.uv(2), Eigen::Vector2d(7, 6));
        QCOMPARE(f.uv(4), Eigen::Vector2d(10, 10));
        f.doc->undoStack()->undo();
        QCOMPARE(f.doc->asset()->write(), f.original);
    }

    void aClickOnNothingClearsAndAShortDragIsAClick()
    {
        Fixture f;
        f.doc->uvSelection().selectAll();
        f.tool.press(QPointF(70, 70), Qt::LeftButton, {});
        f.tool.moveTo(QPointF(71, 71));
        f.tool.release(QPointF(71, 71), Qt::LeftButton); // 2 view pixels: a click
        QVERIFY(f.doc->uvSelection().isEmpty());
    }

    void grabThenCancelIsExact()
    {
        Fixture f;
        QVERIFY(!f.tool.begin(UvEditTool::Mode::Grab, Fixture::at(2, 2))); // nothing selected
        f.tool.selectIslandAt(Fixture::at(10, 10), -1, {}); // no triangle given: the nearest point's island
        QCOMPARE(f.doc->uvSelection().indices(), (std::vector<int>{4, 5, 6, 7}));
        QVERIFY(f.tool.begin(UvEditTool::Mode::Grab, Fixture::at(10, 10)));
        QVERIFY(f.tool.isTransforming());
        QVERIFY(!f.tool.begin(UvEditTool::Mode::Rotate, Fixture::at(10, 10))); // one at a time
        f.tool.moveTo(Fixture::at(8, 9));
        f.tool.moveTo(Fixture::at(7, 8)); // each step from where the grab began: no drift
        QCOMPARE(f.uv(4), Eigen::Vector2d(7, 8));
        f.tool.cancel();
        QCOMPARE(f.tool.mode(), UvEditTool::Mode::Idle);
        QCOMPARE(f.doc->asset()->write(), f.original);
        QCOMPARE(f.doc->undoStack()->count(), 0);
    }

    void rotateConfirmedByAClick()
    {
        Fixture f;
        f.tool.selectIslandAt(Fixture::at(2, 2), 0, {}); // triangle 0: the first quad
        QCOMPARE(f.doc->uvSelection().indices(), (std::vector<int>{0, 1, 2, 3}));
        // A quarter turn about the island's centre (texel 3, 3 in the view).
        QVERIFY(f.tool.begin(UvEditTool::Mode::Rotate, QPointF(6, 3) * Zoom));
        QCOMPARE(f.tool.pivot(), QPointF(3, 3) * Zoom);
        f.tool.moveTo(QPointF(3, 6) * Zoom);
        QVERIFY(f.tool.press(QPointF(3, 6) * Zoom, Qt::LeftButton, {}));
        QCOMPARE(f.tool.mode(), UvEditTool::Mode::Idle);
        QCOMPARE(f.doc->undoStack()->count(), 1);
        QCOMPARE(f.doc->undoStack()->undoText(), QStringLiteral("Rotate UVs"));
        QCOMPARE(f.uv(0), Eigen::Vector2d(4, 1));
        // The buttons' steps: refused while a transform runs, one step each otherwise.
        QVERIFY(f.tool.mirror(0));
        QCOMPARE(f.doc->undoStack()->count(), 2);
        f.doc->undoStack()->undo();
        f.doc->undoStack()->undo();
        QCOMPARE(f.doc->asset()->write(), f.original);
    }

    void withoutASkinNothingIsEdited()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::twoQuads())->write());
        UvEditTool tool([] { return document::UvViewMap(); });
        tool.setDocument(doc.get());
        doc->uvSelection().selectAll();
        QVERIFY(!tool.canEdit());
        QVERIFY(!tool.press(QPointF(20, 20), Qt::LeftButton, {}));
        QVERIFY(!tool.begin(UvEditTool::Mode::Grab, QPointF(20, 20)));
        QVERIFY(!tool.mirror(0));
        QCOMPARE(doc->undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUvEditTool)
#include "tst_uvedittool.moc"
