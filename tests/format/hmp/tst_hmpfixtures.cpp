// HMP fixtures made by our own code (HmpFile::create) and by hand (HMP4 v0): layouts per
// hmp.md, round trips, skins of every kind, multi-frame terrains, the mesh contract.
#include "common/ddsimage.h"
#include "format/hmp/hmpfixtures.h"

#include <QJsonArray>
#include <QtTest>

#include <cstring>

using namespace ackedit::format;
using namespace hmptest;

namespace {

int32_t i32At(const QByteArray &b, qint64 at)
{
    int32_t v = 0;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}
float f32At(const QByteArray &b, qint64 at)
{
    float v = 0;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}
uint16_t u16At(const QByteArray &b, qint64 at)
{
    uint16_t v = 0;
    std::memcpy(&v, b.constData() + at, 2);
    return v;
}
float allowance(float step, float magnitude)
{
    return step / 2.f + 4.f * (std::nextafter(magnitude, INFINITY) - magnitude);
}

} // namespace

class TstHmpFixtures : public QObject
{
    Q_OBJECT
private slots:
    void createdHeader_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("versionField");
        QTest::addColumn<int>("vertexSize");
        QTest::newRow("HMP4") << QStringLiteral("HMP4") << 1 << 8;
        QTest::newRow("HMP5") << QStringLiteral("HMP5") << 2 << 4;
        QTest::newRow("HMP7") << QStringLiteral("HMP7") << 0 << 4;
    }
    void createdHeader()
    {
        QFETCH(QString, version);
        QFETCH(int, versionField);
        QFETCH(int, vertexSize);
        const int cols = 7, rows = 5;
        const std::vector<float> h = wave(cols, rows, 12.f, 100.f);
        const auto f = HmpFile::create(version, cols, rows, 2.5f, 4.f, h);
        const QByteArray b = f->write();
        QCOMPARE(b.left(4), version.toLatin1());
        QCOMPARE(i32At(b, 4), versionField);
        QCOMPARE(f32At(b, 8), float(6 * 2.5 / 65535.0));     // (nvx-1) * trisize_x / 65535
        QCOMPARE(f32At(b, 12), float(4 * 4.0 / 65535.0));
        QCOMPARE(f32At(b, 20), -7.5f);                        // -(nvx-1) * trisize_x / 2
        QCOMPARE(f32At(b, 24), -8.f);
        const auto [lo, hi] = std::minmax_element(h.begin(), h.end());
        QCOMPARE(f32At(b, 28), *lo);                          // offset z = zmin
        QVERIFY(std::abs(f32At(b, 16) * 65535.f - (*hi - *lo)) < 1e-4f);
        if (version == QLatin1String("HMP7"))
            QCOMPARE(f32At(b, 32), 0.f);                      // MED writes radius 0 in HMP7
        else
            QVERIFY(f32At(b, 32) > 15.f);
        QCOMPARE(f32At(b, 44), 7.f);                          // numverts_x as float
        QCOMPARE(i32At(b, 60), cols * rows);
        QCOMPARE(i32At(b, 64), 0);
        QCOMPARE(i32At(b, 68), 1);
        QCOMPARE(b.size(), 84 + 36 + cols * rows * vertexSize);
        // Frame header: type 2, bbox (0,0,0)/(65535,..), normal byte 255 in HMP7.
        QCOMPARE(i32At(b, 84), 2);
        QCOMPARE(u16At(b, 88 + 4), uint16_t(0));
        QCOMPARE(u16At(b, 96 + 4), uint16_t(65535));
        QCOMPARE(uint8_t(b.at(94)), uint8_t(version == QLatin1String("HMP7") ? 255 : 0));
        QCOMPARE(b.mid(104, 16), QByteArray("Frame0") + QByteArray(10, '\0'));
        // Heights span the full 0..65535 range: the min and max vertices get the end codes.
        const qint64 zOff = version == QLatin1String("HMP4") ? 4 : 0;
        const int iMin = int(lo - h.begin()), iMax = int(hi - h.begin());
        QCOMPARE(u16At(b, 120 + qint64(iMin) * vertexSize + zOff), uint16_t(0));
        QCOMPARE(u16At(b, 120 + qint64(iMax) * vertexSize + zOff), uint16_t(65535));
        if (version == QLatin1String("HMP4")) {
            // HMP4 v1 stores packed grid x/y: north-west first, rows going south.
            QCOMPARE(u16At(b, 120), uint16_t(0));
            QCOMPARE(u16At(b, 122), uint16_t(65535));
            QCOMPARE(u16At(b, 120 + 8 * (cols - 1)), uint16_t(65535));
            QCOMPARE(u16At(b, 120 + 8 * qint64(cols * rows - 1) + 2), uint16_t(0));
        }
        QCOMPARE(f->formatName(), version);
        QCOMPARE(f->frameCount(), 1);
        QCOMPARE(f->frameNames(), QStringList{QStringLiteral("Frame0")});
        QVERIFY(f->validate().empty());
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto &[name, bytes] : allFixtures())
            QTest::newRow(name) << bytes;
    }
    void roundTrip()
    {
        QFETCH(QByteArray, bytes);
        const auto f = readHmp(bytes);
        QCOMPARE(f->write(), bytes);
        for (const ValidationIssue &issue : f->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        const auto g = readHmp(f->write());
        QCOMPARE(g->write(), bytes);
        QVERIFY(!f->infoText().isEmpty());
        QVERIFY(f->toJson(true).contains(QLatin1String("frames")));
    }

    void createdHeightsWithinHalfStep_data()
    {
        QTest::addColumn<QString>("version");
        for (const char *v : {"HMP4", "HMP5", "HMP7"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void createdHeightsWithinHalfStep()
    {
        QFETCH(QString, version);
        const std::vector<float> h = wave(11, 9, 300.f, -40.f);
        const auto f = HmpFile::create(version, 11, 9, 8.f, 8.f, h);
        const float step = f->quantizationStep().z();
        QCOMPARE(step, f->header().scale.z());
        const std::vector<float> back = f->heights(0);
        for (size_t i = 0; i < h.size(); ++i)
            QVERIFY(std::abs(back[i] - h[i]) <= allowance(step, std::abs(h[i]) + 400.f));
    }

    void gridPositionsAndMesh()
    {
        const int cols = 5, rows = 4;
        const auto f = HmpFile::create(QStringLiteral("HMP7"), cols, rows, 2.f, 3.f, wave(cols, rows),
                                       HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8)));
        QCOMPARE(f->columns(), cols);
        QCOMPARE(f->rows(), rows);
        QCOMPARE(f->cellSize(), Eigen::Vector2f(2.f, 3.f));
        // Row 0 is the north edge (max y), col 0 the west edge (min x).
        QCOMPARE(f->vertexPosition(0, 0).head<2>(), Eigen::Vector2f(-4.f, 4.5f));
        QCOMPARE(f->vertexPosition(0, cols - 1).head<2>(), Eigen::Vector2f(4.f, 4.5f));
        QCOMPARE(f->vertexPosition(0, cols * rows - 1).head<2>(), Eigen::Vector2f(4.f, -4.5f));
        QCOMPARE(f->gridPosition(0, 2, 1), f->vertexPosition(0, 1 * cols + 2));
        const TriangleMesh m = f->mesh(0);
        QCOMPARE(int(m.triangles.size()), 2 * (cols - 1) * (rows - 1));
        QCOMPARE(m.uvs.size(), m.positions.size());
        QCOMPARE(m.uvs[0], Eigen::Vector2f(0.f, 0.f));                     // north-west: v = 0
        QCOMPARE(m.uvs[size_t(cols * rows - 1)], Eigen::Vector2f(1.f, 1.f));
        for (const auto &t : m.triangles) {
            QCOMPARE(t.skin, 0);
            const Eigen::Vector3f n = (m.positions[t.v[1]] - m.positions[t.v[0]])
                                          .cross(m.positions[t.v[2]] - m.positions[t.v[0]]);
            QVERIFY(n.z() > 0.f);
        }
        for (const Eigen::Vector3f &n : m.normals)
            QVERIFY(n.z() > 0.f && std::abs(n.norm() - 1.f) < 1e-5f);
        QVERIFY(HmpFile::create(QStringLiteral("HMP5"), 3, 3, 1.f, 1.f, wave(3, 3))->mesh(0).triangles[0].skin == -1);
    }

    // A v0 mesh whose vertices lie one per point of its header's grid maps each point to its
    // stored vertex; a mesh off its grid, a grid file or a packing off by more than a step: none.
    void hmp4Version0MeshGrid()
    {
        const auto f = readHmp(hmp4Mesh());
        // Vertex i is stored at x = i / 3, y = i % 3 from the south-west: grid point (col, row)
        // (row 0 north) is vertex col * 3 + (2 - row).
        QCOMPARE(f->meshGridVertices(), (std::vector<int>{2, 5, 8, 1, 4, 7, 0, 3, 6}));
        const std::vector<Eigen::Vector2f> uvs = f->meshGridUvs(f->meshGridVertices());
        QCOMPARE(uvs.size(), size_t(9));
        QCOMPARE(uvs[6], Eigen::Vector2f(0.5f / 8.f, 7.5f / 8.f)); // south-west: vertex 0, texel (0, 7)
        QVERIFY(readHmp(hmp4Mesh(false))->meshGridVertices().empty());
        QVERIFY(HmpFile::create(QStringLiteral("HMP4"), 3, 3, 1.f, 1.f, wave(3, 3),
                                HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8)))->meshGridVertices().empty());
        // Packed x 0, 1, 2 (a step of 1) on cells of 0.9: 0.1 and 0.2 off their points, within
        // a step; on cells of 0.4 they would be 2.5 and 5 cells out, off a 3-column grid.
        QByteArray wide = hmp4Mesh();
        float cell = 0.9f;
        std::memcpy(wide.data() + 36, &cell, 4); // trisize x
        QVERIFY(!readHmp(wide)->meshGridVertices().empty());
        cell = 0.4f;
        std::memcpy(wide.data() + 36, &cell, 4);
        QVERIFY(readHmp(wide)->meshGridVertices().empty());
    }

    void hmp4Version0Mesh()
    {
        const QByteArray bytes = hmp4Mesh();
        const auto f = readHmp(bytes);
        QVERIFY(f->isMesh());
        QCOMPARE(f->formatName(), QStringLiteral("HMP4"));
        QCOMPARE(f->frameCount(), 2);
        QCOMPARE(f->frameNames(), (QStringList{QStringLiteral("Frame1"), QStringLiteral("Frame2")}));
        QCOMPARE(f->skinCount(), 1);
        QCOMPARE(f->skinImage(0).width, 8);
        QCOMPARE(f->heights(0)[4], 2.f + 0.5f * 255.f);
        // Vertex 1 is (x 0, y 1): positions come from the packed bytes, not a grid formula.
        QCOMPARE(f->vertexPosition(0, 1), Eigen::Vector3f(-1.f, 0.f, 7.f));
        const TriangleMesh m = f->mesh(1);
        QCOMPARE(int(m.triangles.size()), 8);
        QCOMPARE(int(m.uvs.size()), 9);
        QCOMPARE(m.uvs[0], Eigen::Vector2f(0.5f / 8.f, 7.5f / 8.f));
        // Stored triangles face down; the mesh flips them to face up (outward for a terrain).
        QCOMPARE(m.triangles[0].v, (std::array<uint32_t, 3>{0, 3, 1}));
        for (const auto &t : m.triangles) {
            const Eigen::Vector3f n = (m.positions[t.v[1]] - m.positions[t.v[0]])
                                          .cross(m.positions[t.v[2]] - m.positions[t.v[0]]);
            QVERIFY(n.z() > 0.f);
        }
        QCOMPARE(f->quantizationStep(), Eigen::Vector3f(1.f, 1.f, 0.5f));
        // Byte packing on repack: 0..255 over both frames.
        std::vector<float> h = f->heights(0);
        h[4] = 300.f;
        QVERIFY(f->setHeights(0, h));
        const float step = f->quantizationStep().z();
        QCOMPARE(step, float((300.0 - 2.0) / 255.0));
        const auto g = readHmp(f->write());
        for (int fr = 0; fr < 2; ++fr) {
            const std::vector<float> want = f->heights(fr), got = g->heights(fr);
            for (size_t i = 0; i < want.size(); ++i)
                QVERIFY(std::abs(got[i] - want[i]) <= allowance(step, 300.f));
        }
        QCOMPARE(g->frames()[0].z[4], uint16_t(255));
        QCOMPARE(g->frames()[0].x, f->frames()[0].x);
    }

    void multiFrame()
    {
        auto f = HmpFile::create(QStringLiteral("HMP5"), 6, 6, 1.f, 1.f, wave(6, 6));
        QCOMPARE(f->addFrame(QByteArrayLiteral("Frame1"), wave(6, 6, 30.f, 50.f)), 1);
        QCOMPARE(f->addFrame(QByteArrayLiteral("Frame2"), wave(6, 6, 2.f, -20.f)), 2);
        QCOMPARE(f->addFrame(QByteArrayLiteral("bad"), std::vector<float>(5, 0.f)), -1);
        const auto g = readHmp(f->write());
        QCOMPARE(g->frameCount(), 3);
        QCOMPARE(g->frameNames().at(2), QStringLiteral("Frame2"));
        const float step = g->quantizationStep().z();
        for (int fr = 0; fr < 3; ++fr) {
            const std::vector<float> want = f->heights(fr), got = g->heights(fr);
            for (size_t i = 0; i < want.size(); ++i)
                QVERIFY(std::abs(got[i] - want[i]) <= allowance(step, 100.f));
        }
        // One packing for all frames: the global min lies in frame 2, the max in frame 1.
        const auto &frames = g->frames();
        QCOMPARE(*std::min_element(frames[2].z.begin(), frames[2].z.end()), uint16_t(0));
        QCOMPARE(*std::max_element(frames[1].z.begin(), frames[1].z.end()), uint16_t(65535));
        QVERIFY(*std::min_element(frames[1].z.begin(), frames[1].z.end()) > 0);
        QCOMPARE(g->write(), f->write());
    }

    void hmp7SkinKinds()
    {
        const auto f = hmp7AllSkins();
        const auto g = readHmp(f->write());
        QCOMPARE(g->skinCount(), 9);
        const auto &s = g->skins();
        QCOMPARE(s[0].type, 2);
        QCOMPARE(g->skinImage(0), decodePixels(2, 16, 8, encodePixels(2, pattern(16, 8))));
        QCOMPARE(s[1].type, 12);
        QCOMPARE(qint64(s[1].data.size()), pixelBlockSize(12, 16, 16)); // with three mip levels
        QCOMPARE(s[2].type, 13);
        QCOMPARE(g->skinImage(2), pattern(8, 8, 2));                   // ARGB8888 is lossless
        QCOMPARE(s[3].type, 10);
        QVERIFY(s[4].isDds());
        QCOMPARE(s[4].width, int32_t(s[4].data.size()));
        QVERIFY(g->skinImage(4).isNull());
        QCOMPARE(s[5].externalName(), QStringLiteral("terrain.pcx"));
        QCOMPARE(s[5].width, 12);                                      // length including the NUL
        QCOMPARE(s[5].height, 1);
        QCOMPARE(s[6].type, 0x12);
        QCOMPARE(s[6].material.size(), 68);
        const QJsonObject mat = g->toJson(false)[QLatin1String("skins")].toArray()[6].toObject()[QLatin1String("material")].toObject();
        QCOMPARE(mat[QLatin1String("power")].toDouble(), 10.0);
        QCOMPARE(mat[QLatin1String("ambient")].toArray()[3].toDouble(), double(0.9f));
        QCOMPARE(s[7].type, 0x27);
        QCOMPARE(s[7].effectText(), QStringLiteral("terrain.fx"));
        QVERIFY(s[8].isReference());
        QVERIFY(g->infoText().contains(QStringLiteral("terrain.fx")));
        // The external skin record: type, width = strlen + 1, height 1, then the name.
        const QByteArray b = f->write();
        const qint64 at = b.indexOf("terrain.pcx");
        QCOMPARE(i32At(b, at - 12), 7);
        QCOMPARE(i32At(b, at - 8), 12);
        QCOMPARE(i32At(b, at - 4), 1);
        // The effect record follows its image: int32 length then the text with its NUL.
        const qint64 fx = b.indexOf("terrain.fx");
        QCOMPARE(i32At(b, fx - 4), 11);
        QCOMPARE(b.mid(fx - 4 - 11, 11), QByteArray("detail.tga") + QByteArray(1, '\0'));
    }

    void hmp4AndHmp5Skins()
    {
        const auto f4 = HmpFile::create(QStringLiteral("HMP4"), 4, 4, 1.f, 1.f, wave(4, 4),
                                        HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 8)));
        QCOMPARE(f4->header().skinWidth, 16);
        QCOMPARE(f4->header().skinHeight, 8);
        const QByteArray b4 = f4->write();
        QCOMPARE(i32At(b4, 84), 2);          // HMP4: type only, then pixels
        QCOMPARE(b4.size(), 84 + 4 + 16 * 8 * 2 + 36 + 16 * 8);
        // A second HMP4 skin must have the header size; DDS / external cannot be HMP4 skins.
        QVERIFY(!f4->addSkin(HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8))));
        QVERIFY(!f4->addSkin(HmpSkin::externalFile(QByteArrayLiteral("x.tga"))));
        QVERIFY(f4->addSkin(HmpSkin::fromImage(PixelType::Rgb888, pattern(16, 8))));
        QCOMPARE(readHmp(f4->write())->skinCount(), 2);
        // With a single skin an HMP4 grid may change the skin size (it lives in the header).
        const auto single = HmpFile::create(QStringLiteral("HMP4"), 4, 4, 1.f, 1.f, wave(4, 4),
                                            HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 8)));
        QVERIFY(single->setSkinImage(0, pattern(32, 32)));
        QCOMPARE(single->header().skinWidth, 32);
        QCOMPARE(readHmp(single->write())->skinImage(0).width, 32);
        QVERIFY(!f4->setSkinImage(0, pattern(32, 32))); // two skins share the header size
        QVERIFY(!readHmp(hmp4Mesh())->setSkinImage(0, pattern(16, 16))); // v0 UVs are texels
        QVERIFY(readHmp(hmp4Mesh())->setSkinImage(0, pattern(8, 8)));

        const auto f5 = HmpFile::create(QStringLiteral("HMP5"), 4, 4, 1.f, 1.f, wave(4, 4),
                                        HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag, pattern(64, 32)));
        const QByteArray b5 = f5->write();
        QCOMPARE(i32At(b5, 84), 10);         // HMP5: type, width, height, pixels
        QCOMPARE(i32At(b5, 88), 64);
        QCOMPARE(i32At(b5, 92), 32);
        QCOMPARE(b5.size(), 84 + 12 + int(pixelBlockSize(10, 64, 32)) + 36 + 16 * 4);
        HmpSkin flagged = HmpSkin::fromImage(PixelType::Rgb565 | HmpSkin::MaterialFlag, pattern(8, 8));
        flagged.material = QByteArray(68, '\0');
        QVERIFY(!f5->addSkin(flagged));      // material/effect blocks exist only in HMP7
    }

    void setSkinImageReencodesWithMips()
    {
        auto f = hmp7AllSkins();
        const RgbaImage img = pattern(16, 16, 5);
        QVERIFY(f->setSkinImage(1, img));    // RGB888 + mips
        QCOMPARE(f->skins()[1].type, 12);
        QCOMPARE(f->skins()[1].data, encodePixels(12, img));
        QVERIFY(!f->setSkinImage(1, pattern(12, 12)));  // mips need multiples of 8
        QVERIFY(f->setSkinImage(4, img));   // DDS: an uncompressed 32-bit DDS (dds-skins.md)
        QVERIFY(f->skins()[4].isDds());
        QVERIFY(readDds(f->skins()[4].data) == img);
        QVERIFY(!f->setSkinImage(5, img));  // external file
        QVERIFY(f->setSkinImage(6, pattern(16, 8)));    // keeps the material record
        QCOMPARE(f->skins()[6].material.size(), 68);
        const auto g = readHmp(f->write());
        QCOMPARE(g->skins()[1].data, encodePixels(12, img));
        QCOMPARE(g->skins()[6].width, 16);
        QCOMPARE(g->write(), f->write());
    }

    void createRejectsBadInput_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("rows");
        QTest::addColumn<float>("cell");
        QTest::addColumn<int>("heights");
        QTest::newRow("version") << QStringLiteral("HMP6") << 3 << 3 << 1.f << 9;
        QTest::newRow("one column") << QStringLiteral("HMP7") << 1 << 3 << 1.f << 3;
        QTest::newRow("height count") << QStringLiteral("HMP7") << 3 << 3 << 1.f << 8;
        QTest::newRow("cell size") << QStringLiteral("HMP5") << 3 << 3 << 0.f << 9;
    }
    void createRejectsBadInput()
    {
        QFETCH(QString, version);
        QFETCH(int, cols);
        QFETCH(int, rows);
        QFETCH(float, cell);
        QFETCH(int, heights);
        QVERIFY_THROWS_EXCEPTION(FormatError, HmpFile::create(version, cols, rows, cell, cell,
                                                              std::vector<float>(size_t(heights), 1.f)));
    }

    void createRejectsNonFinite()
    {
        std::vector<float> h(9, 0.f);
        h[3] = NAN;
        QVERIFY_THROWS_EXCEPTION(FormatError, HmpFile::create(QStringLiteral("HMP7"), 3, 3, 1.f, 1.f, h));
        QVERIFY_THROWS_EXCEPTION(FormatError, HmpFile::create(QStringLiteral("HMP4"), 3, 3, 1.f, 1.f,
                                                              std::vector<float>(9, 0.f),
                                                              HmpSkin::externalFile("a.tga")));
    }

    void flatTerrain()
    {
        const auto f = HmpFile::create(QStringLiteral("HMP7"), 3, 3, 1.f, 1.f, std::vector<float>(9, 5.f));
        QCOMPARE(f->header().scale.z(), 0.f); // as MED writes flat terrains
        QCOMPARE(f->header().offset.z(), 5.f);
        QCOMPARE(f->heights(0), std::vector<float>(9, 5.f));
        // Flat: the stored normals are straight down, i.e. nx = ny = 0.
        QCOMPARE(f->frames()[0].n0, std::vector<uint8_t>(9, 0));
    }
};

QTEST_GUILESS_MAIN(TstHmpFixtures)
#include "tst_hmpfixtures.moc"
