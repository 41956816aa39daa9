// The model editor: frame selection, interpolated playback through partial buffer updates, and
// bone-animated MDL7 frames that change shape on screen.
#include "widgets/inmemorymodel.h"
#include "widgets/testmeshes.h"

#include "document.h"
#include "editors/modeleditor.h"
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include <QUndoStack>
#include "frameselector.h"
#include "mdl7/mdl7file.h"
#include "viewport/viewport.h"

#include <QJsonObject>
#include <QSlider>
#include <QTest>
#include <QToolButton>

using namespace ackedit;
using widgets::ModelEditor;
using widgets::Viewport;

namespace {

const QColor Background(20, 20, 24);

// A model asset with a box that grows: frame f has half-size 0.5 + 0.5 f.
class GrowingBox : public testing::InMemoryModel
{
public:
    int frameCount() const override { return 3; }
    QStringList frameNames() const override { return {QStringLiteral("small"), QStringLiteral("big")}; }
    format::TriangleMesh mesh(int frame) const override
    {
        const float s = 0.5f + 0.5f * float(frame);
        return testing::box(Eigen::Vector3f(-s, -s, -s), Eigen::Vector3f(s, s, s));
    }
};

// The rectangle of the pixels that differ from the background.
QRect contentRect(const QImage &image)
{
    QRect r;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb p = rgb.pixel(x, y);
            if (std::abs(qRed(p) - Background.red()) > 8 || std::abs(qGreen(p) - Background.green()) > 8
                || std::abs(qBlue(p) - Background.blue()) > 8)
                r |= QRect(x, y, 1, 1);
        }
    }
    return r;
}

int contentWidth(const QImage &image) { return contentRect(image).width(); }

// Shows the editor on a known background, ready for captures.
bool showForCapture(ModelEditor &editor)
{
    editor.viewport()->setBackgroundColor(Background);
    editor.resize(400, 340);
    editor.show();
    return QTest::qWaitForWindowExposed(&editor);
}

// A bone-animated MDL7 as MED writes them (frames hold bone keys, no vertex records): a bar
// standing on the origin, its lower half on bone 0 and its upper half on bone 1 (joint at the
// origin). Frame 1 turns bone 1 a quarter about X: the upper half folds down to lie along -Y.
std::unique_ptr<format::Mdl7File> foldingBar()
{
    format::Mdl7BuildInput in;
    format::Mdl7Bone root, joint;
    root.name = "root";
    joint.parent = 0;
    joint.name = "joint";
    in.bones = {root, joint};
    format::Mdl7BuildInput::Group g;
    for (int half = 0; half < 2; ++half) {
        const format::TriangleMesh box = half == 0 ? testing::box({-0.2f, -0.2f, -2.f}, {0.2f, 0.2f, 0.f})
                                                   : testing::box({-0.2f, -0.2f, 0.f}, {0.2f, 0.2f, 2.f});
        const uint32_t base = uint32_t(g.positions.size());
        g.positions.insert(g.positions.end(), box.positions.begin(), box.positions.end());
        g.vertexBones.insert(g.vertexBones.end(), box.positions.size(), uint16_t(half));
        for (auto t : box.triangles) {
            for (uint32_t &v : t.v)
                v += base;
            g.triangles.push_back({t.v, {}, -1});
        }
    }
    format::Mdl7BoneTransform identity, fold;
    identity.m = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    fold.m = {1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1}; // row vectors: (x, y, z) -> (x, -z, y)
    fold.bone = 1;
    format::Mdl7BuildInput::Frame rest{"rest", {}, {identity, identity}}, folded{"folded", {}, {identity, fold}};
    rest.transforms[1].bone = 1;
    g.frames = {rest, folded};
    in.groups.push_back(g);
    return format::Mdl7File::create(in);
}

} // namespace

class TestModelEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void factoryMakesAModelEditor()
    {
        document::ModelDocument doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
        std::unique_ptr<widgets::DocumentEditor> editor(widgets::DocumentEditor::create(&doc));
        QVERIFY(qobject_cast<ModelEditor *>(editor.get()));
        QVERIFY(editor->viewport());
        QVERIFY(editor->statusText().contains(QStringLiteral("3 frame")));
    }

    void interpolatedPoseLiesBetweenFrames()
    {
        document::ModelDocument doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
        ModelEditor editor(&doc);
        Viewport *view = editor.viewport();
        QVERIFY(showForCapture(editor));
        QCOMPARE(editor.frameSelector()->frameCount(), 3);
        // Framed on the biggest pose, so every pose fits.
        editor.showTime(2.0);
        view->frameAll();
        const int big = contentWidth(view->captureWithContent());
        editor.showTime(0.0);
        const int small = contentWidth(view->captureWithContent());

        view->clearBufferUploads();
        editor.showTime(0.5);
        QCOMPARE(editor.frameSelector()->currentFrame(), 0);
        // One patch of the whole vertex range (24 box corners), no rebuild; the vertex dots
        // follow the blend (one patch of the point overlay).
        QList<Viewport::BufferUpload> meshUploads, dotUploads;
        for (const Viewport::BufferUpload &u : view->bufferUploads())
            (u.overlay.isEmpty() ? meshUploads : dotUploads) << u;
        QCOMPARE(meshUploads.size(), 1);
        QCOMPARE(meshUploads[0].offset, qint64(0));
        QCOMPARE(meshUploads[0].bytes, qint64(24 * 8 * sizeof(float)));
        QCOMPARE(dotUploads.size(), 1);
        const int half = contentWidth(view->captureWithContent());
        QVERIFY2(small < half && half < big, qPrintable(QStringLiteral("%1 %2 %3").arg(small).arg(half).arg(big)));

        // Past the last frame the animation blends back into the first.
        editor.showTime(2.5);
        QCOMPARE(editor.frameSelector()->currentFrame(), 2);
        QVERIFY(contentWidth(view->captureWithContent()) < big);

        // Picking a frame in the selector shows exactly that frame and stops playback.
        editor.setPlaying(true);
        editor.frameSelector()->setCurrentFrame(1);
        QVERIFY(!editor.isPlaying());
        QCOMPARE(editor.currentTime(), 1.0);
    }

    // Regression (issue 12): bone-animated MDL7 frames drew the rest mesh in every frame.
    // Picking frame 1 in the real frame selector, and playing into it, folds the bar on screen.
    void boneAnimatedFramesChangeTheDrawnMesh()
    {
        document::ModelDocument doc(foldingBar(), QStringLiteral("bar.mdl"));
        ModelEditor editor(&doc);
        Viewport *view = editor.viewport();
        QVERIFY(showForCapture(editor));
        QCOMPARE(editor.frameSelector()->frameCount(), 2);
        view->frameAll();
        const QRect rest = contentRect(view->captureWithContent());
        QVERIFY(!rest.isEmpty());

        auto *slider = editor.frameSelector()->findChild<QSlider *>(QStringLiteral("frameSlider"));
        QVERIFY(slider);
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(editor.frameSelector()->currentFrame(), 1);
        const QRect folded = contentRect(view->captureWithContent());
        qInfo("rest %dx%d, folded %dx%d", rest.width(), rest.height(), folded.width(), folded.height());
        // Standing, the bar is tall and narrow; folded, half of it lies sideways: lower and wider.
        QVERIFY2(folded.height() < rest.height() * 4 / 5 && folded.width() > rest.width() * 2,
                 qPrintable(QStringLiteral("rest %1x%2, folded %3x%4")
                                .arg(rest.width()).arg(rest.height()).arg(folded.width()).arg(folded.height())));

        // Back to frame 0, then Play: once the clock passes frame 1 the bar is folded again.
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(contentRect(view->captureWithContent()), rest);
        editor.setFps(2.0);
        auto *play = editor.findChild<QToolButton *>(QStringLiteral("playButton"));
        QVERIFY(play);
        play->click();
        QTRY_COMPARE_WITH_TIMEOUT(editor.frameSelector()->currentFrame(), 1, 5000);
        play->click();
        QVERIFY(!editor.isPlaying());
        QVERIFY(editor.currentTime() < 1.3); // mostly frame 1, blended a little towards frame 0
        const QRect playing = contentRect(view->captureWithContent());
        QVERIFY2(playing.width() > rest.width() * 2, qPrintable(QString::number(playing.width())));
    }

    // A vertex drag on the document reaches the view as a partial upload: the moved vertices and
    // the normals around them, not the whole mesh; undo comes back the same way.
    void editsUploadOnlyWhatChanged()
    {
        std::unique_ptr<format::AssetFile> asset = format::MdlFile::create(mdlfixture::grid("MDL5", 12, 3));
        auto doc = document::ModelDocument::createFor(asset, QStringLiteral("cube.mdl"));
        auto *model = static_cast<document::ModelDocument *>(doc.get());
        ModelEditor editor(model);
        Viewport *view = editor.viewport();
        const auto uploaded = [view] {
            qint64 bytes = 0;
            for (const Viewport::BufferUpload &u : view->bufferUploads())
                bytes += u.bytes;
            return bytes;
        };
        view->clearBufferUploads();
        editor.setCurrentFrame(1); // a whole frame
        const qint64 whole = uploaded();
        QVERIFY(whole > 0);
        view->clearBufferUploads();
        document::VertexDrag drag(model);
        QVERIFY(drag.begin({{66, 1.0f}}, 1, 1, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 2)));
        drag.end();
        // One vertex of 144 moved: it and the neighbours whose normals turned.
        QVERIFY2(uploaded() > 0 && uploaded() < whole, qPrintable(QStringLiteral("%1 of %2").arg(uploaded()).arg(whole)));
        // An edit of another frame uploads nothing.
        view->clearBufferUploads();
        QVERIFY(drag.begin({{66, 1.0f}}, 2, 2, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 2)));
        drag.end();
        QVERIFY(view->bufferUploads().isEmpty());
        model->undoStack()->undo();
        model->undoStack()->undo();
        QVERIFY(!view->bufferUploads().isEmpty());
    }

    void playbackAdvancesTime()
    {
        document::ModelDocument doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
        ModelEditor editor(&doc);
        editor.setFps(20.0);
        QVERIFY(!editor.isPlaying());
        auto *play = editor.findChild<QToolButton *>(QStringLiteral("playButton"));
        QVERIFY(play);
        play->click();
        QVERIFY(editor.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(editor.currentTime() > 1.0, 5000); // 20 fps: a frame per 50 ms
        play->click();
        QVERIFY(!editor.isPlaying());
        const double stopped = editor.currentTime();
        QTest::qWait(100);
        QCOMPARE(editor.currentTime(), stopped);
    }
};

QTEST_MAIN(TestModelEditor)
#include "tst_modeleditor.moc"
