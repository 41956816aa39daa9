// Binary WMP edits: each kind of edit changes exactly the bytes it should. The expected file is
// computed independently from the original bytes (splice the changed element, add the size
// delta to every ancestor's size field, fix child/header counts) and compared byte for byte.
#include "wmpb/wmpbfile.h"

#include "common_corpus.h"
#include "wmpbfixture.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace ackedit::format;
using wmpbfixture::El;
using wmpbfixture::serialise;
using wmpbfixture::text;

namespace {

struct Splice
{
    qint64 start, end; // in original coordinates
    QByteArray with;
};

QByteArray applySplices(QByteArray b, std::vector<Splice> splices)
{
    std::sort(splices.begin(), splices.end(), [](const Splice &x, const Splice &y) { return x.start > y.start; });
    for (const Splice &s : splices)
        b.replace(s.start, s.end - s.start, s.with);
    return b;
}

quint32 u32At(const QByteArray &b, qint64 at)
{
    quint32 v;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

void addU32(QByteArray &b, qint64 at, qint64 delta)
{
    const quint32 v = quint32(qint64(u32At(b, at)) + delta);
    b.replace(at, 4, QByteArray(reinterpret_cast<const char *>(&v), 4));
}

void setU16(QByteArray &b, qint64 at, quint16 v)
{
    b.replace(at, 2, QByteArray(reinterpret_cast<const char *>(&v), 2));
}

// The chain of scene-node elements from the root down to `uid`.
bool chainTo(const WmpbElement &e, quint32 uid, std::vector<const WmpbElement *> &out)
{
    out.push_back(&e);
    if (e.uid == uid)
        return true;
    for (const WmpbElement &c : e.children)
        if (c.isSceneNode() && chainTo(c, uid, out))
            return true;
    out.pop_back();
    return false;
}

std::vector<const WmpbElement *> chainTo(const WmpbFile &f, quint32 uid)
{
    std::vector<const WmpbElement *> out;
    for (const WmpbElement &top : f.elements())
        if (top.isSceneNode() && chainTo(top, uid, out))
            break;
    return out;
}

// Where an element sat in the original file; taken before an edit (the edit changes sizes and
// may move elements in memory).
struct Span
{
    qint64 offset = 0, size = 0;
    qint64 end() const { return offset + size; }
};

Span span(const WmpbElement *e)
{
    return {e->offset, e->byteSize()};
}

std::vector<Span> spans(const std::vector<const WmpbElement *> &chain)
{
    std::vector<Span> out;
    for (const WmpbElement *e : chain)
        out.push_back(span(e));
    return out;
}

// Adds `delta` to the size field of every element in `chain`.
void growAll(QByteArray &b, const std::vector<Span> &chain, qint64 delta)
{
    for (const Span &e : chain)
        addU32(b, e.offset + 4, delta);
}

quint32 idByName(const WmpbFile &f, const QString &name)
{
    for (quint32 id : f.nodeIds())
        if (f.node(id).name == name)
            return id;
    return 0;
}

quint32 idByClass(const WmpbFile &f, WmpbClass cls)
{
    for (quint32 id : f.nodeIds())
        if (f.node(id).nodeClass() == cls)
            return id;
    return 0;
}

// Byte ranges where two equally long buffers differ.
int differingBytes(const QByteArray &a, const QByteArray &b)
{
    int n = 0;
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
        n += a[i] != b[i] ? 1 : 0;
    return n;
}

// Where two buffers first differ, for readable failures.
QString firstDifference(const QByteArray &a, const QByteArray &b)
{
    qsizetype i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    return QStringLiteral("sizes %1 / %2, first difference at offset %3 (0x%4): %5 vs %6")
        .arg(a.size()).arg(b.size()).arg(i).arg(i, 0, 16)
        .arg(QString::fromLatin1(a.mid(i, 12).toHex(' ')), QString::fromLatin1(b.mid(i, 12).toHex(' ')));
}

#define COMPARE_BYTES(actual, expected)                                                            \
    do {                                                                                           \
        const QByteArray a_ = (actual), e_ = (expected);                                           \
        QVERIFY2(a_ == e_, qPrintable(firstDifference(a_, e_)));                                   \
    } while (0)

const qint64 HeaderCounts = 4 + 8 + 8; // objects field: magic + element header + 2 uint32

} // namespace

class TstWmpbEdit : public QObject
{
    Q_OBJECT
private slots:
    void noChangeKeepsBytes()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        for (quint32 id : f->nodeIds())
            f->setNode(f->node(id));
        COMPARE_BYTES(f->write(), orig);
    }

