// Real WMB2..WMB7 files: byte-identical round trip, no fatal validation issue, objects in toJson
// checked against an independent minimal parse of the raw bytes, outward mesh winding.
#include "common_corpus.h"
#include "common_files.h"
#include "wmb/wmbfile.h"

#include <QJsonArray>
#include <QtTest>

#include <cstring>

using namespace ackedit::format;
using namespace ackedit::testing;

namespace {

quint32 u32(const QByteArray &d, qint64 at)
{
    quint32 v = 0;
    if (at >= 0 && at + 4 <= d.size())
        std::memcpy(&v, d.constData() + at, 4);
    return v;
}

// Independent reading of the objects list: (type, name) per record, straight from the bytes.
QList<QPair<quint32, QString>> rawObjects(const QByteArray &d)
{
    QList<QPair<quint32, QString>> out;
    const qint64 list = u32(d, 4 + 8 * 15);
    const quint32 count = u32(d, list);
    for (quint32 i = 0; i < count; ++i) {
        const qint64 rec = list + u32(d, list + 4 + 4 * i);
        const quint32 type = u32(d, rec);
        qint64 nameAt = -1, width = 0;
        switch (type) {
        case 1: case 8: nameAt = 36; width = 20; break;
        case 3: nameAt = 40; width = 20; break;
        case 6: nameAt = 4; width = 20; break;
        case 7: nameAt = 40; width = 33; break;
        default: break;
        }
        QString name;
        if (nameAt >= 0)
            name = QString::fromLatin1(d.mid(rec + nameAt, width).split('\0').first());
        out.append({type, name});
    }
    return out;
}

QStringList wmbFiles()
{
    return corpusFiles({QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"),
                        QStringLiteral("wmb6"), QStringLiteral("wmb7")},
                       {QStringLiteral(".wmb")});
}

double signedVolume(const TriangleMesh &m, size_t first, size_t last)
{
    double v = 0;
    for (size_t i = first; i < last; ++i) {
        const auto &t = m.triangles[i];
        const Eigen::Vector3d a = m.positions[t.v[0]].cast<double>(), b = m.positions[t.v[1]].cast<double>(),
                              c = m.positions[t.v[2]].cast<double>();
        v += a.dot(b.cross(c)) / 6.0;
    }
    return v;
}

} // namespace

