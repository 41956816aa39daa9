// MDL7 frame structure: insert (sparse records), duplicate, remove, move and rename work on every
// group at once, survive a write/read round trip and their inverses give back the original bytes
// (lumps restored with setLumps, as commands do); frame vertex records are added where a frame
// has none, and refused in bone-posed frames; a model without frames gets one and loses it again.
#include "common_corpus.h"
#include "common_files.h"
#include "mdl7/mdl7file.h"
#include "mdl7fixture.h"

#include <QtTest>

using namespace ackedit::format;
using mdl7fixture::Spec;

namespace {

struct Shown
{
    QStringList names;
    std::vector<std::vector<Eigen::Vector3f>> positions; // mesh(frame).positions
    bool operator==(const Shown &) const = default;
};

Shown shown(const Mdl7File &f)
{
    Shown s{f.frameNames(), {}};
    for (int i = 0; i < f.frameCount(); ++i)
        s.positions.push_back(f.mesh(i).positions);
    return s;
}

// Byte range (start, size) of every stored frame of every group, as write() lays them out.
std::vector<std::vector<std::pair<qint64, qint64>>> frameRanges(const Mdl7File &f)
{
    const Mdl7RecordSizes &s = f.recordSizes();
    qint64 at = 48 + qint64(f.bones().size()) * s.bone;
    std::vector<std::vector<std::pair<qint64, qint64>>> out;
    for (const Mdl7Group &g : f.groups()) {
        at += 44;
        for (const Mdl7Skin &skin : g.skins)
            at += s.skin + skin.image.size() + (skin.hasMaterial() ? s.material : 0) + (skin.hasEffect() ? 4 + skin.effect.size() : 0);
        at += qint64(g.skinPoints.size()) * s.skinPoint + qint64(g.triangles.size()) * s.triangle
              + qint64(g.vertices.size()) * s.mainVertex;
        out.emplace_back();
        for (const Mdl7Frame &fr : g.frames) {
            const qint64 size = s.frame + qint64(fr.vertexCount()) * s.frameVertex + qint64(fr.transformCount()) * s.boneTransform;
            out.back().emplace_back(at, size);
            at += size;
        }
    }
    return out;
}

std::vector<uint32_t> recordVertices(const Mdl7Frame &f)
{
    std::vector<uint32_t> out;
    for (const Mdl7Vertex &v : f.vertices())
        out.push_back(v.index);
    return out;
}

std::vector<Eigen::Vector3f> mainPositions(const Mdl7Group &g)
{
    std::vector<Eigen::Vector3f> out;
    for (const Mdl7Vertex &v : g.vertices)
        out.push_back(v.position);
    return out;
}

// Two groups (tetrahedra), frame 0 sparse (vertex 1), frame 1 complete, frame 2 empty; lumps.
Spec twoGroups(int frames = 3)
{
    Spec s;
    s.groups = 2;
    s.frames = frames;
    s.entLump = QByteArray("\x01\x00\x00\x00entity", 10);
    s.medLump = QByteArray("\x05\x00\x00\x00MBI", 7);
    return s;
}

} // namespace

class TstMdl7Frames : public QObject
{
    Q_OBJECT
private slots:
    void framesDecodeOnFirstUse()
    {
        // Reading leaves every frame's records undecoded; a frame never decoded writes its stored
        // bytes, a decoded one writes the same bytes, and an edit decodes only what it changes.
        const QByteArray original = mdl7fixture::build(twoGroups());
        auto file = readMdl7(original);
        const auto pending = [&](size_t g, size_t f) { return file->groups()[g].frames[f].isPending(); };
        for (size_t g = 0; g < 2; ++g)
            for (size_t f = 0; f < 3; ++f)
                QVERIFY(pending(g, f));
        QCOMPARE(file->groups()[0].frames[1].vertexCount(), size_t(4));
        QCOMPARE(file->write(), original);
        QVERIFY(pending(0, 1));

        QCOMPARE(file->groups()[0].frames[1].vertices().size(), size_t(4));
        QVERIFY(!pending(0, 1));
        QCOMPARE(file->write(), original);

        QVERIFY(file->setFrameVertexPosition(1, 1, 2, Eigen::Vector3f(1, 2, 3)));
        QVERIFY(!pending(1, 1));
        QVERIFY(pending(0, 0) && pending(0, 2) && pending(1, 0) && pending(1, 2));
        const QByteArray written = file->write();
        QVERIFY(written != original);
        const auto back = readMdl7(written);
        QCOMPARE(back->groups()[1].frames[1].vertices()[2].position, Eigen::Vector3f(1, 2, 3));
        QCOMPARE(back->groups()[0].frames[1].vertices()[2].position, readMdl7(original)->groups()[0].frames[1].vertices()[2].position);
    }

