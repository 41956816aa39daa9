// Editing HMP terrains: repacking within half a quantisation step, edits touching only the
// bytes they must, normals in the downward convention around the edit, transform().
#include "common/normaltable.h"
#include "format/hmp/hmpfixtures.h"

#include <QRandomGenerator>
#include <QtTest>

#include <set>

using namespace ackedit::format;
using namespace hmptest;

namespace {

float ulps4(float magnitude)
{
    magnitude = std::abs(magnitude);
    return 4.f * (std::nextafter(magnitude, INFINITY) - magnitude);
}

int zOffset(const QString &version) { return version == QLatin1String("HMP4") ? 4 : 0; }
int recordSize(const QString &version) { return version == QLatin1String("HMP4") ? 8 : 4; }

// Byte offsets of the stored normal of vertex i (frame 0, no skins).
std::vector<qint64> normalBytes(const QString &version, int i)
{
    const qint64 base = 84 + 36 + qint64(i) * recordSize(version);
    if (version == QLatin1String("HMP4"))
        return {base + 6};
    if (version == QLatin1String("HMP5"))
        return {base + 2};
    return {base + 2, base + 3};
}

std::set<qint64> diff(const QByteArray &a, const QByteArray &b)
{
    std::set<qint64> out;
    for (qint64 i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a.at(i) != b.at(i))
            out.insert(i);
    return out;
}

void addVersions()
{
    QTest::addColumn<QString>("version");
    for (const char *v : {"HMP4", "HMP5", "HMP7"})
        QTest::newRow(v) << QString::fromLatin1(v);
}

int8_t nx(const HmpFile &f, int i) { return int8_t(f.frames()[0].n0[size_t(i)]); }
int8_t ny(const HmpFile &f, int i) { return int8_t(f.frames()[0].n1[size_t(i)]); }

} // namespace

class TstHmpEdit : public QObject
{
    Q_OBJECT
private slots:
    // The quantisation error after repacking is at most half a step (scale z): every height is
    // encoded as round((h - offset) / scale), so |decode - h| <= scale / 2 up to float rounding
    // of the decoded value itself (a few ulps of its magnitude).
    void repackWithinHalfStep_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<float>("amplitude");
        QTest::addColumn<float>("base");
        for (const char *v : {"HMP4", "HMP5", "HMP7"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 wide").arg(QLatin1String(v)))) << QString::fromLatin1(v) << 800.f << 0.f;
            QTest::newRow(qPrintable(QStringLiteral("%1 tiny").arg(QLatin1String(v)))) << QString::fromLatin1(v) << 0.01f << 0.f;
            QTest::newRow(qPrintable(QStringLiteral("%1 high").arg(QLatin1String(v)))) << QString::fromLatin1(v) << 40.f << 5000.f;
            QTest::newRow(qPrintable(QStringLiteral("%1 below zero").arg(QLatin1String(v)))) << QString::fromLatin1(v) << 60.f << -900.f;
        }
    }
    void repackWithinHalfStep()
    {
        QFETCH(QString, version);
        QFETCH(float, amplitude);
        QFETCH(float, base);
        const int cols = 17, rows = 13;
        auto f = HmpFile::create(version, cols, rows, 4.f, 4.f, wave(cols, rows));
        QVERIFY(f->addFrame("Frame1", wave(cols, rows)) == 1);
        QRandomGenerator rng(4711);
        std::vector<std::vector<float>> want(2);
        for (int fr = 0; fr < 2; ++fr) {
            for (int i = 0; i < cols * rows; ++i)
                want[size_t(fr)].push_back(base + amplitude * float(rng.generateDouble() * 2.0 - 1.0));
            QVERIFY(f->setHeights(fr, want[size_t(fr)]));
        }
        const float step = f->quantizationStep().z();
        const auto g = readHmp(f->write());
        QCOMPARE(g->header().scale.z(), step);
        float worst = 0.f;
        bool sawZero = false, sawTop = false;
        for (int fr = 0; fr < 2; ++fr) {
            const std::vector<float> got = g->heights(fr);
            for (size_t i = 0; i < got.size(); ++i) {
                const float err = std::abs(got[i] - want[size_t(fr)][i]);
                QVERIFY2(err <= step / 2.f + ulps4(std::abs(base) + amplitude),
                         qPrintable(QStringLiteral("error %1 > half step %2").arg(double(err)).arg(double(step / 2.f))));
                worst = std::max(worst, err / step);
                sawZero |= g->frames()[size_t(fr)].z[i] == 0;
                sawTop |= g->frames()[size_t(fr)].z[i] == 65535;
            }
        }
        // Full 0..65535 range over all frames.
        QVERIFY(sawZero && sawTop);
        qInfo("worst error %.6f steps (step %g)", double(worst), double(step));
        // Where float rounding of the heights is negligible against the step, the bound is 0.5.
        if (ulps4(std::abs(base) + amplitude) < 1e-3f * step)
            QVERIFY(worst <= 0.5f + 1e-3f);
    }

