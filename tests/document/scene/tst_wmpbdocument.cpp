// WmpbDocument (binary WMP): scene tree, property edits and structural commands do -> undo ->
// redo with the change signals, exact bytes and ids after undo, and the headless workflow (move
// an entity, change a skill, rename a group, reparent a block, save, reopen).
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/wmpbdocument.h"
#include "wmpb/wmpbfile.h"

#include <QColor>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::WmpbDocument;

Q_DECLARE_METATYPE(NodeKind)

namespace {

std::unique_ptr<WmpbDocument> openBytes(const QByteArray &bytes)
{
    return std::make_unique<WmpbDocument>(format::readWmpb(bytes), QString());
}

QList<NodeId> allNodes(const WmpbDocument &doc, NodeId parent = 0)
{
    QList<NodeId> out;
    for (NodeId c : doc.children(parent))
        out << c << allNodes(doc, c);
    return out;
}

NodeId byName(const WmpbDocument &doc, const QString &name)
{
    for (NodeId n : allNodes(doc))
        if (doc.nodeName(n) == name)
            return n;
    return 0;
}

NodeId firstOfKind(const WmpbDocument &doc, NodeKind kind)
{
    for (NodeId n : allNodes(doc))
        if (doc.nodeKind(n) == kind)
            return n;
    return 0;
}

// File range of the scene node with this id, as read.
const format::WmpbElement *findElement(const std::vector<format::WmpbElement> &elements, quint32 uid)
{
    for (const format::WmpbElement &e : elements) {
        if (e.isSceneNode() && e.uid == uid)
            return &e;
        if (const format::WmpbElement *found = findElement(e.children, uid))
            return found;
    }
    return nullptr;
}

} // namespace

class TestWmpbDocument : public QObject
{
    Q_OBJECT
private slots:
    void tree();
    void setProperty_data();
    void setProperty();
    void merge();
    void addNode_data();
    void addNode();
    void removeAndUndo();
    void duplicate();
    void moveAndUndo();
    void endToEnd_data();
    void endToEnd();
    void blockWithoutBlockData();
};

void TestWmpbDocument::tree()
{
    auto doc = openBytes(wmpbfixture::everyKindLevel());
    const QList<NodeId> top = doc->children(0);
    QCOMPARE(top.size(), 1);
    const NodeId root = top.first();
    QCOMPARE(doc->nodeKind(root), NodeKind::Level);
    QCOMPARE(doc->children(root).size(), 7);
    QCOMPARE(allNodes(*doc).size(), 11);
    const NodeId outer = byName(*doc, QStringLiteral("outer"));
    QCOMPARE(doc->nodeKind(outer), NodeKind::Group);
    QCOMPARE(doc->children(outer).size(), 2);
    QCOMPARE(doc->nodeKind(doc->children(outer).first()), NodeKind::Block);
    QCOMPARE(doc->parentOf(byName(*doc, QStringLiteral("crate_mdl_001"))), byName(*doc, QStringLiteral("inner")));
    for (NodeKind k : {NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Path, NodeKind::Region, NodeKind::Entity})
        QVERIFY(firstOfKind(*doc, k));
    Eigen::Vector3f p;
    QVERIFY(doc->markerPosition(byName(*doc, QStringLiteral("crate_mdl_001")), &p));
    QCOMPARE(p, Eigen::Vector3f(105, 6, 17)); // outer (100 0 0) + inner (0 0 10) + (5 6 7)
    Eigen::Vector3f lo, hi;
    QVERIFY(doc->bounds(outer, &lo, &hi));
    QVERIFY(!doc->canRemove(root));
    QVERIFY(!doc->canRename(firstOfKind(*doc, NodeKind::Light)));
    QVERIFY(doc->canMove(doc->children(outer).first(), root));
    QVERIFY(!doc->canMove(outer, byName(*doc, QStringLiteral("inner"))));
}

