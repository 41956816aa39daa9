// MdlFile::repackReport() on generated models whose grid is exact (step 1 for bytes, 1/64 for
// words, offset 0): positions set between two levels give errors known in advance, the report
// states them before writing, and the written file reads back with exactly those errors.
#include "format/mdl/mdlfixtures.h"

#include <QtTest>

using namespace ackedit::format;
using namespace mdlfixture;

namespace {

float largestError(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b)
{
    float worst = 0.f;
    for (size_t i = 0; i < a.size(); ++i)
        worst = std::max(worst, (a[i] - b[i]).cwiseAbs().maxCoeff());
    return worst;
}

} // namespace

class TstMdlRepackReport : public QObject
{
    Q_OBJECT
private slots:
    void unedited()
    {
        const std::unique_ptr<MdlFile> file = readMdl(gridCube("MDL3", 1.f));
        QCOMPARE(file->packing().scale, Eigen::Vector3f(1.f, 1.f, 1.f));
        QCOMPARE(file->packing().offset, Eigen::Vector3f::Zero().eval());
        const RepackReport r = file->repackReport();
        QVERIFY(r.quantized);
        QVERIFY(!r.repacks);
        QVERIFY(!r.packingChanged);
        QCOMPARE(r.maxStepGrowth, 1.f);
        QVERIFY(!r.uneditedLosePrecision());
        QCOMPARE(r.frames.size(), size_t(2));
        QCOMPARE(r.frames[0].name, QStringLiteral("frame0"));
        QCOMPARE(r.frames[1].min, Eigen::Vector3f::Constant(40.f).eval());
        QCOMPARE(r.frames[1].max, Eigen::Vector3f::Constant(200.f).eval());
        for (const RepackReport::Frame &f : r.frames) {
            QVERIFY(!f.word && !f.edited);
            QCOMPARE(f.maxError, 0.f);
        }
    }

    // Positions between two levels: the error is the distance to the nearer level.
    void knownErrorInsideBounds_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<float>("step");
        QTest::newRow("MDL3 bytes, step 1") << QByteArray("MDL3") << 1.f;
        QTest::newRow("MDL5 words, step 1/64") << QByteArray("MDL5") << 1.f / 64.f;
        QTest::newRow("IDPO bytes, step 1/4") << QByteArray("IDPO") << 0.25f;
    }
    void knownErrorInsideBounds()
    {
        QFETCH(QByteArray, format);
        QFETCH(float, step);
        const QByteArray original = gridCube(format, step);
        std::unique_ptr<MdlFile> file = readMdl(original);
        QCOMPARE(file->packing().scale, Eigen::Vector3f::Constant(step).eval());
        // A quarter, three eighths and an eighth of a step off the grid (the worst: 3/8).
        std::vector<Eigen::Vector3f> p = file->positions(1);
        p[0] += Eigen::Vector3f(0.25f, 0.f, 0.f) * step;
        p[3] += Eigen::Vector3f(0.f, 0.375f, -0.125f) * step;
        p[6] += Eigen::Vector3f(-0.25f, 0.f, 0.125f) * step;
        QVERIFY(file->setPositions(1, p));

        const RepackReport r = file->repackReport();
        QVERIFY(r.repacks);
        QVERIFY(!r.packingChanged); // inside the bounds: the packing stays
        QVERIFY(!r.uneditedRequantized);
        QCOMPARE(r.frames[1].word, format == "MDL5");
        QVERIFY(r.frames[1].edited);
        QVERIFY(!r.frames[0].edited);
        QCOMPARE(r.frames[0].maxError, 0.f);
        QCOMPARE(r.frames[1].maxError, 0.375f * step);
        QCOMPARE(r.frames[1].maxErrorSteps, 0.375f);

        const QByteArray written = file->write();
        const std::unique_ptr<MdlFile> back = readMdl(written);
        QCOMPARE(largestError(back->positions(1), p), 0.375f * step);
        QCOMPARE(back->positions(0), file->positions(0));
        const qint64 frame1 = frameOffset(*back, 1);
        // Frame 0 and everything before it but the bounding radius: the same bytes.
        QCOMPARE(written.left(32), original.left(32));
        QCOMPARE(written.left(frame1).mid(36), original.left(frame1).mid(36));
    }

    // Growing x to twice its range doubles the x step: unedited frame 0 is re-quantized, its odd
    // coordinate 255 lands halfway between two levels and moves by exactly one unit (half a step).
    void growthRequantizesUneditedFrames()
    {
        std::unique_ptr<MdlFile> file = readMdl(gridCube("MDL3", 1.f));
        const std::vector<Eigen::Vector3f> frame0 = file->positions(0);
        std::vector<Eigen::Vector3f> p = file->positions(1); // x in {40, 200}: even, on the new grid
        p[1].x() = 510.f;
        QVERIFY(file->setPositions(1, p));

        const RepackReport r = file->repackReport();
        QVERIFY(r.repacks && r.packingChanged);
        QCOMPARE(r.oldPacking.scale, Eigen::Vector3f(1.f, 1.f, 1.f));
        QCOMPARE(r.newPacking.scale, Eigen::Vector3f(2.f, 1.f, 1.f));
        QCOMPARE(r.stepGrowth, Eigen::Vector3f(2.f, 1.f, 1.f));
        QCOMPARE(r.maxStepGrowth, 2.f);
        QVERIFY(r.uneditedRequantized);
        QVERIFY(r.uneditedLosePrecision());
        QCOMPARE(r.uneditedMaxError, 1.f);
        QCOMPARE(r.uneditedMaxErrorSteps, 0.5f);
        QCOMPARE(r.frames[0].maxError, 1.f);
        QVERIFY(!r.frames[0].edited);
        QVERIFY(r.frames[1].edited);
        QCOMPARE(r.frames[1].maxError, 0.f);
        QCOMPARE(r.frames[1].max.x(), 510.f);

        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        QCOMPARE(back->packing().scale, r.newPacking.scale);
        QCOMPARE(largestError(back->positions(0), frame0), 1.f);
        QCOMPARE(back->positions(1), p);
    }

    // Shrinking keeps every frame within half of the (finer) new step and is no warning.
    void shrinkIsNoLoss()
    {
        std::unique_ptr<MdlFile> file = readMdl(gridCube("MDL5", 1.f / 64.f));
        std::vector<Eigen::Vector3f> p = file->positions(0);
        for (Eigen::Vector3f &v : p)
            v *= 0.5f;
        QVERIFY(file->setPositions(0, p));
        const RepackReport r = file->repackReport();
        QVERIFY(r.packingChanged);
        QVERIFY(r.maxStepGrowth < 1.f);
        QVERIFY(r.uneditedRequantized);
        QVERIFY(!r.uneditedLosePrecision());
        QVERIFY(r.uneditedMaxErrorSteps <= 0.5f);
        QVERIFY(r.frames[1].maxErrorSteps <= 0.5f);
    }
};

QTEST_GUILESS_MAIN(TstMdlRepackReport)
#include "tst_mdlrepackreport.moc"