    // An edit inside the height range changes exactly that height and the normals around it.
    void editChangesOnlyExpectedBytes_data() { addVersions(); }
    void editChangesOnlyExpectedBytes()
    {
        QFETCH(QString, version);
        const int cols = 8, rows = 7, r = 3, c = 4, index = r * cols + c;
        auto f = HmpFile::create(version, cols, rows, 2.f, 2.f, wave(cols, rows));
        const QByteArray before = f->write();
        const std::vector<float> h = f->heights(0);
        const auto [lo, hi] = std::minmax_element(h.begin(), h.end());
        QVERIFY(f->setHeight(0, index, *lo + 0.8f * (*hi - *lo)));
        QCOMPARE(f->quantizationStep().z(), f->header().scale.z()); // packing kept
        const QByteArray after = f->write();
        QCOMPARE(after.size(), before.size());
        std::set<qint64> allowed;
        const qint64 z = 84 + 36 + qint64(index) * recordSize(version) + zOffset(version);
        allowed.insert(z);
        allowed.insert(z + 1);
        for (int rr = r - 1; rr <= r + 1; ++rr)
            for (int cc = c - 1; cc <= c + 1; ++cc)
                for (qint64 b : normalBytes(version, rr * cols + cc))
                    allowed.insert(b);
        const std::set<qint64> changed = diff(before, after);
        for (qint64 b : changed)
            QVERIFY2(allowed.count(b), qPrintable(QStringLiteral("byte %1 changed").arg(b)));
        QVERIFY(changed.count(z) || changed.count(z + 1));
        QVERIFY(changed.size() >= 3); // the height and some normals
        // Putting the old value back restores the original bytes exactly.
        QVERIFY(f->setHeight(0, index, h[size_t(index)]));
        QCOMPARE(f->write(), before);
    }

    // Raising the maximum moves scale z only (offset z = min stays), repacks every height, but
    // stored normals still change only around the edited vertex.
    void newMaximumRepacks_data() { addVersions(); }
    void newMaximumRepacks()
    {
        QFETCH(QString, version);
        const int cols = 8, rows = 7, r = 2, c = 5, index = r * cols + c;
        auto f = HmpFile::create(version, cols, rows, 2.f, 2.f, wave(cols, rows));
        const QByteArray before = f->write();
        const std::vector<float> h = f->heights(0);
        QVERIFY(f->setHeight(0, index, *std::max_element(h.begin(), h.end()) + 25.f));
        const QByteArray after = f->write();
        std::set<qint64> header;
        for (qint64 b : diff(before, after))
            if (b < 84)
                header.insert(b / 4 * 4);
        QCOMPARE(header, (std::set<qint64>{16}));  // scale.z; offset.z (28) did not move
        const auto g = readHmp(after);
        QVERIFY(g->header().scale.z() > f->header().scale.z());
        for (int i = 0; i < cols * rows; ++i) {
            const int rr = i / cols, cc = i % cols;
            if (std::abs(rr - r) <= 1 && std::abs(cc - c) <= 1)
                continue;
            for (qint64 b : normalBytes(version, i))
                QCOMPARE(after.at(b), before.at(b));
            if (version == QLatin1String("HMP4")) { // packed grid x/y untouched
                QCOMPARE(after.mid(120 + 8 * i, 4), before.mid(120 + 8 * i, 4));
            }
        }
    }