    void insertRemoveRoundTrip()
    {
        const QByteArray original = mdl7fixture::build(twoGroups());
        auto file = readMdl7(original);
        QCOMPARE(file->frameCount(), 3);
        // Group 0: vertex 2 moved; group 1: the main vertices (no list).
        std::vector<Eigen::Vector3f> g0 = mainPositions(file->groups()[0]);
        g0[2] += Eigen::Vector3f(0.f, 0.f, 4.f);
        QVERIFY(file->insertFrame(1, QStringLiteral("added"), {g0, {}}));
        QCOMPARE(file->frameCount(), 4);
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame0"), QStringLiteral("added"), QStringLiteral("frame1"),
                                                  QStringLiteral("frame2")}));
        // Sparse: a record only where the position differs from the main vertex.
        QCOMPARE(recordVertices(file->groups()[0].frames[1]), std::vector<uint32_t>{2});
        QVERIFY(file->groups()[1].frames[1].vertices().empty());
        QCOMPARE(file->mesh(1).positions[2], g0[2]);
        // Its normal follows the moved geometry (inward, the file's convention).
        const Mdl7Vertex &record = file->groups()[0].frames[1].vertices()[0];
        QVERIFY((record.normal - file->groups()[0].vertices[2].normal).norm() > 1e-3f);
        QVERIFY(file->entityLump().isEmpty() && file->medLump().isEmpty()); // structure changed

        const Shown want = shown(*file);
        const QByteArray written = file->write();
        const auto back = readMdl7(written);
        QCOMPARE(shown(*back), want);
        QCOMPARE(back->write(), written);

        QVERIFY(file->removeFrame(1));
        file->setLumps(QByteArray("\x01\x00\x00\x00entity", 10), QByteArray("\x05\x00\x00\x00MBI", 7));
        QCOMPARE(file->write(), original);
    }

    void moveRenameDuplicateRoundTrip()
    {
        const Spec spec = twoGroups();
        const QByteArray original = mdl7fixture::build(spec);
        auto file = readMdl7(original);
        const Shown before = shown(*file);
        QVERIFY(file->moveFrame(0, 2));
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame1"), QStringLiteral("frame2"), QStringLiteral("frame0")}));
        QCOMPARE(file->mesh(2).positions, before.positions[0]);
        QVERIFY(file->setFrameName(0, QStringLiteral("walk1")));
        QCOMPARE(file->groups()[1].frames[0].name.left(6), QByteArray("walk1\0", 6)); // every group
        QVERIFY(file->duplicateFrame(2, 3, QStringLiteral("copy")));
        QCOMPARE(file->mesh(3).positions, before.positions[0]);
        QCOMPARE(file->groups()[0].frames[3].vertices().size(), file->groups()[0].frames[2].vertices().size());
        const Shown want = shown(*file);
        const QByteArray written = file->write();
        QCOMPARE(shown(*readMdl7(written)), want);
        QCOMPARE(readMdl7(written)->write(), written);

        QVERIFY(file->removeFrame(3));
        QVERIFY(file->setFrameName(0, QStringLiteral("frame1")));
        QVERIFY(file->moveFrame(2, 0));
        QCOMPARE(shown(*file), before);
        file->setLumps(spec.entLump, spec.medLump);
        QCOMPARE(file->write(), original);
    }

    void takeAndRestoreAreExact()
    {
        const Spec spec = twoGroups();
        const QByteArray original = mdl7fixture::build(spec);
        auto file = readMdl7(original);
        for (int f = 0; f < 3; ++f) {
            const auto taken = file->takeFrame(f);
            QVERIFY(taken);
            QCOMPARE(file->frameCount(), 2);
            QCOMPARE(readMdl7(file->write())->frameCount(), 2);
            QVERIFY(file->restoreFrame(*taken));
            file->setLumps(spec.entLump, spec.medLump);
            QCOMPARE(file->write(), original);
        }
    }

    void modelWithoutFrames()
    {
        const Spec spec = twoGroups(0);
        const QByteArray original = mdl7fixture::build(spec);
        auto file = readMdl7(original);
        QVERIFY(!file->hasStoredFrames());
        QCOMPARE(file->frameCount(), 1);
        QVERIFY(!file->setFrameName(0, QStringLiteral("x"))); // nothing stored to name
        QVERIFY(!file->removeFrame(0));
        std::vector<Eigen::Vector3f> g1 = mainPositions(file->groups()[1]);
        g1[0].x() -= 2.f;

        for (int at : {1, 0}) {
            QVERIFY(file->insertFrame(at, QStringLiteral("walk"), {{}, g1}));
            QCOMPARE(file->frameCount(), 2);
            // Frame 0 of the model (the main vertices) is stored as an empty, unnamed frame.
            const int base = 1 - at;
            QCOMPARE(file->frameNames().at(base), QString());
            QCOMPARE(file->frameNames().at(at), QStringLiteral("walk"));
            QVERIFY(file->groups()[0].frames[size_t(base)].vertices().empty());
            const auto back = readMdl7(file->write());
            QCOMPARE(back->frameCount(), 2);
            QCOMPARE(back->mesh(at).positions[4], g1[0]); // group 1 follows group 0's 4 vertices
            QCOMPARE(back->mesh(base).positions, readMdl7(original)->mesh(0).positions);

            // Removing the new frame leaves the model without frames again; restoring adds both.
            const auto taken = file->takeFrame(at);
            QVERIFY(taken && taken->baseDropped);
            QVERIFY(!file->hasStoredFrames());
            file->setLumps(spec.entLump, spec.medLump);
            QCOMPARE(file->write(), original);
            QVERIFY(file->restoreFrame(*taken));
            QCOMPARE(file->frameNames().at(at), QStringLiteral("walk"));
            QVERIFY(file->removeFrame(at));
            file->setLumps(spec.entLump, spec.medLump);
            QCOMPARE(file->write(), original);
        }
        // A renamed base is a real frame: it stays.
        QVERIFY(file->duplicateFrame(0, 1, QStringLiteral("copy")));
        QVERIFY(file->setFrameName(0, QStringLiteral("stand")));
        QVERIFY(file->removeFrame(1));
        QCOMPARE(file->frameNames(), QStringList{QStringLiteral("stand")});
    }

    void setFramePositionsAddsSortedRecords()
    {
        Spec spec = twoGroups();
        spec.shape = mdl7fixture::Shape::Grid;
        const QByteArray original = mdl7fixture::build(spec);
        auto file = readMdl7(original);
        QCOMPARE(recordVertices(file->groups()[0].frames[0]), std::vector<uint32_t>{1});
        const std::vector<int> touched = file->affectedByMove(0, {9, 1, 0});
        std::vector<std::pair<int, std::optional<Mdl7Vertex>>> before;
        for (int v : touched)
            before.emplace_back(v, file->frameRecord(0, 0, v));

        const Eigen::Vector3f p9 = mdl7fixture::position(spec, 0, 9) + Eigen::Vector3f(0, 0, 2);
        const Eigen::Vector3f p1 = mdl7fixture::position(spec, 0, 1) + Eigen::Vector3f(0, 0, -1);
        const Eigen::Vector3f p0 = mdl7fixture::position(spec, 0, 0) + Eigen::Vector3f(0, 0, 2);
        QVERIFY(file->setFramePositions(0, 0, {{9, p9}, {1, p1}, {0, p0}}));
        QCOMPARE(recordVertices(file->groups()[0].frames[0]), (std::vector<uint32_t>{0, 1, 9}));
        QVERIFY(file->groups()[1].frames[0].vertices().size() == 1); // other groups untouched
        const auto mesh = file->mesh(0).positions;
        QCOMPARE(mesh[9], p9);
        QCOMPARE(mesh[1], p1);
        QCOMPARE(mesh[0], p0);
        // The new record's normal tilts with the raised corner (grid normals are (0,0,-1) stored).
        QVERIFY(file->frameRecord(0, 0, 0)->normal.z() > -0.99f);
        QVERIFY(file->frameRecord(0, 0, 0)->normal.z() < 0.f);
        const auto back = readMdl7(file->write());
        QCOMPARE(back->mesh(0).positions, mesh);
        QCOMPARE(recordVertices(back->groups()[0].frames[0]), (std::vector<uint32_t>{0, 1, 9}));
        // Frame 1 (complete) only gets new values.
        std::vector<std::pair<int, std::optional<Mdl7Vertex>>> before1;
        for (int v : file->affectedByMove(0, {3}))
            before1.emplace_back(v, file->frameRecord(0, 1, v));
        QVERIFY(file->setFramePositions(0, 1, {{3, p9}}));
        QCOMPARE(file->groups()[0].frames[1].vertices().size(), size_t(16));

        // Exact undo with the values captured before: added records go, changed ones come back.
        QVERIFY(file->setFrameRecords(0, 1, before1));
        QVERIFY(file->setFrameRecords(0, 0, before));
        QCOMPARE(recordVertices(file->groups()[0].frames[0]), std::vector<uint32_t>{1});
        file->setLumps(spec.entLump, spec.medLump);
        QCOMPARE(file->write(), original);

        QVERIFY(!file->setFramePositions(0, 3, {{1, p1}}));  // no such frame
        QVERIFY(!file->setFramePositions(2, 0, {{1, p1}}));  // no such group
        QVERIFY(!file->setFramePositions(0, 0, {{16, p1}})); // no such vertex
        QVERIFY(!file->setFramePositions(0, 0, {{1, Eigen::Vector3f::Constant(std::numeric_limits<float>::infinity())}}));
    }

    void bonePosedFramesRefuseRecords()
    {
        Spec spec = twoGroups();
        spec.bones = 2;
        spec.boneTransforms = true;
        auto file = readMdl7(mdl7fixture::build(spec));
        QVERIFY(file->isBonePosed(2));
        const QByteArray before = file->write();
        QVERIFY(!file->setFramePositions(0, 2, {{0, Eigen::Vector3f(1, 2, 3)}}));
        QCOMPARE(file->write(), before);
        // A duplicate keeps the bone keys, so it is posed like its source.
        QVERIFY(file->duplicateFrame(2, 3, QStringLiteral("copy")));
        QVERIFY(file->isBonePosed(3));
        QCOMPARE(file->mesh(3).positions, file->mesh(2).positions);
        QCOMPARE(file->groups()[0].frames[3].transforms().size(), size_t(2));
    }

    void namesAndRefusals()
    {
        auto file = readMdl7(mdl7fixture::build(twoGroups()));
        const QByteArray original = file->write();
        QCOMPARE(Mdl7File::maxFrameNameLength(), 15);
        QVERIFY(!file->setFrameName(0, QStringLiteral("abcdefghijklmnop")));
        QVERIFY(!file->setFrameName(0, QStringLiteral("\u0142ap")));
        QVERIFY(!file->setFrameName(3, QStringLiteral("x")));
        QVERIFY(!file->insertFrame(0, QStringLiteral("abcdefghijklmnop"), {{}, {}}));
        QVERIFY(!file->insertFrame(4, QStringLiteral("x"), {{}, {}}));
        QVERIFY(!file->insertFrame(0, QStringLiteral("x"), {{}}));                 // one list per group
        QVERIFY(!file->insertFrame(0, QStringLiteral("x"), {{Eigen::Vector3f(0, 0, 0)}, {}})); // wrong count
        QVERIFY(!file->moveFrame(0, 3));
        QVERIFY(!file->duplicateFrame(3, 0, QStringLiteral("x")));
        QCOMPARE(file->write(), original);
        QVERIFY(file->setFrameName(0, QStringLiteral("abcdefghijklmno")));
        QCOMPARE(readMdl7(file->write())->frameNames().first(), QStringLiteral("abcdefghijklmno"));
    }

    void groupsWithFewerFrames()
    {
        // Group 1 stores one frame, group 0 three: frames 1 and 2 of group 1 show its main vertices.
        Mdl7BuildInput in;
        for (int g = 0; g < 2; ++g) {
            Mdl7BuildInput::Group group;
            group.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
            group.uvs = {{0, 0}, {1, 0}, {0, 1}};
            TriangleMesh::Triangle t;
            t.v = {0, 1, 2};
            t.uv = {0, 1, 2};
            group.triangles = {t};
            for (int f = 0; f < (g == 0 ? 3 : 1); ++f)
                group.frames.push_back({QByteArray("f") + QByteArray::number(f), {}, {}});
            in.groups.push_back(group);
        }
        auto file = Mdl7File::create(in);
        QCOMPARE(file->frameCount(), 3);
        const std::vector<Eigen::Vector3f> moved = {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}};
        QVERIFY(file->insertFrame(3, QStringLiteral("end"), {moved, {}})); // group 1 needs nothing
        QCOMPARE(file->groups()[1].frames.size(), size_t(1));
        QVERIFY(!file->insertFrame(3, QStringLiteral("x"), {{}, moved})); // group 1 lacks frames 1, 2
        QVERIFY(file->insertFrame(1, QStringLiteral("x"), {{}, moved}));
        QCOMPARE(file->groups()[1].frames.size(), size_t(2));
        QVERIFY(!file->moveFrame(1, 3)); // group 1 has frame 1 but not 3
        QVERIFY(file->moveFrame(2, 4));  // group 1 has neither
        QVERIFY(file->removeFrame(1));
        QCOMPARE(file->groups()[1].frames.size(), size_t(1));
    }

    void repackReportIsTrivial()
    {
        Spec spec = twoGroups();
        spec.bones = 2;
        spec.boneTransforms = true;
        const auto file = readMdl7(mdl7fixture::build(spec));
        const RepackReport r = file->repackReport();
        QVERIFY(!r.quantized);
        QVERIFY(!r.repacks && !r.packingChanged && !r.uneditedLosePrecision());
        QCOMPARE(r.frames.size(), size_t(3));
        for (int f = 0; f < 3; ++f) {
            const RepackReport::Frame &fr = r.frames[size_t(f)];
            QCOMPARE(fr.name, QStringLiteral("frame%1").arg(f));
            QVERIFY(!fr.word && !fr.edited);
            QCOMPARE(fr.maxError, 0.f);
            Eigen::AlignedBox3f box;
            for (const Eigen::Vector3f &v : file->mesh(f).positions) // posed by the bones
                box.extend(v);
            QCOMPARE(fr.min, box.min());
            QCOMPARE(fr.max, box.max());
        }
        QCOMPARE(readMdl7(mdl7fixture::build(twoGroups(0)))->repackReport().frames.size(), size_t(1));
    }

    // Issue 32: the save report's "Edited" column was empty for every MDL7 frame. A frame is
    // edited when its positions differ from those read; reading (decoding) alone, a copy of an
    // unedited frame, an empty inserted frame and a move undone are not edits.
    void repackReportMarksEditedFrames()
    {
        Spec spec = twoGroups();
        spec.shape = mdl7fixture::Shape::Grid;
        auto file = readMdl7(mdl7fixture::build(spec));
        const auto edited = [&file] {
            std::vector<bool> out;
            for (const RepackReport::Frame &f : file->repackReport().frames)
                out.push_back(f.edited);
            return out;
        };
        QCOMPARE(edited(), (std::vector<bool>{false, false, false})); // the report decodes them all
        const std::optional<Mdl7Vertex> before = file->frameRecord(1, 1, 3);
        QVERIFY(file->setFramePositions(1, 1, {{3, mdl7fixture::position(spec, 1, 3) + Eigen::Vector3f(0, 0, 4)}}));
        QCOMPARE(edited(), (std::vector<bool>{false, true, false})); // group 1 only: still that frame
        QVERIFY(file->duplicateFrame(0, 3, QStringLiteral("copy")));
        QVERIFY(file->insertFrame(4, QStringLiteral("empty"), {{}, {}}));
        QCOMPARE(edited(), (std::vector<bool>{false, true, false, false, false}));
        QVERIFY(file->setFramePositions(0, 4, {{2, Eigen::Vector3f(1, 2, 3)}}));
        QCOMPARE(edited(), (std::vector<bool>{false, true, false, false, true})); // the new frame moved
        QVERIFY(file->setFrameRecords(1, 1, {{3, before}}));
        QCOMPARE(edited(), (std::vector<bool>{false, false, false, false, true})); // undone: not edited

        // A main vertex shows in every frame that has no record of it: all of them are edited.
        const Eigen::Vector3f main = file->groups()[0].vertices[5].position;
        QVERIFY(file->setVertexPosition(0, 5, main + Eigen::Vector3f(1, 0, 0)));
        QCOMPARE(edited(), (std::vector<bool>(5, true)));
        QVERIFY(file->setVertexPosition(0, 5, main));
        QCOMPARE(edited(), (std::vector<bool>{false, false, false, false, true}));

        // A model without frames shows its main vertices as frame 0 (the tour's MDL7 cube).
        auto frameless = readMdl7(mdl7fixture::build(twoGroups(0)));
        QVERIFY(!frameless->repackReport().frames.front().edited);
        QVERIFY(frameless->setVertexPosition(1, 2, Eigen::Vector3f(7, 7, 7)));
        QVERIFY(frameless->repackReport().frames.front().edited);
    }

    // Real files: a vertex-animated model (records), a bone-animated one (keys) and a static one.
    void corpusAppendCopy_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("vertex frames") << QStringLiteral("mdl7/commandandlotter_sphere_of_death.mdl");
        QTest::newRow("bone frames") << QStringLiteral("mdl7/wichtelwald_player.mdl");
        QTest::newRow("no frames") << QStringLiteral("mdl7/ackmania_carpet1.mdl");
    }
    void corpusAppendCopy()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, file);
        const QByteArray original = ackedit::testing::readFile(ackedit::testing::corpusDir() + QLatin1Char('/') + file);
        if (original.isEmpty())
            QSKIP("corpus file missing");
        auto model = readMdl7(original);
        const int n = model->frameCount();
        const bool posed = model->isBonePosed(0);
        if (posed) {
            QVERIFY(model->duplicateFrame(0, n, QStringLiteral("copy")));
        } else {
            std::vector<std::vector<Eigen::Vector3f>> positions;
            for (size_t g = 0; g < model->groups().size(); ++g)
                positions.push_back(model->posedPositions(int(g), 0));
            QVERIFY(model->insertFrame(n, QStringLiteral("copy"), positions));
        }
        const QByteArray written = model->write();
        const auto back = readMdl7(written);
        QCOMPARE(back->frameCount(), n + 1);
        QCOMPARE(back->mesh(n).positions, back->mesh(0).positions);
        QCOMPARE(back->isBonePosed(n), posed);
        QCOMPARE(back->write(), written); // `ackedit-cli roundtrip` of the output
        // Every old frame keeps its bytes (at its new place).
        const auto before = frameRanges(*readMdl7(original)), after = frameRanges(*back);
        for (size_t g = 0; g < before.size(); ++g)
            for (size_t f = 0; f < before[g].size(); ++f)
                QVERIFY(written.mid(after[g][f].first, after[g][f].second) == original.mid(before[g][f].first, before[g][f].second));
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
        qInfo("%s: %d -> %d frames, %lld -> %lld bytes", qPrintable(file), n, n + 1, qlonglong(original.size()),
              qlonglong(written.size()));
        // Removing the copy (and restoring the lumps) gives back the original file.
        QVERIFY(model->removeFrame(n));
        const auto orig = readMdl7(original);
        model->setLumps(orig->entityLump(), orig->medLump());
        QVERIFY(model->write() == original);
    }
};

QTEST_GUILESS_MAIN(TstMdl7Frames)
#include "tst_mdl7frames.moc"
