// Issue 37, fuzz_document's second finding: in a text WMP whose objects no object lists (they sit
// at the top level), the fuzz target's scene exercise (rename the first node, duplicate it, move
// the last node under the second, remove it) moved an object under another, and the undo could
// not move it back (nothing can be put at the top level), so a child line stayed. A move is now
// allowed only where its undo can put the node back. The exercise runs on such objects and on
// objects listed under a root, with every line-end spelling the reader takes, each undo checked
// against the bytes before its step, then redo-all.
// Its third finding: duplicating an object that holds the level entity made a second level
// section, which the file refused only while the edit was being applied, after the tree had been
// told a node was coming; the FormatError escaped SceneDocument::duplicate (and leaked its
// command). Such an edit is now refused before anything is announced or changed.
#include "document/scene/sceneexercise.h"
#include "scene/wmpdocument.h"
#include "wmp/wmptextfile.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using testing::breadthFirst;

namespace {

// Three objects, with line `i`'s end taken from `ends` (cycled); `listed`: object 0 lists the
// other two (a root with two groups), else no object lists another.
QByteArray threeObjects(const QList<QByteArray> &ends, bool listed = false)
{
    QList<QByteArray> lines = {"//WMP2",   "object 0{", "(0 0 0)(0 0 0)(1 1 1)", "}", "object 1{",
                               "(0 0 0)(0 0 0)(1 1 1)", "}", "object 2{", "(0 0 0)(0 0 0)(1 1 1)", "}"};
    if (listed)
        lines.insert(3, "\tobject 1, 2");
    QByteArray out;
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += lines[i] + (i + 1 < lines.size() ? ends[i % ends.size()] : QByteArray());
    return out;
}

} // namespace

class TstWmpUndoAll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyUndoGivesTheBytesBefore_data()
    {
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<bool>("moves"); // whether the exercise's move is allowed
        // The minimised finding: "\n" after lines 1, 2, 6 and 9, a bare "\r" elsewhere.
        QTest::newRow("unlisted, mixed \\n and \\r (the finding)")
            << QByteArray("//WMP2\nobject 0{\n(0 0 0)(0 0 0)(1 1 1)\r}\robject 1{\r(0 0 0)(0 0 0)(1 1 1)\n}\r"
                          "object 2{\r(0 0 0)(0 0 0)(1 1 1)\n}")
            << false;
        for (const auto &[name, ends] : {std::pair{"\\r\\n", QList<QByteArray>{"\r\n"}}, {"\\n", {"\n"}},
                                         {"\\r", {"\r"}}, {"\\r and \\n alternating", {"\r", "\n"}}}) {
            QTest::addRow("unlisted, %s", name) << threeObjects(ends) << false;
            QTest::addRow("listed, %s", name) << threeObjects(ends, true) << true;
        }
    }
    void everyUndoGivesTheBytesBefore()
    {
        QFETCH(QByteArray, original);
        QFETCH(bool, moves);
        auto read = format::readWmpText(original);
        QVERIFY(read);
        QCOMPARE(read->write(), original);
        document::WmpDocument doc(std::move(read), QString());
        const QList<NodeId> nodes = breadthFirst(doc);
        QVERIFY(nodes.size() >= 3);
        QList<QByteArray> before; // the bytes before each step
        QStringList done;
        const auto step = [&](const char *what, const std::function<void()> &edit) {
            before << doc.wmp()->write();
            const int count = doc.undoStack()->count();
            edit();
            if (doc.undoStack()->count() == count)
                before.removeLast(); // refused: no step to undo
            else
                done << QLatin1String(what);
        };
        testing::runSceneExercise(doc, nodes.first(), nodes, step);
        const QByteArray edited = doc.wmp()->write();
        QVERIFY(format::readWmpText(edited));
        for (int i = int(before.size()) - 1; i >= 0; --i) {
            doc.undoStack()->undo();
            QVERIFY2(doc.wmp()->write() == before[i],
                     qPrintable(QStringLiteral("undo of %1 is not exact").arg(done[i])));
        }
        QCOMPARE(doc.wmp()->write(), original);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(doc.wmp()->write(), edited);
        QCOMPARE(done.contains(QLatin1String("move")), moves);
    }

    void duplicatingTheLevelHolderIsRefused_data()
    {
        QTest::addColumn<QByteArray>("eol");
        QTest::newRow("\\r (the finding)") << QByteArray("\r");
        QTest::newRow("\\r\\n") << QByteArray("\r\n");
    }
    void duplicatingTheLevelHolderIsRefused()
    {
        QFETCH(QByteArray, eol);
        // The minimised finding: a level section and one object that holds it.
        const QByteArray original = QByteArrayList({"//WMP2", "level 0{", "<>", "<>", "3", "0", "0", "<>", "}",
                                                    "object 5{", "(0 0 0)(0 0 0)(1 1 0)", "level 0", "}"})
                                        .join(eol);
        auto read = format::readWmpText(original);
        QVERIFY(read);
        document::WmpDocument doc(std::move(read), QString());
        const QList<NodeId> nodes = breadthFirst(doc);
        QVERIFY(!nodes.isEmpty());
        const NodeId holder = nodes.first();
        QVERIFY(doc.canDuplicate(holder));
        QSignalSpy announced(&doc, &document::SceneDocument::nodeAboutToBeAdded);
        QString error;
        QList<NodeId> copies;
        try {
            copies = doc.duplicate({holder}, &error);
        } catch (const std::exception &) {
            QFAIL("the duplicate threw out of SceneDocument::duplicate");
        }
        QVERIFY(copies.isEmpty());
        QVERIFY2(error.contains(QLatin1String("level")), qPrintable(error));
        QCOMPARE(announced.count(), 0);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.wmp()->write(), original);
    }
};

QTEST_GUILESS_MAIN(TstWmpUndoAll)
#include "tst_wmpundoall.moc"