    // A single bump on flat ground: the normals around it lean away from the peak, in the
    // downward convention (HMP7 nx = -127 * up.x, HMP4/5 the table entry nearest to -up).
    void normalsAroundBump_data() { addVersions(); }
    void normalsAroundBump()
    {
        QFETCH(QString, version);
        const int cols = 9, rows = 9, peak = 4 * cols + 4;
        auto f = HmpFile::create(version, cols, rows, 1.f, 1.f, std::vector<float>(81, 0.f));
        f->addFrame("unused", std::vector<float>(81, 0.f)); // gives the file a height range
        std::vector<float> h1(81, 0.f);
        h1[0] = 20.f;
        QVERIFY(f->setHeights(1, h1));
        f = readHmp(f->write());
        const auto untouched = f->frames()[0];
        QVERIFY(f->setHeight(0, peak, 10.f));
        const auto g = readHmp(f->write());
        const HmpFrame &fr = g->frames()[0];
        const int west = peak - 1, east = peak + 1, north = peak - cols, south = peak + cols;
        if (version == QLatin1String("HMP7")) {
            QVERIFY(nx(*g, west) > 30);   // up leans west (-x): nx = -127 up.x > 0
            QVERIFY(nx(*g, east) < -30);
            QVERIFY(ny(*g, north) < -30); // up leans north (+y): ny < 0
            QVERIFY(ny(*g, south) > 30);
            QCOMPARE(ny(*g, peak), int8_t(0));
            QCOMPARE(nx(*g, peak), int8_t(0));
        } else {
            const auto stored = [&](int i) { return NormalTable::normal(fr.n0[size_t(i)]); };
            QVERIFY(stored(west).x() > 0.2f && stored(west).z() < 0.f);
            QVERIFY(stored(east).x() < -0.2f);
            QVERIFY(stored(north).y() < -0.2f);
            QVERIFY(stored(south).y() > 0.2f);
            QCOMPARE(stored(peak), Eigen::Vector3f(0.f, 0.f, -1.f));
        }
        // Outside the 3x3 block nothing was recomputed.
        for (int i = 0; i < 81; ++i) {
            if (std::abs(i / cols - 4) <= 1 && std::abs(i % cols - 4) <= 1)
                continue;
            QCOMPARE(fr.n0[size_t(i)], untouched.n0[size_t(i)]);
            QCOMPARE(fr.n1[size_t(i)], untouched.n1[size_t(i)]);
        }
    }

    void rampNormalsExact()
    {
        // h rises 0.5 per unit towards the east: up = (-0.5, 0, 1) / |..| -> nx = trunc(127 * 0.4472) = 56.
        std::vector<float> h(36);
        for (int i = 0; i < 36; ++i)
            h[size_t(i)] = float(i % 6);
        const auto f = HmpFile::create(QStringLiteral("HMP7"), 6, 6, 2.f, 2.f, h);
        for (int i = 0; i < 36; ++i) {
            QCOMPARE(nx(*f, i), int8_t(56));
            QCOMPARE(ny(*f, i), int8_t(0));
        }
        // Rising towards the north (row 0): up.y < 0, so ny = +56.
        for (int i = 0; i < 36; ++i)
            h[size_t(i)] = float(5 - i / 6);
        const auto g = HmpFile::create(QStringLiteral("HMP7"), 6, 6, 2.f, 2.f, h);
        QCOMPARE(ny(*g, 14), int8_t(56));
        QCOMPARE(nx(*g, 14), int8_t(0));
        const auto g5 = HmpFile::create(QStringLiteral("HMP5"), 6, 6, 2.f, 2.f, h);
        QCOMPARE(int(g5->frames()[0].n0[14]), NormalTable::nearestIndex(Eigen::Vector3f(0.f, 0.4472136f, -0.8944272f)));
    }

