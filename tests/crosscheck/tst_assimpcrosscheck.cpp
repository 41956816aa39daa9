// Independent cross-check: assimp (a reader written by other people) and ackedit must agree on
// the triangles of frame 0 of every corpus model/terrain assimp can read, and of files our
// writer produced after an edit (transform --scale 2; a new frame 0 with a moved vertex).
#include "common_corpus.h"
#include "common_files.h"
#include "crosscheck/trianglematcher.h"
#include "document/model/modeleditscenario.h"
#include "document/model/modelfixtures.h"
#include "documentfactory.h"
#include "model/modeldocument.h"
#include "skin/skinstroke.h"
#include "terrain/terraindocument.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

#include <QFile>
#include <QProcess>

#include <Eigen/Geometry>

#include <cstring>
#include <QTemporaryDir>
#include <QtTest>

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

using namespace ackedit;
using testing::Tri;

namespace {

std::vector<Tri> ourTriangles(const format::AssetFile &asset)
{
    const format::TriangleMesh m = asset.mesh(0);
    std::vector<Tri> out;
    out.reserve(m.triangles.size());
    for (const auto &t : m.triangles)
        out.push_back({m.positions[t.v[0]], m.positions[t.v[1]], m.positions[t.v[2]]});
    return out;
}

// How assimp's polygons become triangles. Its HMP loader emits one quad per grid cell; which
// diagonal matches ours is found by trying both (Fan02: corners 0-2, Fan13: corners 1-3).
enum class QuadSplit { Fan02, Fan13 };

// assimp's scene with node transforms applied (its MDL/HMP loaders put meshes under the root).
// Polygons are triangulated; `polygons` counts the faces with more than three corners.
std::vector<Tri> assimpTriangles(const aiScene *scene, QuadSplit split, size_t *polygons = nullptr)
{
    std::vector<Tri> out;
    size_t quads = 0;
    std::function<void(const aiNode *, const aiMatrix4x4 &)> walk = [&](const aiNode *node, const aiMatrix4x4 &parent) {
        const aiMatrix4x4 m = parent * node->mTransformation;
        for (unsigned i = 0; i < node->mNumMeshes; ++i) {
            const aiMesh *mesh = scene->mMeshes[node->mMeshes[i]];
            auto corner = [&](const aiFace &face, unsigned c) {
                const aiVector3D v = m * mesh->mVertices[face.mIndices[c % face.mNumIndices]];
                return Eigen::Vector3f(v.x, v.y, v.z);
            };
            for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
                const aiFace &face = mesh->mFaces[f];
                if (face.mNumIndices < 3)
                    continue; // points and lines
                quads += face.mNumIndices > 3;
                // A fan around corner 0 (Fan02) or corner 1 (Fan13); the same for triangles.
                const unsigned first = split == QuadSplit::Fan13 && face.mNumIndices == 4 ? 1 : 0;
                for (unsigned k = 1; k + 1 < face.mNumIndices; ++k)
                    out.push_back({corner(face, first), corner(face, first + k), corner(face, first + k + 1)});
            }
        }
        for (unsigned c = 0; c < node->mNumChildren; ++c)
            walk(node->mChildren[c], m);
    };
    if (scene && scene->mRootNode)
        walk(scene->mRootNode, aiMatrix4x4());
    if (polygons)
        *polygons = quads;
    return out;
}

// assimp converts to its own axis conventions (and mirrors HMP rows north/south, hmp.md): try
// every signed axis permutation and keep the one that matches best, reporting which it was.
std::vector<Tri> remapped(std::vector<Tri> tris, const Eigen::Matrix3f &m)
{
    for (Tri &t : tris)
        for (auto &v : t)
            v = m * v;
    return tris;
}

std::vector<Eigen::Matrix3f> signedPermutations()
{
    std::vector<Eigen::Matrix3f> out;
    const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (const auto &p : perms)
        for (int signs = 0; signs < 8; ++signs) {
            Eigen::Matrix3f m = Eigen::Matrix3f::Zero();
            for (int r = 0; r < 3; ++r)
                m(r, p[r]) = (signs >> r) & 1 ? -1.f : 1.f;
            out.push_back(m);
        }
    return out;
}

QString describe(const Eigen::Matrix3f &m)
{
    QStringList axes;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (m(r, c) != 0.f)
                axes << QStringLiteral("%1%2").arg(m(r, c) < 0 ? QStringLiteral("-") : QString()).arg(QLatin1Char("xyz"[c]));
    return QStringLiteral("(%1)").arg(axes.join(QLatin1Char(',')));
}

