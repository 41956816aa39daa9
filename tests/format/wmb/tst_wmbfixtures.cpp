// Hand-built WMB files (wmbfixture.h): every field read as written, byte-identical round trip,
// no fatal validation issue, the mesh faces outward, ids are unique.
#include "format/wmb/wmbfixture.h"
#include "wmb/wmbfile.h"

#include <QJsonArray>
#include <QSet>
#include <QtTest>

#include <cstring>

using namespace ackedit::format;

namespace {

double volume(const TriangleMesh &m)
{
    double v = 0;
    for (const auto &t : m.triangles)
        v += m.positions[t.v[0]].cast<double>().dot(m.positions[t.v[1]].cast<double>().cross(m.positions[t.v[2]].cast<double>())) / 6;
    return v;
}

void checkPixel(const RgbaImage &img, int x, int y, int r, int g, int b, int a)
{
    QVERIFY(!img.isNull());
    const uint8_t *p = img.pixel(x, y);
    QCOMPARE(int(p[0]), r);
    QCOMPARE(int(p[1]), g);
    QCOMPARE(int(p[2]), b);
    QCOMPARE(int(p[3]), a);
}

std::unique_ptr<WmbFile> readChecked(const QByteArray &data)
{
    std::unique_ptr<WmbFile> f;
    try {
        f = readWmb(data);
    } catch (const FormatError &e) {
        qWarning("%s", qPrintable(e.toString()));
    }
    return f;
}

} // namespace

