// WmbDocument: tree, every property edit and structural command do -> undo -> redo with the
// change signals, merging, exact bytes after undo, and the headless end-to-end workflow (open,
// move an entity, change a skill, undo, redo, save, reopen, only that record's bytes differ).
#include "common_corpus.h"
#include "common_files.h"
#include "common_open.h"
#include "format/wmb/wmbfixture.h"
#include "scene/wmbdocument.h"
#include "wmb/wmbfile.h"

#include <QColor>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::WmbDocument;

Q_DECLARE_METATYPE(NodeKind)

namespace {

std::unique_ptr<WmbDocument> openBytes(const QByteArray &bytes)
{
    return std::make_unique<WmbDocument>(format::readWmb(bytes), QString());
}

NodeId firstOfType(const WmbDocument &doc, quint32 type)
{
    for (const format::WmbObject &o : doc.wmb()->objects())
        if (o.type == type)
            return o.id;
    return 0;
}

// Byte range of object record `index` in a WMB file (list 15: count, offsets, records).
std::pair<qint64, qint64> recordRange(const QByteArray &file, int index)
{
    auto u32 = [&](qint64 at) { return qFromLittleEndian<quint32>(file.constData() + at); };
    const qint64 list = u32(4 + 8 * 15), length = u32(8 + 8 * 15);
    const quint32 count = u32(list);
    const qint64 begin = list + u32(list + 4 + 4 * index);
    const qint64 end = quint32(index + 1) < count ? list + u32(list + 4 + 4 * (index + 1)) : list + length;
    return {begin, end};
}

// Whether a and b (same size) differ only inside [range.first, range.second), and do differ there.
bool differsOnlyIn(const QByteArray &a, const QByteArray &b, std::pair<qint64, qint64> range)
{
    if (a.size() != b.size())
        return false;
    bool inside = false;
    for (qint64 i = 0; i < a.size(); ++i) {
        if (a[i] == b[i])
            continue;
        if (i < range.first || i >= range.second)
            return false;
        inside = true;
    }
    return inside;
}

} // namespace

class TestWmbDocument : public QObject
{
    Q_OBJECT
private slots:
    void tree();
    void setProperty_data();
    void setProperty();
    void invalidEdits();
    void mergeAndVanish();
    void widenedEntityUndoesExactly();
    void removeRestoresIdsAndBytes();
    void removePathRestoresAttachment();
    void addNode();
    void duplicate();
    void reorder();
    void pathNode();
    void factory();
    void endToEnd_data();
    void endToEnd();
};

void TestWmbDocument::tree()
{
    auto doc = openBytes(wmbfixture::wmb7Full());
    const QList<NodeId> top = doc->children(0);
    const auto &objects = doc->wmb()->objects();
    QCOMPARE(doc->nodeKind(top.first()), NodeKind::Level);
    QCOMPARE(top.first(), firstOfType(*doc, 5));
    // level, the 9 other objects, Textures, Materials, Blocks
    QCOMPARE(top.size(), int(objects.size()) + 3);
    QCOMPARE(top.mid(top.size() - 3), (QList<NodeId>{WmbDocument::TexturesFolder, WmbDocument::MaterialsFolder,
                                                     WmbDocument::BlocksFolder}));
    QSet<NodeId> unique(top.cbegin(), top.cend());
    const NodeId path = firstOfType(*doc, 6);
    const QList<NodeId> pathNodes = doc->children(path);
    QCOMPARE(pathNodes.size(), 3);
    for (NodeId n : pathNodes) {
        QCOMPARE(doc->parentOf(n), path);
        QCOMPARE(doc->nodeKind(n), NodeKind::PathNode);
        QVERIFY(!unique.contains(n));
        unique.insert(n);
    }
    for (NodeId folder : {WmbDocument::TexturesFolder, WmbDocument::MaterialsFolder, WmbDocument::BlocksFolder}) {
        QCOMPARE(doc->nodeKind(folder), NodeKind::Folder);
        QVERIFY(!doc->children(folder).isEmpty());
        for (NodeId c : doc->children(folder)) {
            QVERIFY(doc->contains(c));
            QCOMPARE(doc->parentOf(c), folder);
            QVERIFY(!unique.contains(c));
            unique.insert(c);
            QVERIFY(!doc->canRemove(c));
        }
    }
    QCOMPARE(doc->nodeKind(firstOfType(*doc, 7)), NodeKind::Entity);
    QCOMPARE(doc->nodeName(firstOfType(*doc, 7)), QStringLiteral("entity_with_a_long_name_0001"));
    QCOMPARE(doc->nodeKind(firstOfType(*doc, 9)), NodeKind::Other);
    Eigen::Vector3f p;
    QVERIFY(doc->markerPosition(firstOfType(*doc, 2), &p));
    QCOMPARE(p, Eigen::Vector3f(10, 20, 30));
    Eigen::Vector3f lo, hi;
    QVERIFY(doc->bounds(firstOfType(*doc, 8), &lo, &hi));
    QCOMPARE(hi, Eigen::Vector3f(10, 10, 10));
    QVERIFY(doc->bounds(WmbDocument::BlocksFolder, &lo, &hi));
    QVERIFY(!doc->canRemove(top.first()));
    QVERIFY(doc->canRemove(firstOfType(*doc, 7)));
    QVERIFY(!doc->canMove(firstOfType(*doc, 7), path));
}

