// Every level file of the corpus (WMB2..7, text WMP, WMPB) opened as a SceneDocument: the whole
// tree and every property can be read, and for a spread of nodes remove / duplicate / move /
// an origin edit followed by undo give back the same ids and the original bytes.
#include "common_corpus.h"
#include "common_open.h"
#include "scene/scenedocument.h"

#include <QVector3D>
#include <QtTest>

using namespace ackedit;
using document::NodeId;
using document::SceneDocument;

namespace {

QList<NodeId> allNodes(const SceneDocument &doc, NodeId parent = 0)
{
    QList<NodeId> out;
    for (NodeId c : doc.children(parent))
        out << c << allNodes(doc, c);
    return out;
}

} // namespace

class TestSceneDocumentCorpus : public QObject
{
    Q_OBJECT
private slots:
    void roundTrips_data();
    void roundTrips();
};

void TestSceneDocumentCorpus::roundTrips_data()
{
    QTest::addColumn<QString>("file");
    if (!testing::hasCorpus())
        return;
    const QStringList files = testing::corpusFiles({QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"),
                                                    QStringLiteral("wmb6"), QStringLiteral("wmb7"), QStringLiteral("wmp"),
                                                    QStringLiteral("wmpb")},
                                                   {QStringLiteral(".wmb"), QStringLiteral(".wmp")});
    for (const QString &f : files)
        QTest::newRow(qPrintable(QFileInfo(f).dir().dirName() + QLatin1Char('/') + QFileInfo(f).fileName())) << f;
}

void TestSceneDocumentCorpus::roundTrips()
{
    ACKEDIT_REQUIRE_CORPUS();
    QFETCH(QString, file);
    QString error;
    auto opened = ackedit::testing::openFile(file, &error);
    if (!opened)
        QSKIP(qPrintable(QStringLiteral("not readable: ") + error)); // the format tests cover these
    auto *doc = qobject_cast<SceneDocument *>(opened.get());
    QVERIFY2(doc, "a level file must open as a SceneDocument");
    const QByteArray original = doc->asset()->write();
    const QList<NodeId> nodes = allNodes(*doc);
    QVERIFY(!nodes.isEmpty());
    QCOMPARE(QSet<NodeId>(nodes.cbegin(), nodes.cend()).size(), nodes.size()); // unique ids
    for (NodeId n : nodes) {
        QVERIFY(doc->contains(n));
        QCOMPARE(doc->children(doc->parentOf(n)).at(doc->rowOf(n)), n);
        QVERIFY(!doc->nodeName(n).isNull());
        for (const document::NodeProperty &p : doc->properties(n))
            QVERIFY2(doc->property(n, p.key).isValid(), qPrintable(p.key));
    }

    // A spread of up to 8 removable nodes.
    QList<NodeId> picks;
    for (NodeId n : nodes)
        if (doc->canRemove(n))
            picks << n;
    const qsizetype step = std::max<qsizetype>(1, picks.size() / 8);
    for (qsizetype i = 0; i < picks.size(); i += step) {
        const NodeId n = picks[i];
        QVERIFY2(doc->removeNodes({n}, &error), qPrintable(error));
        QVERIFY(!doc->contains(n));
        doc->undoStack()->undo();
        QCOMPARE(allNodes(*doc), nodes);
        QVERIFY2(doc->asset()->write() == original, "remove + undo changed the bytes");

        if (doc->canDuplicate(n)) {
            QCOMPARE(doc->duplicate({n}, &error).size(), 1);
            doc->undoStack()->undo();
            QVERIFY2(doc->asset()->write() == original, "duplicate + undo changed the bytes");
        }
        const NodeId parent = doc->parentOf(n);
        if (doc->canMove(n, parent) && doc->children(parent).size() > 1) {
            QVERIFY2(doc->moveNode(n, parent, doc->rowOf(n) == 0 ? -1 : 0, &error), qPrintable(error));
            doc->undoStack()->undo();
            QCOMPARE(allNodes(*doc), nodes);
            QVERIFY2(doc->asset()->write() == original, "move + undo changed the bytes");
        }
        const QVariant origin = doc->property(n, QStringLiteral("origin"));
        if (origin.canConvert<QVector3D>() && origin.isValid()) {
            QVERIFY2(doc->setProperty({n}, QStringLiteral("origin"), origin.value<QVector3D>() + QVector3D(1.5f, -2, 3), &error),
                     qPrintable(error));
            QVERIFY(doc->asset()->write() != original);
            doc->undoStack()->undo();
            QVERIFY2(doc->asset()->write() == original, "origin edit + undo changed the bytes");
        }
    }
    QVERIFY(!doc->isModified());
}

QTEST_GUILESS_MAIN(TestSceneDocumentCorpus)
#include "tst_scenedocumentcorpus.moc"
