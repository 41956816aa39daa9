// Bone-posed MDL7 frames (docs/formats/mdl7-bones.md): a frame's bone transforms pose the main
// vertices (chained from the root, pivots in the matrices, weights normalised, else the bone
// index); mesh(), posedPositions() and transform() agree; posing never touches stored bytes.
// Real animated models keep their edge lengths close to the rest mesh.
#include "common_corpus.h"
#include "common_files.h"
#include "mdl7/mdl7file.h"
#include "format/mdl7/bonechain.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace ackedit::format;
using ackedit::testing::chain;
using ackedit::testing::key;
using ackedit::testing::quarterTurnX;

namespace {

using Vec = Eigen::Vector3f;

std::vector<Vec> firstPositions(const TriangleMesh &m, size_t n)
{
    return std::vector<Vec>(m.positions.begin(), m.positions.begin() + std::ptrdiff_t(n));
}

// Mean relative change of the edge lengths of every triangle over `frames`, against the main
// vertices (the rest mesh).
double meanEdgeStretch(const Mdl7File &file, const std::vector<int> &frames)
{
    std::vector<Vec> rest;
    for (const Mdl7Group &g : file.groups())
        for (const Mdl7Vertex &v : g.vertices)
            rest.push_back(v.position);
    const TriangleMesh first = file.mesh(0);
    std::set<std::pair<uint32_t, uint32_t>> edges;
    for (const auto &t : first.triangles)
        for (int k = 0; k < 3; ++k) {
            const uint32_t a = t.v[size_t(k)], b = t.v[size_t((k + 1) % 3)];
            if ((rest[a] - rest[b]).norm() > 1e-4f)
                edges.insert({std::min(a, b), std::max(a, b)});
        }
    double sum = 0;
    size_t count = 0;
    for (int f : frames) {
        const TriangleMesh m = file.mesh(f);
        for (const auto &[a, b] : edges) {
            const double l0 = (rest[a] - rest[b]).norm();
            sum += std::abs((m.positions[a] - m.positions[b]).norm() - l0) / l0;
            ++count;
        }
    }
    return count ? sum / double(count) : 0.0;
}

} // namespace

class TstMdl7Bones : public QObject
{
    Q_OBJECT
private slots:
    void chainedPoseMovesEachVertexWithItsBone()
    {
        const auto file = Mdl7File::create(chain());
        QVERIFY(file->isBonePosed(0));
        QVERIFY(file->isBonePosed(1));
        QVERIFY(!file->isBonePosed(2)); // no such frame
        // Identities at rest: the main vertices.
        QCOMPARE(firstPositions(file->mesh(0), 4), (std::vector<Vec>{{1, 0, 1}, {1, 0, 3}, {1, 0, 5}, {0, 1, 5}}));
        // The knee turns (1, 0, 3) about (0, 0, 2); the ankle turns about its own joint first and
        // then rides along with the knee; the free vertex stays.
        const std::vector<Vec> bent{{1, 0, 1}, {1, -1, 2}, {1, -2, 1}, {0, 1, 5}};
        QCOMPARE(firstPositions(file->mesh(1), 4), bent);
        QCOMPARE(file->posedPositions(0, 1), bent);
        QVERIFY(file->posedPositions(1, 1).empty());
        // The bone poses themselves: the ankle joint lands where the knee put it.
        const auto poses = file->bonePoses(1);
        QCOMPARE(poses.size(), size_t(3));
        QCOMPARE(Vec(poses[2] * Vec(0, 0, 4)), Vec(0, -2, 2));
        QVERIFY(poses[0].matrix().isIdentity());
    }

    void normalsTurnWithTheirBone()
    {
        const auto file = Mdl7File::create(chain());
        const TriangleMesh rest = file->mesh(0);
        const TriangleMesh bent = file->mesh(1);
        Eigen::Matrix3f r;
        r << 1, 0, 0, 0, 0, -1, 0, 1, 0;
        QVERIFY(!rest.normals[1].isZero());
        QVERIFY((bent.normals[1] - r * rest.normals[1]).norm() < 1e-6f);
        QVERIFY((bent.normals[2] - r * r * rest.normals[2]).norm() < 1e-6f);
        QCOMPARE(bent.normals[3], rest.normals[3]); // attached to no bone
        QVERIFY(std::abs(bent.normals[1].norm() - 1.f) < 1e-6f);
    }

