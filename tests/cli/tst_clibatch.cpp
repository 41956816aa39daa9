// Batch work in ackedit-cli (issue 36 point 2): `convert` between model versions, `skins extract`,
// and `info` / `validate` over several files, each on all cores with the output in the order the
// files were given, a summary line, and exit 1 when any file failed. Generated files check the
// details; the whole corpus checks that nothing crashes and that one core and all cores print the
// same (wall times are logged).
#include "cli/clirunner.h"
#include "common_asset.h"
#include "common_corpus.h"
#include "common_files.h"

#include "formatregistry.h"
#include "imageconvert.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::readAssetOrNull;
using ackedit::testing::runCli;
namespace format = ackedit::format;

namespace {

float largestMove(const format::AssetFile &a, const format::AssetFile &b, int frame)
{
    const format::TriangleMesh x = a.mesh(frame), y = b.mesh(frame);
    if (x.positions.size() != y.positions.size())
        return std::numeric_limits<float>::infinity();
    float worst = 0.f;
    for (size_t i = 0; i < x.positions.size(); ++i)
        worst = std::max(worst, (x.positions[i] - y.positions[i]).cwiseAbs().maxCoeff());
    return worst;
}

QStringList allCorpusFiles()
{
    QStringList files;
    QDirIterator it(ackedit::testing::corpusDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        if (!f.endsWith(QLatin1String(".md")) && !f.contains(QLatin1String("/LICENSES")))
            files << f;
    }
    files.sort();
    return files;
}

} // namespace

class TstCliBatch : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString folder(const QString &name) const
    {
        QDir(m_dir.path()).mkpath(name);
        return path(name);
    }

