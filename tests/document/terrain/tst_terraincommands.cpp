// Whole-terrain operations on a TerrainDocument: new terrain (new document and in place),
// import of 8- and 16-bit heightmaps (image size or resampled to the terrain), resize, each with
// do/undo/redo restoring the exact state (heights bit for bit, file bytes identical), and the
// 16-bit PNG export/import round trip.
#include "common_open.h"
#include "terrain/sculptcommand.h"
#include "terrain/terrainimportcommand.h"
#include "terrain/terrainnewcommand.h"
#include "terrain/terrainresizecommand.h"
#include "documentfactory.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "terrain/terraindocument.h"
#include "terrain/heightmapimage.h"
#include "terrain/sculptstroke.h"

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cstring>

using namespace ackedit;
using namespace ackedit::document;

namespace {

std::unique_ptr<TerrainDocument> openTerrain(const QByteArray &bytes)
{
    std::unique_ptr<Document> doc = createDocument(format::readAssetFile(bytes), QStringLiteral("t.hmp"));
    if (!qobject_cast<TerrainDocument *>(doc.get()))
        return nullptr;
    return std::unique_ptr<TerrainDocument>(static_cast<TerrainDocument *>(doc.release()));
}

std::unique_ptr<TerrainDocument> fixture(const QString &version, int cols, int rows, int frames = 1)
{
    using namespace hmptest;
    std::optional<format::HmpSkin> skin;
    if (version == QLatin1String("HMP4"))
        skin = format::HmpSkin::fromImage(format::PixelType::Rgb565, pattern(8, 8));
    auto hmp = format::HmpFile::create(version, cols, rows, 2.0f, 2.0f, wave(cols, rows), skin);
    for (int f = 1; f < frames; ++f)
        hmp->addFrame(QByteArrayLiteral("Frame") + QByteArray::number(f), wave(cols, rows, 5.0f * f, 3.0f));
    return openTerrain(hmp->write());
}

bool bitIdentical(const std::vector<float> &a, const std::vector<float> &b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

struct Snapshot
{
    std::vector<float> heights;
    int columns = 0, rows = 0;
    float cellX = 0, cellY = 0;
    QByteArray bytes;
};

Snapshot snapshot(TerrainDocument &doc)
{
    // write() of the asset as it is (the frame-0 floats live in the grid; compare those apart).
    return {doc.grid().heights(), doc.grid().columns(), doc.grid().rows(), doc.grid().cellSizeX(),
            doc.grid().cellSizeY(), doc.hmp()->write()};
}

void checkSame(TerrainDocument &doc, const Snapshot &s)
{
    QCOMPARE(doc.grid().columns(), s.columns);
    QCOMPARE(doc.grid().rows(), s.rows);
    QCOMPARE(doc.grid().cellSizeX(), s.cellX);
    QCOMPARE(doc.grid().cellSizeY(), s.cellY);
    QVERIFY(bitIdentical(doc.grid().heights(), s.heights));
    QCOMPARE(doc.hmp()->write(), s.bytes);
    QCOMPARE(doc.grid().offsetX(), doc.hmp()->header().offset.x());
    QCOMPARE(doc.grid().offsetY(), doc.hmp()->header().offset.y());
}

// Pushes `cmd`, then undo, redo; checks the before/after states each time.
void doUndoRedo(TerrainDocument &doc, QUndoCommand *cmd)
{
    const Snapshot before = snapshot(doc);
    QSignalSpy reset(&doc, &TerrainDocument::terrainReset);
    doc.undoStack()->push(cmd);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(doc.undoStack()->count(), 1);
    const Snapshot after = snapshot(doc);
    doc.undoStack()->undo();
    checkSame(doc, before);
    doc.undoStack()->redo();
    checkSame(doc, after);
    QCOMPARE(reset.count(), 3);
}

QImage gray16(int w, int h)
{
    QImage img(w, h, QImage::Format_Grayscale16);
    for (int y = 0; y < h; ++y) {
        auto *p = reinterpret_cast<quint16 *>(img.scanLine(y));
        for (int x = 0; x < w; ++x)
            p[x] = quint16((x * 4099 + y * 977) % 65536);
    }
    return img;
}

} // namespace

class TstTerrainCommands : public QObject
{
    Q_OBJECT
private slots:
    void newTerrainDocument()
    {
        QString error;
        auto doc = TerrainDocument::createNew(65, 33, 16.0f, 7.5f, &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(doc->hmp()->header().ident, QByteArray("HMP7"));
        QCOMPARE(doc->grid().columns(), 65);
        QCOMPARE(doc->grid().rows(), 33);
        QCOMPARE(doc->grid().cellSizeX(), 16.0f);
        QCOMPARE(doc->grid().heightAt(0, 0), 7.5f);
        QVERIFY(!doc->isModified());
        QVERIFY(doc->fileName().isEmpty());
        // Centred like MED.
        QCOMPARE(doc->grid().vertexPosition(0, 32).head<2>(), Eigen::Vector2f(-512.0f, -256.0f));
        QTemporaryDir dir;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("new.hmp")), &error), qPrintable(error));
        QString openError;
        auto reopened = ackedit::testing::openFile(dir.filePath(QStringLiteral("new.hmp")), &openError);
        auto *t = qobject_cast<TerrainDocument *>(reopened.get());
        QVERIFY(t);
        QCOMPARE(t->grid().heights(), std::vector<float>(65 * 33, 7.5f));

