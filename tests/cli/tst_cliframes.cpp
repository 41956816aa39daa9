// ackedit-cli's frame commands (issue 13, point 8) run as a user would: `frames list` prints one
// line per frame, `frames rename/delete/interpolate` write files that the format library reads
// back with the edit (and nothing else) done, refusals exit 1 without writing, and
// `repack-report` states the packing, bounds and errors. On the corpus: every model lists, and
// every model whose kind edits frames takes a rename, a delete and an interpolation whose output
// round-trips byte-identically.
#include "cli/clirunner.h"
#include "common_corpus.h"
#include "common_files.h"
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"

#include "hmp/hmpfile.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;
using namespace mdlfixture;
using ackedit::testing::readFile;
using ackedit::testing::writeFile;

namespace {

// The six numbers of "(a, b, c)..(d, e, f)".
std::vector<float> boundsOf(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("-?[0-9]+(?:\\.[0-9]+)?(?:e[-+]?[0-9]+)?"));
    std::vector<float> out;
    for (auto it = number.globalMatch(text); it.hasNext();)
        out.push_back(it.next().captured().toFloat());
    return out;
}

bool near(float got, float want)
{
    return std::abs(got - want) <= 1e-4f * std::max(1.f, std::abs(want));
}

// Number of corpus models each command worked on, printed at the end (figures for the note).
struct CorpusCounts
{
    int models = 0, listed = 0, editable = 0, renamed = 0, deleted = 0, singleFrame = 0, interpolated = 0,
        roundTrips = 0, outputs = 0, restPoseOnly = 0;
};
CorpusCounts counts;

} // namespace

