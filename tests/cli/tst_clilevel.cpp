// ackedit-cli's level commands (issue 34 point 7) as a user runs them: `level list` prints one
// line per node (id, kind, name, world position), `level add` puts a node of each kind the format
// takes at a world position, `level move` moves a node by a world offset (a group's members with
// it), `level remove` takes a node out; every output reads back with what was done, passes
// `validate --rules`, and the project's readers give back the counts. Refusals exit non-zero and
// write nothing. On the corpus: every text WMP and WMPB takes a light and a box block, and the
// block moves.
#include "cli/clirunner.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"

#include "formatregistry.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;
using ackedit::testing::writeFile;

namespace {

struct Node
{
    QString id, kind, name;
    Eigen::Vector3d at = Eigen::Vector3d::Constant(std::nan(""));
};

QList<Node> listOf(const QString &file)
{
    const auto r = runCli({QStringLiteral("level"), QStringLiteral("list"), file});
    QList<Node> nodes;
    if (r.exitCode != 0)
        return nodes;
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char('\t'));
        if (f.size() != 4)
            return {};
        Node n{f[0], f[1], f[2]};
        const QStringList xyz = f[3].split(QLatin1Char(','));
        if (xyz.size() == 3)
            n.at = Eigen::Vector3d(xyz[0].toDouble(), xyz[1].toDouble(), xyz[2].toDouble());
        nodes << n;
    }
    return nodes;
}

Node byId(const QList<Node> &nodes, const QString &id)
{
    for (const Node &n : nodes) {
        if (n.id == id)
            return n;
    }
    return {};
}

QStringList strings(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

bool near(const Eigen::Vector3d &a, const Eigen::Vector3d &b) { return (a - b).norm() < 1e-3; }

// The id `level add` reports (its last line: "added KIND ID", the id in the written file).
QString addedId(const QString &out)
{
    const QString last = out.trimmed().section(QLatin1Char('\n'), -1);
    return last.startsWith(QLatin1String("added ")) ? last.section(QLatin1Char(' '), 2, 2) : QString();
}

} // namespace

