// Structure edits on text WMPs: reorder/reparent, add, remove, duplicate. Each test proves which
// lines changed, that the result reads back and validates, and that ids stay stable.
#include "format/wmp/wmptextdiff.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmp/wmptextvariants.h"
#include "wmp/wmptextfile.h"

#include <QtTest>

#include <algorithm>
#include <map>

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

const WmpObjectNode &node(const WmpTextFile &f, quint32 id) { return f.objects()[size_t(f.objectIndex(id))]; }

QList<QByteArray> crlf(const QList<QByteArray> &lines)
{
    QList<QByteArray> out;
    for (const QByteArray &l : lines)
        out << l + "\r\n";
    return out;
}

QList<QByteArray> sorted(QList<QByteArray> l)
{
    std::sort(l.begin(), l.end());
    return l;
}

} // namespace

class TstWmpTextStructure : public QObject
{
    Q_OBJECT

    static void check(const QByteArray &before, const WmpTextFile &file, const QList<QByteArray> &removed,
                      const QList<QByteArray> &added)
    {
        const QByteArray after = file.write();
        const WmpLineDiff d = wmpDiffLines(before, after);
        QCOMPARE(sorted(d.removed), sorted(removed));
        QCOMPARE(sorted(d.added), sorted(added));
        const auto again = readWmpText(after);
        QCOMPARE(again->write(), after);
        for (const ValidationIssue &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
    }

    // Every block of the file is a closed solid with outward winding.
    static void checkGeometry(const WmpTextFile &f)
    {
        for (size_t b = 0; b < f.blocks().size(); ++b) {
            const WmpBrush::Result geo = f.blockGeometry(int(b));
            QVERIFY(geo.bounded);
            std::map<std::pair<int, int>, int> edges;
            double volume = 0;
            for (const WmpBrush::Polygon &p : geo.polygons) {
                for (size_t k = 0; k < p.vertices.size(); ++k)
                    edges[{p.vertices[k], p.vertices[(k + 1) % p.vertices.size()]}] += 1;
                for (const auto &t : WmpBrush::triangulate(p))
                    volume += geo.vertices[size_t(t[0])].dot(geo.vertices[size_t(t[1])].cross(geo.vertices[size_t(t[2])]));
            }
            for (const auto &[e, n] : edges)
                QVERIFY(n == 1 && edges.count({e.second, e.first}) == 1);
            QVERIFY(volume > 0);
        }
    }

private slots:
    void reorder()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->moveObject(objectId(*f, 8), objectId(*f, 0), 0);
        check(data, *f, crlf({"\tobject 1, 4, 8"}), crlf({"\tobject 8, 1, 4"}));
        f->moveObject(objectId(*f, 8), objectId(*f, 0), -1);
        QCOMPARE(f->write(), data);
    }

    void reparentEntityAndBlock()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 start = objectId(*f, 8);
        f->moveObject(start, objectId(*f, 9));
        check(data, *f, crlf({"\tobject 1, 4, 8", "\tobject 10, 11"}), crlf({"\tobject 1, 4", "\tobject 10, 11, 8"}));
        QCOMPARE(node(*f, start).parent, f->objectIndex(objectId(*f, 9)));
        // Positions are relative to the parent: the start now sits below group 4 at (3072 0 32).
        QCOMPARE(f->worldTransform(f->objectIndex(start)).translation(), Eigen::Vector3d(3072 + 3040, 48, 32 + 336));

