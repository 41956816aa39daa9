// Real HMP4/HMP5/HMP7 files: byte-identical round trips, validation, transform, the HMP4/HMP7
// "heaven" pair and the stored-normal convention. Skips when ../shared/corpus is absent.
#include "common/normaltable.h"
#include "common_corpus.h"
#include "common_files.h"
#include "hmp/hmpfile.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace ackedit::format;
using ackedit::testing::corpusFiles;
using ackedit::testing::readFile;

namespace {

void addCorpusRows()
{
    QTest::addColumn<QString>("path");
    for (const QString &p : corpusFiles({QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")},
                                        {QStringLiteral(".hmp")}))
        QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
}

// Float rounding allowance on top of half a step: a few ulps of the magnitude involved.
float ulps(float magnitude) { return 4.f * std::nextafter(std::abs(magnitude), INFINITY) - 4.f * std::abs(magnitude); }

} // namespace

class TstHmpCorpus : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { ACKEDIT_REQUIRE_CORPUS(); }

    void corpusPresent()
    {
        // 3 HMP4 + 1 HMP5 + 6 HMP7 files are listed in MANIFEST.md.
        QCOMPARE(corpusFiles({QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")},
                             {QStringLiteral(".hmp")}).size(), 10);
    }

    void roundTrip_data() { addCorpusRows(); }
    void roundTrip()
    {
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        QVERIFY(!bytes.isEmpty());
        std::unique_ptr<HmpFile> f;
        try {
            f = readHmp(bytes);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString(path)));
        }
        QCOMPARE(f->kind(), AssetFile::Kind::Terrain);
        QCOMPARE(f->formatName(), QString::fromLatin1(bytes.left(4)));
        const QByteArray out = f->write();
        QCOMPARE(out.size(), bytes.size());
        QVERIFY(out == bytes);
        // Heights written back after an explicit no-op setHeights stay byte-identical too.
        for (int fr = 0; fr < f->frameCount(); ++fr)
            QVERIFY(f->setHeights(fr, f->heights(fr)));
        QVERIFY(f->write() == bytes);
        QVERIFY(!f->infoText().isEmpty());
        QVERIFY(!f->toJson(false).isEmpty());
    }

    void validates_data() { addCorpusRows(); }
    void validates()
    {
        QFETCH(QString, path);
        const auto f = readHmp(readFile(path));
        for (const ValidationIssue &issue : f->validate()) {
            if (issue.fatal)
                QFAIL(qPrintable(issue.where.toString(path)));
            qInfo("non-fatal: %s", qPrintable(issue.where.toString(QFileInfo(path).fileName())));
        }
    }

    // The reader's vectorised column split and height decode equal the plain per-record
    // definitions (uint16 height at offset 0 of each record, hmpDecode()).
    void decodeMatchesRecords_data() { addCorpusRows(); }
    void decodeMatchesRecords()
    {
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        const auto f = readHmp(bytes);
        const HmpHeader &h = f->header();
        const bool grid4 = h.ident == "HMP4" && h.version == 1;
        const qint64 vs = h.ident == "HMP4" ? (grid4 ? 8 : 4) : 4;
        const qint64 frameSize = 4 + 2 * (h.ident == "HMP4" && !grid4 ? 4 : 8) + 16 + qint64(h.numVerts) * vs;
        const qint64 firstFrame = bytes.size() - f->trailingData().size() - frameSize * h.numFrames;
        for (int fr = 0; fr < h.numFrames; ++fr) {
            const char *rec = bytes.constData() + firstFrame + fr * frameSize + (frameSize - h.numVerts * vs);
            const std::vector<float> heights = f->heights(fr);
            for (int i = 0; i < h.numVerts; ++i, rec += vs) {
                const int zAt = h.ident == "HMP4" ? (grid4 ? 4 : 2) : 0;
                const uint16_t z = h.ident == "HMP4" && !grid4 ? uint8_t(rec[zAt]) : uint16_t(uint8_t(rec[zAt]) | uint8_t(rec[zAt + 1]) << 8);
                const HmpFrame &frame = f->frames()[size_t(fr)];
                bool ok = frame.z[size_t(i)] == z && hmpSameBits(heights[size_t(i)], hmpDecode(h.offset.z(), h.scale.z(), z));
                if (h.ident != "HMP4")
                    ok = ok && frame.n0[size_t(i)] == uint8_t(rec[2]) && frame.n1[size_t(i)] == uint8_t(rec[3]);
                if (!ok)
                    QFAIL(qPrintable(QStringLiteral("frame %1 vertex %2 differs from its record").arg(fr).arg(i)));
            }
        }
    }

    void meshShape_data() { addCorpusRows(); }
    void meshShape()
    {
        QFETCH(QString, path);
        const auto f = readHmp(readFile(path));
        const TriangleMesh m = f->mesh(f->frameCount() - 1);
        QCOMPARE(int(m.positions.size()), f->vertexCount());
        QCOMPARE(m.normals.size(), m.positions.size());
        if (!f->isMesh())
            QCOMPARE(int(m.triangles.size()), 2 * (f->columns() - 1) * (f->rows() - 1));
        else
            QCOMPARE(int(m.triangles.size()), f->header().numTris);
        // Outward = up for a terrain: every non-degenerate face normal has z > 0.
        int up = 0, down = 0;
        for (const auto &t : m.triangles) {
            const Eigen::Vector3f n = (m.positions[t.v[1]] - m.positions[t.v[0]])
                                          .cross(m.positions[t.v[2]] - m.positions[t.v[0]]);
            (n.z() > 0.f ? up : down) += n.z() != 0.f ? 1 : 0;
        }
        QCOMPARE(down, 0);
        QVERIFY(up > 0);
    }

    // Stored normals point down (hmp.md); the up-normals we compute from the heights must agree
    // with their negation. This also pins the grid order (a mirrored y would flip ny).
    void storedNormalsAgree_data() { addCorpusRows(); }
    void storedNormalsAgree()
    {
        QFETCH(QString, path);
        const auto f = readHmp(readFile(path));
        const bool hmp7 = f->formatName() == QLatin1String("HMP7");
        const TriangleMesh m = f->mesh(0);
        const HmpFrame &fr = f->frames()[0];
        double sum = 0.0;
        for (size_t i = 0; i < fr.z.size(); ++i) {
            Eigen::Vector3f up;
            if (hmp7) {
                const float nx = int8_t(fr.n0[i]) / 127.f, ny = int8_t(fr.n1[i]) / 127.f;
                up = Eigen::Vector3f(-nx, -ny, std::sqrt(std::max(0.f, 1.f - nx * nx - ny * ny)));
            } else {
                up = -NormalTable::normal(fr.n0[i]);
            }
            sum += up.normalized().dot(m.normals[i]);
        }
        const double mean = sum / double(fr.z.size());
        qInfo("%s: mean dot(stored, computed) = %.4f", qPrintable(QFileInfo(path).fileName()), mean);
        QVERIFY2(mean > 0.9, qPrintable(QString::number(mean)));
    }

    // Our normal encoding reproduces MED's: force every normal to be recomputed (a non-uniform
    // transform that is numerically almost the identity) and compare with the stored bytes.
    // This pins the sign convention (down), the grid order, the triangulation and truncation.
    void recomputedNormalsMatchStored_data() { addCorpusRows(); }
    void recomputedNormalsMatchStored()
    {
        QFETCH(QString, path);
        const auto f = readHmp(readFile(path));
        const std::vector<uint8_t> n0 = f->frames()[0].n0, n1 = f->frames()[0].n1;
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Scaling(1.f, 1.f, 1.0000001f))));
        const auto g = readHmp(f->write());
        const bool hmp7 = f->formatName() == QLatin1String("HMP7");
        double sum = 0.0;
        int same = 0;
        const size_t n = n0.size();
        for (size_t i = 0; i < n; ++i) {
            const uint8_t a0 = g->frames()[0].n0[i], a1 = g->frames()[0].n1[i];
            same += (a0 == n0[i] && a1 == n1[i]) ? 1 : 0;
            if (hmp7) {
                sum += std::abs(int8_t(a0) - int8_t(n0[i])) + std::abs(int8_t(a1) - int8_t(n1[i]));
            } else {
                sum += NormalTable::normal(a0).dot(NormalTable::normal(n0[i]));
                QCOMPARE(a1, n1[i]); // pad byte kept
            }
        }
        const double mean = sum / double(n);
        qInfo("%s: %s %.3f, identical %d of %d", qPrintable(QFileInfo(path).fileName()),
              hmp7 ? "mean |dnx|+|dny|" : "mean dot", mean, same, int(n));
        QVERIFY(hmp7 ? mean < 0.05 : mean > 0.99);
        // MED's normals are reproduced except at float rounding boundaries.
        QVERIFY(same >= int(n) * 99 / 100);
    }

    void transformScale2_data() { addCorpusRows(); }
    void transformScale2()
    {
        QFETCH(QString, path);
        const auto f = readHmp(readFile(path));
        std::vector<std::vector<Eigen::Vector3f>> before(size_t(f->frameCount()));
        for (int fr = 0; fr < f->frameCount(); ++fr)
            for (int i = 0; i < f->vertexCount(); ++i)
                before[size_t(fr)].push_back(f->vertexPosition(fr, i));
        QVERIFY(f->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
        const auto g = readHmp(f->write());
        const Eigen::Vector3f step = g->quantizationStep();
        QCOMPARE(g->columns(), f->columns());
        float worst = 0.f;
        for (int fr = 0; fr < g->frameCount(); ++fr)
            for (int i = 0; i < g->vertexCount(); ++i) {
                const Eigen::Vector3f want = 2.f * before[size_t(fr)][size_t(i)];
                const Eigen::Vector3f got = g->vertexPosition(fr, i);
                for (int a = 0; a < 3; ++a) {
                    const float err = std::abs(got[a] - want[a]);
                    const float allowed = std::abs(step[a]) / 2.f + ulps(std::abs(want[a]) + std::abs(step[a]) * 65535.f);
                    if (err > allowed)
                        QFAIL(qPrintable(QStringLiteral("frame %1 vertex %2 axis %3: error %4 > %5")
                                             .arg(fr).arg(i).arg(a).arg(double(err)).arg(double(allowed))));
                    if (step[a] > 0.f)
                        worst = std::max(worst, err / step[a]);
                }
            }
        qInfo("%s: worst error %.4f steps", qPrintable(QFileInfo(path).fileName()), double(worst));
        // Normals were kept: a uniform scale does not change slopes.
        QVERIFY(g->frames()[0].n0 == f->frames()[0].n0);
    }

    // Editing one vertex of a real file (inside its frame's height range) changes only that
    // height and the stored normals of its 3x3 neighbourhood; MED's other normals stay.
    void localEdit_data() { addCorpusRows(); }
    void localEdit()
    {
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        const auto f = readHmp(bytes);
        if (f->isMesh())
            QSKIP("HMP4 version 0 is a mesh (covered by hmp4MeshVersion0)");
        const std::vector<float> h = f->heights(0);
        const auto [lo, hi] = std::minmax_element(h.begin(), h.end());
        if (!(*hi > *lo))
            QSKIP("flat terrain");
        // A middle vertex that is not an extreme (moving an extreme would change the packing).
        const int cols = f->columns(), r = f->rows() / 2;
        int c = cols / 2;
        while (c + 2 < cols && (h[size_t(r * cols + c)] == *lo || h[size_t(r * cols + c)] == *hi))
            ++c;
        const int index = r * cols + c;
        const float mid = *lo + 0.37f * (*hi - *lo);
        QVERIFY(h[size_t(index)] != mid);
        QVERIFY(f->setHeight(0, index, mid));
        const QByteArray out = f->write();
        QCOMPARE(out.size(), bytes.size());
        const bool hmp4 = f->formatName() == QLatin1String("HMP4");
        const qint64 vs = hmp4 ? 8 : 4;
        const qint64 frameSize = 36 + vs * f->vertexCount();
        const qint64 base = bytes.size() - f->frameCount() * frameSize + 36; // frame 0 vertices
        const auto normalBytes = [&](int i) {
            const qint64 at = base + i * vs;
            return hmp4 ? std::vector<qint64>{at + 6} : std::vector<qint64>{at + 2, at + 3};
        };
        std::set<qint64> allowed{base + index * vs + (hmp4 ? 4 : 0), base + index * vs + (hmp4 ? 5 : 1)};
        for (int rr = r - 1; rr <= r + 1; ++rr)
            for (int cc = c - 1; cc <= c + 1; ++cc)
                for (qint64 b : normalBytes(rr * cols + cc))
                    allowed.insert(b);
        if (f->formatName() == QLatin1String("HMP5")) // HMP5: byte 3 is a pad byte, kept
            for (int rr = r - 1; rr <= r + 1; ++rr)
                for (int cc = c - 1; cc <= c + 1; ++cc)
                    allowed.erase(base + (rr * cols + cc) * vs + 3);
        int changed = 0;
        for (qint64 i = 0; i < bytes.size(); ++i) {
            if (bytes.at(i) == out.at(i))
                continue;
            ++changed;
            QVERIFY2(allowed.count(i), qPrintable(QStringLiteral("byte %1 changed").arg(i)));
        }
        QVERIFY(changed >= 1);
        const auto g = readHmp(out);
        QVERIFY(std::abs(g->height(0, index) - mid) <= g->quantizationStep().z() / 2.f * 1.001f);
    }

    void heavenPair()
    {
        const QString dir = ackedit::testing::corpusDir();
        const auto a = readHmp(readFile(dir + QStringLiteral("/hmp4/ack4stuff_heaven.hmp")));
        const auto b = readHmp(readFile(dir + QStringLiteral("/hmp7/conflict_heaven.hmp")));
        QCOMPARE(a->formatName(), QStringLiteral("HMP4"));
        QCOMPARE(b->formatName(), QStringLiteral("HMP7"));
        QCOMPARE(a->columns(), b->columns());
        QCOMPARE(a->rows(), b->rows());
        QCOMPARE(a->cellSize(), b->cellSize());
        const std::vector<float> ha = a->heights(0), hb = b->heights(0);
        QCOMPARE(ha.size(), size_t(400));
        QVERIFY(ha == hb);
        // The HMP4 file stores x/y too: they agree with the grid formula used for both.
        for (int i = 0; i < a->vertexCount(); ++i) {
            const HmpFrame &fr = a->frames()[0];
            const Eigen::Vector3f p = a->vertexPosition(0, i);
            const HmpHeader &h = a->header();
            QVERIFY(std::abs(h.offset.x() + h.scale.x() * fr.x[size_t(i)] - p.x()) <= h.scale.x());
            QVERIFY(std::abs(h.offset.y() + h.scale.y() * fr.y[size_t(i)] - p.y()) <= h.scale.y());
            QCOMPARE(p, b->vertexPosition(0, i));
        }
        // Vertex 0 is the north-west corner.
        QCOMPARE(a->frames()[0].x[0], uint16_t(0));
        QCOMPARE(a->frames()[0].y[0], uint16_t(65535));
    }

    void hmp4MeshVersion0()
    {
        const auto f = readHmp(readFile(ackedit::testing::corpusDir() + QStringLiteral("/hmp4/ack4stuff_test.hmp")));
        QVERIFY(f->isMesh());
        QCOMPARE(f->version(), 0);
        QCOMPARE(int(f->triangles().size()), 722);
        QCOMPARE(int(f->skinVertices().size()), 400);
        QCOMPARE(f->quantizationStep().x(), f->header().scale.x());
        // Edit every height: byte repacking keeps the error within half a step.
        std::vector<float> h = f->heights(0);
        for (size_t i = 0; i < h.size(); ++i)
            h[i] = h[i] * 1.5f + float(i % 7);
        QVERIFY(f->setHeights(0, h));
        const float step = f->quantizationStep().z();
        const auto g = readHmp(f->write());
        QCOMPARE(g->header().scale.z(), step);
        const std::vector<float> back = g->heights(0);
        for (size_t i = 0; i < h.size(); ++i)
            QVERIFY(std::abs(back[i] - h[i]) <= step / 2.f + ulps(std::abs(h[i]) + 255.f * step));
    }
};

QTEST_GUILESS_MAIN(TstHmpCorpus)
#include "tst_hmpcorpus.moc"