    void weightsOverrideTheBoneIndexAndAreNormalised()
    {
        Mdl7BuildInput in = chain();
        in.groups[0].weights = {
            {1, 0, 1.f},                // index says hip, the weight says knee
            {1, 1, 0.25f}, {2, 1, 0.25f}, // half knee, half ankle; the sum 0.5 is normalised
            {0, 2, 0.f},                // a zero sum falls back to the bone index (ankle)
        };
        const auto file = Mdl7File::create(in);
        // Knee pose of (1, 0, 1): (1, 1, 2). Vertex 1: knee gives (1, -1, 2), ankle (1, -2, 3).
        const std::vector<Vec> expected{{1, 1, 2}, {1, -1.5f, 2.5f}, {1, -2, 1}, {0, 1, 5}};
        QCOMPARE(file->posedPositions(0, 1), expected);
        QCOMPARE(file->posedPositions(0, 0), (std::vector<Vec>{{1, 0, 1}, {1, 0, 3}, {1, 0, 5}, {0, 1, 5}}));
    }

    void groupZeroKeysMoveEveryGroup()
    {
        Mdl7BuildInput in = chain();
        Mdl7BuildInput::Group hat; // like wichtelwald_player's second group: frames without keys
        hat.positions = {{1, 0, 3}, {2, 0, 3}, {1, 1, 3}};
        hat.vertexBones = {1, 1, 1};
        hat.triangles.push_back({{0, 1, 2}, {}, -1});
        hat.frames = {{"rest", {}, {}}, {"bent", {}, {}}};
        in.groups.push_back(hat);
        const auto file = Mdl7File::create(in);
        QCOMPARE(file->groups()[1].frames[1].transforms().size(), size_t(0));
        QCOMPARE(file->posedPositions(1, 1), (std::vector<Vec>{{1, -1, 2}, {2, -1, 2}, {1, -1, 3}}));
    }

    void frameRecordsWinOverThePose()
    {
        Mdl7BuildInput in = chain();
        in.groups[0].frames[1].positions = {{9, 0, 0}, {9, 0, 1}, {9, 0, 2}, {9, 1, 2}};
        const auto file = Mdl7File::create(in);
        QVERIFY(file->isBonePosed(1));
        QCOMPARE(file->posedPositions(0, 1), in.groups[0].frames[1].positions);
    }

    void unkeyedModelsAreNotPosed()
    {
        Mdl7BuildInput in = chain();
        for (auto &f : in.groups[0].frames)
            f.transforms.clear();
        const auto file = Mdl7File::create(in);
        QVERIFY(!file->isBonePosed(1));
        QCOMPARE(file->posedPositions(0, 1), in.groups[0].positions);
        QVERIFY(file->bonePoses(1)[1].matrix().isIdentity());
    }

    void posingLeavesStoredDataAlone()
    {
        Mdl7BuildInput in = chain();
        in.groups[0].weights = {{1, 1, 0.25f}, {2, 1, 0.25f}};
        const auto file = Mdl7File::create(in);
        const QByteArray before = file->write();
        (void)file->mesh(1);
        (void)file->posedPositions(0, 1);
        QCOMPARE(file->write(), before);
        QCOMPARE(file->groups()[0].vertices[1].position, Vec(1, 0, 3));
        QCOMPARE(readMdl7(before)->write(), before);
    }

    // transform() conjugates the bone keys, so a posed frame moves exactly like the rest mesh
    // (translation included).
    void transformMovesPosedFramesAlong()
    {
        Mdl7BuildInput in = chain();
        in.groups[0].weights = {{1, 1, 0.25f}, {2, 1, 0.25f}};
        const auto original = Mdl7File::create(in);
        const auto moved = Mdl7File::create(in);
        const Eigen::Affine3f t = Eigen::Translation3f(5, -3, 7) * Eigen::AngleAxisf(0.5f, Vec::UnitZ())
                                  * Eigen::Scaling(2.f, 2.f, 3.f);
        QVERIFY(moved->transform(t));
        const auto back = readMdl7(moved->write());
        for (int frame : {0, 1}) {
            const TriangleMesh a = original->mesh(frame);
            const TriangleMesh b = back->mesh(frame);
            for (size_t v = 0; v < a.positions.size(); ++v)
                QVERIFY2((b.positions[v] - t * a.positions[v]).norm() < 1e-4f,
                         qPrintable(QStringLiteral("frame %1 vertex %2").arg(frame).arg(v)));
        }
    }

