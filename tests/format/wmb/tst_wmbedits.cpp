// Each kind of edit changes exactly the bytes it should: field edits only their field, structural
// edits (add / remove / reorder objects, long names, texture replacement) only their list plus
// header offsets; every other list keeps its bytes.
#include "common_corpus.h"
#include "format/wmb/wmbfixture.h"
#include "wmb/wmbfile.h"

#include <QFile>
#include <QtTest>

#include <cstring>
#include <functional>

using namespace ackedit::format;

namespace {

quint32 u32(const QByteArray &d, qint64 at)
{
    quint32 v = 0;
    if (at >= 0 && at + 4 <= d.size())
        std::memcpy(&v, d.constData() + at, 4);
    return v;
}

QByteArray listOf(const QByteArray &file, int list) { return file.mid(u32(file, 4 + 8 * list), u32(file, 8 + 8 * list)); }

// Absolute offset of object record `index` in a WMB7.
qint64 recordAt(const QByteArray &file, int index)
{
    const qint64 list = u32(file, 4 + 8 * 15);
    return list + u32(file, list + 4 + 4 * index);
}

QByteArray recordBytes(const QByteArray &file, int index)
{
    const qint64 list = u32(file, 4 + 8 * 15), len = u32(file, 8 + 8 * 15);
    const quint32 count = u32(file, list);
    const qint64 start = recordAt(file, index);
    const qint64 end = quint32(index + 1) < count ? recordAt(file, index + 1) : list + len;
    return file.mid(start, end - start);
}

QList<qint64> changedBytes(const QByteArray &a, const QByteArray &b)
{
    QList<qint64> out;
    for (qint64 i = 0; i < qMin(a.size(), b.size()); ++i)
        if (a[i] != b[i])
            out << i;
    return out;
}

void checkOtherListsUnchanged(const QByteArray &before, const QByteArray &after, int edited)
{
    for (int list = 0; list < 20; ++list) {
        if (list != edited)
            QVERIFY2(listOf(before, list) == listOf(after, list), qPrintable(QStringLiteral("list %1 changed").arg(list)));
    }
}

using Edit = std::function<bool(WmbFile &)>;
struct Range { qint64 from, to; };

} // namespace

Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(QList<Range>)

