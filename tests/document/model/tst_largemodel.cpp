// Valid but large (issue 15, point 6, stretch): a generated MDL7 whose one group has 65,535
// vertices (255 x 257 grid, 130,048 triangles, one frame) opens as a model document, takes a
// vertex drag, saves, undoes and saves byte-identically to the original again, within a bounded
// peak resident set (VmHWM, printed).
#include "documentfactory.h"
#include "formatregistry.h"
#include "document/saveundosave.h"
#include "hostileread.h"
#include "mdl7/mdl7file.h"
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace ackedit;

class TestLargeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mdl7GroupOf65535VerticesOpensEditsSavesAndUndoes()
    {
        constexpr int columns = 255, rows = 257; // 65,535 vertices
        const QByteArray original = [] {
            format::Mdl7BuildInput in;
            format::Mdl7BuildInput::Group g;
            g.name = "grid";
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < columns; ++c)
                    g.positions.emplace_back(float(c), float(r), float((c * 7 + r * 3) % 11));
            for (int r = 0; r + 1 < rows; ++r) {
                for (int c = 0; c + 1 < columns; ++c) {
                    const auto v = uint32_t(r * columns + c);
                    g.triangles.push_back({{v, v + 1, v + columns}, {}, -1});
                    g.triangles.push_back({{v + 1, v + columns + 1, v + columns}, {}, -1});
                }
            }
            format::Mdl7BuildInput::Frame frame;
            frame.name = "frame";
            frame.positions = g.positions;
            g.frames.push_back(frame);
            in.groups.push_back(g);
            return format::Mdl7File::create(in)->write();
        }();
        testing::resetPeakRss();
        const qint64 before = testing::peakRssKiB();
        QElapsedTimer timer;
        timer.start();

        std::unique_ptr<document::Document> opened =
            document::createDocument(format::readAssetFile(original), QStringLiteral("large.mdl"));
        auto *doc = qobject_cast<document::ModelDocument *>(opened.get());
        QVERIFY(doc);
        QCOMPARE(doc->positions(0).size(), size_t(columns * rows));
        const qint64 openMs = timer.restart();

        document::VertexDrag drag(doc);
        QVERIFY(drag.begin({{columns * rows - 1, 1.f}}, 0, 0, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0.f, 0.f, 5.f)));
        drag.end();
        QVERIFY(doc->isModified());
        const QString problem = testing::saveUndoSave(doc, original);
        const qint64 editMs = timer.elapsed();
        const qint64 peak = testing::peakRssKiB() - before;
        qInfo("MDL7 group of %d vertices (%lld bytes): open %lld ms, drag + 2 saves + undo %lld ms, peak RSS growth %lld KiB",
              columns * rows, qint64(original.size()), openMs, editMs, peak);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(peak < 256 * 1024, qPrintable(QStringLiteral("peak RSS grew by %1 KiB").arg(peak)));
    }
};

QTEST_GUILESS_MAIN(TestLargeModel)
#include "tst_largemodel.moc"