class TstCliFrames : public QObject
{
    Q_OBJECT
private slots:
    void listPrintsOneLinePerFrame_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("frameType");
        QTest::addColumn<QString>("packing");
        QTest::newRow("MDL3 bytes") << QByteArray("MDL3") << 0 << QStringLiteral("byte");
        QTest::newRow("MDL5 words") << QByteArray("MDL5") << 2 << QStringLiteral("word");
        QTest::newRow("MDL4 bytes") << QByteArray("MDL4") << 0 << QStringLiteral("byte");
        QTest::newRow("IDPO") << QByteArray("IDPO") << -1 << QStringLiteral("byte");
    }
    void listPrintsOneLinePerFrame()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, frameType);
        QFETCH(QString, packing);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(writeFile(path, MdlFile::create(cube(format, -1, 3, frameType))->write()));
        const auto file = readMdl(readFile(path));

        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("list"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (int f = 0; f < 3; ++f) {
            const QStringList cols = lines[f].split(QLatin1Char('\t'));
            QCOMPARE(cols.size(), 4);
            QCOMPARE(cols[0], QString::number(f));
            QCOMPARE(cols[1], QStringLiteral("frame%1").arg(f));
            QCOMPARE(cols[2], packing);
            Eigen::AlignedBox3f box;
            for (const Eigen::Vector3f &p : file->positions(f))
                box.extend(p);
            const std::vector<float> b = boundsOf(cols[3]);
            QCOMPARE(b.size(), size_t(6));
            for (int a = 0; a < 3; ++a) {
                QVERIFY2(near(b[size_t(a)], box.min()[a]), qPrintable(lines[f]));
                QVERIFY2(near(b[size_t(a) + 3], box.max()[a]), qPrintable(lines[f]));
            }
        }
    }

    void listMdl7IsFloat()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.mdl"));
        QVERIFY(writeFile(path, ackedit::testing::mdl7Walk()));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("list"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("0\twalk1\tfloat\t(0, 0, 0)..(2, 1, 1)\n"
                                       "1\twalk2\tfloat\t(0, 0, 0)..(2, 1, 2)\n"
                                       "2\twalk3\tfloat\t(0, 0, 0)..(2, 1, 3)\n"
                                       "3\twalk4\tfloat\t(0, 0, 0)..(2, 1, 4)\n"));
    }

    // Only the 16-byte name field of the renamed frame changes: no repack.
    void renameChangesOnlyTheName_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("frameType");
        QTest::newRow("MDL3") << QByteArray("MDL3") << 0;
        QTest::newRow("MDL5 words") << QByteArray("MDL5") << 2;
        QTest::newRow("MDL2") << QByteArray("MDL2") << -1;
    }
    void renameChangesOnlyTheName()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, frameType);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        const QByteArray original = MdlFile::create(cube(format, -1, 3, frameType))->write();
        QVERIFY(writeFile(in, original));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("rename"), in, out, QStringLiteral("1"),
                               QStringLiteral("jump 1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(out + QStringLiteral(": ") + QString::fromLatin1(format)
                                  + QStringLiteral(", frame 1 renamed from \"frame1\" to \"jump 1\", 3 frame(s), ")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("positions: no repack")), qPrintable(r.out));
        const QByteArray written = readFile(out);
        const auto back = readMdl(written);
        QCOMPARE(back->frameNames(), QStringList({QStringLiteral("frame0"), QStringLiteral("jump 1"), QStringLiteral("frame2")}));
        const qint64 v = back->isWordPacked(1) ? 8 : 4;
        const qint64 name = frameOffset(*back, 1) + 4 + 2 * v;
        QCOMPARE(written.size(), original.size());
        const std::set<qint64> diff = diffOffsets(original, written);
        QVERIFY(!diff.empty());
        QVERIFY2(*diff.begin() >= name && *diff.rbegin() < name + 16, qPrintable(QString::number(*diff.begin())));
    }

    void deleteRemovesFrames_data()
    {
        QTest::addColumn<QString>("range");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QList<int>>("kept"); // original index of each frame left
        QTest::newRow("one") << QStringLiteral("3") << QStringList{QStringLiteral("frame0"), QStringLiteral("frame1"), QStringLiteral("frame2")}
                             << QList<int>{0, 1, 2};
        QTest::newRow("range") << QStringLiteral("1-2") << QStringList{QStringLiteral("frame0"), QStringLiteral("frame3")}
                               << QList<int>{0, 3};
        QTest::newRow("first") << QStringLiteral("0-0") << QStringList{QStringLiteral("frame1"), QStringLiteral("frame2"), QStringLiteral("frame3")}
                               << QList<int>{1, 2, 3};
    }
    void deleteRemovesFrames()
    {
        QFETCH(QString, range);
        QFETCH(QStringList, names);
        QFETCH(QList<int>, kept);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        QVERIFY(writeFile(in, MdlFile::create(cube("MDL5", -1, 4, 0))->write()));
        const auto original = readMdl(readFile(in));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("delete"), in, out, range});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral(", %1 frame(s), ").arg(names.size())), qPrintable(r.out));
        const auto back = readMdl(readFile(out));
        QCOMPARE(back->frameNames(), names);
        // The packing may shrink to the frames left: within half a step of what they were.
        for (int i = 0; i < kept.size(); ++i)
            QVERIFY(stepsOff(back->positions(i), original->positions(kept[i]), back->packing().scale,
                             back->packing().offset, 255) <= 0.5f);
    }

    // Between frames 0 and 1 of gridCube: inserted frame i of n lies at the fraction i / (n + 1).
    void interpolateInsertsBlendedFrames_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<float>("step");
        QTest::addColumn<int>("count");
        QTest::newRow("MDL3, one frame") << QByteArray("MDL3") << 1.f << 1;
        QTest::newRow("MDL3, three frames") << QByteArray("MDL3") << 1.f << 3;
        QTest::newRow("MDL5 words, one frame") << QByteArray("MDL5") << 1.f / 64.f << 1;
        QTest::newRow("IDPO, two frames") << QByteArray("IDPO") << 0.25f << 2;
    }
    void interpolateInsertsBlendedFrames()
    {
        QFETCH(QByteArray, format);
        QFETCH(float, step);
        QFETCH(int, count);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        QVERIFY(writeFile(in, gridCube(format, step)));
        const auto original = readMdl(readFile(in));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("interpolate"), in, out, QStringLiteral("--between"),
                               QStringLiteral("0,1"), QStringLiteral("--count"), QString::number(count)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto back = readMdl(readFile(out));
        QCOMPARE(back->frameCount(), 2 + count);
        QCOMPARE(back->packing().scale, original->packing().scale); // inside the bounds
        QCOMPARE(back->positions(0), original->positions(0));
        QCOMPARE(back->positions(count + 1), original->positions(1));
        const QStringList names = back->frameNames();
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        for (int i = 1; i <= count; ++i) {
            const float t = float(i) / float(count + 1);
            // Vertex 0: 0 -> 40 steps; vertex 7: range -> 200 steps (within half a step).
            const float range = format == "MDL5" ? 65535.f : 255.f;
            const float want0 = t * 40.f, want7 = range + t * (200.f - range);
            for (int a = 0; a < 3; ++a) {
                QVERIFY(std::abs(back->positions(i)[0][a] / step - want0) <= 0.5f);
                QVERIFY(std::abs(back->positions(i)[7][a] / step - want7) <= 0.5f);
            }
        }
        // The known error: with one frame, corner 7 sits at (range + 200) / 2 steps, half a step off.
        if (count == 1) {
            const QString expected = QStringLiteral("positions: repacked 1 edited frame(s), largest error %1 (0.5 steps)")
                                         .arg(0.5f * step);
            QVERIFY2(r.out.contains(expected + QLatin1Char('\n')), qPrintable(r.out));
            QCOMPARE(back->positions(1)[0], (Eigen::Vector3f::Constant(20.f) * step).eval());
        }
    }

    // --between A,A duplicates A: the new frame's positions are A's.
    void interpolateSameFrameDuplicates()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        QVERIFY(writeFile(in, MdlFile::create(cube("MDL4", -1, 3, 2))->write()));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("interpolate"), in, out, QStringLiteral("--count"),
                               QStringLiteral("1"), QStringLiteral("--between"), QStringLiteral("1,1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("positions: no repack")), qPrintable(r.out));
        const auto original = readMdl(readFile(in));
        const auto back = readMdl(readFile(out));
        QCOMPARE(back->frameCount(), 4);
        QCOMPARE(back->positions(2), original->positions(1));
        QCOMPARE(back->positions(3), original->positions(2));
    }

    // A file as read has nothing to repack: its figures are the header's packing and exact bounds.
    void repackReportOfAGeneratedModel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.mdl"));
        QVERIFY(writeFile(path, gridCube("MDL3", 1.f)));
        const auto r = runCli({QStringLiteral("repack-report"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out, path + QStringLiteral(": MDL3, 2 frame(s), packing step (1, 1, 1) offset (0, 0, 0)\n"
                                              "0\tframe0\tbyte\t(0, 0, 0)..(255, 255, 255)\terror 0 (0 steps)\n"
                                              "1\tframe1\tbyte\t(40, 40, 40)..(200, 200, 200)\terror 0 (0 steps)\n"
                                              "a save: no repack, every frame keeps its stored values\n"));
    }

    // MDL7 positions are floats: nothing is quantized, the report says so.
    void repackReportOfMdl7()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.mdl"));
        QVERIFY(writeFile(path, ackedit::testing::mdl7Walk()));
        const auto r = runCli({QStringLiteral("repack-report"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(path + QStringLiteral(": MDL7, 4 frame(s), float positions\n0\twalk1\tfloat\t")),
                 qPrintable(r.out));
        QVERIFY2(r.out.endsWith(QStringLiteral("a save: float, nothing is quantized\n")), qPrintable(r.out));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args"); // after FILE OUT
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("rename: no such frame") << QStringList{QStringLiteral("9"), QStringLiteral("x")} << QStringLiteral("rename") << 1
                                               << QStringLiteral(": No frame 9 (3 frame(s): 0..2)\n");
        QTest::newRow("rename: name too long")
            << QStringList{QStringLiteral("0"), QStringLiteral("abcdefghijklmnop")} << QStringLiteral("rename") << 1
            << QStringLiteral(": Frame names have at most 15 characters in this format\n");
        QTest::newRow("rename: empty name") << QStringList{QStringLiteral("0"), QString()} << QStringLiteral("rename") << 1
                                            << QStringLiteral(": A frame needs a name\n");
        QTest::newRow("delete: every frame") << QStringList{QStringLiteral("0-2")} << QStringLiteral("delete") << 1
                                             << QStringLiteral(": A model keeps at least one frame\n");
        QTest::newRow("delete: past the end") << QStringList{QStringLiteral("2-3")} << QStringLiteral("delete") << 1
                                              << QStringLiteral(": No frames 2 to 3 (3 frame(s): 0..2)\n");
        QTest::newRow("interpolate: no such frame")
            << QStringList{QStringLiteral("--between"), QStringLiteral("0,3"), QStringLiteral("--count"), QStringLiteral("2")}
            << QStringLiteral("interpolate") << 1 << QStringLiteral(": No frame 3 (3 frame(s): 0..2)\n");
        QTest::newRow("interpolate: too many")
            << QStringList{QStringLiteral("--between"), QStringLiteral("0,1"), QStringLiteral("--count"), QStringLiteral("5000")}
            << QStringLiteral("interpolate") << 1 << QStringLiteral(": Insert between 1 and 1000 frames\n");
        // Bad usage: exit 2 before the file is read.
        QTest::newRow("rename: N not a number") << QStringList{QStringLiteral("x"), QStringLiteral("a")} << QStringLiteral("rename") << 2
                                                << QStringLiteral("N must be a frame number");
        QTest::newRow("delete: reversed range") << QStringList{QStringLiteral("2-1")} << QStringLiteral("delete") << 2
                                                << QStringLiteral("N[-M] must be");
        QTest::newRow("interpolate: no count") << QStringList{QStringLiteral("--between"), QStringLiteral("0,1")}
                                               << QStringLiteral("interpolate") << 2 << QStringLiteral("takes FILE OUT --between A,B --count N");
        QTest::newRow("interpolate: bad pair")
            << QStringList{QStringLiteral("--between"), QStringLiteral("0"), QStringLiteral("--count"), QStringLiteral("1")}
            << QStringLiteral("interpolate") << 2 << QStringLiteral("bad value for --between: 0");
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, command);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        QVERIFY(writeFile(in, MdlFile::create(cube("MDL3", -1, 3))->write()));
        const auto r = runCli(QStringList{QStringLiteral("frames"), command, in, out} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        if (exitCode == 1)
            QVERIFY2(r.err.startsWith(in + QStringLiteral(": ")), qPrintable(r.err)); // names the file
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    }

    // Document::saveAs refuses: exit 1 with the reason, nothing claimed written.
    void unwritableOutput()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.mdl"));
        const QString out = dir.filePath(QStringLiteral("missing/out.mdl"));
        QVERIFY(writeFile(in, MdlFile::create(cube("MDL3", -1, 3))->write()));
        const auto r = runCli({QStringLiteral("frames"), QStringLiteral("delete"), in, out, QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("ackedit-cli: Cannot save %1: ").arg(out)), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    }

    void notAModel()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("t.hmp")), out = dir.filePath(QStringLiteral("out.hmp"));
        const std::vector<float> heights(16, 1.f);
        QVERIFY(writeFile(in, ackedit::format::HmpFile::create(QStringLiteral("HMP7"), 4, 4, 8.f, 8.f, heights)->write()));
        for (const QStringList &args : {QStringList{QStringLiteral("frames"), QStringLiteral("list"), in},
                                        QStringList{QStringLiteral("frames"), QStringLiteral("rename"), in, out,
                                                    QStringLiteral("0"), QStringLiteral("x")},
                                        QStringList{QStringLiteral("repack-report"), in}}) {
            const auto r = runCli(args);
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err, in + QStringLiteral(": not a model (HMP7): frames exist in MDL files only\n"));
            QVERIFY(!QFile::exists(out));
        }
    }

    // An MDL7 without stored frames shows one frame, its rest pose: a copy of it becomes the
    // first stored frames (interpolate 0,0 used to be refused as "cannot take new frames here");
    // the rest pose has no name to change, which rename says instead of pushing a command that
    // does nothing (it used to leave the document modified with an empty undo step).
    void framelessMdl7()
    {
        ackedit::format::Mdl7BuildInput in;
        ackedit::format::Mdl7BuildInput::Group g;
        g.name = "quad";
        g.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
        g.triangles = {{{0, 1, 2}, {}, -1}, {{1, 3, 2}, {}, -1}};
        in.groups.push_back(g);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quad.mdl")), out = dir.filePath(QStringLiteral("out.mdl"));
        QVERIFY(writeFile(path, ackedit::format::Mdl7File::create(in)->write()));

        const auto list = runCli({QStringLiteral("frames"), QStringLiteral("list"), path});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        QCOMPARE(list.out, QStringLiteral("0\t\tfloat\t(0, 0, 0)..(1, 1, 0)\n"));

        const auto copy = runCli({QStringLiteral("frames"), QStringLiteral("interpolate"), path, out, QStringLiteral("--between"),
                                  QStringLiteral("0,0"), QStringLiteral("--count"), QStringLiteral("1")});
        QVERIFY2(copy.exitCode == 0, qPrintable(copy.err));
        const auto back = ackedit::format::readAssetFile(readFile(out));
        QCOMPARE(back->frameCount(), 2);
        QCOMPARE(back->mesh(1).positions, back->mesh(0).positions);
        const auto rt = runCli({QStringLiteral("roundtrip"), out, dir.filePath(QStringLiteral("again.mdl"))});
        QVERIFY2(rt.exitCode == 0, qPrintable(rt.out + rt.err));
        QVERIFY(QFile::remove(out));

        const auto rename = runCli({QStringLiteral("frames"), QStringLiteral("rename"), path, out, QStringLiteral("0"),
                                    QStringLiteral("idle")});
        QCOMPARE(rename.exitCode, 1);
        QCOMPARE(rename.err, path + QStringLiteral(": Frame 0 has no stored name to change: a model without frames shows "
                                                   "its rest pose (add a frame first)\n"));
        QVERIFY(!QFile::exists(out));
        const auto model = ackedit::testing::openModel(readFile(path));
        QString why;
        QVERIFY(!model->renameFrame(0, QStringLiteral("idle"), &why));
        QCOMPARE(model->undoStack()->count(), 0);
        QVERIFY(!model->isModified());
    }

    void corpusModels_data()
    {
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString();
            return;
        }
        const QStringList folders = {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                     QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo")};
        for (const QString &p : ackedit::testing::corpusFiles(folders, {QStringLiteral(".mdl")}))
            QTest::newRow(qPrintable(QFileInfo(p).dir().dirName() + QLatin1Char('/') + QFileInfo(p).fileName())) << p;
    }
    void corpusModels()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        ++counts.models;
        const auto model = ackedit::testing::openModel(ackedit::format::readAssetFile(readFile(path)));
        QVERIFY(model);
        const int frames = model->frameCount();

        const auto list = runCli({QStringLiteral("frames"), QStringLiteral("list"), path});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), frames);
        for (int f = 0; f < frames; ++f)
            QVERIFY2(lines[f].startsWith(QString::number(f) + QLatin1Char('\t')), qPrintable(lines[f]));
        ++counts.listed;
        if (!model->canEditFrames())
            return;
        ++counts.editable;

        QTemporaryDir dir;
        // Each edit's output is read back with the edit done and saves byte-identically again.
        const auto check = [&](const QStringList &args, int *counter, const std::function<bool(ackedit::format::AssetFile &)> &done) {
            const QString out = dir.filePath(QStringLiteral("out.mdl"));
            QFile::remove(out);
            const auto r = runCli(QStringList{QStringLiteral("frames"), args[0], path, out} + args.mid(1));
            // The one refusal expected: the rest pose of an MDL7 without stored frames has no name.
            if (r.exitCode == 1 && args[0] == QLatin1String("rename") && r.err.contains(QStringLiteral("has no stored name"))) {
                ++counts.restPoseOnly;
                return;
            }
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
            ++counts.outputs;
            const auto back = ackedit::format::readAssetFile(readFile(out));
            QVERIFY2(done(*back), qPrintable(args.join(QLatin1Char(' '))));
            ++*counter;
            const auto rt = runCli({QStringLiteral("roundtrip"), out, dir.filePath(QStringLiteral("again.mdl"))});
            QVERIFY2(rt.exitCode == 0, qPrintable(rt.out + rt.err));
            ++counts.roundTrips;
        };
        check({QStringLiteral("rename"), QStringLiteral("0"), QStringLiteral("renamed")}, &counts.renamed,
              [](ackedit::format::AssetFile &a) { return a.frameNames().value(0) == QLatin1String("renamed"); });
        if (frames > 1) {
            const QStringList names = model->frameNames();
            check({QStringLiteral("delete"), QString::number(frames - 1)}, &counts.deleted, [&](ackedit::format::AssetFile &a) {
                return std::max(a.frameCount(), 1) == frames - 1 && a.frameNames() == names.mid(0, frames - 1);
            });
        } else {
            ++counts.singleFrame;
        }
        check({QStringLiteral("interpolate"), QStringLiteral("--between"), QStringLiteral("0,0"), QStringLiteral("--count"),
               QStringLiteral("1")},
              &counts.interpolated, [&](ackedit::format::AssetFile &a) { return std::max(a.frameCount(), 1) == frames + 1; });
    }

    void cleanupTestCase()
    {
        if (counts.models)
            qInfo("corpus: %d models, frames list on %d; %d can edit frames: rename 0 on %d (%d refused: no stored "
                  "frames), delete last on %d (%d have one frame), interpolate 0,0 on %d; %d of %d outputs round-trip "
                  "byte-identically",
                  counts.models, counts.listed, counts.editable, counts.renamed, counts.restPoseOnly, counts.deleted,
                  counts.singleFrame, counts.interpolated, counts.roundTrips, counts.outputs);
    }
};

QTEST_GUILESS_MAIN(TstCliFrames)
#include "tst_cliframes.moc"
