// Saving after painting and undoing, and painting skin references: two defects the random edit
// sequences (tst_randomedits) found.
// - A skin painted, saved, then undone back to its pixels as read was re-encoded on the next
//   save. Its mipmaps then came from our filter over the decoded pixels, not the bytes in the
//   file (other tools make mips from other pixels), so "undo everything" did not save the
//   original file (corpus mdl5/flw_golem.mdl, generated HMP5 and HMP7).
// - A skin reference (MDL7, HMP) got a working image of its own; painting it made every later
//   save fail with "the skin's pixel format cannot store the painted image".
#include "document/model/modelfixtures.h"
#include "common_corpus.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl7/mdl7fixture.h"
#include "common/pixelformat.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "mdl7/mdl7file.h"
#include "skin/skinstroke.h"
#include "terrain/terraindocument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;

namespace {

void paintDot(document::Document &doc, document::SkinCanvas *canvas, const QColor &colour)
{
    document::BrushSettings brush;
    brush.radius = 1.5f;
    brush.hardness = 1.f;
    brush.colour = colour;
    document::SkinStroke stroke(doc.undoStack(), canvas);
    stroke.begin({1.5f, 1.5f}, brush, QStringLiteral("Paint"));
    stroke.end();
}

} // namespace

class TstSkinSaveUndo : public QObject
{
    Q_OBJECT
private slots:
    void paintSaveUndoSaveGivesTheOriginal_data()
    {
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<QString>("suffix");
        // The fixtures make their mips from the 8-bit-per-channel pattern, before it is reduced to 565.
        for (const auto &[name, bytes] : hmptest::allFixtures())
            QTest::newRow(name) << bytes << QStringLiteral("hmp");
        const QByteArray golem = testing::readCorpusFile(QStringLiteral("mdl5/flw_golem.mdl"));
        if (!golem.isEmpty())
            QTest::newRow("corpus mdl5/flw_golem") << golem << QStringLiteral("mdl");
    }

    void paintSaveUndoSaveGivesTheOriginal()
    {
        QFETCH(QByteArray, original);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        auto doc = document::createDocument(format::readAssetFile(original), dir.filePath(QStringLiteral("a.") + suffix));
        QVERIFY(doc);
        document::SkinCanvas *canvas = nullptr;
        if (auto *m = qobject_cast<document::ModelDocument *>(doc.get()))
            canvas = m->skinCanvas(0);
        else if (auto *t = qobject_cast<document::TerrainDocument *>(doc.get()))
            canvas = t->skinCanvas(0);
        if (!canvas)
            QSKIP("skin 0 has no embedded pixels");
        paintDot(*doc, canvas, QColor(255, 0, 255));
        const QByteArray painted = testing::savedBytes(*doc, dir, QStringLiteral("painted.") + suffix);
        QVERIFY(painted != original);
        doc->undoStack()->undo();
        QVERIFY(testing::savedBytes(*doc, dir, QStringLiteral("undone.") + suffix) == original);
        doc->undoStack()->redo();
        QVERIFY(testing::savedBytes(*doc, dir, QStringLiteral("redone.") + suffix) == painted);
    }

    void paintingAReferencePaintsTheSkinItUses()
    {
        const QByteArray original = mdl7fixture::build(mdl7fixture::everything());
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(doc->asset());
        QVERIFY(mdl7);
        int reference = -1;
        for (int i = 0; i < mdl7->skinCount() && reference < 0; ++i)
            if (format::PixelType::base(mdl7->skin(i)->type) == format::PixelType::Reference)
                reference = i;
        QVERIFY(reference > 0);
        const int target = mdl7->skin(reference)->width;
        QVERIFY(doc->skinCanvas(reference));
        QCOMPARE(doc->skinCanvas(reference), doc->skinCanvas(target));
        const QColor before = doc->skinCanvas(target)->image().pixelColor(1, 1);
        paintDot(*doc, doc->skinCanvas(reference), QColor(255, 255, 255));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("painted.mdl")), &error), qPrintable(error));
        const auto back = format::readMdl7(testing::savedBytes(*doc, dir, QStringLiteral("again.mdl")));
        QCOMPARE(format::PixelType::base(back->skin(reference)->type), format::PixelType::Reference);
        QCOMPARE(back->skin(reference)->width, target);
        const format::RgbaImage stored = back->skinImage(target);
        QVERIFY(!stored.isNull());
        QVERIFY(QColor(stored.pixel(1, 1)[0], stored.pixel(1, 1)[1], stored.pixel(1, 1)[2]) != before);
        doc->undoStack()->undo();
        QVERIFY(testing::savedBytes(*doc, dir, QStringLiteral("undone.mdl")) == original);
    }
};

QTEST_GUILESS_MAIN(TstSkinSaveUndo)
#include "tst_skinsaveundo.moc"