// A child process (this binary with --assimp-probe FILE) reads the file with assimp several times:
// fork() is not safe in this multithreaded process, and assimp may crash or corrupt its heap.
enum class ProbeOutcome { Reads, Fails, Crashes };

ProbeOutcome probeAssimpInChild(const QString &path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--assimp-probe"), path});
    if (!child.waitForFinished(60000)) {
        child.kill();
        child.waitForFinished();
        return ProbeOutcome::Crashes;
    }
    if (child.exitStatus() == QProcess::CrashExit)
        return ProbeOutcome::Crashes;
    return child.exitCode() == 0 ? ProbeOutcome::Reads : ProbeOutcome::Fails;
}

int assimpProbeMain(const char *path)
{
    for (int i = 0; i < 8; ++i) {
        Assimp::Importer importer;
        if (!importer.ReadFile(path, 0))
            return 1;
    }
    return 0;
}

// Reads with ackedit; a FormatError becomes a test failure with the reader's message.
std::unique_ptr<format::AssetFile> load(const QString &path)
{
    try {
        return format::readAssetFile(testing::readFile(path));
    } catch (const format::FormatError &e) {
        QTest::qFail(qPrintable(e.toString(path)), __FILE__, __LINE__);
        return nullptr;
    }
}

float tolerance(const format::AssetFile &asset)
{
    // Half a quantisation step is the reader's own error; allow a full step between two readers
    // (assimp and ackedit may normalise differently), plus float noise for float formats.
    const float step = asset.quantizationStep().maxCoeff();
    return step > 0.f ? step * 1.0f + 1e-4f : 1e-3f;
}

struct Comparison
{
    testing::MatchResult result;
    QString axes;
    QString split;            // how assimp's quads were split, if it had any
    size_t assimpCount = 0;   // assimp's triangles after splitting its polygons
};

Eigen::AlignedBox3f bounds(const std::vector<Tri> &tris)
{
    Eigen::AlignedBox3f box;
    for (const Tri &t : tris)
        for (const auto &v : t)
            box.extend(v);
    return box;
}

// assimp's HMP loader ignores the header's packing: x = col * trisize, y = row * trisize (from
// 0, rows mirrored) and z = (height / 65535 - 0.5) * 8 * trisize_x. All of it is linear per
// axis, so for terrains assimp's soup is mapped onto our bounds axis by axis before matching:
// grid order, connectivity and relative heights are still compared exactly.
std::vector<Tri> fittedTo(std::vector<Tri> tris, const Eigen::AlignedBox3f &target)
{
    const Eigen::AlignedBox3f from = bounds(tris);
    for (Tri &t : tris)
        for (auto &v : t)
            for (int a = 0; a < 3; ++a) {
                const double extent = double(from.max()[a]) - double(from.min()[a]);
                const double rel = extent > 0 ? (double(v[a]) - double(from.min()[a])) / extent : 0.0;
                v[a] = float(double(target.min()[a]) + rel * (double(target.max()[a]) - double(target.min()[a])));
            }
    return tris;
}

Comparison compareSplit(const std::vector<Tri> &ours, const std::vector<Tri> &theirs, float tol, bool fit)
{
    Comparison c;
    c.assimpCount = theirs.size();
    c.result.unmatched = ours.size() + 1;
    // Pick the convention on a sample, then match everything with it.
    const std::vector<Tri> sample(ours.begin(), ours.begin() + std::min<size_t>(ours.size(), 64));
    size_t bestMissing = sample.size() + 1;
    Eigen::Matrix3f best = Eigen::Matrix3f::Identity();
    const Eigen::AlignedBox3f ourBox = bounds(ours);
    auto mapped = [&](const Eigen::Matrix3f &m) { return fit ? fittedTo(remapped(theirs, m), ourBox) : remapped(theirs, m); };
    for (const Eigen::Matrix3f &m : signedPermutations()) {
        const auto r = testing::matchTriangles(sample, mapped(m), tol);
        if (r.unmatched < bestMissing) {
            bestMissing = r.unmatched;
            best = m;
        }
        if (bestMissing == 0)
            break;
    }
    c.result = testing::matchTriangles(ours, mapped(best), tol);
    // A mirroring axis mapping reverses assimp's winding: count against the unmapped triangles.
    if (best.determinant() < 0.f)
        c.result.sameWinding = c.result.matched - c.result.sameWinding;
    c.axes = describe(best) + (fit ? QStringLiteral(" fitted to our bounds") : QString());
    return c;
}

