// WmpDocument (text WMP): group tree, every property edit and structural command do -> undo ->
// redo with the change signals, ids and text back exactly after undo, and the headless workflow
// (rename a group, reparent a block, save, reopen: only the touched lines differ).
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"
#include "format/wmp/wmptextdiff.h"
#include "format/wmp/wmptextfixtures.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::WmpDocument;

Q_DECLARE_METATYPE(NodeKind)

namespace {

std::unique_ptr<WmpDocument> openBytes(const QByteArray &bytes)
{
    return std::make_unique<WmpDocument>(format::readWmpText(bytes), QString());
}

// The node of object section `number`.
NodeId objectNode(const WmpDocument &doc, int number)
{
    for (const format::WmpObjectNode &o : doc.wmp()->objects())
        if (o.number == number)
            return o.id;
    return 0;
}

QList<NodeId> allNodes(const WmpDocument &doc, NodeId parent = 0)
{
    QList<NodeId> out;
    for (NodeId c : doc.children(parent))
        out << c << allNodes(doc, c);
    return out;
}

} // namespace

class TestWmpDocument : public QObject
{
    Q_OBJECT
private slots:
    void tree();
    void setProperty_data();
    void setProperty();
    void mergeAndVanish();
    void addNode_data();
    void addNode();
    void removeSubtree();
    void removeUnlistedObject();
    void duplicate();
    void undoAddKeepsHeaderCounts();
    void reparentAndReorder();
    void refusedEdits();
    void newFieldsReadOnlyWhereAbsent();
    void newFieldsSaveReopen_data();
    void newFieldsSaveReopen();
    void endToEnd_data();
    void endToEnd();
};

void TestWmpDocument::tree()
{
    auto doc = openBytes(testing::wmpFixture5());
    const QList<NodeId> top = doc->children(0);
    QCOMPARE(top.size(), 1);
    const NodeId root = top.first();
    QCOMPARE(root, objectNode(*doc, 0));
    QCOMPARE(doc->nodeKind(root), NodeKind::Level); // the root holds the level settings
    QCOMPARE(doc->nodeName(root), QStringLiteral("Root"));
    QCOMPARE(doc->children(root), (QList<NodeId>{objectNode(*doc, 1), objectNode(*doc, 4), objectNode(*doc, 8)}));
    QCOMPARE(doc->nodeKind(objectNode(*doc, 1)), NodeKind::Group);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 2)), NodeKind::Block);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 5)), NodeKind::Entity);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 6)), NodeKind::Light);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 8)), NodeKind::Position);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 10)), NodeKind::Path);
    QCOMPARE(doc->nodeKind(objectNode(*doc, 11)), NodeKind::Sound);
    QCOMPARE(doc->nodeName(objectNode(*doc, 5)), QStringLiteral("box_mdl_002"));
    QCOMPARE(allNodes(*doc).size(), 12);
    QCOMPARE(doc->parentOf(objectNode(*doc, 11)), objectNode(*doc, 9));
    QCOMPARE(doc->rowOf(objectNode(*doc, 11)), 1);
    Eigen::Vector3f p;
    QVERIFY(doc->markerPosition(objectNode(*doc, 8), &p));
    QCOMPARE(p, Eigen::Vector3f(3040, 48, 336));
    QVERIFY(!doc->markerPosition(objectNode(*doc, 2), &p));
    Eigen::Vector3f lo, hi;
    QVERIFY(doc->bounds(objectNode(*doc, 2), &lo, &hi));
    QVERIFY(doc->bounds(root, &lo, &hi));
    QVERIFY(!doc->canRemove(root));
    QVERIFY(doc->canRename(root) && doc->canRename(objectNode(*doc, 1)));
    QVERIFY(!doc->canRename(objectNode(*doc, 2)));
    QVERIFY(doc->canMove(objectNode(*doc, 2), objectNode(*doc, 4)));
    QVERIFY(!doc->canMove(objectNode(*doc, 4), objectNode(*doc, 9))); // into its own subtree
    QVERIFY(!doc->canMove(objectNode(*doc, 2), objectNode(*doc, 3))); // a block holds nothing
    QVERIFY(doc->addableKinds(objectNode(*doc, 1)).contains(NodeKind::Group));
    QVERIFY(doc->addableKinds(objectNode(*doc, 2)).isEmpty());
}

