// HmpFile::resizeGrid: a new vertex count and cell size for every frame, written in the file's
// own format (HMP4 v1 with regenerated packed x/y, HMP5, HMP7), centred as MED centres terrains
// (or around the old centre), and read back with every height within half a step.
#include "hmpfixtures.h"

#include <QtTest>

using namespace ackedit::format;
using namespace hmptest;

namespace {

std::unique_ptr<HmpFile> fixture(const QString &version, int cols, int rows)
{
    std::optional<HmpSkin> skin;
    if (version == QLatin1String("HMP4"))
        skin = HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8));
    return HmpFile::create(version, cols, rows, 4.f, 3.f, wave(cols, rows), skin);
}

} // namespace

class TstHmpResize : public QObject
{
    Q_OBJECT
private slots:
    void resize_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("frames");
        QTest::newRow("HMP4") << QStringLiteral("HMP4") << 1;
        QTest::newRow("HMP5") << QStringLiteral("HMP5") << 1;
        QTest::newRow("HMP7") << QStringLiteral("HMP7") << 1;
        QTest::newRow("HMP7 3 frames") << QStringLiteral("HMP7") << 3;
        QTest::newRow("HMP4 2 frames") << QStringLiteral("HMP4") << 2;
    }
    void resize()
    {
        QFETCH(QString, version);
        QFETCH(int, frames);
        auto f = fixture(version, 9, 7);
        for (int i = 1; i < frames; ++i)
            QVERIFY(f->addFrame("F" + QByteArray::number(i), wave(9, 7, 3.f * i, 2.f)) == i);
        const int cols = 17, rows = 5;
        std::vector<std::vector<float>> heights;
        for (int i = 0; i < frames; ++i)
            heights.push_back(wave(cols, rows, 20.f + float(i), -5.f * float(i)));
        QVERIFY(f->resizeGrid(cols, rows, 2.f, 4.5f, heights));
        QCOMPARE(f->columns(), cols);
        QCOMPARE(f->heights(frames - 1), heights.back());

        const QByteArray bytes = f->write();
        auto back = HmpFile::read(bytes);
        QCOMPARE(back->header().ident, version.toLatin1());
        QCOMPARE(back->columns(), cols);
        QCOMPARE(back->rows(), rows);
        QCOMPARE(back->vertexCount(), cols * rows);
        QCOMPARE(back->frameCount(), frames);
        QCOMPARE(back->cellSize(), Eigen::Vector2f(2.f, 4.5f));
        for (const auto &issue : back->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        // MED's centring formulas.
        QCOMPARE(back->header().offset.x(), float(-16 * 2.0 / 2.0));
        QCOMPARE(back->header().offset.y(), float(-4 * 4.5 / 2.0));
        QCOMPARE(back->header().scale.x(), float(16 * 2.0 / 65535.0));
        QCOMPARE(back->gridPosition(0, cols - 1, 0), Eigen::Vector3f(16.f, 9.f, back->heights(0)[size_t(cols - 1)]));
        const float step = back->header().scale.z();
        for (int i = 0; i < frames; ++i) {
            const std::vector<float> h = back->heights(i);
            for (size_t k = 0; k < h.size(); ++k)
                QVERIFY(std::abs(h[k] - heights[size_t(i)][k]) <= step * 0.5f * 1.001f);
        }
        if (version == QLatin1String("HMP4")) {
            // Packed x/y span the grid: last column 65535, first row (north) 65535.
            const HmpFrame &fr = back->frames()[0];
            QCOMPARE(int(fr.x[size_t(cols - 1)]), 65535);
            QCOMPARE(int(fr.y[0]), 65535);
            QCOMPARE(int(fr.y[size_t(cols * (rows - 1))]), 0);
            QVERIFY(back->header().boundingRadius > 32.f); // the new diagonal
        }
        // Normals were all recomputed: they match a file created from the new heights.
        auto fresh = HmpFile::create(version, cols, rows, 2.f, 4.5f, back->heights(0));
        int mismatches = 0;
        for (size_t k = 0; k < size_t(cols * rows); ++k)
            mismatches += fresh->frames()[0].n0[k] != back->frames()[0].n0[k] ? 1 : 0;
        QVERIFY2(mismatches * 10 <= cols * rows, qPrintable(QString::number(mismatches)));
    }

    void keepsAnOffCentreCentre()
    {
        auto f = fixture(QStringLiteral("HMP7"), 9, 7);
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Translation3f(100.f, -50.f, 0.f))));
        const Eigen::Vector3f centre = (f->gridPosition(0, 0, 0) + f->gridPosition(0, 8, 6)) / 2.f;
        QVERIFY(f->resizeGrid(5, 5, 10.f, 10.f, {std::vector<float>(25, 1.f)}));
        const Eigen::Vector3f after = (f->gridPosition(0, 0, 0) + f->gridPosition(0, 4, 4)) / 2.f;
        QVERIFY((after.head<2>() - centre.head<2>()).norm() < 1e-3f);
    }

    void rejects()
    {
        auto f = fixture(QStringLiteral("HMP5"), 6, 6);
        const QByteArray before = f->write();
        QVERIFY(!f->resizeGrid(1, 6, 1.f, 1.f, {std::vector<float>(6, 0.f)}));
        QVERIFY(!f->resizeGrid(4, 4, 1.f, 1.f, {std::vector<float>(15, 0.f)}));
        QVERIFY(!f->resizeGrid(4, 4, 1.f, 1.f, {}));
        QVERIFY(!f->resizeGrid(4, 4, 1.f, 1.f, {std::vector<float>(16, 0.f), std::vector<float>(16, 0.f)}));
        QVERIFY(!f->resizeGrid(4, 4, 0.f, 1.f, {std::vector<float>(16, 0.f)}));
        std::vector<float> nan(16, 0.f);
        nan[3] = std::numeric_limits<float>::quiet_NaN();
        QVERIFY(!f->resizeGrid(4, 4, 1.f, 1.f, {nan}));
        QCOMPARE(f->write(), before); // nothing changed
        auto mesh = HmpFile::read(hmp4Mesh());
        QVERIFY(!mesh->resizeGrid(3, 3, 1.f, 1.f, {std::vector<float>(9, 0.f), std::vector<float>(9, 0.f)}));
    }
};

QTEST_GUILESS_MAIN(TstHmpResize)
#include "tst_hmpresize.moc"
