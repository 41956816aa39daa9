// End to end on every corpus model (MDL2, MDL3, MDL4, MDL5, MDL7, IDPO): open as the editor does,
// move a selection in one frame with one drag, insert an interpolated frame, save, reopen. Every
// vertex of every frame must be within half a quantization step of what the editor showed, the
// moved vertices where the drag put them, and (when the bounds did not change) every frame the
// edit did not touch must keep its stored records exactly.
#include "common_corpus.h"
#include "common_files.h"
#include "document/model/modeleditscenario.h"
#include "document/model/modelfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>

using namespace ackedit;
using testing::ModelEditScenario;

namespace {

bool sameRecord(const format::Mdl7Vertex &a, const format::Mdl7Vertex &b)
{
    return std::memcmp(a.position.data(), b.position.data(), sizeof(float) * 3) == 0 && a.index == b.index
        && std::memcmp(a.normal.data(), b.normal.data(), sizeof(float) * 3) == 0 && a.normalIndex == b.normalIndex
        && a.padding == b.padding && a.extra == b.extra;
}

bool sameFrame(const format::Mdl7Frame &a, const format::Mdl7Frame &b)
{
    if (a.headerExtra != b.headerExtra || a.vertices().size() != b.vertices().size() || a.transforms().size() != b.transforms().size())
        return false;
    for (size_t i = 0; i < a.vertices().size(); ++i)
        if (!sameRecord(a.vertices()[i], b.vertices()[i]))
            return false;
    for (size_t i = 0; i < a.transforms().size(); ++i)
        if (a.transforms()[i].m != b.transforms()[i].m || a.transforms()[i].bone != b.transforms()[i].bone
            || a.transforms()[i].extra != b.transforms()[i].extra)
            return false;
    return true;
}

// The stored records of original frame `from` of `before` and frame `to` of `after` (names aside:
// interpolating inside a numbered run renumbers the run's later frames).
bool sameStoredFrame(const format::AssetFile &before, int from, const format::AssetFile &after, int to)
{
    if (auto *a = dynamic_cast<const format::MdlFile *>(&before)) {
        auto *b = dynamic_cast<const format::MdlFile *>(&after);
        const auto [sa, pa] = a->framePose(from);
        const auto [sb, pb] = b->framePose(to);
        const format::MdlSimpleFrame &x = a->frames()[size_t(sa)].poses[size_t(pa)];
        const format::MdlSimpleFrame &y = b->frames()[size_t(sb)].poses[size_t(pb)];
        return x.packed() == y.packed() && x.bboxMin == y.bboxMin && x.bboxMax == y.bboxMax;
    }
    auto *a = dynamic_cast<const format::Mdl7File *>(&before);
    auto *b = dynamic_cast<const format::Mdl7File *>(&after);
    for (size_t g = 0; g < a->groups().size(); ++g)
        if (!sameFrame(a->groups()[g].frames[size_t(from)], b->groups()[g].frames[size_t(to)]))
            return false;
    return true;
}

} // namespace

class TstModelCorpusEdit : public QObject
{
    Q_OBJECT
private slots:
    void editSaveReopen_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("move");
        if (!testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString() << 0;
            return;
        }
        const QStringList files = testing::corpusFiles({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                                        QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo")},
                                                       {QStringLiteral(".mdl")});
        for (const QString &p : files) {
            const QString name = QFileInfo(p).dir().dirName() + QLatin1Char('/') + QFileInfo(p).fileName();
            QTest::newRow(qPrintable(name + QStringLiteral(" inward"))) << p << int(ModelEditScenario::Move::Inward);
            QTest::newRow(qPrintable(name + QStringLiteral(" outward"))) << p << int(ModelEditScenario::Move::Outward);
        }
    }

    void editSaveReopen()
    {
        QFETCH(QString, path);
        QFETCH(int, move);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        const QByteArray original = testing::readFile(path);
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        if (!doc->canEditVertices())
            QSKIP("this model kind cannot be edited");
        const auto before = format::readAssetFile(original);

        // The last frame is edited (the interpolated frame goes in after frame 0).
        const int frame = doc->frameCount() - 1;
        ModelEditScenario scenario;
        if (!scenario.run(*doc, frame, ModelEditScenario::Move(move)))
            QSKIP(qPrintable(scenario.failure));
        const bool restPose = doc->editsRestPose(frame);
        const Eigen::Vector3f stepBefore = before->quantizationStep();

        QTemporaryDir dir;
        const QString out = dir.filePath(QFileInfo(path).fileName());
        QString error;
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        QVERIFY(!doc->isModified());

        const auto after = format::readAssetFile(testing::readFile(out));
        auto reopened = testing::openModel(testing::readFile(out));
        QVERIFY(reopened);
        QCOMPARE(reopened->frameCount(), int(scenario.shown.size()));

        // Every vertex of every frame within half a step of what the editor showed.
        const Eigen::Vector3f step = after->quantizationStep();
        const float size = std::max(reopened->bounds().diagonal().norm(), 1.f);
        const Eigen::Vector3f tolerance = (0.5f * step).array() + 1e-5f * size;
        float worst = 0.f;
        for (int f = 0; f < reopened->frameCount(); ++f) {
            const auto &p = reopened->positions(f);
            QCOMPARE(p.size(), scenario.shown[size_t(f)].size());
            for (size_t v = 0; v < p.size(); ++v) {
                const Eigen::Vector3f d = (p[v] - scenario.shown[size_t(f)][v]).cwiseAbs();
                worst = std::max(worst, (d.array() / tolerance.array()).maxCoeff());
                if ((d.array() > tolerance.array()).any())
                    QFAIL(qPrintable(QStringLiteral("frame %1 vertex %2 is %3 away from where the editor showed it (tolerance %4)")
                                         .arg(f).arg(v).arg(double(d.maxCoeff())).arg(double(tolerance.maxCoeff()))));
            }
        }

        // Untouched frames keep their stored records when the packing stayed.
        int identical = 0;
        const bool packingKept = stepBefore.isApprox(step, 0.f) || step.isZero();
        if (packingKept && !restPose) {
            for (int f = 0; f < before->frameCount(); ++f) {
                if (f == frame)
                    continue;
                QVERIFY2(sameStoredFrame(*before, f, *after, scenario.frameAfter(f)),
                         qPrintable(QStringLiteral("untouched frame %1 changed its stored records").arg(f)));
                ++identical;
            }
        }
        // A move inside the bounds must not change the packing of a packed model.
        if (ModelEditScenario::Move(move) == ModelEditScenario::Move::Inward && !step.isZero())
            QVERIFY2(packingKept, "an edit inside the bounds changed the model's scale");
        qInfo("%s: %d frames, %zu vertices moved in frame %d%s; worst error %.3g of the tolerance; %d untouched frames "
              "byte-identical%s",
              qPrintable(QFileInfo(path).fileName()), reopened->frameCount(), scenario.vertices.size(), frame,
              restPose ? " (rest pose)" : "", double(worst), identical, packingKept ? "" : " (bounds grew: repacked)");
    }
};

QTEST_GUILESS_MAIN(TstModelCorpusEdit)
#include "tst_modelcorpusedit.moc"