void TestWmpDocument::setProperty_data()
{
    QTest::addColumn<int>("object");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    auto row = [](const char *name, int object, const char *key, const QVariant &value) {
        QTest::newRow(name) << object << QString::fromLatin1(key) << value;
    };
    row("group name", 1, "name", QStringLiteral("Walls"));
    row("root name", 0, "name", QStringLiteral("Level root"));
    row("model name", 5, "name", QStringLiteral("crate"));
    row("block origin", 2, "origin", QVector3D(8, 16, -96));
    row("group angles", 4, "angles", QVector3D(90, 0, 0));
    row("model scale", 5, "scale", QVector3D(2, 2, 2));
    row("model file", 5, "file", QStringLiteral("crate.mdl"));
    row("model action", 7, "action", QStringLiteral("float_me"));
    row("model skills", 5, "skills", QVariantList{4.0, 3.0, 2.0, 1.0, 0.0, 0.0, 0.0, 0.0});
    row("model flags", 5, "flags", uint(0x201));
    row("light colour", 6, "color", QVector3D(50, 50, 50));
    row("light range", 6, "range", 900.0);
    row("sound file", 11, "file", QStringLiteral("rain.wav"));
    row("start name", 8, "name", QStringLiteral("spawn"));
    // Level settings on the root, sound and model lighting.
    row("sun azimuth", 0, "sunAzimuth", 135.5);
    row("sun elevation", 0, "sunElevation", 30.0);
    row("script", 0, "script", QStringLiteral("main.wdl"));
    row("palette", 0, "palette", QStringLiteral("wokpal.pcx"));
    row("work file", 0, "workFile", QStringLiteral("other.$$w"));
    row("nexus", 0, "nexus", 64);
    row("fog colour 1", 0, "fogColor1", QVector3D(100, 100, 100));
    row("fog colour 3", 0, "fogColor3", QVector3D(10, float(94.50980377), float(86.27451324)));
    row("sun colour", 0, "sunColor", QVector3D(100, 50, 25));
    row("ambient colour", 0, "ambientColor", QVector3D(20, 20, 20));
    row("model ambient", 5, "ambient", 40.0);
    row("model albedo", 7, "albedo", 75.0);
    row("sound volume", 11, "volume", 80.0);
    row("sound range", 11, "range", 2500.0);
}

void TestWmpDocument::setProperty()
{
    QFETCH(int, object);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const NodeId id = objectNode(*doc, object);
    const QList<document::NodeProperty> props = doc->properties(id);
    QVERIFY(std::any_of(props.cbegin(), props.cend(),
                        [&](const document::NodeProperty &p) { return p.key == key && !p.readOnly; }));
    const QVariant before = doc->property(id, key);
    QVERIFY(before.isValid() && before != value);
    QSignalSpy spy(doc.get(), &document::SceneDocument::propertyChanged);
    QString error;
    QVERIFY2(doc->setProperty({id}, key, value, &error), qPrintable(error));
    if (key == QLatin1String("angles") || key.endsWith(QLatin1String("Color"))) // radians; float -> 8 decimals
        QVERIFY((doc->property(id, key).value<QVector3D>() - value.value<QVector3D>()).length() < 1e-3f);
    else
        QCOMPARE(doc->property(id, key), value);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first(), (QVariantList{QVariant::fromValue(id), key}));
    const QByteArray edited = doc->wmp()->write();
    QVERIFY(edited != original);
    const auto diff = testing::wmpDiffLines(original, edited);
    QVERIFY(diff.removed.size() <= 2 && diff.removed.size() == diff.added.size()); // the touched lines

    doc->undoStack()->undo();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(doc->property(id, key), before);
    QCOMPARE(doc->wmp()->write(), original); // also the spelling of every number
    QCOMPARE(allNodes(*doc), allNodes(*openBytes(original))); // the same ids
    doc->undoStack()->redo();
    QCOMPARE(spy.count(), 3);
    QCOMPARE(doc->wmp()->write(), edited);
}