void TestWmpbDocument::setProperty_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    auto row = [](const char *name, const char *node, const char *key, const QVariant &value) {
        QTest::newRow(name) << QString::fromLatin1(node) << QString::fromLatin1(key) << value;
    };
    row("group name", "outer", "name", QStringLiteral("walls"));
    row("group origin", "outer", "origin", QVector3D(50, 0, 0));
    row("entity angles", "crate_mdl_001", "angles", QVector3D(90, 0, 0));
    row("entity scale", "crate_mdl_001", "scale", QVector3D(2, 2, 2));
    row("entity file", "crate_mdl_001", "file", QStringLiteral("barrel.mdl"));
    row("entity action", "crate_mdl_001", "action", QStringLiteral("act_barrel"));
    row("entity skills", "crate_mdl_001", "skills", QVariantList{9.0, 8.0, 7.0});
    row("entity flags", "crate_mdl_001", "flags", uint(0x1));
    row("entity ambient", "flare_001", "ambient", 20.0);
    row("entity albedo", "flare_001", "albedo", 10.0);
    row("entity material", "flare_001", "material", QStringLiteral("matGlow"));
    row("light colour", "light", "color", QColor(1, 2, 3));
    row("light range", "light", "range", 999.0);
    row("sound volume", "wind.wav", "volume", 80);
    row("sound file", "wind.wav", "file", QStringLiteral("rain.wav"));
    row("start name", "pos_000", "name", QStringLiteral("spawn"));
    row("region max", "reg_000", "max", QVector3D(100, 100, 100));
    row("sun azimuth", "Root", "sunAzimuth", 10.0);
    row("sun colour", "Root", "sunColor", QColor(200, 10, 10));
    row("fog colour 2", "Root", "fogColor2", QColor(1, 1, 1));
    row("script", "Root", "script", QStringLiteral("game.c"));
    row("sun elevation", "Root", "sunElevation", 33.0);
    row("palette file", "Root", "palette", QStringLiteral("level.pcx"));
    row("ambient colour", "Root", "ambientColor", QColor(40, 50, 60));
    row("fog colour 4", "Root", "fogColor4", QColor(9, 8, 7));
    row("sound range", "wind.wav", "range", 1500);
}

void TestWmpbDocument::setProperty()
{
    QFETCH(QString, node);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const NodeId id = byName(*doc, node);
    QVERIFY(id);
    const QList<document::NodeProperty> props = doc->properties(id);
    QVERIFY(std::any_of(props.cbegin(), props.cend(),
                        [&](const document::NodeProperty &p) { return p.key == key && !p.readOnly; }));
    const QVariant before = doc->property(id, key);
    QVERIFY(before.isValid() && before != value);
    QSignalSpy spy(doc.get(), &document::SceneDocument::propertyChanged);
    QString error;
    QVERIFY2(doc->setProperty({id}, key, value, &error), qPrintable(error));
    QVariant expected = value;
    if (key == QLatin1String("skills")) {
        QVariantList all = before.toList();
        for (qsizetype k = 0; k < value.toList().size(); ++k)
            all[k] = value.toList()[k];
        expected = all;
    }
    QCOMPARE(doc->property(id, key), expected);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first(), (QVariantList{QVariant::fromValue(id), key}));
    const QByteArray edited = doc->wmpb()->write();
    QVERIFY(edited != original);
    QCOMPARE(format::readWmpb(edited)->node(id).id, id); // same tree order after reading

    doc->undoStack()->undo();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(doc->property(id, key), before);
    QCOMPARE(doc->wmpb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(spy.count(), 3);
    QCOMPARE(doc->wmpb()->write(), edited);
}

void TestWmpbDocument::merge()
{
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const NodeId light = firstOfKind(*doc, NodeKind::Light);
    QVERIFY(doc->setProperty({light}, QStringLiteral("range"), 1.0));
    QVERIFY(doc->setProperty({light}, QStringLiteral("range"), 2.0));
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->setProperty({light}, QStringLiteral("range"), 300.0));
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmpb()->write(), original);
}