Comparison compare(const format::AssetFile &asset, const aiScene *scene)
{
    const auto ours = ourTriangles(asset);
    size_t quads = 0;
    const bool terrain = asset.kind() == format::AssetFile::Kind::Terrain;
    Comparison c = compareSplit(ours, assimpTriangles(scene, QuadSplit::Fan02, &quads), tolerance(asset), terrain);
    if (quads == 0)
        return c;
    c.split = QStringLiteral("%1 quads split along corners 0-2").arg(quads);
    if (c.result.unmatched > 0) {
        Comparison other = compareSplit(ours, assimpTriangles(scene, QuadSplit::Fan13), tolerance(asset), terrain);
        other.split = QStringLiteral("%1 quads split along corners 1-3").arg(quads);
        if (other.result.unmatched < c.result.unmatched)
            c = other;
    }
    return c;
}

// Writes `asset` into `dir` under the name of `path` and reads it back with ackedit (null after a
// test failure); `out` receives the file name.
std::unique_ptr<format::AssetFile> rewrite(const format::AssetFile &asset, const QString &path, const QTemporaryDir &dir, QString *out)
{
    *out = dir.filePath(QFileInfo(path).fileName());
    QFile f(*out);
    if (!f.open(QIODevice::WriteOnly) || f.write(asset.write()) < 0) {
        QTest::qFail("cannot write the rewritten file", __FILE__, __LINE__);
        return nullptr;
    }
    f.close();
    return load(*out);
}

// Rows of corpus files under `folders` ending in one of `suffixes` (one empty row without corpus).
void corpusRows(const QStringList &folders, const QStringList &suffixes)
{
    QTest::addColumn<QString>("path");
    if (!testing::hasCorpus()) {
        QTest::newRow("no-corpus") << QString();
        return;
    }
    for (const QString &p : testing::corpusFiles(folders, suffixes))
        QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
}

} // namespace

class TstAssimpCrossCheck : public QObject
{
    Q_OBJECT
    // assimp may crash on real files: probe in a child process and skip (with the reason) unless
    // it reads the file.
#define skipUnlessAssimpReads(path)                                                                \
    do {                                                                                           \
        const ProbeOutcome probe = probeAssimpInChild(path);                                       \
        if (probe == ProbeOutcome::Crashes)                                                        \
            QSKIP("assimp crashes on this file (checked in a child process)");                    \
        if (probe == ProbeOutcome::Fails)                                                          \
            QSKIP("assimp cannot read this file");                                                 \
    } while (0)
// assimp shows an MDL7 frame's stored vertices and leaves bone keys as animation data; our
// mesh() poses bone-animated frames (docs/formats/mdl7-bones.md), so such a frame 0 differs.
#define skipIfBonePosed(asset)                                                                     \
    do {                                                                                           \
        const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(asset.get());                   \
        if (mdl7 && mdl7->isBonePosed(0))                                                          \
            QSKIP("frame 0 is posed by bones, which assimp does not apply: nothing to compare");  \
    } while (0)
// The start of a rewrite case: the corpus file of the row, which assimp reads and whose frame 0
// both readers show alike, loaded into `asset`.
#define loadComparable(path, asset)                                                                \
    QFETCH(QString, path);                                                                         \
    if (path.isEmpty())                                                                            \
        QSKIP("../shared/corpus not present: skipping real-file cases");                          \
    skipUnlessAssimpReads(path);                                                                   \
    auto asset = load(path);                                                                       \
    if (!asset)                                                                                    \
        return;                                                                                    \
    skipIfBonePosed(asset)
private slots:
    void corpus_data()
    {
        corpusRows({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"),
                    QStringLiteral("mdl7"), QStringLiteral("idpo"), QStringLiteral("hmp4"), QStringLiteral("hmp5"),
                    QStringLiteral("hmp7")},
                   {QStringLiteral(".mdl"), QStringLiteral(".hmp")});
    }