void TestWmpDocument::mergeAndVanish()
{
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const NodeId block = objectNode(*doc, 2);
    const QVariant start = doc->property(block, QStringLiteral("origin"));
    QVERIFY(doc->setProperty({block}, QStringLiteral("origin"), QVector3D(1, 0, -96)));
    QVERIFY(doc->setProperty({block}, QStringLiteral("origin"), QVector3D(2, 0, -96)));
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->setProperty({block}, QStringLiteral("origin"), start));
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmp()->write(), original);

    // Two groups renamed in one step.
    const QList<NodeId> groups{objectNode(*doc, 1), objectNode(*doc, 9)};
    QVERIFY(doc->setProperty(groups, QStringLiteral("name"), QStringLiteral("Same")));
    QCOMPARE(doc->nodeName(groups[1]), QStringLiteral("Same"));
    doc->undoStack()->undo();
    QCOMPARE(doc->wmp()->write(), original);
}

void TestWmpDocument::addNode_data()
{
    QTest::addColumn<NodeKind>("kind");
    QTest::addColumn<QString>("name");
    QTest::newRow("group") << NodeKind::Group << QStringLiteral("Props");
    QTest::newRow("block") << NodeKind::Block << QString();
    QTest::newRow("model") << NodeKind::Entity << QStringLiteral("tree.mdl");
    QTest::newRow("light") << NodeKind::Light << QString();
    QTest::newRow("sound") << NodeKind::Sound << QStringLiteral("wind.wav");
    QTest::newRow("start") << NodeKind::Position << QStringLiteral("pos_001");
    QTest::newRow("path") << NodeKind::Path << QStringLiteral("path_001");
}

void TestWmpDocument::addNode()
{
    QFETCH(NodeKind, kind);
    QFETCH(QString, name);
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const NodeId parent = objectNode(*doc, 1);
    QSignalSpy about(doc.get(), &document::SceneDocument::nodeAboutToBeAdded);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);
    QSignalSpy removed(doc.get(), &document::SceneDocument::nodeRemoved);
    QString error;
    const NodeId id = doc->addNode(kind, parent, 1, name, &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(doc->nodeKind(id), kind);
    QCOMPARE(doc->parentOf(id), parent);
    QCOMPARE(doc->rowOf(id), 1);
    QCOMPARE(about.count(), 1);
    QCOMPARE(added.first(), (QVariantList{QVariant::fromValue(parent), 1, QVariant::fromValue(id)}));
    const QByteArray with = doc->wmp()->write();
    QVERIFY(format::readWmpText(with)); // still a valid file

    doc->undoStack()->undo();
    QCOMPARE(removed.count(), 1);
    QVERIFY(!doc->contains(id));
    QCOMPARE(doc->wmp()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(added.count(), 2);
    QVERIFY(doc->contains(id)); // the same id
    QCOMPARE(doc->rowOf(id), 1);
    QCOMPARE(doc->wmp()->write(), with);
}

void TestWmpDocument::removeSubtree()
{
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const QList<NodeId> before = allNodes(*doc);
    const NodeId group = objectNode(*doc, 4), root = objectNode(*doc, 0);
    QSignalSpy removed(doc.get(), &document::SceneDocument::nodeRemoved);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);
    QVERIFY(doc->removeNodes({group, objectNode(*doc, 11)})); // the second is inside the first
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first(), (QVariantList{QVariant::fromValue(root), 1, QVariant::fromValue(group)}));
    QCOMPARE(allNodes(*doc).size(), 5); // objects 4, 5, 6, 7, 9, 10, 11 went
    const QByteArray without = doc->wmp()->write();
    QVERIFY(format::readWmpText(without));

    doc->undoStack()->undo();
    QCOMPARE(added.count(), 1);
    QCOMPARE(allNodes(*doc), before); // every id back
    QCOMPARE(doc->wmp()->write(), original);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    QCOMPARE(doc->wmp()->write(), without);
    doc->undoStack()->undo();

    // A group added after an undo never takes the id of a node that existed.
    const NodeId fresh = doc->addNode(NodeKind::Group, root);
    QVERIFY(!before.contains(fresh));
}

