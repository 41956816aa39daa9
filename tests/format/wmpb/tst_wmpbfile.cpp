// Binary WMP reading: a hand-written level with every node class, a level built through the
// API, byte-identical round trips, the mesh (outward winding, world transforms, UVs), JSON and
// info text, validation, hostile input and the real corpus.
#include "wmpb/wmpbfile.h"

#include "common/rgbaimage.h"
#include "common_corpus.h"
#include "common_files.h"
#include "lentbytes.h"
#include "wmpbfixture.h"
#include "wmpb/wmpbcodec.h"
#include "wmpb/wmpbnodedecoder.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>
#include <functional>
#include <set>

using namespace ackedit::format;

Q_DECLARE_METATYPE(Eigen::Vector3d)

namespace {

bool hasFatal(const std::vector<ValidationIssue> &issues, QString *first = nullptr)
{
    for (const ValidationIssue &i : issues)
        if (i.fatal) {
            if (first)
                *first = i.where.toString();
            return true;
        }
    return false;
}

quint32 findByName(const WmpbFile &f, const QString &name)
{
    for (quint32 id : f.nodeIds())
        if (f.node(id).name == name)
            return id;
    return 0;
}

quint32 findByClass(const WmpbFile &f, WmpbClass cls)
{
    for (quint32 id : f.nodeIds())
        if (f.node(id).nodeClass() == cls)
            return id;
    return 0;
}

} // namespace