class TstWmbCorpus : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &p : wmbFiles())
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }
    void roundTrip()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray data = readFile(path);
        QVERIFY(!data.isEmpty());
        std::unique_ptr<WmbFile> wmb;
        try {
            wmb = readWmb(data);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString(path)));
        }
        QCOMPARE(wmb->formatName(), QString::fromLatin1(data.left(4)));
        QCOMPARE(wmb->kind(), AssetFile::Kind::Level);
        const QByteArray out = wmb->write();
        QCOMPARE(out.size(), data.size());
        QVERIFY(out == data);
        for (const ValidationIssue &issue : wmb->validate()) {
            if (issue.fatal)
                QFAIL(qPrintable(issue.where.toString(path)));
        }
        QVERIFY(!wmb->infoText().isEmpty());
        // Every decodable texture gives an image of its size.
        for (int i = 0; i < wmb->skinCount(); ++i) {
            const RgbaImage img = wmb->skinImage(i);
            QVERIFY2(!img.isNull(), qPrintable(QStringLiteral("texture %1").arg(i)));
            QCOMPARE(quint32(img.width), wmb->textures()[size_t(i)].width);
        }
        for (int p = 0; p < int(wmb->lightmapPages().size()); ++p)
            QCOMPARE(wmb->lightmapImage(p).width, wmb->lightmapSize());
    }

    void objectsInJson_data() { roundTrip_data(); }
    void objectsInJson()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray data = readFile(path);
        const auto wmb = readWmb(data);
        const QJsonArray objects = wmb->toJson(false).value(QStringLiteral("objects")).toArray();
        const auto raw = rawObjects(data);
        QCOMPARE(objects.size(), raw.size());
        static const QHash<quint32, QString> kinds = {
            {1, QStringLiteral("position")}, {2, QStringLiteral("light")}, {3, QStringLiteral("entity (8 skills)")},
            {4, QStringLiteral("sound")}, {5, QStringLiteral("info")}, {6, QStringLiteral("path")},
            {7, QStringLiteral("entity")}, {8, QStringLiteral("region")}};
        QSet<quint32> ids;
        for (int i = 0; i < raw.size(); ++i) {
            const QJsonObject o = objects[i].toObject();
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), kinds.value(raw[i].first));
            QCOMPARE(o.value(QStringLiteral("name")).toString(), raw[i].second);
            ids.insert(quint32(o.value(QStringLiteral("id")).toDouble()));
        }
        QCOMPARE(ids.size(), raw.size()); // ids unique
    }

    // libgamestudio_test.wmb holds one object of every kind (corpus MANIFEST).
    void everyKind()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const auto wmb = readWmb(readFile(corpusDir() + QStringLiteral("/wmb7/libgamestudio_test.wmb")));
        const QJsonArray objects = wmb->toJson(true).value(QStringLiteral("objects")).toArray();
        QStringList kinds, names;
        for (const QJsonValue &v : objects) {
            kinds << v.toObject().value(QStringLiteral("kind")).toString();
            names << v.toObject().value(QStringLiteral("name")).toString();
        }
        QCOMPARE(kinds, (QStringList{QStringLiteral("info"), QStringLiteral("light"), QStringLiteral("position"),
                                     QStringLiteral("entity (8 skills)"), QStringLiteral("entity (8 skills)"), QStringLiteral("entity (8 skills)"),
                                     QStringLiteral("entity (8 skills)"), QStringLiteral("path"), QStringLiteral("region"),
                                     QStringLiteral("sound"), QStringLiteral("entity")}));
        QCOMPARE(names, (QStringList{QString(), QString(), QStringLiteral("pos_000"), QStringLiteral("lasergun_mdl_000"),
                                     QStringLiteral("laserammo_mdl_001"), QStringLiteral("laserammo_mdl_003"),
                                     QStringLiteral("laserammo_mdl_004"), QStringLiteral("path_000"),
                                     QStringLiteral("reg_000"), QString(), QStringLiteral("player_mdl_004")}));
        const QJsonObject entity = objects[10].toObject();
        QCOMPARE(entity.value(QStringLiteral("file")).toString(), QStringLiteral("player.mdl"));
        QCOMPARE(entity.value(QStringLiteral("action")).toString(), QStringLiteral("Player,Core"));
        QCOMPARE(entity.value(QStringLiteral("skills")).toArray().size(), 20);
        // skill17..20 = 1, 2, 3, 4 in this file: clean values only with the padding byte before +140
        QCOMPARE(entity.value(QStringLiteral("skills")).toArray()[16].toDouble(), 1.0);
        QCOMPARE(entity.value(QStringLiteral("skills")).toArray()[19].toDouble(), 4.0);
        QCOMPARE(entity.value(QStringLiteral("flags")).toDouble(), double(0x00100181));
        const QJsonObject sound = objects[9].toObject();
        QCOMPARE(sound.value(QStringLiteral("file")).toString(), QStringLiteral("sound.wav"));
        const QJsonObject path = objects[7].toObject();
        QCOMPARE(path.value(QStringLiteral("nodes")).toArray().size(), 9);
        QCOMPARE(path.value(QStringLiteral("edges")).toArray().size(), 8);
        QCOMPARE(path.value(QStringLiteral("edges")).toArray()[0].toObject().value(QStringLiteral("node2")).toDouble(), 2.0);
        const QJsonObject info = objects[0].toObject();
        QCOMPARE(info.value(QStringLiteral("fogColors")).toArray()[1].toString(), QStringLiteral("#3063ff"));
        QCOMPARE(objects[3].toObject().value(QStringLiteral("file")).toString(), QStringLiteral("lasergun.mdl"));
        QCOMPARE(objects[4].toObject().value(QStringLiteral("file")).toString(), QStringLiteral("laserammo.mdl"));
    }

    // WMB triangles face inward; the mesh must face outward: each closed WMB7 block encloses a
    // positive volume, and so does the old-format one-block cube.
    void outwardWinding()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int blocksChecked = 0;
        for (const QString &path : corpusFiles({QStringLiteral("wmb7")}, {QStringLiteral(".wmb")})) {
            const auto wmb = readWmb(readFile(path));
            const TriangleMesh m = wmb->mesh(0);
            size_t first = 0;
            for (const WmbBlock &b : wmb->blocks()) {
                const size_t last = first + b.triangles.size();
                QVERIFY2(signedVolume(m, first, last) > 0, qPrintable(path));
                first = last;
                ++blocksChecked;
            }
            QCOMPARE(first, m.triangles.size());
        }
        QVERIFY(blocksChecked >= 40);
        const auto cube = readWmb(readFile(corpusDir() + QStringLiteral("/wmb4/conflict_cube.wmb")));
        const TriangleMesh m = cube->mesh(0);
        QCOMPARE(m.triangles.size(), size_t(12));
        QVERIFY(signedVolume(m, 0, m.triangles.size()) > 0);
        for (const auto &t : m.triangles)
            QCOMPARE(t.skin, 0);
    }

    void oldGeometry_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("triangles");
        QTest::newRow("wmb2 door") << QStringLiteral("wmb2/ack4stuff_door2.wmb") << 44;
        QTest::newRow("wmb3 ladder") << QStringLiteral("wmb3/ack4stuff_ladder.wmb") << -1;
        QTest::newRow("wmb6 block") << QStringLiteral("wmb6/libgamestudio_wmb6_block.wmb") << 4;
    }
    void oldGeometry()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, file);
        QFETCH(int, triangles);
        const auto wmb = readWmb(readFile(corpusDir() + QLatin1Char('/') + file));
        const TriangleMesh m = wmb->mesh(0);
        QVERIFY(!m.triangles.empty());
        if (triangles >= 0)
            QCOMPARE(int(m.triangles.size()), triangles);
        for (const auto &t : m.triangles) {
            for (int k = 0; k < 3; ++k) {
                QVERIFY(t.v[size_t(k)] < m.positions.size());
                QVERIFY(t.uv[size_t(k)] < m.uvs.size());
            }
            QVERIFY(t.skin >= 0 && t.skin < wmb->skinCount());
        }
    }

    // wmb.md lists the face record as "uint16 plane ... uint32 running id [unverified]". In
    // WMB3+ the plane index is the last uint32 (the first field is 0 or garbage); WMB2 keeps
    // Quake's layout. Every face lies on its plane and is wound against the side-adjusted normal.
    void oldFacesOnTheirPlanes()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int faces = 0;
        for (const QString &path : corpusFiles({QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"),
                                                QStringLiteral("wmb6")}, {QStringLiteral(".wmb")})) {
            const auto wmb = readWmb(readFile(path));
            for (const WmbFace &f : wmb->faces()) {
                const quint32 pi = f.planeIndex(wmb->quakeRecords());
                QVERIFY2(pi < wmb->planes().size(), qPrintable(path));
                const WmbPlane &pl = wmb->planes()[pi];
                Eigen::Vector3f newell = Eigen::Vector3f::Zero();
                std::vector<Eigen::Vector3f> p;
                for (quint32 k = 0; k < f.edgeCount; ++k) {
                    const qint32 e = wmb->surfEdges()[f.firstEdge + k];
                    p.push_back(wmb->legacyVertices()[wmb->legacyEdges()[size_t(std::abs(e))].v[e < 0 ? 1 : 0]]);
                }
                for (size_t k = 0; k < p.size(); ++k) {
                    newell += p[k].cross(p[(k + 1) % p.size()]);
                    QVERIFY2(std::abs(p[k].dot(pl.normal) - pl.dist) < 0.5f, qPrintable(path));
                }
                QVERIFY2(newell.dot(pl.normal) * (f.side ? -1.0f : 1.0f) < 0, qPrintable(path));
                ++faces;
            }
        }
        QCOMPARE(faces, 679);
    }

    void pvs()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // galep_testlevel: 29 leaves, Quake run-length PVS; leaf 3 sees every leaf but 4.
        const auto wmb = readWmb(readFile(corpusDir() + QStringLiteral("/wmb7/galep_testlevel.wmb")));
        QVERIFY(wmb->isBspLevel());
        QCOMPARE(wmb->leafs().size(), size_t(29));
        std::vector<int> expected;
        for (int i = 1; i <= 28; ++i)
            if (i != 4)
                expected.push_back(i);
        QCOMPARE(wmb->visibleLeaves(3), expected);
        QCOMPARE(int(wmb->visibleLeaves(1).size()), 28);
    }

    void terrainLightmapAlias()
    {
        ACKEDIT_REQUIRE_CORPUS();
        // morbius_greek_office: list 19 points into the lightmap pages (compiler bug).
        const auto wmb = readWmb(readFile(corpusDir() + QStringLiteral("/wmb7/morbius_greek_office.wmb")));
        QCOMPARE(wmb->layout().placement[WmbList::TerrainLightmaps], WmbLayout::Placement::Alias);
        QCOMPARE(wmb->layout().anchor[WmbList::TerrainLightmaps].list, int(WmbList::Lightmaps));
        bool reported = false;
        for (const ValidationIssue &i : wmb->validate())
            reported = reported || (!i.fatal && i.where.problem.contains(QStringLiteral("lightmaps_terrain")));
        QVERIFY(reported);
    }
};

QTEST_GUILESS_MAIN(TstWmbCorpus)
#include "tst_wmbcorpus.moc"
