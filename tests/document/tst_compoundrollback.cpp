// Every compound edit of a document (several commands as one undo step) runs in an
// EditTransaction: when one of its steps fails, here forced at step 2, the document's bytes and
// its History (steps, position, clean state) are exactly as before; unforced, it is one step that
// undoes to the same bytes.
#include "documentfactory.h"
#include "edittransaction.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmp/wmptextfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"
#include "scene/scenedocument.h"

#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace ackedit;
using document::Document;
using document::EditTransaction;
using document::ModelDocument;
using document::NodeId;
using document::SceneDocument;

using Edit = std::function<bool(Document &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

// An MDL5 cube with the frames run1 .. run5.
QByteArray fiveFrames()
{
    mdlfixture::MdlBuildInput in = mdlfixture::cube("MDL5", 0, 5);
    for (int i = 0; i < 5; ++i)
        in.frames[size_t(i)].name = "run" + QByteArray::number(i + 1);
    return format::MdlFile::create(in)->write();
}

struct History
{
    QStringList texts;
    int index = 0;
    bool clean = false;
    bool operator==(const History &) const = default;
};

History historyOf(QUndoStack *stack)
{
    History h;
    for (int i = 0; i < stack->count(); ++i)
        h.texts << stack->text(i);
    h.index = stack->index();
    h.clean = stack->isClean();
    return h;
}

QByteArray bytesOf(Document &doc)
{
    QByteArray bytes;
    QString error;
    return doc.serialise(&bytes, &error) ? bytes : QByteArray("cannot serialise: " + error.toUtf8());
}

ModelDocument &model(Document &d)
{
    return *qobject_cast<ModelDocument *>(&d);
}

SceneDocument &scene(Document &d)
{
    return *qobject_cast<SceneDocument *>(&d);
}

// The level's objects by name path: "1" is the root's first child, "1/2" that one's third.
NodeId node(SceneDocument &s, const QList<int> &rows)
{
    NodeId id = s.children(0).value(0); // the root object
    for (int row : rows)
        id = s.children(id).value(row);
    return id;
}

} // namespace

class TstCompoundRollback : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void forcedFailureLeavesNoTrace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Edit>("edit");
        const QByteArray mdl = fiveFrames();
        QTest::newRow("deleteFrames") << mdl << Edit([](Document &d) { return model(d).deleteFrames(1, 3); });
        QTest::newRow("deleteFrameRanges")
            << mdl << Edit([](Document &d) { return model(d).deleteFrameRanges({{0, 0}, {2, 3}}); });
        QTest::newRow("moveFrames") << mdl << Edit([](Document &d) { return model(d).moveFrames(0, 2, 5); });
        QTest::newRow("renameAnimation")
            << mdl << Edit([](Document &d) { return model(d).renameAnimation(0, 5, QStringLiteral("walk")); });
        QTest::newRow("duplicateIntoRun") << mdl << Edit([](Document &d) { return model(d).duplicateIntoRun({0, 1}); });
        QTest::newRow("interpolateFrames") << mdl << Edit([](Document &d) { return model(d).interpolateFrames(1, 2, 3); });
        const QByteArray wmp = testing::wmpFixture5();
        QTest::newRow("moveNodes") << wmp << Edit([](Document &d) {
            SceneDocument &s = scene(d);
            // The two blocks' objects out of their group, onto the root's end.
            return s.moveNodes({node(s, {0, 0}), node(s, {0, 1})}, node(s, {}), -1);
        });
    }

    void forcedFailureLeavesNoTrace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Edit, edit);
        std::unique_ptr<Document> doc = document::createDocument(format::readAssetFile(bytes), QStringLiteral("x"));
        QUndoStack *stack = doc->undoStack();
        // Some History before the edit, part of it saved.
        if (auto *m = qobject_cast<ModelDocument *>(doc.get()))
            QVERIFY(m->renameFrame(4, QStringLiteral("jump")) && m->renameFrame(4, QStringLiteral("run5")));
        if (auto *s = qobject_cast<SceneDocument *>(doc.get()))
            QVERIFY(s->rename(node(*s, {1}), QStringLiteral("moved")));
        stack->setClean();
        const QByteArray before = bytesOf(*doc);
        const History history = historyOf(stack);

        EditTransaction::failStepForTesting(stack, 2);
        QVERIFY(!edit(*doc));
        EditTransaction::failStepForTesting(stack, 0);
        QCOMPARE(bytesOf(*doc), before);
        QVERIFY(historyOf(stack) == history);

        // Unforced: one step, which undoes to the same bytes.
        QVERIFY(edit(*doc));
        QCOMPARE(stack->count(), history.texts.size() + 1);
        const QByteArray after = bytesOf(*doc);
        QVERIFY(after != before);
        stack->undo();
        QCOMPARE(bytesOf(*doc), before);
        QVERIFY(stack->isClean());
        stack->redo();
        QCOMPARE(bytesOf(*doc), after);
    }
};

QTEST_GUILESS_MAIN(TstCompoundRollback)
#include "tst_compoundrollback.moc"
