// MDL writing: unedited files are byte-identical; edits change only the bytes they must; after
// repacking every vertex is within half a quantisation step of its edited position; normals,
// bboxes and radius are recomputed; skins re-encode in their own type with fresh mips.
#include "format/mdl/mdlfixtures.h"

#include "common/normaltable.h"

#include <QtTest>

#include <bit>
#include <set>

using namespace ackedit::format;
using namespace mdlfixture;

namespace {

uint32_t maxPacked(const MdlFile &f) { return f.isWordPacked(0) ? 65535u : 255u; }

} // namespace

class TstMdlWriter : public QObject
{
    Q_OBJECT
private:
    static void formatRows()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("skinType");
        QTest::addColumn<int>("frameType");
        QTest::newRow("MDL2 565") << QByteArray("MDL2") << 2 << -1;
        QTest::newRow("MDL3 565") << QByteArray("MDL3") << 2 << -1;
        QTest::newRow("MDL3 word") << QByteArray("MDL3") << 4 << 2;
        QTest::newRow("MDL4 565+mip") << QByteArray("MDL4") << 10 << -1;
        QTest::newRow("MDL5 8888+mip") << QByteArray("MDL5") << 13 << -1;
        QTest::newRow("MDL5 byte") << QByteArray("MDL5") << 0 << 0;
        QTest::newRow("IDPO 8-bit") << QByteArray("IDPO") << 0 << -1;
        QTest::newRow("IDPO skin group") << QByteArray("IDPO") << 1 << -1;
    }