void TestWmbDocument::setProperty_data()
{
    QTest::addColumn<quint32>("type");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    auto row = [](const char *name, quint32 type, const char *key, const QVariant &value) {
        QTest::newRow(name) << type << QString::fromLatin1(key) << value;
    };
    row("entity name", 7, "name", QStringLiteral("hero"));
    row("entity file", 7, "file", QStringLiteral("models/villain.mdl"));
    row("entity action", 7, "action", QStringLiteral("villain_act"));
    row("entity origin", 7, "origin", QVector3D(1, 2, 3));
    row("entity angles", 7, "angles", QVector3D(90, 10, 0));
    row("entity scale", 7, "scale", QVector3D(2, 2, 2));
    row("entity flags", 7, "flags", uint(0x203));
    row("entity skills", 7, "skills", QVariantList{1.0, 2.0, 3.0});
    row("entity ambient", 7, "ambient", 25.0);
    row("entity albedo", 7, "albedo", 75.0);
    row("old entity name", 3, "name", QStringLiteral("crate2"));
    row("old entity skills", 3, "skills", QVariantList{9.0, 8.0});
    row("old entity flags", 3, "flags", uint(0x100));
    row("position origin", 1, "origin", QVector3D(5, 5, 5));
    row("position name", 1, "name", QStringLiteral("start"));
    row("light color", 2, "color", QVector3D(10, 20, 30));
    row("light range", 2, "range", 1234.0);
    row("light flags", 2, "flags", uint(2));
    row("sound volume", 4, "volume", 55.0);
    row("sound range", 4, "range", 999);
    row("sound file", 4, "file", QStringLiteral("rain.wav"));
    row("region min", 8, "min", QVector3D(-20, -20, -20));
    row("region max", 8, "max", QVector3D(40, 40, 40));
    row("path name", 6, "name", QStringLiteral("route"));
    row("sun azimuth", 5, "sunAzimuth", 123.0);
    row("sun elevation", 5, "sunElevation", 33.0);
    row("sun colour", 5, "sunColor", QColor(10, 20, 30));
    row("ambient colour", 5, "ambientColor", QColor(1, 2, 3));
    row("fog colour 3", 5, "fogColor3", QColor(200, 100, 50));
}

