// Valid but large (issue 15, point 6, stretch): a generated WMB7 with 10,000 entities opens as a
// scene document, takes a rename, saves, undoes and saves byte-identically to the original again,
// within a bounded peak resident set (VmHWM, printed).
#include "documentfactory.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextlarge.h"
#include "formatregistry.h"
#include "document/saveundosave.h"
#include "hostileread.h"
#include "scene/scenedocument.h"

#include <QElapsedTimer>
#include <QUndoStack>
#include <QVector3D>
#include <QtTest>
#include <functional>

using namespace ackedit;

class TestLargeLevel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tenThousandEntitiesOpenEditSaveAndUndo()
    {
        constexpr int count = 10000;
        const QByteArray original = [] {
            using namespace wmbfixture;
            const QList<QByteArray> entities(count, entity());
            return assemble("WMB7", 20,
                            {{15, offsetList(entities), {}}, {14, legacy7(false), {}}, {17, blocks(0), {}},
                             {2, offsetList({}), {}}, {0, palette(), {}}, {10, leafs(false), {}}});
        }();
        testing::resetPeakRss();
        const qint64 before = testing::peakRssKiB();
        QElapsedTimer timer;
        timer.start();

        std::unique_ptr<document::Document> opened = document::createDocument(format::readAssetFile(original),
                                                                              QStringLiteral("large.wmb"));
        auto *doc = qobject_cast<document::SceneDocument *>(opened.get());
        QVERIFY(doc);
        const QList<document::NodeId> top = doc->children(0);
        int entities = 0;
        for (document::NodeId id : top)
            entities += doc->nodeKind(id) == document::NodeKind::Entity ? 1 : 0;
        QCOMPARE(entities, count);
        const qint64 openMs = timer.restart();

        const document::NodeId last = top.constLast();
        QString error;
        QVERIFY2(doc->rename(last, QStringLiteral("renamed"), &error), qPrintable(error));
        const QString problem = testing::saveUndoSave(doc, original);
        const qint64 editMs = timer.elapsed();
        const qint64 peak = testing::peakRssKiB() - before;
        qInfo("WMB7 with %d entities (%lld bytes): open %lld ms, rename + 2 saves + undo %lld ms, peak RSS growth %lld KiB",
              count, qint64(original.size()), openMs, editMs, peak);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(peak < 256 * 1024, qPrintable(QStringLiteral("peak RSS grew by %1 KiB").arg(peak)));
    }

    // Issue 16: a property edit on a 200,000-object text WMP, and its undo, re-derive only the
    // sections they touch (each used to copy and re-derive the whole level, about an open).
    void textWmpPropertyEditAndUndoOnTwoHundredThousandObjects()
    {
        const QByteArray original = testing::wmpLargeText(200000);
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<document::Document> opened = document::createDocument(format::readAssetFile(original),
                                                                              QStringLiteral("large.wmp"));
        auto *doc = qobject_cast<document::SceneDocument *>(opened.get());
        QVERIFY(doc);
        QCOMPARE(doc->objectCount(), 200000);
        const qint64 openMs = timer.restart();

        const document::NodeId group = doc->children(doc->children(0).constFirst()).constLast();
        const document::NodeId leaf = doc->children(group).constLast();
        QString error;
        QVERIFY2(doc->setProperty({leaf}, QStringLiteral("origin"), QVariant::fromValue(QVector3D(8, 16, 32)), &error),
                 qPrintable(error));
        const qint64 editMs = timer.restart();
        doc->undoStack()->undo();
        const qint64 undoMs = timer.elapsed();
        qInfo("text WMP with 200000 objects: open %lld ms, origin edit %lld ms, undo %lld ms", openMs, editMs, undoMs);
        QCOMPARE(doc->asset()->write(), original);
        QVERIFY2(editMs * 20 < openMs, qPrintable(QStringLiteral("edit %1 ms, open %2 ms").arg(editMs).arg(openMs)));
        QVERIFY2(undoMs * 20 < openMs, qPrintable(QStringLiteral("undo %1 ms, open %2 ms").arg(undoMs).arg(openMs)));
    }

    // Issue 16: structural edits (add, duplicate, move, remove) on the same level, and their
    // undo and redo, re-derive only what they touch: each costs a fraction of an open (they
    // used to copy and re-derive the whole level, each about an open).
    void textWmpStructuralEditsAndUndoOnTwoHundredThousandObjects()
    {
        const QByteArray original = testing::wmpLargeText(200000);
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<document::Document> opened = document::createDocument(format::readAssetFile(original),
                                                                              QStringLiteral("large.wmp"));
        auto *doc = qobject_cast<document::SceneDocument *>(opened.get());
        QVERIFY(doc);
        const qint64 openMs = timer.restart();

        const document::NodeId root = doc->children(0).constFirst();
        const document::NodeId group = doc->children(root).constLast();
        const document::NodeId other = doc->children(root).constFirst();
        const document::NodeId leaf = doc->children(group).constLast();
        QString error;
        const std::vector<std::pair<const char *, std::function<bool()>>> edits{
            {"add", [&] { return doc->addNode(document::NodeKind::Light, group, -1, QString(), &error) != 0; }},
            {"duplicate", [&] { return !doc->duplicate({leaf}, &error).isEmpty(); }},
            {"move", [&] { return doc->moveNode(leaf, other, 0, &error); }},
            {"remove", [&] { return doc->removeNodes({leaf}, &error); }},
        };
        qint64 worstEdit = 0, worstUndoRedo = 0;
        for (const auto &[what, edit] : edits) {
            timer.restart();
            QVERIFY2(edit(), qPrintable(error));
            const qint64 editMs = timer.restart();
            doc->undoStack()->undo();
            const qint64 undoMs = timer.restart();
            doc->undoStack()->redo();
            const qint64 redoMs = timer.restart();
            doc->undoStack()->undo();
            qInfo("text WMP with 200000 objects (open %lld ms): %s %lld ms, undo %lld ms, redo %lld ms", openMs, what,
                  editMs, undoMs, redoMs);
            worstEdit = std::max(worstEdit, editMs);
            worstUndoRedo = std::max({worstUndoRedo, undoMs, redoMs});
        }
        QCOMPARE(doc->asset()->write(), original);
        // Were 2-3 opens per edit and per undo/redo of a move or remove (now about 0.2 and 0.03).
        QVERIFY2(worstEdit * 2 < openMs,
                 qPrintable(QStringLiteral("slowest edit %1 ms, open %2 ms").arg(worstEdit).arg(openMs)));
        QVERIFY2(worstUndoRedo * 5 < openMs,
                 qPrintable(QStringLiteral("slowest undo/redo %1 ms, open %2 ms").arg(worstUndoRedo).arg(openMs)));
    }
};

QTEST_GUILESS_MAIN(TestLargeLevel)
#include "tst_largelevel.moc"