    void transformRejectsRotation()
    {
        auto f = HmpFile::create(QStringLiteral("HMP7"), 5, 5, 1.f, 1.f, wave(5, 5));
        const QByteArray before = f->write();
        QVERIFY(!f->transform(Eigen::Affine3f(Eigen::AngleAxisf(0.3f, Eigen::Vector3f::UnitZ()))));
        QVERIFY(!f->transform(Eigen::Affine3f(Eigen::Scaling(-1.f, 1.f, 1.f))));
        QVERIFY(!f->transform(Eigen::Affine3f(Eigen::Scaling(1.f, 1.f, 0.f))));
        QCOMPARE(f->write(), before);
        auto mesh = readHmp(hmp4Mesh());
        QVERIFY(!mesh->transform(Eigen::Affine3f(Eigen::Scaling(1.f, 1.f, -1.f))));
    }

    void transformNonUniform_data() { addVersions(); }
    void transformNonUniform()
    {
        QFETCH(QString, version);
        std::vector<float> h(36);
        for (int i = 0; i < 36; ++i)
            h[size_t(i)] = float(i % 6);
        auto f = HmpFile::create(version, 6, 6, 2.f, 2.f, h);
        const auto packedBefore = f->frames()[0].z;
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Scaling(2.f, 1.f, 1.f))));
        QCOMPARE(f->cellSize(), Eigen::Vector2f(4.f, 2.f));
        // Grid spacing changed: scale / offset x follow hmp.md's formulas.
        QCOMPARE(f->header().scale.x(), float(5 * 4.0 / 65535.0));
        QCOMPARE(f->header().offset.x(), -10.f);
        QCOMPARE(f->header().offset.y(), -5.f);
        const auto g = readHmp(f->write());
        QCOMPARE(g->frames()[0].z, packedBefore);  // heights did not change
        QCOMPARE(g->vertexPosition(0, 7), Eigen::Vector3f(-6.f, 3.f, 1.f));
        // The slope halved, so all normals were recomputed: up = (-0.25, 0, 1)/|..|.
        if (version == QLatin1String("HMP7"))
            QCOMPARE(nx(*g, 14), int8_t(30)); // trunc(127 * 0.2425)
        else
            QCOMPARE(int(g->frames()[0].n0[14]), NormalTable::nearestIndex(Eigen::Vector3f(0.2425f, 0.f, -0.9701f)));
        if (version != QLatin1String("HMP7"))
            QVERIFY(std::abs(g->header().boundingRadius - std::sqrt(20.f * 20.f + 10.f * 10.f + 25.f)) < 1e-3f);
    }

    void transformTranslation_data() { addVersions(); }
    void transformTranslation()
    {
        QFETCH(QString, version);
        auto f = HmpFile::create(version, 7, 5, 3.f, 3.f, wave(7, 5));
        const std::vector<float> h = f->heights(0);
        const auto normals = f->frames()[0].n0;
        const HmpHeader before = f->header();
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Translation3f(10.f, -5.f, 3.f))));
        const auto g = readHmp(f->write());
        QCOMPARE(g->header().offset.x(), before.offset.x() + 10.f);
        QCOMPARE(g->header().offset.y(), before.offset.y() - 5.f);
        QCOMPARE(g->header().scale.x(), before.scale.x());
        QCOMPARE(g->cellSize(), Eigen::Vector2f(3.f, 3.f));
        const float step = g->quantizationStep().z();
        for (size_t i = 0; i < h.size(); ++i)
            QVERIFY(std::abs(g->heights(0)[i] - (h[i] + 3.f)) <= step / 2.f + ulps4(30.f));
        QCOMPARE(g->frames()[0].n0, normals); // slopes unchanged: normals kept
    }

    void transformMirrorsHeights()
    {
        auto f = HmpFile::create(QStringLiteral("HMP7"), 6, 6, 1.f, 1.f, wave(6, 6));
        const std::vector<float> h = f->heights(0);
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Scaling(1.f, 1.f, -1.f))));
        const auto g = readHmp(f->write());
        const float step = g->quantizationStep().z();
        for (size_t i = 0; i < h.size(); ++i)
            QVERIFY(std::abs(g->heights(0)[i] + h[i]) <= step / 2.f + ulps4(20.f));
    }

    void quantizationStepTracksEdits()
    {
        auto f = HmpFile::create(QStringLiteral("HMP7"), 4, 4, 2.f, 3.f, wave(4, 4));
        QCOMPARE(f->quantizationStep(), f->header().scale);
        QCOMPARE(f->quantizationStep().x(), float(3 * 2.0 / 65535.0));
        QVERIFY(f->setHeight(0, 5, 1000.f));
        const float step = f->quantizationStep().z();
        QVERIFY(step > f->header().scale.z());
        QCOMPARE(readHmp(f->write())->header().scale.z(), step);
    }

    void settersRejectBadInput()
    {
        auto f = HmpFile::create(QStringLiteral("HMP5"), 3, 3, 1.f, 1.f, wave(3, 3));
        QVERIFY(!f->setHeight(0, 9, 1.f));
        QVERIFY(!f->setHeight(1, 0, 1.f));
        QVERIFY(!f->setHeight(0, -1, 1.f));
        QVERIFY(!f->setHeight(0, 0, NAN));
        QVERIFY(!f->setHeights(0, std::vector<float>(8, 0.f)));
        QVERIFY(f->heights(3).empty());
        QCOMPARE(f->vertexPosition(5, 0), Eigen::Vector3f::Zero());
        QVERIFY(f->mesh(7).positions.empty());
        QVERIFY(f->skinImage(0).isNull());
    }

    // A bbox that tracked the frame's packed z range keeps tracking it; one that did not (MED's
    // constant (0,0,0)/(65535,..) in multi-frame HMP7 files) keeps its bytes.
    void frameBboxes()
    {
        auto f = HmpFile::create(QStringLiteral("HMP7"), 4, 4, 1.f, 1.f, wave(4, 4));
        f->addFrame("Frame1", wave(4, 4, 3.f, 1.f));
        QByteArray bytes = f->write();
        const qint64 frameSize = 36 + 16 * 4, frame1 = 84 + frameSize;
        const auto read = readHmp(bytes);
        QVERIFY(read->frames()[1].bboxTracksHeights);
        // Make frame 1's bbox constant (0 / 65535) although its heights do not span that.
        bytes[frame1 + 8] = 0; bytes[frame1 + 9] = 0;
        bytes[frame1 + 16] = char(0xff); bytes[frame1 + 17] = char(0xff);
        auto g = readHmp(bytes);
        QVERIFY(!g->frames()[1].bboxTracksHeights);
        QVERIFY(g->setHeight(1, 3, 100.f));
        QVERIFY(g->setHeight(0, 3, -100.f));
        const QByteArray out = g->write();
        QCOMPARE(out.mid(frame1 + 4, 16), bytes.mid(frame1 + 4, 16));
        const auto back = readHmp(out);
        const auto &z0 = back->frames()[0].z;
        QCOMPARE(back->frames()[0].bboxMin.mid(4, 2), QByteArray(2, '\0'));
        const uint16_t hi0 = *std::max_element(z0.begin(), z0.end());
        QCOMPARE(uint16_t(uint8_t(back->frames()[0].bboxMax.at(4)) | (uint8_t(back->frames()[0].bboxMax.at(5)) << 8)), hi0);
    }
};

QTEST_GUILESS_MAIN(TstHmpEdit)
#include "tst_hmpedit.moc"