class TstWmpbFile : public QObject
{
    Q_OBJECT
private slots:
    void handWrittenRoundTrip()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        const auto f = readWmpb(bytes);
        QCOMPARE(f->write(), bytes);
        QCOMPARE(f->formatName(), QStringLiteral("WMPB"));
        QCOMPARE(f->kind(), AssetFile::Kind::LevelSource);
        QString fatal;
        QVERIFY2(!hasFatal(f->validate(), &fatal), qPrintable(fatal));
        QCOMPARE(int(f->nodeIds().size()), 11);
        const WmpbFile::Header h = f->header();
        QCOMPARE(h.format, 710u);
        QCOMPARE(h.objects, 11u);
        QCOMPARE(h.blocks, 1u);
        QCOMPARE(h.entities, 8u);
        QCOMPARE(f->creationComment(), QStringLiteral("file created: 01.02.2003, wmpio (1.30)\n"));
        QCOMPARE(f->wadPaths(), QStringList{QStringLiteral("C:\\wads\\level.wad")});
        QCOMPARE(f->textureFolders(), QStringList{QStringLiteral("textures")});
        QVERIFY(f->hasPalette());
        QCOMPARE(int(f->palette().rgb[100][1]), 100);
    }

    // Element payloads share the bytes read instead of copying each one; an edit detaches what it
    // changes and leaves the caller's bytes alone; lent bytes (QByteArray::fromRawData) are
    // copied once, so overwriting them after the read changes nothing.
    void payloadsShareTheFileBytes()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        const QByteArray before(bytes.constData(), bytes.size());
        const auto f = readWmpb(bytes);
        int payloads = 0, shared = 0;
        std::function<void(const WmpbElement &)> visit = [&](const WmpbElement &e) {
            if (!e.data.isEmpty()) {
                ++payloads;
                shared += e.data.constData() == bytes.constData() + e.offset + 8;
            }
            for (const WmpbElement &c : e.children)
                visit(c);
        };
        for (const WmpbElement &e : f->elements())
            visit(e);
        QVERIFY(payloads > 50);
        QCOMPARE(shared, payloads);

        const quint32 id = findByName(*f, QStringLiteral("crate_mdl_001"));
        QVERIFY(id != 0);
        f->setName(id, QStringLiteral("box"));
        QCOMPARE(bytes, before);
        QVERIFY(f->write() != before);

        const auto fromLent = ackedit::testing::readLentBytes(before, readWmpb);
        QCOMPARE(fromLent->write(), before);
        QCOMPARE(fromLent->node(findByName(*fromLent, QStringLiteral("crate_mdl_001"))).name, QStringLiteral("crate_mdl_001"));
    }

    void decodesEveryClass()
    {
        const auto f = readWmpb(wmpbfixture::everyKindLevel());
        const WmpbNode root = f->node(f->rootId());
        QCOMPARE(root.nodeClass(), WmpbClass::Level);
        QCOMPARE(root.children.size(), size_t(7));
        QCOMPARE(root.childCount, quint16(7));
        const auto &level = std::get<WmpbLevelData>(root.data);
        QCOMPARE(level.unknown30, 30u);
        QCOMPARE(level.sunAzimuth, 45.f);
        QCOMPARE(level.script, QStringLiteral("..\\main.c"));
        QCOMPARE(level.paletteFile, QStringLiteral("palette.pcx"));
        QCOMPARE(level.fog.size(), size_t(4));
        QCOMPARE(level.fog[1], (WmpbColour{1, 50, 100, 255}));
        QCOMPARE(level.sun.at(0).r, quint8(150));

        const WmpbNode outer = f->node(findByName(*f, QStringLiteral("outer")));
        QCOMPARE(outer.nodeClass(), WmpbClass::Group);
        QCOMPARE(outer.children.size(), size_t(2));
        QVERIFY(std::holds_alternative<std::monostate>(outer.data));
        QCOMPARE(outer.position, Eigen::Vector3d(100, 0, 0));

        const quint32 boxId = findByName(*f, QStringLiteral("box"));
        QCOMPARE(f->parentId(boxId), outer.id);
        const WmpbNode box = f->node(boxId);
        const auto &block = std::get<WmpbBlockData>(box.data);
        QCOMPARE(box.subtype, quint8(1));
        QCOMPARE(block.flags, 0x10000u);
        QCOMPARE(block.material, QStringLiteral("matBlock"));
        QCOMPARE(block.vertices.size(), size_t(8));
        QCOMPARE(block.vertices[7], Eigen::Vector3d(16, 16, 16));
        QCOMPARE(block.polygons.size(), size_t(6));
        QCOMPARE(block.polygons[0], (std::vector<quint16>{5, 7, 3, 1}));
        QCOMPARE(block.faces.size(), size_t(6));
        QCOMPARE(block.faces[2].texture, QStringLiteral("wood"));
        QCOMPARE(block.faces[1].flags, 0x40u);
        QCOMPARE(block.faces[0].uvs.size(), size_t(4));
        QCOMPARE(block.faces[0].uvs[2], Eigen::Vector2d(1, 1));
        QVERIFY(block.faces[1].uvs.empty());
        QCOMPARE(block.faces[3].axes.size(), size_t(8));
        QCOMPARE(block.faces[3].mapping, (std::vector<double>{0, 0, 0, 1, 1}));

        const WmpbNode crate = f->node(findByName(*f, QStringLiteral("crate_mdl_001")));
        QCOMPARE(f->depthOf(crate.id), 3);
        QCOMPARE(crate.nodeClass(), WmpbClass::OldEntity);
        const auto &crateData = std::get<WmpbEntityData>(crate.data);
        QCOMPARE(crateData.file, QStringLiteral("crate.mdl"));
        QCOMPARE(crateData.action, QStringLiteral("act_crate"));
        QCOMPARE(crateData.skills, (std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(crateData.flags, 0x20001u);
        QCOMPARE(crateData.ambient, 100.f);

        const WmpbNode flare = f->node(findByName(*f, QStringLiteral("flare_001")));
        QCOMPARE(flare.nodeClass(), WmpbClass::Entity);
        const auto &flareData = std::get<WmpbEntityData>(flare.data);
        QCOMPARE(flareData.skills.size(), size_t(20));
        QCOMPARE(flareData.material, QStringLiteral("matSprite"));
        QCOMPARE(flareData.attachedPath, QStringLiteral("path_000"));
        QCOMPARE(flareData.strings, QByteArray("\0\0hello\0", 8));
        QCOMPARE(flareData.action, QString());
        QCOMPARE(flareData.subtypeWord, 0x100u);

        const WmpbNode light = f->node(findByClass(*f, WmpbClass::Light));
        QVERIFY(light.name.isEmpty());
        const auto &l = std::get<WmpbLightData>(light.data);
        QCOMPARE(l.flags, 1u);
        QCOMPARE(l.green, 128u);
        QCOMPARE(l.range, 300.f);

        const WmpbNode sNode = f->node(findByClass(*f, WmpbClass::Sound));
        const auto &s = std::get<WmpbSoundData>(sNode.data);
        QCOMPARE(s.file, QStringLiteral("wind.wav"));
        QCOMPARE(s.volume, 50u);
        QCOMPARE(s.range, 1000u);

        QCOMPARE(std::get<WmpbStartData>(f->node(findByClass(*f, WmpbClass::Start)).data).name, QStringLiteral("pos_000"));

        const WmpbNode pNode = f->node(findByClass(*f, WmpbClass::Path));
        const auto &p = std::get<WmpbPathData>(pNode.data);
        QCOMPARE(p.points.size(), size_t(3));
        QCOMPARE(p.points[2], Eigen::Vector3d(100, 100, 0));
        QCOMPARE(p.skillsPerNode, 6u);
        QCOMPARE(p.nodeSkills.size(), size_t(18));
        QCOMPARE(p.edges.size(), size_t(2));
        QCOMPARE(p.edges[1].from, 1u);
        QCOMPARE(p.edges[1].to, 2u);

        const WmpbNode rNode = f->node(findByClass(*f, WmpbClass::Region));
        const auto &r = std::get<WmpbRegionData>(rNode.data);
        QCOMPARE(r.box, (std::vector<double>{-64, -64, -32, 64, 64, 32}));
        QCOMPARE(r.name, QStringLiteral("reg_000"));

        QVERIFY_THROWS_EXCEPTION(FormatError, f->node(9999));
        QCOMPARE(f->parentId(f->rootId()), 0u);
    }

    void unknownElementsKeptVerbatim()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        const auto f = readWmpb(bytes);
        const auto issues = f->validate();
        bool noted = false;
        for (const auto &i : issues)
            noted |= !i.fatal && i.where.problem.contains(QStringLiteral("id 30 kind 2"));
        QVERIFY(noted);
        QVERIFY(f->write().contains(QByteArray("\x1e\x02\x03\x00\x0b\x00\x00\x00xyz", 11)));
    }

    void apiBuiltLevelRoundTrips()
    {
        // A level made only through the API with every class and nested groups reads back to
        // the same nodes and writes the same bytes again.
        auto f = WmpbFile::create(nullptr, QStringLiteral("file created: 24.12.2024, wmpio (1.30)\n"));
        const quint32 root = f->rootId();
        const quint32 g1 = f->addNode(root, -1, WmpbNode::make(WmpbClass::Group, QStringLiteral("g1")));
        const quint32 g2 = f->addNode(g1, -1, WmpbNode::make(WmpbClass::Group, QStringLiteral("g2")));
        WmpbNode block = WmpbNode::make(WmpbClass::Block, QStringLiteral("b"));
        auto &bd = std::get<WmpbBlockData>(block.data);
        for (int i = 0; i < 8; ++i) {
            const auto c = wmpbfixture::cubeCorner(i);
            bd.vertices.emplace_back(c[0], c[1], c[2]);
        }
        for (const auto &q : wmpbfixture::cubeOutwardQuads()) {
            bd.polygons.push_back({q[3], q[2], q[1], q[0]});
            WmpbFace face;
            face.number = quint32(bd.faces.size());
            face.texture = QStringLiteral("t");
            face.axes = {1, 0, 0, 0, 0, -1, 0, 0};
            face.mapping = {0, 0, 0, 1, 1};
            bd.faces.push_back(face);
        }
        f->addNode(g2, -1, block);
        const WmpbClass leaves[] = {WmpbClass::Start, WmpbClass::Light, WmpbClass::OldEntity, WmpbClass::Entity,
                                    WmpbClass::Sound, WmpbClass::Path, WmpbClass::Region};
        for (WmpbClass c : leaves)
            f->addNode(c == WmpbClass::Entity ? g1 : root, -1, WmpbNode::make(c, QStringLiteral("n%1").arg(int(c))));
        QString fatal;
        QVERIFY2(!hasFatal(f->validate(), &fatal), qPrintable(fatal));
        const QByteArray bytes = f->write();
        const auto again = readWmpb(bytes);
        QCOMPARE(again->write(), bytes);
        // Ids are assigned in tree order when reading; compare node by node in that order.
        const std::vector<quint32> ids = f->nodeIds(), againIds = again->nodeIds();
        QCOMPARE(againIds.size(), ids.size());
        for (size_t i = 0; i < ids.size(); ++i) {
            const WmpbNode a = f->node(ids[i]), b = again->node(againIds[i]);
            QCOMPARE(a.classCode, b.classCode);
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.children.size(), b.children.size());
            QCOMPARE(a.data.index(), b.data.index());
            QVERIFY(sameBits(a.position, b.position));
        }
        QCOMPARE(again->header().objects, 11u);
        QCOMPARE(again->header().blocks, 1u);
        QCOMPARE(again->header().entities, 11u - 1u - 2u);
        const WmpbNode entity = again->node(findByName(*again, QStringLiteral("n69")));
        QCOMPARE(std::get<WmpbEntityData>(entity.data).skills.size(), size_t(20));
        QCOMPARE(entity.className, QStringLiteral("model"));
        QCOMPARE(again->parentId(entity.id), findByName(*again, QStringLiteral("g1")));
    }

    void meshIsOutwardInWorldSpace()
    {
        auto f = readWmpb(wmpbfixture::everyKindLevel());
        f->setTextureSize(QStringLiteral("GRASS"), 64, 32);
        const TriangleMesh m = f->mesh(0);
        QCOMPARE(m.positions.size(), size_t(8));
        QCOMPARE(m.triangles.size(), size_t(12));
        // Block at (0,50,0) inside the group at (100,0,0).
        const Eigen::Vector3f centre(100, 50, 0);
        for (const auto &p : m.positions)
            QCOMPARE((p - centre).cwiseAbs(), Eigen::Vector3f(16, 16, 16));
        for (const auto &t : m.triangles) {
            const Eigen::Vector3f a = m.positions[t.v[0]], b = m.positions[t.v[1]], c = m.positions[t.v[2]];
            const Eigen::Vector3f n = (b - a).cross(c - a);
            QVERIFY(n.dot((a + b + c) / 3.f - centre) > 0.f);
        }
        const QStringList textures = f->textureNames();
        QCOMPARE(textures, (QStringList{QStringLiteral("stone"), QStringLiteral("wood"), QStringLiteral("grass")}));
        // Face 4 (+Z, grass), axes s=(1,0,0), t=(0,-1,0): inside a group the axes take the
        // block's own coordinates, u = x / 64, v = -y / 32; directly under the level they take
        // world coordinates.
        auto checkGrass = [&](const TriangleMesh &mesh, const Eigen::Vector3f &origin) {
            int grass = 0;
            for (const auto &t : mesh.triangles) {
                if (t.skin != 2)
                    continue;
                ++grass;
                for (int k = 0; k < 3; ++k) {
                    const Eigen::Vector3f p = mesh.positions[t.v[size_t(k)]] - origin;
                    const Eigen::Vector2f uv = mesh.uvs[t.uv[size_t(k)]];
                    if (std::abs(uv.x() - p.x() / 64.f) > 1e-5f || std::abs(uv.y() + p.y() / 32.f) > 1e-5f)
                        return false;
                }
            }
            return grass == 2;
        };
        QVERIFY(checkGrass(m, centre));
        f->moveNode(findByName(*f, QStringLiteral("box")), f->rootId(), -1);
        const TriangleMesh atRoot = f->mesh(0);
        QVERIFY(atRoot.positions[7].isApprox(Eigen::Vector3f(16, 66, 16))); // (0,50,0) + corner 7
        QVERIFY(checkGrass(atRoot, Eigen::Vector3f::Zero()));
        // Face 0 carries explicit UVs: the four corners (0,0) (1,0) (1,1) (0,1) appear.
        std::set<std::pair<float, float>> explicitUvs;
        for (const auto &t : m.triangles)
            if (t.skin == 0 && std::abs(m.positions[t.v[0]].x() - 116.f) < 1e-4f && std::abs(m.positions[t.v[1]].x() - 116.f) < 1e-4f
                && std::abs(m.positions[t.v[2]].x() - 116.f) < 1e-4f)
                for (uint32_t uv : t.uv)
                    explicitUvs.insert({m.uvs[uv].x(), m.uvs[uv].y()});
        QCOMPARE(explicitUvs.size(), size_t(4));
        QVERIFY(explicitUvs.count({1.f, 1.f}) == 1);
        QVERIFY(f->mesh(1).triangles.empty());
    }

    void worldTransformFollowsParents()
    {
        auto f = readWmpb(wmpbfixture::everyKindLevel());
        const quint32 crate = findByName(*f, QStringLiteral("crate_mdl_001"));
        // outer (100,0,0) + inner (0,0,10) + crate (5,6,7)
        QVERIFY((f->worldTransform(crate).translation() - Eigen::Vector3d(105, 6, 17)).norm() < 1e-12);
        // The first angle pans (+X turns into +Y); the second turns about X, the third about Y.
        const Eigen::Matrix3d pan = WmpbFile::rotation({M_PI / 2, 0, 0});
        QVERIFY((pan * Eigen::Vector3d::UnitX() - Eigen::Vector3d::UnitY()).norm() < 1e-12);
        const Eigen::Matrix3d second = WmpbFile::rotation({0, M_PI / 2, 0});
        QVERIFY((second * Eigen::Vector3d::UnitX() - Eigen::Vector3d::UnitX()).norm() < 1e-12);
        QVERIFY((second * Eigen::Vector3d::UnitY() - Eigen::Vector3d::UnitZ()).norm() < 1e-12);
        const Eigen::Matrix3d third = WmpbFile::rotation({0, 0, M_PI / 2});
        QVERIFY((third * Eigen::Vector3d::UnitX() + Eigen::Vector3d::UnitZ()).norm() < 1e-12);
        // A rotated, scaled group moves its block accordingly.
        WmpbNode outer = f->node(findByName(*f, QStringLiteral("outer")));
        outer.angles = {M_PI / 2, 0, 0};
        outer.scale = {2, 2, 2};
        f->setNode(outer);
        const Eigen::Vector3d boxOrigin = f->worldTransform(findByName(*f, QStringLiteral("box"))).translation();
        QVERIFY((boxOrigin - Eigen::Vector3d(0, 0, 0)).norm() < 1e-9); // (100,0,0) + R*2*(0,50,0) = (0,0,0)
    }

    void engineAngles_data()
    {
        // Stored angles (degrees here) and the pan/tilt/roll WED's compiler wrote for them.
        QTest::addColumn<Eigen::Vector3d>("stored");
        QTest::addColumn<Eigen::Vector3d>("expected");
        QTest::newRow("pan only") << Eigen::Vector3d(90, 0, 0) << Eigen::Vector3d(90, 0, 0);
        QTest::newRow("negative pan") << Eigen::Vector3d(-60, 0, 0) << Eigen::Vector3d(300, 0, 0);
        QTest::newRow("second angle is roll") << Eigen::Vector3d(0, -4, 0) << Eigen::Vector3d(0, 0, 356);
        QTest::newRow("third angle is -tilt") << Eigen::Vector3d(45, 0, 30) << Eigen::Vector3d(45, 330, 0);
        QTest::newRow("mixed") << Eigen::Vector3d(0, 16.5, -16.5) << Eigen::Vector3d(355.19, 15.803, 17.169);
    }
    void engineAngles()
    {
        QFETCH(Eigen::Vector3d, stored);
        QFETCH(Eigen::Vector3d, expected);
        const Eigen::Vector3d got = WmpbFile::engineAngles(stored * (M_PI / 180.0));
        for (int i = 0; i < 3; ++i) {
            const double d = std::fmod(std::abs(got[i] - expected[i]), 360.0);
            QVERIFY2(std::min(d, 360.0 - d) < 0.01, qPrintable(QStringLiteral("%1 %2 %3").arg(got[0]).arg(got[1]).arg(got[2])));
        }
    }

    void corpusEngineAngles_data()
    {
        // pan/tilt/roll from the WMB compiled next to each WMP (corpus wmb7/), degrees.
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("node");
        QTest::addColumn<Eigen::Vector3d>("wmb");
        QTest::newRow("Glockenkessel_1516") << QStringLiteral("lottershock_bestiary.wmp") << QStringLiteral("Glockenkessel_1516")
                                            << Eigen::Vector3d(319.7701, 354.6707, 42.7724);
        QTest::newRow("poster01_tga_1521") << QStringLiteral("lottershock_bestiary.wmp") << QStringLiteral("poster01_tga_1521")
                                           << Eigen::Vector3d(90, 0, 23.0001);
        QTest::newRow("item3_mdl_1528") << QStringLiteral("lottershock_bestiary.wmp") << QStringLiteral("item3_mdl_1528")
                                        << Eigen::Vector3d(93.0001, 0, 270);
        QTest::newRow("meisterdesfeuer_075") << QStringLiteral("morbius_greek_office.wmp") << QStringLiteral("meisterdesfeuer_075")
                                             << Eigen::Vector3d(299.998, 75.0008, 0.0024);
        QTest::newRow("baumstammliegen_018") << QStringLiteral("eselslerche_level2.wmp") << QStringLiteral("baumstammliegen_018")
                                             << Eigen::Vector3d(0, 0, 87.9993);
    }
    void corpusEngineAngles()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, file);
        QFETCH(QString, node);
        QFETCH(Eigen::Vector3d, wmb);
        const QByteArray bytes = ackedit::testing::readFile(ackedit::testing::corpusDir() + QStringLiteral("/wmpb/") + file);
        if (bytes.isEmpty())
            QSKIP("file not in the corpus");
        const auto f = readWmpb(bytes);
        const quint32 id = findByName(*f, node);
        QVERIFY(id != 0);
        const Eigen::Vector3d got = WmpbFile::engineAngles(f->node(id).angles);
        for (int i = 0; i < 3; ++i) {
            const double d = std::abs(got[i] - wmb[i]);
            QVERIFY2(std::min(d, 360.0 - d) < 0.01, qPrintable(QStringLiteral("%1 %2 %3").arg(got[0]).arg(got[1]).arg(got[2])));
        }
    }

    void jsonAndInfo()
    {
        const auto f = readWmpb(wmpbfixture::everyKindLevel());
        const QJsonObject small = f->toJson(false);
        QCOMPARE(small[QStringLiteral("format")].toString(), QStringLiteral("WMPB"));
        QCOMPARE(small[QStringLiteral("nodeCount")].toInt(), 11);
        const QJsonObject root = small[QStringLiteral("root")].toObject();
        QCOMPARE(root[QStringLiteral("kind")].toString(), QStringLiteral("level"));
        const QJsonArray kids = root[QStringLiteral("children")].toArray();
        QCOMPARE(kids.size(), 7);
        const QJsonObject flare = kids[6].toObject();
        QCOMPARE(flare[QStringLiteral("kind")].toString(), QStringLiteral("entity"));
        QCOMPARE(flare[QStringLiteral("file")].toString(), QStringLiteral("flare.tga"));
        QCOMPARE(flare[QStringLiteral("skills")].toArray().size(), 20);
        QCOMPARE(flare[QStringLiteral("flags")].toInt(), 0x200);
        QCOMPARE(flare[QStringLiteral("position")].toArray()[1].toDouble(), -50.0);
        const QJsonObject crate = kids[0].toObject()[QStringLiteral("children")].toArray()[1].toObject()
                                      [QStringLiteral("children")].toArray()[0].toObject();
        QCOMPARE(crate[QStringLiteral("action")].toString(), QStringLiteral("act_crate"));
        QCOMPARE(crate[QStringLiteral("kind")].toString(), QStringLiteral("entity (8 skills)"));
        QVERIFY(crate.contains(QStringLiteral("anglesRadians")));
        QVERIFY(crate.contains(QStringLiteral("anglesDegrees")));
        QVERIFY(crate.contains(QStringLiteral("panTiltRoll")));
        QVERIFY(crate.contains(QStringLiteral("scale")));
        const QJsonObject box = kids[0].toObject()[QStringLiteral("children")].toArray()[0].toObject();
        QVERIFY(!box.contains(QStringLiteral("vertices")));
        const QJsonObject fullBox = f->toJson(true)[QStringLiteral("root")].toObject()[QStringLiteral("children")].toArray()[0]
                                        .toObject()[QStringLiteral("children")].toArray()[0].toObject();
        QCOMPARE(fullBox[QStringLiteral("vertices")].toArray().size(), 8);
        QCOMPARE(fullBox[QStringLiteral("faces")].toArray().size(), 6);

        const QString info = f->infoText();
        QVERIFY(info.contains(QStringLiteral("11 objects, 1 blocks, 8 entities")));
        QVERIFY(info.contains(QStringLiteral("8 vertices, 6 polygons, 12 triangles, 3 textures")));
        QVERIFY(info.contains(QStringLiteral("entity \"flare_001\" file flare.tga")));
        QVERIFY(info.contains(QStringLiteral("C:\\wads\\level.wad")));
    }

    void anglesInDegrees()
    {
        auto f = readWmpb(wmpbfixture::everyKindLevel());
        WmpbNode n = f->node(findByName(*f, QStringLiteral("pos_000")));
        n.angles = {M_PI, M_PI / 2, 0};
        f->setNode(n);
        const QJsonArray deg = f->toJson(false)[QStringLiteral("root")].toObject()[QStringLiteral("children")].toArray()[3]
                                   .toObject()[QStringLiteral("anglesDegrees")].toArray();
        QCOMPARE(deg[0].toDouble(), 180.0);
        QCOMPARE(deg[1].toDouble(), 90.0);
    }

    void validateFindsProblems_data()
    {
        QTest::addColumn<int>("what");
        QTest::addColumn<QString>("field");
        QTest::newRow("child count") << 0 << QStringLiteral("childCount");
        QTest::newRow("header objects") << 1 << QStringLiteral("header.objects");
        QTest::newRow("polygon index") << 2 << QStringLiteral("polygon[2].index");
        QTest::newRow("path edge") << 3 << QStringLiteral("edge[0]");
        QTest::newRow("element header") << 4 << QStringLiteral("element[2]");
    }
    void validateFindsProblems()
    {
        QFETCH(int, what);
        QFETCH(QString, field);
        QByteArray bytes = wmpbfixture::everyKindLevel();
        auto f = readWmpb(bytes);
        auto patchAt = [&](qint64 at, const QByteArray &with) { bytes.replace(at, with.size(), with); };
        const WmpbElement &root = f->elements()[2];
        if (what == 0) {
            patchAt(root.offset + 8 + 2, QByteArray("\x09\x00", 2)); // root claims 9 children
        } else if (what == 1) {
            patchAt(f->elements()[0].offset + 8 + 8, QByteArray("\x0c\x00\x00\x00", 4));
        } else if (what == 2) {
            // block polygons: count, then polygon 0 (2 + 8 bytes), polygon 1, polygon 2's first index
            const WmpbElement &polys = root.children[6].children[5].children[5].children[2];
            QVERIFY(polys.is(17, 2));
            patchAt(polys.offset + 8 + 4 + 10 + 10 + 2, QByteArray("\x09\x00", 2));
        } else if (what == 3) {
            const WmpbElement &edges = root.children[10].children[5].children[3];
            QVERIFY(edges.is(15, 2));
            patchAt(edges.offset + 8 + 4 + 4, QByteArray("\x07\x00\x00\x00", 4));
        } else {
            patchAt(root.offset + 2, QByteArray("\x09", 1));
        }
        f = readWmpb(bytes);
        QCOMPARE(f->write(), bytes);
        bool found = false;
        for (const auto &i : f->validate())
            found |= i.fatal && i.where.field.contains(field);
        QVERIFY2(found, qPrintable(field));
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray good = wmpbfixture::everyKindLevel();
        const auto f = readWmpb(good);
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("wrong magic") << QByteArray("WMPX") + good.mid(4);
        QTest::newRow("magic only") << QByteArray("WMPB");
        QTest::newRow("no root") << good.left(f->elements()[2].offset); // header and settings only
        QByteArray big = good;
        big.replace(8, 4, QByteArray("\xff\xff\xff\x7f", 4));
        QTest::newRow("size past end") << big;
        QByteArray small = good;
        small.replace(8, 4, QByteArray("\x04\x00\x00\x00", 4));
        QTest::newRow("size below 8") << small;
        // A vec3 element of the wrong size inside a node.
        const WmpbElement &pos = f->elements()[2].children[2];
        QByteArray vec = good;
        vec.replace(pos.offset, 8, QByteArray("\x01\x00\x01\x00\x1f\x00\x00\x00", 8));
        vec.remove(pos.offset + 8 + 23, 1);
        vec.replace(f->elements()[2].offset + 4, 4, [&] { quint32 s = quint32(f->elements()[2].byteSize() - 1); return QByteArray(reinterpret_cast<const char *>(&s), 4); }());
        QTest::newRow("vec3 of 23 bytes") << vec;
        // A skill count larger than its element.
        const WmpbElement &skills = f->elements()[2].children[6].children[6].children[5].children[5].children[3];
        QVERIFY(skills.is(11, 2));
        QByteArray sk = good;
        sk.replace(skills.offset + 8, 4, QByteArray("\xff\xff\xff\x0f", 4));
        QTest::newRow("skill count") << sk;
        // Nesting far deeper than any level: must fail cleanly, not exhaust the stack.
        QByteArray deep;
        const int levels = 5000;
        for (int i = 0; i < levels; ++i) {
            const quint32 size = quint32(8 + 8 * (levels - i));
            deep += QByteArray("\x01\x05\x06\x00", 4) + QByteArray(reinterpret_cast<const char *>(&size), 4);
        }
        QTest::newRow("deep nesting") << QByteArray("WMPB") + deep;
        // Zero padding after the last element is kept (zeroPaddingKept); anything else is not.
        QTest::newRow("non-zero byte in the padding") << good + QByteArray(16, '\0') + '\x01' + QByteArray(7, '\0');
        QTest::newRow("zeros only after the magic") << QByteArray("WMPB") + QByteArray(64, '\0');
    }
    void rejectsMalformed()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY_THROWS_EXCEPTION(FormatError, readWmpb(bytes));
    }

    // Zero bytes after the last element (left by some copy tools) are read past and written back
    // as they were, also after an edit.
    void zeroPaddingKept()
    {
        const QByteArray good = wmpbfixture::everyKindLevel();
        const QByteArray padded = good + QByteArray(123, '\0');
        const auto f = readWmpb(padded);
        QCOMPARE(f->write(), padded);
        QCOMPARE(int(f->nodeIds().size()), 11);
        const quint32 id = findByClass(*f, WmpbClass::Light);
        QVERIFY(id != 0);
        WmpbNode light = f->node(id);
        light.position.x() += 8;
        f->setNode(light);
        const QByteArray written = f->write();
        QCOMPARE(written.size(), padded.size());
        QCOMPARE(written.right(123), QByteArray(123, '\0'));
        QVERIFY(written != padded);
        const auto reread = readWmpb(written);
        QCOMPARE(reread->node(findByClass(*reread, WmpbClass::Light)).position.x(), light.position.x());
        QCOMPARE(reread->write(), written);
    }

    void truncationAlwaysFormatError()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        for (qsizetype len = 0; len < bytes.size(); ++len) {
            bool threw = false;
            try {
                readWmpb(bytes.left(len));
            } catch (const FormatError &e) {
                threw = !e.problem.isEmpty();
            }
            QVERIFY2(threw, qPrintable(QStringLiteral("prefix of %1 bytes was accepted").arg(len)));
        }
    }

    void corruptionNeverCrashes()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        QRandomGenerator rng(20240601);
        int accepted = 0;
        for (int round = 0; round < 800; ++round) {
            QByteArray broken = bytes;
            const int flips = 1 + int(rng.bounded(3));
            for (int k = 0; k < flips; ++k)
                broken[rng.bounded(qint32(bytes.size()))] = char(rng.bounded(256));
            try {
                auto f = readWmpb(broken);
                ++accepted;
                QCOMPARE(f->write(), broken);
                f->validate();
                f->infoText();
                f->toJson(true);
                f->mesh(0);
            } catch (const FormatError &) {
            }
        }
        QVERIFY(accepted > 0); // flips inside doubles and text are harmless
    }

    // readWmpb refuses malformed nodes with WmpbNodeDecoder::check, which builds nothing; it must
    // refuse exactly what decode() refuses, with the same offset, field and problem. Compared on
    // every scene node of damaged copies of the every-kind level: each byte in turn set to 0 and
    // to one less (a count one short), and 20,000 copies with 1-3 random bytes changed.
    void checkRefusesWhatDecodeRefuses()
    {
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        std::vector<QByteArray> damaged;
        for (qsizetype at = 4; at < bytes.size(); ++at)
            for (const char value : {char(0), char(bytes[at] - 1)}) {
                damaged.push_back(bytes);
                damaged.back()[at] = value;
            }
        QRandomGenerator rng(20261127);
        for (int round = 0; round < 20000; ++round) {
            damaged.push_back(bytes);
            const int changes = 1 + int(rng.bounded(3));
            for (int k = 0; k < changes; ++k)
                damaged.back()[rng.bounded(qint32(bytes.size()))] = char(rng.bounded(256));
        }
        const auto outcome = [](const std::function<void()> &run) {
            try {
                run();
            } catch (const FormatError &e) {
                return QStringLiteral("%1 | %2 | %3").arg(e.offset).arg(e.field, e.problem);
            }
            return QString();
        };
        int nodes = 0;
        std::set<QString> refusals; // field and problem, without the numbers
        for (const QByteArray &broken : damaged) {
            std::vector<WmpbElement> chain;
            try {
                chain = WmpbCodec::parseChain(broken, 4, broken.size(), WmpbCodec::Context::Top, 0, QStringLiteral("element"));
            } catch (const FormatError &) {
                continue; // the element chain itself is broken: no node to decode
            }
            std::function<void(const WmpbElement &)> visit = [&](const WmpbElement &e) {
                if (!e.isSceneNode())
                    return;
                ++nodes;
                const QString decoded = outcome([&] { WmpbNodeDecoder::decode(e); });
                QCOMPARE(outcome([&] { WmpbNodeDecoder::check(e); }), decoded);
                if (!decoded.isEmpty())
                    refusals.insert(decoded.section(QStringLiteral(" | "), 1).remove(QRegularExpression(QStringLiteral("[0-9]+"))));
                for (const WmpbElement &c : e.children)
                    visit(c);
            };
            for (const WmpbElement &e : chain)
                visit(e);
        }
        qInfo("%d nodes compared, %d kinds of refusal", nodes, int(refusals.size()));
        // The damage reaches every count and end check of the arrays (vertices, polygons, UVs,
        // skills, path points, node skills, edges) and the vec3 sizes: 17 kinds in all.
        QVERIFY2(refusals.size() >= 17, qPrintable(QStringList(refusals.begin(), refusals.end()).join(u'\n')));
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")});
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        if (files.isEmpty())
            QTest::newRow("no corpus") << QString();
    }
    void corpus()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray bytes = ackedit::testing::readFile(path);
        QVERIFY(!bytes.isEmpty());
        const auto f = readWmpb(bytes);
        QCOMPARE(f->write(), bytes);
        QString fatal;
        QVERIFY2(!hasFatal(f->validate(), &fatal), qPrintable(fatal));
        QCOMPARE(quint32(f->nodeIds().size()), f->header().objects);
        QVERIFY(!f->infoText().isEmpty());
        QVERIFY(f->toJson(true).contains(QStringLiteral("root")));
        // The file's polygons face into their (convex) blocks, so the mesh faces out: every
        // triangle's normal points away from its block's vertex centroid.
        const TriangleMesh m = f->mesh(0);
        for (quint32 id : f->nodeIds()) {
            const WmpbNode n = f->node(id);
            const auto *b = std::get_if<WmpbBlockData>(&n.data);
            if (!b || b->vertices.empty())
                continue;
            Eigen::Vector3d c = Eigen::Vector3d::Zero();
            for (const auto &v : b->vertices)
                c += v;
            c /= double(b->vertices.size());
            for (const auto &poly : b->polygons) {
                const Eigen::Vector3d p0 = b->vertices[poly[0]], p1 = b->vertices[poly[1]], p2 = b->vertices[poly[2]];
                QVERIFY((p1 - p0).cross(p2 - p0).dot((p0 + p1 + p2) / 3 - c) < 0); // stored inward
            }
        }
        for (const auto &t : m.triangles) {
            const Eigen::Vector3f a = m.positions[t.v[0]], b = m.positions[t.v[1]], c = m.positions[t.v[2]];
            QVERIFY(t.v[0] < m.positions.size() && t.v[1] < m.positions.size() && t.v[2] < m.positions.size());
            QVERIFY((b - a).cross(c - a).squaredNorm() > 0.f);
        }
    }
};

QTEST_GUILESS_MAIN(TstWmpbFile)
#include "tst_wmpbfile.moc"
