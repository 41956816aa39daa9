// Reading the three generations of text WMP from hand-written fixtures: structure, fields,
// lossless round trip, info text and JSON dump.
#include "format/wmp/wmptextfixtures.h"
#include "lentbytes.h"
#include "wmp/wmptextfile.h"

#include <QJsonArray>
#include <QtTest>

using namespace ackedit::format;
using namespace ackedit::testing;

class TstWmpTextRead : public QObject
{
    Q_OBJECT

    static const WmpObjectNode &objectByNumber(const WmpTextFile &f, int number)
    {
        for (const WmpObjectNode &o : f.objects()) {
            if (o.number == number)
                return o;
        }
        static WmpObjectNode none;
        return none;
    }
    static const WmpEntity &entityByNumber(const WmpTextFile &f, int number)
    {
        for (const WmpEntity &e : f.entities()) {
            if (e.number == number)
                return e;
        }
        static WmpEntity none;
        return none;
    }

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("generation");
        QTest::addColumn<int>("objects");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<int>("entities");
        QTest::newRow("4.x planes LF") << wmpFixture4() << 4 << 5 << 2 << 2;
        QTest::newRow("5.x vertices CRLF") << wmpFixture5() << 5 << 12 << 2 << 7;
        QTest::newRow("6.x axes CRLF") << wmpFixture6() << 6 << 13 << 1 << 2;
    }
    void roundTrip()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, generation);
        QFETCH(int, objects);
        QFETCH(int, blocks);
        QFETCH(int, entities);
        const auto file = readWmpText(data);
        QCOMPARE(int(file->generation()), generation);
        QCOMPARE(int(file->objects().size()), objects);
        QCOMPARE(int(file->blocks().size()), blocks);
        QCOMPARE(int(file->entities().size()), entities);
        QCOMPARE(file->write(), data);
        QCOMPARE(file->syntaxTree().serialize(), data);
        for (const ValidationIssue &issue : file->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        QCOMPARE(file->kind(), AssetFile::Kind::LevelSource);
        QCOMPARE(file->formatName(), QStringLiteral("WMP"));
    }

    // Reading keeps one buffer: every line's text points into the bytes read (no copy per
    // line); an edit detaches its line and leaves the caller's bytes alone; bytes that were only
    // lent (QByteArray::fromRawData) are copied once, so overwriting them later changes nothing.
    void linesShareTheFileBytes()
    {
        const QByteArray data = wmpFixture5();
        const QByteArray before(data.constData(), data.size());
        const auto file = readWmpText(data);
        const char *begin = data.constData();
        int lines = 0, shared = 0;
        file->syntaxTree().forEachLine([&](const WmpLine &l) {
            if (l.text.isEmpty())
                return;
            ++lines;
            shared += l.text.constData() >= begin && l.text.constData() + l.text.size() <= begin + data.size();
        });
        QVERIFY(lines > 50);
        QCOMPARE(shared, lines);

        const WmpObjectNode &o = objectByNumber(*file, 1);
        file->setPosition(o.id, Eigen::Vector3d(1, 2, 3));
        QCOMPARE(data, before);
        QVERIFY(file->write() != before);

        QCOMPARE(readLentBytes(before, readWmpText)->write(), before);
    }

    void fixture5Fields()
    {
        const auto f = readWmpText(wmpFixture5());
        QCOMPARE(f->version(), 510);
        QCOMPARE(f->tool(), QStringLiteral("ACKWED V 5.46.01"));
        QCOMPARE(f->created(), QStringLiteral("26.10.2006"));
        QCOMPARE(f->wed().palette.size(), 768);
        QCOMPARE(quint8(f->wed().palette.at(3 * 17 + 1)), quint8(255 - 17));
        QCOMPARE(f->wed().wads.size(), size_t(1));
        QCOMPARE(f->wed().wads[0].path, QStringLiteral("D:\\game\\wads\\tiles.wad"));
        QCOMPARE(f->wed().subsections, (QStringList{QStringLiteral("palette"), QStringLiteral("wad"), QStringLiteral("view")}));
        QCOMPARE(f->level().script, QStringLiteral("fix5.wdl"));
        QCOMPARE(f->level().elevation, 60.0);
        QCOMPARE(f->level().colors.size(), size_t(6));
        QCOMPARE(f->level().colors[2].y(), 94.50980377);
        QCOMPARE(f->textureNames(), (QStringList{QStringLiteral("stone"), QStringLiteral("sky"), QStringLiteral("glass")}));

        const WmpBlock &b0 = f->blocks()[0];
        QCOMPARE(b0.vertices.size(), size_t(8));
        QCOMPARE(b0.faces.size(), size_t(6));
        QCOMPARE(b0.faces[5].texture, QStringLiteral("sky"));
        QCOMPARE(b0.faces[5].flags, 5u);
        QCOMPARE(b0.faces[5].textureIndex, 1);
        QCOMPARE(b0.footerNumber, 0);
        QCOMPARE(f->blocks()[1].faces[0].indices, (std::vector<int>{0, 1, 2}));

        const WmpEntity &light = entityByNumber(*f, 1);
        QCOMPARE(light.kind, QByteArray("light"));
        QCOMPARE(light.color.x(), 79.21569061);
        QCOMPARE(light.range, 450.0);
        const WmpEntity &box = entityByNumber(*f, 2);
        QCOMPARE(box.name, QStringLiteral("box_mdl_002"));
        QCOMPARE(box.file, QStringLiteral("box.mdl"));
        QCOMPARE(box.action, QStringLiteral("spin_me"));
        QCOMPARE(box.skills, (std::vector<double>{1, 2, 0, 1.5, 0, 0, 0, 0}));
        QCOMPARE(box.flags, 0x200u);
        QCOMPARE(box.scale.x(), 0.5);
        QVERIFY(!box.hasAlbedo);
        const WmpEntity &buoy = entityByNumber(*f, 3);
        QCOMPARE(buoy.skills.size(), size_t(20));
        QVERIFY(buoy.hasAlbedo);
        QCOMPARE(buoy.albedo, 50.0);
        QCOMPARE(entityByNumber(*f, 4).name, QStringLiteral("pos_000"));
        const WmpEntity &path = entityByNumber(*f, 5);
        QCOMPARE(path.points.size(), size_t(3));
        QCOMPARE(path.points[2].y(), -180.0);
        const WmpEntity &sound = entityByNumber(*f, 6);
        QCOMPARE(sound.file, QStringLiteral("sea.wav"));
        QCOMPARE(sound.volume, 100.0);
        QCOMPARE(sound.range, 4000.0);

        // The tree: root -> 1 (blocks), 4 (entities, with nested group 9), 8 (start).
        const WmpObjectNode &root = objectByNumber(*f, 0);
        QCOMPARE(root.name, QStringLiteral("Root"));
        QCOMPARE(root.childNumbers, (std::vector<int>{1, 4, 8}));
        QCOMPARE(root.refKind, QByteArray("level"));
        QCOMPARE(objectByNumber(*f, 9).childNumbers, (std::vector<int>{10, 11}));
        const WmpObjectNode &o5 = objectByNumber(*f, 5);
        QCOMPARE(o5.angles.x(), 1.5708);
        QCOMPARE(f->entities()[size_t(o5.entity)].name, QStringLiteral("box_mdl_002"));
        // World position adds up along the chain: (3072 0 32) + (0 0 0) + (1.7535 ...).
        const int o10 = f->objectIndex(objectByNumber(*f, 10).id);
        const Eigen::Vector3d w = f->worldTransform(o10).translation();
        QVERIFY((w - Eigen::Vector3d(3073.7535, -6.54564, 51.897779)).norm() < 1e-9);
        // Ids resolve both ways.
        QCOMPARE(f->objectIndex(box.id), f->objectIndex(o5.id));
        QCOMPARE(f->entityIndex(o5.id), o5.entity);
    }

    void fixture4Planes()
    {
        const auto f = readWmpText(wmpFixture4());
        QCOMPARE(f->version(), -1);
        QVERIFY(f->blocks()[0].planeBrush);
        QCOMPARE(f->blocks()[0].faces[0].points[1], Eigen::Vector3d(0, 500, 32));
        QCOMPARE(f->blocks()[1].faces[0].flags, 0x49u);
        QCOMPARE(f->blocks()[1].faces[0].extra,
                 (QStringList{QStringLiteral("ndef"), QStringLiteral("ndef"), QStringLiteral("0.0"), QStringLiteral("0000")}));
        QCOMPARE(f->level().colors.size(), size_t(4));
        QCOMPARE(f->level().azimuth, 0.0);
        QCOMPARE(f->wed().subsections.size(), 4);
        // Cube at z=21 (object 2) under group 1 at (-0.000004, -0.000004, 0).
        const TriangleMesh mesh = f->mesh(0);
        QCOMPARE(mesh.triangles.size(), size_t(6 * 2 + 2 + 3 * 2));
        float minZ = 1e9f, maxZ = -1e9f;
        for (const auto &t : mesh.triangles) {
            if (t.skin != 0)
                continue;
            for (uint32_t v : t.v) {
                minZ = std::min(minZ, mesh.positions[v].z());
                maxZ = std::max(maxZ, mesh.positions[v].z());
            }
        }
        QCOMPARE(minZ, -11.0f);
        QCOMPARE(maxZ, 53.0f);
    }

    void fixture6Axes()
    {
        const auto f = readWmpText(wmpFixture6());
        QCOMPARE(f->version(), 710);
        const WmpFace &face = f->blocks()[0].faces[3];
        QVERIFY(face.hasAxes);
        QCOMPARE(face.sAxis, Eigen::Vector4d(0, 1, 0, 16));
        QCOMPARE(face.ambient, -10.0);
        QCOMPARE(f->blocks()[0].faces[1].xScale, 0.5);
        QVERIFY(std::signbit(f->blocks()[0].vertices[0].z()));
        QCOMPARE(f->objects()[size_t(f->rootObject())].childNumbers.size(), size_t(12));
        QCOMPARE(f->objects()[size_t(f->rootObject())].childListLines.size(), size_t(2));
    }

    void infoText()
    {
        const auto f = readWmpText(wmpFixture5());
        const QString info = f->infoText();
        QVERIFY2(info.contains(QStringLiteral("version 510")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Objects: 12 (groups 4)")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Blocks: 2 (faces 10, vertices 12)")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Entities: 7 (level 1, models 2, lights 1, sounds 1, paths 1, starts 1)")),
                 qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("Textures: 3 (stone, sky, glass)")), qPrintable(info));
    }

    void json()
    {
        const auto f = readWmpText(wmpFixture5());
        const QJsonObject j = f->toJson(false);
        QCOMPARE(j.value(QStringLiteral("generation")).toInt(), 5);
        const QJsonObject tree = j.value(QStringLiteral("tree")).toObject();
        QCOMPARE(tree.value(QStringLiteral("name")).toString(), QStringLiteral("Root"));
        QCOMPARE(tree.value(QStringLiteral("level")).toInt(), 0);
        const QJsonArray top = tree.value(QStringLiteral("children")).toArray();
        QCOMPARE(top.size(), 3);
        const QJsonObject group4 = top.at(1).toObject();
        QCOMPARE(group4.value(QStringLiteral("kind")).toString(), QStringLiteral("group"));
        const QJsonObject model = group4.value(QStringLiteral("children")).toArray().at(0).toObject();
        QCOMPARE(model.value(QStringLiteral("kind")).toString(), QStringLiteral("model"));
        QCOMPARE(model.value(QStringLiteral("type")).toInt(), 3);
        QCOMPARE(model.value(QStringLiteral("name")).toString(), QStringLiteral("box_mdl_002"));
        QCOMPARE(model.value(QStringLiteral("file")).toString(), QStringLiteral("box.mdl"));
        QCOMPARE(model.value(QStringLiteral("action")).toString(), QStringLiteral("spin_me"));
        QCOMPARE(model.value(QStringLiteral("flags")).toInt(), 512);
        QCOMPARE(model.value(QStringLiteral("skills")).toArray().size(), 8);
        QCOMPARE(model.value(QStringLiteral("angles")).toArray().at(0).toDouble(), 1.5708);
        QCOMPARE(model.value(QStringLiteral("anglesDegrees")).toArray().at(0).toDouble(), 90.0002);
        // What the compiler writes to the WMB: pan = 90 - stored pan, in 0..360.
        QCOMPARE(model.value(QStringLiteral("engineAngles")).toArray().at(0).toDouble(), 359.9998);
        QCOMPARE(model.value(QStringLiteral("position")).toArray().at(0).toDouble(), 10.0);
        QCOMPARE(model.value(QStringLiteral("worldPosition")).toArray().at(0).toDouble(), 3082.0);
        QCOMPARE(model.value(QStringLiteral("scale")).toArray().at(2).toDouble(), 0.5);
        const QJsonObject buoy = group4.value(QStringLiteral("children")).toArray().at(2).toObject();
        QCOMPARE(buoy.value(QStringLiteral("type")).toInt(), 7);
        QCOMPARE(buoy.value(QStringLiteral("engineAngles")).toArray().at(0).toDouble(), 270.0002); // stored 3.14159
        QCOMPARE(buoy.value(QStringLiteral("albedo")).toDouble(), 50.0);
        const QJsonObject light = group4.value(QStringLiteral("children")).toArray().at(1).toObject();
        QCOMPARE(light.value(QStringLiteral("range")).toDouble(), 450.0);
        QVERIFY(!j.value(QStringLiteral("blocks")).toArray().at(0).toObject().contains(QStringLiteral("vertices")));
        const QJsonObject full = f->toJson(true);
        QCOMPARE(full.value(QStringLiteral("blocks")).toArray().at(0).toObject().value(QStringLiteral("vertices")).toArray().size(), 8);
        QCOMPARE(full.value(QStringLiteral("wed")).toObject().value(QStringLiteral("palette")).toString().size(), 1536);
    }

    void acknex3()
    {
        const QByteArray a3 = "#  This file \"test.WMP\" was generated by WED v3.29\r\n#  comment\r\n\r\n"
                              "VERTEX\t-87.912 128.619 0.000;#0\r\n";
        QVERIFY(isAcknex3Map(a3));
        QVERIFY(isAcknex3Map(QByteArray("# hand made\nREGION\tBorder 40.000 40.000;#0\n")));
        QVERIFY(!isAcknex3Map(wmpFixture5()));
        QVERIFY(!isAcknex3Map(QByteArray("# just a comment\nnothing else\n")));
        try {
            readWmpText(a3);
            QFAIL("an Acknex 3 map must be refused");
        } catch (const FormatError &e) {
            QVERIFY2(e.problem.contains(QStringLiteral("Acknex 3")), qPrintable(e.problem));
            QVERIFY2(e.problem.contains(QStringLiteral("not supported")), qPrintable(e.problem));
        }
    }

    void syntaxErrors_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        // Line numbers are 1-based lines of wmpFixture5().
        const QList<QByteArray> lines = wmpFixture5().split('\n');
        auto lineOf = [&lines](const QByteArray &text) {
            for (int i = 0; i < lines.size(); ++i) {
                if (lines[i].startsWith(text))
                    return i + 1;
            }
            return -1;
        };
        QTest::newRow("bad number") << QByteArray("\t(10 20 30)") << QByteArray("\t(10 2x0 30)")
                                    << lineOf("\t(10 20 30)") << QStringLiteral("object[5].transform");
        QTest::newRow("bad flags") << QByteArray("\t0000001000000000") << QByteArray("\t0000002000000000")
                                   << lineOf("\t0000001000000000") << QStringLiteral("entity[2].flags");
        QTest::newRow("face index") << QByteArray("\t3  0 1 2 :") << QByteArray("\t3  0 1 9 :")
                                    << lineOf("\t3  0 1 2 :") << QStringLiteral("block[1].face[0]");
        QTest::newRow("missing child") << QByteArray("\tobject 10, 11") << QByteArray("\tobject 10, 99")
                                       << lineOf("\tobject 10, 11") << QStringLiteral("object[9]");
        QTest::newRow("stray brace") << QByteArray("\tpos_000\r\n}") << QByteArray("\tpos_000\r\n}\r\n}")
                                     << lineOf("start 4") + 3 << QStringLiteral("structure");
    }
    void syntaxErrors()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, line);
        QFETCH(QString, field);
        QByteArray data = wmpFixture5();
        const qsizetype at = data.indexOf(from);
        QVERIFY(at >= 0);
        data.replace(at, from.size(), to);
        try {
            readWmpText(data);
            QFAIL("no error");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QVERIFY2(e.problem.startsWith(QStringLiteral("line %1").arg(line)), qPrintable(e.toString()));
            QVERIFY2(e.offset >= 0 && e.offset < data.size(), qPrintable(e.toString()));
            // The offset points into the reported line.
            const qsizetype lineStart = e.offset == 0 ? 0 : data.lastIndexOf('\n', e.offset - 1) + 1;
            QCOMPARE(data.left(lineStart).count('\n') + 1, line);
        }
    }
};

QTEST_GUILESS_MAIN(TstWmpTextRead)
#include "tst_wmptextread.moc"