    void entitySkill()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 id = idByName(*f, QStringLiteral("crate_mdl_001"));
        WmpbNode n = f->node(id);
        std::get<WmpbEntityData>(n.data).skills[2] = 42.5;
        f->setNode(n);
        const QByteArray out = f->write();
        const WmpbElement *skills = chainTo(*f, id).back()->children[5].child(11, 2);
        QVERIFY(skills);
        QByteArray expected = orig;
        const double v = 42.5;
        expected.replace(skills->offset + 8 + 4 + 2 * 8, 8, QByteArray(reinterpret_cast<const char *>(&v), 8));
        COMPARE_BYTES(out, expected);
        QCOMPARE(differingBytes(out, orig), 2); // 3.0 -> 42.5 differ in two exponent/mantissa bytes
        QCOMPARE(std::get<WmpbEntityData>(readWmpb(out)->node(id).data).skills[2], 42.5);
    }

    void entityFlagsAndLightColour()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 flare = idByName(*f, QStringLiteral("flare_001"));
        WmpbNode n = f->node(flare);
        std::get<WmpbEntityData>(n.data).flags |= 0x100; // INVISIBLE
        f->setNode(n);
        const quint32 light = idByClass(*f, WmpbClass::Light);
        WmpbNode l = f->node(light);
        std::get<WmpbLightData>(l.data).red = 10;
        f->setNode(l);
        QByteArray expected = orig;
        const WmpbElement *flareData = chainTo(*f, flare).back()->child(9, 5);
        addU32(expected, flareData->offset + 8 + 4, 0x100);
        const WmpbElement *lightData = chainTo(*f, light).back()->child(7, 5);
        addU32(expected, lightData->offset + 8 + 8, 10 - 255);
        COMPARE_BYTES(f->write(), expected);
    }

    void position()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 id = idByName(*f, QStringLiteral("pos_000"));
        f->setTransform(id, {-1, -2, -3}, f->node(id).angles, f->node(id).scale);
        QByteArray expected = orig;
        const WmpbElement *pos = chainTo(*f, id).back()->child(1, 0);
        expected.replace(pos->offset + 8, 24, wmpbfixture::f64s({-1, -2, -3}));
        COMPARE_BYTES(f->write(), expected);
    }

    void rename()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 id = idByName(*f, QStringLiteral("crate_mdl_001"));
        const auto chainEls = chainTo(*f, id);
        const std::vector<Span> chain = spans(chainEls);
        const WmpbElement *node = chainEls.back();
        const Span nodeName = span(node->child(3, 1));
        const Span data = span(node->child(9, 5));
        const Span dataName = span(node->child(9, 5)->child(3, 1));
        f->setName(id, QStringLiteral("a_much_longer_crate_name"));

        const QByteArray newName = serialise(El{3, 1, text("a_much_longer_crate_name"), {}});
        const qint64 delta = newName.size() - nodeName.size;
        QByteArray expected = orig;
        growAll(expected, chain, 2 * delta); // root, outer, inner, crate
        addU32(expected, data.offset + 4, delta);
        expected = applySplices(expected, {{nodeName.offset, nodeName.end(), newName}, {dataName.offset, dataName.end(), newName}});
        COMPARE_BYTES(f->write(), expected);

        // The original name restores the original file.
        f->setName(id, QStringLiteral("crate_mdl_001"));
        COMPARE_BYTES(f->write(), orig);
        // Lights have no name element: naming one inserts it after the class name.
        const quint32 light = idByClass(*f, WmpbClass::Light);
        const auto lightEls = chainTo(*f, light);
        const std::vector<Span> lightChain = spans(lightEls);
        const Span className = span(lightEls.back()->child(2, 1));
        f->setName(light, QStringLiteral("lamp"));
        const QByteArray lamp = serialise(El{3, 1, text("lamp"), {}});
        QByteArray withLamp = orig;
        growAll(withLamp, lightChain, lamp.size());
        withLamp = applySplices(withLamp, {{className.end(), className.end(), lamp}});
        COMPARE_BYTES(f->write(), withLamp);
    }

    void reorderWithinGroup()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 light = idByClass(*f, WmpbClass::Light);
        const quint32 outer = idByName(*f, QStringLiteral("outer"));
        const Span lightEl = span(chainTo(*f, light).back());
        const Span outerEl = span(chainTo(*f, outer).back());
        const QByteArray lightBytes = orig.mid(lightEl.offset, lightEl.size);
        f->moveNode(light, f->rootId(), 0);
        QCOMPARE(f->node(f->rootId()).children.front(), light);
        // Same sizes and counts; only the light's bytes move in front of the group.
        const QByteArray expected = applySplices(orig, {{lightEl.offset, lightEl.end(), {}}, {outerEl.offset, outerEl.offset, lightBytes}});
        COMPARE_BYTES(f->write(), expected);
        QCOMPARE(f->node(light).id, light); // ids are stable across moves
        // Moving it back restores the file.
        f->moveNode(light, f->rootId(), 1);
        COMPARE_BYTES(f->write(), orig);
    }

    void reparent()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 flare = idByName(*f, QStringLiteral("flare_001"));
        const quint32 inner = idByName(*f, QStringLiteral("inner"));
        const quint32 crate = idByName(*f, QStringLiteral("crate_mdl_001"));
        const Span flareEl = span(chainTo(*f, flare).back());
        const std::vector<Span> innerChain = spans(chainTo(*f, inner)); // root, outer, inner
        const Span crateEl = span(chainTo(*f, crate).back());
        const qint64 len = flareEl.size;
        QByteArray expected = orig;
        addU32(expected, innerChain[1].offset + 4, len);  // outer grows
        addU32(expected, innerChain[2].offset + 4, len);  // inner grows; the root keeps its size
        setU16(expected, innerChain[0].offset + 8 + 2, 6); // root: 7 -> 6 child nodes
        setU16(expected, innerChain[2].offset + 8 + 2, 2); // inner: 1 -> 2
        expected = applySplices(expected, {{flareEl.offset, flareEl.end(), {}}, {crateEl.offset, crateEl.offset, orig.mid(flareEl.offset, len)}});
        f->moveNode(flare, inner, 0);
        COMPARE_BYTES(f->write(), expected);
        QCOMPARE(f->parentId(flare), inner);
        QCOMPARE(f->node(inner).children, (std::vector<quint32>{flare, crate}));
        QVERIFY(f->worldTransform(flare).translation().isApprox(Eigen::Vector3d(100, -50, 10)));
        const auto issues = readWmpb(f->write())->validate();
        QVERIFY(!std::any_of(issues.begin(), issues.end(), [](const ValidationIssue &i) { return i.fatal; }));
    }

    void addNode()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 root = f->rootId();
        const std::vector<Span> rootChain = spans(chainTo(*f, root));
        const Span sound = span(chainTo(*f, idByClass(*f, WmpbClass::Sound)).back());
        WmpbNode lamp = WmpbNode::make(WmpbClass::Light);
        lamp.position = {1, 2, 3};
        std::get<WmpbLightData>(lamp.data).range = 123.f;
        const quint32 id = f->addNode(root, 2, lamp); // after outer and the first light
        const QByteArray out = f->write();
        const qint64 len = out.size() - orig.size();
        QVERIFY(len > 0);
        // The inserted bytes are exactly one light node as the fixture writes lights.
        const QByteArray inserted = out.mid(sound.offset, len);
        const QByteArray reference = serialise(wmpbfixture::node(0x25, 0, "light", nullptr, {1, 2, 3},
                                                                 {El{7, 5, wmpbfixture::u32s({2, 0, 255, 255, 255}) + wmpbfixture::f32s({123.f}), {}}}));
        COMPARE_BYTES(inserted, reference);
        QByteArray expected = orig;
        growAll(expected, rootChain, len);
        setU16(expected, rootChain[0].offset + 8 + 2, 8);
        addU32(expected, HeaderCounts, 1);     // objects
        addU32(expected, HeaderCounts + 8, 1); // entities
        expected = applySplices(expected, {{sound.offset, sound.offset, inserted}});
        COMPARE_BYTES(out, expected);
        QCOMPARE(f->node(root).children[2], id);

        // A block gets the next block number and counts as a block in the header.
        WmpbNode block = WmpbNode::make(WmpbClass::Block, QStringLiteral("extra"));
        const quint32 blockId = f->addNode(idByName(*f, QStringLiteral("inner")), -1, block);
        QCOMPARE(std::get<WmpbBlockData>(f->node(blockId).data).number, 1u);
        QCOMPARE(f->header().blocks, 2u);
        QCOMPARE(f->header().objects, 13u);
        QCOMPARE(f->header().entities, 9u);
    }

    void removeNode()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 outer = idByName(*f, QStringLiteral("outer"));
        const std::vector<Span> chain = spans(chainTo(*f, outer));
        const qint64 len = chain.back().size;
        QByteArray expected = orig;
        addU32(expected, chain[0].offset + 4, -len);
        setU16(expected, chain[0].offset + 8 + 2, 6);
        // outer, box, inner, crate leave: 7 objects, 0 blocks, 7 entities (no groups left).
        const quint32 counts[3] = {7, 0, 7};
        expected.replace(HeaderCounts, 12, QByteArray(reinterpret_cast<const char *>(counts), 12));
        expected = applySplices(expected, {{chain.back().offset, chain.back().end(), {}}});
        f->removeNode(outer);
        COMPARE_BYTES(f->write(), expected);
        QVERIFY(!f->hasNode(outer));
        QCOMPARE(int(f->nodeIds().size()), 7);
    }

    void blockVertexAndTexture()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 box = idByName(*f, QStringLiteral("box"));
        const auto chainEls = chainTo(*f, box);
        const std::vector<Span> chain = spans(chainEls);
        const WmpbElement *dataEl = chainEls.back()->child(2, 5);
        const WmpbElement *face3El = &dataEl->children[6]; // material, vertices, polygons, face 0..5
        QVERIFY(face3El->is(18, 2));
        const Span data = span(dataEl), verts = span(dataEl->child(1, 2)), face3 = span(face3El), tex = span(face3El->child(3, 1));

        WmpbNode n = f->node(box);
        auto &b = std::get<WmpbBlockData>(n.data);
        b.vertices[3].x() += 1.0;
        b.faces[3].texture = QStringLiteral("marble_tiles");
        f->setNode(n);

        const QByteArray newTex = serialise(El{3, 1, text("marble_tiles"), {}});
        const qint64 delta = newTex.size() - tex.size;
        QByteArray expected = orig;
        expected.replace(verts.offset + 8 + 4 + 3 * 24, 8, wmpbfixture::f64s({17.0}));
        growAll(expected, chain, delta);
        addU32(expected, data.offset + 4, delta);
        addU32(expected, face3.offset + 4, delta);
        expected = applySplices(expected, {{tex.offset, tex.end(), newTex}});
        COMPARE_BYTES(f->write(), expected);
        QVERIFY(f->textureNames().contains(QStringLiteral("marble_tiles")));
    }

    void blockGeometryReplaced()
    {
        // Replacing polygons and faces changes only the block's data element (and sizes).
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 box = idByName(*f, QStringLiteral("box"));
        const auto chainEls = chainTo(*f, box);
        const std::vector<Span> chain = spans(chainEls);
        const Span data = span(chainEls.back()->child(2, 5));
        WmpbNode n = f->node(box);
        auto &b = std::get<WmpbBlockData>(n.data);
        b.vertices = {{0, 0, 0}, {0, 10, 0}, {10, 0, 0}, {0, 0, 10}}; // a tetrahedron
        b.polygons = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};
        b.faces.resize(4);
        b.faces[3].number = 3;
        b.faces[3].texture = QStringLiteral("new");
        b.faces[3].axes = {1, 0, 0, 0, 0, 1, 0, 0};
        b.faces[3].mapping = {0, 0, 0, 1, 1};
        f->setNode(n);
        const QByteArray out = f->write();
        const qint64 delta = out.size() - orig.size();
        COMPARE_BYTES(out.left(data.offset), [&] { QByteArray e = orig; growAll(e, chain, delta); return e.left(data.offset); }());
        const qint64 tail = data.end();
        COMPARE_BYTES(out.mid(tail + delta), orig.mid(tail));
        const auto again = readWmpb(out);
        const WmpbNode againBox = again->node(box);
        const auto &nb = std::get<WmpbBlockData>(againBox.data);
        QCOMPARE(nb.polygons.size(), size_t(4));
        QCOMPARE(nb.faces.size(), size_t(4));
        QCOMPARE(nb.faces[3].texture, QStringLiteral("new"));
        QCOMPARE(nb.faces[0].texture, QStringLiteral("stone")); // kept faces keep their data
        QVERIFY(nb.faces[0].uvs.size() == 4);
        QCOMPARE(again->mesh(0).triangles.size(), size_t(4));
    }

    void levelSettings()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        WmpbNode root = f->node(f->rootId());
        auto &level = std::get<WmpbLevelData>(root.data);
        level.sunElevation = 30.f;
        level.fog[2] = {2, 1, 2, 3};
        f->setNode(root);
        const WmpbElement *data = f->elements()[2].child(4, 5);
        QByteArray expected = orig;
        expected.replace(data->offset + 8 + 16, 4, wmpbfixture::f32s({30.f}));
        expected.replace(data->children[5].offset + 8, 4, QByteArray("\x02\x01\x02\x03", 4));
        COMPARE_BYTES(f->write(), expected);
    }

    void rejectedEditsChangeNothing()
    {
        const QByteArray orig = wmpbfixture::everyKindLevel();
        auto f = readWmpb(orig);
        const quint32 root = f->rootId();
        const quint32 box = idByName(*f, QStringLiteral("box"));
        const quint32 outer = idByName(*f, QStringLiteral("outer"));
        const quint32 inner = idByName(*f, QStringLiteral("inner"));
        WmpbNode bad = f->node(box);
        std::get<WmpbBlockData>(bad.data).faces[0].axes = {1, 2, 3};
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setNode(bad));
        WmpbNode changedType = f->node(box);
        changedType.data = WmpbLightData{};
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setNode(changedType));
        WmpbNode unknown = f->node(box);
        unknown.id = 4242;
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setNode(unknown));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->addNode(box, 0, WmpbNode::make(WmpbClass::Light)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->addNode(root, 0, WmpbNode::make(WmpbClass::Level)));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveNode(outer, inner, 0));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveNode(outer, outer, 0));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->moveNode(root, outer, 0));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->removeNode(root));
        QVERIFY_THROWS_EXCEPTION(FormatError, f->removeNode(4242));
        COMPARE_BYTES(f->write(), orig);
    }

    void renumberBlocks()
    {
        auto f = readWmpb(wmpbfixture::everyKindLevel());
        const quint32 root = f->rootId();
        f->addNode(root, -1, WmpbNode::make(WmpbClass::Block, QStringLiteral("b1")));
        f->addNode(root, -1, WmpbNode::make(WmpbClass::Block, QStringLiteral("b2")));
        f->removeNode(idByName(*f, QStringLiteral("b1")));
        auto blockNumbers = [&] {
            std::vector<quint32> n;
            for (quint32 id : f->nodeIds()) {
                const WmpbNode node = f->node(id);
                if (const auto *b = std::get_if<WmpbBlockData>(&node.data))
                    n.push_back(b->number);
            }
            return n;
        };
        QCOMPARE(blockNumbers(), (std::vector<quint32>{0, 2}));
        bool noted = false;
        for (const auto &i : f->validate())
            noted |= !i.fatal && i.where.field == QStringLiteral("block numbers");
        QVERIFY(noted);
        f->renumberBlocks();
        QCOMPARE(blockNumbers(), (std::vector<quint32>{0, 1}));
    }

    void corpusEdits_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = ackedit::testing::corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")});
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        if (files.isEmpty())
            QTest::newRow("no corpus") << QString();
    }
    void corpusEdits()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray orig = file.readAll();

        // Rename the last named node: its name element changes, its ancestors grow.
        auto f = readWmpb(orig);
        const std::vector<quint32> ids = f->nodeIds();
        quint32 named = 0;
        for (quint32 id : ids)
            if (id != f->rootId() && !f->node(id).name.isEmpty())
                named = id;
        QVERIFY(named != 0);
        const auto chainEls = chainTo(*f, named);
        const std::vector<Span> chain = spans(chainEls);
        const Span nameEl = span(chainEls.back()->child(3, 1));
        const QByteArray newName = serialise(El{3, 1, f->node(named).name.toLatin1() + QByteArray("_renamed\0", 9), {}});
        WmpbNode n = f->node(named);
        n.name += QStringLiteral("_renamed");
        f->setNode(n);
        QByteArray expected = orig;
        growAll(expected, chain, newName.size() - nameEl.size);
        expected = applySplices(expected, {{nameEl.offset, nameEl.end(), newName}});
        COMPARE_BYTES(f->write(), expected);

        // Move the root's last child node to the front: pure byte move, nothing else changes.
        auto g = readWmpb(orig);
        const WmpbNode root = g->node(g->rootId());
        QVERIFY(root.children.size() >= 2);
        const Span last = span(chainTo(*g, root.children.back()).back());
        const Span first = span(chainTo(*g, root.children.front()).back());
        const QByteArray moved = orig.mid(last.offset, last.size);
        g->moveNode(root.children.back(), g->rootId(), 0);
        COMPARE_BYTES(g->write(), applySplices(orig, {{last.offset, last.end(), {}}, {first.offset, first.offset, moved}}));
    }
};

QTEST_GUILESS_MAIN(TstWmpbEdit)
#include "tst_wmpbedit.moc"