class TstWmbEdits : public QObject
{
    Q_OBJECT
private slots:
    void fieldEdit_data()
    {
        QTest::addColumn<int>("object");
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QList<Range>>("allowed"); // byte ranges relative to the record
        auto id = [](WmbFile &f, int i) { return f.objects()[size_t(i)].id; };
        QTest::newRow("position of a position") << 1 << Edit([=](WmbFile &f) { return f.setObjectPosition(id(f, 1), {7, 8, 9}); }) << QList<Range>{{4, 16}};
        QTest::newRow("position of a light") << 2 << Edit([=](WmbFile &f) { return f.setObjectPosition(id(f, 2), {7, 8, 9}); }) << QList<Range>{{4, 16}};
        QTest::newRow("position of a sound") << 4 << Edit([=](WmbFile &f) { return f.setObjectPosition(id(f, 4), {7, 8, 9}); }) << QList<Range>{{4, 16}};
        QTest::newRow("position of a region moves both corners") << 7 << Edit([=](WmbFile &f) { return f.setObjectPosition(id(f, 7), {0, 0, 0}); }) << QList<Range>{{4, 28}};
        QTest::newRow("angles of an old entity") << 3 << Edit([=](WmbFile &f) { return f.setObjectAngles(id(f, 3), {1, 2, 3}); }) << QList<Range>{{16, 28}};
        QTest::newRow("scale of an entity") << 6 << Edit([=](WmbFile &f) { return f.setObjectScale(id(f, 6), {2, 2, 2}); }) << QList<Range>{{28, 40}};
        QTest::newRow("name of a position") << 1 << Edit([=](WmbFile &f) { return f.setObjectName(id(f, 1), "start"); }) << QList<Range>{{36, 56}};
        QTest::newRow("name of a region") << 7 << Edit([=](WmbFile &f) { return f.setObjectName(id(f, 7), "zone_a"); }) << QList<Range>{{36, 56}};
        QTest::newRow("name of an entity") << 6 << Edit([=](WmbFile &f) { return f.setObjectName(id(f, 6), "hero"); }) << QList<Range>{{40, 73}};
        QTest::newRow("file of an old entity") << 3 << Edit([=](WmbFile &f) { return f.setObjectFile(id(f, 3), "barrel.mdl"); }) << QList<Range>{{60, 73}};
        QTest::newRow("file of a sound") << 4 << Edit([=](WmbFile &f) { return f.setObjectFile(id(f, 4), "rain.ogg"); }) << QList<Range>{{36, 69}};
        QTest::newRow("action of an entity") << 6 << Edit([=](WmbFile &f) { return f.setObjectAction(id(f, 6), "new_act"); }) << QList<Range>{{106, 139}};
        QTest::newRow("action of an old entity") << 3 << Edit([=](WmbFile &f) { return f.setObjectAction(id(f, 3), "rotate"); }) << QList<Range>{{73, 93}};
        QTest::newRow("skill 3 of an old entity") << 3 << Edit([=](WmbFile &f) { return f.setObjectSkill(id(f, 3), 2, 42); }) << QList<Range>{{104, 108}};
        QTest::newRow("skill 16 of an entity") << 6 << Edit([=](WmbFile &f) { return f.setObjectSkill(id(f, 6), 15, 42); }) << QList<Range>{{200, 204}};
        QTest::newRow("flags of an entity") << 6 << Edit([=](WmbFile &f) { return f.setObjectFlags(id(f, 6), 0x400); }) << QList<Range>{{220, 224}};
        QTest::newRow("flags of an old entity") << 3 << Edit([=](WmbFile &f) { return f.setObjectFlags(id(f, 3), 0x1); }) << QList<Range>{{128, 132}};
        QTest::newRow("flags of a light") << 2 << Edit([=](WmbFile &f) { return f.setObjectFlags(id(f, 2), 0x8); }) << QList<Range>{{32, 36}};
        QTest::newRow("info sun via the struct") << 0 << Edit([](WmbFile &f) { f.object(f.objects()[0].id)->info.sunAzimuth = 90; return true; }) << QList<Range>{{16, 20}};
        // Path: node 2 (index 1) moves; edges 1 and 2 get new lengths.
        QTest::newRow("path node") << 5 << Edit([=](WmbFile &f) { return f.setPathNodePosition(id(f, 5), 1, {100, 50, 0}); })
                                   << QList<Range>{{56, 68}, {160, 164}, {184, 188}};
    }
    void fieldEdit()
    {
        QFETCH(int, object);
        QFETCH(Edit, edit);
        QFETCH(QList<Range>, allowed);
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        QVERIFY(edit(*wmb));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size());
        const QList<qint64> changed = changedBytes(before, after);
        QVERIFY(!changed.isEmpty());
        const qint64 rec = recordAt(before, object);
        for (qint64 at : changed) {
            bool ok = false;
            for (const Range &r : allowed)
                ok = ok || (at >= rec + r.from && at < rec + r.to);
            QVERIFY2(ok, qPrintable(QStringLiteral("byte %1 (record +%2) changed").arg(at).arg(at - rec)));
        }
        // The edit survives a re-read and a second write is stable.
        const auto again = readWmb(after);
        QVERIFY(again->write() == after);
    }

    void pathNodeLengths()
    {
        auto wmb = readWmb(wmbfixture::wmb7Full());
        const quint32 id = wmb->objects()[5].id;
        QVERIFY(wmb->setPathNodePosition(id, 1, {100, 50, 0}));
        const WmbObject *p = wmb->object(id);
        QCOMPARE(p->path.edges[0].length, float(std::sqrt(100.0 * 100 + 50 * 50)));
        QCOMPARE(p->path.edges[1].length, 50.0f);
    }

    // Appending a node: the node and an edge from the former last node (the last edge's bezier,
    // weight and skill), lengths computed; a closed path stays closed through the new node; the
    // path record grows by one node and one edge, nothing else in the file changes, and the
    // result re-reads the same. A WMB6 point list and other objects are refused.
    void appendPathNode()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        const quint32 id = wmb->objects()[5].id;
        const WmbObject open = *wmb->object(id);
        QCOMPARE(open.path.nodes.size(), open.path.edges.size() + 1); // the fixture's path is open
        const quint32 node = wmb->appendPathNode(id, {10, 20, 30});
        QVERIFY(node);
        const WmbObject *p = wmb->object(id);
        QCOMPARE(p->path.nodes.size(), open.path.nodes.size() + 1);
        QCOMPARE(p->path.nodes.back().id, node);
        QCOMPARE(p->path.nodes.back().position, Eigen::Vector3f(10, 20, 30));
        const WmbPathEdge &e = p->path.edges.back();
        QCOMPARE(e.node1, float(open.path.nodes.size()));
        QCOMPARE(e.node2, float(open.path.nodes.size() + 1));
        QCOMPARE(e.length, (open.path.nodes.back().position - Eigen::Vector3f(10, 20, 30)).norm());
        QCOMPARE(e.weight, open.path.edges.back().weight);
        const QByteArray after = wmb->write();
        checkOtherListsUnchanged(before, after, 15); // the objects list
        auto again = readWmb(after);
        QCOMPARE(again->objects()[5].path.nodes.size(), p->path.nodes.size());
        QCOMPARE(again->objects()[5].path.edges.size(), p->path.edges.size());
        QVERIFY(again->write() == after);

        // Closed: the last edge goes back to node 1; after the append it leaves the new node.
        WmbObject closed = *p;
        WmbPathEdge back;
        back.node1 = float(closed.path.nodes.size());
        back.node2 = 1;
        closed.path.edges.push_back(back);
        QVERIFY(wmb->replaceObject(closed));
        QVERIFY(wmb->appendPathNode(id, {0, 0, 0}));
        const auto &edges = wmb->object(id)->path.edges;
        const float n = float(wmb->object(id)->path.nodes.size());
        QCOMPARE(edges.back().node1, n);
        QCOMPARE(edges.back().node2, 1.0f);
        QCOMPARE(edges.back().length, (wmb->object(id)->path.nodes.front().position).norm());
        QCOMPARE(edges[edges.size() - 2].node1, n - 1);
        QCOMPARE(edges[edges.size() - 2].node2, n);

        QCOMPARE(wmb->appendPathNode(wmb->objects()[3].id, {0, 0, 0}), 0u); // not a path
        QCOMPARE(wmb->appendPathNode(0xFFFFFFF, {0, 0, 0}), 0u);
    }

    // A text that does not fit the old entity's field must never overflow: the object becomes
    // a type-7 entity (wmb.md), only the objects list changes.
    void longTextsSwitchToEntity_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("name of 25 characters") << 0;
        QTest::newRow("file of 16 characters") << 1;
        QTest::newRow("file of exactly 13 characters") << 2;
        QTest::newRow("action of 22 characters") << 3;
        QTest::newRow("skill 12") << 4;
    }
    void longTextsSwitchToEntity()
    {
        QFETCH(int, which);
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        const quint32 id = wmb->objects()[3].id;
        bool ok = false;
        switch (which) {
        case 0: ok = wmb->setObjectName(id, "a_really_long_entity_name"); break;
        case 1: ok = wmb->setObjectFile(id, "lotter_dummy.mdl"); break;
        case 2: ok = wmb->setObjectFile(id, "laserammo.mdl"); break;
        case 3: ok = wmb->setObjectAction(id, "a_long_action_function"); break;
        case 4: ok = wmb->setObjectSkill(id, 11, 5); break;
        }
        QVERIFY(ok);
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size() + 372 - 136);
        checkOtherListsUnchanged(before, after, 15);
        for (int i = 0; i < 10; ++i) {
            if (i != 3)
                QVERIFY(recordBytes(before, i) == recordBytes(after, i));
        }
        const auto again = readWmb(after);
        const WmbObject &e = again->objects()[3];
        QCOMPARE(e.kind(), WmbObjectKind::Entity);
        QCOMPARE(e.origin, Eigen::Vector3f(-64, 32, 16));
        QCOMPARE(e.skills[7], 8.0f);
        QCOMPARE(e.flags, 0x200u);
        QVERIFY(!e.fileOverflows());
        QVERIFY(e.file.contains('\0') && e.name.contains('\0') && e.action.contains('\0'));
        if (which == 1)
            QCOMPARE(e.file, wmbfixture::field("lotter_dummy.mdl", 33));
        if (which == 0)
            QCOMPARE(e.nameText(), QByteArray("a_really_long_entity_name"));
        if (which == 4)
            QCOMPARE(e.skills[11], 5.0f);
        else
            QCOMPARE(e.fileText(), which == 1 ? QByteArray("lotter_dummy.mdl") : which == 2 ? QByteArray("laserammo.mdl") : QByteArray("crate.mdl"));
    }

    // WMB2-4 have no type-7 record (none in any known file): what does not fit an old entity is
    // refused there, with the field's limit, and the file stays as it was. WMB6 converts.
    void oldVersionsKeepOldEntities()
    {
        const QByteArray before = wmbfixture::wmb2Quake("WMB4", {wmbfixture::info(56), wmbfixture::oldEntity()});
        auto wmb = readWmb(before);
        const quint32 id = wmb->objects()[1].id;
        QCOMPARE(wmb->objects()[1].kind(), WmbObjectKind::OldEntity);
        QVERIFY(!wmb->hasEntityRecords());
        QString error;
        QVERIFY(!wmb->setObjectName(id, "a_really_long_entity_name", &error));
        QVERIFY2(error.contains(QStringLiteral("19")), qPrintable(error));
        QVERIFY(!wmb->setObjectFile(id, "laserammo.mdl", &error));
        QVERIFY2(error.contains(QStringLiteral("12")), qPrintable(error));
        QVERIFY(!wmb->setObjectAction(id, "a_long_action_function", &error));
        QVERIFY(!wmb->setObjectSkill(id, 11, 5, &error));
        QVERIFY2(error.contains(QStringLiteral("0..7")), qPrintable(error));
        QVERIFY(!wmb->convertToEntity(id));
        QCOMPARE(wmb->write(), before);
        // What fits still goes in place.
        QVERIFY(wmb->setObjectFile(id, "barrel.mdl", &error));
        QVERIFY(wmb->setObjectSkill(id, 7, 5, &error));
        const auto again = readWmb(wmb->write());
        QCOMPARE(again->objects()[1].kind(), WmbObjectKind::OldEntity);
        QCOMPARE(again->objects()[1].fileText(), QByteArray("barrel.mdl"));

        auto wmb6 = readWmb(wmbfixture::wmb6Legacy());
        QVERIFY(wmb6->hasEntityRecords());
        QVERIFY(wmb6->setObjectFile(wmb6->objects()[1].id, "laserammo.mdl"));
        QCOMPARE(wmb6->objects()[1].kind(), WmbObjectKind::Entity);
    }

    void refusedTexts()
    {
        auto wmb = readWmb(wmbfixture::wmb7Full());
        QString error;
        QVERIFY(!wmb->setObjectName(wmb->objects()[1].id, "a_position_name_of_20", &error)); // 20 chars in a 20-byte field
        QVERIFY(!error.isEmpty());
        QVERIFY(!wmb->setObjectFile(wmb->objects()[6].id, QByteArray(33, 'x')));
        QVERIFY(!wmb->setObjectName(wmb->objects()[2].id, "lights have no name"));
        QVERIFY(!wmb->setObjectAction(wmb->objects()[6].id, QByteArray("a\0b", 3)));
        QVERIFY(wmb->write() == wmbfixture::wmb7Full()); // refused edits change nothing
    }

    void addObject_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("at the end") << -1;
        QTest::newRow("at the start") << 0;
        QTest::newRow("in the middle") << 5;
    }
    void addObject()
    {
        QFETCH(int, index);
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        WmbObject s = WmbObject::make(WmbObjectKind::Sound);
        s.origin = {1, 1, 1};
        const quint32 id = wmb->addObject(s, index);
        QVERIFY(wmb->setObjectFile(id, "new.wav"));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size() + 72 + 4);
        checkOtherListsUnchanged(before, after, 15);
        const int at = index < 0 ? 10 : index;
        for (int i = 0, j = 0; i < 11; ++i) {
            if (i == at)
                continue;
            QVERIFY(recordBytes(before, j++) == recordBytes(after, i));
        }
        const auto again = readWmb(after);
        QCOMPARE(again->objects().size(), size_t(11));
        QCOMPARE(again->objects()[size_t(at)].fileText(), QByteArray("new.wav"));
        QCOMPARE(again->objects()[size_t(at)].sound.unused[1], 1.0f);
        // Ids are never reused: the new object's id is above every id read.
        for (const WmbObject &o : wmb->objects())
            QVERIFY(o.id == id || o.id < id);
    }

    void removeObject()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        QVERIFY(wmb->removeObject(wmb->objects()[4].id));
        QVERIFY(!wmb->removeObject(999999));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size() - 72 - 4);
        checkOtherListsUnchanged(before, after, 15);
        for (int i = 0, j = 0; i < 10; ++i) {
            if (i != 4)
                QVERIFY(recordBytes(before, i) == recordBytes(after, j++));
        }
    }

    void removePathDetachesEntity()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        QVERIFY(wmb->removeObject(wmb->objects()[5].id));
        const QByteArray after = wmb->write();
        const QByteArray entityBefore = recordBytes(before, 6), entityAfter = recordBytes(after, 5);
        const QList<qint64> changed = changedBytes(entityBefore, entityAfter);
        QVERIFY(!changed.isEmpty());
        for (qint64 at : changed)
            QVERIFY(at >= 232 && at < 236); // attached path 1 -> 0
        QCOMPARE(readWmb(after)->objects()[5].entity.attachedPath, 0);
    }

    void moveObject()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        QVERIFY(wmb->moveObject(wmb->objects()[9].id, 0));
        QVERIFY(!wmb->moveObject(wmb->objects()[0].id, 10));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size());
        checkOtherListsUnchanged(before, after, 15);
        QVERIFY(recordBytes(before, 9) == recordBytes(after, 0));
        for (int i = 0; i < 9; ++i)
            QVERIFY(recordBytes(before, i) == recordBytes(after, i + 1));
    }

    void replaceTextureSameSize()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        RgbaImage img(16, 16);
        for (size_t i = 0; i < img.pixels.size(); i += 4) {
            img.pixels[i] = 0;
            img.pixels[i + 1] = 0;
            img.pixels[i + 2] = 255;
            img.pixels[i + 3] = 255;
        }
        QVERIFY(wmb->replaceTexture(0, img));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size());
        const qint64 list = u32(before, 4 + 8 * 2);
        const qint64 rec = list + u32(before, list + 4);
        const qint64 dataEnd = rec + 40 + 2 * (256 + 64 + 16 + 4);
        const QList<qint64> changed = changedBytes(before, after);
        QVERIFY(!changed.isEmpty());
        for (qint64 at : changed)
            QVERIFY(at >= rec + 40 && at < dataEnd);
        QCOMPARE(readWmb(after)->skinImage(0), img);
    }

    void replaceTextureNewSize()
    {
        const QByteArray before = wmbfixture::wmb7Full();
        auto wmb = readWmb(before);
        RgbaImage img(16, 8);
        for (size_t i = 0; i < img.pixels.size(); ++i)
            img.pixels[i] = (i % 4 == 3) ? 255 : uint8_t(i * 7);
        QString error;
        QVERIFY(!wmb->replaceTexture(1, RgbaImage(12, 8), &error)); // mipmapped needs multiples of 8
        QVERIFY(wmb->replaceTexture(1, img, &error));
        QVERIFY(wmb->replaceTexture(4, img, &error)); // DDS becomes ARGB8888+mip
        const QByteArray after = wmb->write();
        checkOtherListsUnchanged(before, after, 2);
        const auto again = readWmb(after);
        QCOMPARE(again->skinImage(1), img);
        QCOMPARE(again->skinImage(4), img);
        QCOMPARE(again->textures()[4].type, 13u);
        QCOMPARE(again->textures()[1].mipOffsets, (std::array<quint32, 3>{40 + 384, 40 + 384 + 96, 40 + 384 + 96 + 24}));
        for (const ValidationIssue &i : again->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
        // The untouched textures keep their bytes.
        QCOMPARE(again->textures()[0].data, readWmb(before)->textures()[0].data);
    }

    void replaceLegacyMiptex()
    {
        const QByteArray before = wmbfixture::wmb6Legacy();
        auto wmb = readWmb(before);
        RgbaImage img(8, 8);
        for (size_t i = 0; i < img.pixels.size(); i += 4) {
            img.pixels[i] = 7;    // palette entry 7 = (7, 248, 3)
            img.pixels[i + 1] = 248;
            img.pixels[i + 2] = 3;
            img.pixels[i + 3] = 255;
        }
        QVERIFY(wmb->replaceTexture(0, img));
        const QByteArray after = wmb->write();
        QCOMPARE(after.size(), before.size());
        checkOtherListsUnchanged(before, after, 2);
        const auto again = readWmb(after);
        QCOMPARE(again->textures()[0].type, 40u);
        QCOMPARE(again->skinImage(0), img);
    }

    void addToEmptyLevel()
    {
        const QByteArray before = wmbfixture::wmb7Empty();
        auto wmb = readWmb(before);
        wmb->addObject(WmbObject::make(WmbObjectKind::Info));
        const quint32 e = wmb->addObject(WmbObject::make(WmbObjectKind::Entity));
        QVERIFY(wmb->setObjectName(e, "hero"));
        const QByteArray after = wmb->write();
        checkOtherListsUnchanged(before, after, 15);
        const auto again = readWmb(after);
        QCOMPARE(again->objects().size(), size_t(2));
        QCOMPARE(again->objects()[1].nameText(), QByteArray("hero"));
        QCOMPARE(again->objects()[0].info.compilerVersion, 7.35f);
    }

    void corpusEdits()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFile f(ackedit::testing::corpusDir() + QStringLiteral("/wmb7/libgamestudio_test.wmb"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        auto wmb = readWmb(before);
        const quint32 entity = wmb->objects()[10].id;
        QVERIFY(wmb->setObjectPosition(entity, {1, 2, 3}));
        QByteArray after = wmb->write();
        const qint64 rec = recordAt(before, 10);
        const QList<qint64> changed = changedBytes(before, after);
        QVERIFY(!changed.isEmpty());
        for (qint64 at : changed)
            QVERIFY(at >= rec + 4 && at < rec + 16);
        // Structural: remove the sound, add a light; only the objects list and offsets change.
        QVERIFY(wmb->removeObject(wmb->objects()[9].id));
        wmb->addObject(WmbObject::make(WmbObjectKind::Light));
        after = wmb->write();
        checkOtherListsUnchanged(before, after, 15);
        const auto again = readWmb(after);
        QCOMPARE(again->objects().back().kind(), WmbObjectKind::Light);
        for (const ValidationIssue &i : again->validate())
            QVERIFY2(!i.fatal, qPrintable(i.where.toString()));
    }
};

QTEST_GUILESS_MAIN(TstWmbEdits)
#include "tst_wmbedits.moc"