class TstWmbFixtures : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("WMB7 full") << wmbfixture::wmb7Full();
        QTest::newRow("WMB7 BSP") << wmbfixture::wmb7Bsp();
        QTest::newRow("WMB7 empty lists") << wmbfixture::wmb7Empty();
        QTest::newRow("WMB6 legacy geometry") << wmbfixture::wmb6Legacy();
        QTest::newRow("WMB2 Quake records") << wmbfixture::wmb2Quake();
    }
    void roundTrip()
    {
        QFETCH(QByteArray, data);
        const auto wmb = readChecked(data);
        QVERIFY(wmb);
        QVERIFY(wmb->write() == data);
        for (const ValidationIssue &i : wmb->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
        // Unique ids over everything a tree view shows.
        QSet<quint32> ids;
        size_t count = 0;
        auto add = [&](quint32 id) { ids.insert(id); ++count; QVERIFY(id != 0); };
        for (const WmbObject &o : wmb->objects()) {
            add(o.id);
            for (const WmbPathNode &n : o.path.nodes) add(n.id);
            for (const WmbPathEdge &e : o.path.edges) add(e.id);
        }
        for (const auto &t : wmb->textures()) add(t.id);
        for (const auto &m : wmb->materials()) add(m.id);
        for (const auto &b : wmb->blocks()) add(b.id);
        for (const auto &p : wmb->lightmapPages()) add(p.id);
        for (const auto &n : wmb->nodes()) add(n.id);
        for (const auto &l : wmb->leafs()) add(l.id);
        for (const auto &p : wmb->planes()) add(p.id);
        for (const auto &c : wmb->clipNodes()) add(c.id);
        QCOMPARE(size_t(ids.size()), count);
        // The mesh of every fixture is the 64-unit cube, facing outward.
        const TriangleMesh m = wmb->mesh(0);
        if (!m.triangles.empty()) {
            QCOMPARE(m.triangles.size(), size_t(12));
            QVERIFY(qAbs(volume(m) - 64.0 * 64 * 64) < 1);
        }
        QVERIFY(wmb->infoText().contains(wmb->formatName()));
    }

    void objects()
    {
        const auto wmb = readChecked(wmbfixture::wmb7Full());
        QVERIFY(wmb);
        const auto &o = wmb->objects();
        QCOMPARE(o.size(), size_t(10));
        QCOMPARE(o[0].info.sunAzimuth, 45.0f);
        QCOMPARE(o[0].flags, 55u);
        QCOMPARE(o[0].info.gamma, quint8(2));
        QCOMPARE(o[0].info.fogColors[1], 0x3063ffu);
        QCOMPARE(o[1].nameText(), QByteArray("pos_000"));
        QCOMPARE(o[1].origin, Eigen::Vector3f(1, 2, 3));
        QCOMPARE(o[1].angles, Eigen::Vector3f(90, 0, 0));
        QCOMPARE(o[2].light.color, Eigen::Vector3f(100, 50.196f, 0));
        QCOMPARE(o[2].light.range, 500.0f);
        QCOMPARE(o[2].flags, 4u);
        QCOMPARE(o[3].kind(), WmbObjectKind::OldEntity);
        QCOMPARE(o[3].fileText(), QByteArray("crate.mdl"));
        QCOMPARE(o[3].actionText(), QByteArray("act_crate"));
        QCOMPARE(o[3].scale, Eigen::Vector3f(1, 2, 0.5f));
        QCOMPARE(o[3].skills, (std::vector<float>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(o[3].flags, 0x200u);
        QCOMPARE(o[3].ambient, -10.0f);
        QCOMPARE(o[4].fileText(), QByteArray("wind.wav"));
        QCOMPARE(o[4].sound.range, 4000u);
        QCOMPARE(o[4].sound.volume, 80.0f);
        QCOMPARE(o[5].path.nodes.size(), size_t(3));
        QCOMPARE(o[5].path.edges.size(), size_t(2));
        QCOMPARE(o[5].path.nodes[2].position, Eigen::Vector3f(100, 100, 0));
        QCOMPARE(o[5].path.nodes[2].skills[0], 3.0f);
        QCOMPARE(o[5].path.edges[1].node2, 3.0f);
        QCOMPARE(o[6].nameText(), QByteArray("entity_with_a_long_name_0001"));
        QCOMPARE(o[6].fileText(), QByteArray("models/hero.mdl"));
        QCOMPARE(o[6].skills.size(), size_t(20));
        QCOMPARE(o[6].skills[19], 10.0f);
        QCOMPARE(o[6].flags, 0x20000100u);
        QCOMPARE(o[6].entity.attachedPath, 1);
        QCOMPARE(o[6].entity.string1, wmbfixture::field("pathLerche", 33));
        QCOMPARE(o[7].region.maximum, Eigen::Vector3f(10, 10, 10));
        QCOMPARE(o[7].origin, Eigen::Vector3f(-10, -10, -10));
        QVERIFY(o[8].fileOverflows());
        QCOMPARE(o[8].fileText(), QByteArray("lotter_dummy.mdl"));
        QVERIFY(!o[9].isKnownKind());
        QCOMPARE(o[9].tail, QByteArray(8, char(0xab)));

        const QJsonArray json = wmb->toJson(false).value(QStringLiteral("objects")).toArray();
        QCOMPARE(json.size(), 10);
        QCOMPARE(json[6].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("entity"));
        QCOMPARE(json[6].toObject().value(QStringLiteral("position")).toArray(), (QJsonArray{5, 6, 7}));
        QCOMPARE(json[3].toObject().value(QStringLiteral("angles")).toArray(), (QJsonArray{180, 10, 5}));
        QCOMPARE(json[5].toObject().value(QStringLiteral("nodes")).toArray().size(), 3);
        QCOMPARE(json[8].toObject().value(QStringLiteral("fileOverflowsIntoAction")).toBool(), true);
        QCOMPARE(json[9].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("type 9"));
        QCOMPARE(wmb->countObjects(3), 2);
    }

    void texturesDecode()
    {
        const auto wmb = readChecked(wmbfixture::wmb7Full());
        QVERIFY(wmb);
        QCOMPARE(wmb->skinCount(), 6);
        checkPixel(wmb->skinImage(0), 0, 0, 255, 0, 0, 255);   // 565 red
        checkPixel(wmb->skinImage(0), 1, 0, 0, 255, 0, 255);   // 565 green
        checkPixel(wmb->skinImage(1), 3, 3, 0x30, 0x20, 0x10, 255); // 888 stored B, G, R
        checkPixel(wmb->skinImage(2), 7, 7, 3, 2, 1, 4);       // 8888 stored B, G, R, A
        checkPixel(wmb->skinImage(3), 0, 0, 0x60, 0x50, 0x40, 0x70);
        checkPixel(wmb->skinImage(4), 0, 0, 255, 0, 0, 255);   // DXT1 colour 0
        checkPixel(wmb->skinImage(4), 1, 0, 0, 0, 255, 255);   // DXT1 colour 1
        checkPixel(wmb->skinImage(5), 2, 2, 5, 250, 2, 255);   // 8-bit through the palette list
        QCOMPARE(wmb->textures()[4].pixelType(), -1);          // DDS is not a pixel array
        QVERIFY(wmb->hasPalette());
        checkPixel(wmb->lightmapImage(0), 10, 10, 0x30, 0x20, 0x10, 255);
        QCOMPARE(wmb->terrainLightmaps().size(), size_t(1));
        QCOMPARE(wmb->terrainLightmaps()[0].object, 3u);
        QCOMPARE(wmb->materials().size(), size_t(2));
        QCOMPARE(wmb->materials()[1].texture, 1u);
        QCOMPARE(wmb->materials()[0].albedo, quint8(50));

        // WMB2 has no palette list: grayscale unless a fallback palette is given.
        const auto quake = readChecked(wmbfixture::wmb2Quake());
        QVERIFY(quake && !quake->hasPalette());
        checkPixel(quake->skinImage(0), 0, 0, 7, 7, 7, 255);
        Palette pal;
        pal.rgb[7][0] = 10;
        pal.rgb[7][1] = 20;
        pal.rgb[7][2] = 30;
        quake->setFallbackPalette(pal);
        checkPixel(quake->skinImage(0), 0, 0, 10, 20, 30, 255);

        const auto old = readChecked(wmbfixture::wmb6Legacy());
        QVERIFY(old);
        QCOMPARE(old->textures()[0].type, 40u);
        QCOMPARE(old->textures()[0].pixelType(), 8);
        checkPixel(old->skinImage(0), 7, 7, 5, 250, 2, 255);
    }

    void layout()
    {
        const QByteArray data = wmbfixture::wmb7Full();
        const auto wmb = readChecked(data);
        QVERIFY(wmb);
        const WmbLayout &l = wmb->layout();
        QCOMPARE(l.listCount, 20);
        QCOMPARE(l.order, (std::vector<int>{15, 14, 17, 6, 2, 0, 16, 19, 10}));
        QCOMPARE(l.gapBefore[2], QByteArray("\xee\xee", 2));
        QCOMPARE(l.trailing, QByteArray(4, '\0'));
        QVERIFY(!wmb->isBspLevel());
        QCOMPARE(wmb->blocks().size(), size_t(1));
        QCOMPARE(wmb->blocks()[0].triangles[11].face, 5u);
        QCOMPARE(wmb->blocks()[0].skins[0].flags, 0x10000u);
        QCOMPARE(wmb->models()[0].visLeafs, -1);

        const auto six = readChecked(wmbfixture::wmb6Legacy());
        QVERIFY(six);
        QCOMPARE(six->layout().listCount, 17);
        QCOMPARE(six->version(), 6);
        QCOMPARE(six->layout().gapBefore[15], QByteArray(2, '\0'));
        const WmbObject &info = six->objects()[0];
        QCOMPARE(info.info.storedSize, 60);
        QCOMPARE(info.tail.size(), 4);
        const WmbObject &path = six->objects()[2];
        QVERIFY(path.path.legacy);
        QCOMPARE(path.path.points.size(), size_t(2));
        QCOMPARE(path.path.points[1], Eigen::Vector3f(4, 5, 6));

        const auto two = readChecked(wmbfixture::wmb2Quake());
        QVERIFY(two);
        QCOMPARE(two->layout().listCount, 16);
        QVERIFY(two->quakeRecords());
        QCOMPARE(two->nodes()[0].children, (std::array<qint32, 2>{-1, -2}));
        QCOMPARE(two->nodes()[0].faceCount, 6u);
        QCOMPARE(two->leafs()[1].unknown[0], 0x01020304u);
        QCOMPARE(two->bspBlocks().size(), size_t(6));
        QCOMPARE(two->objects()[0].info.storedSize, 56);
        QCOMPARE(two->legacyEdges().size(), size_t(13));
    }

    void bsp()
    {
        const auto wmb = readChecked(wmbfixture::wmb7Bsp());
        QVERIFY(wmb);
        QVERIFY(wmb->isBspLevel());
        QCOMPARE(wmb->planes().size(), size_t(6));
        QCOMPARE(wmb->nodes()[0].children, (std::array<qint32, 2>{-2, -3}));
        QCOMPARE(wmb->nodes()[0].mins, (std::array<qint16, 3>{-32, -32, -32}));
        QCOMPARE(wmb->leafs().size(), size_t(3));
        QCOMPARE(wmb->clipNodes()[0].children[0], 1);
        QCOMPARE(wmb->visibleLeaves(1), (std::vector<int>{1, 2}));
        QCOMPARE(wmb->visibleLeaves(2), (std::vector<int>{2}));
        QCOMPARE(wmb->layout().trailing, QByteArray(2, '\0'));
        const QJsonObject bsp = wmb->toJson(true).value(QStringLiteral("bsp")).toObject();
        QCOMPARE(bsp.value(QStringLiteral("nodes")).toInt(), 1);
        QCOMPARE(bsp.value(QStringLiteral("leafList")).toArray()[1].toObject().value(QStringLiteral("visibleLeaves")).toArray(),
                 (QJsonArray{1, 2}));
        QCOMPARE(bsp.value(QStringLiteral("nodeList")).toArray()[0].toObject().value(QStringLiteral("maxs")).toArray(),
                 (QJsonArray{32, 32, 32}));
    }

    void emptyLists()
    {
        const auto wmb = readChecked(wmbfixture::wmb7Empty());
        QVERIFY(wmb);
        QVERIFY(wmb->objects().empty());
        QVERIFY(wmb->textures().empty());
        QVERIFY(wmb->blocks().empty());
        QVERIFY(wmb->hasList(WmbList::Objects));
        QVERIFY(!wmb->hasList(WmbList::Lightmaps));
        QVERIFY(wmb->mesh(0).triangles.empty());
        QVERIFY(wmb->mesh(1).positions.empty());
    }

    // Old faces: the plane index is the first field in WMB2, the last one in WMB3+; each face lies
    // on its plane and its winding runs against the side-adjusted plane normal (inward).
    void oldFacePlanes_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("WMB6") << wmbfixture::wmb6Legacy();
        QTest::newRow("WMB2") << wmbfixture::wmb2Quake();
    }
    void oldFacePlanes()
    {
        QFETCH(QByteArray, data);
        const auto wmb = readChecked(data);
        QVERIFY(wmb);
        QCOMPARE(wmb->faces().size(), size_t(6));
        for (size_t i = 0; i < wmb->faces().size(); ++i) {
            const WmbFace &f = wmb->faces()[i];
            QCOMPARE(int(f.planeIndex(wmb->quakeRecords())), wmbfixture::cubeQuadPlanes()[i][0]);
            const WmbPlane &pl = wmb->planes()[f.planeIndex(wmb->quakeRecords())];
            std::vector<Eigen::Vector3f> p;
            for (quint32 k = 0; k < f.edgeCount; ++k) {
                const qint32 e = wmb->surfEdges()[f.firstEdge + k];
                p.push_back(wmb->legacyVertices()[wmb->legacyEdges()[size_t(std::abs(e))].v[e < 0 ? 1 : 0]]);
            }
            for (const Eigen::Vector3f &v : p)
                QCOMPARE(v.dot(pl.normal), pl.dist);
            const Eigen::Vector3f n = (p[1] - p[0]).cross(p[2] - p[0]);
            QVERIFY(n.dot(pl.normal) * (f.side ? -1.0f : 1.0f) < 0);
        }
    }

    // validate() names the bad index (patched into otherwise valid fixtures).
    void validateFindsBadIndices_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("field");
        auto u32 = [](const QByteArray &d, qint64 at) {
            quint32 v = 0;
            std::memcpy(&v, d.constData() + at, 4);
            return qint64(v);
        };
        auto patch = [](QByteArray d, qint64 at, auto value) {
            std::memcpy(d.data() + at, &value, sizeof value);
            return d;
        };
        const QByteArray full = wmbfixture::wmb7Full(), bsp = wmbfixture::wmb7Bsp(), old = wmbfixture::wmb6Legacy();
        auto list = [&](const QByteArray &d, int i) { return u32(d, 4 + 8 * i); };
        const qint64 block = list(full, 17) + 4 + 40;
        QTest::newRow("material texture") << patch(full, list(full, 6) + 32, quint32(99)) << QStringLiteral("materials[0].texture");
        QTest::newRow("triangle skin") << patch(full, block + 8 * 28 + 6, quint16(5)) << QStringLiteral("blocks[0].triangle[0].skin");
        QTest::newRow("triangle vertex") << patch(full, block + 8 * 28 + 12, quint16(8)) << QStringLiteral("blocks[0].triangle[1].v[0]");
        QTest::newRow("skin texture") << patch(full, block + 8 * 28 + 12 * 12, quint16(9)) << QStringLiteral("blocks[0].skin[0].texture");
        QTest::newRow("skin lightmap") << patch(full, block + 8 * 28 + 12 * 12 + 2, quint16(1)) << QStringLiteral("blocks[0].skin[0].lightmap");
        const qint64 tex = list(full, 2);
        QTest::newRow("mip offsets") << patch(full, tex + u32(full, tex + 4) + 28, quint32(41)) << QStringLiteral("textures[0].mipOffsets");
        const qint64 pathRec = list(full, 15) + u32(full, list(full, 15) + 4 + 4 * 5);
        QTest::newRow("path edge node") << patch(full, pathRec + 44 + 36 + 72 + 24 + 4, 9.0f) << QStringLiteral("objects[5].edge[1]");
        QTest::newRow("node child") << patch(bsp, list(bsp, 5) + 28, qint32(7)) << QStringLiteral("bsp_nodes[0].children");
        QTest::newRow("node plane") << patch(bsp, list(bsp, 5), quint32(6)) << QStringLiteral("bsp_nodes[0].plane");
        QTest::newRow("node faces") << patch(bsp, list(bsp, 5) + 36, quint32(7)) << QStringLiteral("bsp_nodes[0].firstFace");
        QTest::newRow("leaf pvs") << patch(bsp, list(bsp, 10) + 36 + 4, qint32(99)) << QStringLiteral("bsp_leafs[1].pvsOffset");
        QTest::newRow("leaf blocks") << patch(bsp, list(bsp, 10) + 36 + 32, qint32(2)) << QStringLiteral("bsp_leafs[1].firstBlock");
        QTest::newRow("clip plane") << patch(bsp, list(bsp, 9), qint32(50)) << QStringLiteral("aabb_hulls[0].plane");
        QTest::newRow("bsp block") << patch(bsp, list(bsp, 11), quint32(5)) << QStringLiteral("bsp_blocks[0]");
        QTest::newRow("surfedge") << patch(old, list(old, 13), qint32(-99)) << QStringLiteral("surfedges[0]");
        QTest::newRow("face texinfo") << patch(old, list(old, 7) + 10, quint16(7)) << QStringLiteral("faces[0].texinfo");
        QTest::newRow("face plane") << patch(old, list(old, 7) + 20, quint32(77)) << QStringLiteral("faces[0].plane");
        QTest::newRow("face edges") << patch(old, list(old, 7) + 4, quint32(22)) << QStringLiteral("faces[0].edges");
        QTest::newRow("edge vertex") << patch(old, list(old, 12) + 8, quint32(8)) << QStringLiteral("edges[1]");
    }
    void validateFindsBadIndices()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, field);
        const auto wmb = readChecked(data);
        QVERIFY(wmb);
        bool found = false;
        for (const ValidationIssue &i : wmb->validate())
            found = found || (i.fatal && i.where.field == field);
        QVERIFY2(found, qPrintable(field));
        QVERIFY(wmb->write() == data); // still lossless
    }

    void meshUvAndSkins()
    {
        const auto wmb = readChecked(wmbfixture::wmb7Full());
        QVERIFY(wmb);
        const TriangleMesh m = wmb->mesh(0);
        QCOMPARE(m.uvs.size(), m.positions.size());
        for (const auto &t : m.triangles)
            QCOMPARE(t.skin, 0);
        QCOMPARE(m.uvs[7], Eigen::Vector2f(0.5f, 0.5f)); // corner (32, 32, 32): x/64, y/64
        const auto old = readChecked(wmbfixture::wmb6Legacy());
        const TriangleMesh om = old->mesh(0);
        QCOMPARE(om.triangles.size(), size_t(12));
        // Texinfo s = (1,0,0), t = (0,-1,0) on an 8x8 texture: u = x/8, v = -y/8.
        for (const auto &t : om.triangles) {
            for (int k = 0; k < 3; ++k) {
                const Eigen::Vector3f p = om.positions[t.v[size_t(k)]];
                QCOMPARE(om.uvs[t.uv[size_t(k)]], Eigen::Vector2f(p.x() / 8, -p.y() / 8));
            }
        }
    }

    // Surfaces of type 11 ("none": the engine draws nothing there) are flagged hidden in the
    // mesh, in WMB7 blocks (skin flags) and in old faces (texinfo flags); no other type is, and a
    // level without such surfaces has no flags at all.
    void meshFlagsSurfacesTheEngineDoesNotDraw_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("hidden");
        QTest::newRow("block, FLAG1") << wmbfixture::wmb7Full() << false;
        QTest::newRow("block, type 11 + FLAG1") << wmbfixture::wmb7Full(0x1000B) << true;
        QTest::newRow("block, type 3 (flat)") << wmbfixture::wmb7Full(3) << false;
        QTest::newRow("old face, type 0") << wmbfixture::wmb6Legacy() << false;
        QTest::newRow("old face, type 11") << wmbfixture::wmb6Legacy(11) << true;
        QTest::newRow("old face, type 11 + passable") << wmbfixture::wmb6Legacy(0x4B) << true;
        QTest::newRow("old face, type 9 (turbulence)") << wmbfixture::wmb6Legacy(9) << false;
    }
    void meshFlagsSurfacesTheEngineDoesNotDraw()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, hidden);
        const auto wmb = readChecked(data);
        QVERIFY(wmb);
        const TriangleMesh m = wmb->mesh(0);
        QCOMPARE(m.triangles.size(), size_t(12));
        if (!hidden) {
            QVERIFY(m.hidden.empty());
            return;
        }
        QCOMPARE(m.hidden, std::vector<uint8_t>(12, 1));
        for (int page : m.lightmapPages)
            QCOMPARE(page, -1); // type 11 has no lightmap
        QCOMPARE(wmb->write(), data); // reading the flags changes nothing
    }

    // Found by fuzzing from the generated seeds (issue 37): a terrain lightmap of 2^32 - 1 by
    // 2^32 - 1 pixels overflowed the size product (UBSan: signed overflow). The list does not
    // parse: it is kept as bytes, the level still opens and writes back, validate() reports it.
    void hugeTerrainLightmapIsKeptAsBytes()
    {
        const QByteArray bytes = wmbfixture::wmb7HugeTerrainLightmap();
        QVERIFY(bytes != wmbfixture::wmb7Full());
        const auto wmb = readWmb(bytes);
        QVERIFY(wmb);
        QVERIFY(wmb->terrainLightmaps().empty());
        QCOMPARE(wmb->write(), bytes);
        bool reported = false;
        for (const ValidationIssue &i : wmb->validate())
            reported = reported || i.where.problem.contains(QStringLiteral("lightmaps_terrain"))
                       || i.where.field.contains(QStringLiteral("lightmaps_terrain"));
        QVERIFY(reported);
    }
};

QTEST_GUILESS_MAIN(TstWmbFixtures)
#include "tst_wmbfixtures.moc"
