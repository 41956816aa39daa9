// Painting on the 3D model, headless: the ray finds the nearest front-facing triangle and its UV
// by barycentric interpolation; back faces and surfaces hidden behind others are not painted;
// the island mask covers the UV triangles; seam bleed carries painted texels N pixels past an
// island's border (and no further), inside the stroke's single undo step.
#include "skin/paintdab.h"
#include "skin/skincanvas.h"
#include "skin/skinstroke.h"
#include "skin/surfacepaint.h"
#include "skin/uvislands.h"

#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using namespace ackedit::document;

namespace {

// A unit quad in z = `z` facing +z (outward winding), UVs on the left half of the skin.
void addQuad(format::TriangleMesh &m, float z, int skin)
{
    const uint32_t p = uint32_t(m.positions.size()), t = uint32_t(m.uvs.size());
    m.positions.insert(m.positions.end(), {{0, 0, z}, {1, 0, z}, {1, 1, z}, {0, 1, z}});
    m.uvs.insert(m.uvs.end(), {{0, 0}, {0.5f, 0}, {0.5f, 1}, {0, 1}});
    m.triangles.push_back({{p, p + 1, p + 2}, {t, t + 1, t + 2}, skin});
    m.triangles.push_back({{p, p + 2, p + 3}, {t, t + 2, t + 3}, skin});
}

} // namespace