class TstCliLevel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString input(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        return writeFile(path, bytes) ? path : QString();
    }

    // add KIND at `at` into `out`; returns the new id (empty on failure, with the reason logged).
    static QString add(const QString &in, const QString &out, const QStringList &kindAndOptions)
    {
        const auto r = runCli(QStringList{QStringLiteral("level"), QStringLiteral("add"), in, out} + kindAndOptions);
        if (r.exitCode != 0) {
            qWarning("%s", qPrintable(r.err));
            return {};
        }
        return addedId(r.out);
    }

    // The errors `validate --rules` counts (its summary line "N error(s)"); -1 when unreadable.
    static int ruleErrors(const QString &file)
    {
        const auto r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), file});
        const qsizetype at = r.out.lastIndexOf(QLatin1String(" error(s)"));
        if (r.exitCode > 1 || at < 0)
            return -1;
        return r.out.left(at).section(QLatin1Char(' '), -1).toInt();
    }

    static bool validates(const QString &file) { return ackedit::testing::validatesWithRules(file); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void listShowsEveryNodeWithItsWorldPosition()
    {
        const QString in = input(QStringLiteral("fix5.wmp"), ackedit::testing::wmpFixture5());
        const QList<Node> nodes = listOf(in);
        QCOMPARE(nodes.size(), 12); // 12 objects
        int positions = 0, models = 0;
        for (const Node &n : nodes) {
            positions += n.kind == QLatin1String("position");
            models += n.kind == QLatin1String("entity");
        }
        QCOMPARE(positions, 1);
        QCOMPARE(models, 2);
        for (const Node &n : nodes) {
            if (n.name == QLatin1String("box_mdl_002")) // (10 20 30) in the group at (3072 0 32)
                QVERIFY(near(n.at, Eigen::Vector3d(3082, 20, 62)));
        }
    }

    void addEachKindEveryFormat_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("text WMP") << ackedit::testing::wmpFixture5()
                                  << strings({"entity", "light", "sound", "position", "path", "group", "block"});
        QTest::newRow("WMPB") << wmpbfixture::everyKindLevel()
                              << strings({"entity", "light", "sound", "position", "path", "region", "group", "block"});
        QTest::newRow("WMB7") << wmbfixture::wmb7Full() << strings({"entity", "light", "sound", "position", "region"});
    }
    void addEachKindEveryFormat()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, kinds);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        QString in = input(tag + QStringLiteral(".in"), bytes);
        const qsizetype before = listOf(in).size();
        QVERIFY(before > 0);
        const int errorsBefore = ruleErrors(in); // the WMB fixture holds one on purpose
        QVERIFY(errorsBefore >= 0);
        int n = 0;
        for (const QString &kind : kinds) {
            const QString out = m_dir.filePath(QStringLiteral("%1.%2.out").arg(tag).arg(++n));
            const Eigen::Vector3d at(100 + 16 * n, -40, 24);
            QStringList options{kind, QStringLiteral("--at"), QStringLiteral("%1,%2,%3").arg(at.x()).arg(at.y()).arg(at.z())};
            if (kind == QLatin1String("entity"))
                options << QStringLiteral("--file") << QStringLiteral("crate.mdl");
            if (kind == QLatin1String("block"))
                options << QStringLiteral("--size") << QStringLiteral("32,64,128");
            const QString id = add(in, out, options);
            QVERIFY2(!id.isEmpty(), qPrintable(kind));
            const QList<Node> nodes = listOf(out);
            QCOMPARE(nodes.size(), before + n);
            const Node added = byId(nodes, id);
            QCOMPARE(added.kind, kind);
            QVERIFY2(near(added.at, at), qPrintable(kind));
            QVERIFY2(ruleErrors(out) == errorsBefore, qPrintable(kind)); // no new rule broken
            QVERIFY(ackedit::format::readAssetFile(ackedit::testing::readFile(out)));
            in = out;
        }
    }

    void moveByAWorldOffset()
    {
        const QString in = input(QStringLiteral("move.wmp"), ackedit::testing::wmpFixture5());
        const QList<Node> before = listOf(in);
        Node group, member;
        for (const Node &n : before) {
            if (n.name == QLatin1String("box_mdl_002"))
                member = n;
        }
        for (const Node &n : before) {
            if (n.kind == QLatin1String("group") && near(n.at, Eigen::Vector3d(3072, 0, 32))) {
                group = n; // object 4 (its group 9 sits at the same place, below it)
                break;
            }
        }
        QVERIFY(!group.id.isEmpty() && !member.id.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("moved.wmp"));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("move"), in, out, group.id, QStringLiteral("--by"),
                               QStringLiteral("-72,8,0.5")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<Node> after = listOf(out);
        QVERIFY(near(byId(after, group.id).at, group.at + Eigen::Vector3d(-72, 8, 0.5)));
        QVERIFY(near(byId(after, member.id).at, member.at + Eigen::Vector3d(-72, 8, 0.5))); // with its group
        QVERIFY(validates(out));
        // Only the group's position line changed.
        const QByteArray a = ackedit::testing::wmpFixture5(), b = ackedit::testing::readFile(out);
        QCOMPARE(b.size(), a.size() + 2);
        QVERIFY(b.contains("\t(3000 8 32.5) (0 0 0) (1 1 1)\r\n"));
    }

    // A path node appended by the headless path, as the views' click does: the file holds one
    // more point there (read back with the project's reader), validates, and the rest stays.
    void addPathNodeEveryLevelSource_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("wmp") << QStringLiteral("path.wmp") << ackedit::testing::wmpFixture5();
        QTest::newRow("wmpb") << QStringLiteral("path.wmpb") << wmpbfixture::everyKindLevel();
    }
    void addPathNodeEveryLevelSource()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        const QString in = input(name, bytes);
        QString path;
        for (const Node &n : listOf(in)) {
            if (n.kind == QLatin1String("path"))
                path = n.id;
        }
        QVERIFY(!path.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("noded.") + name);
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("add"), in, out, QStringLiteral("path-node"),
                               QStringLiteral("--at"), QStringLiteral("3200,-64,48"), QStringLiteral("--parent"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("added path-node 4 to path ") + path), qPrintable(r.out));
        QVERIFY(validates(out));
        // The last point, relative to the path as the file stores it, plus the path's place.
        std::vector<Eigen::Vector3d> points;
        const QByteArray written = ackedit::testing::readFile(out);
        if (name.endsWith(QLatin1String(".wmp"))) {
            for (const ackedit::format::WmpEntity &e : ackedit::format::readWmpText(written)->entities()) {
                if (e.kind == "path")
                    points = e.points;
            }
        } else {
            const auto wmpb = ackedit::format::readWmpb(written);
            for (quint32 id : wmpb->nodeIds()) {
                const ackedit::format::WmpbNode node = wmpb->node(id);
                if (const auto *p = std::get_if<ackedit::format::WmpbPathData>(&node.data))
                    points = p->points;
            }
        }
        QCOMPARE(points.size(), size_t(4));
        // (level list prints 6 significant digits: 3073.75 for the text path's 3073.7535)
        const Eigen::Vector3d last = byId(listOf(out), path).at + points.back();
        QVERIFY2((last - Eigen::Vector3d(3200, -64, 48)).norm() < 0.01, qPrintable(QStringLiteral("%1 %2 %3").arg(last.x()).arg(last.y()).arg(last.z())));
        QCOMPARE(listOf(out).size(), listOf(in).size()); // a point, not a node
    }

    // A WMB's path takes a node of its own: one more node under the path in `level list`, the
    // path record one node and one edge longer, read back by the project's reader; validates.
    void addPathNodeToAWmbPath()
    {
        const QString in = input(QStringLiteral("path.wmb"), wmbfixture::wmb7Full());
        QString path;
        for (const Node &n : listOf(in)) {
            if (n.kind == QLatin1String("path"))
                path = n.id;
        }
        QVERIFY(!path.isEmpty());
        const auto before = ackedit::format::readWmb(wmbfixture::wmb7Full());
        size_t nodes = 0;
        for (const ackedit::format::WmbObject &o : before->objects())
            nodes = o.type == quint32(ackedit::format::WmbObjectKind::Path) ? o.path.nodes.size() : nodes;
        const QString out = m_dir.filePath(QStringLiteral("noded.wmb"));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("add"), in, out, QStringLiteral("path-node"),
                               QStringLiteral("--at"), QStringLiteral("3200,-64,48"), QStringLiteral("--parent"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("added path-node %1 to path ").arg(nodes + 1) + path), qPrintable(r.out));
        // The fixture carries one deliberate error (an overflowing file name): the output has the
        // same findings, no new one.
        const auto findings = [](const QString &file) {
            const QString text = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), file}).out;
            return text.split(QLatin1Char('\n')).filter(QStringLiteral("error(s)")).join(QString()).section(QStringLiteral(": "), -1);
        };
        QVERIFY(!findings(in).isEmpty());
        QCOMPARE(findings(out), findings(in));
        QCOMPARE(listOf(out).size(), listOf(in).size() + 1);
        const auto after = ackedit::format::readWmb(ackedit::testing::readFile(out));
        for (const ackedit::format::WmbObject &o : after->objects()) {
            if (o.type != quint32(ackedit::format::WmbObjectKind::Path))
                continue;
            QCOMPARE(o.path.nodes.size(), nodes + 1);
            QCOMPARE(o.path.nodes.back().position, Eigen::Vector3f(3200, -64, 48));
            QCOMPARE(o.path.edges.back().node2, float(nodes + 1));
        }
    }

    void removeTakesTheSubtree()
    {
        const QString in = input(QStringLiteral("remove.wmpb"), wmpbfixture::everyKindLevel());
        const QList<Node> before = listOf(in);
        QString outer;
        for (const Node &n : before) {
            if (n.name == QLatin1String("outer"))
                outer = n.id;
        }
        QVERIFY(!outer.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("removed.wmpb"));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("remove"), in, out, outer});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<Node> after = listOf(out);
        QCOMPARE(after.size(), before.size() - 4); // outer, its block, inner, the crate
        for (const Node &n : after) // (ids are given out again when the file is opened)
            QVERIFY(n.name != QLatin1String("outer") && n.name != QLatin1String("crate_mdl_001"));
        QVERIFY(validates(out));
    }

    // Two entities grouped into a new group and ungrouped again: every node keeps its world
    // position; the files validate.
    void groupAndUngroup()
    {
        const QString in = input(QStringLiteral("group.wmp"), ackedit::testing::wmpFixture5());
        const QList<Node> before = listOf(in);
        QStringList models;
        for (const Node &n : before) {
            if (n.kind == QLatin1String("entity"))
                models << n.id;
        }
        QCOMPARE(models.size(), 2);
        const QString grouped = m_dir.filePath(QStringLiteral("grouped.wmp"));
        auto r = runCli(QStringList{QStringLiteral("level"), QStringLiteral("group"), in, grouped} + models);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QList<Node> after = listOf(grouped);
        QCOMPARE(after.size(), before.size() + 1);
        QVERIFY(validates(grouped));
        // The group's id: the node just before the first entity, of kind group.
        QString group;
        for (int i = 1; i < after.size(); ++i) {
            if (after[i].name == byId(before, models.first()).name && after[i - 1].kind == QLatin1String("group"))
                group = after[i - 1].id;
        }
        QVERIFY(!group.isEmpty());
        const QString ungrouped = m_dir.filePath(QStringLiteral("ungrouped.wmp"));
        r = runCli({QStringLiteral("level"), QStringLiteral("ungroup"), grouped, ungrouped, group});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        after = listOf(ungrouped);
        QCOMPARE(after.size(), before.size());
        QVERIFY(validates(ungrouped));
        // The same nodes in the same places (the two members now stand together where the first was).
        for (const Node &old : before) {
            bool found = false;
            for (const Node &now : after)
                found = found || (now.name == old.name && now.kind == old.kind
                                  && (std::isnan(old.at.x()) || near(now.at, old.at)));
            QVERIFY2(found, qPrintable(old.name));
        }
    }

    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const char *in = "@IN@", *out = "@OUT@";
        QTest::newRow("unknown sub-command") << strings({"level", "paint", in}) << 2 << QStringLiteral("level takes list, add, move, remove, group, ungroup, texture or textures");
        QTest::newRow("add without --at") << strings({"level", "add", in, out, "light"}) << 2 << QStringLiteral("--at is required");
        QTest::newRow("unknown kind") << strings({"level", "add", in, out, "dragon", "--at", "0,0,0"}) << 2 << QStringLiteral("unknown kind dragon");
        QTest::newRow("bad --at") << strings({"level", "add", in, out, "light", "--at", "1,2"}) << 2 << QStringLiteral("bad value for --at");
        QTest::newRow("--size on a light") << strings({"level", "add", in, out, "light", "--at", "0,0,0", "--size", "8,8,8"}) << 2 << QStringLiteral("--size is for blocks only");
        QTest::newRow("region in a text WMP") << strings({"level", "add", in, out, "region", "--at", "0,0,0"}) << 1 << QStringLiteral("takes a region");
        QTest::newRow("no such parent") << strings({"level", "add", in, out, "light", "--at", "0,0,0", "--parent", "999"}) << 1 << QStringLiteral("no node 999");
        QTest::newRow("move: no such node") << strings({"level", "move", in, out, "999", "--by", "1,0,0"}) << 1 << QStringLiteral("no node 999");
        QTest::newRow("move: no --by") << strings({"level", "move", in, out, "1"}) << 2 << QStringLiteral("--by is required");
        QTest::newRow("group: no ids") << strings({"level", "group", in, out}) << 2 << QStringLiteral("level group takes FILE OUT ID...");
        QTest::newRow("group: no such node") << strings({"level", "group", in, out, "999"}) << 1 << QStringLiteral("no node 999");
        QTest::newRow("ungroup: two ids") << strings({"level", "ungroup", in, out, "1", "2"}) << 2 << QStringLiteral("level ungroup takes FILE OUT ID");
        QTest::newRow("ungroup: not a group") << strings({"level", "ungroup", in, out, "@LIGHT@"}) << 1 << QStringLiteral("Only a group can be ungrouped");
        QTest::newRow("path-node without --parent") << strings({"level", "add", in, out, "path-node", "--at", "0,0,0"}) << 2 << QStringLiteral("needs --at and --parent");
        QTest::newRow("path-node on a light") << strings({"level", "add", in, out, "path-node", "--at", "0,0,0", "--parent", "@LIGHT@"}) << 1 << QStringLiteral("Select a path");
        QTest::newRow("remove: not a number") << strings({"level", "remove", in, out, "x"}) << 2 << QStringLiteral("bad node id x");
    }
    void refusalsWriteNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        const QString in = input(QStringLiteral("refuse.wmp"), ackedit::testing::wmpFixture5());
        const QString out = m_dir.filePath(QStringLiteral("refused.out"));
        QFile::remove(out);
        args.replaceInStrings(QStringLiteral("@IN@"), in);
        args.replaceInStrings(QStringLiteral("@OUT@"), out);
        for (const Node &n : listOf(in)) {
            if (n.kind == QLatin1String("light"))
                args.replaceInStrings(QStringLiteral("@LIGHT@"), n.id);
        }
        const auto r = runCli(args);
        QCOMPARE(r.exitCode, code);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void notALevel()
    {
        const QString in = input(QStringLiteral("a.wad"), QByteArray("WAD2") + QByteArray(8, '\0'));
        const auto r = runCli({QStringLiteral("level"), QStringLiteral("list"), in});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(!r.err.isEmpty(), "no reason given");
    }

    // Every corpus text WMP and WMPB: a light and a 32x64x128 block added, the block moved;
    // each output validates and lists them where they were put.
    void corpusLevelsTakeALightAndABlock()
    {
        if (!ackedit::testing::hasCorpus())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        const QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wmp"), QStringLiteral("wmpb")}, {QStringLiteral(".wmp")});
        QVERIFY(files.size() >= 20);
        int done = 0, refused = 0;
        for (const QString &file : files) {
            const QString base = m_dir.filePath(QFileInfo(file).completeBaseName());
            const auto light = runCli({QStringLiteral("level"), QStringLiteral("add"), file, base + QStringLiteral(".1.wmp"),
                                       QStringLiteral("light"), QStringLiteral("--at"), QStringLiteral("16,32,48")});
            if (light.exitCode != 0) {
                // A map-entity piece (no level section, no group) takes no node: said, not written.
                QVERIFY2(light.err.contains(QLatin1String("no place in this")), qPrintable(file + light.err));
                QVERIFY(!QFile::exists(base + QStringLiteral(".1.wmp")));
                ++refused;
                continue;
            }
            const QString block = add(base + QStringLiteral(".1.wmp"), base + QStringLiteral(".2.wmp"),
                                      {QStringLiteral("block"), QStringLiteral("--at"), QStringLiteral("100,200,300"),
                                       QStringLiteral("--size"), QStringLiteral("32,64,128")});
            QVERIFY2(!block.isEmpty(), qPrintable(file));
            const auto moved = runCli({QStringLiteral("level"), QStringLiteral("move"), base + QStringLiteral(".2.wmp"),
                                       base + QStringLiteral(".3.wmp"), block, QStringLiteral("--by"), QStringLiteral("8,0,-8")});
            QVERIFY2(moved.exitCode == 0, qPrintable(file + moved.err));
            QVERIFY2(validates(base + QStringLiteral(".3.wmp")), qPrintable(file));
            const QList<Node> nodes = listOf(base + QStringLiteral(".3.wmp"));
            QVERIFY2(near(byId(nodes, block).at, Eigen::Vector3d(108, 200, 292)), qPrintable(file));
            QCOMPARE(nodes.size(), listOf(file).size() + 2);
            ++done;
        }
        qInfo("%d corpus levels took a light and a block (moved); %d refused (no place takes a node)", done, refused);
        QVERIFY(done >= 20);
    }

    // Every corpus level of every format (WMB2..7, text WMP, WMPB): a light added at (16,32,48)
    // is listed there with one node more and no new validate --rules error; moved and removed
    // again, the file is the original byte for byte.
    void corpusAddMoveRemoveGivesTheFileBack()
    {
        if (!ackedit::testing::hasCorpus())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wmp"), QStringLiteral("wmpb")}, {QStringLiteral(".wmp")});
        files += ackedit::testing::corpusFiles({QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"),
                                                QStringLiteral("wmb6"), QStringLiteral("wmb7")},
                                               {QStringLiteral(".wmb")});
        QVERIFY(files.size() >= 45);
        int identical = 0, refused = 0;
        for (const QString &file : files) {
            const QString base = m_dir.filePath(QStringLiteral("rt_") + QFileInfo(file).fileName());
            const auto added = runCli({QStringLiteral("level"), QStringLiteral("add"), file, base + QStringLiteral(".1"),
                                       QStringLiteral("light"), QStringLiteral("--at"), QStringLiteral("16,32,48")});
            if (added.exitCode != 0) {
                QVERIFY2(added.err.contains(QLatin1String("no place in this")), qPrintable(file + added.err));
                ++refused;
                continue;
            }
            const QString id = addedId(added.out);
            const QList<Node> nodes = listOf(base + QStringLiteral(".1"));
            QCOMPARE(nodes.size(), listOf(file).size() + 1);
            QVERIFY2(near(byId(nodes, id).at, Eigen::Vector3d(16, 32, 48)), qPrintable(file));
            QCOMPARE(ruleErrors(base + QStringLiteral(".1")), ruleErrors(file));
            const auto moved = runCli({QStringLiteral("level"), QStringLiteral("move"), base + QStringLiteral(".1"),
                                       base + QStringLiteral(".2"), id, QStringLiteral("--by"), QStringLiteral("8,8,8")});
            QVERIFY2(moved.exitCode == 0, qPrintable(file + moved.err));
            const auto removed = runCli({QStringLiteral("level"), QStringLiteral("remove"), base + QStringLiteral(".2"),
                                         base + QStringLiteral(".3"), id});
            QVERIFY2(removed.exitCode == 0, qPrintable(file + removed.err));
            QVERIFY2(ackedit::testing::readFile(base + QStringLiteral(".3")) == ackedit::testing::readFile(file), qPrintable(file));
            ++identical;
        }
        qInfo("%d corpus levels: add, move, remove gave the file back byte for byte; %d took no light", identical, refused);
        QVERIFY(identical >= 45);
    }
};

QTEST_GUILESS_MAIN(TstCliLevel)
#include "tst_clilevel.moc"