void TestWmbDocument::setProperty()
{
    QFETCH(quint32, type);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId id = firstOfType(*doc, type);
    QVERIFY(id);
    const QList<document::NodeProperty> props = doc->properties(id);
    QVERIFY(std::any_of(props.cbegin(), props.cend(),
                        [&](const document::NodeProperty &p) { return p.key == key && !p.readOnly; }));
    const QVariant before = doc->property(id, key);
    QVERIFY(before.isValid());
    QVERIFY(before != value);
    QSignalSpy spy(doc.get(), &document::SceneDocument::propertyChanged);

    QString error;
    QVERIFY2(doc->setProperty({id}, key, value, &error), qPrintable(error));
    QVariant expected = value;
    if (key == QLatin1String("skills")) { // the rest of the list stays as it was
        QVariantList all = before.toList();
        for (qsizetype k = 0; k < value.toList().size(); ++k)
            all[k] = value.toList()[k];
        expected = all;
    }
    QCOMPARE(doc->property(id, key), expected);
    QVERIFY(spy.count() >= 1);
    QCOMPARE(spy.first().at(0).value<NodeId>(), id);
    QCOMPARE(spy.first().at(1).toString(), key);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->isModified());
    const QByteArray edited = doc->wmb()->write();
    QVERIFY(edited != original);
    // Only this object's record changed.
    const int index = doc->wmb()->objectIndex(id);
    QVERIFY(differsOnlyIn(original, edited, recordRange(original, index)));

    spy.clear();
    doc->undoStack()->undo();
    QCOMPARE(doc->property(id, key), before);
    QVERIFY(spy.count() >= 1);
    QCOMPARE(spy.first().at(1).toString(), key);
    QCOMPARE(doc->wmb()->write(), original);
    QVERIFY(!doc->isModified());

    spy.clear();
    doc->undoStack()->redo();
    QCOMPARE(doc->property(id, key), expected);
    QVERIFY(spy.count() >= 1);
    QCOMPARE(doc->wmb()->write(), edited);
}

void TestWmbDocument::invalidEdits()
{
    auto doc = openBytes(wmbfixture::wmb7Full());
    const NodeId entity = firstOfType(*doc, 7);
    QString error;
    QVERIFY(!doc->setProperty({entity}, QStringLiteral("name"), QString(40, QLatin1Char('x')), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!doc->setProperty({firstOfType(*doc, 1)}, QStringLiteral("flags"), 3u, &error));
    QVERIFY(!doc->setProperty({entity}, QStringLiteral("type"), QStringLiteral("light"), &error));
    QVERIFY(!doc->setProperty({9999}, QStringLiteral("name"), QStringLiteral("x"), &error));
    QVERIFY(!doc->setProperty({WmbDocument::TexturesFolder}, QStringLiteral("name"), QStringLiteral("x"), &error));
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmb()->write(), wmbfixture::wmb7Full());
    // Setting the value it already has is not an undo step.
    QVERIFY(doc->setProperty({entity}, QStringLiteral("ambient"), doc->property(entity, QStringLiteral("ambient"))));
    QCOMPARE(doc->undoStack()->count(), 0);
}

void TestWmbDocument::mergeAndVanish()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId entity = firstOfType(*doc, 7), light = firstOfType(*doc, 2);
    const QList<NodeId> both{entity, light};
    const QVariant start = doc->property(entity, QStringLiteral("origin"));
    QVERIFY(doc->setProperty(both, QStringLiteral("origin"), QVector3D(1, 1, 1)));
    QVERIFY(doc->setProperty(both, QStringLiteral("origin"), QVector3D(2, 2, 2)));
    QCOMPARE(doc->undoStack()->count(), 1); // a drag is one step
    QCOMPARE(doc->property(light, QStringLiteral("origin")), QVariant(QVector3D(2, 2, 2)));
    doc->undoStack()->undo();
    QCOMPARE(doc->property(entity, QStringLiteral("origin")), start);
    QCOMPARE(doc->property(light, QStringLiteral("origin")), QVariant(QVector3D(10, 20, 30)));
    QCOMPARE(doc->wmb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->property(entity, QStringLiteral("origin")), QVariant(QVector3D(2, 2, 2)));

    // A different key, or different nodes, is a new step.
    QVERIFY(doc->setProperty({entity}, QStringLiteral("origin"), QVector3D(3, 3, 3)));
    QVERIFY(doc->setProperty({entity}, QStringLiteral("ambient"), 5.0));
    QCOMPARE(doc->undoStack()->count(), 3);

    // Back to the start value: the step disappears and the bytes are the original ones.
    auto doc2 = openBytes(original);
    const NodeId e2 = firstOfType(*doc2, 7);
    const QVariant s2 = doc2->property(e2, QStringLiteral("scale"));
    QVERIFY(doc2->setProperty({e2}, QStringLiteral("scale"), QVector3D(4, 4, 4)));
    QVERIFY(doc2->setProperty({e2}, QStringLiteral("scale"), s2));
    QCOMPARE(doc2->undoStack()->count(), 0);
    QVERIFY(!doc2->isModified());
    QCOMPARE(doc2->wmb()->write(), original);
}

