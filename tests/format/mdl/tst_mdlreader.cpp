// MDL2/3/4/5 and IDPO reading: generated fixtures of every skin type and both packings read back
// with the right structure; truncated and corrupt input always throws FormatError naming the
// offset and field, never crashes.
#include "format/mdl/mdlfixtures.h"

#include "common/normaltable.h"

#include <QRandomGenerator>
#include <QtTest>

#include <bit>

using namespace ackedit::format;
using namespace mdlfixture;

class TstMdlReader : public QObject
{
    Q_OBJECT
private:
    static void fixtureRows()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("skinType");
        QTest::addColumn<int>("frameType");
        const QList<int> gs = {0, 2, 3, 4, 5, 10, 11, 12, 13};
        for (const char *f : {"MDL3", "MDL4", "MDL5"}) {
            for (int t : gs)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f), PixelType::name(t))))
                    << QByteArray(f) << t << -1;
            QTest::newRow(qPrintable(QStringLiteral("%1 no skins").arg(QLatin1String(f)))) << QByteArray(f) << -1 << -1;
        }
        // Both packings in every MDL3/4/5 flavour (real files: MDL3 byte, MDL4/5 word).
        QTest::newRow("MDL5 byte-packed") << QByteArray("MDL5") << 2 << 0;
        QTest::newRow("MDL4 byte-packed") << QByteArray("MDL4") << 2 << 0;
        QTest::newRow("MDL3 word-packed") << QByteArray("MDL3") << 2 << 2;
        for (const char *f : {"MDL2", "IDPO"}) {
            for (int t : {0, 1, 2, 3, 4, 5, 10, 12, 13})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f), t == 1 ? QStringLiteral("skin group") : PixelType::name(t))))
                    << QByteArray(f) << t << -1;
        }
    }