class TstSurfacePaint : public QObject
{
    Q_OBJECT
private slots:
    void rayFindsTheUv()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0);
        const auto h = surfacepaint::hit(m, 0, {0.25f, 0.5f, 5.f}, {0, 0, -1});
        QVERIFY(h.triangle >= 0);
        QVERIFY((h.uv - Eigen::Vector2f(0.125f, 0.5f)).norm() < 1e-5f);
        QCOMPARE(h.distance, 5.f);
        QCOMPARE(surfacepaint::hit(m, 0, {0.25f, 0.5f, -5.f}, {0, 0, 1}).triangle, -1); // back face
        QCOMPARE(surfacepaint::hit(m, 0, {2.f, 2.f, 5.f}, {0, 0, -1}).triangle, -1);     // missed
    }

    void hiddenSurfacesAreNotPainted()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0);
        addQuad(m, 1.f, 1); // in front of skin 0's quad, seen from +z
        QCOMPARE(surfacepaint::hit(m, 0, {0.25f, 0.5f, 5.f}, {0, 0, -1}).triangle, -1);
        QVERIFY(surfacepaint::hit(m, 1, {0.25f, 0.5f, 5.f}, {0, 0, -1}).triangle >= 2);
        QVERIFY(surfacepaint::hit(m, -1, {0.25f, 0.5f, 5.f}, {0, 0, -1}).distance == 4.f);
    }

    void islandMaskCoversTheUvTriangles()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0);
        const auto mask = surfacepaint::islandMask(m, 0, QSize(16, 16));
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                QCOMPARE(int(mask[size_t(y * 16 + x)]), x < 8 ? 1 : 0);
    }

    void bleedSpreadsPastTheBorderOnly()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0);
        const auto mask = surfacepaint::islandMask(m, 0, QSize(16, 16));
        QImage img(16, 16, QImage::Format_RGBA8888);
        img.fill(Qt::white);
        for (int y = 4; y < 8; ++y)
            img.setPixelColor(7, y, Qt::red); // at the island's right border
        const QRect changed = surfacepaint::bleed(img, mask, QRect(7, 4, 1, 4), 2);
        QCOMPARE(img.pixelColor(8, 5), QColor(Qt::red));
        QCOMPARE(img.pixelColor(9, 5), QColor(Qt::red));
        QCOMPARE(img.pixelColor(10, 5), QColor(Qt::white)); // 3 past the border: no
        QCOMPARE(img.pixelColor(6, 5), QColor(Qt::white));  // inside the island: untouched
        QVERIFY(changed.contains(QRect(8, 4, 2, 4)));
    }

    void strokeWithBleedIsOneExactStep()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0);
        QImage img(64, 64, QImage::Format_RGBA8888);
        img.fill(Qt::white);
        SkinCanvas canvas(img);
        QUndoStack stack;
        SkinStroke stroke(&stack, &canvas);
        stroke.setSeamBleed(2, surfacepaint::islandMask(m, 0, canvas.image().size()));
        BrushSettings b;
        b.radius = 2.f;
        b.hardness = 1.f;
        b.colour = Qt::blue;
        // A hit near the island's right border (u = 0.49 of the 64-texel skin: texel 31).
        const auto h = surfacepaint::hit(m, 0, {0.98f, 0.5f, 5.f}, {0, 0, -1});
        QVERIFY(h.triangle >= 0);
        stroke.begin(h.uv.cwiseProduct(Eigen::Vector2f(64.f, 64.f)), b, QStringLiteral("Paint"));
        stroke.end();
        QCOMPARE(stack.count(), 1);
        QCOMPARE(canvas.image().pixelColor(31, 32), QColor(Qt::blue));
        QCOMPARE(canvas.image().pixelColor(33, 32), QColor(Qt::blue)); // bled past the border
        stack.undo();
        QVERIFY(canvas.image() == img);
    }

    // Triangles sharing a UV corner (by index or by equal coordinates) are one island; the mask
    // of an island covers its triangles' texels only.
    void islandsConnectThroughSharedUvCorners()
    {
        format::TriangleMesh m;
        addQuad(m, 0.f, 0); // left half of the skin, shared UV indices
        // A second quad on the right half, its two triangles with separate but equal UV corners.
        const uint32_t p = uint32_t(m.positions.size());
        m.positions.insert(m.positions.end(), {{0, 0, 2}, {1, 0, 2}, {1, 1, 2}, {0, 1, 2}});
        const uint32_t t = uint32_t(m.uvs.size());
        m.uvs.insert(m.uvs.end(), {{0.75f, 0}, {1, 0}, {1, 1}, {0.75f, 0}, {1, 1}, {0.75f, 1}});
        m.triangles.push_back({{p, p + 1, p + 2}, {t, t + 1, t + 2}, 0});
        m.triangles.push_back({{p, p + 2, p + 3}, {t + 3, t + 4, t + 5}, 0});
        m.triangles.push_back({{p, p + 1, p + 2}, {t, t + 1, 99}, 0}); // bad UV index: no island
        const std::vector<int> islands = uvislands::islands(m, 0);
        QCOMPARE(islands, (std::vector<int>{0, 0, 1, 1, -1}));
        QCOMPARE(uvislands::islands(m, 1), (std::vector<int>{-1, -1, -1, -1, -1}));
        const auto mask = uvislands::islandMask(m, islands, 1, QSize(16, 16));
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                QCOMPARE(int(mask[size_t(y * 16 + x)]), x >= 12 ? 1 : 0);
        QCOMPARE(uvislands::triangleSkin(m, 0), 0);
        QCOMPARE(uvislands::triangleSkin(m, 3), -1); // no triangle names skin 3: all of them
    }

    // jumpTo puts the pen down elsewhere within the stroke: no dabs across the gap, one step.
    void jumpDrawsNothingAcrossTheGap()
    {
        QImage img(64, 8, QImage::Format_RGBA8888);
        img.fill(Qt::white);
        SkinCanvas canvas(img);
        QUndoStack stack;
        SkinStroke stroke(&stack, &canvas);
        BrushSettings b;
        b.radius = 1.f;
        b.hardness = 1.f;
        b.colour = Qt::red;
        stroke.begin({4.5f, 4.5f}, b, QStringLiteral("Paint"));
        stroke.moveTo({8.5f, 4.5f});
        stroke.jumpTo({50.5f, 4.5f});
        stroke.moveTo({54.5f, 4.5f});
        stroke.end();
        QCOMPARE(stack.count(), 1);
        QCOMPARE(canvas.image().pixelColor(8, 4), QColor(Qt::red));
        QCOMPARE(canvas.image().pixelColor(50, 4), QColor(Qt::red));
        QCOMPARE(canvas.image().pixelColor(54, 4), QColor(Qt::red));
        for (int x = 12; x < 47; ++x)
            QCOMPARE(canvas.image().pixelColor(x, 4), QColor(Qt::white));
        stack.undo();
        QVERIFY(canvas.image() == img);
    }
};

QTEST_GUILESS_MAIN(TstSurfacePaint)
#include "tst_surfacepaint.moc"
