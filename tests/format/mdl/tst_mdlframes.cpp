// MDL2..5 / IDPO frame structure: insert, remove, move, rename and per-frame packing survive a
// write/read round trip, their inverses give back the original bytes, frames nobody touched keep
// their bytes, and each version refuses what it cannot store.
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"

#include <QtTest>

#include <bit>
#include <set>

using namespace ackedit::format;
using namespace mdlfixture;

namespace {

struct Shown
{
    QStringList names;
    std::vector<std::vector<Eigen::Vector3f>> positions;
    bool operator==(const Shown &) const = default;
};

Shown shown(const MdlFile &f)
{
    Shown s{f.frameNames(), {}};
    for (int i = 0; i < f.frameCount(); ++i)
        s.positions.push_back(f.positions(i));
    return s;
}

// An IDPO cube: frame 0, a group of three poses (1..3, times 0.1 0.3 0.5), frame 4.
QByteArray groupedIdpo()
{
    MdlBuildInput in = cube("IDPO", 0, 5);
    const float times[] = {0.1f, 0.3f, 0.5f};
    for (int f = 1; f <= 3; ++f) {
        in.frames[size_t(f)].group = 0;
        in.frames[size_t(f)].time = times[f - 1];
    }
    return MdlFile::create(in)->write();
}

} // namespace

