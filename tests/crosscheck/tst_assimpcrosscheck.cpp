// Independent cross-check: assimp (a reader written by other people) and ackedit must agree on
// the triangles of frame 0 of every corpus model/terrain assimp can read, and of files our
// writer produced after an edit (transform --scale 2).
#include "assimpprobe.h"
#include "common_corpus.h"
#include "crosscheck/trianglematcher.h"
#include "formatregistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

using namespace ackedit;
using testing::Tri;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::vector<Tri> ourTriangles(const format::AssetFile &asset)
{
    const format::TriangleMesh m = asset.mesh(0);
    std::vector<Tri> out;
    out.reserve(m.triangles.size());
    for (const auto &t : m.triangles)
        out.push_back({m.positions[t.v[0]], m.positions[t.v[1]], m.positions[t.v[2]]});
    return out;
}

// assimp's scene with node transforms applied (its MDL/HMP loaders put meshes under the root).
std::vector<Tri> assimpTriangles(const aiScene *scene)
{
    std::vector<Tri> out;
    std::function<void(const aiNode *, const aiMatrix4x4 &)> walk = [&](const aiNode *node, const aiMatrix4x4 &parent) {
        const aiMatrix4x4 m = parent * node->mTransformation;
        for (unsigned i = 0; i < node->mNumMeshes; ++i) {
            const aiMesh *mesh = scene->mMeshes[node->mMeshes[i]];
            for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
                const aiFace &face = mesh->mFaces[f];
                if (face.mNumIndices != 3)
                    continue;
                Tri t;
                for (int c = 0; c < 3; ++c) {
                    const aiVector3D v = m * mesh->mVertices[face.mIndices[c]];
                    t[c] = Eigen::Vector3f(v.x, v.y, v.z);
                }
                out.push_back(t);
            }
        }
        for (unsigned c = 0; c < node->mNumChildren; ++c)
            walk(node->mChildren[c], m);
    };
    if (scene && scene->mRootNode)
        walk(scene->mRootNode, aiMatrix4x4());
    return out;
}

// assimp mirrors HMP rows north/south (hmp.md, "Grid order"): undo that to compare.
std::vector<Tri> mirroredY(std::vector<Tri> tris)
{
    for (Tri &t : tris)
        for (auto &v : t)
            v.y() = -v.y();
    return tris;
}

// Reads with ackedit; a FormatError becomes a test failure with the reader's message.
std::unique_ptr<format::AssetFile> load(const QString &path)
{
    try {
        return format::readAssetFile(readAll(path));
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
    bool mirrored = false;
    size_t assimpCount = 0;
};

Comparison compare(const format::AssetFile &asset, const aiScene *scene)
{
    const auto ours = ourTriangles(asset);
    const auto theirs = assimpTriangles(scene);
    Comparison c;
    c.assimpCount = theirs.size();
    c.result = testing::matchTriangles(ours, theirs, tolerance(asset));
    if (c.result.unmatched > 0 && asset.kind() == format::AssetFile::Kind::Terrain) {
        const auto m = testing::matchTriangles(ours, mirroredY(theirs), tolerance(asset));
        if (m.unmatched < c.result.unmatched) {
            c.result = m;
            c.mirrored = true;
        }
    }
    return c;
}

} // namespace

class TstAssimpCrossCheck : public QObject
{
    Q_OBJECT
    // assimp may crash on real files: probe in a child process and skip (with the reason) unless
    // it reads the file.
#define skipUnlessAssimpReads(path)                                                                \
    do {                                                                                           \
        const auto probe = testing::probeAssimp((path).toStdString());                             \
        if (probe.outcome == testing::AssimpProbe::Crashes)                                        \
            QSKIP(qPrintable(QStringLiteral("assimp crashes on this file (signal %1)").arg(probe.signal))); \
        if (probe.outcome == testing::AssimpProbe::Fails)                                          \
            QSKIP("assimp cannot read this file");                                                 \
    } while (0)
private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        if (!testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString();
            return;
        }
        for (const QString &p : testing::corpusFiles({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                                      QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo"),
                                                      QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")},
                                                     {QStringLiteral(".mdl"), QStringLiteral(".hmp")}))
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
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
        const Comparison c = compare(*asset, scene);
        qInfo("%s: %zu of our triangles matched assimp's %zu (worst corner error %g, tolerance %g%s)",
              qPrintable(QFileInfo(path).fileName()), c.result.matched, c.assimpCount, double(c.result.worstError),
              double(tolerance(*asset)), c.mirrored ? ", assimp's north/south mirror undone" : "");
        QCOMPARE(c.result.unmatched, size_t(0));
        QVERIFY(c.result.matched > 0);
    }

    void afterTransform_data() { corpus_data(); }

    // A file our writer produced after an edit reads back the same in assimp and in ackedit.
    void afterTransform()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        skipUnlessAssimpReads(path);
        auto asset = load(path);
        if (!asset)
            return;
        QVERIFY(asset->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
        QTemporaryDir dir;
        const QString out = dir.filePath(QFileInfo(path).fileName());
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(asset->write());
        }
        const auto reread = load(out);
        if (!reread)
            return;
        Assimp::Importer importer;
        const auto probe = testing::probeAssimp(out.toStdString());
        QVERIFY2(probe.outcome == testing::AssimpProbe::Reads, "assimp reads the original but not our rewrite");
        const aiScene *scene = importer.ReadFile(out.toStdString(), 0);
        QVERIFY2(scene, importer.GetErrorString());
        const Comparison c = compare(*reread, scene);
        QCOMPARE(c.result.unmatched, size_t(0));
        QVERIFY(c.result.matched > 0);
    }
};

QTEST_GUILESS_MAIN(TstAssimpCrossCheck)
#include "tst_assimpcrosscheck.moc"