void TestWmpbDocument::addNode_data()
{
    QTest::addColumn<NodeKind>("kind");
    for (NodeKind k : {NodeKind::Group, NodeKind::Block, NodeKind::Entity, NodeKind::Light, NodeKind::Sound,
                       NodeKind::Position, NodeKind::Path, NodeKind::Region})
        QTest::newRow(qPrintable(QString::number(int(k)))) << k;
}

void TestWmpbDocument::addNode()
{
    QFETCH(NodeKind, kind);
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const NodeId outer = byName(*doc, QStringLiteral("outer"));
    QSignalSpy about(doc.get(), &document::SceneDocument::nodeAboutToBeAdded);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);
    QString error;
    const NodeId id = doc->addNode(kind, outer, 1, QStringLiteral("newbie"), &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(doc->nodeKind(id), kind);
    QCOMPARE(doc->parentOf(id), outer);
    QCOMPARE(doc->rowOf(id), 1);
    QCOMPARE(about.first(), (QVariantList{QVariant::fromValue(outer), 1}));
    QCOMPARE(added.first(), (QVariantList{QVariant::fromValue(outer), 1, QVariant::fromValue(id)}));
    const QByteArray with = doc->wmpb()->write();
    QCOMPARE(format::readWmpb(with)->header().objects, 12u);
    QCOMPARE(format::readWmpb(with)->header().blocks, kind == NodeKind::Block ? 2u : 1u);
    if (kind == NodeKind::Block) { // a 64-unit box at outer's origin (100 0 0), the level's first texture
        Eigen::Vector3f lo, hi;
        QVERIFY(doc->bounds(id, &lo, &hi));
        QCOMPARE(lo, Eigen::Vector3f(68, -32, -32));
        QCOMPARE(hi, Eigen::Vector3f(132, 32, 32));
        QCOMPARE(doc->wmpb()->textureNames().first(), QStringLiteral("stone"));
        // Faces wound like WED's (inward in the file): the mesh, wound outward, gains a solid of
        // volume 64^3 in 12 triangles.
        const auto volume = [](const format::TriangleMesh &m) {
            double v = 0;
            for (const auto &t : m.triangles)
                v += m.positions[t.v[0]].cast<double>().dot(m.positions[t.v[1]].cast<double>().cross(m.positions[t.v[2]].cast<double>())) / 6;
            return v;
        };
        const format::TriangleMesh now = doc->wmpb()->mesh(0), before = format::readWmpb(original)->mesh(0);
        QCOMPARE(now.triangles.size(), before.triangles.size() + 12);
        QVERIFY2(qAbs(volume(now) - volume(before) - 64.0 * 64 * 64) < 1, qPrintable(QString::number(volume(now) - volume(before))));
    }
    doc->undoStack()->undo();
    QVERIFY(!doc->contains(id));
    QCOMPARE(doc->wmpb()->write(), original);
    doc->undoStack()->redo();
    QVERIFY(doc->contains(id));
    QCOMPARE(doc->wmpb()->write(), with);
    QCOMPARE(doc->addNode(kind, firstOfKind(*doc, NodeKind::Light), -1, QString(), &error), NodeId(0));
}

void TestWmpbDocument::removeAndUndo()
{
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const QList<NodeId> before = allNodes(*doc);
    const NodeId outer = byName(*doc, QStringLiteral("outer")), root = doc->children(0).first();
    QSignalSpy removed(doc.get(), &document::SceneDocument::nodeRemoved);
    QVERIFY(doc->removeNodes({outer, firstOfKind(*doc, NodeKind::Sound)}));
    QCOMPARE(removed.count(), 2);
    QCOMPARE(removed.first(), (QVariantList{QVariant::fromValue(root), 0, QVariant::fromValue(outer)}));
    QCOMPARE(allNodes(*doc).size(), 11 - 5);
    const QByteArray without = doc->wmpb()->write();
    QCOMPARE(format::readWmpb(without)->header().objects, 6u);
    doc->undoStack()->undo();
    QCOMPARE(allNodes(*doc), before);
    QCOMPARE(doc->wmpb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmpb()->write(), without);
}

