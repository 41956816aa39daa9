// One current frame in the model editor (issue 32, point 1): whichever control sets it (the frame
// spin box, the slider, the Frames list, View ▸ Next Frame's key, or pausing playback), the
// Frames list selects it, the vertex dots sit at its positions, a click picks by its positions
// and a G move is written to it, not to another frame. Before, the spin box and the slider moved
// the mesh only: the list and the dots stayed at the frame before.
#include "app/modelsession.h"
#include "app/testsettings.h"
#include "format/mdl/mdlfixtures.h"
#include "widgets/viewporttesting.h"

#include "docks/framesdock.h"
#include "documentmanager.h"
#include "editors/modeleditor.h"
#include "editors/vertexoverlay.h"
#include "frameselector.h"
#include "mainwindow.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "models/frametreemodel.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <Eigen/Geometry>

using namespace ackedit;

namespace {

constexpr int Frames = 25;

// An MDL3 cube of 25 frames named walk0..walk24, frame f turned 0.3 f radians about Z: every
// frame puts the corners somewhere else on screen, at the same size.
QByteArray turningCube()
{
    format::MdlBuildInput in = mdlfixture::cube("MDL3", 0, 1);
    in.frames.clear();
    for (int f = 0; f < Frames; ++f) {
        std::vector<Eigen::Vector3f> p = mdlfixture::cubePositions(0);
        const Eigen::Matrix3f turn = Eigen::AngleAxisf(0.3f * float(f), Eigen::Vector3f::UnitZ()).toRotationMatrix();
        for (auto &v : p)
            v = turn * v;
        in.frames.push_back({QByteArray("walk") + QByteArray::number(f), p});
    }
    return format::MdlFile::create(in)->write();
}

float farthest(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b)
{
    if (a.size() != b.size())
        return std::numeric_limits<float>::infinity();
    float worst = 0;
    for (size_t i = 0; i < a.size(); ++i)
        worst = std::max(worst, (a[i] - b[i]).norm());
    return worst;
}

} // namespace

class TstCurrentFrame : public QObject
{
    Q_OBJECT

    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<testing::Session> m_session;
    widgets::ModelEditor *m_editor = nullptr;
    document::ModelDocument *m_doc = nullptr;
    QWindow *m_render = nullptr;

    bool open()
    {
        const QString path = m_dir.filePath(QStringLiteral("turning.mdl"));
        m_session = std::make_unique<testing::Session>();
        if (!testing::writeFile(path, turningCube()) || !m_session->open(path))
            return false;
        m_editor = m_session->editor;
        m_doc = m_session->doc;
        m_render = m_session->render;
        QCoreApplication::processEvents();
        return true;
    }

    QPoint pixelOf(int frame, int vertex) const
    {
        return testing::projectToImage(*m_editor->viewport(), m_doc->positions(frame)[size_t(vertex)], m_render->size())
            .toPoint();
    }

    // The corner of `frame` nearest the eye (certainly visible on a convex model).
    int nearestVertex(int frame) const
    {
        const Eigen::Vector3f eye = m_editor->viewport()->cameraState().eye;
        const auto &p = m_doc->positions(frame);
        int best = 0;
        for (int i = 1; i < int(p.size()); ++i) {
            if ((p[size_t(i)] - eye).norm() < (p[size_t(best)] - eye).norm())
                best = i;
        }
        return best;
    }

private Q_SLOTS:
    void init()
    {
        m_settings.clear();
        QVERIFY(open());
    }
    void cleanup()
    {
        if (m_doc)
            m_doc->undoStack()->clear();
        if (m_doc)
            m_doc->undoStack()->setClean(); // no save prompt on close
        m_session.reset();
        m_editor = nullptr;
        m_doc = nullptr;
    }

    void everyControlSetsTheFrameEverythingUses_data()
    {
        QTest::addColumn<QString>("control");
        QTest::newRow("spin box") << QStringLiteral("spin");
        QTest::newRow("slider") << QStringLiteral("slider");
        QTest::newRow("Frames list") << QStringLiteral("list");
        QTest::newRow("next frame key") << QStringLiteral("key");
        QTest::newRow("playback") << QStringLiteral("playback");
    }