    // The real bone-animated models: frames move, and edge lengths stay close to the rest mesh
    // (the limits sit just above the figures in docs/formats/mdl7-bones.md, where the rejected
    // readings stretch more). wichtelwald_player's second group (the hat) rides along with group
    // 0's head bone.
    void corpusModelsKeepTheirShape_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("maxStretch");
        QTest::newRow("wichtelwald_player") << QStringLiteral("wichtelwald_player.mdl") << 0.038;
        QTest::newRow("morbius_char") << QStringLiteral("morbius_char.mdl") << 0.045;
        QTest::newRow("morbius_humanoid") << QStringLiteral("morbius_humanoid.mdl") << 0.068;
    }
    void corpusModelsKeepTheirShape()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, name);
        QFETCH(double, maxStretch);
        const auto file = readMdl7(ackedit::testing::readFile(ackedit::testing::corpusDir() + QStringLiteral("/mdl7/") + name));
        QVERIFY(file);
        std::vector<int> frames;
        for (int f = 0; f < file->frameCount(); ++f) {
            QVERIFY(file->isBonePosed(f));
            frames.push_back(f);
        }
        const double stretch = meanEdgeStretch(*file, frames);
        qInfo("%s: mean edge stretch %.4f over %zu frames", qPrintable(name), stretch, frames.size());
        QVERIFY2(stretch < maxStretch, qPrintable(QString::number(stretch)));
        // Animated: some frame moves some vertex far from its rest place.
        float most = 0.f;
        const TriangleMesh rest = file->mesh(0);
        for (int f : frames) {
            const TriangleMesh m = file->mesh(f);
            for (size_t v = 0; v < m.positions.size(); ++v)
                most = std::max(most, (m.positions[v] - rest.positions[v]).norm());
        }
        QVERIFY2(most > 5.f, qPrintable(QString::number(most)));
    }

    void wichtelwaldHatStaysOnTheHead()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const auto file = readMdl7(ackedit::testing::readFile(ackedit::testing::corpusDir() + QStringLiteral("/mdl7/wichtelwald_player.mdl")));
        QVERIFY(file);
        const auto &groups = file->groups();
        QCOMPARE(groups.size(), size_t(2));
        QCOMPARE(groups[1].frames[10].transforms().size(), size_t(0)); // keys live in group 0 only
        // A head vertex: weighted to the hat's bone alone.
        const uint32_t hatBone = groups[1].vertices[0].index;
        std::map<int32_t, std::vector<int32_t>> bonesOf;
        for (const Mdl7DeformerElement &e : file->deformers()[0].elements)
            for (const Mdl7Weight &w : e.weights)
                bonesOf[w.vertex].push_back(e.bone);
        const auto it = std::find_if(bonesOf.begin(), bonesOf.end(), [&](const auto &entry) {
            return entry.second == std::vector<int32_t>{int32_t(hatBone)};
        });
        QVERIFY(it != bonesOf.end());
        const size_t head = size_t(it->first);
        // Distance from each hat vertex to that head vertex: unchanged in every frame.
        const std::vector<Vec> restHat = file->posedPositions(1, 0);
        const Vec restHead = file->posedPositions(0, 0)[head];
        float worst = 0.f, moved = 0.f;
        for (int f = 0; f < file->frameCount(); ++f) {
            const std::vector<Vec> hat = file->posedPositions(1, f);
            const Vec h = file->posedPositions(0, f)[head];
            for (size_t v = 0; v < hat.size(); ++v) {
                worst = std::max(worst, std::abs((hat[v] - h).norm() - (restHat[v] - restHead).norm()));
                moved = std::max(moved, (hat[v] - restHat[v]).norm());
            }
        }
        QVERIFY2(worst < 1e-3f, qPrintable(QString::number(worst)));
        QVERIFY(moved > 1.f);
    }
};

QTEST_GUILESS_MAIN(TstMdl7Bones)
#include "tst_mdl7bones.moc"
