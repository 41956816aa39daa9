// Real MDL2/3/4/5 and IDPO files from ../shared/corpus: byte-identical round trip, no fatal
// validation issue, a global scale by 2 reads back within half a step, Quake-made IDPO normals are
// detected, the mesh of every closed model is outward, truncation always throws. Skipped when the corpus is absent.
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl/meshorientation.h"

#include "common/normaltable.h"

#include <QtTest>

using namespace ackedit::format;
using namespace mdlfixture;
using ackedit::testing::readFile;

class TstMdlCorpus : public QObject
{
    Q_OBJECT
private:
    static void corpusRows()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = ackedit::testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"), QStringLiteral("idpo")},
            {QStringLiteral(".mdl")});
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

private slots:
    void corpusPresent()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = ackedit::testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"), QStringLiteral("idpo")},
            {QStringLiteral(".mdl")});
        QVERIFY2(files.size() >= 20, qPrintable(QStringLiteral("only %1 files").arg(files.size())));
    }

    void roundTripAndValidate_data() { corpusRows(); }
    void roundTripAndValidate()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        QVERIFY(!bytes.isEmpty());
        const std::unique_ptr<MdlFile> file = readMdl(bytes);
        QCOMPARE(file->formatName(), QString::fromLatin1(bytes.left(4)));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size());
        QVERIFY2(out == bytes, "not byte-identical");
        for (const ValidationIssue &i : file->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString(QFileInfo(path).fileName())));
        QVERIFY(file->frameCount() >= 1);
        QCOMPARE(file->frameNames().size(), file->frameCount());
        for (int s = 0; s < file->skinCount(); ++s) {
            const RgbaImage img = file->skinImage(s);
            QVERIFY(!img.isNull());
            QCOMPARE(img.width, file->skins()[size_t(s)].width);
        }
        const TriangleMesh mesh = file->mesh(0);
        QCOMPARE(mesh.triangles.size(), file->triangles().size());
        QVERIFY(!file->infoText().isEmpty());
        QVERIFY(!file->toJson(true).isEmpty());
    }

    void winding_data() { corpusRows(); }
    void winding()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const std::unique_ptr<MdlFile> file = readMdl(readFile(path));
        // Only the Quake-made IDPO files store outward normals (both corpus IDPO files do; idpo.md).
        QCOMPARE(file->hasOutwardNormals(), file->version() == MdlFile::Version::Idpo);
        // The mesh is outward for every file: geometric normals mostly agree with the stored ones.
        const TriangleMesh mesh = file->mesh(0);
        std::vector<std::array<uint32_t, 3>> tris;
        for (const auto &t : mesh.triangles)
            tris.push_back(t.v);
        const std::vector<Eigen::Vector3f> geo = vertexNormals(mesh.positions, tris);
        int agree = 0, disagree = 0;
        for (size_t i = 0; i < geo.size(); ++i) {
            const float d = geo[i].dot(mesh.normals[i]);
            agree += d > 0.3f;
            disagree += d < -0.3f;
        }
        // ackmania_dorns is double-sided foliage (stored normals point both ways).
        if (!path.endsWith(QLatin1String("ackmania_dorns.mdl")) && !path.endsWith(QLatin1String("flw_cape.mdl")))
            QVERIFY2(agree > disagree, qPrintable(QStringLiteral("%1 agree, %2 disagree").arg(agree).arg(disagree)));
    }

    // Every closed solid of the corpus (8 files: the stored triangles give all of them a negative
    // volume, the file convention is clockwise seen from outside) has an outward mesh: positive
    // volume, and at least 80 % of its vertex normals on the side of the adjacent face normals.
    void closedModelsAreOutward()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = ackedit::testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"), QStringLiteral("idpo")},
            {QStringLiteral(".mdl")});
        int solids = 0;
        for (const QString &path : files) {
            meshorientation::checkOutwardIfSolid(QFileInfo(path).fileName(), readMdl(readFile(path))->mesh(0), &solids);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(solids >= 8, qPrintable(QStringLiteral("only %1 closed models").arg(solids)));
    }

    // Scaling by 2 moves every vertex, so the writer recomputes all normal indices; they must
    // come out in the file's own convention (inward for Gamestudio, outward for Quake). Over the
    // used vertices of the whole corpus at least 95 % keep the side of the original normal
    // (double-sided foliage such as ackmania_dorns or flw_cape cannot agree everywhere). A
    // recomputation in the wrong convention gives about 5 %.
    void scaledNormalsKeepTheFileConvention()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = ackedit::testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"), QStringLiteral("idpo")},
            {QStringLiteral(".mdl")});
        int same = 0, equal = 0, total = 0;
        for (const QString &path : files) {
            const std::unique_ptr<MdlFile> original = readMdl(readFile(path));
            std::unique_ptr<MdlFile> file = readMdl(readFile(path));
            QVERIFY(file->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
            const std::unique_ptr<MdlFile> back = readMdl(file->write());
            std::vector<char> used(size_t(original->vertexCount()), 0);
            for (const MdlTriangle &t : original->triangles())
                for (int v : t.v)
                    used[size_t(v)] = 1;
            const auto &before = original->frames()[0].poses[0].packed();
            const auto &after = back->frames()[0].poses[0].packed();
            int fileSame = 0, fileTotal = 0;
            for (size_t i = 0; i < before.size(); ++i) {
                if (!used[i])
                    continue;
                ++fileTotal;
                fileSame += NormalTable::normal(after[i].normal).dot(NormalTable::normal(before[i].normal)) > 0.f;
                equal += after[i].normal == before[i].normal;
            }
            qDebug("%-36s %d of %d normals on the original side", qPrintable(QFileInfo(path).fileName()), fileSame, fileTotal);
            same += fileSame;
            total += fileTotal;
        }
        qDebug("corpus: %d of %d on the original side, %d indices equal", same, total, equal);
        QVERIFY2(total > 0 && same * 100 >= total * 95, qPrintable(QStringLiteral("%1 of %2").arg(same).arg(total)));
    }

    void scaleByTwo_data() { corpusRows(); }
    void scaleByTwo()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        std::unique_ptr<MdlFile> file = readMdl(readFile(path));
        std::vector<std::vector<Eigen::Vector3f>> want;
        for (int f = 0; f < file->frameCount(); ++f) {
            want.push_back(file->positions(f));
            for (auto &v : want.back())
                v *= 2.f;
        }
        QVERIFY(file->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
        const Eigen::Vector3f step = file->quantizationStep();
        const QByteArray out = file->write();
        const std::unique_ptr<MdlFile> back = readMdl(out);
        QCOMPARE(back->packing().scale, step);
        QCOMPARE(back->frameCount(), int(want.size()));
        float worst = 0.f;
        const uint32_t maxValue = back->isWordPacked(0) ? 65535u : 255u;
        for (int f = 0; f < back->frameCount(); ++f)
            worst = std::max(worst, stepsOff(back->positions(f), want[size_t(f)], step, back->packing().offset, maxValue));
        QVERIFY2(worst <= 0.5f, qPrintable(QStringLiteral("error %1 steps").arg(worst)));
        qDebug("worst error after scaling by 2: %.4f quantisation steps", double(worst));
        // Everything but header packing/radius, vertex records and bboxes is unchanged.
        QCOMPARE(out.size(), readFile(path).size());
        QCOMPARE(back->trailingData(), file->trailingData());
        QCOMPARE(back->triangles(), file->triangles());
        QCOMPARE(back->skinVertices(), file->skinVertices());
        for (int s = 0; s < back->skinCount(); ++s)
            QCOMPARE(back->skins()[size_t(s)].data.toByteArray(), file->skins()[size_t(s)].data.toByteArray());
        QCOMPARE(back->hasOutwardNormals(), file->hasOutwardNormals());
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
    }

    void rotateAndMove_data() { corpusRows(); }
    void rotateAndMove()
    {
        // Unlike a uniform scale (which maps a full-range packing onto itself), a rotation forces
        // every value to be requantised.
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        std::unique_ptr<MdlFile> file = readMdl(readFile(path));
        const Eigen::Affine3f t = Eigen::Translation3f(12.5f, -3.f, 40.f) * Eigen::AngleAxisf(0.3f, Eigen::Vector3f(0.2f, 0.3f, 1.f).normalized());
        QVERIFY(file->transform(t));
        std::vector<std::vector<Eigen::Vector3f>> want;
        for (int f = 0; f < file->frameCount(); ++f)
            want.push_back(file->positions(f));
        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        const Packing pk = back->packing();
        const uint32_t maxValue = back->isWordPacked(0) ? 65535u : 255u;
        float worst = 0.f;
        for (int f = 0; f < back->frameCount(); ++f)
            worst = std::max(worst, stepsOff(back->positions(f), want[size_t(f)], pk.scale, pk.offset, maxValue));
        QVERIFY2(worst <= 0.5f, qPrintable(QStringLiteral("error %1 steps").arg(worst)));
        QVERIFY(worst > 0.1f); // really requantised
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
    }

    void truncationThrows_data() { corpusRows(); }
    void truncationThrows()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        const std::unique_ptr<MdlFile> file = readMdl(bytes);
        // Cutting anywhere inside the model data must throw; a cut inside trailing data need not.
        const qint64 modelEnd = bytes.size() - file->trailingData().size();
        const qint64 stride = std::max<qint64>(7, modelEnd / 400);
        for (qint64 n = 0; n < modelEnd; n += stride) {
            try {
                readMdl(bytes.left(n));
                QFAIL(qPrintable(QStringLiteral("no error when cut at %1").arg(n)));
            } catch (const FormatError &e) {
                QVERIFY(e.offset >= 0 && e.offset <= n);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstMdlCorpus)
#include "tst_mdlcorpus.moc"
