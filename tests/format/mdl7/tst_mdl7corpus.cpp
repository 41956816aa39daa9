// Real MDL7 files (../shared/corpus/mdl7): parse to exactly mdl7data_size, write back
// byte-identical, validate without fatal issues, and survive a global scale.
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl/meshorientation.h"
#include "mdl7/mdl7file.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"

#include <QtTest>

#include <cstring>

using namespace ackedit::format;
using ackedit::testing::readFile;

namespace {

QByteArray corpusFile(const char *name)
{
    return readFile(ackedit::testing::corpusDir() + QStringLiteral("/mdl7/") + QLatin1String(name));
}

uint32_t headerU32(const QByteArray &b, int at)
{
    uint32_t v = 0;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

bool near(const Eigen::Vector3f &a, const Eigen::Vector3f &b)
{
    return (a - b).norm() <= 1e-5f * std::max(1.f, b.norm());
}

} // namespace

class TstMdl7Corpus : public QObject
{
    Q_OBJECT
private slots:
    void files_data()
    {
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus())
            return;
        for (const QString &p : ackedit::testing::corpusFiles({QStringLiteral("mdl7")}, {QStringLiteral(".mdl")}))
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }

    void files()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        QVERIFY(bytes.size() >= 48);
        std::unique_ptr<Mdl7File> file;
        try {
            file = readMdl7(bytes);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString(path)));
        }
        // The walk over all groups and deformers lands exactly on mdl7data_size, and the lumps
        // account for the rest of the file.
        QVERIFY(file->unparsedModelData().isEmpty());
        QVERIFY(file->trailingData().isEmpty());
        QCOMPARE(file->modelDataSize(), qint64(headerU32(bytes, 16)));
        QCOMPARE(file->modelDataSize() + file->entityLump().size() + file->medLump().size(), qint64(bytes.size()));
        QCOMPARE(file->write(), bytes);

        for (const ValidationIssue &issue : file->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString(path)));

        QVERIFY(!file->infoText().isEmpty());
        QVERIFY(!file->toJson(false).isEmpty());
        for (int f = 0; f < file->frameCount(); f += std::max(1, file->frameCount() / 8)) {
            const TriangleMesh m = file->mesh(f);
            for (const auto &t : m.triangles)
                for (int k = 0; k < 3; ++k) {
                    QVERIFY(t.v[size_t(k)] < m.positions.size());
                    QVERIFY(t.uv[size_t(k)] < m.uvs.size());
                    QVERIFY(t.skin < file->skinCount());
                }
        }
        for (int s = 0; s < file->skinCount(); ++s) {
            const Mdl7Skin *skin = file->skin(s);
            const RgbaImage img = file->skinImage(s);
            if (PixelType::isPixelArray(skin->type) && skin->width > 0)
                QCOMPARE(img.width, skin->width);
            if (PixelType::base(skin->type) == PixelType::Dds || PixelType::base(skin->type) == PixelType::External)
                QVERIFY(img.isNull());
        }
    }

    void scaleTwice_data() { files_data(); }
    void scaleTwice()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        const auto original = readMdl7(bytes);
        const auto scaled = readMdl7(bytes);
        QVERIFY(scaled->transform(Eigen::Affine3f(Eigen::Scaling(2.f))));
        const auto back = readMdl7(scaled->write());
        QCOMPARE(back->groups().size(), original->groups().size());
        for (size_t g = 0; g < original->groups().size(); ++g) {
            const Mdl7Group &a = original->groups()[g];
            const Mdl7Group &b = back->groups()[g];
            QCOMPARE(b.vertices.size(), a.vertices.size());
            for (size_t v = 0; v < a.vertices.size(); ++v) {
                QVERIFY(near(b.vertices[v].position, 2.f * a.vertices[v].position));
                QCOMPARE(b.vertices[v].index, a.vertices[v].index);
                // A uniform scale leaves directions alone.
                if (original->recordSizes().mainVertex == 16) {
                    if (a.vertices[v].normalIndex < 162)
                        QCOMPARE(b.vertices[v].normalIndex, a.vertices[v].normalIndex);
                } else if (!a.vertices[v].normal.isZero()) {
                    QVERIFY(near(b.vertices[v].normal, a.vertices[v].normal.normalized()));
                }
            }
            QCOMPARE(b.frames.size(), a.frames.size());
            for (size_t f = 0; f < a.frames.size(); ++f) {
                const Mdl7Frame &fa = a.frames[f];
                const Mdl7Frame &fb = b.frames[f];
                QCOMPARE(fb.vertices().size(), fa.vertices().size());
                for (size_t v = 0; v < fa.vertices().size(); ++v)
                    QVERIFY(near(fb.vertices()[v].position, 2.f * fa.vertices()[v].position));
                QCOMPARE(fb.transforms().size(), fa.transforms().size());
                for (size_t t = 0; t < fa.transforms().size(); ++t) {
                    for (int i = 12; i < 15; ++i)
                        QVERIFY(std::abs(fb.transforms()[t].m[size_t(i)] - 2.f * fa.transforms()[t].m[size_t(i)])
                                <= 1e-5f * std::max(1.f, std::abs(fa.transforms()[t].m[size_t(i)])));
                    for (int i : {0, 1, 2, 4, 5, 6, 8, 9, 10})
                        QCOMPARE(fb.transforms()[t].m[size_t(i)], fa.transforms()[t].m[size_t(i)]);
                }
            }
            // Skins, UVs and triangles are untouched.
            QCOMPARE(b.skins.size(), a.skins.size());
            for (size_t s = 0; s < a.skins.size(); ++s)
                QCOMPARE(b.skins[s].image.toByteArray(), a.skins[s].image.toByteArray());
        }
        for (size_t i = 0; i < original->bones().size(); ++i)
            QVERIFY(near(back->bones()[i].position, 2.f * original->bones()[i].position));
        // The geometry changed: the precomputed lumps are dropped.
        QVERIFY(back->entityLump().isEmpty());
        QVERIFY(back->medLump().isEmpty());
        QCOMPARE(back->deformers().size(), original->deformers().size());
        for (const ValidationIssue &issue : back->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString(path)));
    }

    void reencodeSkinsExactly_data()
    {
        // Only files with embedded pixel skins (every kind seen: 8-bit, 565, 888, 8888, +mips).
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus())
            return;
        for (const QString &p : ackedit::testing::corpusFiles({QStringLiteral("mdl7")}, {QStringLiteral(".mdl")})) {
            const auto file = readMdl7(readFile(p));
            for (int s = 0; s < file->skinCount(); ++s) {
                if (PixelType::isPixelArray(file->skin(s)->type) && file->skin(s)->width > 0) {
                    QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
                    break;
                }
            }
        }
    }
    void reencodeSkinsExactly()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // Setting every pixel skin to its own decoded image gives back the original file: the
        // base level re-encodes exactly and the mips are regenerated the way MED made them.
        QFETCH(QString, path);
        const QByteArray bytes = readFile(path);
        const auto file = readMdl7(bytes);
        int pixelSkins = 0;
        for (int s = 0; s < file->skinCount(); ++s) {
            const Mdl7Skin *skin = file->skin(s);
            if (!PixelType::isPixelArray(skin->type) || skin->width == 0)
                continue;
            ++pixelSkins;
            QVERIFY(file->setSkinImage(s, file->skinImage(s)));
        }
        QVERIFY(pixelSkins > 0);
        QCOMPARE(file->write(), bytes);
    }

    void knownFacts()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // Smallest file: one external skin.
        auto carpet = readMdl7(corpusFile("ackmania_carpet1.mdl"));
        QCOMPARE(carpet->skinCount(), 1);
        QCOMPARE(Mdl7File::externalFileName(*carpet->skin(0)), QByteArray("carpet1.pcx"));
        QCOMPARE(carpet->frameCount(), 1);
        QCOMPARE(carpet->mesh(0).positions.size(), size_t(4));

        // assimp's material test model: diffuse pink, specular blue, power 10, opacity in ambient.a.
        auto sphere = readMdl7(corpusFile("assimp_sphere_diffpinkbluespec_alpha90.mdl"));
        QCOMPARE(int(sphere->skin(0)->type), 0x10);
        const Mdl7Material m = Mdl7File::decodeMaterial(sphere->skin(0)->material, sphere->recordSizes().colorValue);
        QVERIFY(m.valid);
        QCOMPARE(m.power, 10.f);
        QVERIFY(std::abs(m.colors[1].w() - 0.9f) < 1e-6f);
        QCOMPARE(m.colors[2].head<3>(), Eigen::Vector3f(0, 0, 1));
        QVERIFY(sphere->skinImage(0).isNull());

        // Deformers after the LAST group (2 groups, 1 deformer of group 0) and a MED lump.
        auto player = readMdl7(corpusFile("wichtelwald_player.mdl"));
        QCOMPARE(player->groups().size(), size_t(2));
        QCOMPARE(player->deformers().size(), size_t(1));
        QCOMPARE(player->deformers()[0].group, 0);
        QCOMPARE(player->deformers()[0].elements.size(), size_t(17));
        QCOMPARE(player->medLump().mid(8, 3), QByteArray("MBI"));
        QCOMPARE(player->bones().size(), size_t(18));
        QCOMPARE(player->frameCount(), 175);
        QCOMPARE(player->frameNames().first(), QStringLiteral("pose 0"));

        // Old MED: groupdata_size without the pixel array.
        auto bush = readMdl7(corpusFile("flw_bushsnow.mdl"));
        QCOMPARE(bush->groupSizeConvention(), Mdl7File::GroupSizeConvention::ExcludingPixels);
        QCOMPARE(bush->groups()[0].dataSize, 448);
        QCOMPARE(bush->recordSizes().triangle, uint16_t(12));

        // A reference skin resolves to the skin it names (skin 0).
        auto ref = readMdl7(corpusFile("eselslerche_z_bschng002.mdl"));
        QCOMPARE(int(ref->skin(5)->type), 0x01);
        QVERIFY(!ref->skinImage(5).isNull());
        QCOMPARE(ref->skinImage(5), ref->skinImage(0));

        // Effect text block.
        auto fx = readMdl7(corpusFile("galep_ufo_engine_fx.mdl"));
        QVERIFY(fx->skin(0)->hasEffect());
        QVERIFY(fx->skin(0)->effect.startsWith("// Lambert bump mapping"));

        // 32-bit triangle indices and 28-byte frame vertices.
        auto terrain = readMdl7(corpusFile("itl_wterrb.mdl"));
        QCOMPARE(terrain->recordSizes().triangle, uint16_t(44));
        QCOMPARE(terrain->recordSizes().frameVertex, uint16_t(28));
        QCOMPARE(terrain->groups()[0].triangles.size(), size_t(50682));

        // Entity lump kept verbatim.
        auto kotze = readMdl7(corpusFile("itl_okotze.mdl"));
        QCOMPARE(kotze->entityLump().size(), 1708);
        QVERIFY(kotze->entityLump().startsWith(QByteArray("\x01\x00\x00\x00", 4)));
    }

    void windingIsOutward()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // Stored normals and the stored winding agree for Gamestudio-made models (both inward);
        // mesh() turns both round, so they still agree there.
        for (const char *name : {"libgamestudio_mdl7-tree2.mdl", "morbius_char.mdl", "galep_galep.mdl",
                                 "lvtw_lottifant.mdl", "wichtelwald_player.mdl"}) {
            const auto file = readMdl7(corpusFile(name));
            const TriangleMesh m = file->mesh(0);
            int agree = 0, total = 0;
            for (const auto &t : m.triangles) {
                const Eigen::Vector3f n = (m.positions[t.v[1]] - m.positions[t.v[0]])
                                              .cross(m.positions[t.v[2]] - m.positions[t.v[0]]);
                const Eigen::Vector3f vn = m.normals[t.v[0]] + m.normals[t.v[1]] + m.normals[t.v[2]];
                if (n.norm() == 0.f || vn.norm() == 0.f)
                    continue;
                ++total;
                agree += n.dot(vn) > 0.f;
            }
            QVERIFY2(total > 0 && agree > total * 8 / 10, name);
        }
    }

    // Every closed solid of the corpus (9 files; stored triangles give all a negative volume:
    // MED winds clockwise seen from outside) has an outward mesh: positive volume and at least
    // 80 % of the vertex normals on the side of the adjacent face normals (lvtw_lottifant: 87 %).
    void closedModelsAreOutward()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int solids = 0;
        for (const QString &path : ackedit::testing::corpusFiles({QStringLiteral("mdl7")}, {QStringLiteral(".mdl")})) {
            meshorientation::checkOutwardIfSolid(QFileInfo(path).fileName(), readMdl7(readFile(path))->mesh(0), &solids);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(solids >= 9, qPrintable(QStringLiteral("only %1 closed models").arg(solids)));
    }

    // The terrain sheet faces up (it was invisible from above while drawn as stored).
    void terrainFacesUp()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const TriangleMesh m = readMdl7(corpusFile("itl_wterrb.mdl"))->mesh(0);
        int up = 0, total = 0;
        for (const auto &t : m.triangles) {
            const Eigen::Vector3f n = (m.positions[t.v[1]] - m.positions[t.v[0]]).cross(m.positions[t.v[2]] - m.positions[t.v[0]]);
            if (n.z() == 0.f)
                continue;
            ++total;
            up += n.z() > 0.f;
        }
        QVERIFY2(total > 0 && up > total * 9 / 10, qPrintable(QStringLiteral("%1 of %2 up").arg(up).arg(total)));
    }

    void editRealFile()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // Moving one vertex of a real model changes only main-vertex records of that group.
        const QByteArray bytes = corpusFile("libgamestudio_mdl7-tree2.mdl");
        auto file = readMdl7(bytes);
        const Mdl7Group &g = file->groups()[0];
        const qint64 vertStart = file->modelDataSize() - 24 /*frame*/ - qint64(g.vertices.size()) * 26;
        QVERIFY(file->setVertexPosition(0, 10, g.vertices[10].position + Eigen::Vector3f(0, 0, 5)));
        const QByteArray out = file->write();
        QCOMPARE(out.size(), bytes.size());
        int changed = 0;
        for (qint64 i = 0; i < bytes.size(); ++i) {
            if (out[i] == bytes[i])
                continue;
            ++changed;
            QVERIFY2(i >= vertStart && i < vertStart + qint64(g.vertices.size()) * 26, qPrintable(QString::number(i)));
        }
        QVERIFY(changed >= 4);
        QCOMPARE(readMdl7(out)->groups()[0].vertices[10].position, file->groups()[0].vertices[10].position);

        // Replacing an RGB565 skin with its own decoded image: only the pixel block may change
        // (RGB565 decodes and re-encodes exactly).
        auto skinned = readMdl7(bytes);
        const RgbaImage img = skinned->skinImage(0);
        QVERIFY(skinned->setSkinImage(0, img));
        const QByteArray out2 = skinned->write();
        QCOMPARE(out2.size(), bytes.size());
        const qint64 pixelStart = 48 + 44 + 28;
        const qint64 pixelEnd = pixelStart + 72 * 128 * 2;
        for (qint64 i = 0; i < bytes.size(); ++i)
            if (out2[i] != bytes[i])
                QVERIFY2(i >= pixelStart && i < pixelEnd, qPrintable(QString::number(i)));
        QCOMPARE(out2, bytes); // no mips in this skin: re-encoding RGB565 is exact
    }
};

QTEST_GUILESS_MAIN(TstMdl7Corpus)
#include "tst_mdl7corpus.moc"
