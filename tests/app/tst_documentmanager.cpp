// DocumentManager on its own: documents in tab order, the current one, its undo stack active in
// the group, neighbours becoming current on close, titles with the modified marker.
#include "app/fakeasset.h"
#include "app/testeditor.h"

#include "document.h"
#include "documentmanager.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>

using namespace ackedit;
using app::DocumentManager;

namespace {
std::unique_ptr<document::Document> fakeDocument(const QString &name)
{
    return std::make_unique<document::Document>(std::make_unique<testing::FakeModel>(), name);
}
} // namespace

class TestDocumentManager : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addingMakesCurrentAndActivatesTheStack()
    {
        DocumentManager manager;
        QSignalSpy added(&manager, &DocumentManager::documentAdded);
        QSignalSpy current(&manager, &DocumentManager::currentChanged);
        QCOMPARE(manager.currentIndex(), -1);
        QCOMPARE(manager.addDocument(fakeDocument(QStringLiteral("a.mdl"))), 0);
        QCOMPARE(manager.addDocument(fakeDocument(QStringLiteral("b.mdl"))), 1);
        QCOMPARE(added.count(), 2);
        QCOMPARE(current.count(), 2);
        QCOMPARE(manager.currentIndex(), 1);
        QVERIFY(manager.currentEditor()); // the default factory built one
        QCOMPARE(manager.currentEditor()->document(), manager.currentDocument());
        QCOMPARE(manager.undoGroup()->activeStack(), manager.document(1)->undoStack());
        QCOMPARE(manager.undoGroup()->stacks().size(), 2);
        manager.setCurrentIndex(0);
        QCOMPARE(manager.undoGroup()->activeStack(), manager.document(0)->undoStack());
        manager.setCurrentIndex(0); // no change, no signal
        QCOMPARE(current.count(), 3);
    }

    void closingPicksANeighbour()
    {
        DocumentManager manager;
        manager.setEditorFactory([](document::Document *doc, QWidget *parent) { return new testing::TestEditor(doc, parent); });
        for (const char *name : {"a.mdl", "b.mdl", "c.mdl"})
            manager.addDocument(fakeDocument(QLatin1String(name)));
        QPointer<widgets::DocumentEditor> editorB = manager.editor(1);
        QSignalSpy aboutToClose(&manager, &DocumentManager::documentAboutToClose);

        manager.setCurrentIndex(1);
        manager.closeDocument(1); // the current one: its right neighbour takes its place
        QCOMPARE(aboutToClose.count(), 1);
        QCOMPARE(aboutToClose.first().first().toInt(), 1);
        QVERIFY(editorB.isNull());
        QCOMPARE(manager.count(), 2);
        QCOMPARE(manager.currentDocument()->displayName(), QStringLiteral("c.mdl"));

        manager.setCurrentIndex(1);
        manager.closeDocument(0); // before the current one: the index shifts, same document
        QCOMPARE(manager.currentIndex(), 0);
        QCOMPARE(manager.currentDocument()->displayName(), QStringLiteral("c.mdl"));
        QCOMPARE(manager.undoGroup()->activeStack(), manager.currentDocument()->undoStack());

        manager.closeDocument(0);
        QCOMPARE(manager.count(), 0);
        QCOMPARE(manager.currentIndex(), -1);
        QCOMPARE(manager.currentDocument(), nullptr);
        QCOMPARE(manager.undoGroup()->activeStack(), nullptr);
        QVERIFY(manager.undoGroup()->stacks().isEmpty());
    }

    void findsOpenFilesByCanonicalPath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.mdl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        DocumentManager manager;
        manager.addDocument(fakeDocument(path));
        QCOMPARE(manager.indexOfFile(path), 0);
        QCOMPARE(manager.indexOfFile(dir.path() + QStringLiteral("/./sub/../a.mdl")), 0);
        QCOMPARE(manager.indexOfFile(dir.filePath(QStringLiteral("b.mdl"))), -1);
        QCOMPARE(manager.indexOfFile(QString()), -1);
    }

    void titleShowsModifiedState()
    {
        DocumentManager manager;
        manager.addDocument(fakeDocument(QStringLiteral("/x/a.mdl")));
        document::Document *doc = manager.document(0);
        QSignalSpy retitled(&manager, &DocumentManager::documentTitleChanged);
        QCOMPARE(DocumentManager::title(doc), QStringLiteral("a.mdl"));
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("edit")));
        QCOMPARE(DocumentManager::title(doc), QStringLiteral("a.mdl*"));
        QCOMPARE(retitled.count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(DocumentManager::title(doc), QStringLiteral("a.mdl"));
        QCOMPARE(retitled.count(), 2);
    }
};

QTEST_MAIN(TestDocumentManager)
#include "tst_documentmanager.moc"