void TestWmbDocument::widenedEntityUndoesExactly()
{
    // A name that does not fit the old entity record widens it to the long one; undo must give
    // back the old record type and bytes, also when the edit merges back to the start value.
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId old = firstOfType(*doc, 3);
    QSignalSpy spy(doc.get(), &document::SceneDocument::propertyChanged);
    QVERIFY(doc->setProperty({old}, QStringLiteral("name"), QStringLiteral("a_name_longer_than_twenty")));
    QCOMPARE(doc->wmb()->object(old)->type, 7u);
    QVERIFY(spy.contains(QVariantList{QVariant::fromValue(old), QStringLiteral("type")}));
    spy.clear();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmb()->object(old)->type, 3u);
    QVERIFY(spy.contains(QVariantList{QVariant::fromValue(old), QStringLiteral("type")}));
    QCOMPARE(doc->wmb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmb()->object(old)->type, 7u);
    doc->undoStack()->undo();

    QVERIFY(doc->setProperty({old}, QStringLiteral("name"), QStringLiteral("a_name_longer_than_twenty")));
    QVERIFY(doc->setProperty({old}, QStringLiteral("name"), QStringLiteral("old_000")));
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->wmb()->object(old)->type, 3u);
    QCOMPARE(doc->wmb()->write(), original);
}

void TestWmbDocument::removeRestoresIdsAndBytes()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId entity = firstOfType(*doc, 7), light = firstOfType(*doc, 2);
    const QList<NodeId> topBefore = doc->children(0);
    const int entityRow = doc->rowOf(entity), lightRow = doc->rowOf(light);
    QSignalSpy aboutRemoved(doc.get(), &document::SceneDocument::nodeAboutToBeRemoved);
    QSignalSpy removed(doc.get(), &document::SceneDocument::nodeRemoved);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);

    QVERIFY(doc->removeNodes({entity, light}));
    QCOMPARE(doc->undoStack()->count(), 1); // one step for the selection
    QVERIFY(!doc->contains(entity) && !doc->contains(light));
    QCOMPARE(removed.count(), 2);
    QCOMPARE(aboutRemoved.count(), 2);
    QCOMPARE(removed.at(0), (QVariantList{QVariant::fromValue(NodeId(0)), entityRow, QVariant::fromValue(entity)}));
    QCOMPARE(removed.at(1), (QVariantList{QVariant::fromValue(NodeId(0)), lightRow, QVariant::fromValue(light)}));
    const QByteArray without = doc->wmb()->write();
    QVERIFY(without.size() < original.size());

    doc->undoStack()->undo();
    QCOMPARE(added.count(), 2);
    QCOMPARE(doc->children(0), topBefore);
    QVERIFY(doc->contains(entity) && doc->contains(light));
    QCOMPARE(doc->wmb()->write(), original);
    QVERIFY(!doc->isModified());

    doc->undoStack()->redo();
    QVERIFY(!doc->contains(entity));
    QCOMPARE(doc->wmb()->write(), without);
    doc->undoStack()->undo();
    QCOMPARE(doc->wmb()->write(), original);

    QString error;
    QVERIFY(!doc->removeNodes({doc->children(0).first()}, &error)); // the level info stays
    QVERIFY(!error.isEmpty());
}

void TestWmbDocument::removePathRestoresAttachment()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId path = firstOfType(*doc, 6), entity = firstOfType(*doc, 7);
    QCOMPARE(doc->wmb()->object(entity)->entity.attachedPath, 1);
    const QList<NodeId> nodes = doc->children(path);
    QVERIFY(doc->removeNodes({path}));
    QCOMPARE(doc->wmb()->object(entity)->entity.attachedPath, 0);
    doc->undoStack()->undo();
    QCOMPARE(doc->wmb()->object(entity)->entity.attachedPath, 1);
    QCOMPARE(doc->children(path), nodes); // the path nodes keep their ids
    QCOMPARE(doc->wmb()->write(), original);
}