    void everyControlSetsTheFrameEverythingUses()
    {
        QFETCH(QString, control);
        auto *selector = m_editor->frameSelector();
        auto *spin = selector->findChild<QSpinBox *>(QStringLiteral("frameSpin"));
        auto *slider = selector->findChild<QSlider *>(QStringLiteral("frameSlider"));
        QVERIFY(spin && slider);
        QTreeView *list = m_editor->framesDock()->view();
        const std::vector<Eigen::Vector3f> frame0 = m_doc->positions(0);

        int want = -1;
        if (control == QLatin1String("spin")) {
            spin->setFocus();
            QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(spin, QStringLiteral("20"));
            QTest::keyClick(spin, Qt::Key_Return);
            want = 20;
        } else if (control == QLatin1String("slider")) {
            slider->setFocus();
            QTest::keyClick(slider, Qt::Key_End);
            QTest::keyClick(slider, Qt::Key_Left);
            want = Frames - 2;
        } else if (control == QLatin1String("list")) {
            const QModelIndex index = m_editor->framesDock()->model()->indexOfFrame(13);
            QVERIFY(index.isValid());
            list->scrollTo(index);
            const QRect rect = list->visualRect(index);
            QVERIFY(!rect.isEmpty());
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
            want = 13;
        } else if (control == QLatin1String("key")) {
            m_editor->viewport()->setFocus();
            for (int i = 0; i < 7; ++i)
                QTest::keyClick(m_render, Qt::Key_Period);
            want = 7;
        } else {
            auto *play = m_editor->findChild<QToolButton *>(QStringLiteral("playButton"));
            m_editor->findChild<QDoubleSpinBox *>(QStringLiteral("fpsSpin"))->setValue(30.0);
            QTest::mouseClick(play, Qt::LeftButton);
            QVERIFY(m_editor->isPlaying());
            QVERIFY(QTest::qWaitFor([this] { return m_editor->currentTime() > 3.3; }, 5000));
            // While playing, the dots follow the blended mesh, not the frame before.
            QVERIFY(QTest::qWaitFor([this] { return std::fmod(m_editor->currentTime(), 1.0) > 0.2; }, 5000));
            QTest::mouseClick(play, Qt::LeftButton);
            QVERIFY(!m_editor->isPlaying());
            want = m_editor->currentFrame();
            QVERIFY2(want > 0, "playback never left frame 0");
        }
        QCoreApplication::processEvents();

        // The editor, the selector and the Frames list agree.
        QCOMPARE(m_editor->currentFrame(), want);
        QCOMPARE(spin->value(), want);
        QCOMPARE(slider->value(), want);
        QCOMPARE(m_editor->framesDock()->model()->framesOf(list->currentIndex()).first, want);
        QVERIFY(list->selectionModel()->isSelected(list->currentIndex()));
        // The mesh shows that frame itself (paused playback included: not a blend).
        QCOMPARE(m_editor->currentTime(), double(want));
        // The dots sit at its positions.
        const auto dots = m_editor->viewport()->pointOverlay(widgets::VertexOverlay::pointsKey());
        QVERIFY2(farthest(dots, m_doc->positions(want)) < 1e-4f, "the dots are not at the current frame");
        QVERIFY(farthest(m_doc->positions(want), frame0) > 1.0f); // a frame that differs from frame 0

        // A click picks by the current frame's positions.
        const int vertex = nearestVertex(want);
        const QPoint p = pixelOf(want, vertex);
        QTest::mouseMove(m_render, p);
        QTest::mouseClick(m_render, Qt::LeftButton, {}, p);
        QCOMPARE(m_editor->vertexSelection()->selection().indices(), std::vector<int>{vertex});

        // G moves it in the current frame, and frame 0 (or any other) is untouched.
        const std::vector<Eigen::Vector3f> before = m_doc->positions(want);
        const std::vector<Eigen::Vector3f> other = m_doc->positions(want == 1 ? 2 : 1);
        QTest::keyClick(m_render, Qt::Key_G);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(m_render, p + QPoint(10 * i, 6 * i));
        QTest::mouseClick(m_render, Qt::LeftButton, {}, p + QPoint(40, 24));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_editor->currentFrame(), want);
        const std::vector<Eigen::Vector3f> &after = m_doc->positions(want);
        QVERIFY2((after[size_t(vertex)] - before[size_t(vertex)]).norm() > 0.1f, "the picked vertex did not move");
        for (size_t i = 0; i < after.size(); ++i) {
            if (int(i) != vertex)
                QCOMPARE(after[i], before[i]);
        }
        QCOMPARE(farthest(m_doc->positions(want == 1 ? 2 : 1), other), 0.0f);
        QCOMPARE(farthest(m_doc->positions(0), frame0), 0.0f);
        // The dots moved with the edit.
        QVERIFY(farthest(m_editor->viewport()->pointOverlay(widgets::VertexOverlay::pointsKey()), after) < 1e-4f);
    }

    void dotsFollowTheBlendDuringPlayback()
    {
        auto *play = m_editor->findChild<QToolButton *>(QStringLiteral("playButton"));
        m_editor->showTime(2.5);
        const auto dots = m_editor->viewport()->pointOverlay(widgets::VertexOverlay::pointsKey());
        const auto &a = m_doc->positions(2);
        const auto &b = m_doc->positions(3);
        QCOMPARE(dots.size(), a.size());
        for (size_t i = 0; i < a.size(); ++i)
            QVERIFY2((dots[i] - (a[i] + b[i]) / 2.0f).norm() < 1e-3f, "a dot is not on the blended mesh");
        // Pausing from playback shows the current frame whole.
        QTest::mouseClick(play, Qt::LeftButton);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!m_editor->isPlaying());
        QCOMPARE(m_editor->currentTime(), double(m_editor->currentFrame()));
        QVERIFY(farthest(m_editor->viewport()->pointOverlay(widgets::VertexOverlay::pointsKey()),
                         m_doc->positions(m_editor->currentFrame()))
                < 1e-4f);
    }
};

QTEST_MAIN(TstCurrentFrame)
#include "tst_currentframe.moc"
