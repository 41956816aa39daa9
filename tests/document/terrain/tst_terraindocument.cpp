// TerrainDocument: opening grid HMPs and HMP4 meshes laid out on a grid, sculpting through the document as the
// HeightTarget (one undo step per stroke, exact undo/redo and Esc cancel, change signals), and
// saving with repack: HMP4/HMP5/HMP7 each in their own format, every height within
// half a quantization step after reopening, the full 16-bit range used, normals recomputed only
// around the changed vertices, an unedited terrain saved byte-identically (fixtures and corpus).
#include "common_open.h"
#include "terrain/sculptcommand.h"
#include "common_corpus.h"
#include "documentfactory.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "terrain/terraindocument.h"
#include "terrain/sculptstroke.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <cstring>

using namespace ackedit;
using namespace ackedit::document;

namespace {

std::unique_ptr<Document> openBytes(const QByteArray &bytes, const QString &name = QStringLiteral("t.hmp"))
{
    return createDocument(format::readAssetFile(bytes), name);
}

std::unique_ptr<TerrainDocument> openTerrain(const QByteArray &bytes)
{
    std::unique_ptr<Document> doc = openBytes(bytes);
    if (!qobject_cast<TerrainDocument *>(doc.get()))
        return nullptr;
    return std::unique_ptr<TerrainDocument>(static_cast<TerrainDocument *>(doc.release()));
}

std::unique_ptr<TerrainDocument> openTerrainFile(const QString &fileName)
{
    QString error;
    std::unique_ptr<Document> doc = ackedit::testing::openFile(fileName, &error);
    if (!qobject_cast<TerrainDocument *>(doc.get()))
        return nullptr;
    return std::unique_ptr<TerrainDocument>(static_cast<TerrainDocument *>(doc.release()));
}

std::shared_ptr<SculptBrush> brush(BrushKind kind, float radius, float strength)
{
    SculptSettings s;
    s.kind = kind;
    s.radius = radius;
    s.strength = strength;
    return SculptBrush::create(s);
}

// A stroke of `dabs` dabs from grid vertex (c0, r0), one vertex apart eastwards.
void sculpt(TerrainDocument &doc, std::shared_ptr<SculptBrush> b, float c0, float r0, int dabs)
{
    SculptStroke s(doc.undoStack(), &doc);
    const HeightGrid &g = doc.grid();
    s.begin(std::move(b), SculptDab{g.toWorld(c0, r0)});
    for (int i = 0; i < dabs; ++i)
        s.dab(SculptDab{g.toWorld(c0 + float(i), r0)});
    s.end();
}

bool bitIdentical(const std::vector<float> &a, const std::vector<float> &b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// Every grid point of a mesh terrain is the one stored vertex at that place: its x/y within a
// packing step of the grid's, its height exactly the grid's.
void checkMeshGrid(const TerrainDocument &doc)
{
    const format::HmpFile *hmp = doc.hmp();
    const HeightGrid &g = doc.grid();
    const Eigen::Vector3f step = hmp->header().scale;
    std::vector<int> used(size_t(hmp->vertexCount()), 0);
    for (int row = 0; row < g.rows(); ++row)
        for (int col = 0; col < g.columns(); ++col) {
            const Eigen::Vector3f p = g.vertexPosition(col, row);
            int found = -1; // the nearest stored vertex
            float nearest = 0;
            for (int v = 0; v < hmp->vertexCount(); ++v) {
                const float d = (hmp->vertexPosition(0, v) - p).head<2>().norm();
                if (found < 0 || d < nearest)
                    std::tie(found, nearest) = std::pair(v, d);
            }
            const Eigen::Vector3f q = hmp->vertexPosition(0, found);
            QVERIFY2(std::abs(q.x() - p.x()) <= step.x() * 1.001f && std::abs(q.y() - p.y()) <= step.y() * 1.001f,
                     qPrintable(QStringLiteral("no vertex at grid point %1, %2").arg(col).arg(row)));
            QCOMPARE(g.height(col, row), hmp->vertexPosition(0, found).z());
            ++used[size_t(found)];
        }
    QVERIFY(std::all_of(used.begin(), used.end(), [](int n) { return n == 1; }));
}

QByteArray gridFixture(const QString &version, int cols, int rows)
{
    using namespace hmptest;
    std::optional<format::HmpSkin> skin;
    if (version == QLatin1String("HMP4"))
        skin = format::HmpSkin::fromImage(format::PixelType::Rgb565, pattern(8, 8));
    return format::HmpFile::create(version, cols, rows, 2.0f, 3.0f, wave(cols, rows), skin)->write();
}

// Reopens `saved` and checks every height of frame 0 against `expected` within half a step of
// the saved packing, and that the packing spans exactly 0..65535.
void checkReopened(const QString &saved, const std::vector<float> &expected, const QByteArray &ident)
{
    auto reopened = openTerrainFile(saved);
    QVERIFY(reopened);
    const format::HmpFile *hmp = reopened->hmp();
    QCOMPARE(hmp->header().ident, ident);
    const float step = hmp->header().scale.z();
    const std::vector<float> &h = reopened->grid().heights(); // grid order, for mesh terrains too
    QCOMPARE(h.size(), expected.size());
    float worst = 0.0f;
    for (size_t i = 0; i < h.size(); ++i)
        worst = std::max(worst, std::abs(h[i] - expected[i]));
    QVERIFY2(worst <= step * 0.5f * 1.001f + 1e-6f,
             qPrintable(QStringLiteral("worst %1, step %2").arg(worst).arg(step)));
    uint16_t lo = 65535, hi = 0;
    for (const format::HmpFrame &fr : hmp->frames())
        for (uint16_t z : fr.z) {
            lo = std::min(lo, z);
            hi = std::max(hi, z);
        }
    QCOMPARE(int(lo), 0);
    QCOMPARE(int(hi), hmp->isMesh() ? 255 : 65535); // a mesh terrain packs z in a byte
}

} // namespace

class TstTerrainDocument : public QObject
{
    Q_OBJECT
private slots:
    void opensGridsAndMeshTerrains_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("terrain");
        for (const auto &[name, bytes] : hmptest::allFixtures())
            QTest::newRow(name) << bytes << true;
        QTest::newRow("HMP4 v0 mesh off its grid") << hmptest::hmp4Mesh(false) << false;
    }
    void opensGridsAndMeshTerrains()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, terrain);
        std::unique_ptr<Document> doc = openBytes(bytes);
        QVERIFY(doc);
        auto *t = qobject_cast<TerrainDocument *>(doc.get());
        QCOMPARE(t != nullptr, terrain);
        if (!t)
            return;
        const format::HmpFile *hmp = t->hmp();
        QCOMPARE(t->grid().columns(), hmp->columns());
        QCOMPARE(t->grid().rows(), hmp->rows());
        QCOMPARE(t->isMeshTerrain(), hmp->isMesh());
        if (!hmp->isMesh()) {
            QVERIFY(bitIdentical(t->grid().heights(), hmp->heights(0)));
            QCOMPARE(t->grid().vertexPosition(1, 1), hmp->gridPosition(0, 1, 1));
            QVERIFY(t->gridUvs().empty());
            return;
        }
        // A mesh terrain: every grid point is the stored vertex at that place, exact in height.
        checkMeshGrid(*t);
    }

    // An HMP4 v0 mesh terrain is sculpted on its grid: the stored vertex under the brush rises,
    // x/y and everything else keep their bytes, and its size cannot change.
    void meshTerrainSculptsItsOwnVertices()
    {
        const QByteArray original = hmptest::hmp4Mesh();
        auto doc = openTerrain(original);
        QVERIFY(doc);
        QVERIFY(doc->isMeshTerrain());
        QVERIFY(!doc->fixedSizeReason().isEmpty());
        QVERIFY(!doc->resizedState(4, 4).file);
        QVERIFY(doc->stateWithGrid(doc->grid()).file); // the same size still fits
        // The fixture stores vertex i at x = i / 3, y = i % 3 (from the south): the north-east
        // grid point (2, 0) is vertex 8, the south-west one (0, 2) vertex 0.
        const std::vector<float> before = doc->grid().heights();
        QCOMPARE(doc->grid().height(2, 0), doc->hmp()->height(0, 8));
        QCOMPARE(doc->grid().height(0, 2), doc->hmp()->height(0, 0));
        sculpt(*doc, brush(BrushKind::Raise, 0.6f, 1.0f), 2, 0, 1);
        const float raised = doc->grid().height(2, 0);
        QVERIFY(raised > before[2]);
        for (size_t p = 0; p < before.size(); ++p)
            if (p != 2)
                QCOMPARE(doc->grid().heights()[p], before[p]);
        QTemporaryDir dir;
        QString error;
        const QString out = dir.filePath(QStringLiteral("raised.hmp"));
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray saved = f.readAll();
        QCOMPARE(saved.size(), original.size());
        const auto back = format::HmpFile::read(saved);
        QVERIFY(back->isMesh());
        QVERIFY(back->validate().empty());
        const float step = back->header().scale.z();
        QVERIFY(std::abs(back->height(0, 8) - raised) <= step * 0.5f * 1.001f);
        for (int v = 0; v < 8; ++v) { // the others stay within the new packing's half step
            const int point = (2 - v % 3) * 3 + v / 3;
            QVERIFY(std::abs(back->height(0, v) - before[size_t(point)]) <= step * 0.5f * 1.001f);
        }
        const auto originalFile = format::HmpFile::read(original);
        for (int v = 0; v < 9; ++v) { // x/y stay
            QCOMPARE(back->frames()[0].x[size_t(v)], originalFile->frames()[0].x[size_t(v)]);
            QCOMPARE(back->frames()[0].y[size_t(v)], originalFile->frames()[0].y[size_t(v)]);
        }
        // Before the frames only the z packing (scale z at 16, offset z at 28) may differ: the
        // rest of the header, the skin, the UVs and the triangles keep their bytes.
        const qsizetype framesStart = 84 + 4 + 8 * 8 * 2 + 9 * 4 + 8 * 12;
        QCOMPARE(saved.left(16), original.left(16));
        QCOMPARE(saved.mid(20, 8), original.mid(20, 8));
        QCOMPARE(saved.mid(32, framesStart - 32), original.mid(32, framesStart - 32));
        // Undo back to the original bytes: unchangedSavesByteIdentical (which has this fixture).
    }

    // The UVs a mesh terrain is drawn with are its own, per grid point.
    void meshTerrainKeepsItsUvs()
    {
        auto doc = openTerrain(hmptest::hmp4Mesh());
        QVERIFY(doc);
        // The fixture's vertex (cx, cy) has texel (3 cx, 7 - 3 cy) of its 8 x 8 skin.
        QCOMPARE(doc->gridUvs().size(), size_t(9));
        for (int row = 0; row < 3; ++row)
            for (int col = 0; col < 3; ++col) {
                const int cy = 2 - row;
                QCOMPARE(doc->gridUvs()[size_t(row * 3 + col)],
                         Eigen::Vector2f(float((3 * col + 0.5) / 8), float((7 - 3 * cy + 0.5) / 8)));
            }
    }

    void strokeIsOneStepAndSignals()
    {
        auto doc = openTerrain(gridFixture(QStringLiteral("HMP7"), 40, 30));
        QVERIFY(doc);
        QSignalSpy edited(doc.get(), &TerrainDocument::heightsEdited);
        QSignalSpy modified(doc.get(), &Document::modifiedChanged);
        const std::vector<float> before = doc->grid().heights();
        sculpt(*doc, brush(BrushKind::Raise, 3.0f, 2.0f), 10, 10, 12);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(edited.count(), 12);
        QVERIFY(doc->isModified());
        QCOMPARE(modified.count(), 1);
        // Each dab reports the vertices it changed: every changed height lies in a reported rect.
        const QRect last = edited.last().at(0).toRect();
        QVERIFY(last.contains(21, 10) && !last.contains(10, 10));
        QRect reported;
        for (const QList<QVariant> &args : edited)
            reported |= args.at(0).toRect();
        const HeightGrid &g = doc->grid();
        for (int row = 0; row < g.rows(); ++row)
            for (int col = 0; col < g.columns(); ++col)
                if (g.height(col, row) != before[size_t(g.index(col, row))])
                    QVERIFY(reported.contains(col, row));
        // The History view shows the undo memory; the Undo action only the name.
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Raise terrain"));
        const auto *cmd = dynamic_cast<const SculptCommand *>(doc->undoStack()->command(0));
        QVERIFY(cmd);
        QCOMPARE(doc->undoStack()->text(0),
                 QStringLiteral("Raise terrain (%1)").arg(SculptCommand::formatBytes(cmd->bytes())));
        // Undo/redo restore exact heights.
        const std::vector<float> after = doc->grid().heights();
        doc->undoStack()->undo();
        QVERIFY(bitIdentical(doc->grid().heights(), before));
        QVERIFY(!doc->isModified());
        doc->undoStack()->redo();
        QVERIFY(bitIdentical(doc->grid().heights(), after));
    }

    void escCancelsExactly()
    {
        auto doc = openTerrain(gridFixture(QStringLiteral("HMP5"), 33, 33));
        QVERIFY(doc);
        sculpt(*doc, brush(BrushKind::Smooth, 4.0f, 0.5f), 5, 5, 4);
        const std::vector<float> before = doc->grid().heights();
        SculptStroke s(doc->undoStack(), doc.get());
        s.begin(brush(BrushKind::Noise, 5.0f, 3.0f), SculptDab{doc->grid().toWorld(16, 16)});
        for (int i = 0; i < 6; ++i)
            s.dab(SculptDab{doc->grid().toWorld(16.0f + float(i), 16)});
        QVERIFY(!bitIdentical(doc->grid().heights(), before));
        s.cancel();
        QVERIFY(bitIdentical(doc->grid().heights(), before));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->index(), 1);
    }

    void unchangedSavesByteIdentical_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto &[name, bytes] : hmptest::allFixtures())
            QTest::newRow(name) << bytes;
        // A NaN height offset (header offset z, bytes 28..31): every height decodes to NaN, which
        // the file keeps and writes back (found by fuzz_document: the unedited save was refused).
        QByteArray nan = format::HmpFile::create(QStringLiteral("HMP7"), 4, 4, 1.f, 1.f, hmptest::wave(4, 4))->write();
        nan.replace(28, 4, QByteArray::fromHex("0000c07f"));
        QTest::newRow("HMP7 NaN offset z") << nan;
    }
    void unchangedSavesByteIdentical()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        auto doc = openBytes(bytes);
        QString error;
        const QString out = dir.filePath(QStringLiteral("out.hmp"));
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
        // Sculpt and undo back to clean: still the same bytes.
        if (auto *t = qobject_cast<TerrainDocument *>(doc.get())) {
            sculpt(*t, brush(BrushKind::Raise, 1.5f, 1.0f), 1, 1, 2);
            t->undoStack()->undo();
            QVERIFY(t->saveAs(out, &error));
            QFile g(out);
            QVERIFY(g.open(QIODevice::ReadOnly));
            QCOMPARE(g.readAll(), bytes);
        }
    }

    // A file whose packing decodes some heights to infinity: an edited save stores finite
    // heights in the file, and undoing back to the heights as read must still save the input
    // (the save was refused: found by fuzz_document).
    void nonFiniteHeightsSaveAgainAfterAnEditedSave()
    {
        QByteArray bytes = format::HmpFile::create(QStringLiteral("HMP7"), 8, 8, 1.f, 1.f, hmptest::wave(8, 8))->write();
        const float hugeScale = 1.48e38f;
        bytes.replace(16, 4, QByteArray(reinterpret_cast<const char *>(&hugeScale), 4)); // scale z
        auto doc = openTerrain(bytes);
        QVERIFY(doc);
        const std::vector<float> &h = doc->grid().heights();
        QVERIFY(std::any_of(h.begin(), h.end(), [](float v) { return std::isinf(v); }));
        QTemporaryDir dir;
        QString error;
        const QString out = dir.filePath(QStringLiteral("out.hmp"));
        sculpt(*doc, brush(BrushKind::Raise, 100.0f, 1.0f), 3, 3, 1);
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error)); // the raise clamps to finite heights
        doc->undoStack()->undo();
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
    }

    void saveReopenWithinHalfStep_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("brushKind");
        QTest::newRow("HMP4 raise above the top") << QStringLiteral("HMP4") << int(BrushKind::Raise);
        QTest::newRow("HMP4 lower below the bottom") << QStringLiteral("HMP4") << int(BrushKind::Lower);
        QTest::newRow("HMP5 raise") << QStringLiteral("HMP5") << int(BrushKind::Raise);
        QTest::newRow("HMP5 noise") << QStringLiteral("HMP5") << int(BrushKind::Noise);
        QTest::newRow("HMP7 raise") << QStringLiteral("HMP7") << int(BrushKind::Raise);
        QTest::newRow("HMP7 smooth (inside the range)") << QStringLiteral("HMP7") << int(BrushKind::Smooth);
    }
    void saveReopenWithinHalfStep()
    {
        QFETCH(QString, version);
        QFETCH(int, brushKind);
        const int cols = 48, rows = 40;
        const QByteArray original = gridFixture(version, cols, rows);
        auto doc = openTerrain(original);
        QVERIFY(doc);
        const auto reference = format::HmpFile::read(original);
        sculpt(*doc, brush(BrushKind(brushKind), 5.0f, 25.0f), 20, 20, 6);
        const std::vector<float> edited = doc->grid().heights();
        QVERIFY(!bitIdentical(edited, reference->heights(0)));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sculpted.hmp"));
        QString error;
        QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
        QVERIFY(!doc->isModified());
        checkReopened(out, edited, version.toLatin1());
        if (QTest::currentTestFailed())
            return;

        // Normals: recomputed around the changed vertices, kept everywhere else.
        auto reopened = openTerrainFile(out);
        QRect changed;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const size_t i = size_t(r * cols + c);
                if (!format::hmpSameBits(edited[i], reference->heights(0)[i]))
                    changed |= QRect(c, r, 1, 1);
            }
        QVERIFY(!changed.isEmpty());
        const QRect grown = changed.adjusted(-1, -1, 1, 1);
        const format::HmpFrame &a = reference->frames()[0], &b = reopened->hmp()->frames()[0];
        int outsideSame = 0, outside = 0, insideDiffer = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const size_t i = size_t(r * cols + c);
                const bool same = a.n0[i] == b.n0[i] && a.n1[i] == b.n1[i];
                if (grown.contains(c, r)) {
                    insideDiffer += same ? 0 : 1;
                } else {
                    ++outside;
                    outsideSame += same ? 1 : 0;
                }
            }
        QCOMPARE(outsideSame, outside);
        QVERIFY(insideDiffer > 0);
        // The stored normals of the sculpted area are what MED would store for the new heights.
        auto fresh = format::HmpFile::create(version, cols, rows, 2.0f, 3.0f, reopened->hmp()->heights(0));
        // (Computed there from the quantised heights, here from the floats: HMP7 components may
        // differ by one, HMP4/5 table indices may flip to a neighbour at a few vertices.)
        const format::HmpFrame &n = fresh->frames()[0];
        int count = 0, mismatches = 0;
        for (int r = changed.top(); r <= changed.bottom(); ++r)
            for (int c = changed.left(); c <= changed.right(); ++c) {
                const size_t i = size_t(r * cols + c);
                ++count;
                if (version == QLatin1String("HMP7")) {
                    QVERIFY(std::abs(int(int8_t(n.n0[i])) - int(int8_t(b.n0[i]))) <= 1);
                    QVERIFY(std::abs(int(int8_t(n.n1[i])) - int(int8_t(b.n1[i]))) <= 1);
                } else if (n.n0[i] != b.n0[i]) {
                    ++mismatches;
                }
            }
        QVERIFY2(mismatches * 10 <= count, qPrintable(QStringLiteral("%1 of %2").arg(mismatches).arg(count)));
    }

    void multiFrameKeepsOtherFrames()
    {
        auto hmp = format::HmpFile::create(QStringLiteral("HMP7"), 12, 10, 1.0f, 1.0f, hmptest::wave(12, 10));
        hmp->addFrame(QByteArrayLiteral("Frame1"), hmptest::wave(12, 10, 30.0f, 5.0f));
        const QByteArray original = hmp->write();
        const auto reference = format::HmpFile::read(original);
        auto doc = openTerrain(original);
        QVERIFY(doc);
        sculpt(*doc, brush(BrushKind::Raise, 2.0f, 50.0f), 5, 5, 2);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("a.hmp")), &error), qPrintable(error));
        auto reopened = openTerrainFile(dir.filePath(QStringLiteral("a.hmp")));
        QCOMPARE(reopened->hmp()->frameCount(), 2);
        const float step = reopened->hmp()->header().scale.z();
        const std::vector<float> f1 = reopened->hmp()->heights(1), ref1 = reference->heights(1);
        for (size_t i = 0; i < f1.size(); ++i)
            QVERIFY(std::abs(f1[i] - ref1[i]) <= step * 0.5f * 1.001f);
    }

    void corpusSculptSaveReopen()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = testing::corpusFiles({QStringLiteral("hmp4"), QStringLiteral("hmp5"),
                                                        QStringLiteral("hmp7")},
                                                       {QStringLiteral(".hmp")});
        QVERIFY(!files.isEmpty());
        QTemporaryDir dir;
        int terrains = 0, meshTerrains = 0;
        for (const QString &file : files) {
            auto doc = openTerrainFile(file);
            QVERIFY2(doc, qPrintable(file)); // every corpus HMP4 v0 lies on its grid
            ++terrains;
            meshTerrains += doc->isMeshTerrain() ? 1 : 0;
            if (doc->isMeshTerrain())
                checkMeshGrid(*doc);
            QFile in(file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QByteArray bytes = in.readAll();
            const QString out = dir.filePath(QFileInfo(file).fileName());
            QString error;
            QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
            QFile unchanged(out);
            QVERIFY(unchanged.open(QIODevice::ReadOnly));
            QVERIFY2(unchanged.readAll() == bytes, qPrintable(file));
            unchanged.close();

            const HeightGrid &g = doc->grid();
            const auto [lo, hi] = g.heightRange();
            const float radius = float(std::max(g.columns(), 4)) * g.cellSizeX() / 8.0f;
            sculpt(*doc, brush(BrushKind::Raise, radius, (hi - lo) * 0.3f + 1.0f), float(g.columns() / 2),
                   float(g.rows() / 2), 3);
            QCOMPARE(doc->undoStack()->count(), 1);
            QVERIFY2(doc->saveAs(out, &error), qPrintable(error));
            checkReopened(out, doc->grid().heights(), doc->hmp()->header().ident);
            if (QTest::currentTestFailed())
                qWarning() << "failed on" << file;
        }
        qInfo("%d corpus terrains (%d HMP4 meshes): unedited save byte-identical, sculpted save within half a step",
              terrains, meshTerrains);
        QVERIFY(terrains >= 9);
        QVERIFY(meshTerrains >= 1);
    }
};

QTEST_GUILESS_MAIN(TstTerrainDocument)
#include "tst_terraindocument.moc"
