// Field edits on text WMPs: each changes exactly the lines holding the field, spells new numbers
// in the file's style, and leaves the file unchanged when refused.
#include "format/wmp/wmptexteditcheck.h"
#include "format/wmp/wmptextfixtures.h"
#include "wmp/wmptextfile.h"

#include <QtTest>
#include <cmath>

using namespace ackedit::format;
using namespace ackedit::testing;

namespace {

quint32 objectId(const WmpTextFile &f, int number)
{
    for (const WmpObjectNode &o : f.objects()) {
        if (o.number == number)
            return o.id;
    }
    return 0;
}

quint32 entityId(const WmpTextFile &f, int number)
{
    for (const WmpEntity &e : f.entities()) {
        if (e.number == number)
            return e.id;
    }
    return 0;
}

QList<QByteArray> crlf(const QList<QByteArray> &lines)
{
    QList<QByteArray> out;
    for (const QByteArray &l : lines)
        out << l + "\r\n";
    return out;
}

} // namespace

class TstWmpTextEdit : public QObject
{
    Q_OBJECT

private slots:
    void position_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("object");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<double>("z");
        QTest::addColumn<QByteArray>("oldLine");
        QTest::addColumn<QByteArray>("newLine");
        QTest::newRow("5.x trims zeros") << wmpFixture5() << 5 << 12.25 << 20.0 << -0.5
                                         << QByteArray("\t(10 20 30) (1.5708 0 0) (0.5 0.5 0.5)\r\n")
                                         << QByteArray("\t(12.25 20 -0.5) (1.5708 0 0) (0.5 0.5 0.5)\r\n");
        QTest::newRow("4.x keeps .0") << wmpFixture4() << 3 << 100.0 << 2.5 << 1.0 / 3
                                      << QByteArray("\t(100.0 0.0 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)\n")
                                      << QByteArray("\t(100.0 2.5 0.333333) (0.0 0.0 0.0) (1.0 1.0 1.0)\n");
        QTest::newRow("6.x negative") << wmpFixture6() << 1 << 0.0 << -16.0 << -12.000001
                                      << QByteArray("\t(0 -16 -12) (0 0 0) (1 1 1)\r\n")
                                      << QByteArray("\t(0 -16 -12.000001) (0 0 0) (1 1 1)\r\n");
        QTest::newRow("4.x float noise kept") << wmpFixture4() << 1 << -0.000004 << -0.000004 << 8.0
                                              << QByteArray("\t(-0.000004 -0.000004 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)\n")
                                              << QByteArray("\t(-0.000004 -0.000004 8.0) (0.0 0.0 0.0) (1.0 1.0 1.0)\n");
    }
    void position()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, object);
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, z);
        QFETCH(QByteArray, oldLine);
        QFETCH(QByteArray, newLine);
        const auto f = readWmpText(data);
        const quint32 id = objectId(*f, object);
        f->setPosition(id, Eigen::Vector3d(x, y, z));
        checkWmpEdit(data, *f, {oldLine}, {newLine});
        // Stored with 6 decimals, like WED's %f.
        QVERIFY((f->objects()[size_t(f->objectIndex(id))].position - Eigen::Vector3d(x, y, z)).norm() < 1e-6);
    }

    // A path's points: the count line and one line per point; kept points keep their spelling,
    // new lines copy the last point line's indentation and line end, fewer points drop lines.
    void pathPoints()
    {
        const QByteArray data = wmpFixture5();
        const quint32 path = entityId(*readWmpText(data), 5);
        const auto grown = readWmpText(data);
        grown->setPathPoints(path, {{0, 0, 0}, {-8, -100, 16}, {24, -180, 40}, {32.5, -1.0 / 3, 0}});
        checkWmpEdit(data, *grown, crlf({"\t3"}), crlf({"\t4", "\t32.5 -0.333333 0"}));
        QCOMPARE(grown->entities()[size_t(grown->entityIndex(path))].points.size(), size_t(4));

        const auto shrunk = readWmpText(data);
        shrunk->setPathPoints(path, {{0, 0, 0}, {-8, -100, 17}});
        checkWmpEdit(data, *shrunk, crlf({"\t3", "\t-8 -100 16", "\t24 -180 40"}), crlf({"\t2", "\t-8 -100 17"}));

        const auto same = readWmpText(data);
        same->setPathPoints(path, {{0, 0, 0}, {-8, -100, 16}, {24, -180, 40}});
        QCOMPARE(same->write(), data);
        // Refused: not a path, or a number the file cannot hold; the file stays as it was.
        QVERIFY_THROWS_EXCEPTION(FormatError, same->setPathPoints(entityId(*same, 1), {{0, 0, 0}}));
        QVERIFY_THROWS_EXCEPTION(FormatError, same->setPathPoints(path, {{std::nan(""), 0, 0}}));
        QCOMPARE(same->write(), data);
    }

    void sameValueKeepsBytes()
    {
        const QByteArray data = wmpFixture6();
        const auto f = readWmpText(data);
        const quint32 id = objectId(*f, 1);
        f->setPosition(id, Eigen::Vector3d(0, -16, -12));
        f->setAngles(id, Eigen::Vector3d(0, 0, 0));
        f->setScale(id, Eigen::Vector3d(1, 1, 1));
        QCOMPARE(f->write(), data);
    }

    void angles()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->setAngles(objectId(*f, 7), Eigen::Vector3d(M_PI / 2, 0.2618, 0));
        checkWmpEdit(data, *f, crlf({"\t(-64 0 0) (3.14159 0 0) (1 1 1)"}), crlf({"\t(-64 0 0) (1.570796 0.2618 0) (1 1 1)"}));
    }

    void scaleOfModelTouchesBothLines()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->setScale(objectId(*f, 5), Eigen::Vector3d(2, 2, 2.5));
        checkWmpEdit(data, *f, crlf({"\t0.5 0.5 0.5", "\t(10 20 30) (1.5708 0 0) (0.5 0.5 0.5)"}),
              crlf({"\t2 2 2.5", "\t(10 20 30) (1.5708 0 0) (2 2 2.5)"}));
        QCOMPARE(f->entities()[size_t(f->entityIndex(entityId(*f, 2)))].scale, Eigen::Vector3d(2, 2, 2.5));
    }

    void entityName()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        // By object id or by entity id: the same entity.
        f->setName(objectId(*f, 5), QStringLiteral("crate_01"));
        checkWmpEdit(data, *f, crlf({"model 2 {   // box_mdl_002", "\tbox_mdl_002"}), crlf({"model 2 {   // crate_01", "\tcrate_01"}));
        f->setName(entityId(*f, 4), QStringLiteral("pos_player"));
        QCOMPARE(f->entities()[size_t(f->entityIndex(entityId(*f, 4)))].name, QStringLiteral("pos_player"));
    }

    void groupName()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->setName(objectId(*f, 1), QStringLiteral("walls"));
        checkWmpEdit(data, *f, crlf({"object 1 {"}), crlf({"object 1 {  // walls"}));
        QCOMPARE(f->objects()[size_t(f->objectIndex(objectId(*f, 1)))].name, QStringLiteral("walls"));
        f->setName(objectId(*f, 0), QStringLiteral("Main level"));
        checkWmpEdit(data, *f, crlf({"object 0 {  // Root", "object 1 {"}), crlf({"object 0 {  // Main level", "object 1 {  // walls"}));
        f->setName(objectId(*f, 1), QString());
        f->setName(objectId(*f, 0), QStringLiteral("Root"));
        QCOMPARE(f->write(), data);
    }

    // One edit per row; exactly the listed lines change.
    void singleField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QList<QByteArray>>("removed");
        QTest::addColumn<QList<QByteArray>>("added");
        QTest::newRow("model file") << 0 << crlf({"\t<box.mdl>"}) << crlf({"\t<crate.mdl>"});
        QTest::newRow("action to none") << 1 << crlf({"\tspin_me"}) << crlf({"\tndef"});
        QTest::newRow("action") << 2 << crlf({"\tspin_me"}) << crlf({"\tturn_around"});
        QTest::newRow("skills, unchanged spellings kept") << 3 << crlf({"\t1 2 0 1.5 0 0 0 0"})
                                                          << crlf({"\t1 2 0 1.5 7.25 0 0 0"});
        QTest::newRow("20 skills") << 4 << crlf({"\t0 0 4 0 0 0 6 90 2 0 0 0 0 0 0 0 0 0 0 0"})
                                   << crlf({"\t0 0 4 0 0 0 6 90 2 0 0 0 0 0 0 0 0 0 0 -3"});
        QTest::newRow("model flags keep 16 digits") << 5 << crlf({"\t0000001000000000"}) << crlf({"\t0000001000000001"});
        QTest::newRow("sound file") << 6 << crlf({"\t<sea.wav>"}) << crlf({"\t<rain.wav>"});
        QTest::newRow("sound flags widen to 32") << 7 << crlf({"\t0000"}) << crlf({"\t00000000000000010000000000000000"});
        QTest::newRow("start name") << 8 << crlf({"start 4 {   // pos_000", "\tpos_000"})
                                    << crlf({"start 4 {   // pos_player", "\tpos_player"});
        QTest::newRow("path name") << 9 << crlf({"path 5 {   // path_000", "\tpath_000"})
                                   << crlf({"path 5 {   // path_lift", "\tpath_lift"});
        QTest::newRow("sound volume, range kept") << 10 << crlf({"\t100 0 1 4000"}) << crlf({"\t80 0 1 4000"});
        QTest::newRow("sound range") << 11 << crlf({"\t100 0 1 4000"}) << crlf({"\t100 0 1 2500.5"});
        QTest::newRow("model ambient") << 12 << crlf({"\t0"}) << crlf({"\t35.5"});
        QTest::newRow("model albedo (20 skills)") << 13 << crlf({"\t50"}) << crlf({"\t-12.25"});
        QTest::newRow("ambient of the 20-skill model") << 14 << crlf({"\t0"}) << crlf({"\t100"});
    }
    void singleField()
    {
        QFETCH(int, which);
        QFETCH(QList<QByteArray>, removed);
        QFETCH(QList<QByteArray>, added);
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 box = objectId(*f, 5), buoy = objectId(*f, 7), sound = objectId(*f, 11);
        switch (which) {
        case 0: f->setFile(box, QStringLiteral("crate.mdl")); break;
        case 1: f->setAction(box, QString()); break;
        case 2: f->setAction(box, QStringLiteral("turn_around")); break;
        case 3: f->setSkills(box, {1, 2, 0, 1.5, 7.25}); break;
        case 4: {
            std::vector<double> skills = f->entities()[size_t(f->entityIndex(buoy))].skills;
            skills[19] = -3;
            f->setSkills(buoy, skills);
            break;
        }
        case 5: f->setFlags(box, 0x201); break;
        case 6: f->setFile(sound, QStringLiteral("rain.wav")); break;
        case 7: f->setFlags(sound, 0x10000); break;
        case 8: f->setName(objectId(*f, 8), QStringLiteral("pos_player")); break;
        case 9: f->setName(objectId(*f, 10), QStringLiteral("path_lift")); break;
        case 10: f->setSound(sound, 80, 4000); break;
        case 11: f->setSound(sound, 100, 2500.5); break;
        case 12: f->setAmbient(box, 35.5); break;
        case 13: f->setAlbedo(buoy, -12.25); break;
        case 14: f->setAmbient(buoy, 100); break;
        }
        checkWmpEdit(data, *f, removed, added);
        // Exactly one section changed; the same edit by the entity's own id gives the same text.
        if (which >= 10) {
            const auto g = readWmpText(data);
            const quint32 e = which == 12 ? entityId(*g, 2) : which >= 13 ? entityId(*g, 3) : entityId(*g, 6);
            switch (which) {
            case 10: g->setSound(e, 80, 4000); break;
            case 11: g->setSound(e, 100, 2500.5); break;
            case 12: g->setAmbient(e, 35.5); break;
            case 13: g->setAlbedo(e, -12.25); break;
            case 14: g->setAmbient(e, 100); break;
            }
            QCOMPARE(g->write(), f->write());
        }
    }

    void fieldsReadBack()
    {
        const auto f = readWmpText(wmpFixture5());
        const quint32 box = objectId(*f, 5);
        f->setFile(box, QStringLiteral("crate.mdl"));
        f->setAction(box, QString());
        f->setSkills(box, {1, 2, 0, 1.5, 7.25});
        f->setFlags(box, 0x201);
        const auto again = readWmpText(f->write());
        const WmpEntity &e = again->entities()[size_t(again->entityIndex(objectId(*again, 5)))];
        QCOMPARE(e.file, QStringLiteral("crate.mdl"));
        QCOMPARE(e.action, QStringLiteral("ndef"));
        QCOMPARE(e.skills, (std::vector<double>{1, 2, 0, 1.5, 7.25, 0, 0, 0}));
        QCOMPARE(e.flags, 0x201u);
    }

    void soundAndLightingReadBack()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 box = objectId(*f, 5), buoy = objectId(*f, 7), sound = objectId(*f, 11);
        f->setSound(sound, 55.5, 1234);
        f->setAmbient(box, 20);
        f->setAmbient(buoy, 30);
        f->setAlbedo(buoy, 1.0 / 3);
        const auto again = readWmpText(f->write());
        QCOMPARE(again->write(), f->write());
        const WmpEntity &s = again->entities()[size_t(again->entityIndex(objectId(*again, 11)))];
        QCOMPARE(s.volume, 55.5);
        QCOMPARE(s.range, 1234.0);
        QCOMPARE(s.soundA, 0.0); // the two middle numbers stay
        QCOMPARE(s.soundB, 1.0);
        QCOMPARE(again->entities()[size_t(again->entityIndex(objectId(*again, 5)))].ambient, 20.0);
        const WmpEntity &b = again->entities()[size_t(again->entityIndex(objectId(*again, 7)))];
        QCOMPARE(b.ambient, 30.0);
        QCOMPARE(b.albedo, 0.333333); // six decimals, like WED's %f
        // Back to the old values: the old bytes (these spellings are the generation's own).
        f->setSound(sound, 100, 4000);
        f->setAmbient(box, 0);
        f->setAmbient(buoy, 0);
        f->setAlbedo(buoy, 50);
        QCOMPARE(f->write(), data);
    }

    void light()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->setLight(objectId(*f, 6), Eigen::Vector3d(100, 50, 100.0 * 64 / 255), 300);
        checkWmpEdit(data, *f, crlf({"\t79.21569061 79.21569061 100 450"}), crlf({"\t100 50 25.09803922 300"}));
        const QByteArray data4 = wmpFixture4();
        const auto f4 = readWmpText(data4);
        f4->setLight(objectId(*f4, 4), Eigen::Vector3d(49.84313583, 49.84313583, 49.84313583), 512);
        checkWmpEdit(data4, *f4, {"\t49.84313583 49.84313583 49.84313583 300.0\n"}, {"\t49.84313583 49.84313583 49.84313583 512.0\n"});
    }

    void refusedEditsChangeNothing_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("name of a light") << 0;
        QTest::newRow("name with blank") << 1;
        QTest::newRow("nan position") << 2;
        QTest::newRow("unknown id") << 3;
        QTest::newRow("too many skills") << 4;
        QTest::newRow("file of a start") << 5;
        QTest::newRow("comment in a file name") << 6;
        QTest::newRow("name of a block") << 7;
        QTest::newRow("huge scale") << 8;
        QTest::newRow("albedo of an 8-skill model") << 9;
        QTest::newRow("ambient of a light") << 10;
        QTest::newRow("volume of a light") << 11;
        QTest::newRow("nan sound range") << 12;
        QTest::newRow("albedo of a group") << 13;
    }
    void refusedEditsChangeNothing()
    {
        QFETCH(int, which);
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        try {
            switch (which) {
            case 0: f->setName(objectId(*f, 6), QStringLiteral("lamp")); break;
            case 1: f->setName(objectId(*f, 5), QStringLiteral("two words")); break;
            case 2: f->setPosition(objectId(*f, 5), Eigen::Vector3d(std::nan(""), 0, 0)); break;
            case 3: f->setPosition(999999, Eigen::Vector3d(0, 0, 0)); break;
            case 4: f->setSkills(objectId(*f, 5), std::vector<double>(9, 1.0)); break;
            case 5: f->setFile(objectId(*f, 8), QStringLiteral("x.mdl")); break;
            case 6: f->setFile(objectId(*f, 5), QStringLiteral("a//b.mdl")); break;
            case 7: f->setName(objectId(*f, 2), QStringLiteral("wall")); break;
            case 8: f->setScale(objectId(*f, 5), Eigen::Vector3d(1e300, 1, 1)); break;
            case 9: f->setAlbedo(objectId(*f, 5), 10); break;
            case 10: f->setAmbient(objectId(*f, 6), 10); break;
            case 11: f->setSound(objectId(*f, 6), 10, 100); break;
            case 12: f->setSound(objectId(*f, 11), 100, std::nan("")); break;
            case 13: f->setAlbedo(objectId(*f, 1), 10); break;
            }
            QFAIL("edit accepted");
        } catch (const FormatError &e) {
            QVERIFY(!e.field.isEmpty());
        }
        QCOMPARE(f->write(), data);
    }
};

QTEST_GUILESS_MAIN(TstWmpTextEdit)
#include "tst_wmptextedit.moc"