void TestWmpbDocument::duplicate()
{
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const NodeId outer = byName(*doc, QStringLiteral("outer"));
    const QList<NodeId> copies = doc->duplicate({outer});
    QCOMPARE(copies.size(), 1);
    QCOMPARE(doc->rowOf(copies.first()), doc->rowOf(outer) + 1);
    QCOMPARE(allNodes(*doc, copies.first()).size(), 3); // block, inner, crate
    const QByteArray with = doc->wmpb()->write();
    QCOMPARE(format::readWmpb(with)->header().objects, 15u);
    doc->undoStack()->undo();
    QCOMPARE(doc->wmpb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmpb()->write(), with);
}

void TestWmpbDocument::moveAndUndo()
{
    const QByteArray original = wmpbfixture::everyKindLevel();
    auto doc = openBytes(original);
    const NodeId outer = byName(*doc, QStringLiteral("outer")), root = doc->children(0).first();
    const NodeId block = doc->children(outer).first();
    QSignalSpy moved(doc.get(), &document::SceneDocument::nodeMoved);
    QVERIFY(doc->moveNode(block, root, 2));
    QCOMPARE(doc->parentOf(block), root);
    QCOMPARE(doc->rowOf(block), 2);
    QCOMPARE(moved.first(), (QVariantList{QVariant::fromValue(block), QVariant::fromValue(outer), 0,
                                          QVariant::fromValue(root), 2}));
    const QByteArray after = doc->wmpb()->write();
    doc->undoStack()->undo();
    QCOMPARE(doc->parentOf(block), outer);
    QCOMPARE(doc->rowOf(block), 0);
    QCOMPARE(doc->wmpb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmpb()->write(), after);
    QVERIFY(!doc->moveNode(outer, byName(*doc, QStringLiteral("inner"))));
}

void TestWmpbDocument::endToEnd_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("fixture") << wmpbfixture::everyKindLevel();
    if (!testing::hasCorpus())
        return;
    for (const QString &file : testing::corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")})) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << f.readAll();
    }
}

