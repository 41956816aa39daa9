// VertexEditTool, headless: the vertex tool's logic in core driven by pixels of a known view.
// A move begun, moved and ended is one undo step; cancel puts every position back; the
// constraint key toggles; the Transform dock's Apply is refused while a transform runs; the
// "all frames" range decides which frames an edit reaches.
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"

#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "model/vertex/vertexedittool.h"
#include "model/vertex/viewdescription.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::TransformConstraint;
using document::TransformKind;
using document::VertexEditTool;
using Eigen::Vector2f;
using Eigen::Vector3f;

namespace {

document::ViewDescription frontView()
{
    return document::ViewDescription::perspective(Vector3f(0, -400, 0), Vector3f::Zero(), Vector3f::UnitZ(), 60.0f,
                                                  Vector2f(800, 600), 0.1f, 2000.0f);
}

std::vector<Vector3f> positions(const document::ModelDocument &model, int frame)
{
    return model.positions(frame);
}

} // namespace

class TstVertexEditTool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void moveIsOneStepAndCancelIsExact()
    {
        auto model = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", -1))->write());
        QVERIFY(model);
        document::ModelSelection selection(model.get());
        selection.applyClick(0, document::SelectionMode::Replace);
        VertexEditTool tool(model.get(), &selection, [] { return 0; });
        QSignalSpy state(&tool, &VertexEditTool::transformStateChanged);
        const std::vector<Vector3f> before = positions(*model, 0);

        QVERIFY(tool.begin(TransformKind::Translate, frontView(), Vector2f(400, 300), TransformConstraint::None));
        QVERIFY(tool.isTransforming());
        QCOMPARE(tool.transformKind(), std::optional<TransformKind>(TransformKind::Translate));
        QVERIFY(!tool.applyTransform(Eigen::Affine3f(Eigen::Translation3f(1, 0, 0)), QStringLiteral("Apply")));
        tool.moveTo(Vector2f(480, 300), false);
        QVERIFY(positions(*model, 0)[0] != before[0]);
        QCOMPARE(positions(*model, 0)[1], before[1]); // not selected
        tool.cancel();
        QVERIFY(!tool.isTransforming());
        QCOMPARE(positions(*model, 0), before);
        QCOMPARE(model->undoStack()->count(), 0);

        QVERIFY(tool.begin(TransformKind::Translate, frontView(), Vector2f(400, 300), TransformConstraint::None));
        tool.toggleConstraint(TransformConstraint::Z); // along Z only
        QCOMPARE(tool.constraint(), TransformConstraint::Z);
        tool.moveTo(Vector2f(480, 250), false);
        const Vector3f moved = positions(*model, 0)[0];
        QCOMPARE(moved.x(), before[0].x());
        QVERIFY(moved.z() > before[0].z());
        tool.toggleConstraint(TransformConstraint::Z); // the same key again: free
        QCOMPARE(tool.constraint(), TransformConstraint::None);
        tool.end();
        QCOMPARE(model->undoStack()->count(), 1);
        QCOMPARE(state.count(), 6); // begin, cancel, begin, two constraints, end
        model->undoStack()->undo();
        QCOMPARE(positions(*model, 0), before);
    }

    void refusals()
    {
        auto model = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", -1))->write());
        QVERIFY(model);
        document::ModelSelection selection(model.get());
        VertexEditTool tool(model.get(), &selection, [] { return 0; });
        QVERIFY(tool.editBlockedReason().isEmpty());
        QVERIFY(!tool.begin(TransformKind::Rotate, frontView(), Vector2f(400, 300), TransformConstraint::None)); // nothing selected
        QVERIFY(!tool.isTransforming());
        tool.moveTo(Vector2f(10, 10), true); // no transform: nothing happens
        tool.end();
        QCOMPARE(model->undoStack()->count(), 0);
    }

    void editFramesAndApply()
    {
        auto model = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", -1, 3))->write());
        QVERIFY(model);
        QCOMPARE(model->frameCount(), 3);
        document::ModelSelection selection(model.get());
        selection.selectAll();
        int current = 1;
        VertexEditTool tool(model.get(), &selection, [&current] { return current; });
        QCOMPARE(tool.editFrames(), std::make_pair(1, 1));
        QSignalSpy settings(&tool, &VertexEditTool::settingsChanged);
        tool.setAllFrames(true);
        QCOMPARE(tool.editFrames(), std::make_pair(0, 2)); // last frame -1: the last one
        tool.setFrameRange(1, 7);
        QCOMPARE(tool.editFrames(), std::make_pair(1, 2)); // clamped
        tool.setFrameRange(1, 7); // unchanged: no signal
        QCOMPARE(settings.count(), 2);
        tool.setPivotMode(VertexEditTool::Pivot::Cursor);
        tool.setCursor(Vector3f(1, 2, 3));
        QCOMPARE(tool.pivotPoint(), Vector3f(1, 2, 3));
        tool.setAllFrames(false);

        const std::vector<Vector3f> frame0 = positions(*model, 0), frame1 = positions(*model, 1);
        QVERIFY(tool.applyTransform(Eigen::Affine3f(Eigen::Translation3f(0, 0, 8)), QStringLiteral("Move")));
        QCOMPARE(model->undoStack()->count(), 1);
        QCOMPARE(positions(*model, 0), frame0); // only the current frame
        QVERIFY(positions(*model, 1) != frame1);
    }
};

QTEST_GUILESS_MAIN(TstVertexEditTool)
#include "tst_vertexedittool.moc"