class TstMdlFrames : public QObject
{
    Q_OBJECT
private:
    static void formatRows()
    {
        QTest::addColumn<QByteArray>("format");
        for (const char *f : {"MDL2", "MDL3", "MDL4", "MDL5", "IDPO"})
            QTest::newRow(f) << QByteArray(f);
    }

private slots:
    void insertRemoveRoundTrip_data() { formatRows(); }
    void insertRemoveRoundTrip()
    {
        QFETCH(QByteArray, format);
        const QByteArray original = MdlFile::create(cube(format, 2, 3))->write();
        std::unique_ptr<MdlFile> file = readMdl(original);
        // Frame 1 is inside the bounds of frame 2: an off-grid copy moved a little.
        std::vector<Eigen::Vector3f> p = file->positions(1);
        for (Eigen::Vector3f &v : p)
            v *= 0.97f;
        QVERIFY(file->insertFrame(1, QStringLiteral("added"), p));
        QCOMPARE(file->frameCount(), 4);
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame0"), QStringLiteral("added"), QStringLiteral("frame1"),
                                                  QStringLiteral("frame2")}));
        QCOMPARE(file->positions(1), p);
        const Shown want = shown(*file);
        const QByteArray written = file->write();
        const std::unique_ptr<MdlFile> back = readMdl(written);
        QCOMPARE(back->frameCount(), 4);
        QCOMPARE(back->header().numFrames, 4);
        QCOMPARE(back->frameNames(), want.names);
        for (int f : {0, 2, 3})
            QCOMPARE(back->positions(f), want.positions[size_t(f)]); // untouched: same stored values
        const Packing pk = back->packing();
        QVERIFY(stepsOff(back->positions(1), p, pk.scale, pk.offset, back->isWordPacked(1) ? 65535u : 255u) <= 0.5f);
        QCOMPARE(back->write(), written); // what `ackedit-cli roundtrip` checks
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));

        // Undo: removing the inserted frame gives back the original bytes.
        QVERIFY(file->removeFrame(1));
        QCOMPARE(file->write(), original);
    }

    void copyOfFrameKeepsEveryOtherByte_data() { formatRows(); }
    void copyOfFrameKeepsEveryOtherByte()
    {
        QFETCH(QByteArray, format);
        const QByteArray original = MdlFile::create(cube(format, 2, 3))->write();
        std::unique_ptr<MdlFile> file = readMdl(original);
        QVERIFY(file->insertFrame(3, QStringLiteral("copy"), file->positions(0)));
        QVERIFY(!file->repackReport().repacks); // on the grid, inside the bounds
        const QByteArray written = file->write();
        const qint64 end = frameOffset(*file, 3);
        // Before the new frame only the header's frame count differs; nothing follows it.
        for (qint64 at : diffOffsets(original, written))
            QVERIFY2(at >= 68 && at < 72, qPrintable(QStringLiteral("byte %1 changed").arg(at)));
        QCOMPARE(original.size(), end);
        const std::unique_ptr<MdlFile> back = readMdl(written);
        QCOMPARE(back->frameCount(), 4);
        QCOMPARE(back->positions(3), back->positions(0));
        for (size_t i = 0; i < back->frames()[3].poses[0].packed().size(); ++i) {
            const MdlVertex &a = back->frames()[0].poses[0].packed()[i], &b = back->frames()[3].poses[0].packed()[i];
            QCOMPARE(std::tie(a.x, a.y, a.z), std::tie(b.x, b.y, b.z));
        }
        QCOMPARE(back->frames()[3].poses[0].bboxMin, back->frames()[0].poses[0].bboxMin);
        QCOMPARE(back->frames()[3].poses[0].bboxMax, back->frames()[0].poses[0].bboxMax);
    }

    void moveAndRenameRoundTrip_data() { formatRows(); }
    void moveAndRenameRoundTrip()
    {
        QFETCH(QByteArray, format);
        const QByteArray original = MdlFile::create(cube(format, 2, 4))->write();
        std::unique_ptr<MdlFile> file = readMdl(original);
        const Shown before = shown(*file);
        QVERIFY(file->moveFrame(0, 2));
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame1"), QStringLiteral("frame2"), QStringLiteral("frame0"),
                                                  QStringLiteral("frame3")}));
        QVERIFY(file->moveFrame(3, 0));
        QCOMPARE(file->frameNames().first(), QStringLiteral("frame3"));
        QVERIFY(file->setFrameName(1, QStringLiteral("walk1")));
        const Shown want = shown(*file);
        const QByteArray written = file->write();
        QCOMPARE(written.size(), original.size());
        QCOMPARE(shown(*readMdl(written)), want);
        QCOMPARE(readMdl(written)->write(), written);

        // The inverse operations give back the original bytes.
        QVERIFY(file->setFrameName(1, QStringLiteral("frame1")));
        QVERIFY(file->moveFrame(0, 3));
        QVERIFY(file->moveFrame(2, 0));
        QCOMPARE(shown(*file), before);
        QCOMPARE(file->write(), original);
    }

    void takeAndRestoreAreExact_data() { formatRows(); }
    void takeAndRestoreAreExact()
    {
        QFETCH(QByteArray, format);
        const QByteArray original = MdlFile::create(cube(format, 2, 3))->write();
        std::unique_ptr<MdlFile> file = readMdl(original);
        for (int f = 0; f < 3; ++f) {
            const std::optional<MdlFile::TakenFrame> taken = file->takeFrame(f);
            QVERIFY(taken);
            QCOMPARE(file->frameCount(), 2);
            const std::unique_ptr<MdlFile> back = readMdl(file->write());
            QCOMPARE(back->frameCount(), 2);
            QVERIFY(!back->frameNames().contains(QStringLiteral("frame%1").arg(f)));
            QVERIFY(file->restoreFrame(*taken));
            QCOMPARE(file->write(), original);
        }
    }

    void refusals()
    {
        std::unique_ptr<MdlFile> file = readMdl(MdlFile::create(cube("MDL5", 2, 1))->write());
        const QByteArray original = file->write();
        const std::vector<Eigen::Vector3f> p = file->positions(0);
        QVERIFY(!file->removeFrame(0)); // a model keeps one frame
        QVERIFY(!file->takeFrame(0));
        QVERIFY(!file->insertFrame(2, QStringLiteral("x"), p)); // beyond the end
        QVERIFY(!file->insertFrame(-1, QStringLiteral("x"), p));
        QVERIFY(!file->insertFrame(0, QStringLiteral("x"), std::vector<Eigen::Vector3f>(p.begin(), p.end() - 1)));
        std::vector<Eigen::Vector3f> bad = p;
        bad[2].y() = std::numeric_limits<float>::quiet_NaN();
        QVERIFY(!file->insertFrame(0, QStringLiteral("x"), bad));
        QVERIFY(!file->moveFrame(0, 1));
        QVERIFY(file->moveFrame(0, 0));
        QCOMPARE(file->write(), original);

        // Names: 15 Latin-1 characters fit the 16-byte field with its NUL.
        QCOMPARE(MdlFile::maxFrameNameLength(), 15);
        const QString longest = QStringLiteral("abcdefghijklmno");
        QVERIFY(!file->setFrameName(0, longest + QLatin1Char('p')));
        QVERIFY(!file->insertFrame(1, longest + QLatin1Char('p'), p));
        QVERIFY(!file->setFrameName(0, QStringLiteral("walk\u20ac")));       // not Latin-1
        QVERIFY(!file->setFrameName(0, QStringLiteral("wa") + QChar(0) + QStringLiteral("lk")));
        QCOMPARE(file->write(), original);
        QVERIFY(file->setFrameName(0, longest));
        QVERIFY(file->setFrameName(0, QStringLiteral("g\u00e4hn")));     // Latin-1
        QVERIFY(file->insertFrame(1, longest, p));
        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        QCOMPARE(back->frameNames(), (QStringList{QStringLiteral("g\u00e4hn"), longest}));
        QCOMPARE(back->frames()[1].poses[0].name, longest.toLatin1() + QByteArray(1, '\0'));
    }

    void wordPackingPerVersion_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("supported");
        QTest::newRow("MDL2") << QByteArray("MDL2") << false;
        QTest::newRow("MDL3") << QByteArray("MDL3") << false;
        QTest::newRow("MDL4") << QByteArray("MDL4") << true;
        QTest::newRow("MDL5") << QByteArray("MDL5") << true;
        QTest::newRow("IDPO") << QByteArray("IDPO") << false;
    }
    void wordPackingPerVersion()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, supported);
        const QByteArray original = MdlFile::create(cube(format, 2, 3, isQuake(format) || format == "MDL3" ? -1 : 0))->write();
        std::unique_ptr<MdlFile> file = readMdl(original);
        QCOMPARE(file->supportsWordFrames(), supported);
        QVERIFY(!file->isWordPacked(1));
        QVERIFY(file->setWordPacked(1, false)); // already bytes: nothing to do
        QCOMPARE(file->write(), original);
        QCOMPARE(file->setWordPacked(1, true), supported);
        QCOMPARE(file->isWordPacked(1), supported);
        QVERIFY(!file->setWordPacked(7, false));
        if (!supported) {
            QCOMPARE(file->write(), original);
            return;
        }
        // One word frame among byte frames: the step stays range / 255 (one global packing), so
        // no value changes; the frame is stored in 8-byte records.
        const QByteArray mixed = file->write();
        QCOMPARE(mixed.size(), original.size() + 4 * (file->vertexCount() + 2));
        std::unique_ptr<MdlFile> back = readMdl(mixed);
        QCOMPARE(back->frames()[1].type, 2);
        QCOMPARE(back->packing().scale, file->packing().scale);
        QCOMPARE(shown(*back), shown(*file));
        // Back to bytes: the original file.
        QVERIFY(back->setWordPacked(1, false));
        QCOMPARE(back->write(), original);
    }

    void allWordRepacksFiner()
    {
        // Byte -> word for every frame: the global step becomes range / 65535 and every frame is
        // re-encoded; word -> byte for one frame of an all-word file coarsens all of them.
        const QByteArray bytes = MdlFile::create(cube("MDL5", 2, 3, 0))->write();
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        const Shown before = shown(*file);
        for (int f = 0; f < 3; ++f)
            QVERIFY(file->setWordPacked(f, true));
        const RepackReport report = file->repackReport();
        QVERIFY(report.repacks && report.packingChanged);
        QVERIFY(report.maxStepGrowth < 0.01f);
        QVERIFY(!report.uneditedLosePrecision());
        const std::unique_ptr<MdlFile> words = readMdl(file->write());
        const Packing pk = words->packing();
        QVERIFY(pk.scale.x() < file->packing().scale.x() / 200.f);
        for (int f = 0; f < 3; ++f) {
            QVERIFY(words->isWordPacked(f));
            QVERIFY(stepsOff(words->positions(f), before.positions[size_t(f)], pk.scale, pk.offset, 65535u) <= 0.5f);
        }

        QVERIFY(words->setWordPacked(2, false));
        const RepackReport coarse = words->repackReport();
        QVERIFY(coarse.packingChanged && coarse.uneditedLosePrecision());
        QVERIFY(coarse.maxStepGrowth > 200.f);
        const std::unique_ptr<MdlFile> mixed = readMdl(words->write());
        QVERIFY(mixed->isWordPacked(0) && !mixed->isWordPacked(2));
        const Packing mk = mixed->packing();
        QCOMPARE(mk.scale, coarse.newPacking.scale);
        for (int f = 0; f < 3; ++f)
            QVERIFY(stepsOff(mixed->positions(f), words->positions(f), mk.scale, mk.offset, 255u) <= 0.5f);
    }

    void quakeFrameGroups()
    {
        const QByteArray original = groupedIdpo();
        std::unique_ptr<MdlFile> file = readMdl(original);
        QCOMPARE(file->frames().size(), size_t(3));
        QCOMPARE(file->frameCount(), 5);
        const std::vector<Eigen::Vector3f> p = file->positions(0);

        // Inside the group (before its second pose): a pose of the group, shown halfway.
        QVERIFY(file->insertFrame(2, QStringLiteral("mid"), p));
        QCOMPARE(file->frames().size(), size_t(3));
        QCOMPARE(file->frames()[1].poses.size(), qsizetype(4));
        QCOMPARE(file->framePose(2), std::make_pair(1, 1));
        QCOMPARE(std::bit_cast<float>(file->frames()[1].timeBits[1]), 0.2f);
        std::unique_ptr<MdlFile> back = readMdl(file->write());
        QCOMPARE(back->frames()[1].poses.size(), qsizetype(4));
        QCOMPARE(back->frameNames().at(2), QStringLiteral("mid"));
        QCOMPARE(back->frames()[1].timeBits, file->frames()[1].timeBits);
        QVERIFY(file->removeFrame(2));
        QCOMPARE(file->write(), original);

        // A pose reaching outside the group's bbox (frame 4 is the largest): the written group
        // bbox covers it; removing it again gives back the stored bbox.
        QVERIFY(file->insertFrame(3, QStringLiteral("big"), file->positions(4)));
        back = readMdl(file->write());
        const MdlFrame &grown = back->frames()[1];
        const MdlSimpleFrame &big = grown.poses[2];
        for (int a = 0; a < 3; ++a) {
            QCOMPARE(grown.groupMax[a], std::max(file->frames()[1].groupMax[a], big.bboxMax[a]));
            QCOMPARE(grown.groupMin[a], std::min(file->frames()[1].groupMin[a], big.bboxMin[a]));
        }
        QVERIFY(grown.groupMax.x > file->frames()[1].groupMax.x);
        QVERIFY(file->removeFrame(3));
        QCOMPARE(file->write(), original);

        // At the group's first pose: a simple frame before the group.
        QVERIFY(file->insertFrame(1, QStringLiteral("before"), p));
        QCOMPARE(file->frames().size(), size_t(4));
        QVERIFY(!file->frames()[1].group);
        QVERIFY(file->removeFrame(1));
        QCOMPARE(file->write(), original);

        // Poses move only inside their group; simple frames never into one.
        QVERIFY(file->moveFrame(1, 3));
        QCOMPARE(file->frameNames().mid(1, 3), (QStringList{QStringLiteral("frame2"), QStringLiteral("frame3"), QStringLiteral("frame1")}));
        QCOMPARE(file->frames()[1].timeBits, readMdl(original)->frames()[1].timeBits); // times stay with their slots
        QVERIFY(file->moveFrame(3, 1));
        QCOMPARE(file->write(), original);
        QVERIFY(!file->moveFrame(2, 4)); // a pose out of its group
        QVERIFY(!file->moveFrame(0, 2)); // a simple frame into a group
        QVERIFY(file->moveFrame(0, 3));  // ... but past it
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame1"), QStringLiteral("frame2"), QStringLiteral("frame3"),
                                                  QStringLiteral("frame0"), QStringLiteral("frame4")}));
        QVERIFY(file->moveFrame(3, 0));
        QCOMPARE(file->write(), original);
        QVERIFY(!file->setWordPacked(2, true));

        // Removing every pose removes the group; restoring puts back the exact bytes.
        std::vector<MdlFile::TakenFrame> taken;
        for (int i = 0; i < 3; ++i) {
            taken.push_back(*file->takeFrame(1));
            QCOMPARE(file->frameCount(), 4 - i);
        }
        QCOMPARE(file->frames().size(), size_t(2));
        QVERIFY(taken.back().whole);
        QCOMPARE(readMdl(file->write())->frameCount(), 2);
        for (auto it = taken.rbegin(); it != taken.rend(); ++it)
            QVERIFY(file->restoreFrame(*it));
        QCOMPARE(file->write(), original);
    }

    // One real file of each kind: a copy of frame 0 appended leaves every other byte alone.
    void corpusAppendCopy_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("mdl2") << QStringLiteral("mdl2/ack4stuff_armor.mdl");
        QTest::newRow("mdl3") << QStringLiteral("mdl3/ack4stuff_mace.mdl");
        QTest::newRow("mdl4") << QStringLiteral("mdl4/lvtw_warlock.mdl");
        QTest::newRow("mdl5") << QStringLiteral("mdl5/flw_winner.mdl");
        QTest::newRow("idpo") << QStringLiteral("idpo/ack4stuff_fish.mdl");
    }
    void corpusAppendCopy()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, file);
        const QByteArray original = ackedit::testing::readFile(ackedit::testing::corpusDir() + QLatin1Char('/') + file);
        if (original.isEmpty())
            QSKIP("corpus file missing");
        std::unique_ptr<MdlFile> model = readMdl(original);
        const int n = model->frameCount();
        const qint64 framesEnd = original.size() - model->trailingData().size();
        QVERIFY(model->insertFrame(n, QStringLiteral("copy"), model->positions(0)));
        const RepackReport report = model->repackReport();
        QVERIFY(!report.repacks);
        QVERIFY(!report.frames.back().edited);
        QCOMPARE(report.frames.back().maxError, 0.f);
        const QByteArray written = model->write();
        // Header (but its frame count), skins, UVs, triangles and every old frame: the same bytes.
        QCOMPARE(written.left(68), original.left(68));
        QCOMPARE(written.mid(72, framesEnd - 72), original.mid(72, framesEnd - 72));
        QCOMPARE(written.right(model->trailingData().size()), model->trailingData()); // e.g. QMEX
        const std::unique_ptr<MdlFile> back = readMdl(written);
        QCOMPARE(back->frameCount(), n + 1);
        QCOMPARE(back->header().numFrames, int(back->frames().size()));
        QCOMPARE(back->positions(n), back->positions(0));
        QCOMPARE(back->frameNames().last(), QStringLiteral("copy"));
        QCOMPARE(back->write(), written); // `ackedit-cli roundtrip` of the output
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
        qInfo("%s: %d -> %d frames, %lld -> %lld bytes", qPrintable(file), n, n + 1, qlonglong(original.size()),
              qlonglong(written.size()));
    }
};

QTEST_GUILESS_MAIN(TstMdlFrames)
#include "tst_mdlframes.moc"