private slots:
    void fixtureReadsBack_data() { fixtureRows(); }
    void fixtureReadsBack()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        const MdlBuildInput in = cube(format, skinType, 3, frameType);
        const std::unique_ptr<MdlFile> built = MdlFile::create(in);
        const QByteArray bytes = built->write();
        const std::unique_ptr<MdlFile> file = readMdl(bytes);

        QCOMPARE(file->formatName(), QString::fromLatin1(format));
        QCOMPARE(file->kind(), AssetFile::Kind::Model);
        QCOMPARE(file->header().version, format == "IDPO" ? 6 : 0);
        QCOMPARE(file->vertexCount(), 8);
        QCOMPARE(file->frameCount(), 3);
        QCOMPARE(file->frameNames(), (QStringList{QStringLiteral("frame0"), QStringLiteral("frame1"), QStringLiteral("frame2")}));
        QCOMPARE(file->triangles().size(), size_t(12));
        QCOMPARE(file->skinVertices(), in.uvs);
        QVERIFY(!file->hasOutwardNormals());
        const bool word = isQuake(format) ? false : frameType < 0 ? format != "MDL3" : frameType == 2;
        for (int f = 0; f < 3; ++f)
            QCOMPARE(file->isWordPacked(f), word);
        QCOMPARE(file->frames().front().type, isQuake(format) ? 0 : word ? 2 : 0);

        // Skins decode to exactly the generated images.
        QCOMPARE(file->skinCount(), skinType < 0 ? 0 : 2);
        for (int s = 0; s < file->skinCount(); ++s) {
            QCOMPARE(file->skins()[size_t(s)].type, skinType);
            if (skinType == 1) {
                QCOMPARE(file->skinGroupSize(s), 3);
                for (int k = 0; k < 3; ++k)
                    QVERIFY(file->skinGroupImage(s, k) == in.skins[size_t(s)].groupImages[size_t(k)]);
                QVERIFY(file->skinImage(s) == in.skins[size_t(s)].groupImages[0]);
            } else {
                const RgbaImage &want = in.skins[size_t(s)].image;
                QCOMPARE(file->skins()[size_t(s)].width, want.width);
                QVERIFY(file->skinImage(s) == want);
                QCOMPARE(qint64(file->skins()[size_t(s)].data.size()), pixelBlockSize(skinType, want.width, want.height));
            }
        }
        if (format == "MDL5" && skinType >= 0) {
            QCOMPARE(file->header().skinWidth, 0);
        } else {
            QCOMPARE(file->header().skinWidth, 16);
            QCOMPARE(file->header().skinHeight, 8);
        }

        // Positions: within half a quantisation step of what was built.
        const Packing pk = file->packing();
        for (int f = 0; f < 3; ++f)
            QVERIFY2(stepsOff(file->positions(f), in.frames[size_t(f)].positions, pk.scale, pk.offset, word ? 65535 : 255) <= 0.5f,
                     qPrintable(QStringLiteral("frame %1").arg(f)));
        // One global packing spanning the full range: the largest frame reaches 0 and the maximum.
        const MdlSimpleFrame &big = file->frames()[2].poses[0];
        const int maxValue = word ? 65535 : 255;
        QCOMPARE(int(big.bboxMin.x), 0);
        QCOMPARE(int(big.bboxMax.z), maxValue);
        // Stored normals follow the geometry in the Gamestudio convention: inward (cube corners:
        // against the diagonal directions); the mesh turns them outward.
        const TriangleMesh mesh0 = file->mesh(0);
        for (int i = 0; i < 8; ++i) {
            const Eigen::Vector3f n = NormalTable::normal(file->frames()[0].poses[0].packed()[size_t(i)].normal);
            QVERIFY(n.dot(file->positions(0)[size_t(i)].normalized()) < -0.2f);
            QVERIFY(mesh0.normals[size_t(i)].dot(file->positions(0)[size_t(i)].normalized()) > 0.2f);
        }
        // Unusual combinations (e.g. RGB888 in MDL3, word frames in MDL3) are warnings only.
        const bool natural = frameType < 0 && (format == "MDL5" || isQuake(format) || skinType <= 3);
        for (const ValidationIssue &i : file->validate()) {
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
            QVERIFY2(!natural, qPrintable(i.where.toString()));
        }
        QVERIFY(!file->infoText().isEmpty());
        QCOMPARE(file->toJson(false).value(QStringLiteral("frames")).toArray().size(), 3);
    }

    void meshWindingAndUvs_data() { fixtureRows(); }
    void meshWindingAndUvs()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        const MdlBuildInput in = cube(format, skinType, 2, frameType);
        const std::unique_ptr<MdlFile> file = MdlFile::create(in);
        const TriangleMesh mesh = file->mesh(1);
        QCOMPARE(mesh.positions.size(), size_t(8));
        QCOMPARE(mesh.normals.size(), size_t(8));
        QCOMPARE(mesh.triangles.size(), size_t(12));
        const Eigen::Vector3f centre = Eigen::Vector3f(0.f, 0.f, 0.1f);
        for (size_t i = 0; i < mesh.triangles.size(); ++i) {
            const auto &t = mesh.triangles[i];
            const Eigen::Vector3f n = (mesh.positions[t.v[1]] - mesh.positions[t.v[0]]).cross(mesh.positions[t.v[2]] - mesh.positions[t.v[0]]);
            QVERIFY2(n.dot(mesh.positions[t.v[0]] - centre) > 0.f, "triangle not outward");
            QCOMPARE(t.skin, skinType < 0 ? -1 : 0);
            for (int k = 0; k < 3; ++k) {
                const MdlSkinVertex &uv = in.uvs[size_t(isQuake(format) ? in.triangles[i].v[k] : in.triangles[i].uv[k])];
                // IDPO/MDL2: back-facing triangles use s + skinwidth/2 on seam vertices.
                const int s = uv.s + (isQuake(format) && in.triangles[i].facesFront == 0 && uv.onSeam ? 8 : 0);
                QCOMPARE(mesh.uvs[t.uv[size_t(k)]].x(), (float(s) + 0.5f) / 16.f);
                QCOMPARE(mesh.uvs[t.uv[size_t(k)]].y(), (float(uv.t) + 0.5f) / 8.f);
            }
        }
    }

    void storedConventionIsTurnedOutward_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("quakeWinding");
        QTest::newRow("IDPO Quake") << QByteArray("IDPO") << true;
        QTest::newRow("IDPO Gamestudio") << QByteArray("IDPO") << false;
        QTest::newRow("MDL2") << QByteArray("MDL2") << false;
        QTest::newRow("MDL5") << QByteArray("MDL5") << false;
    }
    void storedConventionIsTurnedOutward()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, quakeWinding);
        MdlBuildInput in = cube(format, 0);
        in.quakeWinding = quakeWinding;
        const std::unique_ptr<MdlFile> file = MdlFile::create(in);
        QCOMPARE(file->hasOutwardNormals(), quakeWinding);
        // Every origin stores triangles clockwise seen from outside: reversed input triangles...
        const auto &p = file->positions(0);
        for (size_t i = 0; i < in.triangles.size(); ++i) {
            const MdlTriangle &t = file->triangles()[i];
            QCOMPARE(t.v[0], in.triangles[i].v[0]);
            QCOMPARE(t.v[1], in.triangles[i].v[2]);
            QCOMPARE(t.v[2], in.triangles[i].v[1]);
            const Eigen::Vector3f n = (p[size_t(t.v[1])] - p[size_t(t.v[0])]).cross(p[size_t(t.v[2])] - p[size_t(t.v[0])]);
            QVERIFY(n.dot(p[size_t(t.v[0])]) < 0.f);
        }
        // ...normals inward (Gamestudio) or outward (Quake)...
        for (size_t i = 0; i < 8; ++i) {
            const float d = NormalTable::normal(file->frames()[0].poses[0].packed()[i].normal).dot(p[i]);
            QVERIFY2(quakeWinding ? d > 0.f : d < 0.f, qPrintable(QString::number(d)));
        }
        // ...and the mesh is outward, triangles and normals alike, with the input's order.
        const TriangleMesh mesh = file->mesh(0);
        QCOMPARE(mesh.triangles.size(), in.triangles.size());
        for (size_t i = 0; i < mesh.triangles.size(); ++i) {
            const auto &t = mesh.triangles[i];
            for (int k = 0; k < 3; ++k)
                QCOMPARE(int(t.v[size_t(k)]), in.triangles[i].v[k]);
            const Eigen::Vector3f m = (mesh.positions[t.v[1]] - mesh.positions[t.v[0]]).cross(mesh.positions[t.v[2]] - mesh.positions[t.v[0]]);
            QVERIFY(m.dot(mesh.positions[t.v[0]]) > 0.f);
        }
        QCOMPARE(mesh.normals.size(), size_t(8));
        for (size_t i = 0; i < 8; ++i)
            QVERIFY(mesh.normals[i].dot(mesh.positions[i]) > 0.f);
        // A closed outward input has a positive volume again.
        double volume = 0.0;
        for (const auto &t : mesh.triangles)
            volume += double(mesh.positions[t.v[0]].dot(mesh.positions[t.v[1]].cross(mesh.positions[t.v[2]]))) / 6.0;
        QVERIFY(volume > 0.0);
    }

    void frameGroups_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::newRow("IDPO") << QByteArray("IDPO");
        QTest::newRow("MDL2") << QByteArray("MDL2");
    }
    void frameGroups()
    {
        QFETCH(QByteArray, format);
        MdlBuildInput in = cube(format, 0, 5);
        // frame 0 simple, frames 1..3 one group, frame 4 simple
        for (int f = 1; f <= 3; ++f) {
            in.frames[size_t(f)].group = 7;
            in.frames[size_t(f)].time = 0.2f * float(f);
        }
        const std::unique_ptr<MdlFile> file = MdlFile::create(in);
        QCOMPARE(file->frames().size(), size_t(3));
        QCOMPARE(file->frameCount(), 5);
        const MdlFrame &g = file->frames()[1];
        QVERIFY(g.group);
        QCOMPARE(g.type, 1);
        QCOMPARE(g.poses.size(), qsizetype(3));
        QCOMPARE(std::bit_cast<float>(g.timeBits[2]), 0.6f);
        QCOMPARE(file->framePose(3), std::make_pair(1, 2));
        QCOMPARE(file->frameNames().at(3), QStringLiteral("frame3"));
        // group bbox = union of its poses
        QCOMPARE(g.groupMax.z, g.poses[2].bboxMax.z);
        QCOMPARE(g.groupMin.x, g.poses[2].bboxMin.x);
        const Packing pk = file->packing();
        for (int f = 0; f < 5; ++f)
            QVERIFY(stepsOff(file->positions(f), in.frames[size_t(f)].positions, pk.scale, pk.offset, 255) <= 0.5f);
        QCOMPARE(file->write(), MdlFile::create(in)->write());
        QVERIFY(file->infoText().contains(QStringLiteral("frame groups")));
    }

    // Pose names are slices of shared blocks (no allocation per frame), each followed by a NUL so
    // C-string use stays safe even for a name that fills all 16 bytes; a rename touches one pose.
    void poseNamesShareOneBlock_data() { frameGroups_data(); QTest::newRow("MDL5") << QByteArray("MDL5"); }
    void poseNamesShareOneBlock()
    {
        QFETCH(QByteArray, format);
        MdlBuildInput in = cube(format, format == "MDL5" ? 2 : 0, 5);
        for (int f = 0; f < 5; ++f)
            in.frames[size_t(f)].name = QByteArray("sixteen_chars_").append(char('a' + f));
        if (format != "MDL5")
            for (int f = 1; f <= 3; ++f)
                in.frames[size_t(f)].group = 7;
        // The builder keeps a NUL in each name; fill the 16th byte as some exporters do.
        QByteArray original = MdlFile::create(in)->write();
        for (int f = 0; f < 5; ++f) {
            const qsizetype at = original.indexOf(QByteArray("sixteen_chars_").append(char('a' + f)));
            QVERIFY(at > 0);
            original[at + 15] = char('z' - f);
        }
        const std::unique_ptr<MdlFile> file = readMdl(QByteArray(original.constData(), original.size()));
        const auto name = [&](int f) -> const QByteArray & {
            const auto [frame, pose] = file->framePose(f);
            return file->frames()[size_t(frame)].poses[pose].name;
        };
        for (int f = 0; f < 5; ++f) {
            QCOMPARE(name(f).size(), qsizetype(16));
            QCOMPARE(qstrlen(name(f).constData()), size_t(16));
            if (f > 0)
                QCOMPARE(name(f).constData() - name(f - 1).constData(), qptrdiff(17));
        }
        const QByteArray raw2 = file->rawFrameName(2);
        QCOMPARE(raw2, QByteArray("sixteen_chars_cx"));
        QVERIFY(file->setFrameName(2, QStringLiteral("renamed")));
        QCOMPARE(file->frameNames().at(2), QStringLiteral("renamed"));
        QCOMPARE(file->frameNames().at(1), QStringLiteral("sixteen_chars_by"));
        QCOMPARE(file->frameNames().at(3), QStringLiteral("sixteen_chars_dw"));
        QVERIFY(file->setRawFrameName(2, QByteArray("sixteen_chars_cx")));
        QCOMPARE(file->write(), original);
    }

    void truncationAlwaysThrows_data() { fixtureRows(); }
    void truncationAlwaysThrows()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        const QByteArray bytes = MdlFile::create(cube(format, skinType, 2, frameType))->write();
        int cuts = 0;
        for (qint64 n = 0; n < bytes.size(); n += 7, ++cuts) {
            try {
                readMdl(bytes.left(n));
                QFAIL(qPrintable(QStringLiteral("truncated at %1 of %2 bytes but no error").arg(n).arg(bytes.size())));
            } catch (const FormatError &e) {
                QVERIFY(e.offset >= 0 && e.offset <= n);
                QVERIFY(!e.field.isEmpty());
                QVERIFY(!e.problem.isEmpty());
            }
        }
        QVERIFY(cuts > 10);
    }

    void corruptFieldsName_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("patchAt");
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QString>("field");
        QTest::addColumn<qint64>("offset"); // -3: the start of frame 0 (computed below)
        QTest::newRow("bad magic") << QByteArray("MDL5") << 0 << qint64(0x58585858) << QStringLiteral("header.ident") << qint64(0);
        QTest::newRow("negative numverts") << QByteArray("MDL5") << 60 << qint64(-3) << QStringLiteral("header.numverts") << qint64(60);
        QTest::newRow("huge numskins") << QByteArray("MDL5") << 48 << qint64(0x7fffffff) << QStringLiteral("header.numskins") << qint64(48);
        QTest::newRow("huge numframes") << QByteArray("MDL4") << 68 << qint64(100000) << QStringLiteral("header.numframes") << qint64(68);
        QTest::newRow("huge numtris") << QByteArray("MDL3") << 64 << qint64(1000000) << QStringLiteral("header.numtris") << qint64(64);
        QTest::newRow("huge numskinverts") << QByteArray("MDL5") << 72 << qint64(5000000) << QStringLiteral("header.numskinverts") << qint64(72);
        QTest::newRow("IDPO huge numverts") << QByteArray("IDPO") << 60 << qint64(40000000) << QStringLiteral("header.numverts") << qint64(60);
        QTest::newRow("MDL5 skin type 1") << QByteArray("MDL5") << 84 << qint64(1) << QStringLiteral("skin[0].type") << qint64(84);
        QTest::newRow("MDL5 skin type 99") << QByteArray("MDL5") << 84 << qint64(99) << QStringLiteral("skin[0].type") << qint64(84);
        QTest::newRow("MDL5 negative skin width") << QByteArray("MDL5") << 88 << qint64(-16) << QStringLiteral("skin[0].width") << qint64(88);
        QTest::newRow("MDL5 huge skin") << QByteArray("MDL5") << 88 << qint64(40000) << QStringLiteral("skin[0].data") << qint64(96);
        QTest::newRow("MDL3 negative skinwidth") << QByteArray("MDL3") << 52 << qint64(-1) << QStringLiteral("header.skinwidth") << qint64(52);
        QTest::newRow("IDPO skin group count") << QByteArray("IDPO") << 84 << qint64(1) << QStringLiteral("skin[0].count") << qint64(88);
        QTest::newRow("MDL5 frame type 1") << QByteArray("MDL5") << -1 << qint64(1) << QStringLiteral("frame[0].type") << qint64(-3);
    }
    void corruptFieldsName()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, patchAt);
        QFETCH(qint64, value);
        QFETCH(QString, field);
        QFETCH(qint64, offset);
        const std::unique_ptr<MdlFile> good = MdlFile::create(cube(format, 2, 2));
        QByteArray bytes = good->write();
        const qint64 frame0 = frameOffset(*good, 0);
        if (patchAt < 0)
            patchAt = int(frame0);
        const int32_t v = int32_t(value);
        bytes.replace(patchAt, 4, QByteArray(reinterpret_cast<const char *>(&v), 4));
        if (offset == -3)
            offset = frame0;
        try {
            readMdl(bytes);
            QFAIL("no error");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QCOMPARE(e.offset, offset);
            QVERIFY(!e.toString().isEmpty());
        }
    }

    void randomCorruptionNeverCrashes()
    {
        // Flip random bytes; the reader either parses or throws FormatError. What parses can be
        // validated, meshed and written (the writer may refuse with FormatError).
        QRandomGenerator rng(1234);
        int parsed = 0, rejected = 0;
        for (const char *format : {"MDL2", "MDL3", "MDL4", "MDL5", "IDPO"}) {
            const QByteArray good = MdlFile::create(cube(format, format == QByteArrayLiteral("IDPO") ? 1 : 10, 3))->write();
            for (int round = 0; round < 400; ++round) {
                QByteArray bytes = good;
                const int flips = 1 + int(rng.bounded(4));
                for (int k = 0; k < flips; ++k) {
                    // Bias towards the header and the structure before the pixels.
                    const int at = rng.bounded(2) ? int(rng.bounded(120)) : int(rng.bounded(bytes.size()));
                    bytes[at] = char(rng.bounded(256));
                }
                try {
                    std::unique_ptr<MdlFile> file = readMdl(bytes);
                    ++parsed;
                    file->validate();
                    file->infoText();
                    file->toJson(true);
                    for (int f = 0; f < file->frameCount(); ++f)
                        file->mesh(f);
                    for (int s = 0; s < file->skinCount(); ++s)
                        file->skinImage(s);
                    try {
                        file->write();
                        file->transform(Eigen::Affine3f(Eigen::Scaling(1.5f)));
                        file->write();
                    } catch (const FormatError &) {
                    }
                } catch (const FormatError &) {
                    ++rejected;
                }
            }
        }
        QVERIFY(parsed > 0);
        QVERIFY(rejected > 0);
    }

    void mdl5OpaqueSkinsAreKept()
    {
        // MDL5 type 6 (embedded DDS, width = byte count) and 7 (external name, width = length
        // incl. NUL) are carried verbatim; they decode to no image and cannot be replaced.
        const QByteArray plain = MdlFile::create(cube("MDL5", -1))->write();
        auto le = [](int32_t v) { return QByteArray(reinterpret_cast<const char *>(&v), 4); };
        const QByteArray dds = QByteArrayLiteral("DDS |fake dds payload");
        const QByteArray name("skin.pcx", 9);
        QByteArray bytes = plain.left(84) + le(6) + le(int32_t(dds.size())) + le(1) + dds + le(7) + le(int32_t(name.size()))
                           + le(1) + name + plain.mid(84);
        bytes.replace(48, 4, le(2));
        const std::unique_ptr<MdlFile> file = readMdl(bytes);
        QCOMPARE(file->skinCount(), 2);
        QCOMPARE(file->skins()[0].data.toByteArray(), dds);
        QCOMPARE(file->skins()[1].data.toByteArray(), name);
        QVERIFY(file->skinImage(0).isNull());
        QVERIFY(!file->setSkinImage(1, pattern(16, 8, 2)));
        QCOMPARE(file->write(), bytes);
        for (const ValidationIssue &i : file->validate())
            QVERIFY(!i.fatal);
        QVERIFY(file->infoText().contains(QStringLiteral("DDS")));
        // In MDL3/4 such a type has no defined size: rejected at the type word.
        QByteArray mdl3 = MdlFile::create(cube("MDL3", 2))->write();
        mdl3.replace(84, 4, le(6));
        QVERIFY_THROWS_EXCEPTION(FormatError, readMdl(mdl3));
    }

    void trailingBytesAreKept()
    {
        const std::unique_ptr<MdlFile> built = MdlFile::create(cube("IDPO", 0));
        const QByteArray tail = QByteArrayLiteral("QMEX\x01\x00\x00\x00some editor data\x00\xff");
        const QByteArray bytes = built->write() + tail;
        const std::unique_ptr<MdlFile> file = readMdl(bytes);
        QCOMPARE(file->trailingData(), tail);
        QCOMPARE(file->write(), bytes);
        const auto issues = file->validate();
        QCOMPARE(issues.size(), size_t(1));
        QVERIFY(!issues[0].fatal);
        QCOMPARE(issues[0].where.offset, qint64(built->write().size()));
        QVERIFY(file->infoText().contains(QStringLiteral("QMEX")));
    }
};

QTEST_GUILESS_MAIN(TstMdlReader)
#include "tst_mdlreader.moc"