void TestWmbDocument::addNode()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    QSignalSpy about(doc.get(), &document::SceneDocument::nodeAboutToBeAdded);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);
    QSignalSpy removed(doc.get(), &document::SceneDocument::nodeRemoved);
    const NodeId id = doc->addNode(NodeKind::Entity, 0, 2, QStringLiteral("newcomer"));
    QVERIFY(id);
    QCOMPARE(doc->rowOf(id), 2);
    QCOMPARE(doc->nodeName(id), QStringLiteral("newcomer"));
    QCOMPARE(about.count(), 1);
    QCOMPARE(about.first().at(1).toInt(), 2);
    QCOMPARE(added.first(), (QVariantList{QVariant::fromValue(NodeId(0)), 2, QVariant::fromValue(id)}));
    const QByteArray with = doc->wmb()->write();
    QCOMPARE(format::readWmb(with)->objects().size(), doc->wmb()->objects().size());

    doc->undoStack()->undo();
    QVERIFY(!doc->contains(id));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(doc->wmb()->write(), original);
    doc->undoStack()->redo();
    QVERIFY(doc->contains(id)); // the same id comes back
    QCOMPARE(doc->rowOf(id), 2);
    QCOMPARE(doc->wmb()->write(), with);

    for (NodeKind kind : {NodeKind::Light, NodeKind::Sound, NodeKind::Position, NodeKind::Region})
        QVERIFY(doc->addNode(kind, 0));
    QString error;
    QCOMPARE(doc->addNode(NodeKind::Group, 0, -1, QString(), &error), NodeId(0));
    QVERIFY(!error.isEmpty());
}

void TestWmbDocument::duplicate()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId entity = firstOfType(*doc, 7);
    QSignalSpy added(doc.get(), &document::SceneDocument::nodeAdded);
    const QList<NodeId> copies = doc->duplicate({entity});
    QCOMPARE(copies.size(), 1);
    const NodeId copy = copies.first();
    QVERIFY(copy != entity);
    QCOMPARE(doc->rowOf(copy), doc->rowOf(entity) + 1);
    // Named as WED names a copy: the number at the end counts on, keeping its width (issue 32).
    const QString name = doc->property(entity, QStringLiteral("name")).toString();
    QCOMPARE(name, QStringLiteral("entity_with_a_long_name_0001"));
    QCOMPARE(doc->property(copy, QStringLiteral("name")).toString(), QStringLiteral("entity_with_a_long_name_0002"));
    QCOMPARE(doc->undoStack()->count(), 1); // duplicate and rename: one step
    QCOMPARE(added.count(), 1);
    // A second copy of the same entity takes the next number again.
    const QString second = doc->property(doc->duplicate({entity}).value(0), QStringLiteral("name")).toString();
    QCOMPARE(second, QStringLiteral("entity_with_a_long_name_0003"));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(!doc->contains(copy));
    QCOMPARE(doc->wmb()->write(), original);
    doc->undoStack()->redo();
    QVERIFY(doc->contains(copy));
    QVERIFY(doc->duplicate({doc->children(0).first()}).isEmpty()); // not the level info
}

void TestWmbDocument::reorder()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId entity = firstOfType(*doc, 7);
    const int row = doc->rowOf(entity);
    QSignalSpy moved(doc.get(), &document::SceneDocument::nodeMoved);
    QVERIFY(doc->moveNode(entity, 0, 1));
    QCOMPARE(doc->rowOf(entity), 1);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(moved.first(), (QVariantList{QVariant::fromValue(entity), QVariant::fromValue(NodeId(0)), row,
                                          QVariant::fromValue(NodeId(0)), 1}));
    // The entity was attached to path 1; the path did not move, so still 1.
    QCOMPARE(doc->wmb()->object(entity)->entity.attachedPath, 1);
    const QByteArray moved1 = doc->wmb()->write();
    QVERIFY(moved1 != original);
    doc->undoStack()->undo();
    QCOMPARE(doc->rowOf(entity), row);
    QCOMPARE(moved.count(), 2);
    QCOMPARE(doc->wmb()->write(), original);
    doc->undoStack()->redo();
    QCOMPARE(doc->wmb()->write(), moved1);
    QVERIFY(!doc->moveNode(doc->children(0).first(), 0, 3)); // the level info row is fixed
    QVERIFY(doc->moveNode(entity, 0, -1));
    QCOMPARE(doc->rowOf(entity), int(doc->wmb()->objects().size()) - 1);
}