void TestWmpDocument::removeUnlistedObject()
{
    // Object 1 is in the file but no object lists it: a top-level node beside the root (found by
    // fuzz_document). Removing it must undo like any other node.
    QByteArray original = testing::wmpFixture5();
    QVERIFY(original.contains("\tobject 1, 4, 8\r\n"));
    original.replace("\tobject 1, 4, 8\r\n", "\tobject 4, 8\r\n");
    auto doc = openBytes(original);
    const NodeId unlisted = objectNode(*doc, 1);
    QCOMPARE(doc->parentOf(unlisted), NodeId(0));
    QVERIFY(doc->children(0).contains(unlisted));
    const QList<NodeId> before = allNodes(*doc);
    QVERIFY(doc->removeNodes({unlisted}));
    QVERIFY(!doc->contains(unlisted));

    doc->undoStack()->undo();
    QVERIFY(doc->contains(unlisted));
    QCOMPARE(allNodes(*doc), before);
    QCOMPARE(doc->wmp()->write(), original);
    QVERIFY(!doc->isModified());
}

void TestWmpDocument::duplicate()
{
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const NodeId group = objectNode(*doc, 9);
    const QList<NodeId> copies = doc->duplicate({group});
    QCOMPARE(copies.size(), 1);
    QCOMPARE(doc->rowOf(copies.first()), doc->rowOf(group) + 1);
    QCOMPARE(doc->children(copies.first()).size(), 2);
    QCOMPARE(doc->nodeKind(doc->children(copies.first()).at(1)), NodeKind::Sound);
    const QByteArray with = doc->wmp()->write();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmp()->write(), original);
    doc->undoStack()->redo();
    QVERIFY(doc->contains(copies.first()));
    QCOMPARE(doc->wmp()->write(), with);
}

void TestWmpDocument::undoAddKeepsHeaderCounts()
{
    // The header says 13 objects, the file has 12 (found by fuzz_document): an add rewrites the
    // count from the sections, and undoing the add must give the file's own line back.
    QByteArray original = testing::wmpFixture5();
    QVERIFY(original.contains("\r\nobjects 12\r\n"));
    original.replace("\r\nobjects 12\r\n", "\r\nobjects 13\r\n");
    auto doc = openBytes(original);
    const QList<NodeId> before = allNodes(*doc);
    const QList<NodeId> copies = doc->duplicate({objectNode(*doc, 9)});
    QCOMPARE(copies.size(), 1);
    const QByteArray duplicated = doc->wmp()->write();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmp()->write(), original);
    QCOMPARE(allNodes(*doc), before);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmp()->write(), duplicated);
    QVERIFY(doc->contains(copies.first()));
    doc->undoStack()->undo();

    QVERIFY(doc->addNode(NodeKind::Group, objectNode(*doc, 0)));
    doc->undoStack()->undo();
    QCOMPARE(doc->wmp()->write(), original);
    QVERIFY(!doc->isModified());
}

void TestWmpDocument::reparentAndReorder()
{
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    const NodeId block = objectNode(*doc, 3), from = objectNode(*doc, 1), to = objectNode(*doc, 4);
    QSignalSpy about(doc.get(), &document::SceneDocument::nodeAboutToBeMoved);
    QSignalSpy moved(doc.get(), &document::SceneDocument::nodeMoved);
    QVERIFY(doc->moveNode(block, to, 0));
    QCOMPARE(doc->parentOf(block), to);
    QCOMPARE(doc->rowOf(block), 0);
    const QVariantList expected{QVariant::fromValue(block), QVariant::fromValue(from), 1, QVariant::fromValue(to), 0};
    QCOMPARE(about.first(), expected);
    QCOMPARE(moved.first(), expected);
    const QByteArray reparented = doc->wmp()->write();
    const auto diff = testing::wmpDiffLines(original, reparented);
    QCOMPARE(diff.removed, (QList<QByteArray>{"\tobject 2, 3\r\n", "\tobject 5, 6, 7, 9\r\n"}));
    QCOMPARE(diff.added, (QList<QByteArray>{"\tobject 2\r\n", "\tobject 3, 5, 6, 7, 9\r\n"}));
    doc->undoStack()->undo();
    QCOMPARE(moved.count(), 2);
    QCOMPARE(doc->parentOf(block), from);
    QCOMPARE(doc->rowOf(block), 1);
    QCOMPARE(doc->wmp()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmp()->write(), reparented);

    // Reorder within the same parent: row is the final row.
    const NodeId sound = objectNode(*doc, 11), path = objectNode(*doc, 10);
    QVERIFY(doc->moveNode(sound, objectNode(*doc, 9), 0));
    QCOMPARE(doc->children(objectNode(*doc, 9)), (QList<NodeId>{sound, path}));
    doc->undoStack()->undo();
    QCOMPARE(doc->children(objectNode(*doc, 9)), (QList<NodeId>{path, sound}));
}