private slots:
    void unchangedIsByteIdentical_data() { formatRows(); }
    void unchangedIsByteIdentical()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        const QByteArray bytes = MdlFile::create(cube(format, skinType, 3, frameType))->write();
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        QCOMPARE(file->write(), bytes);
        QCOMPARE(file->quantizationStep(), file->packing().scale);
        // Setting the same positions again is not an edit.
        QVERIFY(file->setPositions(1, std::vector<Eigen::Vector3f>(file->positions(1))));
        QCOMPARE(file->write(), bytes);
        // The output is serialised from the structure: a rename changes exactly its 16 bytes.
        QVERIFY(file->setFrameName(1, QStringLiteral("walk")));
        const QByteArray renamed = file->write();
        QCOMPARE(renamed.size(), bytes.size());
        const qint64 name = frameOffset(*file, 1) + 4 + 2 * (file->isWordPacked(1) ? 8 : 4);
        for (qint64 at : diffOffsets(bytes, renamed))
            QVERIFY(at >= name && at < name + 16);
        QCOMPARE(renamed.mid(name, 16), QByteArray("walk\0\0\0\0\0\0\0\0\0\0\0\0", 16));
        QCOMPARE(readMdl(renamed)->frameNames().at(1), QStringLiteral("walk"));
    }

    void nanPackingWritesBack_data() { formatRows(); }
    void nanPackingWritesBack()
    {
        // A NaN packing scale (header bytes 8..11): every x decodes to NaN, and the unedited file
        // must still write back byte-identical (found by fuzz_document: write() refused it).
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        QByteArray bytes = MdlFile::create(cube(format, skinType, 3, frameType))->write();
        bytes.replace(8, 4, QByteArray::fromHex("0000c07f"));
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        QVERIFY(std::isnan(file->packing().scale.x()));
        QVERIFY(std::isnan(file->positions(0).front().x()));
        QCOMPARE(file->write(), bytes);
    }

    void garbageFieldsSurvive()
    {
        // Eye position garbage, flags, the last header field and name garbage after the NUL are kept.
        QByteArray bytes = MdlFile::create(cube("MDL5", 2))->write();
        const uint32_t junk = 0x00800001; // a denormal bit pattern
        bytes.replace(36, 4, QByteArray(reinterpret_cast<const char *>(&junk), 4));
        bytes.replace(76, 4, QByteArrayLiteral("\x01\x02\x03\x04"));
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        const qint64 name = frameOffset(*file, 0) + 4 + 16;
        bytes.replace(name + 7, 3, QByteArrayLiteral("xyz"));
        file = readMdl(bytes);
        QCOMPARE(file->frameNames().at(0), QStringLiteral("frame0"));
        QCOMPARE(file->write(), bytes);
        // ...also through an edit that repacks.
        file->transform(Eigen::Affine3f(Eigen::Scaling(3.f)));
        const QByteArray edited = file->write();
        QCOMPARE(edited.mid(36, 4), bytes.mid(36, 4));
        QCOMPARE(edited.mid(76, 4), bytes.mid(76, 4));
        QCOMPARE(edited.mid(name, 16), bytes.mid(name, 16));
    }

    void editInsideBoundsChangesOnlyExpectedBytes_data() { formatRows(); }
    void editInsideBoundsChangesOnlyExpectedBytes()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        const QByteArray bytes = MdlFile::create(cube(format, skinType, 3, frameType))->write();
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        // Frame 0 lies strictly inside the bounds of frame 2: the packing is kept.
        const int moved = 3;
        const Eigen::Vector3f p = file->positions(0)[moved] * 0.9f;
        QVERIFY(file->setVertex(0, moved, p));
        QCOMPARE(file->quantizationStep(), file->packing().scale);
        const QByteArray edited = file->write();
        QCOMPARE(edited.size(), bytes.size());

        const qint64 v = file->isWordPacked(0) ? 8 : 4;
        const qint64 frame = frameOffset(*file, 0);
        const qint64 verts = frame + 4 + 2 * v + 16;
        std::set<int> neighbours{moved};
        for (const MdlTriangle &t : file->triangles())
            if (t.v[0] == moved || t.v[1] == moved || t.v[2] == moved)
                neighbours.insert({t.v[0], t.v[1], t.v[2]});
        QVERIFY(neighbours.size() < 8);
        auto allowed = [&](qint64 at) {
            if (at >= 32 && at < 36)
                return true; // bounding radius
            if (at >= frame + 4 && at < frame + 4 + 2 * v)
                return true; // frame 0 bbox
            for (int n : neighbours)
                if (at >= verts + n * v && at < verts + (n + 1) * v)
                    return true; // moved vertex and the normals of its neighbours
            return false;
        };
        const std::set<qint64> diff = diffOffsets(bytes, edited);
        for (qint64 at : diff)
            QVERIFY2(allowed(at), qPrintable(QStringLiteral("unexpected change at %1").arg(at)));
        bool vertexChanged = false;
        for (qint64 at : diff)
            vertexChanged = vertexChanged || (at >= verts + moved * v && at < verts + moved * v + 3 * (v / 4));
        QVERIFY(vertexChanged);

        const std::unique_ptr<MdlFile> back = readMdl(edited);
        const Packing pk = back->packing();
        QVERIFY(stepsOff({back->positions(0)[moved]}, {p}, pk.scale, pk.offset, maxPacked(*back)) <= 0.5f);
        QCOMPARE(back->write(), edited);
    }

    void editInsideLooseBoundsKeepsPacking_data() { formatRows(); }
    // Real files are not always packed tightly (corpus flw_ngolem, a3tools_guardemo: the header's
    // range is wider than the vertices). An edit inside the vertices' bounds keeps that packing,
    // so untouched frames keep their bytes; before, the recomputed tighter packing re-encoded all.
    void editInsideLooseBoundsKeepsPacking()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(int, frameType);
        // Packed for three frames, saved with two: the stored range covers the removed frame 2.
        std::unique_ptr<MdlFile> made = readMdl(MdlFile::create(cube(format, skinType, 3, frameType))->write());
        QVERIFY(made->removeFrame(2));
        const QByteArray loose = made->write();
        std::unique_ptr<MdlFile> file = readMdl(loose);
        QCOMPARE(file->frameCount(), 2);
        const Packing stored = file->packing();
        QVERIFY(file->setVertex(0, 3, file->positions(0)[3] * 0.95f)); // frame 0 lies inside frame 1
        QVERIFY(file->quantizationStep() == stored.scale);
        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        QVERIFY(back->packing().sameBits(stored));
        const auto [s1, p1] = back->framePose(1);
        const auto [o1, q1] = readMdl(loose)->framePose(1);
        QVERIFY(back->frames()[size_t(s1)].poses[size_t(p1)].packed() == readMdl(loose)->frames()[size_t(o1)].poses[size_t(q1)].packed());
    }

    void repackWithinHalfStep_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("frameType");
        QTest::addColumn<QString>("edit");
        for (const char *f : {"MDL2", "MDL3", "MDL4", "MDL5", "IDPO"})
            for (const char *e : {"grow", "shrink", "transform", "frame"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f), QLatin1String(e))))
                    << QByteArray(f) << -1 << QString::fromLatin1(e);
        QTest::newRow("MDL5 byte grow") << QByteArray("MDL5") << 0 << QStringLiteral("grow");
        QTest::newRow("MDL3 word transform") << QByteArray("MDL3") << 2 << QStringLiteral("transform");
    }
    void repackWithinHalfStep()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, frameType);
        QFETCH(QString, edit);
        const QByteArray bytes = MdlFile::create(cube(format, 2, 3, frameType))->write();
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        const std::vector<uint8_t> normals1 = [&] {
            std::vector<uint8_t> n;
            for (const MdlVertex &v : file->frames()[1].poses[0].packed())
                n.push_back(v.normal);
            return n;
        }();
        if (edit == QLatin1String("grow")) {
            QVERIFY(file->setVertex(0, 5, file->positions(0)[5] * 3.f));
        } else if (edit == QLatin1String("shrink")) {
            std::vector<Eigen::Vector3f> p = file->positions(2);
            for (auto &v : p)
                v *= 0.5f;
            QVERIFY(file->setPositions(2, p));
        } else if (edit == QLatin1String("transform")) {
            QVERIFY(file->transform(Eigen::Translation3f(100.f, -3.f, 7.f) * Eigen::AngleAxisf(0.7f, Eigen::Vector3f(1, 2, 3).normalized())
                                    * Eigen::Scaling(2.f, 0.5f, 1.5f)));
        } else {
            std::vector<Eigen::Vector3f> p = file->positions(0);
            for (auto &v : p)
                v = Eigen::AngleAxisf(1.2f, Eigen::Vector3f::UnitX()) * v * 1.6f;
            QVERIFY(file->setPositions(0, p));
        }
        std::vector<std::vector<Eigen::Vector3f>> want;
        for (int f = 0; f < 3; ++f)
            want.push_back(file->positions(f));
        const Eigen::Vector3f step = file->quantizationStep();
        QVERIFY(step != file->packing().scale); // the bounds changed: a new packing

        const QByteArray edited = file->write();
        QCOMPARE(file->write(), edited); // writing does not change the object
        const std::unique_ptr<MdlFile> back = readMdl(edited);
        const Packing pk = back->packing();
        QCOMPARE(pk.scale, step);
        const uint32_t maxValue = maxPacked(*back);
        float worst = 0.f;
        for (int f = 0; f < 3; ++f)
            worst = std::max(worst, stepsOff(back->positions(f), want[size_t(f)], pk.scale, pk.offset, maxValue));
        QVERIFY2(worst <= 0.5f, qPrintable(QStringLiteral("error %1 steps").arg(worst)));
        qDebug("worst error %.4f quantisation steps", double(worst));

        // The full range is used (offset = min, scale = range / max), every frame's bbox is exact.
        Eigen::Array3i lo = Eigen::Array3i::Constant(1 << 20), hi = Eigen::Array3i::Constant(-1);
        for (const MdlFrame &fr : back->frames()) {
            const MdlSimpleFrame &pose = fr.poses[0];
            Eigen::Array3i plo = Eigen::Array3i::Constant(1 << 20), phi = Eigen::Array3i::Constant(-1);
            for (const MdlVertex &v : pose.packed())
                for (int a = 0; a < 3; ++a) {
                    plo[a] = std::min(plo[a], int(v[a]));
                    phi[a] = std::max(phi[a], int(v[a]));
                }
            for (int a = 0; a < 3; ++a) {
                QCOMPARE(int(pose.bboxMin[a]), plo[a]);
                QCOMPARE(int(pose.bboxMax[a]), phi[a]);
            }
            lo = lo.min(plo);
            hi = hi.max(phi);
        }
        QVERIFY((lo == 0).all());
        QVERIFY((hi == int(maxValue)).all());

        // Frame 1 was never edited: its normal bytes stay (only "transform" touches it).
        if (edit != QLatin1String("transform")) {
            for (size_t i = 0; i < normals1.size(); ++i)
                QCOMPARE(back->frames()[1].poses[0].packed()[i].normal, normals1[i]);
        }
        // Bounding radius = the largest distance from the origin.
        float radius = 0.f;
        for (const auto &frame : want)
            for (const auto &v : frame)
                radius = std::max(radius, v.norm());
        QCOMPARE(std::bit_cast<float>(back->header().radius), radius);
        for (const ValidationIssue &i : back->validate())
            QVERIFY2(!i.fatal && frameType >= 0, qPrintable(i.where.toString()));
    }

    void normalsFollowGeometry_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("quakeWinding");
        QTest::newRow("MDL5") << QByteArray("MDL5") << false;
        QTest::newRow("MDL3") << QByteArray("MDL3") << false;
        QTest::newRow("IDPO Gamestudio") << QByteArray("IDPO") << false;
        QTest::newRow("IDPO Quake") << QByteArray("IDPO") << true;
    }
    void normalsFollowGeometry()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, quakeWinding);
        MdlBuildInput in = cube(format, 0);
        in.quakeWinding = quakeWinding;
        std::unique_ptr<MdlFile> file = MdlFile::create(in);
        QCOMPARE(file->hasOutwardNormals(), quakeWinding);
        const std::vector<uint8_t> before = [&] {
            std::vector<uint8_t> n;
            for (const MdlVertex &v : file->frames()[0].poses[0].packed())
                n.push_back(v.normal);
            return n;
        }();
        // Turn frame 0 upside down: every normal must follow.
        std::vector<Eigen::Vector3f> p = file->positions(0);
        const Eigen::Matrix3f rot = Eigen::AngleAxisf(float(EIGEN_PI) * 0.75f, Eigen::Vector3f::UnitX()).toRotationMatrix();
        for (auto &v : p)
            v = rot * v;
        QVERIFY(file->setPositions(0, p));
        const QByteArray bytes = file->write();
        const std::unique_ptr<MdlFile> back = readMdl(bytes);
        QCOMPARE(back->hasOutwardNormals(), quakeWinding);
        int changed = 0;
        for (int i = 0; i < 8; ++i) {
            const uint8_t n = back->frames()[0].poses[0].packed()[size_t(i)].normal;
            QVERIFY(n < NormalTable::Count);
            changed += n != before[size_t(i)];
            // Along the corner direction from the centre of the rotated cube, in the file's
            // convention: inward (Gamestudio) or outward (Quake).
            const float d = NormalTable::normal(n).dot(back->positions(0)[size_t(i)].normalized());
            QVERIFY2(quakeWinding ? d > 0.2f : d < -0.2f, qPrintable(QString::number(d)));
        }
        QVERIFY(changed >= 6);
        // mesh() keeps the stored normals for unedited frames and is outward.
        const TriangleMesh mesh = back->mesh(0);
        QCOMPARE(mesh.normals.size(), size_t(8));
        for (const auto &t : mesh.triangles) {
            const Eigen::Vector3f g = (mesh.positions[t.v[1]] - mesh.positions[t.v[0]]).cross(mesh.positions[t.v[2]] - mesh.positions[t.v[0]]);
            QVERIFY(g.dot(mesh.normals[t.v[0]]) > 0.f);
        }
        // An edited, unwritten frame hands out no stale normals.
        QVERIFY(file->mesh(0).normals.empty());
    }

    void mirrorKeepsWinding_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("quakeWinding");
        QTest::newRow("MDL5") << QByteArray("MDL5") << false;
        QTest::newRow("IDPO Gamestudio") << QByteArray("IDPO") << false;
        QTest::newRow("IDPO Quake") << QByteArray("IDPO") << true;
    }
    void mirrorKeepsWinding()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, quakeWinding);
        MdlBuildInput in = cube(format, 2);
        in.quakeWinding = quakeWinding;
        std::unique_ptr<MdlFile> file = MdlFile::create(in);
        QVERIFY(file->transform(Eigen::Affine3f(Eigen::Scaling(-1.f, 1.f, 1.f))));
        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        QCOMPARE(back->hasOutwardNormals(), quakeWinding);
        const TriangleMesh mesh = back->mesh(0);
        for (const auto &t : mesh.triangles) {
            const Eigen::Vector3f g = (mesh.positions[t.v[1]] - mesh.positions[t.v[0]]).cross(mesh.positions[t.v[2]] - mesh.positions[t.v[0]]);
            QVERIFY(g.dot(mesh.positions[t.v[0]]) > 0.f);       // outward
            QVERIFY(g.dot(mesh.normals[t.v[0]]) > 0.f);         // agrees with the (outward) normals
        }
        // The file keeps its convention: clockwise seen from outside, normals inward (Gamestudio)
        // or outward (Quake).
        const auto &p = back->positions(0);
        for (const MdlTriangle &t : back->triangles()) {
            const Eigen::Vector3f g = (p[size_t(t.v[1])] - p[size_t(t.v[0])]).cross(p[size_t(t.v[2])] - p[size_t(t.v[0])]);
            QVERIFY(g.dot(p[size_t(t.v[0])]) < 0.f);
        }
        for (size_t i = 0; i < p.size(); ++i) {
            const float d = NormalTable::normal(back->frames()[0].poses[0].packed()[i].normal).dot(p[i]);
            QVERIFY(quakeWinding ? d > 0.f : d < 0.f);
        }
    }

    void skinReplacement_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("skinType");
        for (const char *f : {"MDL3", "MDL5", "MDL2", "IDPO"})
            for (int t : {0, 2, 3, 4, 5, 10, 13})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f), PixelType::name(t)))) << QByteArray(f) << t;
    }
    void skinReplacement()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        const QByteArray bytes = MdlFile::create(cube(format, skinType))->write();
        std::unique_ptr<MdlFile> file = readMdl(bytes);
        const RgbaImage img = pattern(16, 8, skinType, 5);
        QVERIFY(file->skinImage(0) != img);
        QVERIFY(file->setSkinImage(0, img));
        const QByteArray edited = file->write();
        const qint64 start = 84 + (format == "MDL5" ? 12 : 4);
        const qint64 size = pixelBlockSize(skinType, 16, 8);
        for (qint64 at : diffOffsets(bytes, edited))
            QVERIFY(at >= start && at < start + size);
        const std::unique_ptr<MdlFile> back = readMdl(edited);
        QVERIFY(back->skinImage(0) == img);
        QVERIFY(back->skinImage(1) == file->skinImage(1));
        if (PixelType::hasMips(skinType)) {
            // The three mip levels are regenerated from the new image.
            qint64 at = pixelBlockSize(skinType & 7, 16, 8);
            for (int factor : {2, 4, 8}) {
                const QByteArray want = encodePixels(skinType & 7, mipLevel(img, factor));
                QCOMPARE(back->skins()[0].data.toByteArray().mid(at, want.size()), want);
                at += want.size();
            }
        }
        // Size changes: only MDL5 skins have their own size.
        const RgbaImage big = pattern(32, 16, skinType, 1);
        QCOMPARE(file->setSkinImage(1, big), format == "MDL5");
        if (format == "MDL5") {
            const std::unique_ptr<MdlFile> resized = readMdl(file->write());
            QCOMPARE(resized->skins()[1].width, 32);
            QVERIFY(resized->skinImage(1) == big);
        }
        QVERIFY(!file->setSkinImage(2, img));
        QVERIFY(!file->setSkinImage(-1, img));
        if (PixelType::hasMips(skinType))
            QVERIFY(!file->setSkinImage(0, pattern(12, 8, skinType)));
    }

    void skinGroupAndPalette()
    {
        std::unique_ptr<MdlFile> file = MdlFile::create(cube("IDPO", 1));
        QCOMPARE(file->skinGroupSize(0), 3);
        const RgbaImage img = pattern(16, 8, 0, 9);
        QVERIFY(file->setSkinGroupImage(0, 2, img));
        QVERIFY(!file->setSkinGroupImage(0, 3, img));
        QVERIFY(!file->setSkinGroupImage(0, 0, pattern(8, 8, 0)));
        const std::unique_ptr<MdlFile> back = readMdl(file->write());
        QVERIFY(back->skinGroupImage(0, 2) == img);
        QVERIFY(back->skinGroupImage(0, 1) == file->skinGroupImage(0, 1));

        // 8-bit skins use the caller's palette for decoding and encoding.
        Palette pal;
        for (int i = 0; i < 256; ++i) {
            pal.rgb[i][0] = uint8_t(i);
            pal.rgb[i][1] = uint8_t(255 - i);
            pal.rgb[i][2] = uint8_t(i / 2);
        }
        std::unique_ptr<MdlFile> mdl5 = MdlFile::create(cube("MDL5", 0));
        const RgbaImage gray = mdl5->skinImage(0);
        mdl5->setPalette(pal);
        const RgbaImage coloured = mdl5->skinImage(0);
        QCOMPARE(int(coloured.pixel(1, 0)[1]), 255 - gray.pixel(1, 0)[0]);
        RgbaImage want(16, 8);
        for (int i = 0; i < 16 * 8; ++i) {
            const int idx = (i * 37) & 255;
            want.pixels[size_t(4 * i)] = pal.rgb[idx][0];
            want.pixels[size_t(4 * i + 1)] = pal.rgb[idx][1];
            want.pixels[size_t(4 * i + 2)] = pal.rgb[idx][2];
            want.pixels[size_t(4 * i + 3)] = 255;
        }
        QVERIFY(mdl5->setSkinImage(0, want));
        QVERIFY(mdl5->skinImage(0) == want);
        QCOMPARE(uint8_t(mdl5->skins()[0].data[5]), uint8_t((5 * 37) & 255));
    }

    void editorApiRejectsBadInput()
    {
        std::unique_ptr<MdlFile> file = MdlFile::create(cube("MDL3", 2));
        QVERIFY(!file->setPositions(0, std::vector<Eigen::Vector3f>(7)));
        QVERIFY(!file->setPositions(3, file->positions(0)));
        QVERIFY(!file->setVertex(0, 8, Eigen::Vector3f::Zero()));
        QVERIFY(!file->setVertex(-1, 0, Eigen::Vector3f::Zero()));
        QVERIFY(file->positions(9).empty());
        QVERIFY(file->mesh(9).positions.empty());
        QVERIFY(!file->setSkinVertex(0, {0, 40000, 0})); // int16 field
        QVERIFY(file->setSkinVertex(0, {0, -5, 300}));
        QCOMPARE(readMdl(file->write())->skinVertices()[0], (MdlSkinVertex{0, -5, 300}));
        QVERIFY(file->setVertex(1, 2, Eigen::Vector3f(std::nanf(""), 0.f, 0.f)));
        QVERIFY_THROWS_EXCEPTION(FormatError, file->write());
        bool fatal = false;
        for (const ValidationIssue &i : file->validate())
            fatal = fatal || i.fatal;
        QVERIFY(fatal);
    }

    void createRejectsBadInput_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("format") << QStringLiteral("format");
        QTest::newRow("no frames") << QStringLiteral("frames");
        QTest::newRow("frame sizes") << QStringLiteral("frame[1]");
        QTest::newRow("triangle index") << QStringLiteral("triangle[3].v[1]");
        QTest::newRow("uv index") << QStringLiteral("triangle[0].uv[2]");
        QTest::newRow("idpo uv count") << QStringLiteral("uvs");
        QTest::newRow("mip size") << QStringLiteral("skin[0]");
        QTest::newRow("skin sizes") << QStringLiteral("skin[1]");
    }
    void createRejectsBadInput()
    {
        QFETCH(QString, what);
        MdlBuildInput in = cube("MDL4", 2);
        if (what == QLatin1String("format"))
            in.format = "MDL9";
        else if (what == QLatin1String("frames"))
            in.frames.clear();
        else if (what == QLatin1String("frame[1]"))
            in.frames[1].positions.pop_back();
        else if (what == QLatin1String("triangle[3].v[1]"))
            in.triangles[3].v[1] = 8;
        else if (what == QLatin1String("triangle[0].uv[2]"))
            in.triangles[0].uv[2] = 14;
        else if (what == QLatin1String("uvs")) {
            in = cube("IDPO", 0);
            in.uvs.pop_back();
        } else if (what == QLatin1String("skin[0]")) {
            in.skins[0].type = 10;
            in.skins[0].image = pattern(12, 8, 2);
        } else {
            in.skins[1].image = pattern(8, 8, 2);
        }
        try {
            MdlFile::create(in);
            QFAIL("no error");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, what);
        }
    }

    void validateReportsBrokenRecords()
    {
        const std::unique_ptr<MdlFile> good = MdlFile::create(cube("MDL5", 2));
        QByteArray bytes = good->write();
        const qint64 tris = 84 + 2 * 12 + good->skins()[0].data.size() + good->skins()[1].data.size() + 14 * 4;
        const qint64 frame = frameOffset(*good, 0);
        bytes[tris + 2] = char(9);           // triangle[0].v[1] = 9 (of 8 vertices)
        bytes[tris + 12 + 10] = char(20);    // triangle[1].uv[2] = 20 (of 14)
        bytes[frame + 4 + 16 + 16 + 8 * 2 + 6] = char(200); // frame[0].vertex[2].normal
        const std::unique_ptr<MdlFile> file = readMdl(bytes);
        QCOMPARE(file->write(), bytes);
        const auto issues = file->validate();
        QCOMPARE(issues.size(), size_t(3));
        QCOMPARE(issues[0].where.field, QStringLiteral("triangle[0].v[1]"));
        QCOMPARE(issues[0].where.offset, tris + 2);
        QVERIFY(issues[0].fatal);
        QCOMPARE(issues[1].where.field, QStringLiteral("triangle[1].uv[2]"));
        QCOMPARE(issues[1].where.offset, tris + 12 + 10);
        QVERIFY(issues[1].fatal);
        QCOMPARE(issues[2].where.field, QStringLiteral("frame[0].vertex[2].normal"));
        QCOMPARE(issues[2].where.offset, frame + 4 + 16 + 16 + 8 * 2 + 6);
        QVERIFY(!issues[2].fatal);
        // Broken triangles are never drawn; the out-of-range normal reads as the table's +Z,
        // turned outward like every Gamestudio normal: -Z.
        QCOMPARE(file->mesh(0).triangles.size(), size_t(10));
        QCOMPARE(file->mesh(0).normals[2], Eigen::Vector3f(0.f, 0.f, -1.f));

        // A wrong bbox (some exporters write nonsense) is only a warning.
        bytes = good->write();
        bytes[frame + 4 + 8 + 1] = char(0x12);
        const auto bbox = readMdl(bytes)->validate();
        QCOMPARE(bbox.size(), size_t(1));
        QCOMPARE(bbox[0].where.field, QStringLiteral("frame[0].bboxmin"));
        QVERIFY(!bbox[0].fatal);
    }
};

QTEST_GUILESS_MAIN(TstMdlWriter)
#include "tst_mdlwriter.moc"
