// TerrainSculptTool, headless: the sculptor's logic driven by pick rays, as the terrain editor
// drives it. A press off the terrain starts nothing; a drag lays dabs evenly along its path (a
// fast and a slow drag over the same line leave the same heights); one stroke is one undo step;
// Esc restores exactly; Grab lifts the point under the press by the ray's height on its vertical.
#include "documentfactory.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "terrain/terraindocument.h"
#include "terrain/terrainsculpttool.h"

#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using namespace ackedit::document;
using Eigen::Vector3f;

namespace {

// A flat 33 x 33 HMP7 grid, cells 2 x 2 units, at height 0.
std::unique_ptr<TerrainDocument> flatTerrain()
{
    const std::vector<float> heights(33 * 33, 0.0f);
    const QByteArray bytes = format::HmpFile::create(QStringLiteral("HMP7"), 33, 33, 2.0f, 2.0f, heights, std::nullopt)->write();
    std::unique_ptr<Document> doc = createDocument(format::readAssetFile(bytes), QStringLiteral("flat.hmp"));
    if (!qobject_cast<TerrainDocument *>(doc.get()))
        return nullptr;
    return std::unique_ptr<TerrainDocument>(static_cast<TerrainDocument *>(doc.release()));
}

// A ray straight down onto (x, y).
Vector3f above(float x, float y) { return Vector3f(x, y, 500.0f); }
const Vector3f Down(0.0f, 0.0f, -1.0f);

SculptSettings raise()
{
    SculptSettings s;
    s.kind = BrushKind::Raise;
    s.radius = 4.0f;
    s.strength = 1.0f;
    return s;
}

} // namespace

class TstTerrainSculptTool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void missStartsNothing()
    {
        auto doc = flatTerrain();
        QVERIFY(doc);
        TerrainSculptTool tool(doc.get());
        const HeightGrid &g = doc->grid();
        const Vector3f outside(g.offsetX() - 100.0f, g.offsetY() - 100.0f, 500.0f);
        QVERIFY(!tool.begin(outside, Down, raise()));
        QVERIFY(!tool.isActive());
        QCOMPARE(tool.end(), qint64(0));
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void dragIsOneStepAndSpacingIsEven()
    {
        auto slow = flatTerrain(), fast = flatTerrain();
        QVERIFY(slow && fast);
        const HeightGrid &g = slow->grid();
        const float x0 = g.offsetX() + 16.0f, y = g.offsetY() + 32.0f, x1 = x0 + 30.0f;

        TerrainSculptTool a(slow.get());
        const std::optional<Vector3f> hit = a.begin(above(x0, y), Down, raise());
        QVERIFY(hit);
        QCOMPARE(hit->x(), x0);
        for (int i = 1; i <= 120; ++i) // many small moves
            QVERIFY(a.moveTo(above(x0 + 0.25f * float(i), y), Down));
        QVERIFY(a.end() > 0);

        TerrainSculptTool b(fast.get());
        QVERIFY(b.begin(above(x0, y), Down, raise()));
        QVERIFY(b.moveTo(above(x1, y), Down)); // one jump
        QVERIFY(b.end() > 0);

        QCOMPARE(slow->undoStack()->count(), 1);
        QCOMPARE(fast->undoStack()->count(), 1);
        const std::vector<float> &hs = slow->grid().heights(), &hf = fast->grid().heights();
        for (size_t i = 0; i < hs.size(); ++i)
            QVERIFY2(std::abs(hs[i] - hf[i]) < 1e-3f, qPrintable(QStringLiteral("vertex %1").arg(i)));
        QVERIFY(slow->grid().heightAt(x0 + 15.0f, y) > 0.5f); // the middle of the path was raised
        slow->undoStack()->undo();
        QVERIFY(std::all_of(hs.begin(), hs.end(), [](float h) { return h == 0.0f; }));
    }

    void cancelIsExact()
    {
        auto doc = flatTerrain();
        QVERIFY(doc);
        TerrainSculptTool tool(doc.get());
        const HeightGrid &g = doc->grid();
        QVERIFY(tool.begin(above(g.offsetX() + 20.0f, g.offsetY() + 20.0f), Down, raise()));
        QVERIFY(tool.moveTo(above(g.offsetX() + 40.0f, g.offsetY() + 30.0f), Down));
        QVERIFY(doc->grid().heightAt(g.offsetX() + 30.0f, g.offsetY() + 25.0f) > 0.0f);
        tool.cancel();
        QVERIFY(!tool.isActive());
        const std::vector<float> &h = doc->grid().heights();
        QVERIFY(std::all_of(h.begin(), h.end(), [](float v) { return v == 0.0f; }));
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void grabLiftsAlongTheVertical()
    {
        auto doc = flatTerrain();
        QVERIFY(doc);
        TerrainSculptTool tool(doc.get());
        const HeightGrid &g = doc->grid();
        const float x = g.offsetX() + 32.0f, y = g.offsetY() + 32.0f;
        SculptSettings grab = raise();
        grab.kind = BrushKind::Grab;
        QVERIFY(tool.begin(Vector3f(x - 100.0f, y, 100.0f), Vector3f(100.0f, 0.0f, -100.0f).normalized(), grab));
        QCOMPARE(doc->grid().heightAt(x, y), 0.0f); // a grab press changes nothing yet
        // A ray passing the vertical through the press 10 units up: the point follows.
        const std::optional<Vector3f> centre = tool.moveTo(Vector3f(x - 100.0f, y, 110.0f),
                                                           Vector3f(100.0f, 0.0f, -100.0f).normalized());
        QVERIFY(centre);
        QVERIFY(std::abs(doc->grid().heightAt(x, y) - 10.0f) < 0.01f);
        QVERIFY(std::abs(centre->z() - 10.0f) < 0.01f);
        QVERIFY(tool.end() > 0);
        QCOMPARE(doc->undoStack()->count(), 1);
    }
};

QTEST_GUILESS_MAIN(TstTerrainSculptTool)
#include "tst_terrainsculpttool.moc"
