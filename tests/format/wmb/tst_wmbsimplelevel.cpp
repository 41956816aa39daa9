// A WMB7 made from scratch (Build's output, issue 35): the list set and order WED's compiler
// writes for a level without BSP, the non-BSP legacy7 template and leaf, RGB565 textures with
// mipmaps, every record reading back as given, and refusals that name the record.
#include "io/formaterror.h"
#include "wmb/wmbsimplelevel.h"

#include <QtTest>

#include <QtEndian>

using namespace ackedit::format;

namespace {

WmbBlock cubeBlock()
{
    WmbBlock b;
    b.mins = {-8, -8, -8};
    b.maxs = {8, 8, 8};
    for (int i = 0; i < 8; ++i) {
        WmbBlockVertex v;
        v.position = {i & 1 ? 8.f : -8.f, i & 2 ? 8.f : -8.f, i & 4 ? 8.f : -8.f};
        v.uv = {float(i & 1), float((i >> 1) & 1)};
        v.lightmapUv = {0.25f, 0.5f};
        b.vertices.push_back(v);
    }
    const int faces[12][3] = {{0, 1, 3}, {0, 3, 2}, {4, 7, 5}, {4, 6, 7}, {0, 4, 5}, {0, 5, 1},
                              {2, 3, 7}, {2, 7, 6}, {0, 2, 6}, {0, 6, 4}, {1, 5, 7}, {1, 7, 3}};
    for (int t = 0; t < 12; ++t) {
        WmbBlockTriangle tri;
        tri.v = {quint16(faces[t][0]), quint16(faces[t][1]), quint16(faces[t][2])};
        tri.face = quint32(t / 2);
        b.triangles.push_back(tri);
    }
    WmbBlockSkin skin;
    skin.lightmap = 1;
    skin.albedo = 50;
    b.skins.push_back(skin);
    return b;
}

WmbSimpleLevel level()
{
    WmbSimpleLevel l;
    l.objects.push_back(WmbObject::make(WmbObjectKind::Info));
    WmbObject light = WmbObject::make(WmbObjectKind::Light);
    light.origin = {1, 2, 3};
    light.light.color = {100, 50, 0};
    light.light.range = 300;
    l.objects.push_back(light);
    RgbaImage image(16, 8);
    for (size_t i = 0; i < image.pixels.size(); i += 4) {
        image.pixels[i] = 255; // red
        image.pixels[i + 3] = 255;
    }
    l.textures.push_back({"stone", image});
    l.blocks.push_back(cubeBlock());
    l.lightmapPages.assign(2, QByteArray(256 * 256 * 3, '\2'));
    return l;
}

quint32 u32(const QByteArray &b, qint64 at) { return qFromLittleEndian<quint32>(b.constData() + at); }

} // namespace