        const QByteArray before = f->write();
        f->moveObject(objectId(*f, 3), objectId(*f, 0), 1); // a block leaf
        check(before, *f, crlf({"\tobject 1, 4", "\tobject 2, 3"}), crlf({"\tobject 1, 3, 4", "\tobject 2"}));
    }

    void childListWraps()
    {
        const QByteArray data = wmpFixture6();
        const auto f = readWmpText(data);
        f->moveObject(objectId(*f, 12), objectId(*f, 3));
        check(data, *f, crlf({"\tobject 11, 12"}), crlf({"\tobject 11", "\tobject 12"}));
        const QByteArray before = f->write();
        f->moveObject(objectId(*f, 11), objectId(*f, 3), 0);
        check(before, *f, crlf({"\tobject 11", "\tobject 12"}), crlf({"\tobject 11, 12"}));
        QCOMPARE(node(*f, objectId(*f, 0)).childListLines.size(), size_t(1));
    }

    void refusedMoves()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveObject(objectId(*f, 4), objectId(*f, 9)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveObject(objectId(*f, 4), objectId(*f, 4)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveObject(objectId(*f, 0), objectId(*f, 1)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveObject(objectId(*f, 5), 424242));
        QCOMPARE(f->write(), data);
    }

    // Nesting deeper than kMaxDepth would not read back: the edits refuse it before they
    // change a line (a recorded structural change must always apply).
    void nestingDeeperThanTheLimitIsRefused()
    {
        const auto f = readWmpText(wmpFixture5());
        QList<quint32> chain{objectId(*f, 0)}; // chain[d] sits at depth d
        while (chain.size() <= WmpTextFile::kMaxDepth)
            chain << f->addGroup(chain.last());
        const QByteArray deep = f->write();
        QVERIFY(readWmpText(deep)); // depth kMaxDepth is still allowed

        QVERIFY_THROWS_EXCEPTION(FormatError, f->addGroup(chain.last()));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->addEntity(chain.last(), "light", QString()));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->addBoxBlock(chain.last(), Eigen::Vector3d(8, 8, 8), QStringLiteral("x")));
        // Group 4 has two levels below it (group 9 and its leaves): under chain[kMaxDepth - 2]
        // it would sit at kMaxDepth - 1 and the leaves one too deep.
        QCOMPARE(f->objects()[size_t(f->objectIndex(objectId(*f, 9)))].parent, f->objectIndex(objectId(*f, 4)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveObject(objectId(*f, 4), chain[WmpTextFile::kMaxDepth - 2]));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->recordOnly([&] { f->moveObject(objectId(*f, 4), chain.last()); }));
        QCOMPARE(f->write(), deep);

        f->moveObject(objectId(*f, 8), chain[WmpTextFile::kMaxDepth - 1]); // a leaf fits at the limit
        f->moveObject(objectId(*f, 4), chain[WmpTextFile::kMaxDepth - 3]); // the leaves at the limit
        QVERIFY(readWmpText(f->write()));
    }

    void addGroup()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 id = f->addGroup(objectId(*f, 0), QStringLiteral("props"));
        check(data, *f, crlf({"objects 12", "\tobject 1, 4, 8"}),
              crlf({"objects 13", "\tobject 1, 4, 8, 12", "object 12 {  // props", "\t(0 0 0) (0 0 0) (1 1 1)", "}", ""}));
        QCOMPARE(node(*f, id).name, QStringLiteral("props"));
        QCOMPARE(node(*f, id).number, 12);
        // Removing it again gives the original bytes back.
        f->removeObject(id);
        QCOMPARE(f->write(), data);

        const QByteArray data4 = wmpFixture4();
        const auto f4 = readWmpText(data4);
        f4->addGroup(objectId(*f4, 1), QString(), 0);
        check(data4, *f4, {"objects 5\n", "\tobject 2, 3\n"},
              {"objects 6\n", "\tobject 5, 2, 3\n", "object 5 {\n", "\t(0.0 0.0 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)\n", "}\n", "\n"});
    }

    void addEntities_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QString>("text");
        for (const auto &[name, fixture] : {std::pair{"4.x", wmpFixture4()}, std::pair{"5.x", wmpFixture5()},
                                            std::pair{"6.x", wmpFixture6()}}) {
            for (const char *kind : {"light", "model", "start", "path", "sound"}) {
                const QString text = QByteArray(kind) == "model" ? QStringLiteral("Tree.MDL")
                                   : QByteArray(kind) == "sound" ? QStringLiteral("wind.wav") : QString();
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(name), QLatin1String(kind))))
                    << fixture << QByteArray(kind) << text;
            }
        }
    }
    void addEntities()
    {
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, kind);
        QFETCH(QString, text);
        const auto f = readWmpText(data);
        const int entitiesBefore = int(f->entities().size());
        const int objectsBefore = int(f->objects().size());
        const quint32 group = objectId(*f, 1);
        const int childrenBefore = int(node(*f, group).childNumbers.size());
        const quint32 id = f->addEntity(group, kind, text);
        const WmpObjectNode &o = node(*f, id);
        QCOMPARE(o.refKind, kind);
        QCOMPARE(o.refNumber, entitiesBefore);
        QCOMPARE(o.number, objectsBefore);
        QCOMPARE(int(node(*f, group).childNumbers.size()), childrenBefore + 1);
        const WmpEntity &e = f->entities()[size_t(o.entity)];
        QCOMPARE(e.kind, kind);
        if (kind == "model") {
            QCOMPARE(e.file, QStringLiteral("Tree.MDL"));
            QCOMPARE(e.name, QStringLiteral("tree_mdl_%1").arg(entitiesBefore, 3, 10, QLatin1Char('0')));
            QCOMPARE(e.skills.size(), size_t(8));
        }
        if (kind == "sound")
            QCOMPARE(e.file, QStringLiteral("wind.wav"));
        if (kind == "start")
            QCOMPARE(e.name, QStringLiteral("pos_000"));
        const QByteArray after = f->write();
        const auto again = readWmpText(after);
        QCOMPARE(again->write(), after);
        for (const ValidationIssue &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        // Only additions, apart from the count lines and the parent's child list.
        const WmpLineDiff d = wmpDiffLines(data, after);
        QCOMPARE(d.removed.size(), 2 + (childrenBefore > 0 ? 1 : 0));
        // The new section sits between the last entity and the first object.
        const int sectionAt = int(after.indexOf(kind + ' ' + QByteArray::number(entitiesBefore) + " {"));
        QVERIFY(sectionAt > 0 && sectionAt < after.indexOf("object 0 {"));
        // Removing it again restores the original file exactly.
        f->removeObject(id);
        QCOMPARE(f->write(), data);
    }

    void noEntitiesWithoutLevel()
    {
        // A map-entity piece like flw_l4_pol.wmp: no level, the root holds the block itself.
        const QByteArray data = "// WMP2\r\n// ACKWED V 5.46.01\r\n\r\nversion 510\r\n\r\nblocks 0\r\nentities 0\r\n"
                                "objects 1\r\n\r\nobject 0 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n}\r\n\r\n";
        const auto f = readWmpText(data);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->addEntity(objectId(*f, 0), "light", QString()));
        QCOMPARE(f->write(), data);
        const quint32 group = f->addGroup(objectId(*f, 0), QStringLiteral("parts"));
        f->addBoxBlock(group, Eigen::Vector3d(16, 16, 16), QStringLiteral("stone"));
        const auto again = readWmpText(f->write());
        QCOMPARE(again->blocks().size(), size_t(1));
        for (const ValidationIssue &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
    }

    void addModelExactLines()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->addEntity(objectId(*f, 9), "model", QStringLiteral("Tree.MDL"), 1);
        check(data, *f, crlf({"entities 7", "objects 12", "\tobject 10, 11"}),
              crlf({"entities 8", "objects 13", "\tobject 10, 12, 11",
                    // after sound 6, before object 0
                    "model 7 {   // tree_mdl_007", "\t1 1 1", "\t<Tree.MDL>", "\ttree_mdl_007", "\tndef",
                    "\t0 0 0 0 0 0 0 0", "\t0000", "\t0", "}", "",
                    // at the end
                    "object 12 {", "\t(0 0 0) (0 0 0) (1 1 1)", "\tmodel 7", "}", ""}));
        const QByteArray after = f->write();
        QVERIFY(after.indexOf("sound 6 {") < after.indexOf("model 7 {"));
        QVERIFY(after.indexOf("model 7 {") < after.indexOf("object 0 {"));
        QVERIFY(after.endsWith("object 12 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n\tmodel 7\r\n}\r\n\r\n"));
    }

    void addBoxBlock_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("4.x planes") << wmpFixture4();
        QTest::newRow("5.x vertices") << wmpFixture5();
        QTest::newRow("6.x axes") << wmpFixture6();
    }
    void addBoxBlock()
    {
        QFETCH(QByteArray, data);
        const auto f = readWmpText(data);
        const int blocksBefore = int(f->blocks().size());
        const quint32 id = f->addBoxBlock(objectId(*f, 0), Eigen::Vector3d(64, 32, 16), QStringLiteral("crate"));
        const WmpObjectNode &o = node(*f, id);
        QCOMPARE(o.refKind, QByteArray("block"));
        QCOMPARE(o.refNumber, blocksBefore);
        const WmpBrush::Result geo = f->blockGeometry(o.block);
        QCOMPARE(geo.polygons.size(), size_t(6));
        Eigen::Vector3d lo = Eigen::Vector3d::Constant(1e9), hi = -lo;
        for (const WmpBrush::Polygon &p : geo.polygons)
            for (int v : p.vertices) {
                lo = lo.cwiseMin(geo.vertices[size_t(v)]);
                hi = hi.cwiseMax(geo.vertices[size_t(v)]);
            }
        QVERIFY((hi - lo - Eigen::Vector3d(64, 32, 16)).norm() < 1e-9);
        checkGeometry(*f);
        const QByteArray after = f->write();
        const auto again = readWmpText(after);
        QVERIFY(again->textureNames().contains(QStringLiteral("crate")));
        QStringList issues;
        for (const ValidationIssue &issue : again->validate())
            issues << issue.where.toString(); // includes "wound outward" if the template were wrong
        QCOMPARE(issues, QStringList());
        f->removeObject(id);
        QCOMPARE(f->write(), data);
    }

    void removeLast()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        f->removeObject(objectId(*f, 11));
        check(data, *f, crlf({"entities 7", "objects 12", "sound 6 {", "\t<sea.wav>", "\t0000", "\t100 0 1 4000", "}", "",
                              "\tobject 10, 11", "object 11 {", "\t(0 0 0) (0 0 0) (1 1 1)", "\tsound 6", "}", ""}),
              crlf({"entities 6", "objects 11", "\tobject 10"}));
    }

    void removeRenumbers()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 box = objectId(*f, 5);
        const quint32 path = objectId(*f, 10);
        try {
            f->removeObject(objectId(*f, 1)); // group with both blocks (objects 1, 2, 3)
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString()));
        }
        QCOMPARE(f->objects().size(), size_t(9));
        QCOMPARE(f->blocks().size(), size_t(0));
        // Ids survive the renumbering.
        QCOMPARE(node(*f, box).number, 2);
        QCOMPARE(node(*f, path).number, 7);
        QCOMPARE(node(*f, objectId(*f, 0)).childNumbers, (std::vector<int>{1, 5}));
        const QByteArray after = f->write();
        const auto again = readWmpText(after);
        for (const ValidationIssue &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        QVERIFY(after.contains("blocks 0\r\n"));
        QVERIFY(!after.contains("block 0 {"));
        // Exactly: the removed sections gone, counts, and the renumbered headers and lists.
        QByteArray expected = data;
        expected.remove(expected.indexOf("block 0 {"), expected.indexOf("level 0 {") - expected.indexOf("block 0 {"));
        expected.remove(expected.indexOf("object 1 {"), expected.indexOf("object 4 {") - expected.indexOf("object 1 {"));
        expected.replace("blocks 2\r\n", "blocks 0\r\n").replace("objects 12\r\n", "objects 9\r\n");
        expected.replace("\tobject 1, 4, 8\r\n", "\tobject 1, 5\r\n");
        expected.replace("\tobject 5, 6, 7, 9\r\n", "\tobject 2, 3, 4, 6\r\n");
        expected.replace("\tobject 10, 11\r\n", "\tobject 7, 8\r\n");
        for (int n = 4; n <= 11; ++n)
            expected.replace("object " + QByteArray::number(n) + " {", "object " + QByteArray::number(n - 3) + " {");
        QCOMPARE(after, expected);
    }

    void duplicate()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const quint32 copy = f->duplicateObject(objectId(*f, 4));
        QCOMPARE(node(*f, copy).number, 12);
        QCOMPARE(node(*f, objectId(*f, 0)).childNumbers, (std::vector<int>{1, 4, 12, 8}));
        QCOMPARE(f->objects().size(), size_t(19));
        QCOMPARE(f->entities().size(), size_t(12));
        // The copy's tree mirrors the original.
        const WmpObjectNode &c = node(*f, copy);
        QCOMPARE(c.childNumbers.size(), size_t(4));
        const WmpObjectNode &nested = f->objects()[size_t(c.children[3])];
        QCOMPARE(nested.childNumbers.size(), size_t(2));
        const WmpEntity &pathCopy = f->entities()[size_t(f->objects()[size_t(nested.children[0])].entity)];
        QCOMPARE(pathCopy.kind, QByteArray("path"));
        QCOMPARE(pathCopy.points.size(), size_t(3));
        QVERIFY(f->write().contains("entities 12\r\n"));
        QVERIFY(f->write().contains("objects 19\r\n"));
        const auto again = readWmpText(f->write());
        for (const ValidationIssue &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        // Removing the copy gives the original bytes back.
        f->removeObject(copy);
        QCOMPARE(f->write(), data);

        const quint32 blockCopy = f->duplicateObject(objectId(*f, 3));
        const WmpBlock &b = f->blocks()[size_t(node(*f, blockCopy).block)];
        QCOMPARE(b.number, 2);
        QCOMPARE(b.footerNumber, 2);
        QCOMPARE(b.faces.size(), size_t(4));
        checkGeometry(*f);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->duplicateObject(objectId(*f, 0)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->removeObject(objectId(*f, 0)));
    }

    // A block with blank and comment lines (hand-edited): its copy and the renumbering after a
    // removal change the footer number on its own line, not a blank one.
    // A copy of the object that holds the level section, or of a group above it, would make a
    // second level section, which no reader accepts.
    void duplicatingTheLevelHolderIsRefused()
    {
        const QByteArray data = QByteArrayList({"//WMP2", "level 0{", "<>", "<>", "3", "0", "0", "<>", "}",
                                                "object 0{", "(0 0 0)(0 0 0)(1 1 1)", "object 1", "}",
                                                "object 1{", "(0 0 0)(0 0 0)(1 1 1)", "object 2", "}",
                                                "object 2{", "(0 0 0)(0 0 0)(1 1 1)", "level 0", "}", ""})
                                    .join("\r\n");
        const auto f = readWmpText(data);
        QVERIFY(f);
        for (int number : {2, 1}) {
            try {
                f->duplicateObject(objectId(*f, number));
                QFAIL("a second level section was made");
            } catch (const FormatError &e) {
                QVERIFY2(e.toString().contains(QLatin1String("level section")), qPrintable(e.toString()));
            }
        }
        QCOMPARE(f->write(), data);
    }

    void blockWithBlankLinesDuplicatedAndRenumbered()
    {
        const QByteArray data = wmpBlockWithBlankLines();
        QVERIFY(!data.isEmpty());
        const auto f = readWmpText(data);
        const quint32 copy = f->duplicateObject(objectId(*f, 2)); // the cube, block 0
        const WmpBlock &b = f->blocks()[size_t(node(*f, copy).block)];
        QCOMPARE(b.number, 2);
        QCOMPARE(b.footerNumber, 2);
        QCOMPARE(b.faces.size(), size_t(6));
        checkGeometry(*f);
        f->removeObject(objectId(*f, 2)); // block 0 goes: blocks 1 and 2 become 0 and 1
        const auto again = readWmpText(f->write());
        QCOMPARE(again->blocks().size(), size_t(2));
        for (const WmpBlock &k : again->blocks())
            QCOMPARE(k.footerNumber, k.number);
        QCOMPARE(again->blocks()[1].faces.size(), size_t(6));
        QVERIFY(f->write().contains("\t\t// material\r\n\t\tndef\r\n\r\n\t\t1\r\n"));
        for (const auto &issue : again->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
    }

    void duplicatePlaneBlock()
    {
        const QByteArray data = wmpFixture4();
        const auto f = readWmpText(data);
        const quint32 copy = f->duplicateObject(objectId(*f, 1));
        QCOMPARE(f->blocks().size(), size_t(4));
        QCOMPARE(node(*f, copy).childNumbers, (std::vector<int>{6, 7}));
        checkGeometry(*f);
        QCOMPARE(f->mesh(0).triangles.size(), size_t(2 * (12 + 8)));
    }
};

QTEST_GUILESS_MAIN(TstWmpTextStructure)
#include "tst_wmptextstructure.moc"