void TestWmpDocument::refusedEdits()
{
    const QByteArray original = testing::wmpFixture5();
    auto doc = openBytes(original);
    QSignalSpy about(doc.get(), &document::SceneDocument::nodeAboutToBeMoved);
    QSignalSpy aboutAdd(doc.get(), &document::SceneDocument::nodeAboutToBeAdded);
    QString error;
    QVERIFY(!doc->moveNode(objectNode(*doc, 0), objectNode(*doc, 1), 0, &error));
    QVERIFY(!doc->moveNode(objectNode(*doc, 4), objectNode(*doc, 9), 0, &error));
    QVERIFY(!doc->removeNodes({objectNode(*doc, 0)}, &error));
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(!doc->setProperty({objectNode(*doc, 5)}, QStringLiteral("name"), QStringLiteral("two words"), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(!doc->setProperty({objectNode(*doc, 2)}, QStringLiteral("name"), QStringLiteral("x"), &error));
    QCOMPARE(doc->addNode(NodeKind::Entity, objectNode(*doc, 1), -1, QStringLiteral("bad<name>"), &error), NodeId(0));
    QCOMPARE(doc->addNode(NodeKind::Region, objectNode(*doc, 1), -1, QString(), &error), NodeId(0));
    QCOMPARE(about.count(), 0);
    QCOMPARE(aboutAdd.count(), 0); // refused edits never reach the views
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmp()->write(), original);
}

void TestWmpDocument::newFieldsReadOnlyWhereAbsent()
{
    auto doc = openBytes(testing::wmpFixture5());
    auto keys = [&](int object) {
        QStringList out;
        for (const document::NodeProperty &p : doc->properties(objectNode(*doc, object)))
            out << p.key;
        return out;
    };
    // The 8-skill model has an ambient line but no albedo; groups and lights have neither.
    QVERIFY(keys(5).contains(QStringLiteral("ambient")) && !keys(5).contains(QStringLiteral("albedo")));
    QVERIFY(keys(7).contains(QStringLiteral("albedo")));
    QVERIFY(!keys(6).contains(QStringLiteral("ambient")) && !keys(6).contains(QStringLiteral("volume")));
    QVERIFY(!keys(1).contains(QStringLiteral("sunAzimuth")));
    QString error;
    QVERIFY(!doc->setProperty({objectNode(*doc, 5)}, QStringLiteral("albedo"), 10.0, &error));
    QVERIFY(!doc->setProperty({objectNode(*doc, 1)}, QStringLiteral("sunAzimuth"), 10.0, &error));
    QVERIFY(!doc->setProperty({objectNode(*doc, 0)}, QStringLiteral("nexus"), -5, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmp()->write(), testing::wmpFixture5());

    // ACKWED 4.24's four colour lines are only numbered; the six of later files are named.
    auto four = openBytes(testing::wmpFixture4());
    QStringList fourKeys;
    for (const document::NodeProperty &p : four->properties(objectNode(*four, 0)))
        fourKeys << p.key;
    QVERIFY(fourKeys.contains(QStringLiteral("levelColor4")) && !fourKeys.contains(QStringLiteral("sunColor")));
    QVERIFY(keys(0).contains(QStringLiteral("ambientColor")) && !keys(0).contains(QStringLiteral("levelColor1")));
}

namespace {

// The newly editable keys and the node each lives on (object number; -1 = none in the file).
QList<std::pair<QString, NodeId>> newFieldNodes(const WmpDocument &doc)
{
    QList<std::pair<QString, NodeId>> out;
    auto has = [&](NodeId id, const QString &key) {
        const QList<document::NodeProperty> props = doc.properties(id);
        return std::any_of(props.cbegin(), props.cend(), [&](const document::NodeProperty &p) { return p.key == key && !p.readOnly; });
    };
    const QStringList keys{QStringLiteral("sunAzimuth"), QStringLiteral("sunElevation"), QStringLiteral("script"),
                           QStringLiteral("palette"),    QStringLiteral("workFile"),     QStringLiteral("nexus"),
                           QStringLiteral("fogColor1"),  QStringLiteral("fogColor2"),    QStringLiteral("fogColor3"),
                           QStringLiteral("fogColor4"),  QStringLiteral("sunColor"),     QStringLiteral("ambientColor"),
                           QStringLiteral("levelColor1"), QStringLiteral("levelColor4"), QStringLiteral("ambient"),
                           QStringLiteral("albedo"),     QStringLiteral("volume"),       QStringLiteral("range")};
    const QList<NodeId> nodes = allNodes(doc);
    for (const QString &key : keys) {
        for (NodeId n : nodes) {
            // "range" is new only on sounds (lights had it before).
            if (has(n, key) && (key != QLatin1String("range") || doc.nodeKind(n) == NodeKind::Sound)) {
                out.append({key, n});
                break;
            }
        }
    }
    return out;
}

// A different value of the same type as `before`.
QVariant otherValue(const QString &key, const QVariant &before)
{
    if (key == QLatin1String("sunElevation"))
        return before.toDouble() > 0 ? before.toDouble() - 12.5 : before.toDouble() + 12.5;
    if (before.typeId() == QMetaType::Double)
        return before.toDouble() + 12.5;
    if (before.typeId() == QMetaType::Int)
        return before.toInt() + 2;
    if (before.typeId() == QMetaType::QVector3D) {
        const QVector3D v = before.value<QVector3D>();
        return QVector3D(v.x() == 12.5f ? 25.0f : 12.5f, v.y(), 100.0f * 77 / 255);
    }
    return key == QLatin1String("workFile") ? QStringLiteral("edited.$$w")
         : key == QLatin1String("palette")  ? QStringLiteral("edited.pcx")
                                            : QStringLiteral("edited.wdl");
}

bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.typeId() == QMetaType::QVector3D)
        return (a.value<QVector3D>() - b.value<QVector3D>()).length() < 1e-3f;
    if (a.typeId() == QMetaType::Double)
        return std::abs(a.toDouble() - b.toDouble()) < 1e-6;
    return a == b;
}

} // namespace