class TestWmbSimpleLevel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesWedsListsInWedsOrder()
    {
        const QByteArray bytes = makeSimpleWmb(level())->write();
        QCOMPARE(bytes.left(4), QByteArray("WMB7"));
        // Lists present (length > 0) sorted by offset: objects, legacy7, blocks, textures,
        // palette, lightmaps, lightmaps_terrain, leafs, as tust_map01.wmb has them.
        QList<QPair<quint32, int>> present;
        for (int list = 0; list < 20; ++list)
            if (u32(bytes, 8 + 8 * list) > 0)
                present.append({u32(bytes, 4 + 8 * list), list});
            else
                QCOMPARE(u32(bytes, 4 + 8 * list), 0u); // an empty list is 0/0
        std::sort(present.begin(), present.end());
        QList<int> order;
        for (const auto &p : present)
            order << p.second;
        QCOMPARE(order, (QList<int>{15, 14, 17, 2, 0, 16, 19, 10}));
        QCOMPARE(u32(bytes, 8 + 8 * 14), 160u); // one legacy7 record
        QCOMPARE(u32(bytes, 8 + 8 * 10), 36u);  // one leaf
        QCOMPARE(u32(bytes, 8 + 8 * 0), 784u);  // 16 zero bytes + palette
        QCOMPARE(u32(bytes, 8 + 8 * 19), 4u);   // lightmaps_terrain: count 0
        QCOMPARE(u32(bytes, 8 + 8 * 16), 2u * 256 * 256 * 3);
        // The leaf: contents -128, the rest zero; legacy7: zeros, then -1, -1, 0.
        const qint64 leaf = u32(bytes, 4 + 8 * 10);
        QCOMPARE(qint32(u32(bytes, leaf)), -128);
        for (int i = 4; i < 36; i += 4)
            QCOMPARE(u32(bytes, leaf + i), 0u);
        const qint64 model = u32(bytes, 4 + 8 * 14);
        for (int i = 0; i < 148; i += 4)
            QCOMPARE(u32(bytes, model + i), 0u);
        QCOMPARE(qint32(u32(bytes, model + 148)), -1);
        QCOMPARE(qint32(u32(bytes, model + 152)), -1);
        QCOMPARE(qint32(u32(bytes, model + 156)), 0);
    }

    void readsBackAsGiven()
    {
        const WmbSimpleLevel given = level();
        const QByteArray bytes = makeSimpleWmb(given)->write();
        const std::unique_ptr<WmbFile> back = readWmb(bytes);
        QCOMPARE(back->version(), 7);
        QVERIFY(!back->isBspLevel());
        QCOMPARE(back->objects().size(), size_t(2));
        QCOMPARE(back->objects()[0].type, quint32(WmbObjectKind::Info));
        QCOMPARE(back->objects()[1].light.color, Eigen::Vector3f(100, 50, 0));
        QCOMPARE(back->objects()[1].light.range, 300.f);
        QCOMPARE(back->blocks().size(), size_t(1));
        const WmbBlock &b = back->blocks()[0];
        QCOMPARE(b.vertices.size(), size_t(8));
        QCOMPARE(b.triangles.size(), size_t(12));
        QCOMPARE(b.triangles[11].face, 5u);
        QCOMPARE(b.skins[0].lightmap, quint16(1));
        QCOMPARE(b.vertices[7].position, Eigen::Vector3f(8, 8, 8));
        QCOMPARE(b.vertices[3].lightmapUv, Eigen::Vector2f(0.25f, 0.5f));
        QCOMPARE(back->lightmapPages().size(), size_t(2));
        QCOMPARE(back->lightmapSize(), 256);
        // The texture as WED stores it: type 10 (RGB565 + mipmaps), red stays red.
        QCOMPARE(back->textures().size(), size_t(1));
        QCOMPARE(back->textures()[0].type, 10u);
        QCOMPARE(back->textures()[0].name, QByteArray("stone").leftJustified(16, '\0'));
        const RgbaImage decoded = back->textureImage(0);
        QCOMPARE(decoded.width, 16);
        QCOMPARE(decoded.height, 8);
        QCOMPARE(int(decoded.pixels[0]), 255);
        QCOMPARE(int(decoded.pixels[1]), 0);
        // What is read writes back unchanged (the writer's own invariant holds for built files).
        QCOMPARE(back->write(), bytes);
        const auto issues = back->validate();
        for (const ValidationIssue &issue : issues)
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
    }

    void oddSizedTextureIsStoredWithoutMipmaps()
    {
        WmbSimpleLevel l = level();
        l.textures[0].image = RgbaImage(12, 6);
        const std::unique_ptr<WmbFile> back = readWmb(makeSimpleWmb(l)->write());
        QCOMPARE(back->textures()[0].type, 2u);
        QCOMPARE(back->textureImage(0).width, 12);
    }

    void refusesWhatCannotBeStored_data()
    {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("field");
        QTest::newRow("long texture name") << 0 << "textures[0].name";
        QTest::newRow("empty texture") << 1 << "textures[0]";
        QTest::newRow("short lightmap page") << 2 << "lightmaps[1]";
        QTest::newRow("page size") << 3 << "lightmaps";
    }
    void refusesWhatCannotBeStored()
    {
        QFETCH(int, damage);
        QFETCH(QString, field);
        WmbSimpleLevel l = level();
        switch (damage) {
        case 0: l.textures[0].name = "a_name_of_16_chr"; break;
        case 1: l.textures[0].image = RgbaImage(); break;
        case 2: l.lightmapPages[1].chop(3); break;
        case 3: l.lightmapSize = 300; break;
        }
        try {
            makeSimpleWmb(l);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
        }
    }
};

QTEST_GUILESS_MAIN(TestWmbSimpleLevel)
#include "tst_wmbsimplelevel.moc"