        QVERIFY(!TerrainDocument::createNew(1, 5, 1.0f, 0.0f, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!TerrainDocument::createNew(5, 5, -1.0f, 0.0f));
    }

    void newTerrainInPlace_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("HMP4") << QStringLiteral("HMP4");
        QTest::newRow("HMP5") << QStringLiteral("HMP5");
        QTest::newRow("HMP7") << QStringLiteral("HMP7");
    }
    void newTerrainInPlace()
    {
        QFETCH(QString, version);
        auto doc = fixture(version, 20, 17);
        QVERIFY(doc);
        auto *cmd = new TerrainNewCommand(doc.get(), 33, 9, 4.0f, -3.0f);
        QVERIFY(cmd->isValid());
        doUndoRedo(*doc, cmd);
        QCOMPARE(doc->grid().columns(), 33);
        QCOMPARE(doc->grid().heights(), std::vector<float>(33 * 9, -3.0f));
        QCOMPARE(doc->hmp()->header().ident, version.toLatin1());
        QCOMPARE(doc->hmp()->skinCount(), version == QLatin1String("HMP4") ? 1 : 0);
        // Saved and reopened in its own format.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("n.hmp")), &error), qPrintable(error));
        auto reopened = ackedit::testing::openFile(dir.filePath(QStringLiteral("n.hmp")), &error);
        auto *t = qobject_cast<TerrainDocument *>(reopened.get());
        QVERIFY(t);
        QCOMPARE(t->hmp()->header().ident, version.toLatin1());
        QCOMPARE(t->grid().columns(), 33);
        QCOMPARE(t->grid().rows(), 9);
        QCOMPARE(t->grid().heights(), std::vector<float>(33 * 9, -3.0f));
        QCOMPARE(t->grid().vertexPosition(0, 0), doc->grid().vertexPosition(0, 0));
        QVERIFY(!TerrainNewCommand(doc.get(), 1, 9, 4.0f, 0.0f).isValid());
    }

    // The editor's New, Resize and Import go through the document: one step each, a refusal
    // pushes nothing and says why, the same size is no step.
    void wholeTerrainEditsAreOneStepOrNone()
    {
        auto doc = fixture(QStringLiteral("HMP7"), 20, 17);
        QVERIFY(doc);
        QUndoStack *stack = doc->undoStack();
        QString error;
        QVERIFY2(doc->newTerrain(33, 9, 4.0f, 2.0f, &error), qPrintable(error));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(doc->grid().columns(), 33);
        QVERIFY(doc->resize(33, 9, &error));
        QCOMPARE(stack->count(), 1);
        QVERIFY2(doc->resize(65, 17, &error), qPrintable(error));
        QCOMPARE(stack->count(), 2);
        QCOMPARE(doc->grid().columns(), 65);
        error.clear();
        QVERIFY(!doc->newTerrain(1, 9, 4.0f, 0.0f, &error));
        QVERIFY(!error.isEmpty());
        error.clear();
        QVERIFY(!doc->importHeightmap(QStringLiteral("/nonexistent/h.png"), 0.0f, 1.0f, true, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(stack->count(), 2);
        stack->undo();
        stack->undo();
        QCOMPARE(doc->grid().columns(), 20);
        QCOMPARE(doc->grid().rows(), 17);
    }

    void resize_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("frames");
        QTest::newRow("HMP4") << QStringLiteral("HMP4") << 1;
        QTest::newRow("HMP5") << QStringLiteral("HMP5") << 1;
        QTest::newRow("HMP7") << QStringLiteral("HMP7") << 1;
        QTest::newRow("HMP7 two frames") << QStringLiteral("HMP7") << 2;
    }
    void resize()
    {
        QFETCH(QString, version);
        QFETCH(int, frames);
        auto doc = fixture(version, 17, 13, frames);
        QVERIFY(doc);
        const HeightGrid old = doc->grid();
        doUndoRedo(*doc, new TerrainResizeCommand(doc.get(), 33, 25));
        const HeightGrid &g = doc->grid();
        QCOMPARE(g.columns(), 33);
        QCOMPARE(g.rows(), 25);
        QCOMPARE(g.cellSizeX(), 1.0f); // same extent, half the cell
        // Same world extent and shape: every old vertex is a new vertex with the same height.
        QCOMPARE(g.vertexPosition(0, 0), old.vertexPosition(0, 0));
        QCOMPARE(g.vertexPosition(32, 24), old.vertexPosition(16, 12));
        for (int r = 0; r < old.rows(); ++r)
            for (int c = 0; c < old.columns(); ++c)
                QVERIFY(std::abs(g.height(2 * c, 2 * r) - old.height(c, r)) < 1e-4f);
        QCOMPARE(doc->hmp()->frameCount(), frames);
        QCOMPARE(doc->hmp()->heights(frames - 1).size(), size_t(33 * 25));
        // A sculpt stroke after the resize works on the new grid, and undoes across the resize.
        SculptStroke stroke(doc->undoStack(), doc.get());
        SculptSettings s;
        s.radius = 3.0f;
        stroke.begin(SculptBrush::create(s), SculptDab{g.toWorld(10, 10)});
        stroke.dab(SculptDab{g.toWorld(10, 10)});
        stroke.end();
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(bitIdentical(doc->grid().heights(), old.heights()));
        // Saved after redo: reopened with the new size, within half a step.
        doc->undoStack()->redo();
        doc->undoStack()->redo();
        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("r.hmp")), &error), qPrintable(error));
        auto reopened = ackedit::testing::openFile(dir.filePath(QStringLiteral("r.hmp")), &error);
        auto *t = qobject_cast<TerrainDocument *>(reopened.get());
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->hmp()->header().ident, version.toLatin1());
        QCOMPARE(t->hmp()->frameCount(), frames);
        QVERIFY(t->hmp()->validate().empty() || !t->hmp()->validate().front().fatal);
        const float step = t->hmp()->header().scale.z();
        for (size_t i = 0; i < g.heights().size(); ++i)
            QVERIFY(std::abs(t->grid().heights()[i] - g.heights()[i]) <= step * 0.5f * 1.001f);
        QCOMPARE(t->grid().vertexPosition(0, 0), g.vertexPosition(0, 0));
    }

    void importHeightmap_data()
    {
        QTest::addColumn<bool>("sixteen");
        QTest::addColumn<bool>("keepSize");
        QTest::newRow("8-bit, image size") << false << false;
        QTest::newRow("8-bit, resampled") << false << true;
        QTest::newRow("16-bit, image size") << true << false;
        QTest::newRow("16-bit, resampled") << true << true;
    }
    void importHeightmap()
    {
        QFETCH(bool, sixteen);
        QFETCH(bool, keepSize);
        auto doc = fixture(QStringLiteral("HMP7"), 21, 21);
        QVERIFY(doc);
        QImage image = gray16(40, 30);
        if (!sixteen)
            image = image.convertToFormat(QImage::Format_Grayscale8);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("h.png"));
        QVERIFY(image.save(png, "PNG"));
        QString error;
        auto cmd = TerrainImportCommand::fromFile(doc.get(), png, -100.0f, 400.0f, keepSize, &error);
        QVERIFY2(cmd, qPrintable(error));
        doUndoRedo(*doc, cmd.release());
        const HeightGrid &g = doc->grid();
        QCOMPARE(g.columns(), keepSize ? 21 : 40);
        QCOMPARE(g.rows(), keepSize ? 21 : 30);
        QCOMPARE(g.cellSizeX(), 2.0f);
        const QImage loaded(png);
        const auto value = [&](int x, int y) {
            return sixteen ? reinterpret_cast<const quint16 *>(loaded.constScanLine(y))[x] / 65535.0
                           : loaded.constScanLine(y)[x] / 255.0;
        };
        // Corners map exactly (resampling keeps them); with the image size every pixel does.
        QVERIFY(std::abs(g.height(0, 0) - float(-100.0 + 500.0 * value(0, 0))) < 1e-3f);
        QVERIFY(std::abs(g.height(g.columns() - 1, g.rows() - 1) - float(-100.0 + 500.0 * value(39, 29))) < 1e-3f);
        if (!keepSize)
            QVERIFY(std::abs(g.height(17, 11) - float(-100.0 + 500.0 * value(17, 11))) < 1e-3f);

        QVERIFY(!TerrainImportCommand::fromFile(doc.get(), dir.filePath(QStringLiteral("missing.png")), 0, 1,
                                                false, &error));
        QVERIFY(error.contains(QStringLiteral("missing.png")));
        QVERIFY(!TerrainImportCommand(doc.get(), QImage(1, 5, QImage::Format_Grayscale8), 0, 1, false).isValid());
    }

    void exportImportRoundTrip16()
    {
        auto doc = fixture(QStringLiteral("HMP5"), 37, 29);
        QVERIFY(doc);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("out.png"));
        QString error;
        QVERIFY2(doc->exportHeightmap(png, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.format(), QImage::Format_Grayscale16);
        QCOMPARE(image.size(), QSize(37, 29));
        const auto [lo, hi] = doc->grid().heightRange();
        const std::vector<float> original = doc->grid().heights();
        // Re-import with the same range: within half a 16-bit step of the original.
        auto cmd = TerrainImportCommand::fromFile(doc.get(), png, lo, hi, false, &error);
        QVERIFY2(cmd, qPrintable(error));
        doc->undoStack()->push(cmd.release());
        const float halfStep = (hi - lo) / 65535.0f * 0.5f * 1.001f;
        for (size_t i = 0; i < original.size(); ++i)
            QVERIFY(std::abs(doc->grid().heights()[i] - original[i]) <= halfStep);
        // And exporting again gives the same pixels.
        const QString again = dir.filePath(QStringLiteral("again.png"));
        QVERIFY(doc->exportHeightmap(again, &error));
        QCOMPARE(QImage(again), image);
    }
};

QTEST_GUILESS_MAIN(TstTerrainCommands)
#include "tst_terraincommands.moc"
