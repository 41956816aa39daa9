// Skin management on the real models of the corpus: duplicate the last skin, move the copy to the
// front, delete it again and resize the first skin, each as the editor does it. The saved file
// reopens with the skins the document showed, and undoing everything saves the original bytes.
// Counts are printed for the note.
#include "common_corpus.h"
#include "common_files.h"
#include "document/model/modelfixtures.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelDocument;

namespace {

QList<QImage> shown(const ModelDocument &doc)
{
    QList<QImage> out;
    for (int i = 0; i < doc.skinCount(); ++i)
        out << doc.currentSkinImage(i);
    return out;
}

QByteArray saved(ModelDocument &doc, const QString &path)
{
    QString error;
    if (!doc.saveAs(path, &error))
        qWarning("%s", qPrintable(error));
    return testing::readFile(path);
}

struct Counts
{
    int files = 0, managed = 0, duplicated = 0, moved = 0, resized = 0, refusedResize = 0, exactUndo = 0;
} counts;

} // namespace

class TstSkinManageCorpus : public QObject
{
    Q_OBJECT
private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        if (!testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString();
            return;
        }
        for (const QString &p : testing::corpusFiles({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                                      QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo")},
                                                     {QStringLiteral(".mdl")}))
            QTest::newRow(qPrintable(QFileInfo(p).dir().dirName() + QLatin1Char('/') + QFileInfo(p).fileName())) << p;
    }
    void corpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        ++counts.files;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        std::unique_ptr<ModelDocument> doc;
        try {
            doc = testing::openModel(original);
        } catch (...) {
        }
        if (!doc || !doc->canManageSkins() || doc->skinCount() == 0)
            QSKIP("no skins to manage");
        ++counts.managed;
        const QList<QImage> start = shown(*doc);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.mdl"));

        QString error;
        const int last = doc->skinCount() - 1;
        QVERIFY2(doc->duplicateSkin(last, &error), qPrintable(error));
        ++counts.duplicated;
        QCOMPARE(doc->currentSkinImage(last + 1), start[last]);
        if (doc->moveSkin(last + 1, 0, &error)) {
            ++counts.moved;
            QCOMPARE(doc->currentSkinImage(0), start[last]);
            QCOMPARE(shown(*doc).mid(1), start);
            auto reopened = testing::openModel(saved(*doc, out));
            QVERIFY(reopened);
            QCOMPARE(shown(*reopened), shown(*doc));
            QVERIFY2(doc->deleteSkin(0, &error), qPrintable(error));
        } else {
            QVERIFY2(doc->deleteSkin(last + 1, &error), qPrintable(error));
        }
        QCOMPARE(shown(*doc), start);
        const QSize size = start[0].size();
        if (!size.isEmpty() && doc->resizeSkin(0, size * 2, &error)) {
            ++counts.resized;
            QCOMPARE(doc->currentSkinImage(0).size(), size * 2);
            auto reopened = testing::openModel(saved(*doc, out));
            QVERIFY(reopened);
            QCOMPARE(shown(*reopened), shown(*doc));
        } else {
            if (size.isEmpty())
                error = QStringLiteral("skin 1 has no embedded pixels");
            ++counts.refusedResize;
            qInfo("resize refused: %s", qPrintable(error));
        }
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(shown(*doc), start);
        QVERIFY(saved(*doc, out) == original);
        ++counts.exactUndo;
    }

    void cleanupTestCase()
    {
        qInfo("corpus models %d, with skins to manage %d, duplicated %d, moved to the front %d, resized %d "
              "(refused %d), undone to the original bytes %d",
              counts.files, counts.managed, counts.duplicated, counts.moved, counts.resized, counts.refusedResize,
              counts.exactUndo);
    }
};

QTEST_GUILESS_MAIN(TstSkinManageCorpus)
#include "tst_skinmanagecorpus.moc"
