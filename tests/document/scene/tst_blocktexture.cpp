// A block's "texture" property in the level sources: reading gives the texture all faces share
// (empty when they differ); setting it retextures every face of every listed block as one undo
// step, and undo/redo give back the exact bytes; a name the formats cannot hold is refused with
// nothing changed. In a WMB blocks are compiled geometry and have no such property.
#include "document/scene/levelfixtures.h"
#include "document/scene/scenetesting.h"
#include "scene/scenedocument.h"
#include "scene/scenepick.h"

#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using document::SceneDocument;

namespace {

QList<NodeId> blocks(const SceneDocument &doc)
{
    QList<NodeId> out, stack = doc.children(0);
    while (!stack.isEmpty()) {
        const NodeId id = stack.takeFirst();
        if (doc.nodeKind(id) == NodeKind::Block)
            out << id;
        stack << doc.children(id);
    }
    return out;
}

// The same document read back from what it saves.
std::unique_ptr<SceneDocument> reread(SceneDocument &doc, const QString &format)
{
    QByteArray bytes = testing::sceneBytes(doc);
    if (format == QLatin1String("wmp"))
        return std::make_unique<document::WmpDocument>(format::readWmpText(bytes), QString());
    return std::make_unique<document::WmpbDocument>(format::readWmpb(bytes), QString());
}

} // namespace

