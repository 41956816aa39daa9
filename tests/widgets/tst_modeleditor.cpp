// The model editor: frame selection, interpolated playback through partial buffer updates.
#include "widgets/testmeshes.h"

#include "document.h"
#include "editors/modeleditor.h"
#include "frameselector.h"
#include "viewport/viewport.h"

#include <QJsonObject>
#include <QTest>
#include <QToolButton>

using namespace ackedit;
using widgets::ModelEditor;
using widgets::Viewport;

namespace {

const QColor Background(20, 20, 24);

// A model asset with a box that grows: frame f has half-size 0.5 + 0.5 f.
class GrowingBox : public format::AssetFile
{
public:
    Kind kind() const override { return Kind::Model; }
    QString formatName() const override { return QStringLiteral("TEST"); }
    QByteArray write() const override { return {}; }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    int frameCount() const override { return 3; }
    QStringList frameNames() const override { return {QStringLiteral("small"), QStringLiteral("big")}; }
    format::TriangleMesh mesh(int frame) const override
    {
        const float s = 0.5f + 0.5f * float(frame);
        return testing::box(Eigen::Vector3f(-s, -s, -s), Eigen::Vector3f(s, s, s));
    }
};

int contentWidth(const QImage &image)
{
    int x0 = image.width(), x1 = -1;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb p = rgb.pixel(x, y);
            if (std::abs(qRed(p) - Background.red()) > 8 || std::abs(qGreen(p) - Background.green()) > 8
                || std::abs(qBlue(p) - Background.blue()) > 8) {
                x0 = std::min(x0, x);
                x1 = std::max(x1, x);
            }
        }
    }
    return x1 < 0 ? 0 : x1 - x0 + 1;
}

} // namespace

class TestModelEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void factoryMakesAModelEditor()
    {
        document::Document doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
        std::unique_ptr<widgets::DocumentEditor> editor(widgets::DocumentEditor::create(&doc));
        QVERIFY(qobject_cast<ModelEditor *>(editor.get()));
        QVERIFY(editor->viewport());
        QVERIFY(editor->statusText().contains(QStringLiteral("3 frame")));
    }

    void interpolatedPoseLiesBetweenFrames()
    {
        document::Document doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
        ModelEditor editor(&doc);
        Viewport *view = editor.viewport();
        view->setBackgroundColor(Background);
        editor.resize(400, 340);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
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
        // One patch of the whole vertex range (24 box corners), no rebuild.
        QCOMPARE(view->bufferUploads().size(), 1);
        QCOMPARE(view->bufferUploads()[0].offset, qint64(0));
        QCOMPARE(view->bufferUploads()[0].bytes, qint64(24 * 8 * sizeof(float)));
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

    void playbackAdvancesTime()
    {
        document::Document doc(std::make_unique<GrowingBox>(), QStringLiteral("box.mdl"));
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