void TestWmpDocument::newFieldsSaveReopen_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("key");
    auto addFile = [](const QString &name, const QByteArray &bytes) {
        auto doc = openBytes(bytes);
        for (const auto &[key, node] : newFieldNodes(*doc))
            QTest::newRow(qPrintable(name + QLatin1Char(' ') + key)) << bytes << key;
    };
    addFile(QStringLiteral("fixture 4.x"), testing::wmpFixture4());
    addFile(QStringLiteral("fixture 5.x"), testing::wmpFixture5());
    addFile(QStringLiteral("fixture 6.x"), testing::wmpFixture6());
    if (!testing::hasCorpus())
        return;
    for (const QString &file : testing::corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")})) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        try {
            addFile(QFileInfo(file).fileName(), bytes);
        } catch (const format::FormatError &) {
        }
    }
}

// Each newly editable field: do -> undo -> redo with the signal, then save, reopen: the value
// is there and exactly one line of the file differs.
void TestWmpDocument::newFieldsSaveReopen()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, key);
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.wmp"));
    QVERIFY(testing::writeFile(in, bytes));
    QString error;
    auto opened = ackedit::testing::openFile(in, &error);
    QVERIFY2(opened, qPrintable(error));
    auto *doc = qobject_cast<WmpDocument *>(opened.get());
    QVERIFY(doc);
    NodeId id = 0;
    for (const auto &[k, node] : newFieldNodes(*doc))
        id = k == key ? node : id;
    QVERIFY(id);
    const QVariant before = doc->property(id, key);
    const QVariant value = otherValue(key, before);
    QVERIFY(before.isValid() && !sameValue(before, value));

    QSignalSpy spy(doc, &document::SceneDocument::propertyChanged);
    QVERIFY2(doc->setProperty({id}, key, value, &error), qPrintable(error));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first(), (QVariantList{QVariant::fromValue(id), key}));
    QVERIFY2(sameValue(doc->property(id, key), value), qPrintable(doc->property(id, key).toString()));
    const QByteArray edited = doc->wmp()->write();
    doc->undoStack()->undo();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(doc->property(id, key), before);
    QCOMPARE(doc->wmp()->write(), bytes);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    QCOMPARE(spy.count(), 3);
    QCOMPARE(doc->wmp()->write(), edited);

    QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("out.wmp")), &error), qPrintable(error));
    auto reopened = ackedit::testing::openFile(dir.filePath(QStringLiteral("out.wmp")), &error);
    QVERIFY2(reopened, qPrintable(error));
    auto *again = qobject_cast<WmpDocument *>(reopened.get());
    QVERIFY(again);
    QVERIFY(sameValue(again->property(id, key), value)); // ids come from section order
    const auto diff = testing::wmpDiffLines(bytes, again->wmp()->write());
    QCOMPARE(diff.removed.size(), 1);
    QCOMPARE(diff.added.size(), 1);
}