void TestWmpbDocument::endToEnd()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.wmp"));
    QVERIFY(testing::writeFile(in, bytes));
    QString error;
    auto opened = ackedit::testing::openFile(in, &error);
    QVERIFY2(opened, qPrintable(error));
    auto *doc = qobject_cast<WmpbDocument *>(opened.get());
    QVERIFY(doc);
    QCOMPARE(doc->wmpb()->write(), bytes);
    const NodeId entity = firstOfKind(*doc, NodeKind::Entity);
    if (!entity)
        QSKIP("no entity in this file");
    const format::WmpbElement *element = findElement(doc->wmpb()->elements(), entity);
    QVERIFY(element && element->offset > 0);
    const qint64 begin = element->offset, end = begin + element->byteSize();

    // Move the entity and change a skill: only the bytes of that node differ.
    const QVector3D moved = doc->property(entity, QStringLiteral("origin")).value<QVector3D>() + QVector3D(16, 8, -4);
    QVariantList skills = doc->property(entity, QStringLiteral("skills")).toList();
    QVERIFY(!skills.isEmpty());
    skills[0] = skills[0].toDouble() + 3;
    QVERIFY(doc->setProperty({entity}, QStringLiteral("origin"), moved));
    QVERIFY(doc->setProperty({entity}, QStringLiteral("skills"), skills));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmpb()->write(), bytes);
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    const QString out = dir.filePath(QStringLiteral("out.wmp"));
    QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
    {
        auto reopened = ackedit::testing::openFile(out, &error);
        QVERIFY2(reopened, qPrintable(error));
        auto *again = qobject_cast<WmpbDocument *>(reopened.get());
        QCOMPARE(again->property(entity, QStringLiteral("origin")), QVariant(moved));
        QCOMPARE(again->property(entity, QStringLiteral("skills")).toList().at(0).toDouble(), skills[0].toDouble());
        const QByteArray written = again->wmpb()->write();
        QCOMPARE(written.size(), bytes.size());
        bool inside = false;
        for (qint64 i = 0; i < bytes.size(); ++i) {
            if (bytes[i] != written[i]) {
                QVERIFY2(i >= begin && i < end, qPrintable(QStringLiteral("byte %1 outside the entity changed").arg(i)));
                inside = true;
            }
        }
        QVERIFY(inside);
    }

    // Rename a group and reparent a block (when the file has both).
    NodeId group = firstOfKind(*doc, NodeKind::Group);
    NodeId block = firstOfKind(*doc, NodeKind::Block);
    const NodeId root = doc->children(0).first();
    if (!block)
        return;
    if (!group) {
        group = doc->addNode(NodeKind::Group, root, -1, QStringLiteral("new group"));
        QVERIFY(group);
    }
    const NodeId target = doc->parentOf(block) == group ? root : group;
    QVERIFY(doc->rename(group, QStringLiteral("Renamed")));
    QVERIFY(doc->moveNode(block, target, 0));
    const QByteArray edited = doc->wmpb()->write();
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    QCOMPARE(doc->wmpb()->write(), edited);
    QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
    auto reopened = ackedit::testing::openFile(out, &error);
    QVERIFY2(reopened, qPrintable(error));
    auto *again = qobject_cast<WmpbDocument *>(reopened.get());
    // Ids follow the tree order: compare by position in the tree instead.
    QCOMPARE(allNodes(*again).size(), allNodes(*doc).size());
    const int groupAt = int(allNodes(*doc).indexOf(group)), blockAt = int(allNodes(*doc).indexOf(block));
    QCOMPARE(again->nodeName(allNodes(*again).at(groupAt)), QStringLiteral("Renamed"));
    QCOMPARE(again->nodeKind(allNodes(*again).at(blockAt)), NodeKind::Block);
    QCOMPARE(again->rowOf(allNodes(*again).at(blockAt)), 0);
    QCOMPARE(again->wmpb()->write(), edited);
}

// A node whose class code says block but whose block data element is missing (a damaged file
// reads: the class data is optional) has no vertices and no faces. Framing it (double-click in
// the scene tree) and finding the blocks that use a texture (the validator's "select") used to
// end the program with std::bad_variant_access (found by fuzz_document).
void TestWmpbDocument::blockWithoutBlockData()
{
    QByteArray bytes = wmpbfixture::everyKindLevel();
    const auto file = format::readWmpb(bytes);
    const auto firstBlock = [](const format::WmpbFile &f) {
        for (quint32 id : f.nodeIds())
            if (f.node(id).nodeClass() == format::WmpbClass::Block)
                return id;
        return 0u;
    };
    const format::WmpbElement *block = findElement(file->elements(), firstBlock(*file));
    QVERIFY(block);
    const format::WmpbElement *data = block->child(2, 5);
    QVERIFY(data);
    bytes[data->offset] = 12; // id 12, kind 5: an unknown leaf, kept verbatim
    auto doc = openBytes(bytes);
    const NodeId id = firstOfKind(*doc, NodeKind::Block);
    QVERIFY(id);
    QVERIFY(!std::holds_alternative<format::WmpbBlockData>(doc->wmpb()->node(id).data));
    Eigen::Vector3f lo, hi;
    QVERIFY(!doc->bounds(id, &lo, &hi)); // nothing to frame in the block itself
    QVERIFY(doc->bounds(doc->children(0).first(), &lo, &hi)); // the level still has extent
    for (int texture = 0; texture < doc->wmpb()->textureNames().size(); ++texture)
        QVERIFY(!doc->nodesUsingTexture(texture).contains(id));
    QCOMPARE(doc->wmpb()->write(), bytes);
}

QTEST_GUILESS_MAIN(TestWmpbDocument)
#include "tst_wmpbdocument.moc"