    // Frame 0 of the original file: both readers see the same triangles.
    void corpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        skipUnlessAssimpReads(path);
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(path.toStdString(), 0);
        QVERIFY2(scene, importer.GetErrorString());
        const auto asset = load(path);
        if (!asset)
            return;
        skipIfBonePosed(asset);
        const Comparison c = compare(*asset, scene);
        if (c.assimpCount == 0)
            QSKIP("assimp returns no faces for this file (its meshes are empty): nothing to compare");
        qInfo("%s: %zu of our %zu triangles matched assimp's %zu (worst corner error %g, tolerance %g, assimp axes %s%s%s; "
              "same winding as assimp's: %zu)",
              qPrintable(QFileInfo(path).fileName()), c.result.matched, c.result.matched + c.result.unmatched, c.assimpCount,
              double(c.result.worstError), double(tolerance(*asset)), qPrintable(c.axes),
              c.split.isEmpty() ? "" : ", ", qPrintable(c.split), c.result.sameWinding);
        QCOMPARE(c.result.unmatched, size_t(0));
        QVERIFY(c.result.matched > 0);
        QCOMPARE(c.result.matched, c.assimpCount); // nothing assimp has is missing on our side
    }

    void afterTransform_data() { corpus_data(); }

    // A file our writer produced after an edit reads back the same in assimp and in ackedit.
    void afterTransform()
    {
        loadComparable(path, asset);
        QVERIFY(asset->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
        QTemporaryDir dir;
        QString out;
        const auto reread = rewrite(*asset, path, dir, &out);
        if (reread)
            expectAssimpAgrees(*reread, out, QFileInfo(path).fileName() + QStringLiteral(" after transform --scale 2"));
    }

    void afterFrameEdit_data()
    {
        corpusRows({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"),
                    QStringLiteral("mdl7"), QStringLiteral("idpo")},
                   {QStringLiteral(".mdl")});
    }

    // A new frame 0 (assimp reads only frame 0) with a vertex of the first triangle moved out by a
    // tenth of the model's size: the bounds grow, so packed kinds repack every frame; MDL7 gets a
    // sparse frame.
    void afterFrameEdit()
    {
        loadComparable(path, asset);
        Eigen::AlignedBox3f box;
        for (const Eigen::Vector3f &v : asset->mesh(0).positions)
            box.extend(v);
        const Eigen::Vector3f push = 0.1f * box.diagonal().norm() * Eigen::Vector3f(1.f, 0.5f, 0.25f).normalized();
        Eigen::Vector3f moved;
        size_t vertex = 0; // into mesh(0).positions
        if (auto *mdl = dynamic_cast<format::MdlFile *>(asset.get())) {
            std::vector<Eigen::Vector3f> p = mdl->positions(0);
            vertex = mdl->triangles().empty() ? 0 : size_t(mdl->triangles().front().v[0]);
            p[vertex] += push;
            moved = p[vertex];
            QVERIFY(mdl->insertFrame(0, QStringLiteral("edited"), p));
        } else if (auto *mdl7 = dynamic_cast<format::Mdl7File *>(asset.get())) {
            std::vector<std::vector<Eigen::Vector3f>> p;
            for (size_t g = 0; g < mdl7->groups().size(); ++g)
                p.push_back(mdl7->posedPositions(int(g), 0));
            if (p.empty() || mdl7->groups()[0].triangles.empty())
                QSKIP("no triangles in group 0");
            vertex = mdl7->groups()[0].triangles.front().v[0];
            p[0][vertex] += push;
            moved = p[0][vertex];
            QVERIFY(mdl7->insertFrame(0, QStringLiteral("edited"), p));
        } else {
            QFAIL("not a model");
        }
        QTemporaryDir dir;
        QString out;
        const auto reread = rewrite(*asset, path, dir, &out);
        if (!reread)
            return;
        QCOMPARE(reread->frameCount(), asset->frameCount());
        const Eigen::Vector3f readBack = reread->mesh(0).positions[vertex];
        QVERIFY2((readBack - moved).cwiseAbs().maxCoeff() <= 0.5f * reread->quantizationStep().maxCoeff() + 1e-4f,
                 "the moved vertex is not where it was set");
        expectAssimpAgrees(*reread, out,
                           QStringLiteral("%1 with a new frame 0 (a vertex moved by %2)").arg(QFileInfo(path).fileName()).arg(push.norm()));
    }

    void afterEditorEdit_data() { afterFrameEdit_data(); }

    // The editor's round trip (tests/document/model/modeleditscenario.h): a selection of frame 0
    // dragged outwards (the bounds grow, packed kinds repack), an interpolated frame after it,
    // saved through the document. assimp reads frame 0 of the saved file with the moved vertices.
    void afterEditorEdit()
    {
        loadComparable(path, asset);
        auto doc = testing::openModel(testing::readFile(path));
        QVERIFY(doc);
        testing::ModelEditScenario scenario;
        if (!scenario.run(*doc, 0, testing::ModelEditScenario::Move::Outward))
            QSKIP(qPrintable(scenario.failure));
        QTemporaryDir dir;
        const QString out = dir.filePath(QFileInfo(path).fileName());
        QString error;
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        const auto reread = load(out);
        if (!reread)
            return;
        const auto moved = reread->mesh(0).positions;
        const float tol = 0.5f * reread->quantizationStep().maxCoeff() + 1e-4f;
        for (int v : scenario.vertices)
            QVERIFY2((moved[size_t(v)] - scenario.shown[0][size_t(v)]).cwiseAbs().maxCoeff() <= tol,
                     "a dragged vertex is not where the editor showed it");
        expectAssimpAgrees(*reread, out,
                           QStringLiteral("%1 after dragging %2 vertices of frame 0 and interpolating a frame")
                               .arg(QFileInfo(path).fileName())
                               .arg(scenario.vertices.size()));
    }

    void afterSkinPaint_data() { corpus_data(); }

    // Issue 14: a stroke painted on skin 0 through the document (model or terrain) and saved in
    // the skin's own pixel format; assimp still reads the saved file and sees the same triangles.
    void afterSkinPaint()
    {
        loadComparable(path, asset);
        const QString fileName = QFileInfo(path).fileName();
        std::unique_ptr<document::Document> doc = document::createDocument(format::readAssetFile(testing::readFile(path)), path);
        QVERIFY(doc);
        document::SkinCanvas *canvas = nullptr;
        if (auto *model = qobject_cast<document::ModelDocument *>(doc.get()))
            canvas = model->skinCanvas(0);
        else if (auto *terrain = qobject_cast<document::TerrainDocument *>(doc.get()))
            canvas = terrain->skinCanvas(0);
        if (!canvas)
            QSKIP("no embedded skin 0 to paint");
        document::BrushSettings brush;
        brush.radius = std::max(2.f, 0.05f * float(std::min(canvas->width(), canvas->height())));
        brush.hardness = 1.f;
        brush.colour = QColor(255, 0, 0);
        document::SkinStroke stroke(doc->undoStack(), canvas);
        const Eigen::Vector2f a(0.3f * float(canvas->width()), 0.5f * float(canvas->height()));
        stroke.begin(a, brush, QStringLiteral("Paint"));
        stroke.moveTo(a + Eigen::Vector2f(0.4f * float(canvas->width()), 0.f));
        stroke.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        QTemporaryDir dir;
        const QString out = dir.filePath(fileName);
        QString error;
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        const auto reread = load(out);
        if (!reread)
            return;
        QCOMPARE(reread->skinCount(), asset->skinCount());
        QVERIFY2(testing::readFile(out) != testing::readFile(path), "the painted skin did not reach the file");
        expectAssimpAgrees(*reread, out, QStringLiteral("%1 with a stroke painted on skin 0").arg(fileName));
    }

private:
    // assimp reads `out`, a file our writer produced, and sees the triangles of frame 0 that
    // `ours` (read back from it) has.
    void expectAssimpAgrees(const format::AssetFile &ours, const QString &out, const QString &label)
    {
        QVERIFY2(probeAssimpInChild(out) == ProbeOutcome::Reads, "assimp reads the original but not our rewrite");
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(out.toStdString(), 0);
        QVERIFY2(scene, importer.GetErrorString());
        const Comparison c = compare(ours, scene);
        if (c.assimpCount == 0)
            QSKIP("assimp returns no triangles for this file: nothing to compare");
        qInfo("%s: %zu of our %zu triangles matched assimp's %zu (worst corner error %g%s%s)", qPrintable(label), c.result.matched,
              c.result.matched + c.result.unmatched, c.assimpCount, double(c.result.worstError), c.split.isEmpty() ? "" : ", ",
              qPrintable(c.split));
        QCOMPARE(c.result.unmatched, size_t(0));
        QVERIFY(c.result.matched > 0);
        QCOMPARE(c.result.matched, c.assimpCount);
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--assimp-probe") == 0)
        return assimpProbeMain(argv[2]);
    QCoreApplication app(argc, argv);
    TstAssimpCrossCheck test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_assimpcrosscheck.moc"