private slots:
    void generatedModelsConvertBothWays()
    {
        const QString box = path(QStringLiteral("box.mdl")), odd = path(QStringLiteral("odd.mdl"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("model"), box}).exitCode, 0);
        // A second skin of another size: MDL5 skins share one size, so this one does not fit.
        QImage small(32, 32, QImage::Format_RGB32);
        small.fill(Qt::red);
        QVERIFY(small.save(path(QStringLiteral("small.png"))));
        QCOMPARE(runCli({QStringLiteral("skin-add"), box, odd, path(QStringLiteral("small.png"))}).exitCode, 0);

        const QString mdl5 = folder(QStringLiteral("as5"));
        const auto down = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl5"), odd, box, mdl5});
        QCOMPARE(down.exitCode, 1);
        QVERIFY2(down.err.contains(QLatin1String("odd.mdl: not converted to MDL5: skin 1 is 32x32 but skin 0 is 64x64")), qPrintable(down.err));
        QVERIFY2(down.out.contains(QLatin1String("box.mdl: MDL7 -> MDL5")), qPrintable(down.out));
        QVERIFY(down.out.contains(QLatin1String("positions packed into 16 bits per axis: largest error")));
        QVERIFY2(down.out.section(QLatin1Char('\n'), -2, -2).startsWith(QLatin1String("2 file(s): 1 converted, 1 failed (")),
                 qPrintable(down.out));
        QVERIFY(!QFileInfo::exists(mdl5 + QStringLiteral("/odd.mdl")));

        const auto original = readAssetOrNull(box), packed = readAssetOrNull(mdl5 + QStringLiteral("/box.mdl"));
        QVERIFY(original && packed);
        QCOMPARE(packed->formatName(), QStringLiteral("MDL5"));
        QVERIFY(largestMove(*original, *packed, 0) < 0.01f);
        QCOMPARE(packed->skinImage(0), original->skinImage(0));

        // Back to MDL7: exactly the MDL5's positions, UVs and pixels.
        const QString mdl7 = folder(QStringLiteral("as7"));
        const auto up = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl7"), mdl5 + QStringLiteral("/box.mdl"), mdl7});
        QVERIFY2(up.exitCode == 0, qPrintable(up.err));
        const auto back = readAssetOrNull(mdl7 + QStringLiteral("/box.mdl"));
        QCOMPARE(back->formatName(), QStringLiteral("MDL7"));
        QCOMPARE(largestMove(*packed, *back, 0), 0.f);
        QCOMPARE(back->skinImage(0), packed->skinImage(0));
        QCOMPARE(back->mesh(0).triangles.size(), packed->mesh(0).triangles.size());
        QCOMPARE(back->write(), ackedit::testing::readFile(mdl7 + QStringLiteral("/box.mdl")));

        // Nothing to do, a terrain, a missing folder: refused with the reason.
        const auto same = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl7"), box, mdl7});
        QVERIFY2(same.err.contains(QLatin1String("already MDL7")), qPrintable(same.err));
        const auto noFolder = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl7"), box, path(QStringLiteral("none"))});
        QCOMPARE(noFolder.exitCode, 2);
    }

    void corpusModelsConvertToMdl7WithoutLoss()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList models = ackedit::testing::corpusFiles(
            {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"), QStringLiteral("idpo")},
            {QStringLiteral(".mdl")});
        QVERIFY(models.size() >= 10);
        const QString out = folder(QStringLiteral("corpus7"));
        const auto r = runCli(QStringList{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl7")} + models + QStringList{out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &file : models) {
            const auto source = readAssetOrNull(file), converted = readAssetOrNull(QDir(out).filePath(QFileInfo(file).fileName()));
            QVERIFY2(source && converted, qPrintable(file));
            QCOMPARE(converted->frameCount(), std::max(1, source->frameCount()));
            for (int f = 0; f < source->frameCount(); ++f)
                QVERIFY2(largestMove(*source, *converted, f) == 0.f, qPrintable(QStringLiteral("%1 frame %2").arg(file).arg(f)));
            const format::TriangleMesh a = source->mesh(0), b = converted->mesh(0);
            QCOMPARE(b.triangles.size(), a.triangles.size());
            for (size_t t = 0; t < a.triangles.size(); ++t)
                for (size_t k = 0; k < 3; ++k)
                    QVERIFY((a.uvs[a.triangles[t].uv[k]] - b.uvs[b.triangles[t].uv[k]]).norm() < 1e-6f);
            int readable = 0;
            for (int s = 0; s < source->skinCount(); ++s)
                if (!source->skinImage(s).isNull())
                    QCOMPARE(converted->skinImage(readable++), source->skinImage(s));
            QCOMPARE(converted->frameNames().value(0), source->frameNames().value(0).left(15));
        }
    }

    void skinsExtract()
    {
        const QString box = path(QStringLiteral("skinned.mdl"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("model"), box}).exitCode, 0);
        const QString terrain = path(QStringLiteral("ground.hmp"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("terrain"), terrain}).exitCode, 0);
        const QString out = folder(QStringLiteral("skins"));
        const auto r = runCli({QStringLiteral("skins"), QStringLiteral("extract"), box, terrain, path(QStringLiteral("gone.mdl")), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(box + QStringLiteral(": 1 skin(s) written\n") + terrain + QStringLiteral(": 1 skin(s) written\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("3 file(s): 2 extracted, 1 failed")));
        QVERIFY2(r.err.contains(QLatin1String("gone.mdl")), qPrintable(r.err));
        const QImage skin(QDir(out).filePath(QStringLiteral("skinned_skin0.png")));
        QCOMPARE(ackedit::document::fromQImage(skin), readAssetOrNull(box)->skinImage(0));
        QCOMPARE(QImage(QDir(out).filePath(QStringLiteral("ground_skin0.png"))).size(), QSize(128, 128));
    }

    void infoAndValidateTakeSeveralFiles()
    {
        const QString a = path(QStringLiteral("a.mdl")), b = path(QStringLiteral("b.wmp"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("model"), a}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("level"), b}).exitCode, 0);
        const auto info = runCli({QStringLiteral("info"), a, b, QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(info.exitCode, 0);
        QVERIFY(info.out.startsWith(a + QStringLiteral(":\nFormat: MDL7")));
        QVERIFY(info.out.indexOf(b + QStringLiteral(":\n")) > 0);
        QVERIFY(info.out.contains(QLatin1String("2 file(s): 2 read, 0 failed (") ));
        QVERIFY(info.out.contains(QLatin1String("on 2 thread(s))")));
        const auto valid = runCli({QStringLiteral("validate"), a, path(QStringLiteral("missing.hmp")), b});
        QCOMPARE(valid.exitCode, 1);
        QVERIFY2(valid.out.contains(QStringLiteral("%1: MDL7: valid").arg(a)), qPrintable(valid.out));
        QVERIFY(valid.out.contains(QLatin1String("3 file(s): 2 valid, 1 failed")));
        // One file prints what it always did, with no summary.
        const auto one = runCli({QStringLiteral("info"), a});
        QVERIFY(one.out.startsWith(QLatin1String("Format: MDL7")) && !one.out.contains(QLatin1String("file(s):")));
        QCOMPARE(runCli({QStringLiteral("info"), a, QStringLiteral("--threads"), QStringLiteral("0")}).exitCode, 2);
    }

    void wholeCorpusOnOneAndAllCores()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = allCorpusFiles();
        QVERIFY(files.size() >= 100);
        const QString skins1 = folder(QStringLiteral("all1")), skinsN = folder(QStringLiteral("allN"));
        const QString conv1 = folder(QStringLiteral("conv1")), convN = folder(QStringLiteral("convN"));
        const struct
        {
            const char *name;
            QStringList args, one, all;
        } commands[] = {
            {"info", {QStringLiteral("info")}, {}, {}},
            {"validate", {QStringLiteral("validate")}, {}, {}},
            {"skins extract", {QStringLiteral("skins"), QStringLiteral("extract")}, {skins1}, {skinsN}},
            {"convert --to mdl7", {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("mdl7")}, {conv1}, {convN}},
        };
        for (const auto &c : commands) {
            QElapsedTimer clock;
            clock.start();
            const auto one = runCli(c.args + files + c.one + QStringList{QStringLiteral("--threads"), QStringLiteral("1")}, 600000);
            const qint64 oneMs = clock.restart();
            const auto all = runCli(c.args + files + c.all, 600000);
            const qint64 allMs = clock.elapsed();
            QVERIFY2(one.exitCode >= 0 && all.exitCode >= 0, c.name); // no crash
            QCOMPARE(all.exitCode, one.exitCode);
            // The same text apart from the output folder and the summary's time and thread count.
            const auto same = [](QString text, const QString &folder, bool summary) {
                if (summary)
                    text.truncate(text.lastIndexOf(QLatin1String(" failed (")));
                return folder.isEmpty() ? text : text.replace(folder, QStringLiteral("OUT"));
            };
            QCOMPARE(same(all.out, c.all.value(0), true), same(one.out, c.one.value(0), true));
            QCOMPARE(same(all.err, c.all.value(0), false), same(one.err, c.one.value(0), false));
            qInfo("%s over %lld files: %s; one core %lld ms, all cores %lld ms", c.name, qlonglong(files.size()),
                  qPrintable(all.out.section(QLatin1Char('\n'), -2, -2)), qlonglong(oneMs), qlonglong(allMs));
        }
    }
};

QTEST_GUILESS_MAIN(TstCliBatch)
#include "tst_clibatch.moc"
