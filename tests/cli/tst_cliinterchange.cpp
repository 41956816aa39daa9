// `ackedit-cli import` and `export` (issue 36 point 1) as a user runs them: corpus MDL5 and MDL7
// models go out as glTF (one frame, every frame) and OBJ and come back with the same triangles at
// the same places (1e-4); an OBJ with a texture and an animated glTF, both written here with
// assimp's own exporter, come in with their skin and frames; imported models open as documents and
// write back byte-identical; bad input is refused with the file named and nothing written.
#include "cli/clirunner.h"
#include "common_asset.h"
#include "common_corpus.h"
#include "common_files.h"
#include "interchangefixtures.h"

#include "documentopen.h"
#include "formatregistry.h"
#include "imageconvert.h"
#include "mdl7/mdl7file.h"
#include "modelimport.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

using ackedit::testing::exportScene;
using ackedit::testing::quadRow;
using ackedit::testing::readAssetOrNull;
using ackedit::testing::runCli;
namespace format = ackedit::format;

namespace {

// Triangles as export writes them: grouped by skin (stable), hidden ones left out.
std::vector<format::TriangleMesh::Triangle> exportOrder(const format::TriangleMesh &mesh)
{
    std::vector<format::TriangleMesh::Triangle> t = mesh.triangles;
    std::stable_sort(t.begin(), t.end(), [](const auto &a, const auto &b) { return a.skin < b.skin; });
    return t;
}

// Largest distance between corresponding triangle corners of two meshes (infinity if the
// triangle counts differ).
float largestCornerDistance(const format::TriangleMesh &original, const format::TriangleMesh &imported)
{
    const auto a = exportOrder(original), b = imported.triangles;
    if (a.size() != b.size())
        return std::numeric_limits<float>::infinity();
    float worst = 0.f;
    for (size_t t = 0; t < a.size(); ++t)
        for (size_t k = 0; k < 3; ++k)
            worst = std::max(worst, (original.positions[a[t].v[k]] - imported.positions[b[t].v[k]]).norm());
    return worst;
}

} // namespace

class TstCliInterchange : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // The imported model reads, opens as the editor opens it, and writes back byte-identical.
    static void checkImported(const QString &file)
    {
        const QByteArray bytes = ackedit::testing::readFile(file);
        const std::unique_ptr<format::AssetFile> asset = format::readAssetFile(bytes);
        QCOMPARE(asset->formatName(), QStringLiteral("MDL7"));
        QVERIFY(asset->write() == bytes);
        const ackedit::document::OpenedDocument opened = ackedit::document::openDocument(file);
        QVERIFY2(opened.document, qPrintable(opened.error));
    }

