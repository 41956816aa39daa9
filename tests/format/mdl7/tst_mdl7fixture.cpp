// MDL7 reader/writer against byte fixtures built from the format notes: every record size
// variant, every skin kind, bones, bone transforms, deformers of 2 groups and both lumps.
#include "mdl7/mdl7file.h"
#include "mdl7fixture.h"

#include "common/fixedstring.h"

#include <QJsonArray>
#include <QtTest>

using namespace ackedit::format;
using mdl7fixture::Spec;
using mdl7fixture::withSizes;

Q_DECLARE_METATYPE(mdl7fixture::Spec)

namespace {

bool near(const Eigen::Vector3f &a, const Eigen::Vector3f &b, float eps = 1e-5f) { return (a - b).norm() <= eps; }

} // namespace

class TstMdl7Fixture : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<Spec>("spec");
        QTest::newRow("modern tri26 main26 frame26") << withSizes(26, 26, 26);
        QTest::newRow("old MED tri12 main16 frame16") << withSizes(12, 16, 16);
        QTest::newRow("tri16 main26 frame26") << withSizes(16, 26, 26);
        QTest::newRow("tri44 main26 frame28") << withSizes(44, 26, 28);
        QTest::newRow("tri26 main28 frame28") << withSizes(26, 28, 28);
        QTest::newRow("tri16 main16 frame26") << withSizes(16, 16, 26);
        QTest::newRow("bone16 (no names)") << withSizes(26, 26, 26, 16);
        QTest::newRow("bone48 (name[32])") << withSizes(26, 26, 26, 48);
        QTest::newRow("oversized records keep trailing bytes") << withSizes(30, 30, 27, 40);
        QTest::newRow("tri14 main20 (between layouts)") << withSizes(14, 20, 20);
        Spec excl = withSizes(12, 16, 16);
        excl.excludePixels = true;
        QTest::newRow("groupdata_size without pixels") << excl;
        Spec skinExtra = withSizes(26, 26, 26);
        skinExtra.skinSize = 32;
        skinExtra.skins = mdl7fixture::allSkinKinds();
        QTest::newRow("skin_stc_size 32, all skin kinds") << skinExtra;
        Spec noFrames = withSizes(26, 26, 26);
        noFrames.frames = 0;
        noFrames.boneTransforms = false;
        QTest::newRow("no frames") << noFrames;
        Spec grid = withSizes(26, 26, 26);
        grid.shape = mdl7fixture::Shape::Grid;
        grid.groups = 3;
        QTest::newRow("grid, 3 groups") << grid;
        Spec noSkins = withSizes(26, 26, 26);
        noSkins.skins.clear();
        QTest::newRow("no skins") << noSkins;
        QTest::newRow("everything") << mdl7fixture::everything();
        Spec old = mdl7fixture::everything();
        old.triSize = 12;
        old.mainSize = old.frameSize = 16;
        QTest::newRow("everything, old record sizes") << old;
    }
    void roundTrip()
    {
        QFETCH(Spec, spec);
        const QByteArray bytes = mdl7fixture::build(spec);
        std::unique_ptr<Mdl7File> file;
        try {
            file = readMdl7(bytes);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString()));
        }
        QCOMPARE(file->write(), bytes);
        QVERIFY(file->unparsedModelData().isEmpty());
        QCOMPARE(file->modelDataSize(), qint64(bytes.size() - spec.entLump.size() - spec.medLump.size()));
        QCOMPARE(file->entityLump(), spec.entLump);
        QCOMPARE(file->medLump(), spec.medLump);
        for (const ValidationIssue &issue : file->validate())
            QFAIL(qPrintable(issue.where.toString()));
        QCOMPARE(file->groupSizeConvention(), spec.excludePixels ? Mdl7File::GroupSizeConvention::ExcludingPixels
                                                                 : Mdl7File::GroupSizeConvention::Full);
    }

    void readValues_data() { roundTrip_data(); }
    void readValues()
    {
        QFETCH(Spec, spec);
        const auto file = readMdl7(mdl7fixture::build(spec));
        const Mdl7RecordSizes &rs = file->recordSizes();
        QCOMPARE(rs.triangle, spec.triSize);
        QCOMPARE(rs.mainVertex, spec.mainSize);
        QCOMPARE(rs.frameVertex, spec.frameSize);
        QCOMPARE(int(file->bones().size()), spec.bones);
        for (int b = 0; b < spec.bones; ++b) {
            const Mdl7Bone &bone = file->bones()[size_t(b)];
            QCOMPARE(bone.parent, b == 0 ? uint16_t(0xFFFF) : uint16_t(b - 1));
            QVERIFY(near(bone.position, mdl7fixture::bonePosition(b), 0.f));
            QCOMPARE(bone.name.size(), spec.boneSize - 16);
            if (spec.boneSize > 16)
                QCOMPARE(cString(bone.name), "bone" + QByteArray::number(b));
        }
        QCOMPARE(int(file->groups().size()), spec.groups);
        const auto tris = mdl7fixture::triangles(spec);
        const int nv = mdl7fixture::vertexCount(spec);
        for (int gi = 0; gi < spec.groups; ++gi) {
            const Mdl7Group &g = file->groups()[size_t(gi)];
            QCOMPARE(cString(g.name), "group" + QByteArray::number(gi));
            QCOMPARE(int(g.vertices.size()), nv);
            QCOMPARE(g.triangles.size(), tris.size());
            QCOMPARE(int(g.skinPoints.size()), nv);
            for (int v = 0; v < nv; ++v) {
                const Mdl7Vertex &vx = g.vertices[size_t(v)];
                QVERIFY(near(vx.position, mdl7fixture::position(spec, gi, v), 0.f));
                QCOMPARE(vx.index, mdl7fixture::boneOf(spec, v));
                // 16-byte records: the normal comes from the table (nearest entry).
                QVERIFY(near(vx.normal, mdl7fixture::storedNormal(spec, v), spec.mainSize >= 26 ? 1e-6f : 0.2f));
                QCOMPARE(g.skinPoints[size_t(v)].uv, mdl7fixture::uv(v));
                QCOMPARE(vx.extra.size(), spec.mainSize - (spec.mainSize >= 28 ? 28 : spec.mainSize >= 26 ? 26 : 16));
            }
            for (size_t t = 0; t < tris.size(); ++t) {
                const Mdl7Triangle &tri = g.triangles[t];
                for (int k = 0; k < 3; ++k) {
                    QCOMPARE(tri.v[size_t(k)], uint32_t(mdl7fixture::stored(tris[t])[size_t(k)]));
                    QCOMPARE(tri.st[size_t(k)], uint32_t(mdl7fixture::stored(tris[t])[size_t(k)]));
                }
                if (spec.triSize >= 16)
                    QCOMPARE(tri.material, mdl7fixture::material(spec, int(t)));
            }
            QCOMPARE(int(g.frames.size()), spec.frames);
            for (int f = 0; f < spec.frames; ++f) {
                const Mdl7Frame &fr = g.frames[size_t(f)];
                QCOMPARE(cString(fr.name), "frame" + QByteArray::number(f));
                QCOMPARE(int(fr.vertices().size()), f == 0 ? 1 : f == 1 ? nv : 0);
                for (const Mdl7Vertex &fv : fr.vertices())
                    QVERIFY(near(fv.position, mdl7fixture::framePosition(spec, gi, f, int(fv.index)), 0.f));
                QCOMPARE(int(fr.transforms().size()), spec.boneTransforms ? spec.bones : 0);
                for (const Mdl7BoneTransform &bt : fr.transforms())
                    QCOMPARE(bt.m, mdl7fixture::boneMatrix(f, bt.bone));
            }
            QCOMPARE(int(g.skins.size()), gi == 0 ? int(spec.skins.size()) : 0);
            for (size_t si = 0; gi == 0 && si < spec.skins.size(); ++si) {
                const Mdl7Skin &sk = g.skins[si];
                QCOMPARE(sk.type, spec.skins[si].type);
                QCOMPARE(sk.width, spec.skins[si].width);
                QCOMPARE(cString(sk.name), spec.skins[si].name.left(16));
                QCOMPARE(sk.name.size(), 16);
                QCOMPARE(sk.hasMaterial(), (spec.skins[si].type & 0x10) != 0);
                QCOMPARE(sk.effect, spec.skins[si].effect);
                QCOMPARE(sk.headerExtra.size(), spec.skinSize - 28);
            }
        }
        QCOMPARE(int(file->deformers().size()), spec.deformers ? spec.groups : 0);
        for (size_t d = 0; d < file->deformers().size(); ++d) {
            const Mdl7Deformer &def = file->deformers()[d];
            QCOMPARE(def.group, int(d));
            QCOMPARE(int(def.elements.size()), spec.bones);
            int weights = 0;
            for (const auto &e : def.elements)
                weights += int(e.weights.size());
            QCOMPARE(weights, nv);
            QVERIFY(def.body.isEmpty());
        }
    }

    void mesh_data() { roundTrip_data(); }
    void mesh()
    {
        QFETCH(Spec, spec);
        const auto file = readMdl7(mdl7fixture::build(spec));
        const int nv = mdl7fixture::vertexCount(spec);
        const auto tris = mdl7fixture::triangles(spec);
        QCOMPARE(file->frameCount(), std::max(spec.frames, 1));
        for (int frame = 0; frame < file->frameCount(); ++frame) {
            const TriangleMesh m = file->mesh(frame);
            QCOMPARE(int(m.positions.size()), nv * spec.groups);
            QCOMPARE(m.normals.size(), m.positions.size());
            QCOMPARE(int(m.uvs.size()), nv * spec.groups);
            QCOMPARE(int(m.triangles.size()), int(tris.size()) * spec.groups);
            for (int g = 0; g < spec.groups; ++g)
                for (int v = 0; v < nv; ++v) {
                    const Eigen::Vector3f expected = spec.frames == 0 ? mdl7fixture::position(spec, g, v)
                                                                      : mdl7fixture::shownPosition(spec, g, frame, v);
                    QVERIFY(near(m.positions[size_t(g * nv + v)], expected, 0.f));
                }
            for (size_t t = 0; t < m.triangles.size(); ++t) {
                const auto &tri = m.triangles[t];
                const int g = int(t / tris.size());
                for (int k = 0; k < 3; ++k) {
                    QCOMPARE(tri.v[size_t(k)], uint32_t(g * nv + tris[t % tris.size()][size_t(k)]));
                    QCOMPARE(tri.uv[size_t(k)], tri.v[size_t(k)]);
                }
                const int expectedSkin = spec.skins.empty() ? -1
                                         : spec.triSize < 16 ? 0
                                                             : int(mdl7fixture::material(spec, int(t % tris.size())));
                QCOMPARE(tri.skin, expectedSkin);
                // Outward (the file stores the fixture's outward triangles reversed, normals
                // inward): the face normal agrees with the mesh's vertex normals.
                const Eigen::Vector3f n = (m.positions[tri.v[1]] - m.positions[tri.v[0]])
                                              .cross(m.positions[tri.v[2]] - m.positions[tri.v[0]]);
                QVERIFY(n.dot(m.normals[tri.v[0]] + m.normals[tri.v[1]] + m.normals[tri.v[2]]) > 0.f);
            }
        }
        QCOMPARE(file->frameNames().size(), spec.frames);
        if (spec.frames > 0)
            QCOMPARE(file->frameNames().first(), QStringLiteral("frame0"));
    }

    void skins()
    {
        Spec spec = mdl7fixture::everything();
        const auto file = readMdl7(mdl7fixture::build(spec));
        QCOMPARE(file->skinCount(), int(spec.skins.size()));
        for (int i = 0; i < file->skinCount(); ++i) {
            const mdl7fixture::Skin &src = spec.skins[size_t(i)];
            const RgbaImage img = file->skinImage(i);
            const int base = src.type & 7;
            if (PixelType::isPixelArray(base) && src.width > 0) {
                QCOMPARE(img.width, src.width);
                QCOMPARE(img.height, src.height);
                QCOMPARE(img, decodePixels(src.type & 0x0F, src.width, src.height, mdl7fixture::pixelBlock(src)));
            } else if (base == PixelType::Reference) {
                QCOMPARE(img, file->skinImage(src.width)); // resolves to the target skin
                QVERIFY(!img.isNull());
            } else {
                QVERIFY2(img.isNull(), src.name.constData()); // DDS, external, material only
            }
        }
        QCOMPARE(Mdl7File::externalFileName(*file->skin(10)), QByteArray("carpet1.pcx"));
        QCOMPARE(file->skin(10)->name, QByteArray("SixteenCharName!")); // 16 chars, no NUL
        QCOMPARE(Mdl7File::externalFileName(*file->skin(13)), QByteArray("tex.tga"));
        QCOMPARE(file->skin(14)->effect, QByteArray("alphatest.fx", 13));
        QCOMPARE(file->skin(9)->image.toByteArray().left(4), QByteArray("DDS "));
        const Mdl7Material m = Mdl7File::decodeMaterial(file->skin(11)->material, 16);
        QVERIFY(m.valid);
        QCOMPARE(m.colors[0], Eigen::Vector4f(1.f, 0.5f, 0.25f, 0.f));
        QCOMPARE(m.colors[1].w(), 0.9f);
        QCOMPARE(m.colors[2], Eigen::Vector4f(0.f, 0.f, 1.f, 0.f));
        QCOMPARE(m.power, 10.f);
        QVERIFY(!file->skin(int(spec.skins.size())));
        QVERIFY(file->skinImage(-1).isNull());
        QVERIFY(file->skinImage(999).isNull());

        // A palette supplied by the document decodes 8-bit skins through it.
        Palette red;
        for (auto &entry : red.rgb)
            entry[0] = 255;
        file->setPalette(red);
        const RgbaImage pal = file->skinImage(0);
        QCOMPARE(int(pal.pixel(3, 3)[0]), 255);
        QCOMPARE(int(pal.pixel(3, 3)[1]), 0);
    }

    void referenceCycle()
    {
        // Two references pointing at each other must not loop forever.
        Spec spec;
        spec.skins = {{0x01, 1, 0, "a", {}, {}}, {0x01, 0, 0, "b", {}, {}}};
        const auto file = readMdl7(mdl7fixture::build(spec));
        QVERIFY(file->skinImage(0).isNull());
        bool sawReferenceIssue = false;
        for (const auto &issue : file->validate())
            sawReferenceIssue |= issue.where.field.contains(QStringLiteral("skin"));
        QVERIFY(!sawReferenceIssue); // a reference to another existing skin is fine
    }

    void infoAndJson()
    {
        const auto file = readMdl7(mdl7fixture::build(mdl7fixture::everything()));
        QCOMPARE(file->kind(), AssetFile::Kind::Model);
        QCOMPARE(file->formatName(), QStringLiteral("MDL7"));
        QCOMPARE(file->quantizationStep(), Eigen::Vector3f::Zero());
        const QString info = file->infoText();
        for (const char *needle : {"Groups: 2", "group 1 \"group1\": 4 vertices, 4 triangles", "Skins: 17",
                                   "type 0x07 external \"SixteenCharName!\" file \"carpet1.pcx\"",
                                   "type 0x3d ARGB8888+mip+material+effect 8x8", "effect \"alphatest.fx\"",
                                   "reference -> skin 0", "DDS+material 128 bytes", "Vertices: 8", "Triangles: 8",
                                   "Frames: 3: \"frame0\", \"frame1\", \"frame2\"", "Bones: 3",
                                   "bone 1 \"bone1\" parent 0", "Deformers: 2", "group 1: type 0, 3 bones, 4 weights",
                                   "Entity lump: 16 bytes", "MED lump: 19 bytes"})
            QVERIFY2(info.contains(QLatin1String(needle)), qPrintable(QLatin1String(needle) + QStringLiteral("\n") + info));

        const QJsonObject brief = file->toJson(false);
        QCOMPARE(brief.value(QStringLiteral("format")).toString(), QStringLiteral("MDL7"));
        const QJsonArray groups = brief.value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.size(), 2);
        QVERIFY(!groups[0].toObject().contains(QStringLiteral("vertices")));
        QCOMPARE(groups[0].toObject().value(QStringLiteral("skins")).toArray().size(), 17);
        const QJsonObject full = file->toJson(true);
        const QJsonObject g0 = full.value(QStringLiteral("groups")).toArray()[0].toObject();
        QCOMPARE(g0.value(QStringLiteral("vertices")).toArray().size(), 4);
        QCOMPARE(g0.value(QStringLiteral("frames")).toArray()[1].toObject().value(QStringLiteral("vertices")).toArray().size(), 4);
        const QJsonObject mat = g0.value(QStringLiteral("skins")).toArray()[11].toObject().value(QStringLiteral("material")).toObject();
        QCOMPARE(mat.value(QStringLiteral("power")).toDouble(), 10.0);
        QCOMPARE(full.value(QStringLiteral("deformers")).toArray().size(), 2);
        QCOMPARE(full.value(QStringLiteral("medLumpSize")).toInt(), 19);
    }

    void validateFindsBrokenIndices()
    {
        // Patch bytes of a valid fixture so each check has something to find.
        Spec spec = withSizes(26, 26, 26);
        spec.bones = 2;
        QByteArray bytes = mdl7fixture::build(spec);
        const auto clean = readMdl7(bytes);
        QVERIFY(clean->validate().empty());
        // Layout: header 48, 2 bones * 36, group header 44, skin 28 + 8*8*4, 4 skin points * 8.
        const qint64 triStart = 48 + 72 + 44 + 28 + 256 + 32;
        const qint64 vertStart = triStart + 4 * 26;
        auto patched = [&](qint64 at, QByteArray value) {
            QByteArray b = bytes;
            b.replace(at, value.size(), value);
            return readMdl7(b)->validate();
        };
        auto hasIssue = [](const std::vector<ValidationIssue> &issues, const QString &field, bool fatal) {
            for (const auto &i : issues)
                if (i.where.field == field && i.fatal == fatal)
                    return true;
            return false;
        };
        QVERIFY(hasIssue(patched(triStart + 4, QByteArray("\x09\x00", 2)), QStringLiteral("group[0].triangle[0].v[2]"), true));
        QVERIFY(hasIssue(patched(triStart + 6, QByteArray("\x07\x00", 2)), QStringLiteral("group[0].triangle[0].st[0]"), true));
        QVERIFY(patched(triStart + 6, QByteArray("\xff\xff", 2)).empty()); // 0xFFFF = no UV
        QVERIFY(hasIssue(patched(triStart + 12, QByteArray("\x01\x00\x00\x00", 4)), QStringLiteral("group[0].triangle[0].material"), true));
        QVERIFY(patched(triStart + 12, QByteArray("\xff\xff\xff\xff", 4)).empty());
        QVERIFY(hasIssue(patched(vertStart + 12, QByteArray("\x02\x00", 2)), QStringLiteral("group[0].vertex[0].bone"), true));
        QVERIFY(hasIssue(patched(48 + 36, QByteArray("\x01\x00", 2)), QStringLiteral("bone[1].parent"), true));
        const qint64 frame0 = vertStart + 4 * 26;
        QVERIFY(hasIssue(patched(frame0 + 24 + 12, QByteArray("\x04\x00", 2)), QStringLiteral("group[0].frame[0].vertex[0].index"), true));
        const qint64 transform0 = frame0 + 24 + 26;
        QVERIFY(hasIssue(patched(transform0 + 64, QByteArray("\x05\x00", 2)), QStringLiteral("group[0].frame[0].transform[0].bone"), true));

        // Old record sizes: normal index 179 is a real-file quirk, not fatal.
        Spec old = withSizes(12, 16, 16);
        QByteArray ob = mdl7fixture::build(old);
        const qint64 oldVert = 48 + 72 + 44 + 28 + 256 + 32 + 4 * 12;
        ob[oldVert + 14] = char(179);
        const auto issues = readMdl7(ob)->validate();
        QVERIFY(hasIssue(issues, QStringLiteral("group[0].vertex[0].normal"), false));
        for (const auto &i : issues)
            QVERIFY(!i.fatal);
        // ...and the mesh shows -Z (the table's +Z turned outward) instead of reading outside the table.
        QCOMPARE(readMdl7(ob)->mesh(0).normals[0], Eigen::Vector3f(0, 0, -1));
    }
};

QTEST_GUILESS_MAIN(TstMdl7Fixture)
#include "tst_mdl7fixture.moc"