class TstBlockTexture : public QObject
{
    Q_OBJECT
private slots:
    void retexture_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("text WMP") << QStringLiteral("wmp");
        QTest::newRow("WMPB") << QStringLiteral("wmpb");
    }
    void retexture()
    {
        QFETCH(QString, format);
        QByteArray fixture;
        const auto doc = testing::openFixtureLevel(format, &fixture);
        // A second block (the WMPB fixture has one), so one block can be retextured alone.
        QVERIFY(doc->addNodeAt(NodeKind::Block, quint32(doc->parentFor(NodeKind::Block)), Eigen::Vector3d(300, 0, 0)));
        const QByteArray original = testing::sceneBytes(*doc);
        const int base = doc->undoStack()->count();
        const QList<NodeId> all = blocks(*doc);
        QVERIFY(all.size() >= 2);
        const NodeId first = all.first();
        const auto props = doc->properties(first);
        QVERIFY(std::any_of(props.cbegin(), props.cend(),
                            [](const document::NodeProperty &p) { return p.key == QLatin1String("texture") && !p.readOnly; }));

        QSignalSpy changed(doc.get(), &SceneDocument::propertyChanged);
        QString error;
        QVERIFY2(doc->setProperty(all, QStringLiteral("texture"), QStringLiteral("marble_02"), &error), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), base + 1);
        QCOMPARE(changed.count(), all.size());
        for (NodeId id : all)
            QCOMPARE(doc->property(id, QStringLiteral("texture")).toString(), QStringLiteral("marble_02"));
        const QByteArray edited = testing::sceneBytes(*doc);
        QVERIFY(edited != original);

        const auto again = reread(*doc, format);
        for (NodeId id : blocks(*again))
            QCOMPARE(again->property(id, QStringLiteral("texture")).toString(), QStringLiteral("marble_02"));

        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), edited);
        doc->undoStack()->undo();

        // One block: the others keep their own textures.
        const QString secondBefore = doc->property(all[1], QStringLiteral("texture")).toString();
        QVERIFY(doc->setProperty({first}, QStringLiteral("texture"), QStringLiteral("rock"), &error));
        QCOMPARE(doc->property(all[1], QStringLiteral("texture")).toString(), secondBefore);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
    }

    // One face: the face a ray picks (pickBlock's face, the block's own numbering) takes the
    // texture alone, as one undo step with the exact bytes back; the other faces keep theirs.
    void oneFacePickedByARay_data() { retexture_data(); }
    void oneFacePickedByARay()
    {
        QFETCH(QString, format);
        QByteArray original;
        const auto doc = testing::openFixtureLevel(format, &original);
        const NodeId block = blocks(*doc).first();
        std::vector<std::vector<Eigen::Vector3f>> polygons;
        std::vector<int> faces;
        QVERIFY(doc->blockPolygons(block, &polygons, &faces));
        QCOMPARE(faces.size(), polygons.size());
        const QStringList before = doc->property(block, QStringLiteral("faceTextures")).toStringList();
        QCOMPARE(before.size(), qsizetype(polygons.size()));
        for (size_t p = 0; p < polygons.size(); ++p) {
            // A ray straight at the middle of polygon p from outside the block.
            Eigen::Vector3f centre = Eigen::Vector3f::Zero();
            for (const Eigen::Vector3f &v : polygons[p])
                centre += v;
            centre /= float(polygons[p].size());
            Eigen::Vector3f blockCentre = Eigen::Vector3f::Zero();
            int n = 0;
            for (const auto &polygon : polygons)
                for (const Eigen::Vector3f &v : polygon)
                    blockCentre += v, ++n;
            blockCentre /= float(n);
            const Eigen::Vector3f out = (centre - blockCentre).normalized();
            const document::SceneHit hit = document::pickBlock(*doc, document::PickRay{centre + 500.f * out, -out});
            QCOMPARE(hit.id, block);
            QCOMPARE(hit.face, faces[p]);
        }
        const int face = faces[1];
        QSignalSpy changed(doc.get(), &SceneDocument::propertyChanged);
        QString error;
        QVERIFY2(doc->setFaceTexture(block, face, QStringLiteral("marble_02"), &error), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->text(0), QStringLiteral("Texture face"));
        QVERIFY(changed.count() >= 2); // faceTextures, and texture (the panel's field)
        QStringList expected = before;
        expected[face] = QStringLiteral("marble_02");
        QCOMPARE(doc->property(block, QStringLiteral("faceTextures")).toStringList(), expected);
        QCOMPARE(reread(*doc, format)->property(block, QStringLiteral("faceTextures")).toStringList(), expected);
        QVERIFY(doc->property(block, QStringLiteral("texture")).toString().isEmpty()); // the faces differ now
        const QByteArray edited = testing::sceneBytes(*doc);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
        doc->undoStack()->redo();
        QCOMPARE(testing::sceneBytes(*doc), edited);

        // Refused with the reason, nothing changed: a face the block has not, a name the formats
        // cannot hold, a node that is no block.
        QVERIFY(!doc->setFaceTexture(block, int(polygons.size()) + 5, QStringLiteral("rock"), &error));
        QVERIFY2(error.contains(QStringLiteral("no face")), qPrintable(error));
        QVERIFY(!doc->setFaceTexture(block, face, QStringLiteral("two words"), &error));
        const NodeId light = [&] {
            QList<NodeId> todo = doc->children(0);
            while (!todo.isEmpty()) {
                const NodeId id = todo.takeFirst();
                if (doc->nodeKind(id) == NodeKind::Light)
                    return id;
                todo += doc->children(id);
            }
            return NodeId(0);
        }();
        QVERIFY(!doc->setFaceTexture(light, 0, QStringLiteral("rock"), &error));
        QCOMPARE(testing::sceneBytes(*doc), edited);
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    // A WMPB block without face records (WED's default texture, galep_testlevel has six) cannot
    // take a texture on one face: the reason says so and nothing changes.
    void facelessWmpbBlockSaysWhy()
    {
        QByteArray bytes;
        const auto start = testing::openFixtureLevel(QStringLiteral("wmpb"), &bytes);
        const NodeId block = blocks(*start).first();
        const auto file = format::readWmpb(bytes);
        format::WmpbNode node = file->node(block);
        std::get<format::WmpbBlockData>(node.data).faces.clear();
        file->setNode(node);
        const QByteArray faceless = file->write();
        document::WmpbDocument doc(format::readWmpb(faceless), QString());
        QString error;
        QVERIFY(!doc.setFaceTexture(block, 0, QStringLiteral("rock"), &error));
        QVERIFY2(error.contains(QStringLiteral("no face records")), qPrintable(error));
        QCOMPARE(testing::sceneBytes(doc), faceless);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    // A block added with a texture has it on every face, in the same undo step; a texture is for
    // blocks only.
    void addedBlockWithTexture_data() { retexture_data(); }
    void addedBlockWithTexture()
    {
        QFETCH(QString, format);
        QByteArray original;
        const auto doc = testing::openFixtureLevel(format, &original);
        document::NodeSetup setup;
        setup.texture = QStringLiteral("GLASS");
        const NodeId parent = NodeId(doc->parentFor(NodeKind::Block));
        const NodeId id = doc->addNodeAt(NodeKind::Block, parent, Eigen::Vector3d(0, 0, 500), setup);
        QVERIFY(id);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->property(id, QStringLiteral("texture")).toString(), QStringLiteral("GLASS"));
        QString error;
        QCOMPARE(doc->addNodeAt(NodeKind::Light, NodeId(doc->parentFor(NodeKind::Light)), Eigen::Vector3d::Zero(), setup, &error),
                 NodeId(0));
        QVERIFY(error.contains(QStringLiteral("block")));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(testing::sceneBytes(*doc), original);
    }

    // Mixed faces read as an empty name; an empty name writes nothing.
    void mixedFacesReadEmpty()
    {
        QByteArray original;
        const auto doc = testing::openFixtureLevel(QStringLiteral("wmp"), &original);
        // Fixture block 0: five stone faces and a sky face; block 1: three glass and a stone.
        const QList<NodeId> all = blocks(*doc);
        QCOMPARE(doc->property(all[0], QStringLiteral("texture")).toString(), QString());
        // The panel's empty field left as it is changes nothing.
        QVERIFY(doc->setProperty({all[0]}, QStringLiteral("texture"), QString()));
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(testing::sceneBytes(*doc), original);
        QVERIFY(doc->setProperty({all[0]}, QStringLiteral("texture"), QStringLiteral("stone")));
        QCOMPARE(doc->property(all[0], QStringLiteral("texture")).toString(), QStringLiteral("stone"));
        // An empty name for a block with one texture is refused.
        doc->beginEditGesture();
        QString error;
        QVERIFY(!doc->setProperty({all[0]}, QStringLiteral("texture"), QString(), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    // A WMPB block without face records (WED draws it with its default texture, as
    // galep_testlevel's blocks) gets one per polygon, with the axes WED gives a new box.
    void wmpbBlockWithoutFaceRecords()
    {
        auto file = format::WmpbFile::create();
        format::WmpbNode bare = format::WmpbNode::box(Eigen::Vector3d(64, 32, 16), QStringLiteral("x"));
        std::get<format::WmpbBlockData>(bare.data).faces.clear();
        file->addNode(file->rootId(), -1, bare);
        const QByteArray original = file->write();
        document::WmpbDocument doc(format::readWmpb(original), QString());
        const QList<NodeId> all = blocks(doc);
        QCOMPARE(all.size(), 1);
        QCOMPARE(doc.property(all[0], QStringLiteral("texture")).toString(), QString());
        QVERIFY(doc.setProperty(all, QStringLiteral("texture"), QStringLiteral("wall")));
        const auto again = format::readWmpb(testing::sceneBytes(doc));
        const format::WmpbNode textured = again->node(again->nodeIds().back());
        const format::WmpbNode box = format::WmpbNode::box(Eigen::Vector3d(64, 32, 16), QStringLiteral("wall"));
        const auto &faces = std::get<format::WmpbBlockData>(textured.data).faces;
        const auto &boxFaces = std::get<format::WmpbBlockData>(box.data).faces;
        QCOMPARE(faces.size(), size_t(6));
        QVERIFY(faces == boxFaces);
        QVERIFY(again->validate().empty() || std::none_of(again->validate().begin(), again->validate().end(),
                                                          [](const format::ValidationIssue &i) { return i.fatal; }));
        doc.undoStack()->undo();
        QCOMPARE(testing::sceneBytes(doc), original);
    }

    void refusedNames_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        for (const char *f : {"wmp", "wmpb"}) {
            QTest::addRow("%s blank", f) << QString::fromLatin1(f) << QStringLiteral("two words");
            QTest::addRow("%s colon", f) << QString::fromLatin1(f) << QStringLiteral("a:b");
            QTest::addRow("%s not Latin-1", f) << QString::fromLatin1(f) << QStringLiteral("stein\u20ac");
        }
    }
    void refusedNames()
    {
        QFETCH(QString, format);
        QFETCH(QString, name);
        QByteArray original;
        const auto doc = testing::openFixtureLevel(format, &original);
        QString error;
        QVERIFY(!doc->setProperty(blocks(*doc), QStringLiteral("texture"), name, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(testing::sceneBytes(*doc), original);
    }
};

QTEST_GUILESS_MAIN(TstBlockTexture)
#include "tst_blocktexture.moc"