void TestWmpDocument::endToEnd_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("fixture 5.x") << testing::wmpFixture5();
    QTest::newRow("fixture 6.x") << testing::wmpFixture6();
    if (!testing::hasCorpus())
        return;
    for (const QString &file : testing::corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")})) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        try {
            if (format::readWmpText(bytes)->write() == bytes)
                QTest::newRow(qPrintable(QFileInfo(file).fileName())) << bytes;
        } catch (const format::FormatError &) {
        }
    }
}

void TestWmpDocument::endToEnd()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.wmp"));
    QVERIFY(testing::writeFile(in, bytes));
    QString error;
    auto opened = ackedit::testing::openFile(in, &error);
    QVERIFY2(opened, qPrintable(error));
    auto *doc = qobject_cast<WmpDocument *>(opened.get());
    QVERIFY(doc);
    // A group to rename (not the root when there is another), a block and a group to move it to.
    const QList<NodeId> nodes = allNodes(*doc);
    const NodeId root = doc->children(0).first();
    NodeId group = root, block = 0, target = 0;
    for (NodeId n : nodes) {
        if (doc->nodeKind(n) == NodeKind::Group && group == root)
            group = n;
        if (doc->nodeKind(n) == NodeKind::Block && !block)
            block = n;
    }
    if (!block)
        QSKIP("no block in this file");
    if (!doc->canRename(group))
        QSKIP("the root is a block (a map entity piece): no group");
    for (NodeId n : nodes) {
        if ((doc->nodeKind(n) == NodeKind::Group || n == root) && n != doc->parentOf(block) && doc->canMove(block, n)) {
            target = n;
            break;
        }
    }
    // Only one group: add one first (its own undo step); the comparison starts after it.
    QByteArray baseline = bytes;
    int steps = 2;
    if (!target) {
        target = doc->addNode(NodeKind::Group, root, -1, QString(), &error);
        QVERIFY2(target, qPrintable(error));
        baseline = doc->wmp()->write();
        QVERIFY(format::readWmpText(baseline));
        steps = 3;
    }
    const QString name = QStringLiteral("Renamed group");
    QVERIFY(doc->rename(group, name, &error));
    QVERIFY2(doc->moveNode(block, target, -1, &error), qPrintable(error)); // last: one list line
    QCOMPARE(doc->undoStack()->count(), steps);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmp()->write(), baseline);
    if (steps == 3) {
        doc->undoStack()->undo();
        QCOMPARE(doc->wmp()->write(), bytes);
        doc->undoStack()->redo();
    }
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("out.wmp")), &error), qPrintable(error));

    auto reopened = ackedit::testing::openFile(dir.filePath(QStringLiteral("out.wmp")), &error);
    QVERIFY2(reopened, qPrintable(error));
    auto *again = qobject_cast<WmpDocument *>(reopened.get());
    QVERIFY(again);
    // Ids are given in section order when reading; an added group is the last section, so the
    // ids of the first reading still hold.
    QCOMPARE(again->nodeName(group), name);
    QCOMPARE(again->parentOf(block), target);
    QCOMPARE(again->rowOf(block), again->children(target).size() - 1);
    // Only the group's header line and the two child lists changed.
    const auto diff = testing::wmpDiffLines(baseline, again->wmp()->write());
    QVERIFY2(!diff.removed.isEmpty() && diff.removed.size() <= 4 && diff.added.size() <= 4,
             (diff.removed.join("|") + " => " + diff.added.join("|")).constData());
    for (const QByteArray &line : diff.added + diff.removed) // headers "object N {" and child lists
        QVERIFY2(line.trimmed().startsWith("object "), line.constData());
    QVERIFY(std::any_of(diff.added.cbegin(), diff.added.cend(), [&](const QByteArray &l) { return l.contains("// Renamed group"); }));
}

QTEST_GUILESS_MAIN(TestWmpDocument)
#include "tst_wmpdocument.moc"