private slots:
    void corpusModelsComeBack_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("allFrames");
        for (const QString &file : ackedit::testing::corpusFiles({QStringLiteral("mdl5"), QStringLiteral("mdl7")}, {QStringLiteral(".mdl")})) {
            const QString name = QFileInfo(file).fileName();
            QTest::newRow(qPrintable(name + QStringLiteral(" all frames glb"))) << file << QStringLiteral("glb") << true;
            QTest::newRow(qPrintable(name + QStringLiteral(" frame 0 obj"))) << file << QStringLiteral("obj") << false;
        }
    }
    void corpusModelsComeBack()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, file);
        QFETCH(QString, type);
        QFETCH(bool, allFrames);
        const std::unique_ptr<format::AssetFile> original = readAssetOrNull(file);
        QVERIFY(original);
        const QString out = path(QFileInfo(file).completeBaseName() + QLatin1Char('.') + type);
        QStringList args = {QStringLiteral("export"), file, out};
        if (allFrames)
            args << QStringLiteral("--frames") << QStringLiteral("all");
        const auto exported = runCli(args);
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const QString back = out + QStringLiteral(".mdl");
        const auto imported = runCli({QStringLiteral("import"), out, back});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const std::unique_ptr<format::AssetFile> model = readAssetOrNull(back);
        QVERIFY(model);
        const int frames = allFrames ? std::max(1, original->frameCount()) : 1;
        QCOMPARE(std::max(1, model->frameCount()), frames);
        for (int f = 0; f < frames; ++f) {
            const format::TriangleMesh a = original->mesh(f), b = model->mesh(f);
            QCOMPARE(b.triangles.size(), a.triangles.size());
            const float worst = largestCornerDistance(a, b);
            QVERIFY2(worst <= 1e-4f, qPrintable(QStringLiteral("frame %1: a corner is %2 away").arg(f).arg(worst)));
        }
        if (original->skinCount() > 0 && !original->skinImage(0).isNull())
            QVERIFY(model->skinCount() > 0);
        checkImported(back);
    }

    void objWithTextureBringsItsSkin()
    {
        QImage texture(32, 16, QImage::Format_RGB32);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 32; ++x)
                texture.setPixel(x, y, qRgb(x * 8, y * 16, 77));
        QVERIFY(texture.save(path(QStringLiteral("bricks.png"))));
        const auto scene = quadRow(3, "bricks.png");
        const QString obj = path(QStringLiteral("row.obj"));
        QVERIFY(exportScene(scene.get(), "obj", obj));
        const QString out = path(QStringLiteral("row.mdl"));
        const auto r = runCli({QStringLiteral("import"), obj, out, QStringLiteral("--scale"), QStringLiteral("16")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("6 triangles, 1 frames, 1 skins")), qPrintable(r.out));
        const std::unique_ptr<format::AssetFile> model = readAssetOrNull(out);
        QCOMPARE(model->skinCount(), 1);
        QCOMPARE(ackedit::document::toQImage(model->skinImage(0)).convertToFormat(QImage::Format_RGB32), texture);
        // Y up became Z up, scaled 16: the row runs along X on the ground, Z = 0, Y from 0 to 16.
        const format::TriangleMesh mesh = model->mesh(0);
        float maxX = 0, maxY = 0, maxZ = 0;
        for (const Eigen::Vector3f &p : mesh.positions) {
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
            maxZ = std::max(maxZ, std::abs(p.z()));
        }
        QCOMPARE(maxX, 48.f);
        QCOMPARE(maxY, 16.f);
        QCOMPARE(maxZ, 0.f);
        QCOMPARE(mesh.positions.size(), size_t(8)); // corners shared between squares are welded
        // UV v runs down in a skin: the far edge (z = -1, v = 1 in the OBJ) is at the top row.
        for (const auto &t : mesh.triangles)
            for (size_t k = 0; k < 3; ++k)
                QCOMPARE(mesh.uvs[t.uv[k]].y(), mesh.positions[t.v[k]].y() > 8.f ? 0.f : 1.f);
        checkImported(out);
    }

    void animatedGltfBecomesFrames()
    {
        const auto scene = quadRow(1);
        scene->mNumAnimations = 1;
        auto *animation = new aiAnimation;
        scene->mAnimations = new aiAnimation *[1]{animation};
        animation->mName = "slide";
        animation->mTicksPerSecond = 1;
        animation->mDuration = 2;
        animation->mNumChannels = 1;
        auto *channel = new aiNodeAnim;
        animation->mChannels = new aiNodeAnim *[1]{channel};
        channel->mNodeName = "row";
        channel->mNumPositionKeys = 2;
        channel->mPositionKeys = new aiVectorKey[2]{aiVectorKey(0, aiVector3D(0, 0, 0)), aiVectorKey(2, aiVector3D(10, 0, 4))};
        channel->mNumRotationKeys = 1;
        channel->mRotationKeys = new aiQuatKey[1]{aiQuatKey(0, aiQuaternion())};
        channel->mNumScalingKeys = 1;
        channel->mScalingKeys = new aiVectorKey[1]{aiVectorKey(0, aiVector3D(1, 1, 1))};
        const QString glb = path(QStringLiteral("slide.glb"));
        QVERIFY(exportScene(scene.get(), "glb2", glb));
        const QString out = path(QStringLiteral("slide.mdl"));
        const auto r = runCli({QStringLiteral("import"), glb, out, QStringLiteral("--fps"), QStringLiteral("5")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const std::unique_ptr<format::AssetFile> model = readAssetOrNull(out);
        QCOMPARE(model->frameCount(), 11); // 2 s at 5 frames per second, both ends
        QCOMPARE(model->frameNames().first(), QStringLiteral("slide1"));
        QCOMPARE(model->frameNames().last(), QStringLiteral("slide11"));
        for (int f = 0; f < 11; ++f) {
            // The first corner starts at the origin and slides 10 along X and 4 along Z (Y up:
            // 4 towards the viewer, -4 along Gamestudio's Y).
            const format::TriangleMesh mesh = model->mesh(f);
            const Eigen::Vector3f expected(float(f), -0.4f * float(f), 0.f);
            float nearest = 1e9f;
            for (const Eigen::Vector3f &p : mesh.positions)
                nearest = std::min(nearest, (p - expected).norm());
            QVERIFY2(nearest < 1e-4f, qPrintable(QStringLiteral("frame %1").arg(f)));
        }
        // Choosing no animation leaves the rest pose only.
        const auto still = runCli({QStringLiteral("import"), glb, out, QStringLiteral("--animations"), QString()});
        QVERIFY2(still.out.contains(QLatin1String(" 1 frames")), qPrintable(still.out + still.err));
        checkImported(out);
    }

    void skinnedGltfFollowsItsBone()
    {
        // The row's vertices all hang on one bone, a child node that rises 3 units in 1 s.
        const auto scene = quadRow(3);
        aiNode *root = scene->mRootNode;
        auto *bone = new aiNode("lift");
        bone->mParent = root;
        aiNode **children = new aiNode *[2]{root->mChildren[0], bone};
        delete[] root->mChildren;
        root->mChildren = children;
        root->mNumChildren = 2;
        aiMesh *mesh = scene->mMeshes[0];
        mesh->mNumBones = 1;
        mesh->mBones = new aiBone *[1]{new aiBone};
        mesh->mBones[0]->mName = "lift";
        mesh->mBones[0]->mNumWeights = mesh->mNumVertices;
        mesh->mBones[0]->mWeights = new aiVertexWeight[mesh->mNumVertices];
        for (unsigned v = 0; v < mesh->mNumVertices; ++v)
            mesh->mBones[0]->mWeights[v] = aiVertexWeight(v, 1.f);
        scene->mNumAnimations = 1;
        auto *animation = new aiAnimation;
        scene->mAnimations = new aiAnimation *[1]{animation};
        animation->mName = "rise";
        animation->mTicksPerSecond = 1;
        animation->mDuration = 1;
        animation->mNumChannels = 1;
        auto *channel = new aiNodeAnim;
        animation->mChannels = new aiNodeAnim *[1]{channel};
        channel->mNodeName = "lift";
        channel->mNumPositionKeys = 2;
        channel->mPositionKeys = new aiVectorKey[2]{aiVectorKey(0, aiVector3D(0, 0, 0)), aiVectorKey(1, aiVector3D(0, 3, 0))};
        channel->mNumRotationKeys = 1;
        channel->mRotationKeys = new aiQuatKey[1]{aiQuatKey(0, aiQuaternion())};
        channel->mNumScalingKeys = 1;
        channel->mScalingKeys = new aiVectorKey[1]{aiVectorKey(0, aiVector3D(1, 1, 1))};
        const QString glb = path(QStringLiteral("rise.glb"));
        QVERIFY(exportScene(scene.get(), "glb2", glb));
        const QString out = path(QStringLiteral("rise.mdl"));
        const auto r = runCli({QStringLiteral("import"), glb, out, QStringLiteral("--fps"), QStringLiteral("4")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The skeleton is kept: one MDL7 bone, every frame posed by its key (no vertex records).
        QVERIFY2(r.out.endsWith(QLatin1String("5 frames, 0 skins, 1 bones\n")), qPrintable(r.out));
        const std::unique_ptr<format::AssetFile> model = readAssetOrNull(out);
        const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(model.get());
        QVERIFY(mdl7 && mdl7->bones().size() == 1);
        QCOMPARE(mdl7->bones()[0].position, Eigen::Vector3f::Zero());
        for (int f = 0; f < 5; ++f)
            QVERIFY(mdl7->isBonePosed(f));
        QCOMPARE(model->frameCount(), 5);
        for (int f = 0; f < 5; ++f) {
            // Y up in the file: the bone lifts the row along Gamestudio's Z, 0.75 per frame.
            float minZ = 1e9f, maxZ = -1e9f;
            for (const Eigen::Vector3f &p : model->mesh(f).positions) {
                minZ = std::min(minZ, p.z());
                maxZ = std::max(maxZ, p.z());
            }
            QVERIFY2(std::abs(minZ - 0.75f * float(f)) < 1e-4f && std::abs(maxZ - minZ) < 1e-4f,
                     qPrintable(QStringLiteral("frame %1: z %2..%3").arg(f).arg(minZ).arg(maxZ)));
        }
        checkImported(out);
        // A bone whose joint is off the origin, turning the row a quarter round about its joint.
        aiNode *lift = scene->mRootNode->mChildren[1];
        lift->mTransformation = aiMatrix4x4::Translation(aiVector3D(2, 0, 0), lift->mTransformation);
        mesh->mBones[0]->mOffsetMatrix = aiMatrix4x4::Translation(aiVector3D(-2, 0, 0), mesh->mBones[0]->mOffsetMatrix);
        channel->mPositionKeys[0].mValue = channel->mPositionKeys[1].mValue = aiVector3D(2, 0, 0);
        delete[] channel->mRotationKeys;
        channel->mNumRotationKeys = 2;
        channel->mRotationKeys = new aiQuatKey[2]{aiQuatKey(0, aiQuaternion()),
                                                  aiQuatKey(1, aiQuaternion(aiVector3D(0, 1, 0), float(M_PI / 2)))};
        const QString turning = path(QStringLiteral("turn.glb")), turned = path(QStringLiteral("turn.mdl"));
        QVERIFY(exportScene(scene.get(), "glb2", turning));
        const auto t = runCli({QStringLiteral("import"), turning, turned, QStringLiteral("--fps"), QStringLiteral("2")});
        QVERIFY2(t.out.endsWith(QLatin1String("3 frames, 0 skins, 1 bones\n")), qPrintable(t.out + t.err));
        const auto bent = readAssetOrNull(turned);
        const auto *boned = dynamic_cast<const format::Mdl7File *>(bent.get());
        QVERIFY(boned);
        QCOMPARE(boned->bones()[0].position, Eigen::Vector3f(2, 0, 0)); // the joint, Z up
        // The last frame: a quarter turn about the joint (x = 2 on the ground): the origin corner
        // lands at (2, -2, 0) or (2, 2, 0) depending on the sense; either way 2 from the joint.
        bool jointKept = false;
        for (const Eigen::Vector3f &p : bent->mesh(2).positions)
            jointKept = jointKept || (p - Eigen::Vector3f(2, 0, 0)).norm() < 1e-4f;
        QVERIFY(jointKept); // the corner on the joint (x = 2) stays where it is
        checkImported(turned);
    }

    void levelAndTerrainExport()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList levels = ackedit::testing::corpusFiles({QStringLiteral("wmb7")}, {QStringLiteral(".wmb")});
        const QStringList terrains = ackedit::testing::corpusFiles({QStringLiteral("hmp7")}, {QStringLiteral(".hmp")});
        QVERIFY(!levels.isEmpty() && !terrains.isEmpty());
        // A compiled level keeps its lightmap coordinates as the second UV set.
        QString lit;
        for (const QString &file : levels)
            if (const auto level = readAssetOrNull(file); level && !level->mesh(0).lightmapUvs.empty() && lit.isEmpty())
                lit = file;
        QVERIFY(!lit.isEmpty());
        const QString glb = path(QStringLiteral("level.glb"));
        const auto r = runCli({QStringLiteral("export"), lit, glb});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(glb).constData(), 0);
        QVERIFY(scene && scene->mNumMeshes > 0);
        bool lightmapUvs = false;
        for (unsigned m = 0; m < scene->mNumMeshes; ++m)
            lightmapUvs = lightmapUvs || scene->mMeshes[m]->HasTextureCoords(1);
        QVERIFY(lightmapUvs);
        const QString obj = path(QStringLiteral("terrain.obj"));
        const auto t = runCli({QStringLiteral("export"), terrains.first(), obj});
        QVERIFY2(t.exitCode == 0, qPrintable(t.err));
        QVERIFY(QFileInfo::exists(path(QStringLiteral("terrain.mtl"))));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringLiteral("nothere.obj") << QStringLiteral("cannot be read");
        QTest::newRow("not a model") << QStringLiteral("notes.obj") << QStringLiteral("notes.obj");
        QTest::newRow("no mesh") << QStringLiteral("points.obj") << QStringLiteral("holds no mesh with triangles");
        QTest::newRow("missing texture") << QStringLiteral("untextured.obj") << QStringLiteral("the texture gone.png is missing");
        QTest::newRow("too many vertices") << QStringLiteral("huge.glb") << QStringLiteral("an MDL7 group holds at most 65,535");
        QTest::newRow("gamestudio file") << QStringLiteral("box.mdl") << QStringLiteral("open it instead of importing it");
    }
    void badInputIsRefused()
    {
        QFETCH(QString, input);
        QFETCH(QString, message);
        const QString in = path(input);
        if (input == QLatin1String("notes.obj"))
            QVERIFY(ackedit::testing::writeFile(in, "this is not a model\n\x01\x02\x03"));
        if (input == QLatin1String("points.obj"))
            QVERIFY(ackedit::testing::writeFile(in, "v 0 0 0\nv 1 0 0\nv 0 1 0\np 1\np 2\n"));
        if (input == QLatin1String("untextured.obj"))
            QVERIFY(exportScene(quadRow(1, "gone.png").get(), "obj", in));
        if (input == QLatin1String("huge.glb")) // 70,000 separate squares: 280,000 unshared corners
            QVERIFY(exportScene(quadRow(70000).get(), "glb2", in));
        if (input == QLatin1String("box.mdl"))
            QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("model"), in}).exitCode, 0);
        const QString out = path(input + QStringLiteral(".imported.mdl"));
        const auto r = runCli({QStringLiteral("import"), in, out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.err.contains(input), qPrintable(r.err)); // names the file
        QVERIFY(!QFileInfo::exists(out));
    }

    void cancelStopsBetweenFrames()
    {
        const QString obj = path(QStringLiteral("cancelled.obj"));
        QVERIFY(exportScene(quadRow(2).get(), "obj", obj));
        const std::atomic<bool> cancel = true;
        int heard = 0;
        const ackedit::interchange::ImportResult r =
            ackedit::interchange::importModel(obj, {}, [&](double) { ++heard; }, &cancel);
        QVERIFY(r.cancelled);
        QVERIFY(r.mdl7.isEmpty());
        QVERIFY2(r.error.contains(QLatin1String("import cancelled")), qPrintable(r.error));
        QCOMPARE(heard, 0);
    }

    void exportRefusals()
    {
        const QString model = path(QStringLiteral("refusals.mdl"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("model"), model}).exitCode, 0);
        const struct
        {
            QStringList args;
            const char *message;
        } cases[] = {
            {{path(QStringLiteral("r.obj")), QStringLiteral("--frames"), QStringLiteral("all")}, "an OBJ file holds one frame"},
            {{path(QStringLiteral("r.fbx"))}, "cannot export to .fbx files"},
            {{path(QStringLiteral("r.glb")), QStringLiteral("--frame"), QStringLiteral("3")}, "has no frame 3"},
            {{path(QStringLiteral("nofolder/r.glb"))}, "cannot be written"},
        };
        for (const auto &c : cases) {
            const auto r = runCli(QStringList{QStringLiteral("export"), model} + c.args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QLatin1String(c.message)), qPrintable(r.err));
            QVERIFY(!QFileInfo::exists(c.args.first()));
        }
        // An empty model has nothing to write.
        const QString empty = path(QStringLiteral("empty.mdl"));
        QCOMPARE(runCli({QStringLiteral("new"), QStringLiteral("empty-model"), empty}).exitCode, 0);
        const auto r = runCli({QStringLiteral("export"), empty, path(QStringLiteral("empty.glb"))});
        QVERIFY2(r.err.contains(QLatin1String("no triangles to export")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TstCliInterchange)
#include "tst_cliinterchange.moc"