void TestWmbDocument::pathNode()
{
    const QByteArray original = wmbfixture::wmb7Full();
    auto doc = openBytes(original);
    const NodeId path = firstOfType(*doc, 6);
    const NodeId node = doc->children(path).at(1);
    QVERIFY(doc->setProperty({node}, QStringLiteral("origin"), QVector3D(100, 50, 0)));
    QCOMPARE(doc->wmb()->object(path)->path.edges[1].length, 50.0f); // recomputed
    QVERIFY(doc->setProperty({node}, QStringLiteral("skills"), QVariantList{7.0}));
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmb()->write(), original);
    QVERIFY(!doc->canRemove(node));
}

void TestWmbDocument::factory()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("level.wmb"));
    QVERIFY(testing::writeFile(name, wmbfixture::wmb7Full()));
    QString error;
    auto doc = ackedit::testing::openFile(name, &error);
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(qobject_cast<WmbDocument *>(doc.get()));
}

void TestWmbDocument::endToEnd_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("fixture WMB7") << wmbfixture::wmb7Full();
    QTest::newRow("fixture WMB7 BSP") << wmbfixture::wmb7Bsp();
    if (!testing::hasCorpus())
        return;
    for (const QString &file : testing::corpusFiles({QStringLiteral("wmb7")}, {QStringLiteral(".wmb")})) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        auto wmb = format::readWmb(bytes);
        if (wmb->write() != bytes || (!wmb->countObjects(3) && !wmb->countObjects(7)))
            continue; // not byte-exact on its own or no entity: nothing to show here
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << bytes;
    }
}

void TestWmbDocument::endToEnd()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("in.wmb"));
    QVERIFY(testing::writeFile(path, bytes));
    QString error;
    auto opened = ackedit::testing::openFile(path, &error);
    QVERIFY2(opened, qPrintable(error));
    auto *doc = qobject_cast<WmbDocument *>(opened.get());
    QVERIFY(doc);
    NodeId entity = 0;
    for (NodeId id : doc->children(0)) {
        if (doc->nodeKind(id) == NodeKind::Entity) {
            entity = id;
            break;
        }
    }
    QVERIFY(entity);
    const int index = doc->wmb()->objectIndex(entity);
    const QVector3D origin = doc->property(entity, QStringLiteral("origin")).value<QVector3D>();
    const QVector3D moved = origin + QVector3D(16, -8, 4);
    QVariantList skills = doc->property(entity, QStringLiteral("skills")).toList();
    skills[1] = skills[1].toDouble() + 7.5;
    QSignalSpy spy(doc, &document::SceneDocument::propertyChanged);

    QVERIFY(doc->setProperty({entity}, QStringLiteral("origin"), origin + QVector3D(8, 0, 0))); // a drag ...
    QVERIFY(doc->setProperty({entity}, QStringLiteral("origin"), moved));                       // ... one step
    QVERIFY(doc->setProperty({entity}, QStringLiteral("skills"), skills));
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->wmb()->write(), bytes);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    QCOMPARE(spy.count(), 3 + 2 + 2);

    const QString out = dir.filePath(QStringLiteral("out.wmb"));
    QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
    QVERIFY(!doc->isModified());
    auto reopened = ackedit::testing::openFile(out, &error);
    QVERIFY2(reopened, qPrintable(error));
    auto *again = qobject_cast<WmbDocument *>(reopened.get());
    QVERIFY(again->contains(entity)); // ids follow the file order, so the entity keeps its id
    QCOMPARE(again->property(entity, QStringLiteral("origin")), QVariant(moved));
    QCOMPARE(again->property(entity, QStringLiteral("skills")).toList().at(1).toDouble(), skills[1].toDouble());
    QFile saved(out);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray written = saved.readAll();
    QVERIFY2(differsOnlyIn(bytes, written, recordRange(bytes, index)),
             "bytes outside the entity's record changed");
}

QTEST_GUILESS_MAIN(TestWmbDocument)
#include "tst_wmbdocument.moc"
